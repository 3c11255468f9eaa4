#!/usr/bin/env bash
# bigboards.sh: the linear-time construction on huge boards. For each board it runs
# knightstour writing the tour to a file in memory and, alternately, the floor of
# floor.sh (scripts/floor/write.c printing 1..rows·cols, the numbers a tour of the board
# holds, with no tour to compute), best of RUNS (default 3) each, and reports both times,
# their ratio, knightstour's peak memory and the judge's verdict on the tour. It also times
# a plain greedy Warnsdorff pass (Roth's tie-break) on the same board, once, saying whether
# it finished. Exits non-zero if a tour is rejected, if knightstour takes more than
# MAX_RATIO (default 2.5) times the floor, or more than 64 MB.
#
# BIG=0 leaves out the boards of 10⁸ squares (each writes 889 MB; CI keeps them).
# GREEDY=0 leaves out the greedy pass (CI does: about 20 s, and it only informs).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$repo"
runs=${RUNS:-3}
max_ratio=${MAX_RATIO:-2.5}
tmp=$(mktemp -d -p /dev/shm 2>/dev/null || mktemp -d)
trap 'rm -rf "$tmp"' EXIT

go build -o "$tmp/knightstour" .
go build -o "$tmp/judge" ./judge/cmd/knightstour-judge
go build -o "$tmp/baseline" ./scripts/baseline
cc -O2 -o "$tmp/floor" scripts/floor/write.c

failed=0
printf '%-14s %-11s %-6s %9s %9s %6s %5s %6s  %s\n' board start kind seconds floor ratio MB judge "greedy Warnsdorff, same board"
# rows cols start kind
while read -r rows cols start kind; do
	if [ "${BIG:-1}" = 0 ] && ((rows * cols >= 99000000)); then
		continue
	fi
	flags=(-rows "$rows" -cols "$cols")
	[ "$kind" = closed ] && flags+=(-closed)
	printf '%s\n-1\n' "$start" >"$tmp/in.txt"
	ours=0 floor=0 mem=0
	for ((i = 0; i < runs; i++)); do
		timed "$tmp/out.txt" "$tmp/floor" $((rows * cols))
		if ((floor == 0 || ns < floor)); then floor=$ns; fi
		timed "$tmp/out.txt" "$tmp/knightstour" "${flags[@]}" <"$tmp/in.txt"
		if ((ours == 0 || ns < ours)); then ours=$ns; fi
		mem=$((kb > mem ? kb : mem))
	done
	verdict=ok
	"$tmp/judge" "${flags[@]}" "$tmp/in.txt" "$tmp/out.txt" 2>"$tmp/judge.txt" || verdict=REJECTED
	rm -f "$tmp/out.txt"
	base="not run (GREEDY=0)"
	if [ "${GREEDY:-1}" != 0 ]; then
		t0=$(now_ns)
		if "$tmp/baseline" -rows "$rows" -cols "$cols" -start "$start" >/dev/null 2>"$tmp/base.txt"; then
			base="finished"
		else
			base="failed: $(sed 's/^baseline: [^:]*: //' "$tmp/base.txt")"
		fi
		t1=$(now_ns)
		base="$(seconds $((t1 - t0))) s, $base"
	fi
	r=$(ratio "$ours" "$floor")
	printf '%-14s %-11s %-6s %9s %9s %5sx %5s %6s  %s\n' "${rows}x$cols" "$start" "$kind" "$(seconds "$ours")" "$(seconds "$floor")" "$r" $((mem / 1024)) "$verdict" "$base"
	if [ "$verdict" != ok ]; then
		cat "$tmp/judge.txt" >&2
		failed=1
	fi
	if ! awk -v r="$r" -v t="$max_ratio" -v m="$mem" 'BEGIN { exit !(r <= t && m < 64 * 1024) }'; then
		echo "bigboards: ${rows}x$cols from $start: ${r}x the floor and $((mem / 1024)) MB, want at most ${max_ratio}x and 64 MB" >&2
		failed=1
	fi
done <<'BOARDS'
10000 10000 1 closed
9999 10001 49999999 open
3000 3000 1 open
3000 3000 4501501 open
3000 3000 7777777 open
1000 1000 1 open
1000 1000 500501 open
3 10000000 15000001 open
4 10000000 5000001 open
10000000 3 15000002 closed
BOARDS
exit "$failed"
