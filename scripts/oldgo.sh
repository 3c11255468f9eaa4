#!/usr/bin/env bash
# oldgo.sh: check that the one-file submission and the one-file validator build and work
# with the oldest Go that common judges run, Go 1.21 (GOTOOLCHAIN=go1.21.13, which the go
# command fetches through the module proxy), and with the current Go. The submission must
# print cases/input.golden for cases/input.txt when built outside the module and when run
# from the repository root (go.mod says go 1.21); the validator must accept that output.
# The submission must also pass gofmt, go vet and staticcheck (when installed) with no
# exception, as the package main it is: there even an unused exported name is reported.
# One line per check; the exit status is non-zero if any check fails.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$repo"
old=go1.21.13
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/feedback"

bash scripts/submission.sh "$tmp/sub.go"
cp judge/problem/files/onefile/validator.go "$tmp/validator.go"

failed=0
# check NAME CMD...: runs CMD (through bash -c) and prints one line saying how it went.
check() {
	local name=$1
	shift
	if out=$(bash -c "$*" 2>&1); then
		echo "oldgo: ok   $name"
	else
		echo "oldgo: FAIL $name"
		printf '%s\n' "$out" | sed 's/^/oldgo:      /' | head -20
		failed=1
	fi
}

# The submission as a module of its own, without its "//go:build ignore" line.
mkdir -p "$tmp/mod"
sed '1{/^\/\/go:build ignore$/d}' "$tmp/sub.go" >"$tmp/mod/main.go"
printf 'module submission\n\ngo 1.21\n' >"$tmp/mod/go.mod"
check "gofmt of the one-file submission" "test -z \"\$(gofmt -l '$tmp/sub.go')\""
check "go vet of the one-file submission" "cd '$tmp/mod' && go vet ."
sc=$(command -v staticcheck || echo "$(go env GOPATH)/bin/staticcheck")
if [ -x "$sc" ]; then
	check "staticcheck of the one-file submission (no exception)" "cd '$tmp/mod' && '$sc' ."
else
	echo "oldgo: skip staticcheck of the one-file submission: staticcheck is not installed"
fi

current=$(GOTOOLCHAIN=local go env GOVERSION)
for tc in "$old" local; do
	v=$current
	if [ "$tc" != local ]; then v=$tc; fi
	check "$v: go build of the one-file submission (outside the module)" \
		"cd '$tmp' && GOTOOLCHAIN=$tc go build -o 'sub-$tc' sub.go && test \"\$(GOTOOLCHAIN=$tc go env GOVERSION)\" = $v"
	check "$v: its answers to cases/input.txt equal cases/input.golden" \
		"'$tmp/sub-$tc' <cases/input.txt | cmp - cases/input.golden"
	check "$v: go run of the submission from the repository root matches too" \
		"GOTOOLCHAIN=$tc go run '$tmp/sub.go' <cases/input.txt | cmp - cases/input.golden"
	check "$v: go build of the one-file validator" \
		"cd '$tmp' && GOTOOLCHAIN=$tc go build -o 'validator-$tc' validator.go"
	check "$v: the validator accepts cases/input.golden (exit 42)" \
		"'$tmp/validator-$tc' cases/input.txt cases/input.golden '$tmp/feedback/' <cases/input.golden; test \$? = 42"
done
exit "$failed"
