package judge

import (
	"math/rand"
	"testing"
)

// TestRowCol checks rowCol's multiplication against division, at the edges of the
// boards the judge accepts and at random.
func TestRowCol(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for _, cols := range []int{1, 2, 3, 7, 10, 10000, 46341, 65535, 65536, 1 << 30, MaxSquares} {
		b := &board{cols: cols, colsInverse: inverse(cols)}
		n := MaxSquares / cols * cols // the most squares of a board this wide
		xs := []int{0, cols - 1, n - 1}
		for i := 0; i < 10000; i++ {
			xs = append(xs, rng.Intn(n))
		}
		for _, x := range xs {
			if r, c := b.rowCol(x); r != x/cols || c != x%cols {
				t.Fatalf("cols %d: rowCol(%d) = %d, %d, want %d, %d", cols, x, r, c, x/cols, x%cols)
			}
		}
	}
}
