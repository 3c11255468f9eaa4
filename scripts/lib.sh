# lib.sh: helpers shared by the scripts in this folder; source it, don't run it.

# repo is the root of the repository.
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# now_ns prints the time in nanoseconds.
now_ns() { date +%s%N; }

# best_ns N CMD [BEFORE]: runs CMD N times and prints the fastest wall time in
# nanoseconds. CMD runs through bash -c, so it may redirect; BEFORE, if given, runs
# untimed before each run (to remove the last run's output, say).
best_ns() {
	local n=$1 cmd=$2 before=${3:-} best=0 t0 t1 i
	for ((i = 0; i < n; i++)); do
		[ -n "$before" ] && bash -c "$before"
		t0=$(now_ns)
		bash -c "$cmd"
		t1=$(now_ns)
		if ((best == 0 || t1 - t0 < best)); then best=$((t1 - t0)); fi
	done
	echo "$best"
}

# ratio A B prints A/B with two decimals.
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

# seconds NS prints NS nanoseconds as seconds with three decimals.
seconds() { awk -v a="$1" 'BEGIN { printf "%.3f", a / 1e9 }'; }

# seed_cpp DIR builds the C++ program of the Sicily 1153 report (shared/seeds, beside
# the repository) as DIR/seed and prints its path.
seed_cpp() {
	local seed
	seed=$(ls "$repo"/../shared/seeds/004_*.txt)
	sed -n '/^```cpp/,/^```$/p' "$seed" | sed '1d;$d' >"$1/seed.cpp"
	g++ -O2 -o "$1/seed" "$1/seed.cpp"
	echo "$1/seed"
}
