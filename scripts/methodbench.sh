#!/usr/bin/env bash
# methodbench.sh: times the counts of issue 36 with this build of knightstour and with a
# baseline commit (default 704b08e, before the depth-first search and its choice by
# cost), alternating the two builds run by run (and which goes first), and prints for each count the best wall
# and CPU times of each and their ratios (this build's time over the baseline's: 0.25x
# is four times as fast). A busy machine slows both alike, so the ratios hold where the
# times do not. The answers must be equal. It runs on demand, not in CI (minutes).
#
# Usage: bash scripts/methodbench.sh [CASE...]
#   CASE is "ROWS COLS QUERY [FLAGS...]"; default: 5x6, 6x6 and 6x7 open from every
#   start, 6x6 open from square 1, 7x8 closed from square 1, 6x8 open from square 1.
# Environment:
#   BASE  the baseline commit (default 704b08e)
#   RUNS  alternating runs of each build (default 3); the best times count
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$repo"
base=${BASE:-704b08e}
runs=${RUNS:-3}
cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
	cases=("5 6 0" "6 6 0" "6 7 0" "6 6 1" "7 8 1 -closed" "6 8 1")
fi
if [ ! -x /usr/bin/time ]; then
	echo "methodbench.sh: skipped: GNU time (/usr/bin/time) is not installed (apt-get install time)"
	exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/base"
git archive "$base" | tar -x -C "$tmp/base"
(cd "$tmp/base" && go build -o "$tmp/knightstour-base" .)
go build -o "$tmp/knightstour-ours" .

echo "methodbench: this build and $base, $runs runs each, alternating (ratios: this build's time over $base's)"
for c in "${cases[@]}"; do
	read -r rows cols query flags <<<"$c"
	declare -A wall=() cpu=()
	for ((i = 0; i < runs; i++)); do
		order="ours base"
		if ((i % 2)); then order="base ours"; fi # neither build always runs first
		for who in $order; do
			printf '%s\n' "$query" >"$tmp/in"
			t0=$(now_ns)
			# shellcheck disable=SC2086
			/usr/bin/time -f '%U %S' -o "$tmp/$who.time" "$tmp/knightstour-$who" -count $flags -rows "$rows" -cols "$cols" <"$tmp/in" >"$tmp/$who.out"
			ns=$(($(now_ns) - t0))
			ms=$(awk '{ printf "%d", ($1 + $2) * 1000 }' "$tmp/$who.time")
			if ((${wall[$who]:-0} == 0 || ns < wall[$who])); then wall[$who]=$ns; fi
			if ((${cpu[$who]:-0} == 0 || ms < cpu[$who])); then cpu[$who]=$ms; fi
		done
		if ! cmp -s "$tmp/ours.out" "$tmp/base.out"; then
			echo "methodbench: ${rows}x$cols $flags query $query: the counts differ: $(cat "$tmp/ours.out") and $(cat "$tmp/base.out")" >&2
			exit 1
		fi
	done
	cpur=n/a
	if ((cpu[base] > 0)); then cpur=$(ratio "${cpu[ours]}" "${cpu[base]}")x; fi
	echo "  ${rows}x$cols ${flags:-open} query $query ($(cat "$tmp/ours.out")): ours $(seconds "${wall[ours]}") s, base $(seconds "${wall[base]}") s: $(ratio "${wall[ours]}" "${wall[base]}")x wall, $cpur CPU"
done
