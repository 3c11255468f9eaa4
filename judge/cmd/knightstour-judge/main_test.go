package main

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"
)

// searchTour returns a tour of the rows×cols board from square start
// (closed when asked) by depth-first search in Warnsdorff order, ties in
// the order of the move table; nil if none is found quickly.
func searchTour(rows, cols, start int, closed bool) []int {
	moves := [8]struct{ dr, dc int }{{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}}
	n := rows * cols
	seen := make([]bool, n)
	var path []int
	nodes := 0
	free := func(r, c int) bool { return r >= 0 && r < rows && c >= 0 && c < cols && !seen[r*cols+c] }
	degree := func(r, c int) int {
		d := 0
		for _, m := range moves {
			if free(r+m.dr, c+m.dc) {
				d++
			}
		}
		return d
	}
	s0 := start - 1
	var dfs func(sq int) bool
	dfs = func(sq int) bool {
		nodes++
		seen[sq] = true
		path = append(path, sq+1)
		r, c := sq/cols, sq%cols
		if len(path) == n {
			dr, dc := r-s0/cols, c-s0%cols
			if !closed || dr*dr+dc*dc == 5 {
				return true
			}
		} else if nodes < 1000000 && (!closed || degree(s0/cols, s0%cols) > 0) {
			var next []int
			for _, m := range moves {
				if rr, cc := r+m.dr, c+m.dc; free(rr, cc) {
					next = append(next, rr*cols+cc)
				}
			}
			for i := 1; i < len(next); i++ { // a stable sort by degree
				for j := i; j > 0 && degree(next[j]/cols, next[j]%cols) < degree(next[j-1]/cols, next[j-1]%cols); j-- {
					next[j], next[j-1] = next[j-1], next[j]
				}
			}
			for _, nx := range next {
				if dfs(nx) {
					return true
				}
			}
		}
		seen[sq] = false
		path = path[:len(path)-1]
		return false
	}
	if dfs(s0) {
		return path
	}
	return nil
}

func mustSearch(t *testing.T, rows, cols, start int, closed bool) []int {
	t.Helper()
	tour := searchTour(rows, cols, start, closed)
	if tour == nil {
		t.Fatalf("no %dx%d tour from %d", rows, cols, start)
	}
	return tour
}

func lineOf(tour []int) string {
	s := make([]string, len(tour))
	for i, v := range tour {
		s[i] = strconv.Itoa(v)
	}
	return strings.Join(s, " ") + "\n"
}

func gridOf(rows, cols int, tour []int) string {
	moves := make([]int, len(tour))
	for i, v := range tour {
		moves[v-1] = i + 1
	}
	var b strings.Builder
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			fmt.Fprintf(&b, "%3d", moves[r*cols+c])
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func changed(tour []int, f func(t []int) []int) []int {
	return f(append([]int(nil), tour...))
}

// cliCase is one run of the judge in both conventions.
type cliCase struct {
	name    string
	flags   []string
	input   string
	output  string
	answer  string // the reference output
	exit    int    // testlib exit code (0..3)
	verdict string // the verdict line starts with it (testlib)
	where   string // the message contains it
}

func cliCases(t *testing.T) []cliCase {
	t1, t2, t3 := mustSearch(t, 8, 8, 1, false), mustSearch(t, 8, 8, 2, false), mustSearch(t, 8, 8, 3, false)
	l1, l2, l3 := lineOf(t1), lineOf(t2), lineOf(t3)
	g1, g2, g3 := gridOf(8, 8, t1), gridOf(8, 8, t2), gridOf(8, 8, t3)
	ref, gref := l1+l2+l3, g1+"\n"+g2+"\n"+g3
	in := "1\n2\n3\n-1\n"
	grid := []string{"-format", "grid"}
	c6 := mustSearch(t, 6, 6, 1, true)
	o6 := lineOf(mustSearch(t, 6, 6, 1, false))
	s7 := lineOf(mustSearch(t, 7, 7, 1, false))
	o56 := lineOf(mustSearch(t, 5, 6, 1, false))
	swap := func(tr []int) []int { tr[10], tr[11] = tr[11], tr[10]; return tr }
	repeat := func(tr []int) []int { tr[39] = tr[8]; return tr }
	sixtyFive := func(tr []int) []int { tr[5] = 65; return tr }
	x := strings.Fields(l2)
	x[6] = "x"
	garbage := strings.Join(x, " ") + "\n"
	row := func(g string, r int, f func(string) string) string {
		rows := strings.SplitAfter(g, "\n")
		rows[r] = f(rows[r])
		return strings.Join(rows, "")
	}
	return []cliCase{
		{name: "accepted", input: in, output: ref, answer: ref, verdict: "ok 3 queries"},
		{name: "swapped pair", input: in, output: l1 + lineOf(changed(t2, swap)) + l3, answer: ref, exit: 1, verdict: "wrong answer", where: "query 2 (start 2), line 2: position 11 (square "},
		{name: "repeated square", input: in, output: l1 + lineOf(changed(t2, repeat)) + l3, answer: ref, exit: 1, verdict: "wrong answer", where: "line 2: position 40 (square " + strconv.Itoa(t2[8]) + "): visited twice (first at position 9)"},
		{name: "63 squares", input: in, output: l1 + lineOf(t2[:63]) + l3, answer: ref, exit: 1, verdict: "wrong answer", where: "line 2: too few squares: got 63, want 64"},
		{name: "65 squares", input: in, output: l1 + strings.TrimSuffix(l2, "\n") + " 7\n" + l3, answer: ref, exit: 1, verdict: "wrong answer", where: "line 2: too many squares: got 65, want 64"},
		{name: "square 65", input: in, output: l1 + lineOf(changed(t2, sixtyFive)) + l3, answer: ref, exit: 1, verdict: "wrong answer", where: "line 2: position 6: square 65 is out of range 1..64"},
		{name: "wrong start", input: in, output: l1 + l3 + l2, answer: ref, exit: 1, verdict: "wrong answer", where: "query 2 (start 2), line 2: first square is 3, want 2"},
		{name: "garbage token", input: in, output: l1 + garbage + l3, answer: ref, exit: 2, verdict: "wrong output format", where: `line 2: token 7: "x" is not an integer`},
		{name: "extra line", input: in, output: ref + l1, answer: ref, exit: 2, verdict: "wrong output format", where: "line 4: output left over after the last answer"},
		{name: "missing line", input: in, output: l1 + l2, answer: ref, exit: 1, verdict: "wrong answer", where: "query 3 (start 3), line 3: the output ended before this answer"},
		{name: "CRLF", input: in, output: strings.ReplaceAll(ref, "\n", "\r\n"), answer: ref, verdict: "ok"},
		{name: "byte order mark", input: in, output: "\ufeff" + ref, answer: ref, verdict: "ok 3 queries"},
		{name: "square of 41 bytes", input: in, output: l1 + strings.Repeat("0", 40) + l2 + l3, answer: ref, exit: 2, verdict: "wrong output format", where: `line 2: token 1: "000000000000000000000000..." is longer than 40 bytes`},
		{name: "answer file line not an answer", input: in, output: ref, answer: l1 + "no to\n" + l3, exit: 3, verdict: "FAIL", where: `the answer file (jury), line 2 (query 2, start 2): token 1: "no" is not an integer: want a tour or exactly "no tour"`},
		{name: "answer file blank line", input: in, output: ref, answer: l1 + "\n" + l2 + l3, exit: 3, verdict: "FAIL", where: `the answer file (jury), line 2 (query 2, start 2): too few squares: got 0, want 64`},
		{name: "trailing spaces", input: in, output: strings.ReplaceAll(ref, "\n", "  \n"), answer: ref, verdict: "ok"},
		{name: "missing final newline", input: in, output: strings.TrimSuffix(ref, "\n"), answer: ref, verdict: "ok"},
		{name: "closed", flags: []string{"-rows", "6", "-cols", "6", "-closed"}, input: "1", output: lineOf(c6), answer: lineOf(c6), verdict: "ok"},
		{name: "not closed", flags: []string{"-rows", "6", "-cols", "6", "-closed"}, input: "1", output: o6, answer: lineOf(c6), exit: 1, verdict: "wrong answer", where: "position 36 (square "},
		{name: "no tour", flags: []string{"-rows", "7", "-cols", "7"}, input: "1 2", output: s7 + "no tour\n", answer: s7 + "no tour\n", verdict: "ok 2 queries: 1 tours, 1 no tour"},
		{name: "no tour wrongly", input: in, output: l1 + "no tour\n" + l3, answer: ref, exit: 1, verdict: "wrong answer", where: "query 2 (start 2), line 2: the output says no tour, but a tour from 2 exists"},
		{name: "answer file says no tour where a tour is", input: in, output: ref, answer: l1 + "no tour\n" + l3, exit: 3, verdict: "FAIL", where: "the answer file (jury), line 2 (query 2, start 2): it says no tour, but a tour from 2 exists"},
		{name: "bad input", input: "1 two 3", output: ref, answer: ref, exit: 3, verdict: "FAIL", where: `input: line 1, token 2: "two" is not an integer`},
		{name: "short answer file", input: in, output: ref, answer: l1, exit: 3, verdict: "FAIL", where: "the answer file (jury): it ends before the answer to query 2"},
		{name: "grid accepted", flags: grid, input: in, output: gref, answer: gref, verdict: "ok 3 queries"},
		{name: "grid swapped pair", flags: grid, input: in, output: g1 + "\n" + gridOf(8, 8, changed(t2, swap)) + "\n" + g3, answer: gref, exit: 1, verdict: "wrong answer", where: "query 2 (start 2), line "},
		{name: "grid repeated move", flags: grid, input: in, output: g1 + "\n" + row(g2, 0, func(string) string { return strings.Repeat("  5", 8) + "\n" }) + "\n" + g3, answer: gref, exit: 1, verdict: "wrong answer", where: "row 1, column 2: move 5 appears twice (first at row 1, column 1)"},
		{name: "grid 63 squares", flags: grid, input: in, output: g1 + "\n" + row(g2, 7, func(s string) string { return s[3:] }) + "\n" + g3, answer: gref, exit: 1, verdict: "wrong answer", where: "row 8: too few squares: got 7, want 8"},
		{name: "grid square 65", flags: grid, input: in, output: g1 + "\n" + row(g2, 4, func(s string) string { return " 65" + s[3:] }) + "\n" + g3, answer: gref, exit: 1, verdict: "wrong answer", where: "row 5, column 1: 65 is out of range 1..64"},
		{name: "grid wrong start", flags: grid, input: in, output: g1 + "\n" + g3 + "\n" + g2, answer: gref, exit: 1, verdict: "wrong answer", where: "first square is 3 (row 1, column 3), want 2"},
		{name: "grid garbage", flags: grid, input: in, output: g1 + "\n" + row(g2, 2, func(s string) string { return "  x" + s[3:] }) + "\n" + g3, answer: gref, exit: 2, verdict: "wrong output format", where: `row 3, column 1: "x" is not an integer`},
		{name: "grid extra board", flags: grid, input: in, output: gref + "\n" + g1, answer: gref, exit: 2, verdict: "wrong output format", where: "output left over after the last answer"},
		{name: "grid missing board", flags: grid, input: in, output: g1 + "\n" + g2, answer: gref, exit: 1, verdict: "wrong answer", where: "query 3 (start 3)"},
		{name: "grid CRLF", flags: grid, input: in, output: strings.ReplaceAll(gref, "\n", "\r\n"), answer: gref, verdict: "ok"},
		{name: "grid trailing spaces", flags: grid, input: in, output: strings.ReplaceAll(gref, "\n", " \t \n"), answer: gref, verdict: "ok"},
		{name: "grid missing final newline", flags: grid, input: in, output: strings.TrimSuffix(gref, "\n"), answer: gref, verdict: "ok"},
		{name: "grid not closed", flags: []string{"-format", "grid", "-rows", "6", "-cols", "6", "-closed"}, input: "1", output: gridOf(6, 6, mustSearch(t, 6, 6, 1, false)), answer: gridOf(6, 6, c6), exit: 1, verdict: "wrong answer", where: "move 36: tour is not closed"},
		{name: "6x6 files judged as 8x8", input: "1 2 -1", output: o6 + lineOf(mustSearch(t, 6, 6, 2, false)), answer: o6 + lineOf(mustSearch(t, 6, 6, 2, false)), exit: 3, verdict: "FAIL the answer file (jury), line 1", where: " (judged as 8x8, the default: the lines read as tours of 6x6: give -rows 6 -cols 6)\n"},
		{name: "5x6 files judged as 6x5", flags: []string{"-rows", "6", "-cols", "5"}, input: "1", output: o56, answer: "\ufeff" + o56 + "\r\n\n", exit: 3, verdict: "FAIL", where: " (judged as 6x5, from the flags: the lines read as tours of 5x6: give -rows 5 -cols 6)\n"},
		{name: "7x7 files judged as 8x8", input: "1 2", output: s7 + "no tour\n", answer: s7 + "no tour\n", exit: 3, verdict: "FAIL", where: "(judged as 8x8, the default: the lines read as tours of 7x7: give -rows 7 -cols 7)\n"},
		{name: "8x8 output, 6x6 answer file", input: "1", output: l1, answer: o6, exit: 3, verdict: "FAIL", where: "(judged as 8x8, the default: the lines read as tours of 6x6: give -rows 6 -cols 6)\n"},
		{name: "6x6 output, 8x8 answer file: no hint", input: "1", output: o6, answer: l1, exit: 1, verdict: "wrong answer", where: "1 -> 9 is not a knight's move\n"},
		{name: "6x6 grids judged as 8x8: no hint", flags: grid, input: "1", output: gridOf(6, 6, c6), answer: gridOf(6, 6, c6), exit: 3, verdict: "FAIL", where: "too few squares: got 6, want 8\n"},
	}
}

// testlibExit and kattisExit map a testlib exit code to the Kattis one.
func kattisExit(testlib int) int {
	switch testlib {
	case 0:
		return 42
	case 1, 2:
		return 43
	}
	return 3
}

func writeFile(t *testing.T, dir, name, data string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestConventions(t *testing.T) {
	var golden strings.Builder
	for _, tc := range cliCases(t) {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			in := writeFile(t, dir, "input.txt", tc.input)
			out := writeFile(t, dir, "output.txt", tc.output)
			ans := writeFile(t, dir, "answer.txt", tc.answer)

			// testlib: judge INPUT OUTPUT ANSWER
			var stderr bytes.Buffer
			args := append(append([]string(nil), tc.flags...), in, out, ans)
			code := cliRun(args, strings.NewReader("unused"), io.Discard, &stderr)
			msg := stderr.String()
			if code != tc.exit || !strings.HasPrefix(msg, tc.verdict) || !strings.Contains(msg, tc.where) || strings.Count(msg, "\n") != 1 {
				t.Errorf("testlib: exit %d, stderr %q; want exit %d, %q ... %q", code, msg, tc.exit, tc.verdict, tc.where)
			}
			fmt.Fprintf(&golden, "%s\n  testlib %d: %s", tc.name, code, msg)

			// Kattis: judge INPUT ANSWER FEEDBACK_DIR < OUTPUT, flags after the files.
			fb := filepath.Join(dir, "feedback")
			if err := os.Mkdir(fb, 0o755); err != nil {
				t.Fatal(err)
			}
			stderr.Reset()
			args = append([]string{in, ans, fb + "/"}, tc.flags...)
			code = cliRun(args, strings.NewReader(tc.output), io.Discard, &stderr)
			want := kattisExit(tc.exit)
			feedback, _ := os.ReadFile(filepath.Join(fb, "judgemessage.txt"))
			if want == 3 {
				feedback, _ = os.ReadFile(filepath.Join(fb, "judgeerror.txt"))
				if !strings.HasPrefix(stderr.String(), "FAIL") {
					t.Errorf("kattis: failure without FAIL on stderr: %q", stderr.String())
				}
			} else if stderr.Len() > 0 {
				t.Errorf("kattis: stderr %q", stderr.String())
			}
			if code != want || !strings.Contains(string(feedback), tc.where) {
				t.Errorf("kattis: exit %d, feedback %q; want exit %d, ... %q", code, feedback, want, tc.where)
			}
			fmt.Fprintf(&golden, "  kattis %d: %s", code, feedback)
		})
	}
	goldie.New(t).Assert(t, "conventions", []byte(golden.String()))
}

func TestTestlibWithoutAnswer(t *testing.T) {
	dir := t.TempDir()
	l1 := lineOf(mustSearch(t, 8, 8, 1, false))
	in := writeFile(t, dir, "input.txt", "1 2")
	tests := []struct {
		name   string
		output string
		exit   int
		msg    string
	}{
		{"accepted", l1 + lineOf(mustSearch(t, 8, 8, 2, false)), 0, "ok 2 queries: 2 tours, 0 no tour (judged as 8x8, the default)\n"},
		{"no tour", l1 + "no tour\n", 1, "wrong answer query 2 (start 2), line 2: the output says no tour, but a tour from 2 exists\n"},
		{"6x6 tours", lineOf(mustSearch(t, 6, 6, 1, false)) + lineOf(mustSearch(t, 6, 6, 2, false)), 1, "wrong answer query 1 (start 1), line 1: position 2 (square 9): 1 -> 9 is not a knight's move (judged as 8x8, the default: the lines read as tours of 6x6: give -rows 6 -cols 6)\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := writeFile(t, dir, "output.txt", tt.output)
			var stderr bytes.Buffer
			if code := cliRun([]string{in, out}, nil, io.Discard, &stderr); code != tt.exit || stderr.String() != tt.msg {
				t.Errorf("exit %d, stderr %q; want %d, %q", code, stderr.String(), tt.exit, tt.msg)
			}
		})
	}
}

func TestUsage(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "input.txt", "1")
	out := writeFile(t, dir, "output.txt", lineOf(mustSearch(t, 8, 8, 1, false)))
	missing := filepath.Join(dir, "missing.txt")
	result := filepath.Join(dir, "result.txt")
	tests := []struct {
		name string
		args []string
		exit int
		msg  string // stderr contains it
	}{
		{"no arguments", nil, 3, "FAIL usage: want 2 to 4 file names, got 0\nrun 'knightstour-judge -h' for usage\n"},
		{"one argument", []string{in}, 3, "FAIL usage: want 2 to 4 file names, got 1\nrun 'knightstour-judge -h' for usage\n"},
		{"five arguments", []string{in, out, out, result, out}, 3, "FAIL usage: want 2 to 4 file names, got 5"},
		{"appes without a result file", []string{in, out, out, "-appes"}, 3, "FAIL usage: -appes needs a RESULT file"},
		{"bad flag", []string{"-size", "8", in, out}, 3, "FAIL bad argument: flag provided but not defined: -size\n"},
		{"flag without value", []string{in, out, "-rows"}, 3, "FAIL bad argument: flag needs an argument: -rows"},
		{"bad value", []string{in, out, "-rows", "x"}, 3, `FAIL bad argument: invalid value "x" for flag -rows`},
		{"bad format", []string{"-format", "svg", in, out}, 3, `FAIL bad argument: unknown format "svg"`},
		{"bad board", []string{"-rows", "0", in, out}, 3, "FAIL board 0x8"},
		{"board too big to hold", []string{"-format", "grid", "-rows", "1", "-cols", "2147483646", in, out}, 3,
			"FAIL board 1x2147483646 in the grid form: the judge would need 24840 MiB, more than its limit of 512 MiB"},
		{"board too big", []string{"-rows", "100000", "-cols", "100000", in, out}, 3, "FAIL board 100000x100000: more than 2147483646 squares"},
		{"missing input", []string{missing, out}, 3, "FAIL cannot open the input"},
		{"missing output", []string{in, missing}, 2, "wrong output format cannot open the output"},
		{"missing answer", []string{in, out, missing}, 3, "FAIL cannot open the answer file"},
		{"kattis missing input", []string{missing, out, dir + "/"}, 3, "FAIL cannot open the input"},
		{"kattis missing answer", []string{in, missing, dir + "/"}, 3, "FAIL cannot open the answer file"},
		{"kattis missing feedback directory", []string{in, out, missing + "/"}, 3, "FAIL the feedback directory " + missing + "/ does not exist"},
		{"flags after files", []string{in, out, "-rows", "8"}, 0, "ok 1 queries"},
		{"testset and group", []string{"--testset", "tests", in, out, out, "--group", "g1"}, 0, "ok 1 queries"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stderr bytes.Buffer
			var stdout bytes.Buffer
			code := cliRun(tt.args, strings.NewReader(""), &stdout, &stderr)
			stderr.Write(stdout.Bytes())
			if code != tt.exit || !strings.Contains(stderr.String(), tt.msg) {
				t.Errorf("exit %d, stderr %q; want %d, ... %q", code, stderr.String(), tt.exit, tt.msg)
			}
			if !strings.HasPrefix(stderr.String(), "FAIL ") == (tt.exit == 3) {
				t.Errorf("stderr %q: the verdict line is not first", stderr.String())
			}
		})
	}
}

// TestResultFile checks testlib's forms with a RESULT file: the message
// alone, or with -appes (any case) the XML of testlib, for each verdict.
func TestResultFile(t *testing.T) {
	dir := t.TempDir()
	l1 := lineOf(mustSearch(t, 8, 8, 1, false))
	in := writeFile(t, dir, "input.txt", "1\n-1\n")
	ans := writeFile(t, dir, "answer.txt", l1)
	tests := []struct {
		name, output string
		args         []string // after INPUT OUTPUT ANSWER RESULT
		exit         int
		want         string
	}{
		{"accepted", l1, nil, 0, "1 queries: 1 tours, 0 no tour (judged as 8x8, the default)"},
		{"accepted appes", l1, []string{"-appes"}, 0,
			`<?xml version="1.0" encoding="windows-1251"?><result outcome = "accepted">1 queries: 1 tours, 0 no tour (judged as 8x8, the default)</result>` + "\n"},
		{"wrong answer APPES", "1 2\n", []string{"-APPES"}, 1,
			`<?xml version="1.0" encoding="windows-1251"?><result outcome = "wrong-answer">query 1 (start 1), line 1: position 2 (square 2): 1 -&gt; 2 is not a knight's move</result>` + "\n"},
		{"presentation error appes", "1 <x>\n", []string{"-appes"}, 2,
			`<?xml version="1.0" encoding="windows-1251"?><result outcome = "presentation-error">query 1 (start 1), line 1: token 2: &quot;&lt;x&gt;&quot; is not an integer</result>` + "\n"},
		{"presentation error", "1 <x>\n", nil, 2, `query 1 (start 1), line 1: token 2: "<x>" is not an integer`},
		{"fail appes", l1, []string{"-appes", "-rows", "0"}, 3,
			`<?xml version="1.0" encoding="windows-1251"?><result outcome = "fail">board 0x8: rows and cols must be at least 1</result>` + "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := writeFile(t, dir, "output.txt", tt.output)
			result := filepath.Join(dir, "result.txt")
			os.Remove(result)
			var stderr bytes.Buffer
			code := cliRun(append([]string{in, out, ans, result}, tt.args...), nil, io.Discard, &stderr)
			got, err := os.ReadFile(result)
			if err != nil {
				t.Fatal(err)
			}
			if code != tt.exit || string(got) != tt.want {
				t.Errorf("exit %d, result %q; want %d, %q", code, got, tt.exit, tt.want)
			}
		})
	}
}

// TestKattisArguments checks the arguments after the feedback directory
// (DOMjudge's comparator arguments, flags) and that every judge failure
// leaves judgeerror.txt.
func TestKattisArguments(t *testing.T) {
	dir := t.TempDir()
	l1 := lineOf(mustSearch(t, 8, 8, 1, false))
	in := writeFile(t, dir, "input.txt", "1\n-1\n")
	ans := writeFile(t, dir, "answer.txt", l1)
	bad := writeFile(t, dir, "bad.txt", "no to\n")
	tests := []struct {
		name   string
		answer string
		args   []string // after the feedback directory
		exit   int
		msg    string // judgemessage.txt, or judgeerror.txt for exit 3
	}{
		{"none", ans, nil, 42, "ok 1 queries: 1 tours, 0 no tour (judged as 8x8, the default)\n"},
		{"DOMjudge's", ans, []string{"case_sensitive", "space_change_sensitive", "float_tolerance", "1e-6"}, 42, "ok 1 queries"},
		{"DOMjudge's and flags", ans, []string{"float_relative_tolerance", "1e-6", "-rows", "8", "float_absolute_tolerance", "1e-9"}, 42, "ok 1 queries: 1 tours, 0 no tour (judged as 8x8, from the flags)\n"},
		{"unknown", ans, []string{"case_sensitive", "ignore_case"}, 3, `bad argument "ignore_case" after the feedback directory`},
		{"tolerance without value", ans, []string{"float_tolerance"}, 3, "bad argument: float_tolerance needs a value"},
		{"bad flag", ans, []string{"-rows", "eight"}, 3, `bad argument: invalid value "eight" for flag -rows`},
		{"bad answer file", bad, nil, 3, `the answer file (jury), line 1 (query 1, start 1): token 1: "no" is not an integer`},
		{"board too big to hold", ans, []string{"-format", "grid", "-rows", "1", "-cols", "2147483646"}, 3, "board 1x2147483646 in the grid form"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fb := t.TempDir()
			var stderr bytes.Buffer
			code := cliRun(append([]string{in, tt.answer, fb + "/"}, tt.args...), strings.NewReader(l1), io.Discard, &stderr)
			name := "judgemessage.txt"
			if tt.exit == 3 {
				name = "judgeerror.txt"
				if !strings.HasPrefix(stderr.String(), "FAIL "+tt.msg) {
					t.Errorf("stderr %q", stderr.String())
				}
			}
			got, _ := os.ReadFile(filepath.Join(fb, name))
			if code != tt.exit || !strings.HasPrefix(string(got), tt.msg) {
				t.Errorf("exit %d, %s %q; want %d, %q", code, name, got, tt.exit, tt.msg)
			}
		})
	}
}

// TestMergeable checks what merging the packages and this command into one
// file (judge/problem/files/onefile/validator.go, for uploading to a
// judge) needs: no name declared in the command's files, at any level, is a
// top-level name of package judge or internal/theory; no init functions, embeds or
// build constraints; only standard-library imports besides those two packages.
func TestMergeable(t *testing.T) {
	fset := token.NewFileSet()
	pkgNames := map[string]bool{}
	files, err := filepath.Glob("../../*.go")
	theory, terr := filepath.Glob("../../../internal/theory/*.go")
	if err != nil || terr != nil || len(files) == 0 || len(theory) == 0 {
		t.Fatalf("no package files: %v %v", err, terr)
	}
	files = append(files, theory...)
	var all []*ast.File
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, f)
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil {
					pkgNames[d.Name.Name] = true
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						pkgNames[s.Name.Name] = true
					case *ast.ValueSpec:
						for _, n := range s.Names {
							pkgNames[n.Name] = true
						}
					}
				}
			}
		}
	}
	cmdFiles, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range cmdFiles {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		cmd, err := parser.ParseFile(fset, name, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, cmd)
		mergeableNames(t, fset, cmd, pkgNames)
	}
	for _, f := range all {
		name := fset.Position(f.Pos()).Filename
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if strings.Contains(strings.Split(path, "/")[0], ".") && path != "github.com/knightstour/knightstour/judge" && path != "github.com/knightstour/knightstour/internal/theory" {
				t.Errorf("%s imports %s", name, path)
			}
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Name.Name == "init" {
				t.Errorf("%s has an init function", name)
			}
		}
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				if strings.HasPrefix(c.Text, "//go:embed") || strings.HasPrefix(c.Text, "//go:build") || strings.HasPrefix(c.Text, "// +build") {
					t.Errorf("%s: %s", name, c.Text)
				}
			}
		}
	}
	if pkgNames["main"] {
		t.Error("package judge declares main")
	}
}

// mergeableNames checks that every name in cmd, a file of this command,
// that is not a field (x.Name, Key: value) is declared in the command or
// is a builtin: none may be a top-level name of package judge.
func mergeableNames(t *testing.T, fset *token.FileSet, cmd *ast.File, pkgNames map[string]bool) {
	fields := map[*ast.Ident]bool{}
	ast.Inspect(cmd, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			fields[n.Sel] = true
		case *ast.KeyValueExpr:
			if id, ok := n.Key.(*ast.Ident); ok {
				fields[id] = true
			}
		case *ast.Ident:
			if !fields[n] && pkgNames[n.Name] {
				t.Errorf("%v: the command uses the name %s, a name of package judge", fset.Position(n.Pos()), n.Name)
			}
		}
		return true
	})
}

// stdinSpy is a stdin that records whether it was read.
type stdinSpy struct {
	r    io.Reader
	read bool
}

func (s *stdinSpy) Read(p []byte) (int, error) {
	s.read = true
	return s.r.Read(p)
}

// TestForms checks how the calling form is chosen, from the arguments alone: -h and
// -version only alone on the command line, anywhere else a judge failure of the form
// the arguments spell (under testlib's convention an exit 0 is an accept); the Kattis
// form only when the third file name ends in '/', so that a directory given as
// testlib's ANSWER is a judge failure that reads no stdin and writes nothing into it.
func TestForms(t *testing.T) {
	dir := t.TempDir()
	l1 := lineOf(mustSearch(t, 8, 8, 1, false))
	in := writeFile(t, dir, "input.txt", "1\n")
	out := writeFile(t, dir, "output.txt", l1)
	jury := filepath.Join(dir, "jury")
	if err := os.Mkdir(jury, 0o755); err != nil {
		t.Fatal(err)
	}
	fb := jury + "/"
	alone := func(flag string) string { return "FAIL bad argument: " + flag + " is a command line of its own" }
	tests := []struct {
		name           string
		args           []string
		exit           int
		stdout, stderr string // stdout matches the pattern; stderr starts with it
		kattis         bool   // reads stdin and writes into jury
	}{
		{"-h", []string{"-h"}, 0, `^knightstour-judge: checks a knight's tour`, "", false},
		{"-help", []string{"-help"}, 0, `^knightstour-judge: checks a knight's tour`, "", false},
		{"--help", []string{"--help"}, 0, `^knightstour-judge: checks a knight's tour`, "", false},
		{"-version", []string{"-version"}, 0, `^knightstour-judge \S+ go\S+\n$`, "", false},
		{"--version", []string{"--version"}, 0, `^knightstour-judge \S+ go\S+\n$`, "", false},
		{"-version=false alone", []string{"-version=false"}, 3, `^$`, alone("-version"), false},
		{"-h after the files", []string{in, out, out, "-h"}, 3, `^$`, alone("-h"), false},
		{"--help before the files", []string{"--help", in, out, out}, 3, `^$`, alone("--help"), false},
		{"-help between flags", []string{"-rows", "8", "-help", "-cols", "8", in, out, out}, 3, `^$`, alone("-help"), false},
		{"-version among the files", []string{in, "-version", out, out}, 3, `^$`, alone("-version"), false},
		{"-version in the Kattis form", []string{in, out, fb, "-version"}, 3, `^$`, alone("-version"), true},
		{"-h in the CMS form", []string{"-cms", in, out, out, "-h"}, 3, `^$`, alone("-h"), false},
		{"a directory as ANSWER", []string{in, out, jury}, 3, `^$`, "FAIL reading the answer file: read " + jury + ": is a directory\n", false},
		{"a directory as ANSWER, flags after", []string{in, out, jury, "-rows", "8"}, 3, `^$`, "FAIL reading the answer file: read " + jury + ": is a directory\n", false},
		{"the Kattis form", []string{in, out, fb}, 42, `^$`, "", true},
		{"an unknown flag alone", []string{"-x"}, 3, `^$`, "FAIL bad argument: flag provided but not defined: -x\nrun 'knightstour-judge -h' for usage\n", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			os.Remove(filepath.Join(jury, "judgemessage.txt"))
			os.Remove(filepath.Join(jury, "judgeerror.txt"))
			stdin := &stdinSpy{r: strings.NewReader(l1)}
			var stdout, stderr bytes.Buffer
			code := cliRun(tt.args, stdin, &stdout, &stderr)
			if code != tt.exit || !regexp.MustCompile(tt.stdout).MatchString(stdout.String()) || !strings.HasPrefix(stderr.String(), tt.stderr) {
				t.Errorf("exit %d, stdout %.60q, stderr %q; want %d, %s, %q", code, stdout.String(), stderr.String(), tt.exit, tt.stdout, tt.stderr)
			}
			if stdin.read && !tt.kattis {
				t.Error("stdin was read")
			}
			if entries, _ := os.ReadDir(jury); len(entries) > 0 && !tt.kattis {
				t.Errorf("%s was written into the jury's directory", entries[0].Name())
			}
		})
	}
}

// TestKattisStdin checks that in the Kattis form stdin must be a file or a pipe: a
// device (/dev/null, which a closed stdin is to a Go program) or a directory is a
// judge failure, never an empty or unreadable output judged.
func TestKattisStdin(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "input.txt", "1\n")
	ans := writeFile(t, dir, "answer.txt", "1\n")
	pr, pw, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	go func() { pw.WriteString("1\n"); pw.Close() }()
	defer pr.Close()
	for _, tc := range []struct {
		name  string
		stdin string // a file to open, or "" for the pipe
		exit  int
	}{
		{"/dev/null", os.DevNull, 3},
		{"a directory", dir, 3},
		{"a file", ans, 42},
		{"a pipe", "", 42},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := pr
			if tc.stdin != "" {
				if f, err = os.Open(tc.stdin); err != nil {
					t.Fatal(err)
				}
				defer f.Close()
			}
			fb := t.TempDir() + "/"
			var stderr bytes.Buffer
			code := cliRun([]string{"-rows", "1", "-cols", "1", in, ans, fb}, f, io.Discard, &stderr)
			want := ""
			if tc.exit == 3 {
				want = "FAIL " + cliStdinNotOutput + "\n"
			}
			if code != tc.exit || stderr.String() != want {
				t.Errorf("exit %d, stderr %q; want %d, %q", code, stderr.String(), tc.exit, want)
			}
		})
	}
}
