#!/usr/bin/env bash
# throughput.sh: time knightstour on QUERIES (default 1,000,000) random start squares and
# print two ratios measured in this one run: against cat copying the same output (target:
# at most 3x) and against the C++ program of the Sicily 1153 report (target: at least 100x
# faster). Both outputs must be identical. Exits non-zero when a target is missed.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$repo"
queries=${QUERIES:-1000000}
tmp=$(mktemp -d -p /dev/shm 2>/dev/null || mktemp -d)
trap 'rm -rf "$tmp"' EXIT

go build -o "$tmp/knightstour" .
seed=$(seed_cpp "$tmp")
awk -v n="$queries" 'BEGIN { srand(1153); for (i = 0; i < n; i++) print int(rand() * 64) + 1; print -1 }' >"$tmp/in.txt"

ours=$(best_ns 9 "'$tmp/knightstour' <'$tmp/in.txt' >'$tmp/out.txt'" "rm -f '$tmp/out.txt'")
copy=$(best_ns 9 "cat '$tmp/out.txt' >'$tmp/copy.txt'" "rm -f '$tmp/copy.txt'")
cpp=$(best_ns 1 "'$seed' <'$tmp/in.txt' >'$tmp/seed.txt'")
cmp "$tmp/out.txt" "$tmp/seed.txt"

size=$(wc -c <"$tmp/out.txt")
slower=$(ratio "$ours" "$copy")
faster=$(ratio "$cpp" "$ours")
echo "throughput: $queries queries, $size bytes out, identical to the seed program's"
echo "throughput: knightstour $(seconds "$ours") s, cat $(seconds "$copy") s, seed C++ $(seconds "$cpp") s"
echo "throughput: ${slower}x the time of cat (target <= 3), ${faster}x faster than the seed program (target >= 100)"
awk -v s="$slower" -v f="$faster" 'BEGIN { exit !(s <= 3 && f >= 100) }'
