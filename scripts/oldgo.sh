#!/usr/bin/env bash
# oldgo.sh: the one-file submission and the one-file validator built and run with Go 1.21
# (GOTOOLCHAIN=go1.21.13, fetched through the module proxy) and with the current Go, and
# the submission through gofmt, go vet and staticcheck; go doc ./scripts/realtools.
set -euo pipefail
cd "$(dirname "$0")/.."
exec go run ./scripts/realtools oldgo
