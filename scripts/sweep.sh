#!/usr/bin/env bash
# sweep.sh: time every start of every board from 1x1 to SIDE x SIDE (default 40) with the
# default method and print the slowest query. Fails if any query takes over 100 ms.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$repo"
KNIGHTSTOUR_SWEEP=${SIDE:-40} go test -run '^$' -bench '^BenchmarkSweep$' -benchtime 1x -timeout 30m . |
	grep -E 'queries on boards|worst-ms|FAIL|ok'
