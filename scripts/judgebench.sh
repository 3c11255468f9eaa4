#!/usr/bin/env bash
# judgebench.sh: time the judge on the output of QUERIES (default 1,000,000) random 8x8
# queries (about 183 MB) against `cat OUTPUT > /dev/null`, best of 9 alternating runs, and print
# "judge: N.NNx cat". The judge runs in the testlib convention with the output itself as
# the answer file (judge INPUT OUTPUT ANSWER), so it also skims a reference output. Exits
# non-zero when the judge rejects the output or takes more than 8 times cat's time.
# JUDGEBENCH_PROGRAM names a program to use instead of building the one at the root.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$repo"
queries=${QUERIES:-1000000}
max_ratio=8
tmp=$(mktemp -d -p /dev/shm 2>/dev/null || mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ -n "${JUDGEBENCH_PROGRAM:-}" ]; then
	cp "$JUDGEBENCH_PROGRAM" "$tmp/knightstour"
else
	go build -o "$tmp/knightstour" .
fi
go build -o "$tmp/judge" ./judge/cmd/judge
awk -v n="$queries" 'BEGIN { srand(1); for (i = 0; i < n; i++) print int(rand() * 64) + 1; print -1 }' >"$tmp/in.txt"
"$tmp/knightstour" <"$tmp/in.txt" >"$tmp/out.txt"

# One untimed run of each: a rejection stops the script here, with the judge's verdict.
cat "$tmp/out.txt" >/dev/null
if ! "$tmp/judge" "$tmp/in.txt" "$tmp/out.txt" "$tmp/out.txt" 2>"$tmp/verdict.txt"; then
	echo "judgebench: the judge rejects the output: $(cat "$tmp/verdict.txt")" >&2
	exit 1
fi

# Alternate the two, so that both see the same stretches of a noisy machine.
copy=0 judged=0
for ((i = 0; i < 9; i++)); do
	t=$(time_ns "cat '$tmp/out.txt' >/dev/null")
	if ((copy == 0 || t < copy)); then copy=$t; fi
	t=$(time_ns "'$tmp/judge' '$tmp/in.txt' '$tmp/out.txt' '$tmp/out.txt' 2>/dev/null")
	if ((judged == 0 || t < judged)); then judged=$t; fi
done
r=$(ratio "$judged" "$copy")
size=$(wc -c <"$tmp/out.txt")
echo "judgebench: $queries queries, $size bytes of output; $(cat "$tmp/verdict.txt")"
echo "judgebench: judge $(seconds "$judged") s, cat $(seconds "$copy") s (best of 9, alternating)"
echo "judge: ${r}x cat"
awk -v r="$r" -v m="$max_ratio" 'BEGIN { exit !(r <= m) }' || {
	echo "judgebench: the judge takes more than ${max_ratio}x the time of cat" >&2
	exit 1
}
