package main

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/knightstour/knightstour/internal/tools"
	"github.com/knightstour/knightstour/internal/tour/sicily"
	"github.com/knightstour/knightstour/judge"
)

// The root's tests are end-to-end: each runs the real main (TestMain lets this test
// binary stand in for it) and checks what a user sees. This file: exit statuses, bad
// input, pipes, signals and the process's limits (the count program's own tests are in
// internal/count/countprog); flags_test.go: the command line; cases_test.go: the golden cases
// of cases/; formats_test.go: -format html and -notation; solve_test.go: -o and the
// files it writes; terminal_linux_test.go: the progress on a terminal; readme_test.go:
// the examples of README.md and docs/. helpers_test.go holds the checks they share.

// TestMain lets the test binary stand in for the real program: with KNIGHTSTOUR_MAIN=1
// in its environment it runs main, so end-to-end tests exercise main itself.
func TestMain(m *testing.M) {
	if os.Getenv("KNIGHTSTOUR_MAIN") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// runMain runs the real main with args on stdin and returns what it wrote and its exit
// status.
func runMain(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	return runMainCmd(t, exec.Command(os.Args[0], args...), stdin)
}

// runMainCmd runs cmd, a command line that runs this test binary as main (under
// another program, such as prlimit), on stdin, as runMain does.
func runMainCmd(t *testing.T, cmd *exec.Cmd, stdin string) (stdout, stderr string, code int) {
	t.Helper()
	cmd.Env = append(os.Environ(), "KNIGHTSTOUR_MAIN=1")
	cmd.Stdin = strings.NewReader(stdin)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		code = exit.ExitCode()
	case err != nil:
		t.Fatalf("running main: %v", err)
	}
	return out.String(), errOut.String(), code
}

// TestBadInput checks that a bad token stops the program with a message naming the
// line and the token, a non-zero status, and every answer before it written.
func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		name, stdin string
		answers     int    // lines written before the error
		msg         string // all of stderr
	}{
		{"letters", "1\nabc\n2\n", 1, `knightstour: line 2: "abc" is not a square (want 1..64)` + "\n"},
		{"zero", "0\n", 0, `knightstour: line 1: "0" is not a square (want 1..64)` + "\n"},
		{"too big", "5 6\n\n65\n", 2, `knightstour: line 3: "65" is not a square (want 1..64)` + "\n"},
		{"fraction", "2.5\n", 0, `knightstour: line 1: "2.5" is not a square (want 1..64)` + "\n"},
		{"overflow", "1 99999999999999999999", 1, `knightstour: line 1: "99999999999999999999" is not a square (want 1..64)` + "\n"},
		{"negative", "-2\n", 0, `knightstour: line 1: "-2" is not a square (want 1..64)` + "\n"},
		{"crlf", "1\r\n2\r\nx\r\n", 2, `knightstour: line 3: "x" is not a square (want 1..64)` + "\n"},
		{"long", "3 " + strings.Repeat("7", 100), 1, `knightstour: line 1: "` + strings.Repeat("7", sicily.MaxToken) + `..." is not a square (want 1..64)` + "\n"},
		{"nul", "4\n\x00\n", 1, `knightstour: line 2: "\x00" is not a square (want 1..64)` + "\n"},
	} {
		tc := tc // go 1.21: one tc for the whole loop, and the subtests run after it
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			out, stderr, code := runMain(t, tc.stdin)
			if code != 1 {
				t.Errorf("exit status %d, want 1", code)
			}
			if stderr != tc.msg {
				t.Errorf("stderr %q, want %q", stderr, tc.msg)
			}
			if got := strings.Count(out, "\n"); got != tc.answers {
				t.Errorf("%d answers before the error, want %d", got, tc.answers)
			}
			checkAnswers(t, 8, 8, false, tc.stdin, out)
		})
	}
}

// TestInteractive drives the real main through pipes that stay open, as an interactor or
// a person at a terminal does: it writes one query, waits for its answer, then writes
// the next. Without a flush when the input runs dry, the first answer would wait in the
// output buffer for ever, and the test would wait for it until go test's -timeout
// stops it with every goroutine's stack (no clock of its own).
func TestInteractive(t *testing.T) {
	for _, tc := range []struct {
		name  string
		args  []string
		rows  int
		cols  int
		query []int
	}{
		{"sicily", nil, 8, 8, []int{1, 64, 1, 37}},
		{"construction", []string{"-rows", "30", "-cols", "31", "-method", "construct"}, 30, 31, []int{1, 465, 930}},
		{"searching ahead", []string{"-rows", "40", "-cols", "40"}, 40, 40, []int{1, 800, 1600, 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], tc.args...)
			cmd.Env = append(os.Environ(), "KNIGHTSTOUR_MAIN=1")
			stdin, err := cmd.StdinPipe()
			if err != nil {
				t.Fatal(err)
			}
			stdout, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			var stderr strings.Builder
			cmd.Stderr = &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			defer cmd.Process.Kill()
			lines := make(chan string)
			go func() {
				defer close(lines)
				r := bufio.NewReaderSize(stdout, 1<<20)
				for {
					l, err := r.ReadString('\n')
					if err != nil {
						return
					}
					lines <- l
				}
			}()
			for i, q := range tc.query {
				if _, err := stdin.Write([]byte(strconv.Itoa(q) + "\n")); err != nil {
					t.Fatalf("query %d: %v", i+1, err)
				}
				l, ok := <-lines // without the flush, this waits until go test's -timeout
				if !ok {
					t.Fatalf("query %d (start %d): the output ended; stderr: %s", i+1, q, stderr.String())
				}
				if err := judge.CheckLine(tc.rows, tc.cols, q, false, l); err != nil {
					t.Fatalf("query %d (start %d): %v", i+1, q, err)
				}
			}
			stdin.Close()
			if l, ok := <-lines; ok {
				t.Errorf("output after the last answer: %q", l)
			}
			if err := cmd.Wait(); err != nil {
				t.Fatalf("exit: %v; stderr: %s", err, stderr.String())
			}
		})
	}
}

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
			// reason; then the count from square 2 says its estimate, begins, and reports.
			errs := bufio.NewReader(stderr)
			lines := make([]string, 3)
			for i := range lines {
				if lines[i], err = errs.ReadString('\n'); err != nil {
					t.Fatalf("stderr %q: %v", lines, err)
				}
			}
			if !strings.HasPrefix(lines[1], "knightstour: 8x8 square 2 to 3 (every tour, directed): tables about ") ||
				!strings.HasPrefix(lines[2], "knightstour: counting 8x8 square 2 to 3 (every tour, directed): ") {
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
	prlimit, err := tools.OS.Prlimit()
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
	out, stderr, code := runMain(t, "1\n", "-count", "-rows", "11", "-cols", "40")
	want := "knightstour: 11x40 square 1: out of reach: its tables would hold more than any machine has (over 10^15 states, a rough estimate)"
	if code != 1 || out != "" || !strings.HasPrefix(stderr, want) || !strings.Contains(stderr, "machine's memory") || !strings.Contains(stderr, "-mem") {
		t.Errorf("exit %d, stdout %q, stderr %q; want 1 and %q, the machine's memory and -mem", code, out, stderr, want)
	}
}

// TestCountInterruptWaiting sends Ctrl-C to a count and to a table while they wait for a
// query, their first answered: both stop at once, the same way (the one loop of
// queries), with status 130 and where they stopped on stderr.
func TestCountInterruptWaiting(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want []string // the answers to query 0
	}{
		{"count", []string{"-count", "-rows", "3", "-cols", "4"}, []string{"16\n"}},
		{"table", []string{"-count", "-rows", "3", "-cols", "1..4", "-table", "column"}, []string{"0\n", "0\n", "0\n", "16\n"}},
	} {
		tc := tc // go 1.21: one tc for the whole loop, and the subtests run after it
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			cmd := exec.Command(os.Args[0], tc.args...)
			cmd.Env = append(os.Environ(), "KNIGHTSTOUR_MAIN=1")
			stdin, err := cmd.StdinPipe()
			if err != nil {
				t.Fatal(err)
			}
			defer stdin.Close()
			stdout, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			var stderr strings.Builder
			cmd.Stderr = &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			defer cmd.Process.Kill()
			if _, err := stdin.Write([]byte("0\n")); err != nil {
				t.Fatal(err)
			}
			r := bufio.NewReader(stdout)
			for _, want := range tc.want {
				if l, err := r.ReadString('\n'); err != nil || l != want {
					t.Fatalf("answer %q, %v; want %q", l, err, want)
				}
			}
			if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
				t.Fatal(err)
			}
			err = cmd.Wait() // with stdin still open: without the signal, it waits for ever
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != exitInterrupted {
				t.Fatalf("wait: %v, want exit status %d", err, exitInterrupted)
			}
			if want := "knightstour: interrupted while waiting for a query\n"; stderr.String() != want {
				t.Errorf("stderr %q, want %q", stderr.String(), want)
			}
		})
	}
}
