#!/usr/bin/env bash
# submission.sh [PATH]: write the one-file Sicily 1153 submission to PATH, or to stdout.
# It is generated, never kept by hand: go generate ./judge/problem merges (internal/tour/onefile)
# the small main of judge/problem/submission and the package internal/tour/sicily into
# judge/problem/files/onefile/knightstour.go, one package main file that needs only the
# standard library and Go 1.21; TestGenerated keeps it up to date, TestSubmissionCoverage
# checks that it is live code. Try it: bash scripts/submission.sh > /tmp/sub.go && go run /tmp/sub.go < cases/input.txt
set -euo pipefail
cat "$(dirname "$0")/../judge/problem/files/onefile/knightstour.go" >"${1:-/dev/stdout}"
