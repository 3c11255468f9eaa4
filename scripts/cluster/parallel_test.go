package cluster

import (
	"path/filepath"
	"strings"
	"testing"

	extools "github.com/knightstour/knightstour/internal/tools" // the external tools: tools is the fakes' folder
)

// needParallel skips t where GNU parallel is not installed.
func needParallel(t *testing.T) {
	t.Helper()
	if _, err := extools.OS.GNUParallel(); err != nil {
		t.Skip("GNU parallel is not installed (apt-get install parallel)")
	}
}

// TestParallel runs parallel.sh on this machine: it must print what the whole count (or
// table) prints, in one round and in nine (the table's). The scan of 4x3 (scan), three
// rounds, runs in TestParallelKilled, from the start to a part killed in round 3 and again
// to the end: here it took three starts of GNU parallel more (0.6 s of CPU each) on the
// same loop of the script's rounds.
func TestParallel(t *testing.T) {
	needParallel(t)
	for _, tc := range []struct {
		c   count
		env []string
	}{{counts[0], nil}, {table, nil}, {counts[0], []string{"PARALLEL_TASKS=2"}}} {
		t.Run(strings.TrimSpace(tc.c.name+" "+strings.Join(tc.env, " ")), func(t *testing.T) {
			stdout, stderr, err := recipe(t, "parallel", tc.c.queries, tc.env, args(t.TempDir(), 3, tc.c)...)
			if err != nil {
				t.Fatalf("parallel.sh: %v\n%s", err, stderr)
			}
			if want := whole(t, tc.c); stdout != want {
				t.Errorf("parallel.sh printed %q, the whole count %q", stdout, want)
			}
		})
	}
}

// TestParallelKilled kills part 2 of round 3 (SIGKILL): parallel.sh stops and prints no
// counts; run again, it ends the count.
func TestParallelKilled(t *testing.T) {
	needParallel(t)
	dir := t.TempDir()
	env := []string{"KNIGHTSTOUR=" + filepath.Join(bin(t), "knightstour-flaky"), "FLAKY_KILL=-part 2/3 -dir " + dir + " -round 3"}
	stdout, stderr, err := recipe(t, "parallel", scan.queries, env, args(dir, 3, scan)...)
	if err == nil || stdout != "" {
		t.Fatalf("parallel.sh with part 2 of round 3 killed: %v, stdout %q, stderr %q; want an error and no counts", err, stdout, stderr)
	}
	checkDone(t, dir)
	stdout, stderr, err = recipe(t, "parallel", scan.queries, nil, args(dir, 3, scan)...)
	if err != nil {
		t.Fatalf("parallel.sh again: %v\n%s", err, stderr)
	}
	if want := whole(t, scan); stdout != want {
		t.Errorf("parallel.sh printed %q, the whole count %q", stdout, want)
	}
	if strings.Contains(stderr, "knightstour") {
		t.Errorf("parallel.sh again said %q", stderr)
	}
}
