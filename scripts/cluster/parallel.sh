#!/bin/bash
# parallel.sh: counts knight's tours in rounds with GNU parallel (docs/counting.md).
#
#   bash scripts/cluster/parallel.sh DIR N [knightstour flags] < queries
#
# DIR is the count's folder, N the number of parts; the flags are the board's (-rows 8
# -cols 8 -closed), -mem... It saves the queries as DIR/queries, asks knightstour for the
# count's rounds, runs each round's N parts with parallel (a failed part stops the round
# and the script), and prints the counts. After a failure, run the same command again: the
# parts done finish at once and the count goes on.
# Env: KNIGHTSTOUR (the binary; knightstour on PATH), PARALLEL_TASKS (the parts that run at
# once, a host; N), SSHLOGINFILE (hosts to run the parts on, which share DIR and have the
# binary at the same path; by default this machine).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
setup "$@"
hosts=()
[ -n "${SSHLOGINFILE:-}" ] && hosts=(--sshloginfile "$SSHLOGINFILE")
for r in $(seq "$rounds"); do
	parallel --halt now,fail=1 -j "$tasks" "${hosts[@]}" \
		"$(quote "$kt" -count "${@:3}")-part {}/$n -dir $(quote "$dir") -round $r < $(quote "$dir/queries")" ::: $(seq "$n")
done
"$kt" -count "${@:3}" -part "1/$n" -dir "$dir" <"$dir/queries"
