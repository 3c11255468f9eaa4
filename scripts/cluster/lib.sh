# lib.sh: what slurm.sh, parallel.sh and ../parts.sh share; source it, don't run it.

# setup DIR N [knightstour flags] < queries checks the arguments, makes DIR, saves stdin
# as DIR/queries once knightstour has checked the flags and the queries (an error if
# DIR/queries holds other queries: a count's stay the same),
# and sets dir (DIR, absolute), n (N), tasks ($PARALLEL_TASKS, by default N), kt (the
# binary, $KNIGHTSTOUR or knightstour on PATH, absolute) and rounds (the plan's rounds).
setup() {
	if [ $# -lt 2 ] || ! [[ $2 =~ ^[1-9][0-9]*$ ]]; then
		echo "usage: bash $0 DIR N [knightstour flags] < queries (N parts, 1 or more)" >&2
		exit 2
	fi
	local a
	for a in "${@:3}"; do
		case $a in -part | -part=* | --part | --part=* | -dir | -dir=* | --dir | --dir=* | -round | -round=* | --round | --round=*)
			echo "$0: ${a%%=*} is the driver's own flag (it runs every part and round, then the sum): leave it out" >&2
			exit 2 ;;
		esac
	done
	n=$2 tasks=${PARALLEL_TASKS:-$2}
	kt=$(command -v "${KNIGHTSTOUR:-knightstour}") ||
		{ echo "$0: no knightstour binary: set KNIGHTSTOUR or put knightstour on PATH" >&2; exit 1; }
	mkdir -p "$1" && dir=$(cd "$1" && pwd)
	local q status
	q=$(mktemp "$dir/queries.XXXXXX")
	cat >"$q"
	if [ -e "$dir/queries" ] && ! cmp -s "$q" "$dir/queries"; then
		rm "$q"
		echo "$0: $dir/queries holds other queries than stdin: a count's queries stay the same (another count, another DIR)" >&2
		exit 1
	fi
	# The plan checks the flags and the queries before they are the folder's: a bad
	# flag leaves no queries behind to refuse the next run's.
	rounds=$("$kt" -count "${@:3}" -part "1/$n" -dir "$dir" -round 0 <"$q") || {
		status=$?
		rm "$q"
		exit "$status"
	}
	if [ -e "$dir/queries" ]; then
		rm "$q"
	else
		mv "$q" "$dir/queries"
	fi
}

# quote ARG... prints the ARGs quoted for sh, a space after each.
quote() { printf '%q ' "$@"; }
