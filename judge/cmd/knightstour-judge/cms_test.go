package main

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestCMS calls the judge the way CMS calls a checker (INPUT CORRECT
// CONTESTANT): a right output scores 1.0, a wrong one 0.0, both with exit
// 0 and CMS's message key on stderr's first line; a judge failure exits
// non-zero with no score.
func TestCMS(t *testing.T) {
	dir := t.TempDir()
	l1, l2 := lineOf(mustSearch(t, 5, 6, 1, false)), lineOf(mustSearch(t, 5, 6, 2, false))
	in := writeFile(t, dir, "input.txt", "1 2\n-1\n")
	correct := writeFile(t, dir, "correct.txt", l1+l2)
	wrong := writeFile(t, dir, "wrong.txt", l1+l1)
	missing := filepath.Join(dir, "missing.txt")
	board := []string{"-rows", "5", "-cols", "6"}
	tests := []struct {
		name           string
		args           []string
		exit           int
		stdout, stderr string // stderr: its start
	}{
		{"accepted", []string{in, correct, correct}, 0, "1.0\n", "translate:success\nok 2 queries: 2 tours, 0 no tour (judged as 5x6, from the flags)\n"},
		{"wrong answer", []string{in, correct, wrong}, 0, "0.0\n", "translate:wrong\nwrong answer query 2 (start 2), line 2: first square is 1, want 2\n"},
		{"wrong answer in the CORRECT place", []string{in, wrong, correct}, 3, "", "FAIL the answer file (jury), line 2 (query 2, start 2): first square is 1, want 2"},
		{"presentation error", []string{in, correct, writeFile(t, dir, "pe.txt", l1+"x\n")}, 0, "0.0\n", "translate:wrong\nwrong output format"},
		{"no output", []string{in, correct, missing}, 0, "0.0\n", "translate:wrong\nwrong output format cannot open the output"},
		{"missing input", []string{missing, correct, correct}, 3, "", "FAIL cannot open the input"},
		{"missing correct output", []string{in, missing, correct}, 3, "", "FAIL cannot open the correct output"},
		{"two files", []string{in, correct}, 3, "", "FAIL usage: want 3 file names"},
		{"bad flag", []string{"-rows=5x", in, correct, correct}, 3, "", "FAIL bad argument: invalid value \"5x\" for flag -rows"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			args := append(append([]string{"-cms"}, board...), tt.args...)
			code := cliRun(args, strings.NewReader(""), &stdout, &stderr)
			if code != tt.exit || stdout.String() != tt.stdout || !strings.HasPrefix(stderr.String(), tt.stderr) {
				t.Errorf("exit %d, stdout %q, stderr %q; want %d, %q, %q...", code, stdout.String(), stderr.String(), tt.exit, tt.stdout, tt.stderr)
			}
		})
	}
}

// TestCMSBuild builds the judge as CMS's Italian YAML format wants it
// (check/checker, with the board built in, called with no flags) and runs
// it the way CMS does.
func TestCMSBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the judge")
	}
	dir := t.TempDir()
	checker := filepath.Join(dir, "checker")
	build := exec.Command("go", "build", "-o", checker, "-ldflags",
		"-X main.defaultRows=6 -X main.defaultCols=6 -X main.defaultClosed=true", ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	closed, open := lineOf(mustSearch(t, 6, 6, 1, true)), lineOf(mustSearch(t, 6, 6, 1, false))
	in := writeFile(t, dir, "input.txt", "1\n")
	correct := writeFile(t, dir, "correct.txt", closed)
	for _, tc := range []struct {
		name, output, score, key string
	}{
		{"closed tour", closed, "1.0\n", "translate:success\n"},
		{"open tour", open, "0.0\n", "translate:wrong\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := writeFile(t, dir, "contestant.txt", tc.output)
			cmd := exec.Command(checker, in, correct, out)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			if err := cmd.Run(); err != nil || stdout.String() != tc.score || !strings.HasPrefix(stderr.String(), tc.key) {
				t.Errorf("%v, stdout %q, stderr %q; want exit 0, %q, %q", err, stdout.String(), stderr.String(), tc.score, tc.key)
			}
		})
	}
	// Another name is the testlib convention; a bad default is a failure.
	if err := os.Rename(checker, filepath.Join(dir, "judge")); err != nil {
		t.Fatal(err)
	}
	code, msg := run(t, "", filepath.Join(dir, "judge"), in, correct, correct)
	if code != 0 || msg != "ok 1 queries: 1 tours, 0 no tour (judged as 6x6, the default)\n" {
		t.Errorf("as judge: exit %d, %q", code, msg)
	}
	// A bad default, as -X main.defaultRows=0x6 sets it: in this process (the build
	// above shows that -X sets the defaults; a second build and link cost 2 s of CPU).
	defer func(rows string) { defaultRows = rows }(defaultRows)
	defaultRows = "0x6"
	var stderr strings.Builder
	if !cliIsCMSChecker("checker", defaultRows) {
		t.Fatal("a checker built with a board is not in CMS form")
	}
	code = cliRun([]string{"-cms", in, correct, correct}, strings.NewReader(""), io.Discard, &stderr) // as main runs a checker so named
	msg = stderr.String()
	if want := `FAIL bad argument: the build set main.defaultRows to "0x6": want decimal digits only`; code != 3 || !strings.HasPrefix(msg, want) {
		t.Errorf("bad default: exit %d, %q; want 3, %q", code, msg, want)
	}
}

// TestCMSByName checks when the program's name chooses the CMS convention: named
// checker and built with a board, never a plain build (the usual name of a testlib
// checker too, whose order must not be read as CMS's).
func TestCMSByName(t *testing.T) {
	for _, tc := range []struct {
		argv0, rows string
		want        bool
	}{
		{"checker", "", false},
		{"./checker", "", false},
		{"checker", "8", true},
		{"/task/check/checker", "6", true},
		{"checker.exe", "5", true},
		{"judge", "8", false},
		{"checker2", "8", false},
	} {
		t.Run(tc.argv0+"/"+tc.rows, func(t *testing.T) {
			if got := cliIsCMSChecker(tc.argv0, tc.rows); got != tc.want {
				t.Errorf("cliIsCMSChecker(%q, %q) = %v, want %v", tc.argv0, tc.rows, got, tc.want)
			}
		})
	}
}
