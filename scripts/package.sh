#!/usr/bin/env bash
# package.sh [DIR]: build the problem package in the ICPC/Kattis "legacy" layout that
# DOMjudge and Kattis import, and write it to DIR/knightstour-problem.zip (DIR: a new
# temporary directory by default). It prints the path of the zip.
#
# The package holds problem.yaml, .timelimit (1 s, for DOMjudge) and the statement from
# scripts/problem/package, the statement also rendered to HTML by scripts/problem/texhtml;
# data/sample and data/secret: the inputs of cases/ and scripts/problem/package/data/secret,
# with answer files made by running the program;
# output_validators/knightstour_validator: the judge merged into validator.go, with the
# build script that compiles it on the judge host; submissions/accepted: the one-file
# submission. Nothing is written inside the repository.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
dest=${1:-}
if [ -n "$dest" ]; then
	case $dest in /*) ;; *) dest=$PWD/$dest ;; esac
fi
cd "$repo"
if [ -z "$dest" ]; then
	dest=$(mktemp -d)
fi
mkdir -p "$dest"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pkg=$tmp/package
cp -R scripts/problem/package "$pkg"
mkdir -p "$pkg/data/sample" "$pkg/data/secret" "$pkg/submissions/accepted"

# Test data: the inputs of cases/ for the default program (8×8, no .flags file) with
# valid queries only (no .stderr.golden): several.txt is the sample, the rest secret.
for f in cases/*.txt; do
	name=$(basename "$f" .txt)
	if [ -e "cases/$name.flags" ] || [ -e "cases/$name.stderr.golden" ]; then
		continue
	fi
	if [ "$name" = several ]; then
		cp "$f" "$pkg/data/sample/$name.in"
	else
		cp "$f" "$pkg/data/secret/cases-$name.in"
	fi
done
go build -o "$tmp/knightstour" .
for f in "$pkg"/data/*/*.in; do
	"$tmp/knightstour" <"$f" >"${f%.in}.ans"
done

# The statement: problem.en.tex for Kattis, rendered to problem.html for DOMjudge (which
# imports PDF, HTML or text statements only), with the sample.
go run ./scripts/problem/texhtml "$pkg/problem_statement/problem.en.tex" "$pkg/data/sample" \
	>"$pkg/problem_statement/problem.html"

go run ./scripts/onefile -o "$pkg/output_validators/knightstour_validator/validator.go" judge/cmd/judge judge
bash scripts/submission.sh "$pkg/submissions/accepted/knightstour.go"

zip=$dest/knightstour-problem.zip
rm -f "$zip"
go run ./scripts/problem/zipdir "$pkg" "$zip"
echo "package: $zip ($(find "$pkg/data" -name '*.in' | wc -l) test cases, $(wc -c <"$zip") bytes)"
