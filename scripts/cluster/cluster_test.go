// Package cluster tests the recipes that run a count of knight's tours in rounds on a
// cluster (slurm.sh, kubernetes.sh, parallel.sh) against the real knightstour and a fake
// scheduler: the test binary itself, run under the scheduler's command name.
package cluster

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestMain runs the fake named by the test binary's name (sbatch, kubectl,
// knightstour-flaky), else the tests.
func TestMain(m *testing.M) {
	switch filepath.Base(os.Args[0]) {
	case "sbatch":
		os.Exit(sbatch(os.Args[1:]))
	case "kubectl":
		os.Exit(kubectl(os.Args[1:]))
	case "knightstour-flaky":
		os.Exit(flaky(os.Args[1:]))
	}
	code := m.Run()
	if tools.dir != "" {
		os.RemoveAll(tools.dir)
	}
	os.Exit(code)
}

// tools is the folder of the knightstour binary and of the links to the fakes, made once.
var tools struct {
	once sync.Once
	dir  string
	err  error
}

// bin returns the folder that holds knightstour, built from the repository, and the fakes
// sbatch, kubectl and knightstour-flaky (links to the test binary); it goes first on PATH.
func bin(t *testing.T) string {
	t.Helper()
	tools.once.Do(func() {
		if tools.dir, tools.err = os.MkdirTemp("", "cluster-test-"); tools.err != nil {
			return
		}
		root, err := filepath.Abs("../..")
		if err != nil {
			tools.err = err
			return
		}
		build := exec.Command("go", "build", "-o", filepath.Join(tools.dir, "knightstour"), ".")
		build.Dir = root
		if out, err := build.CombinedOutput(); err != nil {
			tools.err = fmt.Errorf("go build of %s: %v\n%s", root, err, out)
			return
		}
		self, err := os.Executable()
		if err != nil {
			tools.err = err
			return
		}
		for _, fake := range []string{"sbatch", "kubectl", "knightstour-flaky"} {
			if err := os.Symlink(self, filepath.Join(tools.dir, fake)); err != nil {
				tools.err = err
				return
			}
		}
	})
	if tools.err != nil {
		t.Fatal(tools.err)
	}
	return tools.dir
}

// count is a count of tours that the tests run in rounds: knightstour -count flags <
// queries.
type count struct {
	name, queries string
	flags         []string
}

// counts are the counts the recipes run in 3 parts (Slurm's and Kubernetes' each, GNU
// parallel's the first, and the second killed): one round (the search), and three (the
// frontier scan, the smallest board with tours that it splits in rounds; each round is a
// process a part, and with GNU parallel half a second of CPU more).
var counts = []count{
	{"5x6 open", "1 0\n", []string{"-rows", "5", "-cols", "6"}},
	{"4x3 scan", "1\n", []string{"-rows", "4", "-cols", "3", "-method", "scan"}},
}

// table is a table that parallel.sh runs in 3 parts, nine rounds: the recipes pass the
// flags on, a table's as a count's.
var table = count{"nx4 table", "0\n", []string{"-rows", "1..3", "-cols", "4", "-undirected"}}

// scan is the count of counts whose rounds the kill tests break into.
var scan = counts[1]

// whole is what the whole count c prints, in one process.
func whole(t *testing.T, c count) string {
	t.Helper()
	cmd := exec.Command(filepath.Join(bin(t), "knightstour"), append([]string{"-count"}, c.flags...)...)
	cmd.Stdin = strings.NewReader(c.queries)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("the whole count %s: %v", c.name, err)
	}
	return string(out)
}

// recipe runs bash scripts/cluster/NAME.sh args with stdin, bin(t) first on PATH and the
// environment env added; it returns stdout, stderr and the error.
func recipe(t *testing.T, name, stdin string, env []string, args ...string) (string, string, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute) // a hung fake
	defer cancel()
	cmd := exec.CommandContext(ctx, "bash", append([]string{name + ".sh"}, args...)...)
	cmd.Env = append(os.Environ(), "PATH="+bin(t)+string(os.PathListSeparator)+os.Getenv("PATH"))
	cmd.Env = append(cmd.Env, env...)
	cmd.Stdin = strings.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	return stdout.String(), stderr.String(), err
}

// args are a recipe's arguments for count c in n parts in dir.
func args(dir string, n int, c count) []string {
	return append([]string{dir, fmt.Sprint(n)}, c.flags...)
}

// checkDone checks that part 2 of 3 of the count in dir did round 2 and not round 3,
// which was killed: dir/COUNT/round-R/done-K marks part K's round R done.
func checkDone(t *testing.T, dir string) {
	t.Helper()
	for _, f := range []struct {
		glob string
		n    int
	}{{"round-2/done-2", 1}, {"round-3/done-2", 0}} {
		if got, _ := filepath.Glob(filepath.Join(dir, "*", f.glob)); len(got) != f.n {
			t.Errorf("%s: %d files, want %d", f.glob, len(got), f.n)
		}
	}
}

// flaky is knightstour-flaky: it kills itself (SIGKILL) when its arguments hold
// $FLAKY_KILL ("-part 2/3 -round 3"), else runs the knightstour beside it.
func flaky(args []string) int {
	if kill := os.Getenv("FLAKY_KILL"); kill != "" && strings.Contains(strings.Join(args, " ")+" ", kill+" ") {
		p, _ := os.FindProcess(os.Getpid())
		p.Kill()
	}
	cmd := exec.Command(filepath.Join(filepath.Dir(os.Args[0]), "knightstour"), args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		if exit, ok := err.(*exec.ExitError); ok {
			return exit.ExitCode()
		}
		fmt.Fprintln(os.Stderr, "knightstour-flaky:", err)
		return 1
	}
	return 0
}

// TestUsage checks that each recipe refuses a bad command line (exit 2) and a second
// count's queries in a count's folder.
func TestUsage(t *testing.T) {
	for _, name := range []string{"slurm", "kubernetes", "parallel"} {
		t.Run(name, func(t *testing.T) {
			for _, bad := range [][]string{{}, {t.TempDir()}, {t.TempDir(), "0"}, {t.TempDir(), "x"}} {
				_, stderr, err := recipe(t, name, "1\n", nil, bad...)
				if exit, ok := err.(*exec.ExitError); !ok || exit.ExitCode() != 2 || !strings.Contains(stderr, "usage:") {
					t.Errorf("%s.sh %q: %v, stderr %q; want exit 2 and the usage", name, bad, err, stderr)
				}
			}
		})
	}
	for _, name := range []string{"slurm", "parallel"} {
		t.Run(name+" the driver's flags", func(t *testing.T) {
			for _, flag := range []string{"-round", "-part", "--dir=x"} {
				_, stderr, err := recipe(t, name, "1\n", nil, t.TempDir(), "2", "-rows", "5", "-cols", "5", flag, "3")
				if exit, ok := err.(*exec.ExitError); !ok || exit.ExitCode() != 2 || !strings.Contains(stderr, "the driver's own flag") {
					t.Errorf("%s.sh with %s: %v, stderr %q; want exit 2 and why", name, flag, err, stderr)
				}
			}
		})
		t.Run(name+" other queries", func(t *testing.T) {
			if name == "parallel" {
				needParallel(t)
			}
			dir := t.TempDir()
			env := []string{"FAKE_SLURM=" + t.TempDir()}
			if _, stderr, err := recipe(t, name, "1\n", env, args(dir, 3, counts[0])...); err != nil {
				t.Fatalf("%s.sh: %v\n%s", name, err, stderr)
			}
			_, stderr, err := recipe(t, name, "2\n", env, args(dir, 3, counts[0])...)
			if err == nil || !strings.Contains(stderr, "other queries") {
				t.Errorf("%s.sh with other queries in the same folder: %v, stderr %q; want an error", name, err, stderr)
			}
		})
	}
}
