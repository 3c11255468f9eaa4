# lib.sh: helpers shared by the scripts in this folder; source it, don't run it.

# repo is the root of the repository.
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# now_ns prints the time in nanoseconds.
now_ns() { date +%s%N; }

# time_ns CMD [BEFORE]: runs BEFORE untimed, then CMD, and prints CMD's wall time in
# nanoseconds.
time_ns() {
	local t0 t1
	[ -n "${2:-}" ] && bash -c "$2"
	t0=$(now_ns)
	bash -c "$1"
	t1=$(now_ns)
	echo $((t1 - t0))
}

# timed OUT CMD...: runs CMD with stdout to OUT (removed first, untimed, so that freeing
# its pages costs nothing) and stderr to OUT.err, and sets ns (the wall time) and kb (the
# peak memory, by GNU time).
timed() {
	local out=$1 t0 t1
	shift
	rm -f "$out"
	t0=$(now_ns)
	/usr/bin/time -f %M -o "$out.mem" "$@" >"$out" 2>"$out.err"
	t1=$(now_ns)
	ns=$((t1 - t0))
	kb=$(tail -n 1 "$out.mem")
}

# ratio A B prints A/B with two decimals.
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

# seconds NS prints NS nanoseconds as seconds with three decimals.
seconds() { awk -v a="$1" 'BEGIN { printf "%.3f", a / 1e9 }'; }

# seed_report prints the path of the Sicily 1153 report, whose C++ program the timing
# scripts compare with, or nothing when it is not beside the repository (a plain clone has
# no ../shared: the scripts then skip that comparison and say so).
seed_report() {
	ls "$repo"/../shared/seeds/004_*.txt 2>/dev/null | head -1
}

# seed_cpp DIR NAME [FLAGS...] builds the C++ program of the Sicily 1153 report
# (seed_report) with g++ and FLAGS as DIR/NAME and prints its path.
seed_cpp() {
	local dir=$1 name=$2 seed
	shift 2
	seed=$(seed_report)
	sed -n '/^```cpp/,/^```$/p' "$seed" | sed '1d;$d' >"$dir/seed.cpp"
	g++ "$@" -o "$dir/$name" "$dir/seed.cpp"
	echo "$dir/$name"
}

# find_tool VAR NAME [SHARED]: prints the path of a tool, looked for where users install
# it: the program the environment variable VAR names (set but not runnable: an error),
# else NAME on PATH, else SHARED under ../shared/tools beside the repository (the pinned
# copies of CI). It returns 1, printing nothing, when there is none.
find_tool() {
	local var=$1 name=$2 shared=${3:-} p
	p=${!var:-}
	if [ -n "$p" ]; then
		if ! command -v "$p" >/dev/null; then
			echo "$(basename "$0"): $var=$p is not a program" >&2
			exit 2
		fi
		command -v "$p"
		return 0
	fi
	if command -v "$name" >/dev/null; then
		command -v "$name"
		return 0
	fi
	if [ -n "$shared" ] && [ -x "$repo/../shared/tools/$shared" ]; then
		echo "$(cd "$repo/../shared/tools" && pwd)/$shared"
		return 0
	fi
	return 1
}

# find_browser: prints the path of a Chromium-based browser ($CHROME, else chromium,
# chromium-browser, google-chrome or google-chrome-stable on PATH), as the page's browser
# tests find it, or returns 1.
find_browser() {
	local b
	for b in chromium chromium-browser google-chrome google-chrome-stable; do
		find_tool CHROME "$b" && return 0
	done
	return 1
}
