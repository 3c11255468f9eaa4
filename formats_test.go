package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/knightstour/knightstour/internal/theory"
	"github.com/knightstour/knightstour/judge"
)

// pageData is the data a page embeds (internal/tour/page): the board, the query's tour and
// the tours from every square.
type pageData struct {
	Rows, Cols int
	Closed     bool
	Start      int
	Tour       []int
	Tours      [][]int
	Algebraic  bool
}

// readPage returns the data embedded in a page.
func readPage(t *testing.T, doc string) pageData {
	t.Helper()
	const open = `<script type="application/json" id="tour-data">`
	i := strings.Index(doc, open)
	j := strings.Index(doc[max(i, 0):], "</script>")
	if i < 0 || j < 0 {
		t.Fatalf("no tour data in the page")
	}
	var d pageData
	if err := json.Unmarshal([]byte(doc[i+len(open):i+j]), &d); err != nil {
		t.Fatalf("the page's tour data: %v", err)
	}
	return d
}

// checkPage checks a page's tours with the judge: the query's tour, the same as the
// program's answer line, and the tour from every square on boards up to 16×16, nil
// exactly where theory says there is none.
func checkPage(t *testing.T, doc string, rows, cols, start int, closed bool) {
	t.Helper()
	d := readPage(t, doc)
	if d.Rows != rows || d.Cols != cols || d.Start != start || d.Closed != closed {
		t.Fatalf("page of %dx%d from %d closed=%v, want %dx%d from %d closed=%v", d.Rows, d.Cols, d.Start, d.Closed, rows, cols, start, closed)
	}
	line, _, _ := runMain(t, fmt.Sprint(start), "-rows", fmt.Sprint(rows), "-cols", fmt.Sprint(cols), fmt.Sprintf("-closed=%v", closed))
	if got := strings.Trim(fmt.Sprint(d.Tour), "[]"); line != "no tour\n" && got+"\n" != line {
		t.Errorf("the page's tour is not the answer line %q", line)
	}
	tours := d.Tours
	if rows > 16 || cols > 16 {
		tours = [][]int{d.Tour}
	} else if len(tours) != rows*cols {
		t.Fatalf("%d tours on %dx%d", len(tours), rows, cols)
	}
	for i, tour := range tours {
		s := i + 1
		if len(tours) == 1 {
			s = start
		}
		none := theory.Check(rows, cols, (s-1)/cols, (s-1)%cols, closed)
		switch {
		case tour == nil && none == nil:
			t.Errorf("no tour from %d on the page, but theory has one", s)
		case tour != nil && none != nil:
			t.Errorf("a tour from %d on the page, but %v", s, none)
		case tour != nil:
			if err := judge.CheckTour(rows, cols, s, closed, tour); err != nil {
				t.Errorf("the page's tour from %d: %v", s, err)
			}
		}
	}
}

// TestHTML runs -format html on boards small and large, open and closed, and checks
// the pages' tours with the judge, and that the same query gives the same bytes.
func TestHTML(t *testing.T) {
	tests := []struct {
		rows, cols, start int
		closed            bool
	}{
		{8, 8, 1, false},
		{6, 6, 8, true},
		{5, 5, 2, false}, // no tour from 2: the page says so
		{3, 4, 1, false},
		{40, 30, 600, false},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%dx%d-%d-%v", tt.rows, tt.cols, tt.start, tt.closed), func(t *testing.T) {
			args := []string{"-format", "html", "-rows", fmt.Sprint(tt.rows), "-cols", fmt.Sprint(tt.cols), fmt.Sprintf("-closed=%v", tt.closed)}
			out, stderr, code := runMain(t, fmt.Sprint(tt.start), args...)
			if code != 0 {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			checkPage(t, out, tt.rows, tt.cols, tt.start, tt.closed)
			again, _, _ := runMain(t, fmt.Sprint(tt.start), args...)
			if again != out {
				t.Error("two runs wrote different pages")
			}
		})
	}
}

// TestHTMLAlgebraic checks that -notation algebraic reaches the page, which then names
// the squares in chess notation, and that the query may be a chess name.
func TestHTMLAlgebraic(t *testing.T) {
	out, stderr, code := runMain(t, "d7", "-format", "html", "-notation", "algebraic")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	if d := readPage(t, out); !d.Algebraic || d.Start != 12 {
		t.Errorf("page from %d, algebraic %v; want 12 (d7) and true", d.Start, d.Algebraic)
	}
	if !strings.Contains(out, "<title>Knight&#39;s tour on 8×8 from d7</title>") {
		t.Error("the page's title does not name d7")
	}
	checkPage(t, out, 8, 8, 12, false)
}

// TestHTMLQueries checks that several pages need -o, and that -o makes its directory
// and writes one page a query there, also where there is no tour.
func TestHTMLQueries(t *testing.T) {
	out, stderr, code := runMain(t, "1 2\n", "-format", "html")
	if code != 1 || !strings.Contains(stderr, "use -o DIR for several queries") || !strings.HasPrefix(out, "<!DOCTYPE html>") {
		t.Errorf("two pages to stdout: exit %d, stderr %q; want the first page, an error and status 1", code, stderr)
	}
	dir := filepath.Join(t.TempDir(), "new")
	out, stderr, code = runMain(t, "1 2 -1", "-format", "html", "-rows", "3", "-cols", "4", "-o", dir)
	if code != 0 || out != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, stderr)
	}
	if want := "knightstour: 3x4 square 2: no open tour: on a 3×4 board a tour must start in the first or last column\n"; stderr != want {
		t.Errorf("stderr %q, want %q", stderr, want)
	}
	for _, start := range []int{1, 2} {
		doc, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("tour-3x4-%d.html", start)))
		if err != nil {
			t.Fatal(err)
		}
		checkPage(t, string(doc), 3, 4, start, false)
	}
}

// TestAlgebraic answers queries in chess notation, by the search and by the
// construction, and checks that the answers, read back by the judge, are the tours the
// program writes in numbers, and that the judge accepts them.
func TestAlgebraic(t *testing.T) {
	tests := []struct {
		name, stdin string
		args        []string
		rows, cols  int
		closed      bool
	}{
		{"8x8", "a8 d7 h1 28 -1", nil, 8, 8, false},
		{"5x6 closed", "a5\nf1\n", []string{"-rows", "5", "-cols", "6", "-closed"}, 5, 6, true},
		{"3x4 no tour", "a3 b3", []string{"-rows", "3", "-cols", "4"}, 3, 4, false},
		{"300x26 construction", "a300 z1 m150", []string{"-rows", "300", "-cols", "26"}, 300, 26, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, stderr, code := runMain(t, tt.stdin, append(tt.args, "-notation", "algebraic")...)
			if code != 0 || strings.Contains(stderr, "square") {
				t.Fatalf("exit %d, stderr %q (squares named in chess notation)", code, stderr)
			}
			queries := algebraicToNumbers(t, tt.stdin, tt.rows, tt.cols)
			numbers, _, _ := runMain(t, queries, tt.args...)
			if got := algebraicToNumbers(t, out, tt.rows, tt.cols); got != numbers {
				t.Fatalf("the answers in chess notation read back as\n%s\nthe answers in numbers are\n%s", got, numbers)
			}
			checkAnswers(t, tt.rows, tt.cols, tt.closed, queries, numbers)
			in, _ := judge.Algebraic(strings.NewReader(tt.stdin), tt.rows, tt.cols)
			ans, _ := judge.Algebraic(strings.NewReader(out), tt.rows, tt.cols)
			if _, err := judge.Judge(judge.Config{Rows: tt.rows, Cols: tt.cols, Closed: tt.closed}, in, ans, strings.NewReader(numbers)); err != nil {
				t.Errorf("the judge: %v", err)
			}
		})
	}
}

// TestAlgebraicBadInput checks that a token that is not a square stops the program with
// a message that names the line and the token, after the answers before it.
func TestAlgebraicBadInput(t *testing.T) {
	tests := []struct{ stdin, msg string }{
		{"a8\ni1\n", `line 2: "i1" is not a square (want 1..64 or a8..h1)`},
		{"a8 a9", `line 1: "a9" is not a square (want 1..64 or a8..h1)`},
		{"a8 A8", `line 1: "A8" is not a square (want 1..64 or a8..h1)`},
		{"a8 a08", `line 1: "a08" is not a square (want 1..64 or a8..h1)`},
	}
	for _, tt := range tests {
		tt := tt // go 1.21: one tt for the whole loop, and the subtests run after it
		t.Run(tt.stdin, func(t *testing.T) {
			t.Parallel()
			out, stderr, code := runMain(t, tt.stdin, "-notation", "algebraic")
			if code != 1 || stderr != "knightstour: "+tt.msg+"\n" {
				t.Errorf("exit %d, stderr %q; want 1 and %q", code, stderr, tt.msg)
			}
			if !strings.HasPrefix(out, "a8 ") || strings.Count(out, "\n") != 1 {
				t.Errorf("stdout %q: want the answer to a8", out)
			}
		})
	}
}
