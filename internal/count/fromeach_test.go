package count

import (
	"context"
	"fmt"
	"math/big"
	"testing"
)

// TestToursFromEach checks the tours from each square against the tours from every
// start, which are their sum (counted, or 7x6's published):
// on boards counted by the scan and the search (5x5, 5x6, 4x7, 6x6 closed) and on 7x6,
// whose tours from a square meet in the middle on package frontier's states (read
// transposed), every class on one bottom's scan (fromEachMeet; 13 s of CPU: with
// KNIGHTSTOUR_SLOW=1 only, as CI runs it; no smaller board meets), none searched again
// after it (Counter.made: the search is the cheaper for some squares alone); one square
// of 5x6 against its count alone.
func TestToursFromEach(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		rows, cols int
		closed     bool
		every      int64 // the tours from every start, published; 0: counted here
	}{
		{5, 5, false, 0}, {5, 6, false, 0}, {6, 5, false, 0}, {4, 7, false, 0}, {6, 6, true, 0},
		{7, 6, false, 2 * 389969466}, // A306283's a(6), undirected
	} {
		t.Run(fmt.Sprintf("%dx%d closed %v", tc.rows, tc.cols, tc.closed), func(t *testing.T) {
			if tc.rows == 7 {
				slow(t, "13 s of CPU")
			}
			c, err := New(tc.rows, tc.cols, tc.closed, Every, Options{})
			if err != nil {
				t.Fatal(err)
			}
			xs, err := c.ToursFromEach(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if w := c.Progress().Work; tc.rows == 7 && (w.Top != 12 || w.Tops != 12 || w.Search != nil) {
				t.Errorf("7x6: top %d of %d told the meter (search %v), want its 12 classes' tops on one bottom and no search after", w.Top, w.Tops, w.Search != nil)
			}
			sum := new(big.Int)
			for _, x := range xs {
				sum.Add(sum, x)
			}
			every := big.NewInt(tc.every)
			if tc.every == 0 {
				fresh, err := New(tc.rows, tc.cols, tc.closed, Every, Options{})
				if err != nil {
					t.Fatal(err)
				}
				if every, err = fresh.Tours(ctx, Every); err != nil {
					t.Fatal(err)
				}
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
