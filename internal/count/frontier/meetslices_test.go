package frontier

import (
	"context"
	"errors"
	"fmt"
	"math"
	"testing"
)

// sixTops returns the top states of 6x8 open from every start (the halves' states of
// three columns) and the walk of its middle from them.
func sixTops(t *testing.T) ([]uint64, *edgeWalk) {
	t.Helper()
	c, err := NewColumns(6, true)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		if _, err := c.Next(context.Background(), false); err != nil {
			t.Fatal(err)
		}
	}
	tops, err := c.tops(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	bot, err := bottomsOf(context.Background(), &packedTops{tops}, 6, func(int) {})
	if err != nil {
		t.Fatal(err)
	}
	ends, must := Meet{Width: 6, Length: 8, Open: true}.ends(3, -1)
	return tops, newEdgeWalk(6, ends, must, bot.degs)
}

// TestSlicedTops checks that the slices of n of the top states hold each of them once
// (1, 2, 8 and 64 slices), as many as sliceSizes says, two within a third of their
// mean, that a slice's halves hold its states, that two states whose squares
// left alone by the first block have the same degrees are in one slice, and that
// sliceSizes stops once ctx is done.
func TestSlicedTops(t *testing.T) {
	tops, walk := sixTops(t)
	mask := sliceMask(6, walk.edges[:midBlock])
	if mask == 0 || mask == 1<<48-1 {
		t.Fatalf("mask %x: the first block leaves no square alone, or touches none", mask)
	}
	all := &packedTops{tops}
	for _, n := range []int{1, 2, 8, 64} {
		sizes, err := sliceSizes(context.Background(), all, mask, n)
		if err != nil {
			t.Fatal(err)
		}
		seen := 0
		for k := 0; k < n; k++ {
			s := &slicedTops{tops: all, slice: topSlice{k, n}, mask: mask, n: sizes[k]}
			got := 0
			_ = s.each(func(x, _ uint64) error {
				h := topSlice{k, n}.halves()
				if in := sliceOf(x, mask, 2*n); in != h[0].k && in != h[1].k {
					t.Fatalf("state %x of slice %d of %d in slice %d of %d", x, k, n, in, 2*n)
				}
				got++
				return nil
			})
			if got != s.states() {
				t.Errorf("slice %d of %d: %d states read, %d sized", k, n, got, s.states())
			}
			if mean := len(tops) / 2 / n; n <= 2 && (3*got < 2*mean || 3*got > 4*mean) {
				t.Errorf("slice %d of %d: %d states, the mean %d", k, n, got, mean)
			}
			seen += got
		}
		if seen != len(tops)/2 {
			t.Errorf("%d slices hold %d states, want %d", n, seen, len(tops)/2)
		}
	}
	under := gather(mask&nibbleLows) * 3 // two bits a square under the mask
	of := map[uint64]int{}               // the slice of 64 of the degrees under mask
	for i := 0; i < len(tops); i += 2 {
		deg := unpack(tops[i]).deg & under
		if k, ok := of[deg]; ok && k != sliceOf(tops[i], mask, 64) {
			t.Fatalf("states of the degrees %x under the mask in slices %d and %d", deg, k, sliceOf(tops[i], mask, 64))
		}
		of[deg] = sliceOf(tops[i], mask, 64)
	}
	if len(of) < 64 {
		t.Errorf("%d degrees under the mask: too few to fill the slices", len(of))
	}
	done, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := sliceSizes(done, all, mask, 2); !errors.Is(err, context.Canceled) {
		t.Errorf("slices sized with ctx done: %v, want context.Canceled", err)
	}
}

// TestMeetSlices checks that a meet whose middle's first table passes MaxBytes makes
// its parts from slices of the top states, with the same count: 5x8 and 6x6 open from
// every start in 2 parts, MaxBytes just under the most held in the first block of the
// edges, when a part's first step read every top state.
func TestMeetSlices(t *testing.T) {
	for _, mt := range []Meet{{Width: 5, Length: 8, Open: true}, {Width: 6, Length: 6, Open: true}} {
		t.Run(fmt.Sprintf("%dx%d", mt.Width, mt.Length), func(t *testing.T) {
			mt.Parts, mt.MaxBytes = 2, 1<<50
			var first int64     // the most held in a first step
			least, most := 0, 0 // the fewest and most top states a first step read
			step := -1
			mt.Step = func(s MeetStep) {
				step = s.Step
				if s.Step == 0 {
					least, most = min(least, s.States), max(most, s.States)
				}
			}
			mt.Held = func(b int64) error {
				if step == 0 {
					first = max(first, b)
				}
				return nil
			}
			least = math.MaxInt
			want := meetCount(t, mt, false)
			all := most
			mt.MaxBytes, step, least, most = first-1, -1, math.MaxInt, 0
			if got := meetCount(t, mt, false); got.Cmp(want) != 0 || most != all || least >= all {
				t.Errorf("under %d bytes: %v, first steps of %d to %d top states; want %v, of fewer than %d", mt.MaxBytes, got, least, most, want, all)
			}
		})
	}
}
