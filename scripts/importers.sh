#!/usr/bin/env bash
# importers.sh: load the Polygon and CMS packages with the real importers, as a contest
# setter on those systems would. It builds the packages with package.sh and runs:
# - CMS's own task loaders (cms-load): the Polygon package of 8x8, whose files/check.cpp
#   the loader compiles with CMS's testlib.h, and the CMS (Italian YAML) packages of 8x8
#   and of 6x6 closed tours, whose check/checker it takes as built;
# - Polygon2DOMjudge (p2d) on the Polygon package, then builds the DOMjudge package's
#   checker (check.cpp with p2d's DOMjudge testlib.h, -O0 to save time) and runs it as DOMjudge does
#   (INPUT ANSWER FEEDBACK_DIR < OUTPUT) on the sample: 42 for the right answer, 43 for a
#   wrong one.
# It fails unless each loads or converts and the summary says what the package holds.
#
# The tools are found where they are installed (find_tool in lib.sh): $CMS_LOAD, else
# cms-load on PATH, else ../shared/tools/cms/cms-load beside the repository (CMS's task
# loaders run without a database, which CMS's own cmsImportTask needs; it sets itself up
# on first use, with apt); $P2D, else ../shared/tools/p2d/p2d (Polygon2DOMjudge, called as
# P2D PACKAGE OUT.zip --code A, printing what the package holds, as that wrapper does;
# not p2d on PATH, whose command line differs). Without them the script says so and does
# nothing.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
if ! cmsload=$(find_tool CMS_LOAD cms-load cms/cms-load) || ! p2d=$(find_tool P2D "" p2d/p2d); then
	echo "importers.sh: skipped: no cms-load and p2d (CMS's loaders and Polygon2DOMjudge: \$CMS_LOAD and \$P2D, or ../shared/tools beside the repository)"
	exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$repo" && go build -o "$tmp/unzipdir" ./judge/problem/unzipdir)

# expect LOG LINE...: each LINE (an extended regular expression) must match a line of LOG.
expect() {
	local log=$1 re
	shift
	for re; do
		if ! grep -Eq "^($re)\$" "$log"; then
			cat "$log" >&2
			echo "importers.sh: no line '$re' in the output above" >&2
			exit 1
		fi
	done
}

# timed_run NAME CMD...: run CMD with its output in $tmp/NAME.log, print how long it took,
# and fail with the log if it fails.
timed_run() {
	local name=$1 t0 t1
	shift
	t0=$(now_ns)
	"$@" >"$tmp/$name.log" 2>&1 || {
		cat "$tmp/$name.log" >&2
		echo "importers.sh: $name failed" >&2
		exit 1
	}
	t1=$(now_ns)
	echo "$name: ok ($(seconds $((t1 - t0))) s)"
}

bash "$repo/scripts/package.sh" -format polygon "$tmp/polygon" >/dev/null
"$tmp/unzipdir" "$tmp/polygon/knightstour-polygon.zip" "$tmp/polygon/knightstour"
timed_run "cms-load (Polygon package, 8x8)" "$cmsload" "$tmp/polygon/knightstour"
expect "$tmp/cms-load (Polygon package, 8x8).log" \
	'loader: polygon_task .*' 'task: knightstour, title "Knight.s Tour"' 'dataset: tests' \
	'time limit: 1 s; memory limit: 256 MiB' 'testcases: 8, public: all' \
	'manager: checker, [0-9]+ bytes, ELF executable, compiled by the loader from files/check.cpp .*'

timed_run "p2d (Polygon package to DOMjudge, 8x8)" "$p2d" "$tmp/polygon/knightstour" "$tmp/domjudge.zip" --code A
expect "$tmp/p2d (Polygon package to DOMjudge, 8x8).log" \
	'domjudge-problem.ini: short-name = A; timelimit = 1.0; .*' \
	'problem.yaml: \{"limits": \{"memory": 256\}, "name": "Knight.s Tour", "validation": "custom"\}' \
	'data/sample/: 01.ans 01.desc 01.in' 'output_validators/checker/: checker.cpp testlib.h' \
	'submissions/accepted/: knightstour.go' \
	'submissions/wrong_answer/: bad_move.c echoes_end.c missing_answer.c no_tour.c repeated_square.c short_line.c wrong_start.c zero_based.c'
# The DOMjudge package's checker, as DOMjudge builds and runs an output validator.
"$tmp/unzipdir" "$tmp/domjudge.zip" "$tmp/dj"
v=$tmp/dj/output_validators/checker
t0=$(now_ns)
# -O0: half the time of -O2 for testlib.h, and the sample is small.
g++ -O0 -std=gnu++17 -o "$v/run" "$v/checker.cpp"
s=$tmp/dj/data/sample/01
mkdir "$tmp/fb"
code=0
"$v/run" "$s.in" "$s.ans" "$tmp/fb/" <"$s.ans" || code=$?
sed '1s/^1 /2 /' "$s.ans" >"$tmp/wrong.out"
wrong=0
"$v/run" "$s.in" "$s.ans" "$tmp/fb/" <"$tmp/wrong.out" || wrong=$?
t1=$(now_ns)
if [ "$code" != 42 ] || [ "$wrong" != 43 ]; then
	cat "$tmp/fb"/* >&2 2>/dev/null || true
	echo "importers.sh: the DOMjudge package's checker (files/check.cpp built with p2d's DOMjudge testlib.h, run as INPUT ANSWER FEEDBACK_DIR/ < OUTPUT) exits $code on the sample's answer and $wrong on a wrong one (want 42 and 43): DOMjudge would judge nothing with it" >&2
	exit 1
fi
echo "DOMjudge package's checker: 42 on the sample's answer, 43 on a wrong one ($(seconds $((t1 - t0))) s)"

# The CMS packages. Their statement.pdf comes from TeX or Chromium (package.sh); with
# neither there is none, and CMS's loader would stop for want of it: then skipped.
for board in 8x8 6x6-closed; do
	flags=() task=knightstour
	[ "$board" = 6x6-closed ] && flags=(-rows 6 -cols 6 -closed) task=knightstour-6x6-closed
	bash "$repo/scripts/package.sh" -format cms "${flags[@]}" "$tmp/cms-$board" 2>"$tmp/cms-$board.err" >/dev/null || {
		cat "$tmp/cms-$board.err" >&2
		exit 1
	}
	"$tmp/unzipdir" "$tmp/cms-$board/$task-cms.zip" "$tmp/cms-$board/$task"
	if [ ! -f "$tmp/cms-$board/$task/statement/statement.pdf" ]; then
		echo "importers.sh: cms-load (CMS package, $board) skipped: $(cat "$tmp/cms-$board.err")"
		continue
	fi
	timed_run "cms-load (CMS package, $board)" "$cmsload" "$tmp/cms-$board/$task"
	expect "$tmp/cms-load (CMS package, $board).log" \
		'loader: italy_yaml .*' "task: $task, title \"Knight.s Tour\"" 'task type: Batch \["alone", \["", ""\], "comparator"\]' \
		'time limit: 1 s; memory limit: 256 MiB' 'testcases: [0-9]+, public: 000' 'statements: en \(primary: en\)' \
		'manager: checker, [0-9]+ bytes, ELF executable, taken as is from check/checker'
done
