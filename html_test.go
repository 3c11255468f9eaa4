package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"knightstour/internal/theory"
	"knightstour/judge"
)

// pageData is the data a page embeds (internal/page): the board, the query's tour and
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

// TestHTMLFlags checks the command lines that -format html and -notation refuse.
func TestHTMLFlags(t *testing.T) {
	tests := []struct {
		args []string
		msg  string
	}{
		{[]string{"-format", "html", "-rows", "201"}, "-format html: 201x8 board is too large for a page: at most 200 rows and 200 columns"},
		{[]string{"-o", "x"}, "-o goes with -format svg or html"},
		{[]string{"-notation", "chess"}, `-notation "chess": want number or algebraic`},
		{[]string{"-notation", "algebraic", "-cols", "27"}, "-notation algebraic: 8x27 board: too many columns for chess notation: 27 columns, at most 26 (a to z)"},
		{[]string{"-count", "-notation", "algebraic"}, "-notation goes with tours, not with -count"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			_, stderr, code := runMain(t, "1", tt.args...)
			if code != 2 || stderr != "knightstour: "+tt.msg+"\n" {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, stderr, tt.msg)
			}
		})
	}
}
