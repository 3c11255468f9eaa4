package frontier

import (
	"fmt"
	"testing"
)

// TestPair pairs every two squares, or a square and the ends vertex, of windows of
// every width, beside another pair, and finds each end's partner again.
func TestPair(t *testing.T) {
	for width := 1; width <= MaxWidth; width++ {
		w := 2*width + 1
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			for p := 0; p <= w; p++ {
				for q := p + 1; q <= w; q++ {
					for _, other := range [][2]int{{-1, -1}, {(q + 1) % w, (q + 2) % w}, {(p + w - 1) % w, (q + 1) % w}} {
						k := pair(0, w, p, q)
						if other[0] >= 0 && other[0] != other[1] && other[0] != p && other[0] != q && other[1] != p && other[1] != q {
							k = pair(k, w, other[0], other[1])
							if a, b := partner(k, w, other[0]), partner(k, w, other[1]); a != other[1] || b != other[0] {
								t.Errorf("%x: the other pair %v gives %d, %d", k, other, a, b)
							}
						}
						if a, b := partner(k, w, p), partner(k, w, q); a != q || b != p {
							t.Errorf("%x: %d and %d paired give partners %d and %d", k, p, q, a, b)
						}
					}
				}
			}
		})
	}
}
