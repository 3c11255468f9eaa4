package main

import (
	"bufio"
	"errors"
	"io"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
)

// The count program's own tests are in internal/countprog; these run the real main:
// its reading of the queries, its signals and exit statuses, and the process's limits.

// TestCountBadInput checks that a bad token stops -count after the answers before it,
// naming the line and the token, with status 1.
func TestCountBadInput(t *testing.T) {
	out, stderr, code := runMain(t, "1\n0\nx\n2\n", "-count", "-rows", "3", "-cols", "4")
	if code != 1 || out != "2\n16\n" {
		t.Errorf("exit %d, stdout %q; want 1 and the two answers before the bad token", code, out)
	}
	if want := "knightstour: line 3: \"x\" is not a square (want 1..12, or 0 for every square)\n"; stderr != want {
		t.Errorf("stderr %q, want %q", stderr, want)
	}
}

// TestCountInterrupt sends Ctrl-C (SIGINT), SIGTERM and SIGHUP to a count that would
// run for hours, once its first progress report (-v, after a second) shows it counting:
// the answer before it is written, stderr says where it stopped, the same for each,
// and the status is 128 + the signal (130, 143, 129).
func TestCountInterrupt(t *testing.T) {
	for _, tc := range []struct {
		sig  syscall.Signal
		code int
	}{
		{syscall.SIGINT, exitInterrupted},
		{syscall.SIGTERM, 143},
		{syscall.SIGHUP, 129},
	} {
		tc := tc // go 1.21: one tc for the whole loop, and the subtests run after it
		t.Run(tc.sig.String(), func(t *testing.T) {
			t.Parallel()
			// -mem 1TB: the count is far beyond this machine, but it stops long before it grows.
			cmd := exec.Command(os.Args[0], "-count", "-rows", "8", "-cols", "8", "-end", "3", "-mem", "1TB", "-v")
			cmd.Env = append(os.Environ(), "KNIGHTSTOUR_MAIN=1")
			cmd.Stdin = strings.NewReader("1 2\n")
			stdout, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			stderr, err := cmd.StderrPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			// Square 1 is the colour of square 3: its answer, 0, comes at once, and its
			// reason; then the count from square 2 begins, and reports.
			errs := bufio.NewReader(stderr)
			lines := make([]string, 2)
			for i := range lines {
				if lines[i], err = errs.ReadString('\n'); err != nil {
					t.Fatalf("stderr %q: %v", lines, err)
				}
			}
			if !strings.HasPrefix(lines[1], "knightstour: counting 8x8 square 2 to 3: ") {
				t.Fatalf("stderr %q: no progress report", lines)
			}
			if err := cmd.Process.Signal(tc.sig); err != nil {
				t.Fatal(err)
			}
			out, _ := io.ReadAll(stdout)
			rest, _ := io.ReadAll(errs)
			err = cmd.Wait()
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != tc.code {
				t.Fatalf("wait: %v, want exit status %d", err, tc.code)
			}
			if string(out) != "0\n" {
				t.Errorf("stdout %q, want the answer before the count, 0", out)
			}
			last := string(rest)
			if i := strings.LastIndex(strings.TrimSuffix(last, "\n"), "\n"); i >= 0 { // after any more reports
				last = last[i+1:]
			}
			if !strings.HasPrefix(last, "knightstour: interrupted: the count for 8x8 square 2 to 3 stopped in row ") ||
				!strings.HasSuffix(last, "; what it had counted is lost\n") || strings.Contains(last, "context") {
				t.Errorf("stderr ends %q", rest)
			}
		})
	}
}

// TestCountAddressSpaceLimit runs the 7×7 count under an address-space limit of 1 GB
// (prlimit --as), where Go's runtime would die of "out of memory" long before the
// machine's memory: the default cap sees the limit, and the count is refused with a
// message that names it and -mem (status 1), while a small count still answers.
func TestCountAddressSpaceLimit(t *testing.T) {
	prlimit, err := exec.LookPath("prlimit")
	if err != nil {
		t.Skip("no prlimit (util-linux): the address-space limit is not tried")
	}
	for _, tc := range []struct {
		name, board string
		code        int
		out, msg    string
	}{
		{"7x7 refused", "7", 1, "", "(ulimit -v) leaves room for"},
		{"5x5 answers", "5", 0, "304\n", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, stderr, code := runMainCmd(t, exec.Command(prlimit, "--as=1000000000", os.Args[0], "-count", "-rows", tc.board, "-cols", tc.board), "1\n")
			if code != tc.code || out != tc.out || !strings.Contains(stderr, tc.msg) || strings.Contains(stderr, "fatal error") ||
				tc.code != 0 && !strings.Contains(stderr, "-mem sets another") {
				t.Errorf("exit %d, stdout %q, stderr %q; want %d, %q and a message with %q and -mem", code, out, stderr, tc.code, tc.out, tc.msg)
			}
		})
	}
}

// TestCountOutOfReach checks that a count far beyond the memory allowed is refused at
// once with status 1, under the default cap, which comes from the machine (not from
// GOMEMLIMIT, unset here).
func TestCountOutOfReach(t *testing.T) {
	if _, err := os.Stat("/proc/meminfo"); err != nil {
		t.Skip("no /proc/meminfo: the default cap needs it")
	}
	t.Setenv("GOMEMLIMIT", "")
	out, stderr, code := runMain(t, "1\n", "-count", "-rows", "13", "-cols", "13")
	want := "knightstour: 13x13 square 1: out of reach: its tables would hold more than any machine has (over 10^15 states, a rough estimate)"
	if code != 1 || out != "" || !strings.HasPrefix(stderr, want) || !strings.Contains(stderr, "machine's memory") || !strings.Contains(stderr, "-mem") {
		t.Errorf("exit %d, stdout %q, stderr %q; want 1 and %q, the machine's memory and -mem", code, out, stderr, want)
	}
}
