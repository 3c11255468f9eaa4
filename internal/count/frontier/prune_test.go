package frontier

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/knightstour/knightstour/internal/count/brutetest"
)

// TestPruneNearEnd scans boards with their end known (where the prune kills the states
// that cannot grow) and unknown (where it does not), with keys of one word and of two
// (6 wide: the window's last squares in the second word): the counts are equal, and
// the brute force's where there is no fixed end; the states held before the last
// column are never more with the prune, and fewer on every board here but the
// smallest. The paths have an end at square 0 (corner), or both ends fixed, at 0 and
// at the last square but one (between), the other squares kept from being one
// (Inner). 6x3's open paths with no fixed end take 2 s of CPU: with KNIGHTSTOUR_SLOW=1
// only (6x3 from the corner scans 6 wide).
func TestPruneNearEnd(t *testing.T) {
	for _, tc := range []struct {
		width, length   int
		open            bool
		corner, between bool
	}{
		{3, 4, false, false, false}, {3, 4, true, false, false}, {4, 5, true, true, false}, {5, 5, true, true, false},
		{5, 6, false, false, false}, {5, 6, true, false, false}, {4, 7, true, true, false}, {4, 8, false, false, false},
		{6, 3, true, false, false}, {6, 3, true, true, false}, {4, 6, true, false, true}, {5, 5, true, false, true},
	} {
		t.Run(fmt.Sprintf("%dx%d open %v corner %v between %v", tc.width, tc.length, tc.open, tc.corner, tc.between), func(t *testing.T) {
			if tc.width == 6 && !tc.corner {
				slow(t, "2 s of CPU")
			}
			var roles []Role
			n := tc.width * tc.length
			switch {
			case tc.corner:
				roles = make([]Role, n)
				roles[0] = End
			case tc.between:
				roles = make([]Role, n)
				for s := range roles {
					roles[s] = Inner
				}
				roles[0], roles[n-2] = End, End
			}
			var brute int64 // the brute force's count, where no end is fixed
			if roles == nil {
				paths, cycles := brutetest.Undirected(tc.width, tc.length)
				if brute = paths; !tc.open {
					brute = cycles
				}
			}
			for _, five := range []bool{false, true} {
				pruned, count, pstates := pruneScan(t, tc.width, tc.length, tc.open, five, roles, true)
				_, want, states := pruneScan(t, tc.width, tc.length, tc.open, five, roles, false)
				if count.Cmp(want) != 0 || pstates > states || pstates == states && tc.width*tc.length > 12 || !pruned {
					t.Errorf("two words %v: %v with the prune (%d states before the last column, pruned %v), %v without (%d)", five, count, pstates, pruned, want, states)
				}
				if roles == nil && count.Int64() != brute {
					t.Errorf("two words %v: %v, brute force %d", five, count, brute)
				}
			}
		})
	}
}

// pruneScan scans the width×length board (paths with open, from the roles) with keys
// of two words with five, the board's end known to the scan with end, and returns
// whether a step had a prune, the count and the states held before the last column.
func pruneScan(t *testing.T, width, length int, open, five bool, roles []Role, end bool) (pruned bool, count *big.Int, states int) {
	t.Helper()
	c, err := NewColumns(width, open)
	if five {
		c = wideColumns(t, width, open)
	}
	if err != nil {
		t.Fatal(err)
	}
	c.roles, c.mirrorFrom = roles, mirrorFrom(roles, width)
	if end {
		c.end = width * length
	}
	var b Board
	for n := 1; n <= length; n++ {
		states = c.States()
		if b, err = c.Next(context.Background(), n == length); err != nil {
			t.Fatal(err)
		}
	}
	if open {
		return len(c.prunes) > 0, b.Paths, states
	}
	return len(c.prunes) > 0, b.Cycles, states
}
