#!/usr/bin/env bash
# sweep.sh: answer every start of every board from 1x1 to SIDE x SIDE (default 40) with the
# default method, have the judge check every answer, and print the slowest query and the
# mean. It fails on a wrong answer, never on time (see BenchmarkSweep). SIDE=40 is 672,400
# queries; CI runs a smaller SIDE.
set -euo pipefail
cd "$(dirname "$0")/.."
KNIGHTSTOUR_SWEEP=${SIDE:-40} go test -run '^$' -bench '^BenchmarkSweep$' -benchtime 1x -timeout 60m ./internal/tour/tourprog |
	grep -E 'queries on boards|worst-ms|FAIL|ok'
