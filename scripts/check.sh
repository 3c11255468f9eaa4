#!/usr/bin/env bash
# check.sh: build knightstour, run it on cases/input.txt as a judge would, and fail if the
# output differs from cases/input.golden, if the judge command rejects any line of it, or
# if the run takes more than 1 s (the time limit of Sicily 1153).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$repo"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

go build -o "$tmp/knightstour" .
go build -o "$tmp/judge" ./judge/cmd/judge
t0=$(now_ns)
"$tmp/knightstour" <cases/input.txt >"$tmp/out.txt"
t1=$(now_ns)
cmp cases/input.golden "$tmp/out.txt"
echo "check: output matches cases/input.golden ($(wc -l <"$tmp/out.txt") lines) in $(seconds $((t1 - t0))) s"
"$tmp/judge" cases/input.txt "$tmp/out.txt" cases/input.golden
if ((t1 - t0 > 1000000000)); then
	echo "check: over the 1 s time limit" >&2
	exit 1
fi
