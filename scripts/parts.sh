#!/usr/bin/env bash
# parts.sh: counts the tours of the queries on stdin in N parts, in rounds, on this
# machine: every round of every part, one knightstour process at a time, through the
# folder DIR; then prints the counts exactly as the whole count prints them. Run again
# on the same DIR after it was stopped or killed, it goes on from what DIR holds (the
# parts' rounds already done are not run again). docs/counting.md has the same for Slurm,
# Kubernetes and GNU parallel.
#
# Usage: bash scripts/parts.sh DIR N [knightstour flags] < queries
#   as in: printf '1\n' | bash scripts/parts.sh /tmp/c68 8 -rows 6 -cols 8
# Environment: KNIGHTSTOUR, the knightstour to run (default: one built from this checkout).
set -euo pipefail
if [ -z "${KNIGHTSTOUR:-}" ]; then
	KNIGHTSTOUR=$(mktemp -d)/knightstour
	(cd "$(dirname "$0")/.." && go build -o "$KNIGHTSTOUR" .)
fi
# shellcheck source=cluster/lib.sh
source "$(dirname "$0")/cluster/lib.sh" # setup: the arguments, DIR/queries, the plan
setup "$@"
for ((r = 1; r <= rounds; r++)); do
	for ((k = 1; k <= n; k++)); do
		"$kt" -count "${@:3}" -part "$k/$n" -dir "$dir" -round "$r" <"$dir/queries"
	done
done
exec "$kt" -count "${@:3}" -part "1/$n" -dir "$dir" <"$dir/queries"
