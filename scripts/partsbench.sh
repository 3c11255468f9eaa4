#!/usr/bin/env bash
# partsbench.sh: what a count in parts costs against the same count whole (see
# scripts/partsbench/main.go). Usage: bash scripts/partsbench.sh [-runs N] [CASE...]
cd "$(dirname "$0")/.." && exec go run ./scripts/partsbench "$@"
