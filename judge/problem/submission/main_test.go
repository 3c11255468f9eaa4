package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestMain lets the test binary stand in for the program: with KNIGHTSTOUR_MAIN=1 in
// its environment it runs main.
func TestMain(m *testing.M) {
	if os.Getenv("KNIGHTSTOUR_MAIN") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// runMain runs main on stdin and returns its stdout, stderr and exit status.
func runMain(t *testing.T, stdin []byte) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), "KNIGHTSTOUR_MAIN=1")
	cmd.Stdin = bytes.NewReader(stdin)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	if exit, ok := err.(*exec.ExitError); ok {
		code = exit.ExitCode()
	} else if err != nil {
		t.Fatalf("running main: %v", err)
	}
	return out.String(), errOut.String(), code
}

// TestCases checks that the judge form of the program prints the golden answers of the
// full program on every input of cases/ at the repository root that is for the program
// without flags (no NAME.flags) and holds only valid queries (no NAME.stderr.golden).
func TestCases(t *testing.T) {
	inputs, err := filepath.Glob(filepath.Join("..", "..", "..", "cases", "*.txt"))
	if err != nil || len(inputs) == 0 {
		t.Fatalf("no inputs in cases/: %v", err)
	}
	for _, in := range inputs {
		name := strings.TrimSuffix(filepath.Base(in), ".txt")
		base := strings.TrimSuffix(in, ".txt")
		if exists(base+".flags") || exists(base+".stderr.golden") {
			continue
		}
		t.Run(name, func(t *testing.T) {
			stdin, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(base + ".golden")
			if err != nil {
				t.Fatal(err)
			}
			out, stderr, code := runMain(t, stdin)
			if code != 0 || stderr != "" {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			if out != string(want) {
				t.Errorf("output differs from %s.golden", name)
			}
		})
	}
}

// exists reports whether a file exists.
func exists(name string) bool {
	_, err := os.Stat(name)
	return err == nil
}

// TestBadInput checks the judge form's handling of a token that is not a square: the
// answers before it, a message naming the line and the token, exit status 1.
func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		name, stdin string
		answers     int
		msg         string
	}{
		{name: "word", stdin: "1\nabc\n2\n", answers: 1, msg: "knightstour: line 2: \"abc\" is not a square (want 1..64)\n"},
		{name: "zero", stdin: "0\n", answers: 0, msg: "knightstour: line 1: \"0\" is not a square (want 1..64)\n"},
		{name: "too-big", stdin: "64 65", answers: 1, msg: "knightstour: line 1: \"65\" is not a square (want 1..64)\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, stderr, code := runMain(t, []byte(tc.stdin))
			if code != 1 || stderr != tc.msg {
				t.Errorf("exit %d, stderr %q; want 1, %q", code, stderr, tc.msg)
			}
			if got := strings.Count(out, "\n"); got != tc.answers {
				t.Errorf("%d answers, want %d", got, tc.answers)
			}
		})
	}
}

// TestIOFailure checks the judge form where the output cannot be written (a full disk)
// or the input cannot be read (a directory): a message on stderr and exit status 1,
// never a panic or a silent success.
func TestIOFailure(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full to fail the writes on")
	}
	dir, err := os.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer dir.Close()
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer full.Close()
	many := strings.Repeat("1 2 3 4 5 6 7 8\n", 10_000) // more than the output buffer
	for _, tc := range []struct {
		name   string
		stdin  *os.File
		input  string
		stdout *os.File
		msg    string
	}{
		{name: "full disk", input: many, stdout: full, msg: "no space left on device"},
		{name: "full disk at the end", input: "1\n", stdout: full, msg: "no space left on device"},
		{name: "unreadable input", stdin: dir, msg: "is a directory"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cmd := exec.Command(os.Args[0])
			cmd.Env = append(os.Environ(), "KNIGHTSTOUR_MAIN=1")
			if tc.stdin != nil {
				cmd.Stdin = tc.stdin
			} else {
				cmd.Stdin = strings.NewReader(tc.input)
			}
			if tc.stdout != nil {
				cmd.Stdout = tc.stdout
			}
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			err := cmd.Run()
			exit, ok := err.(*exec.ExitError)
			if !ok || exit.ExitCode() != 1 {
				t.Fatalf("%v, want exit status 1", err)
			}
			if msg := stderr.String(); !strings.HasPrefix(msg, "knightstour: ") || !strings.Contains(msg, tc.msg) {
				t.Errorf("stderr %q, want a message with %q", msg, tc.msg)
			}
		})
	}
}
