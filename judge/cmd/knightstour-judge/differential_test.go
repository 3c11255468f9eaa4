package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// diffCase is one case of TestDifferential: files given as contents, or
// as a path (a directory, a missing file) when the content starts with
// "path:".
type diffCase struct {
	name                  string
	flags                 []string
	input, output, answer string
	// limitKB, if not 0, runs the C++ programs under an address-space
	// limit of that many KiB (ulimit -v), as judges run checkers.
	limitKB int
	// flagsLast puts the flags after the files in the testlib and CMS forms.
	flagsLast bool
	// expect, if not "", is what the Go judge's testlib form must give: "FAIL"
	// (exit 3; so the C++ checkers must too, Kattis a judge error and CMS a
	// non-zero exit) or "rejected" (exit 1 or 2).
	expect string
}

// diffFile makes the file of a case: content, or "path:P" for P itself.
func diffFile(t *testing.T, dir, name, content string) string {
	if p, ok := strings.CutPrefix(content, "path:"); ok {
		return p
	}
	return writeFile(t, dir, name, content)
}

// writeRepeated writes copies copies of line to the file name in dir, a
// buffer at a time, and returns its path: the big case's 128 MiB made as one
// string and then one slice cost 3 s of CPU, most of it the pages of both.
func writeRepeated(t *testing.T, dir, name, line string, copies int) string {
	t.Helper()
	p := filepath.Join(dir, name)
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriterSize(f, 1<<20)
	for i := 0; i < copies; i++ {
		w.WriteString(line)
	}
	if err := errors.Join(w.Flush(), f.Close()); err != nil {
		t.Fatal(err)
	}
	return p
}

// fileSum returns a digest of a file's bytes, "" if it cannot be read.
func fileSum(name string) string {
	f, err := os.Open(name)
	if err != nil {
		return ""
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return ""
	}
	return fmt.Sprintf("%x", h.Sum(nil))
}

// fileSums returns the fileSum of each file, each named file read once: the
// big cases give one 128 MiB file as both output and answer.
func fileSums(names ...string) []string {
	sums := make([]string, len(names))
	for i, name := range names {
		if j := slices.Index(names, name); j < i {
			sums[i] = sums[j]
		} else {
			sums[i] = fileSum(name)
		}
	}
	return sums
}

// runLimited runs a program with stdin from the file named stdin ("" for
// none), under an address-space limit when limitKB > 0, and returns its
// exit code (-1 when a signal ended it) and stderr.
func runLimited(t *testing.T, limitKB int, stdin, name string, args ...string) (int, string) {
	t.Helper()
	code, _, stderr := runOut(t, limitKB, stdin, name, args...)
	return code, stderr
}

// runOut is runLimited that also returns stdout.
func runOut(t *testing.T, limitKB int, stdin, name string, args ...string) (int, string, string) {
	t.Helper()
	var cmd *exec.Cmd
	if limitKB > 0 {
		cmd = exec.Command("sh", append([]string{"-c", fmt.Sprintf(`ulimit -v %d && exec "$0" "$@"`, limitKB), name}, args...)...)
	} else {
		cmd = exec.Command(name, args...)
	}
	if stdin != "" {
		f, err := os.Open(stdin)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		cmd.Stdin = f
	}
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		return exit.ExitCode(), stdout.String(), stderr.String()
	case err != nil:
		t.Fatalf("%s: %v", name, err)
	}
	return 0, stdout.String(), stderr.String()
}

// cmsVerdict maps what a CMS checker did to a testlib exit code: 0 for the
// score 1.0, 1 for 0.0 (wrong answer and presentation error alike), 3 for
// a failure (a non-zero exit), -1 for anything else.
func cmsVerdict(code int, stdout string) int {
	switch {
	case code != 0:
		return 3
	case stdout == "1.0\n":
		return 0
	case stdout == "0.0\n":
		return 1
	}
	return -1
}

// diffCases returns the generated cases: random mutations, every flag
// spelling, file faults, and (unless -short) big files.
func diffCases(t *testing.T, dir string) []diffCase {
	var cases []diffCase
	for _, c := range randomCases(t, 60) { // TestCpp runs the same 60 and 90 more
		cases = append(cases, diffCase{name: c.name, flags: c.flags, input: c.input, output: c.output, answer: c.answer})
	}
	right := map[[3]int]string{}
	tour := func(rows, cols int, closed bool) string {
		k := [3]int{rows, cols, 0}
		if closed {
			k[2] = 1
		}
		if right[k] == "" {
			right[k] = lineOf(mustSearch(t, rows, cols, 1, closed))
		}
		return right[k]
	}
	for _, fs := range flagSpellings {
		rows, cols := fs.rows, fs.cols
		if fs.refused {
			rows, cols = 8, 8
		}
		l := tour(rows, cols, fs.closed)
		name := "flags " + strings.Join(fs.args, " ")
		cases = append(cases, diffCase{name: name, flags: fs.args, input: "1\n", output: l, answer: l})
		if !fs.refused {
			cases = append(cases, diffCase{name: name + " after the files", flags: fs.args, flagsLast: true, input: "1\n", output: l, answer: l})
		}
		if !fs.closed && rows*cols > 25 && !fs.refused {
			// An open tour under the spelling with -closed added must be
			// judged alike too.
			cases = append(cases, diffCase{name: name + " -closed", flags: append(append([]string(nil), fs.args...), "-closed"), input: "1\n", output: l, answer: l})
		}
	}
	l1, l2 := lineOf(mustSearch(t, 5, 6, 1, false)), lineOf(mustSearch(t, 5, 6, 2, false))
	board := []string{"-rows", "5", "-cols", "6"}
	missing := "path:" + filepath.Join(dir, "missing")
	folder := "path:" + dir
	ok := diffCase{flags: board, input: "1 2\n-1\n", output: l1 + l2, answer: l1 + l2}
	with := func(name string, f func(c *diffCase)) {
		c := ok
		c.name = name
		f(&c)
		cases = append(cases, c)
	}
	with("right", func(c *diffCase) {})
	with("missing input", func(c *diffCase) { c.input = missing })
	with("missing input, empty output", func(c *diffCase) { c.input, c.output = missing, "" })
	with("missing answer", func(c *diffCase) { c.answer = missing })
	with("input a directory", func(c *diffCase) { c.input = folder })
	with("answer a directory", func(c *diffCase) { c.answer, c.expect = folder, "FAIL" }) // never a feedback folder
	with("output a directory", func(c *diffCase) { c.output = folder })
	with("empty input", func(c *diffCase) { c.input = "" })
	with("input not squares", func(c *diffCase) { c.input = "1 x\n" })
	with("input out of range", func(c *diffCase) { c.input = "1 31\n" })
	with("input bad after a wrong answer", func(c *diffCase) { c.input, c.output = "1 2 x", l2+l2 })
	with("answer file malformed", func(c *diffCase) { c.answer = l1 + "garbage\n" })
	with("answer file short", func(c *diffCase) { c.answer = l1 })
	with("answer file empty", func(c *diffCase) { c.answer = "" })
	with("answer file says no tour", func(c *diffCase) { c.answer = l1 + "no tour\n" })
	cases = append(cases, juryCases(t)...)
	for _, c := range longLineCases(t) {
		cases = append(cases,
			diffCase{name: c.name, input: c.input, output: c.output, answer: c.answer, expect: "rejected"},
			diffCase{name: c.name + ", swapped", input: c.input, output: c.answer, answer: c.output, expect: "FAIL"})
	}
	if !testing.Short() {
		// A right output over testlib's 128 MiB.
		line := lineOf(mustSearch(t, 8, 8, 1, false))
		copies := 134217728/len(line) + 1000
		big := writeRepeated(t, dir, "big.txt", line, copies)
		cases = append(cases, diffCase{name: "output over 128 MiB", input: strings.Repeat("1\n", copies), output: "path:" + big, answer: "path:" + big})
		// No tour answers on a board of 2^26 squares: cheap when an answer
		// costs its bytes, not the board (160 GB of clearing if it cost the
		// board; scripts/measure judge times it against 2^21 squares).
		const answers = 20000
		cases = append(cases, diffCase{name: "no tour on 2^26 squares", flags: []string{"-rows", "1", "-cols", "67108864"},
			input: strings.Repeat("2\n", answers), output: strings.Repeat("no tour\n", answers), answer: strings.Repeat("no tour\n", answers)})
		// Many queries in 64 MiB of address space, as judges limit checkers.
		// Ten million show that the queries are not kept (they would need 40
		// MiB, more than the testlib programs have left there), but take 4 s
		// of CPU, a tenth of the package's tests: go test runs them with
		// KNIGHTSTOUR_SLOW=1 (as .ci/run does), a million otherwise.
		n, name := 1000000, "10^6 queries in 64 MiB"
		if os.Getenv("KNIGHTSTOUR_SLOW") == "1" {
			n, name = 10000000, "10^7 queries in 64 MiB"
		}
		many := strings.Repeat("1\n", n)
		cases = append(cases, diffCase{name: name, flags: []string{"-rows", "1", "-cols", "1"},
			input: many, output: many, answer: many, limitKB: 64 << 10})
	}
	return cases
}

// juryCases are wrong answer files, each with a right output (the checkers must
// fail: a judge failure in every convention), and the same files swapped (the
// wrong file as the output must be rejected, the right one as the answer file
// judged by it): the answer file is walked, never trusted.
func juryCases(t *testing.T) []diffCase {
	t1, t2 := mustSearch(t, 5, 6, 1, false), mustSearch(t, 5, 6, 2, false)
	l1, l2 := lineOf(t1), lineOf(t2)
	board := []string{"-rows", "5", "-cols", "6"}
	tweak := func(f func(tr []int) []int) string { return lineOf(f(append([]int(nil), t2...))) }
	c6, o6 := lineOf(mustSearch(t, 6, 6, 1, true)), lineOf(mustSearch(t, 6, 6, 1, false))
	s7 := lineOf(mustSearch(t, 7, 7, 1, false))
	seven := []string{"-rows", "7", "-cols", "7"}
	type bad struct {
		name                string
		flags               []string
		input, right, wrong string
	}
	var cases []diffCase
	for _, b := range []bad{
		{"bad move", board, "1 2", l1 + l2, l1 + tweak(func(tr []int) []int { tr[10], tr[11] = tr[11], tr[10]; return tr })},
		{"repeated square", board, "1 2", l1 + l2, l1 + tweak(func(tr []int) []int { tr[20] = tr[5]; return tr })},
		{"wrong start", board, "1 2", l1 + l2, l1 + l1},
		{"short", board, "1 2", l1 + l2, l1 + tweak(func(tr []int) []int { return tr[:29] })},
		{"open where closed asked", []string{"-rows", "6", "-cols", "6", "-closed"}, "1", c6, o6},
		{"no tour where a tour exists", board, "1 2", l1 + l2, l1 + "no tour\n"},
		{"a tour where there is none", seven, "1 2", s7 + "no tour\n", s7 + "2 " + strings.TrimPrefix(s7, "1 ")},
		{"garbage", board, "1 2", l1 + l2, l1 + "2 x\n"},
		{"one answer short", board, "1 2", l1 + l2, l1},
	} {
		cases = append(cases,
			diffCase{name: "jury: " + b.name, flags: b.flags, input: b.input, output: b.right, answer: b.wrong, expect: "FAIL"},
			diffCase{name: "jury: " + b.name + ", swapped", flags: b.flags, input: b.input, output: b.wrong, answer: b.right, expect: "rejected"})
	}
	return cases
}

// TestDifferential feeds the same generated cases (random mutations,
// every flag spelling, file faults, big files) to the three checkers: the
// Go judge (in the testlib, Kattis and CMS conventions), the C++ testlib
// checker (check.cpp; also built for CMS and with DOMjudge's testlib.h)
// and the C++ output validator. They must give one
// verdict: the same testlib exit code, the same Kattis exit code, and
// Kattis's code the one that testlib's maps to. A crash (any other exit
// code or a signal) fails the test, and so does any change to a file a
// checker was given to read.
func TestDifferential(t *testing.T) {
	p := buildCpp(t)
	dir := t.TempDir()
	for i, tc := range diffCases(t, dir) {
		i, tc := i, tc // go 1.21: one variable for the whole loop, and the subtests run after it
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel() // each runs the C++ programs and judges: one a core
			cdir := filepath.Join(dir, fmt.Sprint(i))
			if err := os.Mkdir(cdir, 0o755); err != nil {
				t.Fatal(err)
			}
			in := diffFile(t, cdir, "input.txt", tc.input)
			out := diffFile(t, cdir, "output.txt", tc.output)
			ans := diffFile(t, cdir, "answer.txt", tc.answer)
			sums := fileSums(in, out, ans)
			files := func(names ...string) []string {
				if tc.flagsLast {
					return append(names, tc.flags...)
				}
				return append(append([]string(nil), tc.flags...), names...)
			}
			testlibArgs := files(in, out, ans)

			var stderr bytes.Buffer
			goT := cliRun(testlibArgs, strings.NewReader(""), io.Discard, &stderr)
			goMsg := stderr.String()
			switch {
			case tc.expect == "FAIL" && goT != 3, tc.expect == "rejected" && goT != 1 && goT != 2:
				t.Errorf("testlib: Go exit %d %q, want %s", goT, goMsg, tc.expect)
			}

			goFB, cppFB := filepath.Join(cdir, "go"), filepath.Join(cdir, "cpp")
			os.Mkdir(goFB, 0o755)
			os.Mkdir(cppFB, 0o755)
			kattis := func(fb string) []string { return append([]string{in, ans, fb + "/"}, tc.flags...) }
			goK := -1 // no Kattis run when the output cannot be stdin
			if f, err := os.Open(out); err == nil {
				stderr.Reset()
				goK = cliRun(kattis(goFB), f, io.Discard, &stderr)
				f.Close()
			}

			limit := tc.limitKB
			if p.checker != "" {
				cT, cMsg := runLimited(t, limit, "", p.checker, testlibArgs...)
				if cT < 0 || cT > 3 {
					t.Errorf("the C++ checker crashed: exit %d, %q", cT, cMsg)
				} else if cT != goT {
					t.Errorf("testlib: Go exit %d %q, C++ checker exit %d %q", goT, goMsg, cT, cMsg)
				}
			}
			if goK >= 0 {
				cK, cMsg := runLimited(t, limit, out, p.validator, kattis(cppFB)...)
				if cK != 3 && cK != 42 && cK != 43 {
					t.Errorf("the C++ validator crashed: exit %d, %q", cK, cMsg)
				} else if cK != goK {
					t.Errorf("Kattis: Go exit %d, C++ validator exit %d %q", goK, cK, cMsg)
				}
				if p.domjudge != "" {
					dFB := filepath.Join(cdir, "dj")
					os.Mkdir(dFB, 0o755)
					dK, dMsg := runLimited(t, limit, out, p.domjudge, kattis(dFB)...)
					if dK != 3 && dK != 42 && dK != 43 {
						t.Errorf("check.cpp with DOMjudge's testlib.h crashed: exit %d, %q", dK, dMsg)
					} else if dK != goK {
						t.Errorf("Kattis: Go exit %d, check.cpp with DOMjudge's testlib.h exit %d %q", goK, dK, dMsg)
					}
				}
				if goK != kattisExit(goT) {
					t.Errorf("Go: testlib exit %d, Kattis exit %d", goT, goK)
				}
			}
			// CMS: [flags] INPUT CORRECT CONTESTANT, the Go judge with -cms and
			// check.cpp built with -DCMS and CMS's testlib.h.
			cmsArgs := files(in, ans, out)
			want := min(goT, 1) // 0 accepted, 1 rejected
			if goT == 3 {
				want = 3
			}
			var stdout bytes.Buffer
			stderr.Reset()
			goC := cmsVerdict(cliRun(append([]string{"-cms"}, cmsArgs...), nil, &stdout, &stderr), stdout.String())
			if goC != want {
				t.Errorf("CMS: Go -cms gives %d, %q %q; testlib form %d", goC, stdout.String(), stderr.String(), goT)
			}
			if p.cms != "" {
				code, cout, cerr := runOut(t, limit, "", p.cms, cmsArgs...)
				if code != 0 && code != 1 {
					t.Errorf("the C++ CMS checker crashed: exit %d, %q", code, cerr)
				} else if c := cmsVerdict(code, cout); c != want {
					t.Errorf("CMS: check.cpp -DCMS gives %d (exit %d, %q, %q); Go %d", c, code, cout, cerr, want)
				}
			}
			for k, got := range fileSums(in, out, ans) {
				if got != sums[k] {
					t.Errorf("%s was changed by a checker", []string{in, out, ans}[k])
				}
			}
		})
	}
}

// TestResultNeverRead checks that RESULT is never a file the checker reads:
// testlib's form with RESULT naming INPUT, OUTPUT or ANSWER (or a link to
// ANSWER) is a judge failure in the Go judge and in check.cpp, and every
// file is left as it was.
func TestResultNeverRead(t *testing.T) {
	dir := t.TempDir()
	l := lineOf(mustSearch(t, 8, 8, 1, false))
	in := writeFile(t, dir, "input.txt", "1\n")
	out := writeFile(t, dir, "output.txt", l)
	ans := writeFile(t, dir, "answer.txt", l)
	link := filepath.Join(dir, "link.txt")
	if err := os.Symlink(ans, link); err != nil {
		t.Fatal(err)
	}
	checkers := map[string]func(args []string) int{
		"Go": func(args []string) int { return cliRun(args, strings.NewReader(""), io.Discard, io.Discard) },
	}
	cppOnce.Do(func() { cppBuilt = cppBuild() })
	if p := cppBuilt; p.skip == "" && p.err == nil && p.checker != "" {
		checkers["C++"] = func(args []string) int { code, _ := runLimited(t, 0, "", p.checker, args...); return code }
	} else {
		t.Run("C++", func(t *testing.T) { // a check left out is a skip, listed as one
			if p.err != nil {
				t.Fatalf("check.cpp does not build: %v", p.err)
			}
			why := p.skip
			if why == "" {
				why = "no testlib.h (set TESTLIB_DIR to the directory of testlib.h)"
			}
			t.Skipf("check.cpp is not checked: %s", why)
		})
	}
	for name, run := range checkers {
		for _, result := range []string{in, out, ans, link} {
			t.Run(name+"/"+filepath.Base(result), func(t *testing.T) {
				sums := fileSums(in, out, ans)
				if code := run([]string{in, out, ans, result}); code != 3 {
					t.Errorf("exit %d, want 3 (FAIL)", code)
				}
				for k, f := range []string{in, out, ans} {
					if fileSum(f) != sums[k] {
						t.Errorf("%s was written", f)
					}
				}
			})
		}
	}
}
