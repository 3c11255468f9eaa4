package frontier

import (
	"context"
	"fmt"
	"testing"
)

// TestSpare checks Spare and Kinds on the 5-wide closed and 4-wide open scans: the
// states after a square of the third column, divided by what they have in the squares
// that the next steps squares leave alone, make disjoint sets of states in those
// squares (up to the column's last square, which merges a state with its mirror
// image), for each row and 1 to 3 steps; divided by the whole window, they do not
// (on the 5-wide scan, two squares from its 13th).
func TestSpare(t *testing.T) {
	for _, tc := range []struct {
		width int
		open  bool
	}{{5, false}, {4, true}} {
		for at := 2 * tc.width; at < 3*tc.width; at++ {
			for steps := 1; steps <= 3 && at%tc.width+steps < tc.width; steps++ {
				t.Run(fmt.Sprintf("%d wide open %v at %d steps %d", tc.width, tc.open, at, steps), func(t *testing.T) {
					spare := Spare(tc.width, at, steps)
					if SpareCount(spare) < 1 {
						t.Skip("no square left alone")
					}
					if k, g, h, ok := disjoint(t, tc.width, tc.open, at, steps, spare); !ok {
						t.Errorf("state %#x made by the groups %#x and %#x", k, g, h)
					}
				})
			}
		}
	}
	if _, _, _, ok := disjoint(t, 5, false, 12, 2, 1<<44-1); ok {
		t.Error("the states divided by the whole window made disjoint sets")
	}
}

// disjoint runs the states after at squares of the width-wide scan, in groups by Kinds
// in spare, through steps squares, and says whether the groups make disjoint sets of
// states; if not, a state that two groups make, and those groups.
func disjoint(t *testing.T, width int, open bool, at, steps int, spare uint64) (key, g, h uint64, ok bool) {
	t.Helper()
	ctx := context.Background()
	c, _ := NewColumns(width, open)
	for i := 0; i < at; i++ {
		if _, _, err := c.Square(ctx, false); err != nil {
			t.Fatal(err)
		}
	}
	groups := map[uint64][][2]uint64{}
	c.Each(func(key, _ uint64, count []uint64) {
		k := Kinds(key, spare)
		groups[k] = append(groups[k], [2]uint64{key, count[0]})
	})
	if len(groups) < 2 {
		t.Fatalf("%d groups", len(groups))
	}
	made := map[uint64]uint64{} // a state, and the group that made it
	for g, states := range groups {
		p, _ := After(width, open, at)
		err := p.Fill(len(states), func(add func(lo, hi uint64, count []uint64) error) error {
			for _, s := range states {
				if err := add(s[0], 0, []uint64{s[1]}); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < steps; i++ {
			if _, _, err := p.Square(ctx, false); err != nil {
				t.Fatal(err)
			}
		}
		var twice, other uint64
		found := false
		p.Each(func(key, _ uint64, _ []uint64) {
			if whole := key >> (4 * uint(2*width+1)); whole == wholePath || whole == wholeCycle {
				return // a whole path or cycle: no completion to share
			}
			if h, seen := made[key]; seen && h != g && !found {
				twice, other, found = key, h, true
			}
			made[key] = g
		})
		if found {
			return twice, g, other, false
		}
	}
	return 0, 0, 0, true
}
