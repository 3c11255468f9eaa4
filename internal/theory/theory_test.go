package theory

import (
	"errors"
	"fmt"
	"testing"
)

func TestCheck(t *testing.T) {
	for _, tc := range []struct {
		rows, cols, r, c int
		closed           bool
		want             string // "" for a tour
	}{
		{8, 8, 0, 0, false, ""},
		{8, 8, 3, 4, true, ""},
		{1, 1, 0, 0, false, ""},
		{1, 1, 0, 0, true, "no closed tour: a 1×1 board has no knight's move to close the tour"},
		{1, 5, 0, 2, false, "no open tour: a knight cannot move on a board one square wide"},
		{7, 2, 3, 1, false, "no open tour: the knight's graph of a board two squares wide is disconnected"},
		{3, 3, 0, 0, false, "no open tour: the centre of a 3×3 board is out of the knight's reach"},
		{5, 3, 0, 0, false, "no open tour: exhaustive search finds no tour on a 3×5 board"},
		{4, 4, 0, 0, false, "no open tour: exhaustive search finds no tour on a 4×4 board"},
		{3, 4, 2, 3, false, ""},
		{3, 4, 1, 1, false, "no open tour: on a 3×4 board a tour must start in the first or last column"},
		{4, 3, 1, 1, false, "no open tour: on a 3×4 board a tour must start in the first or last row"},
		{3, 7, 1, 3, false, "no open tour: on a 3×7 board a tour must start on a corner-coloured square other than the centre"},
		{3, 7, 0, 1, false, "no open tour: on a 3×7 board a tour must start on a corner-coloured square other than the centre"},
		{3, 7, 1, 1, false, ""},
		{8, 3, 2, 1, false, "no open tour: exhaustive search finds no tour of a 3×8 board from this square"},
		{3, 8, 1, 3, false, ""},
		{3, 9, 0, 1, false, "no open tour: on an odd×odd board a tour must start on a corner-coloured square"},
		{3, 10, 1, 1, true, ""},
		{3, 8, 0, 0, true, "no closed tour: a 3×8 board has no closed tour (Schwenk)"},
		{4, 8, 1, 0, false, "no open tour: on a 4×n board a tour must start in the first or last row (Pósa: outer squares touch only inner ones)"},
		{8, 4, 0, 1, false, "no open tour: on a 4×n board a tour must start in the first or last column (Pósa: outer squares touch only inner ones)"},
		{4, 8, 3, 5, false, ""},
		{4, 8, 0, 0, true, "no closed tour: a 4×n board has no closed tour (outer squares touch only inner ones)"},
		{7, 7, 0, 1, false, "no open tour: on an odd×odd board a tour must start on a corner-coloured square"},
		{7, 7, 3, 3, false, ""},
		{5, 5, 0, 0, true, "no closed tour: an odd×odd board has one square more of one colour than of the other"},
		{5, 6, 0, 1, true, ""},
		{2, 8, 0, 0, true, "no closed tour: a knight's tour of a 2×n board does not exist"},
	} {
		t.Run(fmt.Sprintf("%dx%d(%d,%d)closed=%v", tc.rows, tc.cols, tc.r, tc.c, tc.closed), func(t *testing.T) {
			err := Check(tc.rows, tc.cols, tc.r, tc.c, tc.closed)
			got := ""
			if err != nil {
				got = err.Error()
				var nt *NoTourError
				if !errors.As(err, &nt) || nt.Closed != tc.closed {
					t.Errorf("error %#v is not a *NoTourError with Closed %v", err, tc.closed)
				}
			}
			if got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestTransposeInvariant checks that a board and its transpose agree square for square.
func TestTransposeInvariant(t *testing.T) {
	for m := 1; m <= 12; m++ {
		for n := 1; n <= 12; n++ {
			for r := 0; r < m; r++ {
				for c := 0; c < n; c++ {
					for _, closed := range []bool{false, true} {
						a := Check(m, n, r, c, closed) == nil
						b := Check(n, m, c, r, closed) == nil
						if a != b {
							t.Fatalf("%dx%d (%d,%d) closed=%v: %v, transposed %v", m, n, r, c, closed, a, b)
						}
					}
				}
			}
		}
	}
}

func ExampleCheck() {
	fmt.Println(Check(7, 7, 0, 1, false))
	fmt.Println(Check(7, 7, 0, 0, false))
	fmt.Println(Check(4, 8, 0, 0, true))
	// Output:
	// no open tour: on an odd×odd board a tour must start on a corner-coloured square
	// <nil>
	// no closed tour: a 4×n board has no closed tour (outer squares touch only inner ones)
}
