package tiles

import (
	"fmt"
	"testing"
)

// checkAxis checks that the bands of a cover 0..n-1 in order, each 5..11 wide, even
// ones 6..10, at most one odd, and that locate agrees with band for every square.
func checkAxis(a axis, n int) error {
	next, odd := 0, 0
	for b := 0; b < a.count(); b++ {
		start, size := a.band(b)
		if start != next || size < 5 || size > maxSide {
			return fmt.Errorf("band %d: [%d,+%d) after %d", b, start, size, next)
		}
		if size%2 == 1 {
			odd++
			if start%2 == 1 {
				return fmt.Errorf("odd band %d starts at odd %d", b, start)
			}
		}
		for x := start; x < start+size; x++ {
			if bb, off := a.locate(x); bb != b || off != x-start {
				return fmt.Errorf("locate(%d) = %d,%d, want %d,%d", x, bb, off, b, x-start)
			}
		}
		next = start + size
	}
	if next != n || odd != n%2 {
		return fmt.Errorf("bands end at %d with %d odd, want %d with %d", next, odd, n, n%2)
	}
	return nil
}

// TestAxis checks the unconstrained layouts of every side 5..3000, and for odd sides
// up to 1001 the layout around every square.
func TestAxis(t *testing.T) {
	for n := 5; n <= 3000; n++ {
		if err := checkAxis(evenAxis(n), n); err != nil {
			t.Fatalf("evenAxis(%d): %v", n, err)
		}
	}
	for n := 5; n <= 1001; n += 2 {
		for x := 0; x < n; x++ {
			a, ok := oddAxisAround(n, x)
			if !ok {
				t.Fatalf("oddAxisAround(%d, %d): none", n, x)
			}
			if err := checkAxis(a, n); err != nil {
				t.Fatalf("oddAxisAround(%d, %d): %v", n, x, err)
			}
			if x < a.lenA || x >= a.lenA+a.odd {
				t.Fatalf("oddAxisAround(%d, %d): odd band [%d,+%d) misses it", n, x, a.lenA, a.odd)
			}
		}
	}
}
