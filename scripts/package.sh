#!/usr/bin/env bash
# package.sh [-format kattis|polygon|cms|all] [-rows R -cols C] [-closed] [-validator cpp|go] [DIR]:
# the problem packager, judge/cmd/knightstour-package (-h tells its usage), built from this
# clone into its bin/ (where README's examples build the commands; git ignores it) and run
# from the current directory: a relative DIR is taken from it. go build links the packager
# anew only when what it is built from has changed, so a run after the first starts at once.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
go -C "$root" build -o bin/knightstour-package ./judge/cmd/knightstour-package
"$root/bin/knightstour-package" "$@"
