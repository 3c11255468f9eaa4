#!/usr/bin/env bash
# countbench.sh: counts the same tours with this build of knightstour and with a
# baseline commit (default 58ee0a5, the counter before the memory cap and meeting in
# the middle), side by side in one run, and prints each one's best time and peak
# resident memory (GNU time) and the ratios. The answers must be equal. It runs on
# demand; CI runs it on 6x8 closed with a target (.ci/run).
#
# Usage: bash scripts/countbench.sh [ROWS COLS [START]]
#   default: 7 8 1 (the closed tours of 7x8 from square 1; about a minute a run).
# Environment:
#   BASE    the baseline commit (default 58ee0a5)
#   RUNS    alternating runs of each build (default 3); the best time and least peak count
#   KIND    -closed (default) or -open... any flags for -count, e.g. KIND= for open tours
#   TARGET  "SPEED MEM": fail unless this build is at least SPEED times faster and takes
#           at most MEM times the memory (e.g. "4 0.4"); unset: report only
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$repo"
rows=${1:-7}
cols=${2:-8}
start=${3:-1}
base=${BASE:-58ee0a5}
runs=${RUNS:-3}
kind=${KIND--closed}
if [ ! -x /usr/bin/time ]; then
	echo "countbench.sh: skipped: GNU time (/usr/bin/time) is not installed (apt-get install time)"
	exit 0
fi
tmp=$(mktemp -d)
cleanup() {
	git worktree remove --force "$tmp/base" 2>/dev/null || true
	rm -rf "$tmp"
}
trap cleanup EXIT
git worktree add --detach -q "$tmp/base" "$base"
(cd "$tmp/base" && go build -o "$tmp/knightstour-base" .)
go build -o "$tmp/knightstour" .

echo "countbench: $rows x $cols $kind from square $start: this build and $base, $runs runs each, alternating"
echo "  (CPU is user + system time, steadier than the wall time on a shared machine)"
# best[who]: least wall ns, least CPU ms, least peak KB over the runs
declare -A wall cpu peak
for ((i = 0; i < runs; i++)); do
	for who in ours base; do
		bin=$tmp/knightstour
		[ $who = base ] && bin=$tmp/knightstour-base
		printf '%s\n' "$start" >"$tmp/in"
		t0=$(now_ns)
		# shellcheck disable=SC2086
		/usr/bin/time -f '%U %S %M' -o "$tmp/$who.time" "$bin" -count $kind -rows "$rows" -cols "$cols" <"$tmp/in" >"$tmp/$who.out"
		t1=$(now_ns)
		ns=$((t1 - t0))
		read -r u s kb < <(tail -n 1 "$tmp/$who.time")
		ms=$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%d", (u + s) * 1000 }')
		echo "  $who: $(seconds "$ns") s wall, $(seconds $((ms * 1000000))) s CPU, peak $((kb / 1024)) MB: $(cat "$tmp/$who.out")"
		if ((${wall[$who]:-0} == 0 || ns < wall[$who])); then wall[$who]=$ns; fi
		if ((${cpu[$who]:-0} == 0 || ms < cpu[$who])); then cpu[$who]=$ms; fi
		if ((${peak[$who]:-0} == 0 || kb < peak[$who])); then peak[$who]=$kb; fi
	done
	if ! cmp -s "$tmp/ours.out" "$tmp/base.out"; then
		echo "countbench: the counts differ" >&2
		exit 1
	fi
done
speed=$(ratio "${wall[base]}" "${wall[ours]}")
cpuspeed=n/a
if ((cpu[ours] > 0)); then cpuspeed=$(ratio "${cpu[base]}" "${cpu[ours]}"); fi
mem=$(ratio "${peak[ours]}" "${peak[base]}")
for who in ours base; do
	name="this build"
	[ $who = base ] && name=$base
	echo "countbench: $name: best $(seconds "${wall[$who]}") s wall, $(seconds $((cpu[$who] * 1000000))) s CPU, least peak $((peak[$who] / 1024)) MB"
done
echo "countbench: ${speed}x as fast (wall), ${cpuspeed}x (CPU), ${mem}x the memory"
if [ -n "${TARGET:-}" ]; then
	read -r want_speed want_mem <<<"$TARGET"
	if awk -v s="$speed" -v m="$mem" -v ws="$want_speed" -v wm="$want_mem" 'BEGIN { exit !(s >= ws && m <= wm) }'; then
		echo "countbench: target met (at least ${want_speed}x as fast, at most ${want_mem}x the memory)"
	else
		echo "countbench: target missed (at least ${want_speed}x as fast, at most ${want_mem}x the memory)" >&2
		exit 1
	fi
fi
