#!/usr/bin/env bash
# partsbench.sh: measures what a count in parts costs against the same count whole, with
# this build: the processor time (user + system) of all the parts' processes together
# over the whole count's, and the largest peak resident memory (GNU time's %M) of a
# part's process over the whole's. Each part runs every round one process at a time, as
# scripts/parts.sh runs them. The answers must be equal. The ratios' targets: CPU at
# most 1.5x, memory at most 0.3x (6x8 open, 8 parts) and 0.6x (7x8 closed, 4 parts).
# It runs on demand, not in CI (a minute or two).
#
# Usage: bash scripts/partsbench.sh [CASE...]
#   CASE is "ROWS COLS QUERY PARTS [FLAGS...]"; default: 6x8 open from square 1 in 8
#   parts, 5x14 open from square 1 in 8, 7x8 closed from square 1 in 4.
# Environment: RUNS, runs of each (default 1; the least CPU and memory count).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$repo"
runs=${RUNS:-1}
cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
	cases=("6 8 1 8" "5 14 1 8" "7 8 1 4 -closed")
fi
if [ ! -x /usr/bin/time ]; then
	echo "partsbench.sh: skipped: GNU time (/usr/bin/time) is not installed (apt-get install time)"
	exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/knightstour" .
kt=$tmp/knightstour
echo "partsbench: the parts' CPU over the whole's, the largest part's peak memory over the whole's ($runs runs, least of each)"
for c in "${cases[@]}"; do
	read -r rows cols query parts flags <<<"$c"
	printf '%s\n' "$query" >"$tmp/q"
	# shellcheck disable=SC2086
	set -- -count $flags -rows "$rows" -cols "$cols"
	wcpu=0 wmem=0 pcpu=0 pmem=0
	for ((i = 0; i < runs; i++)); do
		/usr/bin/time -f '%U %S %M' -o "$tmp/w.time" "$kt" "$@" <"$tmp/q" >"$tmp/whole.out"
		read -r u s m <"$tmp/w.time"
		wc=$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%d", (u + s) * 1000 }')
		if ((wcpu == 0 || wc < wcpu)); then wcpu=$wc; fi
		if ((wmem == 0 || m < wmem)); then wmem=$m; fi
		rm -rf "$tmp/dir" "$tmp/p.time" "$tmp/p.mem"
		rounds=$("$kt" "$@" -part "1/$parts" -dir "$tmp/dir" -round 0 <"$tmp/q")
		# bash's time to the millisecond: GNU time's hundredths of a second would count
		# each short round's process as nothing. GNU time gives the peak memory.
		TIMEFORMAT='%3U %3S'
		for ((r = 1; r <= rounds; r++)); do
			for ((k = 1; k <= parts; k++)); do
				{ time /usr/bin/time -a -f '%M' -o "$tmp/p.mem" "$kt" "$@" -part "$k/$parts" -dir "$tmp/dir" -round "$r" <"$tmp/q"; } 2>>"$tmp/p.time"
			done
		done
		"$kt" "$@" -part "1/$parts" -dir "$tmp/dir" <"$tmp/q" >"$tmp/parts.out"
		pc=$(awk '{ c += $1 + $2 } END { printf "%d", c * 1000 }' "$tmp/p.time")
		pm=$(awk '$1 > m { m = $1 } END { print m }' "$tmp/p.mem")
		if ((pcpu == 0 || pc < pcpu)); then pcpu=$pc; fi
		if ((pmem == 0 || pm < pmem)); then pmem=$pm; fi
		if ! cmp -s "$tmp/whole.out" "$tmp/parts.out"; then
			echo "partsbench: ${rows}x$cols $flags query $query: the parts add up to $(cat "$tmp/parts.out"), the whole is $(cat "$tmp/whole.out")" >&2
			exit 1
		fi
	done
	echo "  ${rows}x$cols ${flags:-open} query $query ($(cat "$tmp/whole.out")) in $parts parts, $rounds rounds: CPU $(seconds "${pcpu}000000") s against $(seconds "${wcpu}000000") s whole, $(ratio "$pcpu" "$wcpu")x; peak memory $((pmem / 1024)) MB against $((wmem / 1024)) MB, $(ratio "$pmem" "$wmem")x"
done
