package countprog

import (
	"fmt"
	"strings"
	"testing"

	"github.com/knightstour/knightstour/internal/count/brutetest"
)

// TestCellsTable checks each line of tables of the first cells by every convention
// against the brute force's paths and cycles of the same board (brutetest.Cells), in
// the table's conventions: directed paths are twice the undirected, directed closed
// tours 2·cells times the cycles, and the strictly open paths those less the cycles
// each less an edge.
func TestCellsTable(t *testing.T) {
	for _, tc := range []struct {
		name        string
		width, to   int
		conv        Convention
		form        TableForm
		wantStarted int // the first line printed
	}{
		{"every tour", 4, 16, Convention{}, BFile, 1},
		{"undirected", 5, 21, Convention{Undirected: true}, BFile, 1},
		{"open", 3, 15, Convention{Open: true}, BFile, 1},
		{"open undirected", 5, 20, Convention{Open: true, Undirected: true}, BFile, 1},
		{"closed", 5, 22, Convention{Closed: true}, BFile, 1},
		{"closed undirected column", 6, 14, Convention{Closed: true, Undirected: true}, Column, 1},
	} {
		tc := tc // go 1.21
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			cfg := Config{Rows: tc.width, Cols: (tc.to + tc.width - 1) / tc.width, Convention: tc.conv,
				Table: &Table{Width: tc.width, From: 1, To: tc.to, Form: tc.form, Cells: true}}
			out, _, err := runCount(t, cfg, []int{0}, Env{})
			if err != nil {
				t.Fatal(err)
			}
			var want strings.Builder
			for n := 1; n <= tc.to; n++ {
				p, c := brutetest.Cells(tc.width, n)
				a := p
				switch {
				case tc.conv.Closed:
					a = c
				case tc.conv.Open:
					a = p - int64(n)*c
				}
				if !tc.conv.Undirected && n > 1 {
					a *= 2
					if tc.conv.Closed {
						a *= int64(n)
					}
				}
				if tc.form == BFile {
					fmt.Fprintf(&want, "%d ", n)
				}
				fmt.Fprintf(&want, "%d\n", a)
			}
			if out != want.String() {
				t.Errorf("prints:\n%s\nthe brute force:\n%s", out, want.String())
			}
		})
	}
}

// TestCellsColumns checks the lines of a table of the first cells at the ends of the
// columns against the table of whole boards, by every convention, and that a table
// from A prints the lines from A. The paths are 4 rows wide (5 rows of paths cost a
// second each: TestCellsTable checks them against the brute force), the closed tours 5
// (4×n has none; 5×6 is the first 5-row board with one).
func TestCellsColumns(t *testing.T) {
	for _, tc := range []struct {
		conv        Convention
		width, cols int
	}{
		{Convention{}, 4, 8}, {Convention{Undirected: true}, 4, 8}, {Convention{Open: true}, 4, 8},
		{Convention{Closed: true, Undirected: true}, 5, 6},
	} {
		conv, width, cols := tc.conv, tc.width, tc.cols // go 1.21
		t.Run(fmt.Sprintf("%+v", conv), func(t *testing.T) {
			t.Parallel()
			cfg := Config{Rows: width, Cols: cols, Convention: conv, Table: &Table{Width: width, From: 12, To: width * cols, Cells: true}}
			cells, _, err := runCount(t, cfg, []int{0}, Env{})
			if err != nil {
				t.Fatal(err)
			}
			cfg.Table = &Table{Width: width, From: 3, To: cols}
			boards, _, err := runCount(t, cfg, []int{0}, Env{})
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(strings.TrimSuffix(cells, "\n"), "\n")
			if len(lines) != width*cols-11 || !strings.HasPrefix(lines[0], "12 ") {
				t.Fatalf("%d lines from %q, want %d from 12", len(lines), lines[0], width*cols-11)
			}
			for _, line := range strings.Split(strings.TrimSuffix(boards, "\n"), "\n") {
				var n int
				var a string
				fmt.Sscanf(line, "%d %s", &n, &a)
				if got := lines[n*width-12]; got != fmt.Sprintf("%d %s", n*width, a) {
					t.Errorf("the first %d squares: %q; the %dx%d board: %q", n*width, got, width, n, line)
				}
			}
		})
	}
}
