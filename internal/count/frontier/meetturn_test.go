package frontier

import (
	"context"
	"fmt"
	"testing"
)

// TestTurned checks that a state's middle read as a bottom (the board turned round)
// is its middle read as a top, packed, unpacked and turned: so the bottom states can
// be made from the top states once the scan's tables are gone; that its mirror image's
// is the middle read as a top with its columns swapped, and the image's middle read as
// a top its middle mirrored; and that their degrees read from
// the packed top (bottomDegs) are theirs. On the halves' scans
// of open and closed boards 3 to 8 wide, keys of one word and of two.
func TestTurned(t *testing.T) {
	for _, tc := range []struct {
		width, cols int
		open, wide  bool
	}{
		{3, 3, true, false}, {4, 3, true, true}, {5, 3, true, false}, {6, 3, true, false},
		{6, 3, false, false}, {7, 1, true, false}, {5, 4, false, true}, {8, 1, true, false}, {8, 1, false, true},
	} {
		t.Run(fmt.Sprintf("%d wide, %d columns, open %v, wide %v", tc.width, tc.cols, tc.open, tc.wide), func(t *testing.T) {
			var c *Columns
			if tc.wide {
				c = wideColumns(t, tc.width, tc.open)
			} else {
				var err error
				if c, err = NewColumns(tc.width, tc.open); err != nil {
					t.Fatal(err)
				}
			}
			for i := 0; i < tc.cols; i++ {
				if _, err := c.Next(context.Background(), false); err != nil {
					t.Fatal(err)
				}
			}
			n, seen := 2*tc.width, 0
			c.Each(func(lo, hi uint64, _ []uint64) {
				bottom, ok := middleOf(lo, hi, tc.width, c.hi == 1, true)
				top, ok2 := middleOf(lo, hi, tc.width, c.hi == 1, false)
				if ok != ok2 {
					t.Fatalf("%x %x: a bottom %v, a top %v", lo, hi, ok, ok2)
				}
				if !ok {
					return
				}
				seen++
				if got := unpack(top.pack()).turned(n); got != bottom {
					t.Fatalf("%x %x: turned %+v, the bottom %+v (the top %+v)", lo, hi, got, bottom, top)
				}
				img := wide{0, hi} // the state's mirror image, read as a bottom
				if c.hi == 1 {
					img = c.mirror.image5(wide{lo, hi})
				} else {
					img[0] = c.mirror.image(lo)
				}
				ilo, ihi := img[0], img[1]
				image, _ := middleOf(ilo, ihi, tc.width, c.hi == 1, true)
				if got := unpack(top.pack()).swapped(tc.width); got != image {
					t.Fatalf("%x %x: swapped %+v, the image's bottom %+v", lo, hi, got, image)
				}
				if mirror, _ := middleOf(ilo, ihi, tc.width, c.hi == 1, false); top.mirrored(tc.width) != mirror || mirrorDegs(top.deg, tc.width) != mirror.deg {
					t.Fatalf("%x %x: mirrored %+v, the image's top %+v", lo, hi, top.mirrored(tc.width), mirror)
				}
				if d, fd := bottomDegs(top.pack(), tc.width); d != bottom.deg || fd != image.deg {
					t.Fatalf("%x %x: the bottoms' degrees %x and %x, want %x and %x", lo, hi, d, fd, bottom.deg, image.deg)
				}
			})
			if seen == 0 {
				t.Fatal("no state")
			}
		})
	}
}
