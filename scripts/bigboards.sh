#!/usr/bin/env bash
# bigboards.sh: the linear-time construction on huge boards. For each target it runs
# knightstour writing the tour to a file (best of up to 3 runs: stop at the first run
# within the target), reports wall time and peak memory, has the judge check the file,
# and times a plain greedy Warnsdorff pass (Roth's tie-break) on the same board as a
# baseline, saying whether it succeeded. Exits non-zero if a tour is rejected or a
# target is missed.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$repo"
tmp=$(mktemp -d -p /dev/shm 2>/dev/null || mktemp -d)
trap 'rm -rf "$tmp"' EXIT

go build -o "$tmp/knightstour" .
go build -o "$tmp/judge" ./judge/cmd/judge
go build -o "$tmp/baseline" ./scripts/baseline

# measure CMD...: runs CMD with stdout to $tmp/out.txt; sets secs and mb.
measure() {
	/usr/bin/time -f '%e %M' -o "$tmp/time" "$@" >"$tmp/out.txt"
	read -r secs kb <"$tmp/time"
	mb=$((kb / 1024))
}

failed=0
printf '%-14s %-11s %-6s %9s %7s %6s %10s  %s\n' board start kind seconds target MB judge "baseline (greedy Warnsdorff)"
# rows cols start kind target-seconds
while read -r rows cols start kind target; do
	flags=(-rows "$rows" -cols "$cols")
	[ "$kind" = closed ] && flags+=(-closed)
	printf '%s\n-1\n' "$start" >"$tmp/in.txt"
	for try in 1 2 3; do
		measure "$tmp/knightstour" "${flags[@]}" <"$tmp/in.txt"
		awk -v s="$secs" -v t="$target" 'BEGIN { exit !(s <= t) }' && break
	done
	verdict=ok
	"$tmp/judge" "${flags[@]}" "$tmp/in.txt" "$tmp/out.txt" 2>"$tmp/judge.txt" || verdict=REJECTED
	rm -f "$tmp/out.txt"
	t0=$(now_ns)
	if "$tmp/baseline" -rows "$rows" -cols "$cols" -start "$start" >/dev/null 2>"$tmp/base.txt"; then
		base="ok"
	else
		base="failed: $(sed 's/^baseline: [^:]*: //' "$tmp/base.txt")"
	fi
	t1=$(now_ns)
	printf '%-14s %-11s %-6s %9s %7s %6s %10s  %s s, %s\n' "${rows}x$cols" "$start" "$kind" "$secs" "$target" "$mb" "$verdict" "$(seconds $((t1 - t0)))" "$base"
	if [ "$verdict" != ok ]; then
		cat "$tmp/judge.txt" >&2
		failed=1
	fi
	if ! awk -v s="$secs" -v t="$target" -v m="$mb" 'BEGIN { exit !(s <= t && m < 64) }'; then
		echo "bigboards: ${rows}x$cols from $start: ${secs} s and ${mb} MB, target ${target} s and 64 MB" >&2
		failed=1
	fi
done <<'TARGETS'
10000 10000 1 closed 6
9999 10001 49999999 open 6
3000 3000 1 open 0.6
3000 3000 4501501 open 0.6
3000 3000 7777777 open 0.6
1000 1000 1 open 0.1
1000 1000 500501 open 0.1
3 10000000 15000001 open 3
4 10000000 5000001 open 3
10000000 3 15000002 closed 3
TARGETS
exit "$failed"
