package count

import (
	"context"
	"fmt"
	"math/big"
	"testing"
)

// TestPartsAddUp counts boards whole and in parts (open and closed, from a start, from
// every start, and to an end), with the scan and, on boards of up to 30 squares, with
// the search, and expects the parts to add up to the whole, the count to have split
// (some part but the first is not zero), and no part of a scan to hold more than the
// whole (give or take 1/32: on a long board the layers after the split grow back to
// the whole's, and their tables may round up a little differently).
func TestPartsAddUp(t *testing.T) {
	for _, tc := range []struct {
		rows, cols int
		closed     bool
		end, start int
		parts      int
	}{
		{5, 5, false, Every, 0, 3},
		{5, 5, false, Every, Every, 4},
		{5, 6, false, 8, 3, 3},
		{5, 8, true, Every, 0, 5},
		{5, 8, true, Every, Every, 2},
		{5, 6, true, 8, 15, 4},
		{3, 12, true, 0, 7, 3},
		{4, 5, false, 19, 0, 2},
		{1, 1, false, Every, 0, 2}, // one square: no layer to split
		{1, 1, false, Every, Every, 3},
		{1, 2, false, Every, Every, 2},
		// Narrow long boards, closed ones longer than the meet takes (scanned), and open.
		{3, 10, true, Every, 0, 2},
		{3, 20, true, Every, 0, 3},
		{5, 16, true, Every, 0, 2},
		{3, 16, false, Every, 0, 3},
		{4, 12, false, Every, 0, 3},
		{4, 10, false, Every, Every, 2},
	} {
		for _, method := range []Method{MethodScan, MethodDFS} {
			if method == MethodDFS && tc.rows*tc.cols > 30 {
				continue
			}
			name := fmt.Sprintf("%dx%d-closed=%v-end=%d-start=%d-parts=%d-%v", tc.rows, tc.cols, tc.closed, tc.end, tc.start, tc.parts, method)
			t.Run(name, func(t *testing.T) {
				whole, err := New(tc.rows, tc.cols, tc.closed, tc.end, Options{Method: method})
				if err != nil {
					t.Fatal(err)
				}
				want, err := whole.Tours(context.Background(), tc.start)
				if err != nil {
					t.Fatal(err)
				}
				sum := new(big.Int)
				nonzero := 0
				for k := 0; k < tc.parts; k++ {
					c, err := New(tc.rows, tc.cols, tc.closed, tc.end, Options{Part: k, Parts: tc.parts, Method: method})
					if err != nil {
						t.Fatal(err)
					}
					x, err := c.Tours(context.Background(), tc.start)
					if err != nil {
						t.Fatal(err)
					}
					if k > 0 && x.Sign() != 0 {
						nonzero++
					}
					sum.Add(sum, x)
					if p, w := c.Progress().PeakBytes, whole.Progress().PeakBytes; p > w+w/32 {
						t.Errorf("part %d holds %d bytes, the whole %d", k, p, w)
					}
				}
				if sum.Cmp(want) != 0 {
					t.Errorf("the parts add up to %v, the whole is %v", sum, want)
				}
				if want.Cmp(big.NewInt(1)) > 0 && nonzero == 0 { // one tour can only be in one part
					t.Errorf("only the first part counted anything: the count did not split")
				}
			})
		}
	}
}

// TestPartOutOfRange checks that New refuses a part that is not one of the parts.
func TestPartOutOfRange(t *testing.T) {
	for _, o := range []Options{{Part: 3, Parts: 3}, {Part: -1, Parts: 2}, {Part: 1}} {
		if _, err := New(5, 5, false, Every, o); err == nil {
			t.Errorf("part %d of %d: no error", o.Part, o.Parts)
		}
	}
}
