#!/usr/bin/env bash
# moonshot.sh: counts the closed knight's tours of the 8×8 board with knightstour -count
# and compares the count with the published number (McKay 1997: 13,267,364,410,532
# undirected closed tours, so 26,534,728,821,064 closed tours from one start). It runs on
# demand, not in CI: about 4 minutes on 2 cores and 3 GB (docs/counting.md, "8×8").
#
# Usage: bash scripts/moonshot.sh [ROWS COLS]
#   ROWS COLS: another board for a rehearsal (7 8 takes a few seconds).
# Environment:
#   MOONSHOT_MEM  the memory the count may use (knightstour -mem; default: its own
#                 default, 3/4 of the machine's memory). The count's tables may use three
#                 quarters of it; past that it stops cleanly with status 1.
#   MOONSHOT_PART K/N: count only that part (knightstour -part), for a rehearsal of a job
#                 array; the McKay comparison is then skipped.
#
# Progress (one line a second) goes to moonshot-ROWSxCOLS.log in the current directory.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
if [ -n "${CI:-}" ]; then
	echo "moonshot.sh: skipped under CI (it runs for minutes)"
	exit 0
fi
rows=${1:-8}
cols=${2:-8}
flags=()
[ -n "${MOONSHOT_MEM:-}" ] && flags+=(-mem "$MOONSHOT_MEM")
[ -n "${MOONSHOT_PART:-}" ] && flags+=(-part "$MOONSHOT_PART")
log=$PWD/moonshot-${rows}x${cols}.log
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$repo" && go build -o "$tmp/knightstour" .)

echo "moonshot: counting the closed tours of ${rows}x${cols} from square 1 ${flags[*]}; progress in $log"
t0=$(now_ns)
status=0
printf '1\n' | /usr/bin/time -f '%M' -o "$tmp/rss" \
	"$tmp/knightstour" -count -closed -rows "$rows" -cols "$cols" -v "${flags[@]}" >"$tmp/out" 2>"$log" || status=$?
t1=$(now_ns)
peak="?"
[ -s "$tmp/rss" ] && peak="$(($(tail -1 "$tmp/rss") / 1024)) MB"
echo "moonshot: $(seconds $((t1 - t0))) s, peak resident memory $peak"
if [ $status -ne 0 ]; then
	echo "moonshot: the count stopped (status $status):"
	grep -v '^knightstour: counting' "$log" | grep -v '^Command exited' >&2 || true
	grep '^knightstour: counting' "$log" | tail -1 >&2 || true
	exit 1
fi
tours=$(cat "$tmp/out")
if [ ${#tours} -le 18 ]; then
	echo "moonshot: $tours closed tours from square 1, so $((tours / 2)) undirected closed tours"
else
	echo "moonshot: $tours closed tours from square 1 (twice the undirected closed tours)"
fi
if [ "$rows$cols" = 88 ] && [ -z "${MOONSHOT_PART:-}" ]; then
	want=26534728821064
	if [ "$tours" = "$want" ]; then
		echo "moonshot: equal to McKay's 13267364410532 (OEIS A001230)"
	else
		echo "moonshot: McKay's count is 13267364410532 (OEIS A001230): MISMATCH" >&2
		exit 1
	fi
fi
