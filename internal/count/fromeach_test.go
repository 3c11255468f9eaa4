package count

import (
	"context"
	"fmt"
	"math/big"
	"testing"
)

// TestToursFromEach checks the tours from each square against the tours from every
// start, which are their sum, and the symmetric squares' counts against each other:
// on boards counted by the scan and the search (5x5, 5x6, 4x7, 6x6 closed) and on 7x6,
// whose tours from a square meet in the middle on package frontier's states (read
// transposed), every class on one bottom's scan (fromEachMeet; 9 s of CPU, where the
// search chooses itself for a square alone); one square of 5x6 against its count
// alone.
func TestToursFromEach(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		rows, cols int
		closed     bool
	}{
		{5, 5, false}, {5, 6, false}, {6, 5, false}, {4, 7, false}, {6, 6, true}, {7, 6, false},
	} {
		t.Run(fmt.Sprintf("%dx%d closed %v", tc.rows, tc.cols, tc.closed), func(t *testing.T) {
			c, err := New(tc.rows, tc.cols, tc.closed, Every, Options{})
			if err != nil {
				t.Fatal(err)
			}
			xs, err := c.ToursFromEach(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if w := c.Progress().Work; tc.rows == 7 && (w.Top != 12 || w.Tops != 12) {
				t.Errorf("7x6: top %d of %d told the meter, want its 12 classes' tops on one bottom", w.Top, w.Tops)
			}
			sum := new(big.Int)
			for s, x := range xs {
				sum.Add(sum, x)
				r, col := s/tc.cols, s%tc.cols
				if m := xs[(tc.rows-1-r)*tc.cols+tc.cols-1-col]; m.Cmp(x) != 0 {
					t.Errorf("square %d: %v, its image by the half turn %v", s, x, m)
				}
			}
			fresh, err := New(tc.rows, tc.cols, tc.closed, Every, Options{})
			if err != nil {
				t.Fatal(err)
			}
			every, err := fresh.Tours(ctx, Every)
			if err != nil {
				t.Fatal(err)
			}
			if sum.Cmp(every) != 0 || sum.Sign() == 0 {
				t.Errorf("the tours from each square add up to %v; from every start %v", sum, every)
			}
		})
	}
	c, err := New(5, 6, false, Every, Options{})
	if err != nil {
		t.Fatal(err)
	}
	one, err := c.Tours(ctx, 7)
	if err != nil {
		t.Fatal(err)
	}
	c, err = New(5, 6, false, Every, Options{})
	if err != nil {
		t.Fatal(err)
	}
	xs, err := c.ToursFromEach(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if xs[7].Cmp(one) != 0 {
		t.Errorf("5x6 from square 7: %v among all, %v alone", xs[7], one)
	}
}

// TestClasses checks the least square of each class of squares under the board's
// symmetries: 10 on 8x8 (a triangle of the quarter), 12 on 6x7 and on 7x6, 6 on 5x5.
func TestClasses(t *testing.T) {
	for _, tc := range []struct {
		rows, cols int
		want       string
	}{
		{8, 8, "[0 1 2 3 9 10 11 18 19 27]"},
		{6, 7, "[0 1 2 3 7 8 9 10 14 15 16 17]"},
		{7, 6, "[0 1 2 6 7 8 12 13 14 18 19 20]"},
		{5, 5, "[0 1 2 6 7 12]"},
		{1, 1, "[0]"},
	} {
		q := question{rows: tc.rows, cols: tc.cols, end: Every}
		if got := fmt.Sprint(q.classes()); got != tc.want {
			t.Errorf("%dx%d: %s, want %s", tc.rows, tc.cols, got, tc.want)
		}
	}
}
