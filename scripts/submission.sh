#!/usr/bin/env bash
# submission.sh [PATH]: write the one-file Sicily 1153 submission to PATH, or to stdout.
# It is generated, never kept by hand: scripts/onefile merges the judge form of the
# program, the small main of scripts/problem/submission (main.go, and board.go, which
# holds only the board's constant) and the package internal/sicily, into one package main
# file that needs only the standard library and Go 1.21; TestSubmissionCoverage checks
# that it is live code. Try it: bash scripts/submission.sh > /tmp/sub.go && go run /tmp/sub.go < cases/input.txt
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
out=()
if (($# > 0)); then
	case $1 in
	/*) out=(-o "$1") ;;
	*) out=(-o "$PWD/$1") ;;
	esac
fi
cd "$repo"
go run ./scripts/onefile "${out[@]}" scripts/problem/submission/main.go scripts/problem/submission/board.go internal/sicily
