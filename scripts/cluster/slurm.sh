#!/bin/bash
# slurm.sh: counts knight's tours in rounds on a Slurm cluster (docs/counting.md).
#
#   bash scripts/cluster/slurm.sh DIR N [knightstour flags] < queries
#
# Run on a login node. DIR is a folder every node shares, N the number of parts; the flags
# are the board's (-rows 8 -cols 8 -closed), -mem... It saves the queries as DIR/queries,
# asks knightstour for the count's rounds R, and submits R job arrays of N tasks (task K
# runs round r of part K/N), each after the one before (afterok), then a job that writes
# the counts to DIR/counts.txt; it prints the job ids. After a failed task, run the same
# command again: the parts done finish at once and the count goes on.
# Env: KNIGHTSTOUR (the binary; knightstour on PATH), PARALLEL_TASKS (the tasks of a round
# that run at once; N), SBATCH_OPTS (more sbatch options: "--partition=long --mem=16G").
set -euo pipefail
source "$(dirname "$0")/lib.sh"
setup "$@"
count="$(quote "$kt" -count "${@:3}")-dir $(quote "$dir")"
dep=()
for r in $(seq "$rounds"); do
	id=$(sbatch --parsable ${SBATCH_OPTS:-} "${dep[@]}" --job-name="knightstour-$r" \
		--array="1-$n%$tasks" --output="$dir/slurm-%A_%a.out" \
		--wrap="$count-part \$SLURM_ARRAY_TASK_ID/$n -round $r < $(quote "$dir/queries")")
	id=${id%%;*}
	echo "round $r of $rounds: job array $id"
	dep=(--dependency="afterok:$id")
done
counts=$(printf %q "$dir/counts.txt")
id=$(sbatch --parsable ${SBATCH_OPTS:-} "${dep[@]}" --job-name=knightstour-counts \
	--output="$dir/slurm-%j.out" \
	--wrap="$count-part 1/$n < $(quote "$dir/queries") > $counts.tmp && mv $counts.tmp $counts")
echo "counts: job ${id%%;*}, into $dir/counts.txt"
