#!/usr/bin/env bash
# package.sh [-format kattis|polygon|cms|all] [-rows R -cols C] [-closed] [-validator cpp|go] [DIR]:
# the problem packager, judge/cmd/knightstour-package (-h tells its usage), built from this
# clone and run from the current directory: a relative DIR is taken from it.
set -euo pipefail
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
go -C "$(dirname "$0")/.." build -o "$bin/knightstour-package" ./judge/cmd/knightstour-package
"$bin/knightstour-package" "$@"
