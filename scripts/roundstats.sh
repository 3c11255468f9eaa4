#!/usr/bin/env bash
# roundstats.sh: what the rounds of counts in rounds did, from their done files: for each
# count (a folder of DIR) and round, the parts done, the states the parts held (the
# layer, merged), received and sent, and the bytes of the round's files still in DIR.
# It reads only the done files (a few lines of text each), so it runs while a count does.
#
# Usage: bash scripts/roundstats.sh DIR
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: bash scripts/roundstats.sh DIR" >&2; exit 2; }
for job in "$1"/*/; do
	echo "$(basename "$job"): round, parts done, states held, received, sent, bytes of files"
	for r in $(ls "$job" | sed -n 's/^round-//p' | sort -n); do
		bytes=$(find "$job/round-$r" -name 'states-*' -printf '%s\n' | awk '{ s += $1 } END { print s + 0 }')
		cat "$job/round-$r"/done-* 2>/dev/null | awk -v r="$r" -v b="$bytes" '
			/^part / { n++ } /^states held / { h += $3 } /^states received / { c += $3 } /^states sent / { s += $3 }
			END { printf "  %d %d %.0f %.0f %.0f %.0f\n", r, n, h, c, s, b }'
	done
done
