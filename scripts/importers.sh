#!/usr/bin/env bash
# importers.sh: the Polygon and CMS packages in CMS's own loaders and Polygon2DOMjudge, as
# a contest setter would; go doc ./scripts/realtools says what it checks and where it finds
# the tools ($CMS_LOAD, $P2D, ../shared/tools).
set -euo pipefail
cd "$(dirname "$0")/.."
exec go run ./scripts/realtools importers
