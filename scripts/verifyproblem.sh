#!/usr/bin/env bash
# verifyproblem.sh: Kattis problemtools' verifyproblem (and problem2pdf, with TeX) on the
# problem packages, as a problem setter would; go doc ./scripts/realtools says what it
# checks and where it finds the tools ($VERIFYPROBLEM, PATH, ../shared/tools).
set -euo pipefail
cd "$(dirname "$0")/.."
exec go run ./scripts/realtools verifyproblem
