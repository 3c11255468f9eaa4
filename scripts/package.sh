#!/usr/bin/env bash
# package.sh [-format kattis|polygon|cms|all] [-rows R -cols C] [-closed] [-validator cpp|go] [DIR]:
# the problem packager, scripts/problem/cmd/package (-h tells its usage), run from any
# directory: a relative DIR is taken from the current one.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
go -C "$repo" build -o "$bin/package" ./scripts/problem/cmd/package
"$bin/package" -repo "$repo" "$@"
