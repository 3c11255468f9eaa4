#!/usr/bin/env bash
# verifyproblem.sh: check the problem package with the real tools of Kattis, as a problem
# setter would. For each output validator (C++, the default, and Go) it builds the package
# with package.sh, unzips it into a directory named after the problem's short name
# (knightstour, knightstour5x6..., as problemtools requires), and runs problemtools'
# verifyproblem on it: parts config, data, submissions and validators, and for the C++
# one the statement too when TeX is installed (setup.sh --statements; the statement is
# the same in both); with TeX it also renders the PDF with problem2pdf. Then it does
# the same for the package of another board and kind (6x6 closed), without
# the statement part (its TeX run costs more than the rest). It fails unless every run
# reports "0 errors, 0 warnings".
#
# The tools are found where a setter installs them (find_tool in lib.sh): $VERIFYPROBLEM
# and $PROBLEM2PDF, else verifyproblem and problem2pdf on PATH (pip install
# git+https://github.com/kattis/problemtools), else the pinned copies in ../shared/tools
# beside the repository, set up by ../shared/tools/setup.sh (run here, it returns at once
# when they are ready). Without any the script says so and does nothing.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
if ! verifyproblem=$(find_tool VERIFYPROBLEM verifyproblem verifyproblem); then
	echo "verifyproblem.sh: skipped: no verifyproblem (Kattis problemtools: \$VERIFYPROBLEM, PATH or ../shared/tools)"
	exit 0
fi
problem2pdf=$(find_tool PROBLEM2PDF problem2pdf problem2pdf) || problem2pdf=
case $verifyproblem in */shared/tools/*) bash "$(dirname "$verifyproblem")/setup.sh" >/dev/null ;; esac
parts=(config data submissions validators)
tex=
if [ -n "$problem2pdf" ] && command -v lualatex >/dev/null && kpsewhich listings.sty >/dev/null 2>&1; then
	parts+=(statement)
	tex=yes
else
	echo "verifyproblem.sh: no TeX (setup.sh --statements): the statement is not checked"
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$repo" && go build -o "$tmp/unzipdir" ./judge/problem/unzipdir)
# verify NAME PARTS FLAGS...: build the package with package.sh FLAGS into $tmp/NAME and
# run verifyproblem on it with the parts PARTS (space-separated).
verify() {
	local name=$1 parts=$2 t0 t1 summary zip short
	shift 2
	zip=$(bash "$repo/scripts/package.sh" "$@" "$tmp/$name" | sed -n 's/^package: \(.*\.zip\) .*/\1/p')
	short=$(basename "$zip" .zip)
	"$tmp/unzipdir" "$zip" "$tmp/$name/$short"
	t0=$(now_ns)
	# shellcheck disable=SC2086 # the parts are words
	(cd "$tmp/$name" && "$verifyproblem" "$short" -p $parts) >"$tmp/$name.log" 2>&1 || true
	t1=$(now_ns)
	summary=$(grep "$short tested:" "$tmp/$name.log" || echo "no summary")
	echo "verifyproblem ($name, $parts): $summary ($(seconds $((t1 - t0))) s)"
	if [ "$summary" != "$short tested: 0 errors, 0 warnings" ]; then
		grep -E 'ERROR|WARNING' "$tmp/$name.log" >&2 || cat "$tmp/$name.log" >&2
		exit 1
	fi
}
verify cpp "${parts[*]}" -validator cpp
verify go "config data submissions validators" -validator go
verify 6x6-closed "config data submissions validators" -rows 6 -cols 6 -closed
if [ -n "$tex" ]; then
	# The PDF, rendered at 50 dpi: nothing may be drawn in the right margin of 1 inch
	# (problemtools' layout), as long sample lines were before they wrapped.
	(cd "$tmp/cpp" && "$problem2pdf" knightstour && gs -q -dNOPAUSE -dBATCH -sDEVICE=pgmraw -r50 \
		-sOutputFile="$tmp/pages.pgm" knightstour.pdf) >"$tmp/pdf.log" 2>&1 || {
		cat "$tmp/pdf.log" >&2
		exit 1
	}
	python3 - "$tmp/pages.pgm" <<'PY'
import sys
data, pos, dpi = open(sys.argv[1], 'rb').read(), 0, 50
while pos < len(data):  # binary PGM pages, one after another
    fields, i = [], pos
    while len(fields) < 4:
        while data[i:i + 1].isspace():
            i += 1
        if data[i:i + 1] == b'#':
            i = data.index(b'\n', i)
            continue
        j = i
        while not data[j:j + 1].isspace():
            j += 1
        fields.append(data[i:j])
        i = j
    w, h = int(fields[1]), int(fields[2])
    px, pos = data[i + 1:i + 1 + w * h], i + 1 + w * h
    right = max((x for y in range(h) for x in range(w - dpi, w) if px[y * w + x] < 128), default=-1)
    if right >= 0:
        sys.exit(f"problem2pdf: something is drawn in the right margin, {(right - (w - dpi)) / dpi:.2f} in past the text")
print("problem2pdf: knightstour.pdf, nothing runs off the page")
PY
fi
