package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// minCoverage is the share of the one-file submission's statements, in percent, that
// must run on the Sicily inputs: the file judges and contestants read is live code.
const minCoverage = 90.0

// sicilyInputs are the inputs the submission's coverage is measured on, and nothing
// else (no failed reads or writes): every start, every start again (a judge's batch
// repeats starts), CRLF line ends, no -1, text after -1, and bad tokens of every kind.
func sicilyInputs() []struct{ name, in string } {
	var all strings.Builder
	for s := 1; s <= 64; s++ {
		all.WriteString(strconv.Itoa(s) + "\n")
	}
	return []struct{ name, in string }{
		{"every start", all.String() + "-1\n"},
		{"every start twice", all.String() + all.String() + "-1\n"},
		{"crlf", "1 2\r\n3\r\n-1\r\n"},
		{"no -1", "5 6 7"},
		{"text after -1", "1 -1 foo\n"},
		{"leading zeros", "007 0064\n"},
		{"word", "1\nabc\n"},
		{"long token", "1 1 " + strings.Repeat("1234567890", 5) + "\n"},
		{"zero", "0\n"},
		{"too big", "65\n"},
		{"beyond 32 bits", "9999999999\n"},
		{"too many digits", "99999999999\n"},
		{"minus", "-\n"},
	}
}

// TestSubmissionCoverage builds the one-file submission with coverage, runs it on the
// Sicily inputs, and fails if less than minCoverage percent of its statements ran.
func TestSubmissionCoverage(t *testing.T) {
	dir := t.TempDir()
	merged, err := os.ReadFile(filepath.Join("..", "files", "onefile", "knightstour.go")) // go generate ./judge/problem
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "sub.go"), merged, 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "sub")
	build := exec.Command("go", "build", "-cover", "-o", bin, "sub.go")
	build.Dir = dir
	build.Env = append(os.Environ(), "GO111MODULE=off", "GOFLAGS=")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build -cover: %v\n%s", err, out)
	}
	covdir := filepath.Join(dir, "cov")
	if err := os.Mkdir(covdir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tc := range sicilyInputs() {
		cmd := exec.Command(bin)
		cmd.Env = append(os.Environ(), "GOCOVERDIR="+covdir)
		cmd.Stdin = strings.NewReader(tc.in)
		if err := cmd.Run(); err != nil {
			if _, ok := err.(*exec.ExitError); !ok {
				t.Fatalf("%s: %v", tc.name, err)
			}
		}
	}
	out, err := exec.Command("go", "tool", "covdata", "percent", "-i="+covdir).CombinedOutput()
	if err != nil {
		t.Fatalf("go tool covdata: %v\n%s", err, out)
	}
	m := regexp.MustCompile(`coverage: ([0-9.]+)% of statements`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("go tool covdata printed %q", out)
	}
	pct, _ := strconv.ParseFloat(string(m[1]), 64)
	t.Logf("%.1f%% of the submission's statements ran", pct)
	if pct < minCoverage {
		t.Errorf("only %.1f%% of the submission's statements ran on the Sicily inputs, want at least %.0f%% (go tool covdata func shows which did not)", pct, minCoverage)
	}
	if !bytes.Contains(out, []byte("command-line-arguments")) {
		t.Errorf("covdata measured %q, not the submission", out)
	}
}
