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
[ $# -ge 2 ] || { echo "usage: bash scripts/parts.sh DIR N [knightstour flags] < queries" >&2; exit 2; }
dir=$1 n=$2
shift 2
kt=${KNIGHTSTOUR:-}
if [ -z "$kt" ]; then
	kt=$(mktemp -d)/knightstour
	(cd "$(dirname "$0")/.." && go build -o "$kt" .)
fi
mkdir -p "$dir"
# The queries, kept in DIR: a run again must ask the same.
cat >"$dir/queries.new"
if [ -f "$dir/queries" ] && ! cmp -s "$dir/queries.new" "$dir/queries"; then
	echo "parts.sh: $dir holds a count of other queries ($dir/queries)" >&2
	exit 2
fi
mv "$dir/queries.new" "$dir/queries"
rounds=$("$kt" -count "$@" -part "1/$n" -dir "$dir" -round 0 <"$dir/queries")
for ((r = 1; r <= rounds; r++)); do
	for ((k = 1; k <= n; k++)); do
		"$kt" -count "$@" -part "$k/$n" -dir "$dir" -round "$r" <"$dir/queries"
	done
done
exec "$kt" -count "$@" -part "1/$n" -dir "$dir" <"$dir/queries"
