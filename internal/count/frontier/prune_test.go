package frontier

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/knightstour/knightstour/internal/count/brutetest"
)

// TestPruneNearEnd scans boards with their end known (where the prune kills the states
// that cannot grow) and unknown (where it does not), with keys of one word and of two:
// the counts are equal, and the brute force's where there is no fixed end; the states
// held before the last column are never more with the prune, and fewer on every board
// here but the smallest.
func TestPruneNearEnd(t *testing.T) {
	for _, tc := range []struct {
		width, length int
		open, corner  bool // paths; from square 0 (End)
	}{
		{3, 4, false, false}, {3, 4, true, false}, {4, 5, true, true}, {5, 5, true, true},
		{5, 6, false, false}, {5, 6, true, false}, {4, 7, true, true}, {4, 8, false, false},
	} {
		t.Run(fmt.Sprintf("%dx%d open %v corner %v", tc.width, tc.length, tc.open, tc.corner), func(t *testing.T) {
			var roles []Role
			if tc.corner {
				roles = make([]Role, tc.width*tc.length)
				roles[0] = End
			}
			for _, five := range []bool{false, true} {
				pruned, count, pstates := pruneScan(t, tc.width, tc.length, tc.open, five, roles, true)
				_, want, states := pruneScan(t, tc.width, tc.length, tc.open, five, roles, false)
				if count.Cmp(want) != 0 || pstates > states || pstates == states && tc.width*tc.length > 12 || !pruned {
					t.Errorf("two words %v: %v with the prune (%d states before the last column, pruned %v), %v without (%d)", five, count, pstates, pruned, want, states)
				}
				if !tc.corner {
					paths, cycles := brutetest.Undirected(tc.width, tc.length)
					if !tc.open {
						paths = cycles
					}
					if count.Int64() != paths {
						t.Errorf("two words %v: %v, brute force %d", five, count, paths)
					}
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
