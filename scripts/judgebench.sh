#!/usr/bin/env bash
# judgebench.sh: time the judges. First the Go judge on the output of QUERIES (default
# 1,000,000) random 8x8 queries (about 183 MB) against `cat OUTPUT > /dev/null`, best of 9
# alternating runs: "judge: N.NNx cat". The judge runs in the testlib convention with the
# output itself as the answer file (judge INPUT OUTPUT ANSWER), so it also skims a
# reference output. Then the C++ judges against the Go judge, best of RUNS (default 5)
# alternating runs, on that output and on the closed tour of SIDE×SIDE (default
# 10000×10000, 889 MB): "checker: N.NNx judge" for the testlib checker check.cpp (built
# with the testlib.h in $TESTLIB_DIR, default ../shared/tools/testlib beside the
# repository; skipped without it) and "validator: N.NNx judge" for the output validator
# (validator.cpp, reading the output from stdin). Files go to /dev/shm when it exists.
#
# Then the cost of walking the answer file, on the closed tour of ANSWER_SIDE×ANSWER_SIDE
# (default 3000×3000), best of RUNS alternating runs: the Go judge and the C++ checker
# judging the tour with the same tour as the answer file ("same": the line is walked once,
# compared as it streams) and with another closed tour from the same square, the first
# one reversed ("other": both walked), against judging the output alone (the Go judge
# without ANSWER; for C++, scripts/judgebench/alone.cpp, judge.h's walker with no answer
# file): "judge answer: same N.NNx, other N.NNx alone", the same for "checker answer".
#
# Last, the cost of an answer against the board: 20,000 "no tour" answers on 2^26 squares
# against 2^21, for each judge: "judge no tour: N.NNx" (the tests count the bitset words
# cleared; this times them).
#
# Exits non-zero when a judge rejects a right output, the Go judge takes more than 8 times
# cat's time, a C++ judge more than 2 times the Go judge's time, or walking the answer
# costs more than 1.3x (same) or 2.3x (other) the output alone, or no tour answers more
# than 8x on the larger board, by more than MARGIN
# (default 1.5: the machine is shared). JUDGEBENCH_PROGRAM names a program to use instead
# of building the one at the root.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$repo"
queries=${QUERIES:-1000000}
side=${SIDE:-10000}
runs=${RUNS:-5}
margin=${MARGIN:-1.5}
max_ratio=8
testlib=${TESTLIB_DIR:-$repo/../shared/tools/testlib}
tmp=$(mktemp -d -p /dev/shm 2>/dev/null || mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ -n "${JUDGEBENCH_PROGRAM:-}" ]; then
	cp "$JUDGEBENCH_PROGRAM" "$tmp/knightstour"
else
	go build -o "$tmp/knightstour" .
fi
go build -o "$tmp/judge" ./judge/cmd/knightstour-judge
cpp=()
if command -v g++ >/dev/null; then
	g++ -std=c++17 -O2 -o "$tmp/validator" judge/cpp/src/validator.cpp &
	g++ -std=c++17 -O2 -I judge/cpp/src -o "$tmp/alone" scripts/judgebench/alone.cpp &
	cpp+=(validator)
	if [ -f "$testlib/testlib.h" ]; then
		g++ -std=c++17 -O2 -I "$testlib" -o "$tmp/checker" judge/cpp/src/check.cpp &
		cpp+=(checker)
	else
		echo "judgebench: no $testlib/testlib.h: the testlib checker is not timed (set TESTLIB_DIR)"
	fi
else
	echo "judgebench: no g++: the C++ judges are not timed"
fi
awk -v n="$queries" 'BEGIN { srand(1); for (i = 0; i < n; i++) print int(rand() * 64) + 1; print -1 }' >"$tmp/in.txt"
"$tmp/knightstour" <"$tmp/in.txt" >"$tmp/out.txt"
wait

# One untimed run of each: a rejection stops the script here, with the judge's verdict.
cat "$tmp/out.txt" >/dev/null
if ! "$tmp/judge" "$tmp/in.txt" "$tmp/out.txt" "$tmp/out.txt" 2>"$tmp/verdict.txt"; then
	echo "judgebench: the judge rejects the output: $(cat "$tmp/verdict.txt")" >&2
	exit 1
fi

# Alternate the two, so that both see the same stretches of a noisy machine.
copy=0 judged=0
for ((i = 0; i < 9; i++)); do
	t=$(time_ns "cat '$tmp/out.txt' >/dev/null")
	if ((copy == 0 || t < copy)); then copy=$t; fi
	t=$(time_ns "'$tmp/judge' '$tmp/in.txt' '$tmp/out.txt' '$tmp/out.txt' 2>/dev/null")
	if ((judged == 0 || t < judged)); then judged=$t; fi
done
r=$(ratio "$judged" "$copy")
size=$(wc -c <"$tmp/out.txt")
echo "judgebench: $queries queries, $size bytes of output; $(cat "$tmp/verdict.txt")"
echo "judgebench: judge $(seconds "$judged") s, cat $(seconds "$copy") s (best of 9, alternating)"
echo "judge: ${r}x cat"
failed=0
awk -v r="$r" -v m="$max_ratio" 'BEGIN { exit !(r <= m) }' || {
	echo "judgebench: the judge takes more than ${max_ratio}x the time of cat" >&2
	failed=1
}

# versus NAME FLAGS INPUT OUTPUT: times the C++ judges against the Go judge on one output,
# alternating, best of $runs, and prints their ratios.
mkdir -p "$tmp/feedback"
versus() {
	local name=$1 flags=$2 in=$3 out=$4 prog t
	declare -A best=()
	local -A cmd=(
		[judge]="'$tmp/judge' $flags '$in' '$out' '$out'"
		[checker]="'$tmp/checker' $flags '$in' '$out' '$out'"
		[validator]="'$tmp/validator' '$in' '$out' '$tmp/feedback/' $flags <'$out'"
	)
	for prog in judge "${cpp[@]}"; do
		if ! bash -c "${cmd[$prog]}" 2>"$tmp/verdict.txt"; then
			cat "$tmp/feedback/judgemessage.txt" "$tmp/feedback/judgeerror.txt" >>"$tmp/verdict.txt" 2>/dev/null || true
			if [ "$prog" != validator ] || ! grep -q "^ok" "$tmp/feedback/judgemessage.txt"; then
				echo "judgebench: $prog rejects the $name: $(cat "$tmp/verdict.txt")" >&2
				exit 1
			fi
		fi
	done
	for ((i = 0; i < runs; i++)); do
		for prog in judge "${cpp[@]}"; do
			t=$(time_ns "${cmd[$prog]} >/dev/null 2>&1 || true")
			b=${best[$prog]:-0}
			if ((b == 0 || t < b)); then best[$prog]=$t; fi
		done
	done
	echo "judgebench: the $name: judge $(seconds "${best[judge]}") s (best of $runs, alternating)"
	for prog in "${cpp[@]}"; do
		r=$(ratio "${best[$prog]}" "${best[judge]}")
		echo "$prog: ${r}x judge ($name, $(seconds "${best[$prog]}") s)"
		awk -v r="$r" -v m="$margin" 'BEGIN { exit !(r <= 2 * m) }' || {
			echo "judgebench: the C++ $prog takes more than 2x the Go judge's time (margin $margin) on the $name" >&2
			failed=1
		}
	done
}
printf '1\n-1\n' >"$tmp/one.txt"
if ((${#cpp[@]} > 0)); then
	versus "$queries-query output" "" "$tmp/in.txt" "$tmp/out.txt"
	rm -f "$tmp/out.txt"
	"$tmp/knightstour" -rows "$side" -cols "$side" -closed <"$tmp/one.txt" >"$tmp/tour.txt"
	versus "${side}x$side tour" "-rows $side -cols $side -closed" "$tmp/one.txt" "$tmp/tour.txt"
fi
rm -f "$tmp/out.txt" "$tmp/tour.txt"

# The answer file walked: the closed tour of ANSWER_SIDE² with itself and with the same
# tour reversed (another closed tour from square 1) as the answer file, against the output
# alone, for the Go judge and the C++ checker.
aside=${ANSWER_SIDE:-3000}
flags="-rows $aside -cols $aside -closed"
"$tmp/knightstour" $flags <"$tmp/one.txt" >"$tmp/tour.txt"
{ echo 1; tr ' ' '\n' <"$tmp/tour.txt" | tac | head -n -1; } | paste -sd' ' >"$tmp/other.txt"
declare -A acmd=(
	[judge alone]="'$tmp/judge' $flags '$tmp/one.txt' '$tmp/tour.txt'"
	[judge same]="'$tmp/judge' $flags '$tmp/one.txt' '$tmp/tour.txt' '$tmp/tour.txt'"
	[judge other]="'$tmp/judge' $flags '$tmp/one.txt' '$tmp/tour.txt' '$tmp/other.txt'"
	[checker alone]="'$tmp/alone' $aside $aside 1 '$tmp/one.txt' '$tmp/tour.txt'"
	[checker same]="'$tmp/checker' $flags '$tmp/one.txt' '$tmp/tour.txt' '$tmp/tour.txt'"
	[checker other]="'$tmp/checker' $flags '$tmp/one.txt' '$tmp/tour.txt' '$tmp/other.txt'"
)
progs=(judge)
if [[ " ${cpp[*]} " == *" checker "* ]]; then progs+=(checker); fi
for prog in "${progs[@]}"; do
	for kind in alone same other; do
		if ! bash -c "${acmd[$prog $kind]}" >"$tmp/verdict.txt" 2>&1; then
			echo "judgebench: $prog rejects the ${aside}x$aside tour ($kind): $(cat "$tmp/verdict.txt")" >&2
			exit 1
		fi
	done
done
declare -A abest=()
for ((i = 0; i < runs; i++)); do
	for prog in "${progs[@]}"; do
		for kind in alone same other; do
			t=$(time_ns "${acmd[$prog $kind]} >/dev/null 2>&1")
			b=${abest[$prog $kind]:-0}
			if ((b == 0 || t < b)); then abest[$prog $kind]=$t; fi
		done
	done
done
for prog in "${progs[@]}"; do
	same=$(ratio "${abest[$prog same]}" "${abest[$prog alone]}")
	other=$(ratio "${abest[$prog other]}" "${abest[$prog alone]}")
	echo "judgebench: the ${aside}x$aside tour, $prog: alone $(seconds "${abest[$prog alone]}") s, same answer $(seconds "${abest[$prog same]}") s, other answer $(seconds "${abest[$prog other]}") s (best of $runs, alternating)"
	echo "$prog answer: same ${same}x, other ${other}x alone"
	awk -v s="$same" -v o="$other" -v m="$margin" 'BEGIN { exit !(s <= 1.3 * m && o <= 2.3 * m) }' || {
		echo "judgebench: walking the answer file costs $prog more than 1.3x (same) or 2.3x (other) the output alone (margin $margin)" >&2
		failed=1
	}
done

# An answer costs its bytes, not the board: 20,000 "no tour" answers on 1x2^26 squares (a
# bitset of 8 MiB) against 1x2^21 (256 KiB), best of RUNS alternating, for each judge:
# "PROG no tour: N.NNx" (at most 8x; clearing the whole bitset for each answer is 32x).
awk 'BEGIN { for (i = 0; i < 20000; i++) print 2 }' >"$tmp/two.txt"
awk 'BEGIN { for (i = 0; i < 20000; i++) print "no tour" }' >"$tmp/none.txt"
declare -A ncmd=(
	[judge]="'$tmp/judge' -rows 1 -cols COLS '$tmp/two.txt' '$tmp/none.txt' '$tmp/none.txt'"
	[checker]="'$tmp/checker' -rows 1 -cols COLS '$tmp/two.txt' '$tmp/none.txt' '$tmp/none.txt'"
	[validator]="'$tmp/validator' '$tmp/two.txt' '$tmp/none.txt' '$tmp/feedback/' -rows 1 -cols COLS <'$tmp/none.txt'; test \$? = 42"
)
declare -A nbest=()
for prog in judge "${cpp[@]}"; do
	for cols in 2097152 67108864; do
		if ! bash -c "${ncmd[$prog]//COLS/$cols}" >"$tmp/verdict.txt" 2>&1; then
			echo "judgebench: $prog rejects the no tour answers on 1x$cols: $(cat "$tmp/verdict.txt")" >&2
			exit 1
		fi
	done
done
for ((i = 0; i < runs; i++)); do
	for prog in judge "${cpp[@]}"; do
		for cols in 2097152 67108864; do
			t=$(time_ns "${ncmd[$prog]//COLS/$cols} >/dev/null 2>&1 || true")
			b=${nbest[$prog $cols]:-0}
			if ((b == 0 || t < b)); then nbest[$prog $cols]=$t; fi
		done
	done
done
for prog in judge "${cpp[@]}"; do
	r=$(ratio "${nbest[$prog 67108864]}" "${nbest[$prog 2097152]}")
	echo "judgebench: 20000 no tour answers, $prog: $(seconds "${nbest[$prog 67108864]}") s on 2^26 squares, $(seconds "${nbest[$prog 2097152]}") s on 2^21 (best of $runs, alternating)"
	echo "$prog no tour: ${r}x"
	awk -v r="$r" -v m="$margin" 'BEGIN { exit !(r <= 8 * m) }' || {
		echo "judgebench: $prog: no tour answers cost more with the board (more than 8x from 2^21 to 2^26 squares, margin $margin)" >&2
		failed=1
	}
done
exit "$failed"
