package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/knightstour/knightstour/internal/tools"
)

// The count in rounds, end to end: parts run as processes of the real main, through a
// folder of the operating system's files, one refusing a named pipe among its files
// and run again; and scripts/parts.sh, the driver, killed and run again.

// roundsCount is the count the tests split: 4x5 open tours by the scan (not the search,
// which has one round), from square 1 and from every start (the meet), in package count's
// own rounds: 6 of them (5x6, the same scan and meet, has 8, a process a part each).
var roundsCount = []string{"-count", "-rows", "4", "-cols", "5", "-method", "scan"}

const roundsQueries = "1 0\n"

// runPart runs main with the count's flags and more, and fails the test unless it exits
// 0; it returns stdout.
func runPart(t *testing.T, more ...string) string {
	t.Helper()
	out, stderr, code := runMain(t, roundsQueries, append(append([]string{}, roundsCount...), more...)...)
	if code != 0 {
		t.Fatalf("%v: exit %d, stderr %q", more, code, stderr)
	}
	return out
}

// TestCountRoundPipe counts in two parts with one of the files that part 1 reads in a
// round (part 2's done file of the round before) a named pipe: the part refuses it at
// once, exit 1, with the file's name and what to run again (its open used to wait for
// a writer: a round that hung, and a SIGTERM unheard), and marks nothing done. With
// the file back, it runs that round again, and every later round with the parts in
// reverse order, and the parts add up to the whole count. (A part killed halfway
// through a round: count's TestRoundsKilled, and TestPartsScript.)
func TestCountRoundPipe(t *testing.T) {
	want, _, code := runMain(t, roundsQueries, roundsCount...)
	if code != 0 {
		t.Fatalf("the whole count: exit %d", code)
	}
	dir := t.TempDir()
	rounds, err := strconv.Atoi(strings.TrimSpace(runPart(t, "-part", "1/2", "-dir", dir, "-round", "0")))
	if err != nil || rounds < 6 {
		t.Fatalf("rounds %d, %v", rounds, err)
	}
	stop := rounds * 3 / 5 // among the largest rounds
	for r := 1; r < stop; r++ {
		for k := 1; k <= 2; k++ {
			runPart(t, "-part", fmt.Sprintf("%d/2", k), "-dir", dir, "-round", strconv.Itoa(r))
		}
	}
	// Part 2's done file of the round before, for the count from every start, becomes a
	// named pipe.
	const job = "4x5-paths-any-any-2parts-c211-offsets"
	name := fmt.Sprintf("%s/round-%d/done-2", job, stop-1)
	input := filepath.Join(dir, filepath.FromSlash(name))
	data, err := os.ReadFile(input)
	if err != nil || len(data) < 50 {
		t.Fatalf("%s: %d bytes, %v", input, len(data), err)
	}
	if err := os.Remove(input); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(input, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	args := append(append([]string{}, roundsCount...), "-part", "1/2", "-dir", dir, "-round", strconv.Itoa(stop))
	_, msg, code := runMain(t, roundsQueries, args...)
	if code != 1 || !strings.Contains(msg, name+": not a file of this count, or damaged: it is a named pipe, not a plain file: remove "+name+" and run round") {
		t.Errorf("a named pipe for a done file: exit %d, stderr %q", code, msg)
	}
	if _, err := os.Stat(filepath.Join(dir, job, fmt.Sprintf("round-%d", stop), "done-1")); err == nil {
		t.Fatal("the part's round is marked done")
	}
	if err := os.Remove(input); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(input, data, 0o644); err != nil {
		t.Fatal(err)
	}
	for r := stop; r <= rounds; r++ {
		for k := 2; k >= 1; k-- {
			runPart(t, "-part", fmt.Sprintf("%d/2", k), "-dir", dir, "-round", strconv.Itoa(r))
		}
	}
	if got := runPart(t, "-part", "2/2", "-dir", dir); got != want {
		t.Errorf("the parts add up to %q, the whole count is %q", got, want)
	}
}

// partsScript is scripts/parts.sh on dir in 3 parts, with this binary as knightstour,
// flags and more, and queries on stdin, in a process group of its own (so that the
// script and the part it runs are killed together).
func partsScript(dir string, flags []string, queries string, more ...string) *exec.Cmd {
	cmd := exec.Command("bash", append(append([]string{"scripts/parts.sh", dir, "3"}, flags...), more...)...)
	cmd.Env = append(os.Environ(), "KNIGHTSTOUR_MAIN=1", "KNIGHTSTOUR="+os.Args[0])
	cmd.Stdin = strings.NewReader(queries)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	return cmd
}

// killAfter starts cmd and kills its process group with SIGKILL once a line of its
// stderr holds mark; it fails the test if stderr ends first or cmd ended by itself.
func killAfter(t *testing.T, cmd *exec.Cmd, mark string) {
	t.Helper()
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	errs := bufio.NewReader(stderr)
	for {
		line, err := errs.ReadString('\n')
		if err != nil {
			t.Fatalf("stderr ended before %q: %v", mark, err)
		}
		if strings.Contains(line, mark) {
			break
		}
	}
	if err := syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, errs)
	if err := cmd.Wait(); err == nil {
		t.Fatal("the script ended before it was killed")
	}
}

// TestPartsScript runs scripts/parts.sh with this binary as knightstour, kills it and
// the part it runs with SIGKILL partway through the count (once a part says it has done
// round kill: 2 of roundsCount's 6, 5 of the frontier's 21), runs it again on the same folder, and expects the whole count's answers; a
// run with other queries on the same folder is refused. It does so on a count in
// package count's rounds (roundsCount) and on one whose scan is package frontier's,
// in that package's rounds (4x7 open, 21 rounds: a table read at its last column; 5x8,
// 24 rounds, cost 2.5 times the CPU for the same rounds).
func TestPartsScript(t *testing.T) {
	if _, err := tools.OS.Bash(); err != nil {
		t.Skip("no bash")
	}
	for _, tc := range []struct {
		name  string
		count []string
		kill  int // the round after which the script is killed
	}{
		{"count's rounds", roundsCount, 2},
		{"frontier's rounds", []string{"-count", "-rows", "4", "-cols", "7", "-method", "scan"}, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want, _, code := runMain(t, roundsQueries, tc.count...)
			if code != 0 {
				t.Fatalf("the whole count: exit %d", code)
			}
			dir := filepath.Join(t.TempDir(), "count")
			script := func(queries string, more ...string) *exec.Cmd {
				return partsScript(dir, tc.count[1:], queries, more...)
			}
			killAfter(t, script(roundsQueries, "-v"), fmt.Sprintf("round %d): done", tc.kill))
			out, err := script(roundsQueries).Output()
			if err != nil || string(out) != want {
				t.Errorf("run again: %q, %v; the whole count is %q", out, err, want)
			}
			var ee *exec.ExitError
			if _, err := script("2\n").Output(); !errors.As(err, &ee) || ee.ExitCode() != 1 || !strings.Contains(string(ee.Stderr), "holds other queries") {
				t.Errorf("other queries on the same folder: %v, stderr %q", err, ee.Stderr)
			}
		})
	}
}

// TestPartsScriptBadFlag runs scripts/parts.sh with a flag knightstour refuses: it
// fails, and leaves no queries in the folder, so that a run with other queries there
// counts them (the folder's queries used to stay, and refuse every other).
func TestPartsScriptBadFlag(t *testing.T) {
	if _, err := tools.OS.Bash(); err != nil {
		t.Skip("no bash")
	}
	dir := filepath.Join(t.TempDir(), "count")
	var ee *exec.ExitError
	if _, err := partsScript(dir, append(roundsCount[1:], "-nosuchflag"), "1\n").Output(); !errors.As(err, &ee) || !strings.Contains(string(ee.Stderr), "nosuchflag") {
		t.Fatalf("a bad flag: %v, want an error that names it", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "queries")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("after a bad flag, the folder's queries: %v, want none", err)
	}
	want, _, code := runMain(t, "2\n", roundsCount...)
	if code != 0 {
		t.Fatalf("the whole count: exit %d", code)
	}
	if out, err := partsScript(dir, roundsCount[1:], "2\n").Output(); err != nil || string(out) != want {
		t.Errorf("other queries after a bad flag: %q, %v; the whole count is %q", out, err, want)
	}
}

// tableCount is the table the tests split: 3xn tours, n = 1..4, from every start (12
// rounds, a square each; its last line, 3x4, the first with tours: 3x5 and 3x6 have
// none, and 1..6 cost half as much again for two lines of 0).
var tableCount = []string{"-count", "-rows", "3", "-cols", "1..4"}

// TestTablePartsScript runs scripts/parts.sh on a table in 3 parts with this binary as
// knightstour, kills it and the part it runs with SIGKILL halfway through (once a part
// says it has done round 6 of 12), runs it again on the same folder, and expects the
// whole table's lines, byte for byte. Then a damaged done file of the last round is
// refused with its name and how to run its round again, and once that round of the
// part is run again the parts add up to the same lines.
func TestTablePartsScript(t *testing.T) {
	if _, err := tools.OS.Bash(); err != nil {
		t.Skip("no bash")
	}
	want, _, code := runMain(t, "0\n", tableCount...)
	if code != 0 || strings.Count(want, "\n") != 4 {
		t.Fatalf("the whole table: exit %d, %q", code, want)
	}
	dir := filepath.Join(t.TempDir(), "table")
	script := func(more ...string) *exec.Cmd {
		return partsScript(dir, tableCount[1:], "0\n", more...)
	}
	killAfter(t, script("-v"), "round 6): done")
	out, err := script().Output()
	if err != nil || string(out) != want {
		t.Fatalf("run again: %q, %v; the whole table is %q", out, err, want)
	}
	const name = "3x1..4-paths-3parts-c111-offsets/round-12/done-2" // as the messages name it, in the folder
	done := filepath.Join(dir, name)
	good, err := os.ReadFile(done)
	if err != nil {
		t.Fatal(err)
	}
	bad := append([]byte{}, good...)
	bad[len(bad)/2] ^= 1
	if err := os.WriteFile(done, bad, 0o644); err != nil {
		t.Fatal(err)
	}
	sum := append(append([]string{}, tableCount...), "-part", "1/3", "-dir", dir)
	_, msg, code := runMain(t, "0\n", sum...)
	if code != 1 || msg != "knightstour: the 3xn table, n = 1..4: "+name+": not a file of this count, or damaged: its last line is not the check of the lines before it (damaged or cut short): remove "+name+" and run round 12 of part 2 again (-part 2/3 -round 12)\n" {
		t.Errorf("a damaged done file: exit %d, stderr %q", code, msg)
	}
	if err := os.Remove(done); err != nil {
		t.Fatal(err)
	}
	if _, msg, code := runMain(t, "0\n", append(sum[:len(sum)-4:len(sum)-4], "-part", "2/3", "-dir", dir, "-round", "12")...); code != 0 {
		t.Fatalf("round 12 of part 2 again: exit %d, %s", code, msg)
	}
	if out, msg, code := runMain(t, "0\n", sum...); code != 0 || out != want {
		t.Errorf("the parts add up to %q (exit %d, %s); the whole table is %q", out, code, msg, want)
	}
}
