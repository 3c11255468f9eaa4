package thin

import (
	"fmt"
	"testing"

	"github.com/knightstour/knightstour/internal/theory"
)

// TestBaseSearchesAreCheap runs the base search of every layout New can make (the
// layout depends only on the block width, the start's place in it and which sides
// have gadgets, all of which occur on boards up to 3×30 and 4×30) and checks that
// each needs far fewer nodes than searchNodeLimit.
func TestBaseSearchesAreCheap(t *testing.T) {
	const budget = 50_000
	for _, rows := range []int{3, 4} {
		maxNodes, worst, layouts := 0, "", 0
		for n := 4; n <= 30; n++ {
			for r := 0; r < rows; r++ {
				for c := 0; c < n; c++ {
					closed := rows == 3 && n%2 == 0 && n >= 10
					if theory.Check(rows, n, r, c, closed) != nil {
						continue
					}
					lay, err := newLayout(rows, n, r, c)
					if err != nil {
						t.Fatal(err)
					}
					_, nodes, ok := lay.p.solveCounted()
					if !ok {
						t.Fatalf("%d×%d from (%d,%d): no base path", rows, n, r, c)
					}
					layouts++
					if nodes > maxNodes {
						maxNodes, worst = nodes, fmt.Sprintf("%d×%d from (%d,%d), block %d×%d", rows, n, r, c, rows, lay.w)
					}
				}
			}
		}
		if maxNodes > budget {
			t.Errorf("%d rows: base search needs %d nodes (%s), budget %d", rows, maxNodes, worst, budget)
		}
		t.Logf("%d rows: %d layouts, at most %d search nodes (%s)", rows, layouts, maxNodes, worst)
	}
}

func TestGadgets(t *testing.T) {
	for _, rows := range []int{3, 4} {
		t.Run(fmt.Sprint(rows), func(t *testing.T) {
			gd, ok := findGadget(rows)
			if !ok {
				t.Fatal("no gadget")
			}
			if len(gd.links) != gadgetLinks(rows) || len(gd.pieces) != len(gd.links) {
				t.Fatalf("gadget %+v: want %d links and pieces", gd, gadgetLinks(rows))
			}
			// The pieces cover the gadget once, are knight paths, and join their links.
			seen := map[cell]bool{}
			for i, pc := range gd.pieces {
				a, b := gd.links[i].a, gd.links[i].b
				a.c -= gd.g
				b.c -= gd.g
				walk := append(append([]cell{a}, pc...), b)
				for j := 0; j+1 < len(walk); j++ {
					dr, dc := walk[j].r-walk[j+1].r, walk[j].c-walk[j+1].c
					if dr*dr+dc*dc != 5 {
						t.Fatalf("piece %d: %v to %v is no knight's move", i, walk[j], walk[j+1])
					}
				}
				for _, x := range pc {
					if x.r < 0 || x.r >= rows || x.c < 0 || x.c >= gd.g || seen[x] {
						t.Fatalf("piece %d: square %v off the gadget or seen twice", i, x)
					}
					seen[x] = true
				}
			}
			if len(seen) != rows*gd.g {
				t.Fatalf("pieces cover %d squares, want %d", len(seen), rows*gd.g)
			}
			if _, _, err := traversals(gd); err != nil {
				t.Fatal(err)
			}
			t.Logf("links %v pieces %v", gd.links, gd.pieces)
		})
	}
}
