#!/usr/bin/env bash
# package.sh [-format kattis|polygon|cms|all] [-rows R -cols C] [-closed] [-validator cpp|go] [DIR]:
# build the problem package of the knight's tour for a judging system and write its zip to
# DIR (a new temporary directory by default); it prints the path of the zip (as DIR gives
# it). Default: the Kattis package of the 8x8 board, open tours. -format takes a list too
# (kattis,cms) or all, one zip each from one build. Nothing is written inside the
# repository.
#
# All formats come from one source: the statement (scripts/problem/statement renders
# problem.tex.tmpl for the board), the test inputs (scripts/problem/package/data and
# cases/input.txt on 8x8 open; scripts/problem/gendata on other boards and kinds), the
# answers (the knightstour program with the board's flags), the submissions (accepted: the
# one-file Go program of scripts/submission.sh for open tours, scripts/problem/accepted/tour.c
# for closed ones; wrong answers: scripts/problem/wrong_answer) and the checkers (the judge
# of judge/). Every start square of the board must have a tour of the kind asked for.
#
# - kattis: DIR/knightstour.zip, the ICPC/Kattis legacy layout that Kattis and DOMjudge
#   import (unzip it into a folder named knightstour): problem.yaml (validator_flags carry a
#   board other than 8x8 open), .timelimit, problem_statement/ (LaTeX, and HTML for
#   DOMjudge), data/, input_validators/validate.cpp, output_validators/knightstour_validator
#   (the judge in C++, or with -validator go as one Go file and a build script),
#   submissions/.
# - polygon: DIR/knightstour-polygon.zip, a Polygon full package: problem.xml, files/check.cpp
#   (the one-file testlib checker judge/cmd/judge/cpp/check.cpp with the board written into
#   its KT_ROWS, KT_COLS and KT_CLOSED lines), files/validator.cpp (testlib), solutions/ with
#   .desc files, statements/english and statement-sections/english, tests/NN and NN.a, and
#   statements/.pdf/english/problem.pdf where pdflatex is installed.
# - cms: DIR/knightstour-cms.zip, a CMS task in the Italian YAML format (unzip it into a
#   folder named knightstour): task.yaml, input/inputN.txt, output/outputN.txt, check/checker
#   (the Go judge built for linux/amd64 in its CMS mode, the board baked in), sol/, and
#   statement/statement.pdf where pdflatex is installed (CMS needs it: without TeX the
#   package is built without it and the script says so).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
usage() {
	echo "usage: package.sh [-format kattis|polygon|cms|all] [-rows R -cols C] [-closed] [-validator cpp|go] [DIR]" >&2
	exit 2
}
format=kattis rows=8 cols=8 closed=0 validator= made=()
while [ $# -gt 0 ]; do
	case $1 in
	-format | --format | -rows | --rows | -cols | --cols | -validator | --validator)
		[ $# -ge 2 ] || usage
		name=${1#-}
		name=${name#-}
		printf -v "$name" %s "$2"
		shift 2
		;;
	-format=* | --format=* | -rows=* | --rows=* | -cols=* | --cols=* | -validator=* | --validator=*)
		name=${1%%=*}
		name=${name#-}
		name=${name#-}
		printf -v "$name" %s "${1#*=}"
		shift
		;;
	-closed | --closed) closed=1 && shift ;;
	-*) usage ;;
	*) break ;;
	esac
done
[ $# -le 1 ] || usage
[ "$format" = all ] && format=kattis,polygon,cms
IFS=, read -ra formats <<<"$format"
[ ${#formats[@]} -gt 0 ] || usage
for f in "${formats[@]}"; do
	case $f in kattis | polygon | cms) ;; *) usage ;; esac
done
case $validator in
"") validator=cpp ;;
cpp | go) [[ ,$format, == *,kattis,* ]] || {
	echo "package.sh: -validator chooses the output validator of -format kattis" >&2
	exit 2
} ;;
*) usage ;;
esac
# The board's sides are read as knightstour and the judge read numbers: decimal digits
# only (08 is eight), no sign.
for side in rows cols; do
	n=${!side}
	[[ $n =~ ^[0-9]{1,9}$ ]] && ((10#$n >= 1 && 10#$n <= 9999)) || {
		echo "package.sh: the board's sides must be whole numbers 1..9999 in decimal digits, not $n" >&2
		exit 2
	}
	printf -v "$side" %d "$((10#$n))"
done
# The test of every start holds rows*cols tours of rows*cols squares: a few MB at most.
if ((rows * cols > 1024)); then
	echo "package.sh: boards of up to 1024 squares: the answers to every start of ${rows}x$cols would hold $((rows * cols * rows * cols)) squares" >&2
	exit 2
fi
dest=${1:-} shown=${1:-}
if [ -n "$dest" ]; then
	case $dest in /*) ;; *) dest=$PWD/$dest ;; esac
fi
cd "$repo"
# Everything is built in $tmp and the zips moved into DEST at the end, so that a refused or
# failed build leaves no new folder behind.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

boardflags=(-rows "$rows" -cols "$cols")
kind=open closedword=false
if [ "$closed" = 1 ]; then
	boardflags+=(-closed)
	kind=closed closedword=true
fi
default=
[ "$rows" = 8 ] && [ "$cols" = 8 ] && [ "$closed" = 0 ] && default=yes
# The problem's short name, which the judging systems key problems by (the folder a
# package is unpacked into, CMS's task name, Polygon's short-name, the zip's name): the
# board and the tour kind, so that packages of different boards do not overwrite each
# other; knightstour alone for Sicily 1153's 8x8 open tours. Kattis's short names are
# [a-z0-9]+ (problemtools refuses others): there without the dashes.
short=knightstour
[ -n "$default" ] || short=knightstour-${rows}x$cols
[ "$closed" = 1 ] && short+=-closed
kattis_short=${short//-/}
# The tools of the packaging, built once.
go build -o "$tmp/bin/" ./scripts/problem/statement ./scripts/problem/zipdir ./scripts/problem/gendata

# onefile SOURCE: SOURCE with each line '#include "NAME"' replaced by the file NAME
# (relative to SOURCE's directory), so that a judge compiles one file.
onefile() {
	local dir
	dir=$(dirname "$1")
	awk -v dir="$dir" '
		/^#include "[^"]*"$/ {
			f = dir "/" substr($2, 2, length($2) - 2)
			while ((getline line < f) > 0) print line
			close(f)
			next
		}
		{ print }' "$1"
}

# setboard FILE NAME...: rewrite the lines '#define NAME VALUE' of FILE for the board
# (KT_ROWS, KT_COLS, KT_CLOSED), each of which must be there exactly once.
setboard() {
	local file=$1 name value
	shift
	for name; do
		case $name in KT_ROWS) value=$rows ;; KT_COLS) value=$cols ;; KT_CLOSED) value=$closed ;; esac
		if [ "$(grep -c "^#define $name [0-9]*$" "$file")" != 1 ]; then
			echo "package.sh: $file has no line '#define $name N' to set the board in" >&2
			exit 1
		fi
		sed -i "s/^#define $name [0-9]*$/#define $name $value/" "$file"
	done
}

# The test data, in $tmp/data/{sample,secret}/NAME.in and NAME.ans: the inputs and the
# answers of the knightstour program.
go build -o "$tmp/knightstour" .
if [ -n "$default" ]; then
	cp -R scripts/problem/package/data "$tmp/data"
	cp cases/input.txt "$tmp/data/secret/cases-input.in"
else
	"$tmp/bin/gendata" "${boardflags[@]}" -knightstour "$tmp/knightstour" "$tmp/data" || {
		echo "package.sh: no package for the ${rows}x$cols board ($kind tours)" >&2
		exit 1
	}
fi
for f in "$tmp"/data/*/*.in; do
	"$tmp/knightstour" "${boardflags[@]}" <"$f" >"${f%.in}.ans"
done
ntests=$(find "$tmp/data" -name '*.in' | wc -l)

# The submissions, in $tmp/accepted and $tmp/wrong_answer, one file each, for the board.
mkdir "$tmp/accepted" "$tmp/wrong_answer"
if [ "$closed" = 0 ]; then
	bash scripts/submission.sh "$tmp/accepted/knightstour.go"
	if [ -z "$default" ]; then
		# The judge form of the program answers 8x8: set its board, the one line
		# "const rows, cols = 8, 8" of scripts/problem/submission/board.go.
		sub=$tmp/accepted/knightstour.go
		if [ "$(grep -c '^const rows, cols = 8, 8$' "$sub")" != 1 ]; then
			echo "package.sh: the one-file submission has no single line 'const rows, cols = 8, 8' to set the board in" >&2
			exit 1
		fi
		sed -i "s/^const rows, cols = 8, 8$/const rows, cols = $rows, $cols/" "$sub"
	fi
	main=knightstour.go
else
	# On closed tours the Sicily search takes seconds from some squares (6x6 corners): the
	# C program that turns one closed tour is the accepted submission.
	main=tour.c
fi
csub() { # csub SOURCE OUT: the C submission SOURCE in one file for the board
	{
		echo "/* Generated by scripts/package.sh from $1 and tour.h; DO NOT EDIT. */"
		onefile "$1"
	} >"$2"
	setboard "$2" KT_ROWS KT_COLS KT_CLOSED
}
[ "$closed" = 1 ] && csub scripts/problem/accepted/tour.c "$tmp/accepted/tour.c"
for f in scripts/problem/wrong_answer/*.c; do
	# A mistake that a board cannot show (a line "package.sh: only on boards of N squares
	# or more" in the file) is left out: on that board the program answers right.
	least=$(sed -n 's/^.*package\.sh: only on boards of \([0-9]*\) squares or more.*$/\1/p' "$f")
	if [ -n "$least" ] && ((rows * cols < least)); then
		continue
	fi
	csub "$f" "$tmp/wrong_answer/$(basename "$f")"
done

# pdf OUT: the statement rendered to PDF OUT (Polygon and CMS take a PDF; Kattis renders
# its own): the LaTeX document by pdflatex where TeX is installed, else the HTML statement
# (DOMjudge's) printed by a headless Chromium (find_browser); with neither it says so and
# returns 1.
pdf() {
	local out=$1 browser
	mkdir -p "$(dirname "$out")"
	if command -v pdflatex >/dev/null; then
		texpdf "$out"
	elif browser=$(find_browser); then
		rm -rf "$tmp/html"
		"$tmp/bin/statement" "${boardflags[@]}" -time "$seconds" -memory "$memory" \
			-format kattis "$tmp/data/sample" "$tmp/html"
		"$browser" --headless --no-sandbox --disable-gpu --no-first-run --no-pdf-header-footer \
			--user-data-dir="$tmp/html/profile" --print-to-pdf="$tmp/html/statement.pdf" \
			"file://$tmp/html/problem.html" >"$tmp/html/browser.log" 2>&1 || true
		if ! head -c 5 "$tmp/html/statement.pdf" 2>/dev/null | grep -q '^%PDF-'; then
			cat "$tmp/html/browser.log" >&2
			echo "package.sh: $browser did not print the statement to PDF" >&2
			exit 1
		fi
		cp "$tmp/html/statement.pdf" "$out"
	else
		echo "package.sh: neither pdflatex (TeX) nor Chromium (\$CHROME): the package has no PDF statement" >&2
		return 1
	fi
}

# texpdf OUT: the statement as one LaTeX document, rendered to PDF OUT by pdflatex.
texpdf() {
	local out=$1
	rm -rf "$tmp/tex"
	"$tmp/bin/statement" "${boardflags[@]}" -time "$seconds" -memory "$memory" \
		-format standalone "$tmp/data/sample" "$tmp/tex"
	# SOURCE_DATE_EPOCH: the same PDF, byte for byte, on every run.
	(cd "$tmp/tex" && SOURCE_DATE_EPOCH=946684800 FORCE_SOURCE_DATE=1 \
		pdflatex -interaction=nonstopmode -halt-on-error statement.tex >statement.out 2>&1) || {
		cat "$tmp/tex/statement.log" >&2
		echo "package.sh: pdflatex failed on the statement" >&2
		exit 1
	}
	cp "$tmp/tex/statement.pdf" "$out"
}

for format in "${formats[@]}"; do
	pkg=$tmp/package-$format
	mkdir "$pkg"
	# The limits of each format: Kattis's tools cap a submission's address space at the memory
	# limit and the Go runtime reserves about 800 MiB at start (see problem.yaml); Polygon and
	# CMS count the memory used.
	seconds=1 memory=256
	[ "$format" = kattis ] && memory=1024
	case $format in
	kattis)
		cp scripts/problem/package/problem.yaml scripts/problem/package/.timelimit "$pkg/"
		cp -R scripts/problem/package/input_validators "$pkg/"
		cp -R "$tmp/data" "$pkg/data"
		if [ -z "$default" ]; then
			# Another problem: its own uuid (derived from the board), name and validator flags.
			uuid=$(printf 'knightstour %sx%s %s' "$rows" "$cols" "$kind" | sha1sum |
				sed -E 's/^(.{8})(.{4}).(.{3}).(.{3})(.{12}).*/\1-\2-5\3-8\4-\5/')
			sed -i -E "s/^uuid: .*/uuid: $uuid/; s/^name: .*/name: Knight's Tour ($rows×$cols, $kind tours)/" "$pkg/problem.yaml"
			printf '\n# The board and tour kind, for the output validator.\nvalidator_flags: %s\n' "${boardflags[*]}" >>"$pkg/problem.yaml"
			setboard "$pkg/input_validators/validate.cpp" KT_ROWS KT_COLS
		fi
		"$tmp/bin/statement" "${boardflags[@]}" -time "$seconds" -memory "$memory" \
			-format kattis "$pkg/data/sample" "$pkg/problem_statement"
		v=$pkg/output_validators/knightstour_validator
		mkdir -p "$v"
		if [ "$validator" = cpp ]; then
			{
				echo "// Generated by scripts/package.sh from judge/cmd/judge/cpp/validator.cpp and judge.h; DO NOT EDIT."
				onefile judge/cmd/judge/cpp/validator.cpp
			} >"$v/validator.cpp"
		else
			go run ./scripts/onefile -o "$v/validator.go" judge/cmd/judge judge internal/theory
			cp scripts/problem/govalidator/build "$v/build"
		fi
		mkdir -p "$pkg/submissions"
		cp -R "$tmp/accepted" "$tmp/wrong_answer" "$pkg/submissions/"
		zip=$kattis_short.zip
		what="$validator validator"
		;;
	polygon)
		check=judge/cmd/judge/cpp/check.cpp
		if [ ! -f "$check" ]; then
			echo "package.sh: no $check (the one-file testlib checker): no Polygon package" >&2
			exit 1
		fi
		mkdir -p "$pkg/files" "$pkg/tests" "$pkg/solutions" "$pkg/statements/english" "$pkg/statement-sections/english"
		cp "$check" "$pkg/files/check.cpp"
		setboard "$pkg/files/check.cpp" KT_ROWS KT_COLS KT_CLOSED
		cp scripts/problem/polygon/validator.cpp "$pkg/files/validator.cpp"
		setboard "$pkg/files/validator.cpp" KT_ROWS KT_COLS
		# Tests 01.. : the sample first, then the secret inputs in name order.
		i=0
		tests=
		for f in "$tmp"/data/sample/*.in "$tmp"/data/secret/*.in; do
			i=$((i + 1))
			nn=$(printf %02d "$i")
			cp "$f" "$pkg/tests/$nn"
			cp "${f%.in}.ans" "$pkg/tests/$nn.a"
			sample=
			case $f in */sample/*) sample=' sample="true"' ;; esac
			tests+="        <test description=\"$(basename "${f%.in}")\" method=\"manual\"$sample/>"$'\n'
		done
		"$tmp/bin/statement" "${boardflags[@]}" -time "$seconds" -memory "$memory" \
			-format polygon "$tmp/data/sample" "$pkg/statements/english"
		for f in name.tex legend.tex input.tex output.tex notes.tex example.01 example.01.a; do
			cp "$pkg/statements/english/$f" "$pkg/statement-sections/english/$f"
		done
		pdfline=
		if pdf "$pkg/statements/.pdf/english/problem.pdf"; then
			pdfline='    <statement language="english" path="statements/.pdf/english/problem.pdf" type="application/pdf"/>'
		fi
		# Solutions: the main one, then the wrong answers, each with its .desc.
		solutions=
		for f in "$tmp/accepted/$main" "$tmp"/wrong_answer/*.c; do
			b=$(basename "$f")
			cp "$f" "$pkg/solutions/$b"
			case $f in
			*/accepted/*) tag=MAIN xmltag=main ;;
			*) tag=WRONG_ANSWER xmltag=wrong-answer ;;
			esac
			case $b in *.go) type=go ;; *) type=c.gcc ;; esac
			printf 'File name: %s\nTag: %s\n' "$b" "$tag" >"$pkg/solutions/$b.desc"
			solutions+="      <solution tag=\"$xmltag\">"$'\n'"        <source path=\"solutions/$b\" type=\"$type\"/>"$'\n'"      </solution>"$'\n'
		done
		{
			cat <<EOF
<?xml version="1.0" encoding="utf-8" standalone="no"?>
<problem revision="1" short-name="$short">
  <names>
    <name language="english" value="Knight's Tour"/>
  </names>
  <statements>
    <statement charset="UTF-8" language="english" mathjax="true" path="statements/english/problem.tex" type="application/x-tex"/>
EOF
			[ -n "$pdfline" ] && echo "$pdfline"
			cat <<EOF
  </statements>
  <judging input-file="" output-file="">
    <testset name="tests">
      <time-limit>$((seconds * 1000))</time-limit>
      <memory-limit>$((memory * 1048576))</memory-limit>
      <test-count>$i</test-count>
      <input-path-pattern>tests/%02d</input-path-pattern>
      <answer-path-pattern>tests/%02d.a</answer-path-pattern>
      <tests>
${tests%$'\n'}
      </tests>
    </testset>
  </judging>
  <files>
    <executables>
      <executable>
        <source path="files/validator.cpp" type="cpp.g++17"/>
      </executable>
    </executables>
  </files>
  <assets>
    <checker type="testlib">
      <source path="files/check.cpp" type="cpp.g++17"/>
    </checker>
    <validators>
      <validator>
        <source path="files/validator.cpp" type="cpp.g++17"/>
      </validator>
    </validators>
    <solutions>
${solutions%$'\n'}
    </solutions>
  </assets>
  <tags>
    <tag value="knight's tour"/>
  </tags>
</problem>
EOF
		} >"$pkg/problem.xml"
		zip=$short-polygon.zip
		what="testlib checker"
		;;
	cms)
		mkdir -p "$pkg/input" "$pkg/output" "$pkg/check" "$pkg/sol" "$pkg/statement"
		i=0
		for f in "$tmp"/data/sample/*.in "$tmp"/data/secret/*.in; do
			cp "$f" "$pkg/input/input$i.txt"
			cp "${f%.in}.ans" "$pkg/output/output$i.txt"
			i=$((i + 1))
		done
		cp "$tmp"/accepted/* "$pkg/sol/"
		# The checker: the Go judge, which takes CMS's order (input, correct output, contestant
		# output) under the name checker, static for CMS's sandbox, the board baked in.
		CGO_ENABLED=0 GOOS=linux GOARCH=amd64 go build -trimpath -buildvcs=false \
			-ldflags "-s -w -X main.defaultRows=$rows -X main.defaultCols=$cols -X main.defaultClosed=$closedword" \
			-o "$pkg/check/checker" ./judge/cmd/judge
		if [ "$(go env GOHOSTOS)/$(go env GOHOSTARCH)" = linux/amd64 ]; then
			# CMS's contract, tried on the sample: score on stdout, exit 0.
			s=$tmp/data/sample/1
			ok=$("$pkg/check/checker" "$s.in" "$s.ans" "$s.ans" 2>/dev/null | head -1) || ok=
			: >"$tmp/empty"
			wrong=$("$pkg/check/checker" "$s.in" "$s.ans" "$tmp/empty" 2>/dev/null | head -1) || wrong=
			if [ "$ok" != 1.0 ] || [ "$wrong" != 0.0 ]; then
				echo "package.sh: the Go judge built as check/checker is not a CMS checker (scores '$ok' and '$wrong' on the sample and an empty output, want 1.0 and 0.0)" >&2
				exit 1
			fi
		fi
		pdf "$pkg/statement/statement.pdf" || echo "package.sh: CMS needs statement/statement.pdf: add it before importing the task" >&2
		cat >"$pkg/task.yaml" <<EOF
# A CMS task in the Italian YAML format (cmsImportTask), made by scripts/package.sh.
name: $short
title: Knight's Tour
primary_language: en
# Standard input and output.
infile: ""
outfile: ""
time_limit: $seconds.0
memory_limit: $memory
n_input: $i
# The sample (input0.txt) is public; each test is worth 100/n_input points.
public_testcases: "0"
score_mode: max
token_mode: disabled
feedback_level: full
EOF
		zip=$short-cms.zip
		what="CMS checker"
		;;
	esac

	mkdir -p "$tmp/out"
	"$tmp/bin/zipdir" "$pkg" "$tmp/out/$zip"
	board=
	[ -n "$default" ] || board="${rows}x$cols $kind, "
	made+=("$zip (${board}$what, $ntests test cases)")
done
if [ -z "$dest" ]; then
	dest=$(mktemp -d) shown=$dest
fi
mkdir -p "$dest"
for zip in "$tmp"/out/*.zip; do
	rm -f "$dest/$(basename "$zip")"
	mv "$zip" "$dest/"
done
for m in "${made[@]}"; do
	echo "package: ${shown%/}/$m"
done
