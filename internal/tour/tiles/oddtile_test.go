package tiles

import (
	"fmt"
	"testing"

	"github.com/knightstour/knightstour/internal/pcg"
)

// TestOddTilePaths checks that every odd×odd tile (sides 5..11) has a path from every
// majority square for every set of joined sides, containing the edges the joins give
// up; and that the paths found with seeded ties (within seededBudget) are such paths.
func TestOddTilePaths(t *testing.T) {
	t.Run("plain", func(t *testing.T) { checkOddTilePaths(t, nil, 1000000) })
	t.Run("seeded", func(t *testing.T) { checkOddTilePaths(t, pcg.New(1, oddStream), seededBudget) })
}

// checkOddTilePaths checks the paths that findOddPath finds with ties (nil: the fixed
// tie orders) within most nodes; with ties, a search may fail (the walker then falls
// back on the fixed orders), else it must succeed.
func checkOddTilePaths(t *testing.T, ties *pcg.PCG, most int) {
	var s pathSearch
	for h := 5; h <= maxSide; h += 2 {
		for w := 5; w <= maxSide; w += 2 {
			t.Run(fmt.Sprintf("%dx%d", h, w), func(t *testing.T) {
				for start := 0; start < h*w; start += 2 {
					for m := 0; m < 16; m++ {
						var sides [5]bool
						for d := up; d <= right; d++ {
							sides[d] = m>>(d-1)&1 == 1
						}
						s.ties = ties
						opt, ok := findOddPath(&s, h, w, start, sides, most)
						switch {
						case !ok && ties != nil:
							continue
						case !ok:
							t.Fatalf("start (%d,%d) sides %04b: no path", start/w, start%w, m)
						}
						if err := checkPathTile(h, w, start, s.path[:h*w], sides, opt); err != nil {
							t.Fatalf("start (%d,%d) sides %04b: %v", start/w, start%w, m, err)
						}
					}
				}
			})
		}
	}
}

// checkPathTile checks that path is a Hamiltonian knight's path of the h×w tile from
// start that contains every joined side's edge.
func checkPathTile(h, w, start int, path []uint8, sides [5]bool, opt [5]uint8) error {
	seq := make([]int, len(path))
	for i, k := range path {
		seq[i] = int(k)
	}
	if err := checkTour(h, w, start, false, seq); err != nil {
		return err
	}
	for d := up; d <= right; d++ {
		if !sides[d] {
			continue
		}
		u, v := sideEdge(d, int(opt[d]), h, w)
		a, b := u[0]*w+u[1], v[0]*w+v[1]
		found := false
		for i := 1; i < len(seq); i++ {
			if (seq[i-1] == a && seq[i] == b) || (seq[i-1] == b && seq[i] == a) {
				found = true
			}
		}
		if !found {
			return fmt.Errorf("side %d: edge %v-%v missing", d, u, v)
		}
	}
	return nil
}
