#!/usr/bin/env bash
# check.sh: build knightstour, run it on cases/input.txt as a judge would, and fail if the
# output differs from cases/input.golden or if the judge command rejects any line of it.
# It prints how long the run took (Sicily 1153 allows 1 s), but does not fail on time: an
# absolute limit fails at random on a busy machine (go run ./scripts/measure throughput
# compares speed against a baseline measured in the same run).
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

go build -o "$tmp/knightstour" .
go build -o "$tmp/judge" ./judge/cmd/knightstour-judge
TIMEFORMAT=%3R
{ time "$tmp/knightstour" <cases/input.txt >"$tmp/out.txt"; } 2>"$tmp/time.txt"
cmp cases/input.golden "$tmp/out.txt"
echo "check: output matches cases/input.golden ($(wc -l <"$tmp/out.txt") lines) in $(tail -n 1 "$tmp/time.txt") s"
"$tmp/judge" cases/input.txt "$tmp/out.txt" cases/input.golden
