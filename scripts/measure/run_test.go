package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// TestMain lets the test binary stand in for the measuring command when Exec starts
// a copy of itself to run a program (runChild).
func TestMain(m *testing.M) {
	if len(os.Args) > 1 && os.Args[1] == childCmd {
		os.Exit(runChild(os.Args[2:], os.Stderr))
	}
	os.Exit(m.Run())
}

// fake is a Runner that runs nothing: it records the order of the commands and returns,
// for the k-th run of a command, the k-th of its samples (cycling through them).
type fake struct {
	samples map[string][]Sample
	order   []string
	runs    map[string]int
	fail    string // the command whose runs fail
}

func (f *fake) run(c Cmd) (Sample, error) {
	f.order = append(f.order, c.Name)
	if c.Name == f.fail {
		return Sample{}, &ExitError{Cmd: c, Code: 1}
	}
	if f.runs == nil {
		f.runs = map[string]int{}
	}
	s := f.samples[c.Name]
	k := f.runs[c.Name]
	f.runs[c.Name]++
	return s[k%len(s)], nil
}

func ms(n int) time.Duration { return time.Duration(n) * time.Millisecond }

// TestLeast checks the order Least runs commands in (alternating, reversed on odd
// rounds) and that it keeps each one's least CPU time, wall time and memory, which
// need not come from the same run.
func TestLeast(t *testing.T) {
	a := []Sample{{ms(30), ms(90), 5}, {ms(10), ms(95), 7}, {ms(20), ms(80), 6}}
	b := []Sample{{ms(7), ms(9), 3}, {ms(8), ms(7), 1}, {ms(9), ms(8), 2}}
	tests := []struct {
		name  string
		runs  int
		cmds  []string
		order []string
		least []Sample
	}{
		{"one run", 1, []string{"A", "B"}, []string{"A", "B"}, []Sample{a[0], b[0]}},
		{"pairs alternate", 3, []string{"A", "B"}, []string{"A", "B", "B", "A", "A", "B"},
			[]Sample{{ms(10), ms(80), 5}, {ms(7), ms(7), 1}}},
		{"three", 2, []string{"A", "B", "C"}, []string{"A", "B", "C", "C", "B", "A"},
			[]Sample{{ms(10), ms(90), 5}, {ms(7), ms(7), 1}, {ms(1), ms(1), 1}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := &fake{samples: map[string][]Sample{"A": a, "B": b, "C": {{ms(1), ms(1), 1}}}}
			var cmds []Cmd
			for _, n := range tc.cmds {
				cmds = append(cmds, Cmd{Name: n})
			}
			got, err := Least(f.run, tc.runs, cmds...)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(f.order, tc.order) {
				t.Errorf("ran %v, want %v", f.order, tc.order)
			}
			if !reflect.DeepEqual(got, tc.least) {
				t.Errorf("least %v, want %v", got, tc.least)
			}
		})
	}
}

// TestLeastErrors checks that Least stops at a failed run and refuses no runs.
func TestLeastErrors(t *testing.T) {
	f := &fake{samples: map[string][]Sample{"A": {{}}}, fail: "B"}
	if _, err := Least(f.run, 3, Cmd{Name: "A"}, Cmd{Name: "B"}, Cmd{Name: "C"}); err == nil || !reflect.DeepEqual(f.order, []string{"A", "B"}) {
		t.Errorf("err %v after %v; want an error after A, B", err, f.order)
	}
	if _, err := Least(f.run, 0, Cmd{Name: "A"}); err == nil {
		t.Error("Least with 0 runs: no error")
	}
}

// TestPair runs the pair command with a fake runner: its exit status is the gate.
func TestPair(t *testing.T) {
	samples := map[string][]Sample{
		"A": {{ms(300), ms(300), 4 << 20}, {ms(250), ms(400), 4 << 20}},
		"B": {{ms(100), ms(100), 2 << 20}, {ms(120), ms(90), 2 << 20}},
	}
	tests := []struct {
		args []string
		code int
		line string // a line the report must hold
	}{
		{[]string{"-runs", "2", "a", "b"}, 0, "pair: A/B, CPU: 2.50x (no target)"},
		{[]string{"-runs", "2", "-max", "3", "a", "b"}, 0, "pair: A/B, CPU: 2.50x (at most 3x)"},
		{[]string{"-runs", "1", "-max", "2.5", "a", "b"}, 1, "pair: FAIL: A/B, CPU: 3.00x (at most 2.5x)"},
		{[]string{"-runs", "2", "-min", "3", "a", "b"}, 1, "pair: FAIL: A/B, CPU: 2.50x (at least 3x)"},
		{[]string{"-mem", "1.5", "a", "b"}, 1, "pair: FAIL: A/B, peak memory: 2.00x (at most 1.5x)"},
		{[]string{"a"}, 2, ""},
		{[]string{"-runs", "x", "a", "b"}, 2, ""},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			f := &fake{samples: samples}
			var out, errs strings.Builder
			code := measure(append([]string{"pair"}, tc.args...), f.run, &out, &errs, nil)
			if code != tc.code {
				t.Errorf("exit status %d, want %d\n%s%s", code, tc.code, out.String(), errs.String())
			}
			if tc.line != "" && !strings.Contains(out.String(), tc.line+"\n") {
				t.Errorf("the report has no line %q:\n%s", tc.line, out.String())
			}
		})
	}
}

// TestUsage checks the exit statuses of the command lines that measure nothing.
func TestUsage(t *testing.T) {
	tests := []struct {
		args      []string
		code      int
		out, errs string // what stdout and stderr begin with
	}{
		{nil, 2, "", "usage: go run ./scripts/measure COMMAND"},
		{[]string{"help"}, 0, "usage: go run ./scripts/measure COMMAND", ""},
		{[]string{"-h"}, 0, "usage: go run ./scripts/measure COMMAND", ""},
		{[]string{"nothing"}, 2, "", `measure: no command "nothing"`},
		{[]string{"floor", "-h"}, 0, "", "usage: go run ./scripts/measure floor [flags]\n"},
		{[]string{"count", "-x"}, 2, "", "flag provided but not defined: -x"},
		{[]string{"moonshot", "1"}, 2, "", "usage: go run ./scripts/measure moonshot [flags] [ROWS COLS]"},
		{[]string{"moonshot", "-undirected"}, 2, "", "-undirected goes with -open\nusage: go run ./scripts/measure moonshot"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			t.Setenv("CI", "")
			var out, errs strings.Builder
			code := measure(tc.args, (&fake{}).run, &out, &errs, nil)
			if code != tc.code || !strings.HasPrefix(out.String(), tc.out) || !strings.HasPrefix(errs.String(), tc.errs) {
				t.Errorf("exit status %d, stdout %q, stderr %q; want %d, %q..., %q...", code, out.String(), errs.String(), tc.code, tc.out, tc.errs)
			}
		})
	}
}

// TestExec runs real programs through Exec: their output goes where Cmd says, and an
// exit status other than Cmd.Exit is an *ExitError with the program's messages.
func TestExec(t *testing.T) {
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in"), filepath.Join(dir, "out")
	if err := os.WriteFile(in, []byte("hello\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(out, []byte("old, longer content\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := Exec(Cmd{Name: "cat", Args: []string{"cat"}, Stdin: in, Stdout: out})
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(out); string(got) != "hello\n" || s.RSS <= 0 || s.CPU < 0 {
		t.Errorf("cat wrote %q and cost %+v; want hello and a peak memory", got, s)
	}
	tests := []struct {
		script string
		exit   int
		want   string // in the error; "" none
	}{
		{"exit 42", 42, ""},
		{"exit 0", 42, "exit status 0, want 42"},
		{"echo why >&2; exit 3", 0, "exit status 3, want 0: why"},
		{"kill -9 $$", 0, "exit status -1, want 0"},
	}
	for _, tc := range tests {
		t.Run(tc.script, func(t *testing.T) {
			_, err := Exec(Cmd{Name: "sh", Args: []string{"sh", "-c", tc.script}, Exit: tc.exit})
			var exit *ExitError
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("error %v", err)
			case tc.want != "" && (!errors.As(err, &exit) || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("error %v, want an *ExitError saying %q", err, tc.want)
			}
		})
	}
	if _, err := Exec(Cmd{Name: "none", Args: []string{filepath.Join(dir, "none")}}); err == nil {
		t.Error("a program that does not exist: no error")
	}
}

// TestReport checks the limits and the report's failures.
func TestReport(t *testing.T) {
	var out strings.Builder
	r := &Report{w: &out, name: "x"}
	r.Ratio("a", 3, 2, Limit{Max: 2})
	r.Ratio("b", 3, 2, Limit{Max: 1.5})
	r.Ratio("c", 1, 2, Limit{Min: 0.6})
	r.Check("d", 0.25, Limit{Max: 0.25})
	r.Ratio("e", 1, 0, Limit{})
	r.Ratio("f", 1, 0, Limit{Max: 2})
	want := "x: a: 1.50x (at most 2x)\nx: b: 1.50x (at most 1.5x)\nx: FAIL: c: 0.50x (at least 0.6x)\n" +
		"x: e: no ratio (a time or memory of 0)\nx: FAIL: f: nothing to divide by (a time or memory of 0)\n"
	if out.String() != want {
		t.Errorf("report:\n%s\nwant:\n%s", out.String(), want)
	}
	if err := r.Err(); err == nil || !strings.HasPrefix(err.Error(), "2 check(s) failed") {
		t.Errorf("Err() = %v, want 2 failures", err)
	}
}

// TestHelpers checks the data the measurements make.
func TestHelpers(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"1 2 3 4 5\n", "1 5 4 3 2\n"},
		{"1 10 200\n", "1 200 10\n"},
		{"7\n", "7\n"},
	} {
		if got := string(reversed([]byte(tc.in))); got != tc.want {
			t.Errorf("reversed(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if q := queries(5, 64, 1); string(q) != string(queries(5, 64, 1)) || strings.Count(string(q), "\n") != 6 || !strings.HasSuffix(string(q), "\n-1\n") {
		t.Errorf("queries(5, 64, 1) = %q: want 5 lines and -1, the same each time", q)
	}
	for _, s := range []string{"/tmp/a b", "it's"} {
		if out, err := exec.Command("sh", "-c", "printf %s "+sq(s)).Output(); err != nil || string(out) != s {
			t.Errorf("sh reads sq(%q) as %q, %v", s, out, err)
		}
	}
	code, ok := cppBlock("# report\n\n```cpp\nint main() {}\n```\n\n```cpp\nother\n```\n")
	if !ok || code != "int main() {}\n" {
		t.Errorf("cppBlock: %q, %v", code, ok)
	}
}

// TestRoot checks that the commands find the repository they run in, by its go.mod.
func TestRoot(t *testing.T) {
	want, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if got, err := (&env{}).root(); got != want || err != nil {
		t.Errorf("root() = %q, %v; want %q", got, err, want)
	}
}
