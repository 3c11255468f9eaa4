package brutetest

import (
	"fmt"
	"testing"
)

// TestUndirected checks the counter against published counts: the undirected paths
// of n×n boards (OEIS A083386: 1, 0, 0, 0, 864) and the closed tours of 3×n boards
// (A070030: 0 up to 3×8, then 3×10 has 16), and 2×2 and 1×4 have no tour.
func TestUndirected(t *testing.T) {
	for _, tc := range []struct {
		rows, cols    int
		paths, cycles int64
	}{
		{1, 1, 1, 0},
		{1, 4, 0, 0},
		{2, 2, 0, 0},
		{3, 3, 0, 0},
		{4, 4, 0, 0},
		{5, 5, 864, 0},
		{3, 8, -1, 0},
		{3, 10, -1, 16},
	} {
		t.Run(fmt.Sprintf("%dx%d", tc.rows, tc.cols), func(t *testing.T) {
			paths, cycles := Undirected(tc.rows, tc.cols)
			if (tc.paths >= 0 && paths != tc.paths) || cycles != tc.cycles {
				t.Errorf("%d paths, %d cycles; want %d, %d (-1: any)", paths, cycles, tc.paths, tc.cycles)
			}
		})
	}
}

// TestReverse checks that the tours from s to e are the ones from e to s read
// backwards, on the boards of at most 20 squares.
func TestReverse(t *testing.T) {
	for rows := 1; rows <= 20; rows++ {
		for cols := rows; rows*cols <= 20; cols++ {
			tours := Tours(rows, cols)
			for s := range tours {
				for e := range tours {
					if tours[s][e] != tours[e][s] {
						t.Errorf("%dx%d: %d tours from %d to %d, %d back", rows, cols, tours[s][e], s, e, tours[e][s])
					}
				}
			}
		}
	}
}

// TestUndirectedBySymmetry checks Undirected, which searches from a start of each
// class of squares under the board's symmetries, against the sums over the tours from
// every start, on the boards of at most 20 squares (none of them square with a path)
// and 5x5 and 5x6, which have paths: 5x5 where a transposition maps squares too.
func TestUndirectedBySymmetry(t *testing.T) {
	for rows := 1; rows <= 20; rows++ {
		for cols := 1; rows*cols <= 20 || rows == 5 && cols <= 6; cols++ {
			var tours, closed int64
			for s, to := range Tours(rows, cols) {
				for e, x := range to {
					tours += x
					if Adjacent(cols, s, e) {
						closed += x
					}
				}
			}
			paths, cycles := Undirected(rows, cols)
			if n := int64(rows * cols); n > 1 && (paths != tours/2 || cycles != closed/(2*n)) {
				t.Errorf("%dx%d: %d paths, %d cycles; the sums over every start say %d, %d", rows, cols, paths, cycles, tours/2, closed/(2*n))
			}
		}
	}
}
