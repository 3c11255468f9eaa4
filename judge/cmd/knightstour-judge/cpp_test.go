package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/sebdah/goldie/v2"

	"github.com/knightstour/knightstour/internal/cppbuild"
	"github.com/knightstour/knightstour/internal/tools"
	"github.com/knightstour/knightstour/judge/cpp"
)

// root is the root of the repository, where internal/tools looks for the testlib.h
// kept beside it (../shared/tools).
var root = filepath.Join("..", "..", "..")

// cppCases are the cases on which the C++ judge must agree with the Go
// judge: those of cliCases in the line form, and more about tokens, byte
// order marks, "no tour", the answer file and the query file.
func cppCases(t *testing.T) []cliCase {
	var cases []cliCase
	for _, c := range cliCases(t) {
		if !strings.Contains(strings.Join(c.flags, " "), "grid") {
			cases = append(cases, c)
		}
	}
	t1, t2 := mustSearch(t, 8, 8, 1, false), mustSearch(t, 8, 8, 2, false)
	l1, l2 := lineOf(t1), lineOf(t2)
	ref := l1 + l2
	in := "1 2\n-1\n"
	s7 := lineOf(mustSearch(t, 7, 7, 1, false))
	seven := []string{"-rows", "7", "-cols", "7"}
	body := func(l string) string { return strings.TrimPrefix(strings.TrimSuffix(l, "\n"), "1 ") }
	zeros := func(k int) string { return strings.Repeat("0", k) }
	huge := strings.Repeat("9", 200)
	more := []cliCase{
		{name: "BOM", input: in, output: "\xef\xbb\xbf" + ref, answer: ref},
		{name: "two BOMs", input: in, output: "\xef\xbb\xbf\xef\xbb\xbf" + ref, answer: ref},
		{name: "half a BOM", input: in, output: "\xef\xbb" + ref, answer: ref},
		{name: "BOM alone", input: in, output: "\xef\xbb\xbf", answer: ref},
		{name: "BOM in the answer file", input: in, output: ref, answer: "\xef\xbb\xbf" + ref},
		{name: "square of 40 bytes", input: in, output: zeros(39) + l1 + l2, answer: ref},
		{name: "square of 41 bytes", input: in, output: zeros(40) + l1 + l2, answer: ref},
		{name: "minus square", input: in, output: "-" + l1 + l2, answer: ref},
		{name: "huge square", input: in, output: huge + " " + body(l1) + "\n" + l2, answer: ref},
		{name: "huge token after the tour", input: in, output: strings.TrimSuffix(l1, "\n") + " " + zeros(50) + "\n" + l2, answer: ref},
		{name: "garbage after the tour", input: in, output: strings.TrimSuffix(l1, "\n") + " x y z\n" + l2, answer: ref},
		{name: "2147483648", input: in, output: "1 2147483648\n" + l2, answer: ref},
		{name: "bytes not ASCII", input: in, output: "1 \xe9\xff\"\\\n" + l2, answer: ref},
		{name: "vertical tab", input: in, output: "1\v" + body(l1) + "\n" + l2, answer: ref},
		{name: "tabs and CRs", input: in, output: strings.ReplaceAll(l1, " ", "\t \r") + l2, answer: ref},
		{name: "blank line first", input: in, output: "\n" + ref, answer: ref},
		{name: "blank lines after", input: in, output: ref + "\n \t\r\n\n", answer: ref},
		{name: "text after", input: in, output: ref + "\n  " + strings.Repeat("abc ", 10), answer: ref},
		{name: "empty output", input: in, output: "", answer: ref},
		{name: "no tour where a tour is", input: in, output: "no tour\n" + l2, answer: ref},
		{name: "no tour", flags: seven, input: "1 2", output: s7 + "no tour\n", answer: s7 + "no tour\n"},
		{name: "no tour spaced", flags: seven, input: "1 2", output: s7 + " no \t tour \r\n", answer: s7 + "  no  tour\r\n"},
		{name: "no", flags: seven, input: "1 2", output: s7 + "no\n", answer: s7 + "no tour\n"},
		{name: "no tour and more", flags: seven, input: "1 2", output: s7 + "no tour x\n", answer: s7 + "no tour\n"},
		{name: "No tour", flags: seven, input: "1 2", output: s7 + "No tour\n", answer: s7 + "no tour\n"},
		{name: "no tours", flags: seven, input: "1 2", output: s7 + "no tours\n", answer: s7 + "no tour\n"},
		{name: "a tour tried where there is none", flags: seven, input: "1 2", output: s7 + "2 1\n", answer: s7 + "no tour\n"},
		{name: "a tour tried where there is none, cut short", flags: seven, input: "1 2", output: s7 + "2 13 4\n", answer: s7 + "no tour\n"},
		{name: "garbage where there is no tour", flags: seven, input: "1 2", output: s7 + "2 x\n", answer: s7 + "no tour\n"},
		{name: "tour of 1x1", flags: []string{"-rows", "1", "-cols", "1"}, input: "1 1 1", output: "1\n01\n" + zeros(39) + "1\n", answer: "1\n1\n1\n"},
		{name: "1x1 too many", flags: []string{"-rows", "1", "-cols", "1"}, input: "1", output: "1 1\n", answer: "1\n"},
		{name: "answer file no to", input: in, output: ref, answer: l1 + "no to\n"},
		{name: "answer file blank", input: in, output: ref, answer: "\n" + ref},
		{name: "answer file other start", input: in, output: ref, answer: l2 + l1},
		{name: "answer file long line", input: in, output: ref, answer: l1 + strings.Repeat(" ", 30) + "5" + l2},
		{name: "answer file CRLF", input: in, output: ref, answer: strings.ReplaceAll(ref, "\n", "\r\n")},
		{name: "answer file no final newline", input: in, output: ref, answer: strings.TrimSuffix(ref, "\n")},
		{name: "answer file blank lines after", input: in, output: ref, answer: ref + "\n \r\n"},
		{name: "answer file extra", input: in, output: ref, answer: ref + l1},
		{name: "answer file short", input: in, output: ref, answer: l1},
		{name: "input 41 bytes", input: "1 " + zeros(40) + "2", output: ref, answer: ref},
		{name: "input 0", input: "1\n\n 0", output: ref, answer: ref},
		{name: "input huge", input: "1\r\n" + huge, output: ref, answer: ref},
		{name: "input -01 ends", input: "1\f2\v-01 x", output: ref, answer: ref},
		{name: "input empty", input: "", output: "\n", answer: ""},
		{name: "input letters", input: "1 2 \xe9t\xe9", output: ref, answer: ref},
		{name: "bad board", flags: []string{"-rows", "0"}, input: in, output: ref, answer: ref},
		{name: "board too big", flags: []string{"-rows", "100000", "-cols", "100000"}, input: in, output: ref, answer: ref},
		{name: "closed 6x6 in a table", flags: []string{"-rows", "6", "-cols", "6", "-closed"}, input: "1", output: lineOf(mustSearch(t, 6, 6, 1, true)), answer: lineOf(mustSearch(t, 6, 6, 1, true))},
		{name: "big board", flags: []string{"-rows", "1", "-cols", "2000000"}, input: "2", output: "2 3\n", answer: "2 5\n"},
		{name: "big board repeat", flags: []string{"-rows", "3", "-cols", "700000"}, input: "1", output: "1 700003 1\n", answer: "1\n"},
		{name: "grid as a line", input: "1", output: gridOf(8, 8, t1), answer: l1},
		{name: "grid as a line, tabs", input: "1", output: strings.ReplaceAll(gridOf(8, 8, t1), " ", "\t"), answer: l1},
		{name: "grid as a line, bad token", input: "1", output: "1 x 3 4 5 6 7 8\n", answer: l1},
		{name: "grid as a line, 9 numbers", input: "1", output: "1 2 3 4 5 6 7 8 9\n", answer: l1},
		{name: "grid as a line, 7 numbers", input: "1", output: "1 2 3 4 5 6 7\n", answer: l1},
		{name: "grid as a line, long token", input: "1", output: "1 2 3 4 5 6 7 " + zeros(45) + "\n", answer: l1},
		{name: "grid as the answer file", input: "1", output: l1, answer: gridOf(8, 8, t1)},
		{name: "grid row short", input: "1", output: l1[:strings.Index(l1, " 5 ")] + "\n", answer: l1},
		{name: "1x8 no hint", flags: []string{"-rows", "1", "-cols", "8"}, input: "1", output: "1 2 3 4 5 6 7 8\n", answer: "no tour\n"},
	}
	cases = append(cases, more...)
	return append(cases, longLineCases(t)...)
}

// longLineCases are outputs whose first line is the answer file's, longer than the
// C++ reader's buffer (Input::size, 1 MiB), padded as the grammar allows, and whose
// second line, for the same start, is that line's tail from the buffer's end on: a
// wrong answer (it starts mid-tour) that a memo of the line's last chunk would take
// for the line already accepted (issue 35, point 1).
func longLineCases(t *testing.T) []cliCase {
	t1 := mustSearch(t, 8, 8, 1, false)
	tour := strings.TrimSuffix(lineOf(t1), "\n")
	const buffer = 1 << 20
	padded := make([]string, len(t1))
	for i, v := range t1 {
		padded[i] = fmt.Sprintf("%040d", v)
	}
	var cases []cliCase
	for _, c := range []struct{ name, line string }{
		{"leading spaces", strings.Repeat(" ", buffer-10) + tour},
		{"spaces between squares", strings.Join(strings.Fields(tour), strings.Repeat(" ", 16700))},
		{"zero-padded squares", strings.Repeat(" ", buffer-1000) + strings.Join(padded, " ")},
	} {
		tail := c.line[buffer:]
		cases = append(cases, cliCase{name: "line over the buffer, its tail again: " + c.name, input: "1 1\n", output: c.line + "\n" + tail + "\n", answer: c.line + "\n" + c.line + "\n"})
	}
	return cases
}

// run runs a program and returns its exit code and stderr; it fails the
// test if the program cannot start.
func run(t *testing.T, stdin string, name string, args ...string) (int, string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Stdin = strings.NewReader(stdin)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		return exit.ExitCode(), stderr.String()
	case err != nil:
		t.Fatalf("%s: %v", name, err)
	}
	return 0, stderr.String()
}

// cppPrograms are the C++ programs, built once for all tests by cppBuild
// ("" for one that is not built: no testlib.h).
type cppPrograms struct {
	validator string // validator.cpp
	checker   string // check.cpp with the pinned testlib.h
	checker56 string // check.cpp with -DKT_ROWS=5 -DKT_COLS=6 -DKT_CLOSED=1
	cms       string // check.cpp with -DCMS and CMS's testlib.h
	domjudge  string // check.cpp with DOMjudge's testlib.h (Polygon2DOMjudge's)
	err       error
	skip      string
	notes     []leftOut
}

// leftOut is a C++ program that cppBuild did not build, and why.
type leftOut struct{ program, why string }

var (
	cppOnce  sync.Once
	cppBuilt cppPrograms
	cppDir   string // where cppBuild puts the programs; removed by TestMain
)

func TestMain(m *testing.M) {
	code := m.Run()
	if cppDir != "" {
		os.RemoveAll(cppDir)
	}
	os.Exit(code)
}

// buildCpp returns the C++ programs, compiled with g++ on first use (in
// parallel) or kept from a run before (cppcache_test.go): the Kattis
// validator; and, when testlib.h is at hand, the one-file checker
// check.cpp, copied alone into a folder (so that it needs only
// testlib.h), with the pinned testlib.h, with board defaults,
// with CMS's testlib.h and -DCMS as CMS's Polygon loader builds it, and
// with DOMjudge's testlib.h as Polygon2DOMjudge ships it.
// It skips the test without g++.
func buildCpp(t *testing.T) cppPrograms {
	t.Helper()
	cppOnce.Do(func() { cppBuilt = cppBuild() })
	p := cppBuilt
	if p.skip != "" {
		t.Skip(p.skip)
	}
	if p.err != nil {
		t.Fatal(p.err)
	}
	for _, n := range p.notes { // a program left out is a skipped subtest, listed as one
		t.Run(n.program, func(t *testing.T) { t.Skip(n.why) })
	}
	return p
}

func cppBuild() (p cppPrograms) {
	path, err := tools.OS.GPP()
	if err != nil {
		p.skip = "g++ is not installed: the C++ judge is not checked"
		return p
	}
	gpp, err := cppbuild.New(path)
	if err != nil {
		p.err = err
		return p
	}
	if cppDir, err = os.MkdirTemp("", "knightstour-cpp"); err != nil {
		p.err = err
		return p
	}
	src, err := os.ReadFile(filepath.Join(cppSrc, "check.cpp"))
	if err != nil {
		p.err = err
		return p
	}
	alone := filepath.Join(cppDir, "alone")
	if err := os.Mkdir(alone, 0o755); err != nil {
		p.err = err
		return p
	}
	if err := os.WriteFile(filepath.Join(alone, "check.cpp"), src, 0o644); err != nil {
		p.err = err
		return p
	}
	here, err := os.Getwd()
	if err != nil {
		p.err = err
		return p
	}
	cache := cppbuild.CacheDir()
	var wg sync.WaitGroup
	var mu sync.Mutex
	// The programs that judge big files (TestDifferential runs every one of
	// them on an output over 128 MiB, and on 10^7 queries with
	// KNIGHTSTOUR_SLOW=1) are not built with -O0, which takes 2.1 s on 10^7
	// queries. check.cpp, which testlib.h makes slow to compile, is built with -Og
	// (0.7 s there, for 0.3 s more of g++ than -O0); -O1 would take 0.35 s
	// there but 1.2 s more of g++ a program. validator.cpp, quick to compile,
	// is built with -O1 (and its -Wall -Wextra -Werror keep -O1's flow
	// analysis). -O2 costs 2 s more of g++ and gains little here. checker56
	// judges small files only: -O0. check.cpp is compiled in its folder by its
	// own name, so that the cache's key (internal/cppbuild) does not hold the
	// folder's random name.
	build := func(out *string, name, dir string, args ...string) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			prog, err := gpp.Compile(cache, dir, filepath.Join(cppDir, name), append([]string{"-std=c++17"}, args...)...)
			mu.Lock()
			defer mu.Unlock()
			*out, p.err = prog, errors.Join(p.err, err)
		}()
	}
	build(&p.validator, "validator", here, "-O1", "-Wall", "-Wextra", "-Werror", filepath.Join(cppSrc, "validator.cpp"))
	if tdir, err := tools.OS.Testlib(root); err == nil {
		// testlib.h itself is not -Wextra clean.
		build(&p.checker, "checker", alone, "-Og", "-I", tdir, "check.cpp")
		build(&p.checker56, "checker56", alone, "-O0", "-DKT_ROWS=5", "-DKT_COLS=6", "-DKT_CLOSED=1", "-I", tdir, "check.cpp")
	} else {
		p.notes = append(p.notes, leftOut{"testlib", fmt.Sprintf("%v: the testlib checker is not checked", err)})
	}
	if cdir, err := tools.OS.CMSTestlib(root); err == nil {
		build(&p.cms, "cms", alone, "-Og", "-DCMS", "-I", cdir, "check.cpp")
	} else {
		p.notes = append(p.notes, leftOut{"CMS", fmt.Sprintf("%v: check.cpp is not built for CMS", err)})
	}
	if ddir, err := tools.OS.DOMjudgeTestlib(root); err == nil {
		build(&p.domjudge, "domjudge", alone, "-Og", "-I", ddir, "check.cpp")
	} else {
		p.notes = append(p.notes, leftOut{"DOMjudge", fmt.Sprintf("%v: check.cpp is not built with DOMjudge's testlib.h", err)})
	}
	wg.Wait()
	if cache != "" {
		cppbuild.Trim(cache)
	}
	return p
}

// cppSrc holds the C++ judge, judge/cpp/src.
var cppSrc = filepath.Join("..", "..", "cpp", "src")

// TestCheckCpp checks that judge/cpp/src/check.cpp is cpp.Check's output (and
// rewrites it with GOLDIE_UPDATE=1), that it includes nothing of the
// project, and that it has the board defaults at its top.
func TestCheckCpp(t *testing.T) {
	want, err := cpp.Check(os.DirFS(cppSrc))
	if err != nil {
		t.Fatal(err)
	}
	name := filepath.Join(cppSrc, "check.cpp")
	if os.Getenv("GOLDIE_UPDATE") != "" {
		if err := os.WriteFile(name, want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s is out of date: regenerate it with GOLDIE_UPDATE=1 go test -run TestCheckCpp ./judge/cmd/knightstour-judge", name)
	}
	for _, line := range strings.Split(string(got), "\n") {
		if strings.HasPrefix(line, "#include \"") && line != "#include \"testlib.h\"" {
			t.Errorf("check.cpp: %s", line)
		}
	}
	top := strings.Join(strings.Split(string(got), "\n")[:60], "\n")
	for _, d := range []string{"#ifndef KT_ROWS\n#define KT_ROWS 8\n#endif", "#ifndef KT_COLS\n#define KT_COLS 8\n#endif", "#ifndef KT_CLOSED\n#define KT_CLOSED 0\n#endif"} {
		if !strings.Contains(top, d) {
			t.Errorf("check.cpp: no %q at its top", d)
		}
	}
}

// TestCheckCppDefaults runs check.cpp built with board defaults
// (-DKT_ROWS=5 -DKT_COLS=6 -DKT_CLOSED=1), without flags and with flags
// that override them, and built for CMS (-DCMS, CMS's testlib.h), called
// as CMS calls a checker: INPUT CORRECT CONTESTANT.
func TestCheckCppDefaults(t *testing.T) {
	p := buildCpp(t)
	dir := t.TempDir()
	in := writeFile(t, dir, "input.txt", "1\n-1\n")
	open56 := lineOf(mustSearch(t, 5, 6, 1, false))
	c66 := lineOf(mustSearch(t, 6, 6, 1, true))
	o66 := lineOf(mustSearch(t, 6, 6, 1, false))
	if p.checker56 != "" {
		ans := writeFile(t, dir, "answer.txt", open56)
		closed := writeFile(t, dir, "closed.txt", lineOf(mustSearch(t, 5, 6, 1, true)))
		for _, tc := range []struct {
			args []string
			exit int
			msg  string // the verdict line starts or ends with it
		}{
			{[]string{in, ans, closed}, 1, "wrong answer query 1 (start 1), line 1: position 30 (square "},
			{[]string{in, closed, ans}, 3, "FAIL the answer file (jury), line 1 (query 1, start 1): position 30 (square "},
			{[]string{"-closed=false", in, ans, ans}, 0, "ok 1 queries: 1 tours, 0 no tour (judged as 5x6, the default)\n"},
			{[]string{"-rows", "6", "-cols", "6", in, writeFile(t, dir, "c66.txt", c66), writeFile(t, dir, "c66a.txt", c66)}, 0, "ok 1 queries: 1 tours, 0 no tour (judged as 6x6, from the flags)\n"},
			{[]string{in, writeFile(t, dir, "c66b.txt", c66), writeFile(t, dir, "c66c.txt", c66)}, 3, " (judged as 5x6, the default: the lines read as tours of 6x6: give -rows 6 -cols 6)\n"},
		} {
			code, msg := run(t, "", p.checker56, tc.args...)
			if code != tc.exit || !strings.HasPrefix(msg, tc.msg) && !strings.HasSuffix(msg, tc.msg) {
				t.Errorf("check.cpp 5x6 closed %q: exit %d, %q; want %d, %q", tc.args, code, msg, tc.exit, tc.msg)
			}
		}
	}
	if p.cms == "" {
		return
	}
	correct := writeFile(t, dir, "correct.txt", lineOf(mustSearch(t, 8, 8, 1, false)))
	wrong := writeFile(t, dir, "wrong.txt", lineOf(mustSearch(t, 8, 8, 2, false)))
	for _, tc := range []struct {
		name           string
		args           []string
		exit           int
		stdout, stderr string
	}{
		{"accepted", []string{in, correct, correct}, 0, "1.0\n", "translate:success\n"},
		{"wrong answer", []string{in, correct, wrong}, 0, "0.0\n", "translate:wrong\n"},
		{"wrong answer as the correct output", []string{in, wrong, correct}, 1, "", "FAIL "},
		{"6x6 closed by flags", []string{"-rows", "6", "-cols", "6", "-closed", in, writeFile(t, dir, "c.txt", c66), writeFile(t, dir, "o.txt", o66)}, 0, "0.0\n", "translate:wrong\n"},
		{"missing input", []string{filepath.Join(dir, "missing"), correct, correct}, 1, "", "FAIL cannot open the input"},
	} {
		cmd := exec.Command(p.cms, tc.args...)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		code := 0
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			code = exit.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if code != tc.exit || stdout.String() != tc.stdout || !strings.HasPrefix(stderr.String(), tc.stderr) {
			t.Errorf("CMS %s: exit %d, stdout %q, stderr %q; want %d, %q, %q", tc.name, code, stdout.String(), stderr.String(), tc.exit, tc.stdout, tc.stderr)
		}
	}
}

// TestCpp checks that the C++ judge agrees with the Go judge on every
// case of cppCases, byte for byte: as a testlib checker (exit code,
// verdict line, RESULT file with -appes) and as a Kattis validator (exit
// code, judgemessage.txt or judgeerror.txt). The Go results are a golden
// file; the C++ programs are built with g++ and testlib.h when present.
func TestCpp(t *testing.T) {
	cases := cppCases(t)
	var golden strings.Builder
	for _, tc := range cases {
		dir := t.TempDir()
		in := writeFile(t, dir, "input.txt", tc.input)
		out := writeFile(t, dir, "output.txt", tc.output)
		ans := writeFile(t, dir, "answer.txt", tc.answer)
		var stderr bytes.Buffer
		code := cliRun(append(append([]string(nil), tc.flags...), in, out, ans), nil, io.Discard, &stderr)
		fmt.Fprintf(&golden, "%s\n  %d %s", tc.name, code, stderr.String())
	}
	goldie.New(t).Assert(t, "cpp", []byte(golden.String()))

	p := buildCpp(t)
	validator, checker := p.validator, p.checker
	random := randomCases(t, 150)
	for i, tc := range append(cases, random...) {
		// The testlib checker on every tenth random case only: it is slow to start.
		testlib := checker != "" && (i < len(cases) || i%10 == 0)
		tc := tc // go 1.21: one variable for the whole loop, and the subtests run after it
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel() // each runs the C++ programs: one a core
			dir := t.TempDir()
			in := writeFile(t, dir, "input.txt", tc.input)
			out := writeFile(t, dir, "output.txt", tc.output)
			ans := writeFile(t, dir, "answer.txt", tc.answer)

			// Kattis: INPUT ANSWER FEEDBACK_DIR/ [flags] < OUTPUT.
			feedback := func(fb string) string {
				var b strings.Builder
				for _, name := range []string{"judgemessage.txt", "judgeerror.txt"} {
					if data, err := os.ReadFile(filepath.Join(fb, name)); err == nil {
						fmt.Fprintf(&b, "%s: %s", name, data)
					}
				}
				return b.String()
			}
			goFB, cppFB := filepath.Join(dir, "go"), filepath.Join(dir, "cpp")
			os.Mkdir(goFB, 0o755)
			os.Mkdir(cppFB, 0o755)
			var stderr bytes.Buffer
			goCode := cliRun(append([]string{in, ans, goFB + "/"}, tc.flags...), strings.NewReader(tc.output), io.Discard, &stderr)
			cppCode, cppErr := run(t, tc.output, validator, append([]string{in, ans, cppFB + "/"}, tc.flags...)...)
			if goCode != cppCode || feedback(goFB) != feedback(cppFB) || stderr.String() != cppErr {
				t.Errorf("Kattis: Go exit %d, %q, stderr %q\nC++ exit %d, %q, stderr %q", goCode, feedback(goFB), stderr.String(), cppCode, feedback(cppFB), cppErr)
			}
			if !testlib {
				return
			}

			// testlib: [flags] INPUT OUTPUT ANSWER, then with RESULT -appes.
			stderr.Reset()
			goCode = cliRun(append(append([]string(nil), tc.flags...), in, out, ans), nil, io.Discard, &stderr)
			cppCode, cppErr = run(t, "", checker, append(append([]string(nil), tc.flags...), in, out, ans)...)
			if goCode != cppCode || stderr.String() != cppErr {
				t.Errorf("testlib: Go exit %d, %q\ntestlib exit %d, %q", goCode, stderr.String(), cppCode, cppErr)
			}
			goRes, cppRes := filepath.Join(dir, "go.xml"), filepath.Join(dir, "cpp.xml")
			goCode = cliRun(append(append([]string(nil), tc.flags...), in, out, ans, goRes, "-appes"), nil, io.Discard, &stderr)
			cppCode, _ = run(t, "", checker, append(append([]string(nil), tc.flags...), in, out, ans, cppRes, "-appes")...)
			goXML, _ := os.ReadFile(goRes)
			cppXML, _ := os.ReadFile(cppRes)
			if goCode != cppCode || !bytes.Equal(goXML, cppXML) {
				t.Errorf("testlib -appes: Go exit %d, %q\ntestlib exit %d, %q", goCode, goXML, cppCode, cppXML)
			}
		})
	}
}

// randomCases returns n cases made by random edits of right outputs,
// answer files and query files on a 5×6 board (fixed seed): bytes that
// matter to the grammar inserted, deleted and replaced.
func randomCases(t *testing.T, n int) []cliCase {
	rng := rand.New(rand.NewSource(1153))
	flags := []string{"-rows", "5", "-cols", "6"}
	l1, l2 := lineOf(mustSearch(t, 5, 6, 1, false)), lineOf(mustSearch(t, 5, 6, 2, false))
	alphabet := []string{"0", "1", "2", "9", " ", "\n", "\r", "\t", "\v", "-", "n", "o", "t", "u", "r", "no tour", "\xef\xbb\xbf", "x", "\xff", "30", "31", "-1"}
	mutate := func(s string) string {
		b := []byte(s)
		for k := rng.Intn(3) + 1; k > 0; k-- {
			i := rng.Intn(len(b) + 1)
			ins := alphabet[rng.Intn(len(alphabet))]
			switch rng.Intn(3) {
			case 0: // insert
				b = append(b[:i], append([]byte(ins), b[i:]...)...)
			case 1: // delete
				if i < len(b) {
					b = append(b[:i], b[i+1:]...)
				}
			default: // replace
				if i < len(b) {
					b = append(b[:i], append([]byte(ins), b[i+1:]...)...)
				}
			}
		}
		return string(b)
	}
	var cases []cliCase
	for i := 0; i < n; i++ {
		c := cliCase{name: fmt.Sprintf("random %d", i), flags: flags, input: "1 2\n-1\n", output: l1 + l2, answer: l1 + l2}
		switch i % 5 {
		case 0, 1, 2:
			c.output = mutate(c.output)
		case 3:
			c.answer = mutate(c.answer)
		default:
			c.input = mutate(c.input)
		}
		cases = append(cases, c)
	}
	return cases
}

// TestCppKattisFaults checks the Kattis form's faults of the wiring in the C++ programs
// against the Go judge: stdin closed, /dev/null or a directory is a judge failure
// (exit 3, in the validator the Go judge's message; a closed stdin must not be taken
// for the first file opened), and so is a feedback folder where judgemessage.txt
// cannot be written, with the Go judge's message.
func TestCppKattisFaults(t *testing.T) {
	p := buildCpp(t)
	dir := t.TempDir()
	in := writeFile(t, dir, "input.txt", "1\n")
	ans := writeFile(t, dir, "answer.txt", "1\n")
	args := func(fb string) []string { return []string{"-rows", "1", "-cols", "1", in, ans, fb} }
	programs := map[string]string{"validator.cpp": p.validator}
	if p.domjudge != "" {
		programs["check.cpp with DOMjudge's testlib.h"] = p.domjudge
	}
	for name, prog := range programs {
		for _, stdin := range []string{"<&-", "</dev/null", "<" + dir} {
			fb := t.TempDir() + "/"
			cmd := exec.Command("sh", append([]string{"-c", `exec "$0" "$@" ` + stdin, prog}, args(fb)...)...)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			err := cmd.Run()
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != 3 {
				t.Errorf("%s %s: %v, %q; want exit 3", name, stdin, err, stderr.String())
			}
			if prog == p.validator && stderr.String() != "FAIL "+cliStdinNotOutput+"\n" {
				t.Errorf("%s %s: stderr %q; want the Go judge's %q", name, stdin, stderr.String(), cliStdinNotOutput)
			}
		}
	}
	// judgemessage.txt a directory: the feedback cannot be written (even by root).
	fb := t.TempDir() + "/"
	if err := os.Mkdir(fb+"judgemessage.txt", 0o755); err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	goCode := cliRun(args(fb), strings.NewReader("1\n"), io.Discard, &stderr)
	cppCode, cppErr := run(t, "1\n", p.validator, args(fb)...)
	want := "FAIL cannot write the feedback: open " + fb + "judgemessage.txt: is a directory\n"
	if goCode != 3 || cppCode != 3 || stderr.String() != want || cppErr != want {
		t.Errorf("unwritable feedback: Go exit %d, %q; C++ exit %d, %q; want 3, %q", goCode, stderr.String(), cppCode, cppErr, want)
	}
}
