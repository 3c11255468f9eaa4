#!/usr/bin/env bash
# floor.sh: how close knightstour comes to the speed of the machine (issue 13). It times
# three pieces of work against a floor measured in the same run, alternating the two,
# best of RUNS (default 3), and prints the ratios as a table:
#
#   write   knightstour writing the closed tour of N×N (default 10000×10000, 889 MB) to
#           a file in /dev/shm, against scripts/floor/write.c printing 1..N² one space
#           apart with a two-digit itoa into a 1 MiB buffer;
#   judge   the judge checking that tour, against scripts/floor/judge.c, which reads
#           64 KiB blocks, parses byte by byte and keeps one byte a square; peak
#           memory too;
#   search  every start of 100×100 (QUERIES of them, default 10000) with the default
#           method, against the same queries with -method construct.
#
# FLOOR_QUICK=1 measures a 3000×3000 tour and the first 1000 starts of 100×100 instead
# (a few seconds, for CI). Every tour is checked by the judge, and the C checker agrees.
# Exits non-zero when a ratio misses its goal by more than MARGIN (default 1.5: the
# machine is shared) or, on 10000×10000, the judge takes more than 1/4 of the C
# checker's memory.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$repo"
side=10000 queries=10000
if [ "${FLOOR_QUICK:-}" = 1 ]; then
	side=3000 queries=1000
fi
side=${SIDE:-$side}
queries=${QUERIES:-$queries}
runs=${RUNS:-3}
margin=${MARGIN:-1.5}
tmp=$(mktemp -d -p /dev/shm 2>/dev/null || mktemp -d)
trap 'rm -rf "$tmp"' EXIT

go build -o "$tmp/knightstour" .
go build -o "$tmp/judge" ./judge/cmd/knightstour-judge
cc -O2 -o "$tmp/cwrite" scripts/floor/write.c
cc -O2 -o "$tmp/cjudge" scripts/floor/judge.c
printf '1\n-1\n' >"$tmp/one.txt"
seq 1 "$queries" >"$tmp/starts.txt"

# best NAME NS KB: keeps the least time and memory of NAME.
best() {
	local t=${best_ns[$1]:-0}
	if ((t == 0 || $2 < t)); then best_ns[$1]=$2; fi
	t=${best_kb[$1]:-0}
	if ((t == 0 || $3 < t)); then best_kb[$1]=$3; fi
}
declare -A best_ns best_kb

board=(-rows "$side" -cols "$side" -closed)
for ((i = 0; i < runs; i++)); do
	timed "$tmp/floor.txt" "$tmp/cwrite" $((side * side))
	best floor-write "$ns" "$kb"
	rm -f "$tmp/floor.txt"
	timed "$tmp/tour.txt" "$tmp/knightstour" "${board[@]}" <"$tmp/one.txt"
	best write "$ns" "$kb"
done
if ! "$tmp/judge" "${board[@]}" "$tmp/one.txt" "$tmp/tour.txt" 2>"$tmp/verdict.txt"; then
	echo "floor: the judge rejects the ${side}x$side tour: $(cat "$tmp/verdict.txt")" >&2
	exit 1
fi
for ((i = 0; i < runs; i++)); do
	timed "$tmp/cverdict.txt" "$tmp/cjudge" "$side" "$side" 1 1 <"$tmp/tour.txt"
	best floor-judge "$ns" "$kb"
	timed "$tmp/verdict.txt" "$tmp/judge" "${board[@]}" "$tmp/one.txt" "$tmp/tour.txt"
	best judge "$ns" "$kb"
done
if [ "$(cat "$tmp/cverdict.txt")" != ok ]; then
	echo "floor: the C checker says: $(cat "$tmp/cverdict.txt")" >&2
	exit 1
fi
size=$(wc -c <"$tmp/tour.txt")
rm -f "$tmp/tour.txt"

small=(-rows 100 -cols 100)
for ((i = 0; i < runs; i++)); do
	timed "$tmp/construct.txt" "$tmp/knightstour" "${small[@]}" -method construct <"$tmp/starts.txt"
	best construct "$ns" "$kb"
	timed "$tmp/auto.txt" "$tmp/knightstour" "${small[@]}" <"$tmp/starts.txt"
	best auto "$ns" "$kb"
done
if ! "$tmp/judge" "${small[@]}" "$tmp/starts.txt" "$tmp/auto.txt" 2>"$tmp/verdict.txt"; then
	echo "floor: the judge rejects the 100x100 answers: $(cat "$tmp/verdict.txt")" >&2
	exit 1
fi

failed=0
# row WORK OURS FLOOR FLOOR-NAME GOAL: prints a row of the table and checks the goal.
row() {
	local r
	r=$(ratio "${best_ns[$2]}" "${best_ns[$3]}")
	printf '| %s | %s s | %s s (%s) | %s× | ≤ %s× |\n' "$1" "$(seconds "${best_ns[$2]}")" \
		"$(seconds "${best_ns[$3]}")" "$4" "$r" "$5"
	if ! awk -v r="$r" -v g="$5" -v m="$margin" 'BEGIN { exit !(r <= g * m) }'; then
		echo "floor: $1: ${r}x, goal ${5}x (margin ${margin})" >&2
		failed=1
	fi
}
judge_kb=${best_kb[judge]} cjudge_kb=${best_kb[floor-judge]}
echo "floor: best of $runs alternating runs; peak memory: writing $((best_kb[write] / 1024)) MB," \
	"judging $((judge_kb / 1024)) MB, the C checker $((cjudge_kb / 1024)) MB"
echo
echo "| work | knightstour | floor | ratio | goal |"
echo "|---|---|---|---|---|"
row "write the closed tour of ${side}×$side ($((size / 1000000)) MB)" write floor-write "C, write.c" 1.3
row "judge that tour" judge floor-judge "C, judge.c" 1.2
row "$queries starts of 100×100, default method" auto construct "-method construct" 10
if ((side >= 10000 && judge_kb * 4 > cjudge_kb)); then
	echo "floor: the judge takes more than 1/4 of the C checker's memory" >&2
	failed=1
fi
exit "$failed"
