#!/bin/bash
# kubernetes.sh DIR N [knightstour flags] < queries: counts knight's tours in rounds on
# Kubernetes (docs/counting.md; env PVC, IMAGE, JOB, PARALLEL_TASKS, RETRIES). DIR: where
# the pods mount the count's volume; N: the parts. Job JOB-plan asks for the rounds R,
# Indexed Jobs JOB-1..R of N pods run them in turn, JOB-counts prints the counts. After a
# failed Job, run the same command again. Needs bash 4.3+ and kubectl.
set -euo pipefail
[ $# -ge 2 ] && [[ $2 =~ ^[1-9][0-9]*$ ]] && [[ $1 == /* ]] ||
	{ echo "usage: bash $0 DIR N [knightstour flags] < queries (DIR absolute, N parts)" >&2; exit 2; }
dir=$1 n=$2 name=${JOB:-knightstour}
q() { printf "'%s'" "${1//\'/\'\'}"; } # a YAML single-quoted string
args=$(for f in "${@:3}"; do printf ', %s' "$(q "$f")"; done)
queries=$(tr -s '[:space:]' ' ')
# job NAME COMPLETIONS ARGS: an Indexed Job of pods running part JOB_COMPLETION_INDEX+1
# with ARGS; it waits for the Job, and a failed one ends the script.
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
	kubectl wait --for=condition=complete --timeout=-1s "job/$1" >&2 & local complete=$!
	kubectl wait --for=condition=failed --timeout=-1s "job/$1" >/dev/null 2>&1 & local failed=$!
	if wait -n && ! kill -0 "$complete" 2>/dev/null; then # complete, not failed
		kill "$failed" && wait "$failed" 2>/dev/null || true; return
	fi
	kill "$complete" "$failed" 2>/dev/null && wait 2>/dev/null || true
	echo "$0: job $1 failed (kubectl describe job/$1); run the same command again to go on" >&2; exit 1
}
job "$name-plan" 1 "-round 0"
for r in $(seq "$(kubectl logs "job/$name-plan")"); do job "$name-$r" "$n" "-round $r"; done
job "$name-counts" 1 ""
kubectl logs "job/$name-counts"
