#!/usr/bin/env bash
# throughput.sh: time knightstour on QUERIES (default 1,000,000) random start squares and
# print the ratios measured in this one run: against cat copying the same output (target:
# at most 3x) and against the C++ program of the Sicily 1153 report (target: at least 100x
# faster). All outputs must be identical. Exits non-zero when a target is missed.
#
# knightstour and cat run alternately, 15 times each, and the best time of each counts:
# this machine has stretches of seconds in which writing a file takes half as long again,
# and alternating lets both see the same stretches. The C++ program runs once in each of
# two builds: as g++ builds it with no flags, which is the baseline of the target (the
# issue measured about 50 s), and with -O2, reported alongside.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$repo"
queries=${QUERIES:-1000000}
tmp=$(mktemp -d -p /dev/shm 2>/dev/null || mktemp -d)
trap 'rm -rf "$tmp"' EXIT

go build -o "$tmp/knightstour" .
seed=$(seed_cpp "$tmp" seed)
seed2=$(seed_cpp "$tmp" seed-O2 -O2)
awk -v n="$queries" 'BEGIN { srand(1153); for (i = 0; i < n; i++) print int(rand() * 64) + 1; print -1 }' >"$tmp/in.txt"

"$tmp/knightstour" <"$tmp/in.txt" >"$tmp/out.txt"
ours=0 copy=0
for ((i = 0; i < 15; i++)); do
	t=$(time_ns "'$tmp/knightstour' <'$tmp/in.txt' >'$tmp/ours.txt'" "rm -f '$tmp/ours.txt'")
	if ((ours == 0 || t < ours)); then ours=$t; fi
	t=$(time_ns "cat '$tmp/out.txt' >'$tmp/copy.txt'" "rm -f '$tmp/copy.txt'")
	if ((copy == 0 || t < copy)); then copy=$t; fi
done
cmp "$tmp/out.txt" "$tmp/ours.txt"
rm -f "$tmp/ours.txt" "$tmp/copy.txt"
cpp=$(time_ns "'$seed' <'$tmp/in.txt' >'$tmp/seed.txt'")
cmp "$tmp/out.txt" "$tmp/seed.txt"
cpp2=$(time_ns "'$seed2' <'$tmp/in.txt' >'$tmp/seed.txt'")
cmp "$tmp/out.txt" "$tmp/seed.txt"

size=$(wc -c <"$tmp/out.txt")
slower=$(ratio "$ours" "$copy")
faster=$(ratio "$cpp" "$ours")
echo "throughput: $queries queries, $size bytes out, identical to the seed program's"
echo "throughput: knightstour $(seconds "$ours") s, cat $(seconds "$copy") s, seed C++ $(seconds "$cpp") s (g++), $(seconds "$cpp2") s (g++ -O2)"
echo "throughput: ${slower}x the time of cat (target <= 3), ${faster}x faster than the seed program (target >= 100); $(ratio "$cpp2" "$ours")x faster than its -O2 build"
awk -v s="$slower" -v f="$faster" 'BEGIN { exit !(s <= 3 && f >= 100) }'
