#!/bin/bash
# kubernetes.sh: counts knight's tours in rounds on Kubernetes (docs/counting.md).
#
#   bash scripts/cluster/kubernetes.sh DIR N [knightstour flags] < queries
#
# DIR is where the pods mount the count's volume, N the number of parts; the flags are the
# board's (-rows 8 -cols 8 -closed), -mem... It runs a Job that asks knightstour for the
# count's rounds R, then R Indexed Jobs of N pods (pod i runs round r of part i+1 of N),
# each when the one before is complete, then a Job that adds up the parts: it prints the
# counts (its log). After a failed Job, run the same command again: the parts done finish
# at once and the count goes on. Needs bash 4.3 or later and kubectl.
# Env: PVC (the ReadWriteMany PersistentVolumeClaim that holds the count; knightstour),
# IMAGE (an image with sh and knightstour on PATH; knightstour:latest), JOB (the Jobs' name
# prefix, one a count; knightstour), PARALLEL_TASKS (the pods of a round that run at once;
# N), RETRIES (a pod's retries, backoffLimitPerIndex; 3).
set -euo pipefail
if [ $# -lt 2 ] || ! [[ $2 =~ ^[1-9][0-9]*$ ]] || [[ $1 != /* ]]; then
	echo "usage: bash $0 DIR N [knightstour flags] < queries (DIR absolute, N parts)" >&2
	exit 2
fi
dir=$1 n=$2 name=${JOB:-knightstour}
q() { printf "'%s'" "${1//\'/\'\'}"; } # a YAML single-quoted string
args=$(for f in "${@:3}"; do printf ', %s' "$(q "$f")"; done)
queries=$(tr -s '[:space:]' ' ')

# job NAME COMPLETIONS ARGS runs part JOB_COMPLETION_INDEX+1 of the count with ARGS, in an
# Indexed Job of COMPLETIONS pods, and waits for it; a failed Job ends the script.
job() {
	kubectl delete job "$1" --ignore-not-found >&2
	kubectl apply -f - >&2 <<-EOF
	apiVersion: batch/v1
	kind: Job
	metadata: {name: $1}
	spec:
	  completionMode: Indexed
	  completions: $2
	  parallelism: ${PARALLEL_TASKS:-$n}
	  backoffLimitPerIndex: ${RETRIES:-3}
	  template:
	    spec:
	      restartPolicy: Never
	      containers:
	      - name: knightstour
	        image: $(q "${IMAGE:-knightstour:latest}")
	        command: [sh, -c, $(q "printf '%s\n' \"\$QUERIES\" | knightstour -count \"\$@\" -part \$((JOB_COMPLETION_INDEX + 1))/$n -dir $(printf %q "$dir") $3"), sh$args]
	        env: [{name: QUERIES, value: $(q "$queries")}]
	        volumeMounts: [{name: count, mountPath: $(q "$dir")}]
	      volumes: [{name: count, persistentVolumeClaim: {claimName: $(q "${PVC:-knightstour}")}}]
	EOF
	kubectl wait --for=condition=complete --timeout=-1s "job/$1" >&2 &
	local complete=$!
	kubectl wait --for=condition=failed --timeout=-1s "job/$1" >/dev/null 2>&1 &
	local failed=$!
	if wait -n && ! kill -0 "$complete" 2>/dev/null; then
		kill "$failed" && wait "$failed" 2>/dev/null || true
		return
	fi
	kill "$complete" "$failed" 2>/dev/null && wait 2>/dev/null || true
	echo "$0: job $1 failed (kubectl describe job/$1); run the same command again to go on" >&2
	exit 1
}

job "$name-plan" 1 "-round 0"
rounds=$(kubectl logs "job/$name-plan")
for r in $(seq "$rounds"); do
	job "$name-$r" "$n" "-round $r"
done
job "$name-counts" 1 ""
kubectl logs "job/$name-counts"
