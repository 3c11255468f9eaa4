package page

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/knightstour/knightstour/internal/theory"
	"github.com/knightstour/knightstour/internal/tour/tiles"

	"github.com/sebdah/goldie/v2"
)

// tourFrom returns the tour of the rows×cols board (sides at least 5) from square start
// (1-based) that the tile construction builds, 1-based, or nil when there is none.
func tourFrom(t testing.TB, rows, cols, start int, closed bool) []int {
	t.Helper()
	w, err := tiles.New(rows, cols, start-1, closed)
	if errors.Is(err, tiles.ErrNoTour) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	tour := make([]int, 0, rows*cols)
	for s, ok := w.Next(); ok; s, ok = w.Next() {
		tour = append(tour, s+1)
	}
	return tour
}

// boardWithTours returns the board for a query from start with the tours from every
// square.
func boardWithTours(t testing.TB, rows, cols, start int, closed, algebraic bool) Board {
	t.Helper()
	b := Board{Rows: rows, Cols: cols, Closed: closed, Start: start, Algebraic: algebraic,
		Tours: make([][]int, rows*cols)}
	for s := range b.Tours {
		b.Tours[s] = tourFrom(t, rows, cols, s+1, closed)
	}
	b.Tour = b.Tours[start-1]
	return withReasons(b)
}

// withReasons returns b with theory's reason for every square that starts no tour, as
// the program passes them.
func withReasons(b Board) Board {
	for s := 1; s <= b.Rows*b.Cols; s++ {
		var nt *theory.NoTourError
		if errors.As(theory.Check(b.Rows, b.Cols, (s-1)/b.Cols, (s-1)%b.Cols, b.Closed), &nt) {
			if b.NoTour == nil {
				b.NoTour = map[int]string{}
			}
			b.NoTour[s] = nt.Reason
		}
	}
	return b
}

func TestWriteErrors(t *testing.T) {
	identity := func(n int) []int {
		t := make([]int, n)
		for i := range t {
			t[i] = i + 1
		}
		return t
	}
	tests := []struct {
		name string
		b    Board
		want error
		msg  string
	}{
		{"no rows", Board{Rows: 0, Cols: 8, Start: 1}, ErrBoard, "at least one row"},
		{"too wide", Board{Rows: 8, Cols: MaxSide + 1, Start: 1}, ErrBoard, "too large"},
		{"start off", Board{Rows: 8, Cols: 8, Start: 65}, ErrBoard, "start square 65"},
		{"algebraic 27 columns", Board{Rows: 5, Cols: 27, Start: 1, Algebraic: true}, ErrBoard, "a to z"},
		{"short tour", Board{Rows: 3, Cols: 4, Start: 1, Tour: []int{1, 2}}, ErrTour, "2 squares, want 12"},
		{"wrong first", Board{Rows: 3, Cols: 4, Start: 2, Tour: identity(12)}, ErrTour, "begins on 1"},
		{"twice", Board{Rows: 2, Cols: 2, Start: 1, Tour: []int{1, 2, 2, 4}}, ErrTour, "square 2 twice"},
		{"off board", Board{Rows: 2, Cols: 2, Start: 1, Tour: []int{1, 2, 3, 5}}, ErrTour, "off the board"},
		{"tours count", Board{Rows: 2, Cols: 2, Start: 1, Tours: make([][]int, 3)}, ErrTour, "3 tours"},
		{"tours too big", Board{Rows: 17, Cols: 2, Start: 1, Tours: make([][]int, 34)}, ErrBoard, "at most 16"},
		{"bad tour in tours", Board{Rows: 2, Cols: 2, Start: 1, Tours: [][]int{nil, {1, 2, 3, 4}, nil, nil}}, ErrTour, "from 2: it begins on 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var buf bytes.Buffer
			err := Write(&buf, tt.b)
			if !errors.Is(err, tt.want) || !strings.Contains(err.Error(), tt.msg) {
				t.Fatalf("Write: %v, want %v with %q", err, tt.want, tt.msg)
			}
			if buf.Len() != 0 {
				t.Errorf("Write wrote %d bytes with an error", buf.Len())
			}
		})
	}
}

// TestGolden compares whole pages with their golden files: a 5×5 board in chess
// notation with the tours from every square (there are none from half of them) and a
// 3×3 board with no tour at all. GOLDIE_UPDATE=1 go test ./... rewrites them.
func TestGolden(t *testing.T) {
	tests := []struct {
		name string
		b    Board
	}{
		{"page-5x5-13-algebraic", boardWithTours(t, 5, 5, 13, false, true)},
		{"page-3x3-1-notour", withReasons(Board{Rows: 3, Cols: 3, Start: 1})},
	}
	g := goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".html"))
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var a, b bytes.Buffer
			if err := Write(&a, tt.b); err != nil {
				t.Fatal(err)
			}
			if err := Write(&b, tt.b); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(a.Bytes(), b.Bytes()) {
				t.Fatal("two pages for the same board differ")
			}
			g.Assert(t, tt.name, a.Bytes())
		})
	}
}

// TestSelfContained checks that a page loads nothing: no URL, no external script or
// style sheet.
func TestSelfContained(t *testing.T) {
	var buf bytes.Buffer
	if err := Write(&buf, boardWithTours(t, 8, 8, 1, false, false)); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	for _, bad := range []string{"http:", "https:", "//cdn", " src=", "<link", "@import", "url("} {
		if strings.Contains(page, bad) {
			t.Errorf("the page contains %q", bad)
		}
	}
}

// TestSize checks the size of the pages that docs/page.md gives: 8×8 with the tours
// from every square must stay within a few hundred KB.
func TestSize(t *testing.T) {
	tests := []struct {
		name string
		b    Board
		max  int
	}{
		{"8x8 with every tour", boardWithTours(t, 8, 8, 1, false, false), 100_000},
		{"16x16 with every tour", boardWithTours(t, 16, 16, 1, true, false), 400_000},
		{"100x100", Board{Rows: 100, Cols: 100, Start: 1, Tour: tourFrom(t, 100, 100, 1, false)}, 100_000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := Write(&buf, tt.b); err != nil {
				t.Fatal(err)
			}
			t.Logf("%s: %d bytes", tt.name, buf.Len())
			if buf.Len() > tt.max {
				t.Errorf("%s: %d bytes, want at most %d", tt.name, buf.Len(), tt.max)
			}
		})
	}
}

// TestTitle checks the page's title: the kind of tour, the board and the start, and
// where the start has no tour, that there is none.
func TestTitle(t *testing.T) {
	tests := []struct {
		b    Board
		want string
	}{
		{Board{Rows: 8, Cols: 8, Start: 1, Tour: tourFrom(t, 8, 8, 1, false)}, "Knight's tour on 8×8 from square 1"},
		{Board{Rows: 8, Cols: 8, Start: 1, Algebraic: true, Tour: tourFrom(t, 8, 8, 1, false)}, "Knight's tour on 8×8 from a8"},
		{Board{Rows: 8, Cols: 8, Start: 64, Algebraic: true, Closed: true, Tour: tourFrom(t, 8, 8, 64, true)}, "Closed knight's tour on 8×8 from h1"},
		{Board{Rows: 10, Cols: 26, Start: 260, Algebraic: true, Tour: tourFrom(t, 10, 26, 260, false)}, "Knight's tour on 10×26 from z1"},
		{Board{Rows: 7, Cols: 7, Start: 2}, "No knight's tour on 7×7 from square 2"},
		{Board{Rows: 7, Cols: 7, Start: 1, Closed: true, Algebraic: true}, "No closed knight's tour on 7×7 from a7"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			if got := title(tt.b); got != tt.want {
				t.Errorf("title = %q, want %q", got, tt.want)
			}
		})
	}
}
