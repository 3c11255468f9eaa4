package brutetest

import (
	"fmt"
	"testing"
)

// TestCells checks the prefixes of boards against Knuth's counts (OEIS A389755, the
// paths on the first n cells of a 5-row board: a(14) = 4, a(17) = 4, a(18) = 95, a(19)
// = 144, and none before 14 but a(1) = 1; A383661, the closed tours of the first 2n: a(9)
// = 1, a(10) = 0, a(11) = 1, a(12) = 30) and, at whole rows, against Undirected.
func TestCells(t *testing.T) {
	for _, tc := range []struct {
		width, cells  int
		paths, cycles int64
	}{
		{5, 1, 1, 0},
		{5, 2, 0, 0},
		{5, 13, 0, 0},
		{5, 14, 4, 0},
		{5, 17, 4, 0},
		{5, 18, 95, 1},
		{5, 19, 144, 0},
		{5, 20, 82, 0},
		{5, 22, 125, 1},
		{5, 24, 4292, 30},
	} {
		t.Run(fmt.Sprintf("%d of %d-wide", tc.cells, tc.width), func(t *testing.T) {
			paths, cycles := Cells(tc.width, tc.cells)
			if paths != tc.paths || cycles != tc.cycles {
				t.Errorf("%d paths, %d cycles; want %d, %d", paths, cycles, tc.paths, tc.cycles)
			}
		})
	}
	for width := 1; width <= 5; width++ {
		for rows := 1; rows*width <= 16; rows++ {
			p, c := Cells(width, rows*width)
			if wp, wc := Undirected(rows, width); p != wp || c != wc {
				t.Errorf("the first %d squares of a %d-wide board: %d paths, %d cycles; the %dx%d board %d, %d", rows*width, width, p, c, rows, width, wp, wc)
			}
		}
	}
}
