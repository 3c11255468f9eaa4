package main

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"

	"knightstour/internal/sicily"
	"knightstour/internal/tourprog"
)

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

// newGoldie compares with golden files in cases/ named NAME+suffix.
func newGoldie(t *testing.T, suffix string) *goldie.Goldie {
	return goldie.New(t, goldie.WithFixtureDir("cases"), goldie.WithNameSuffix(suffix))
}

// TestCases runs main on every input in cases/ (NAME.txt, with the flags in NAME.flags
// if there is one) and compares stdout with NAME.golden (NAME.svg for drawings, so that
// they can be viewed), and stderr with NAME.stderr.golden; without that file stderr
// must be empty. Every answer goes through the judge first, so an update can
// never store a wrong tour.
func TestCases(t *testing.T) {
	inputs, err := filepath.Glob(filepath.Join("cases", "*.txt"))
	if err != nil || len(inputs) == 0 {
		t.Fatalf("no inputs in cases/: %v", err)
	}
	for _, in := range inputs {
		name := strings.TrimSuffix(filepath.Base(in), ".txt")
		t.Run(name, func(t *testing.T) {
			stdin, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			var args []string
			if flags, err := os.ReadFile(filepath.Join("cases", name+".flags")); err == nil {
				args = strings.Fields(string(flags))
			}
			cmd, err := parseFlags(args, io.Discard)
			if err != nil {
				t.Fatalf("%s.flags: %v", name, err)
			}
			out, stderr, code := runMain(t, string(stdin), args...)
			if code != 0 {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			checkOutput(t, cmd, string(stdin), out)
			if t.Failed() {
				return // never store what the judge rejected
			}
			suffix := ".golden"
			if cmd.tour != nil && cmd.tour.Format == tourprog.SVG {
				suffix = ".svg"
			}
			newGoldie(t, suffix).Assert(t, name, []byte(out))
			_, err = os.Stat(filepath.Join("cases", name+".stderr.golden"))
			switch {
			case err == nil || stderr != "":
				newGoldie(t, ".golden").Assert(t, name+".stderr", []byte(stderr))
			case !errors.Is(err, fs.ErrNotExist):
				t.Fatal(err)
			}
		})
	}
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
		t.Run(tc.name, func(t *testing.T) {
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
