package tiles

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/sebdah/goldie/v2"

	"github.com/knightstour/knightstour/judge"
)

// TestBuilderTours checks every tile tour of NewBuilder and of seeded Builders: a
// closed knight's tour of its tile that contains the port edges and the corner edges of
// every join option.
func TestBuilderTours(t *testing.T) {
	for _, c := range []struct {
		name string
		b    *Builder
	}{{"plain", NewBuilder()}, {"seed0", NewSeededBuilder(0)}, {"seed1", NewSeededBuilder(1)}, {"seed2", NewSeededBuilder(2)}, {"seedmax", NewSeededBuilder(1<<64 - 1)}} {
		t.Run(c.name, func(t *testing.T) { checkBuilderTours(t, c.b) })
	}
}

// checkBuilderTours checks every tile tour of b (see TestBuilderTours).
func checkBuilderTours(t *testing.T, b *Builder) {
	for h := 5; h <= maxSide; h++ {
		for w := 5; w <= maxSide; w++ {
			sh := b.shapes[h-5][w-5]
			if h%2 == 1 && w%2 == 1 {
				if sh != nil {
					t.Errorf("%dx%d: odd tile has a tour", h, w)
				}
				continue
			}
			t.Run(fmt.Sprintf("%dx%d", h, w), func(t *testing.T) {
				if sh.h != h || sh.w != w {
					t.Fatalf("shape is %dx%d", sh.h, sh.w)
				}
				seq := cycleOf(sh)
				if err := checkTour(h, w, 0, true, seq); err != nil {
					t.Fatal(err)
				}
				for d := up; d <= right; d++ {
					for opt := 0; opt < 2; opt++ {
						u, v := sideEdge(d, opt, h, w)
						a, c := u[0]*w+u[1], v[0]*w+v[1]
						if nb := sh.cells[a].nb; int(nb[0]) != c && int(nb[1]) != c {
							t.Errorf("side %d option %d: edge %v-%v missing", d, opt, u, v)
						}
					}
				}
				for k := 0; k < h*w; k++ {
					if int(sh.cells[k].r) != k/w || int(sh.cells[k].c) != k%w {
						t.Fatalf("square %d placed at (%d,%d)", k, sh.cells[k].r, sh.cells[k].c)
					}
				}
			})
		}
	}
}

// TestSeededBuilder checks that a seed gives its Builder the same tile tours each
// time, and that the seeds 1 to 5 give at least two sets of tile tours.
func TestSeededBuilder(t *testing.T) {
	sets := map[string]bool{}
	for seed := uint64(1); seed <= 5; seed++ {
		got, again := builderTours(NewSeededBuilder(seed)), builderTours(NewSeededBuilder(seed))
		if got != again {
			t.Fatalf("seed %d: two Builders with other tile tours", seed)
		}
		sets[got] = true
	}
	if len(sets) < 2 {
		t.Errorf("the seeds 1 to 5 gave %d sets of tile tours, want at least 2", len(sets))
	}
	if plain, again := builderTours(NewBuilder()), builderTours(NewBuilder()); plain != again {
		t.Error("two Builders with other tile tours")
	}
}

// builderTours returns b's tile tours, each as its cycle from square 0.
func builderTours(b *Builder) string {
	var buf bytes.Buffer
	for h := 5; h <= maxSide; h++ {
		for w := 5; w <= maxSide; w++ {
			if sh := b.shapes[h-5][w-5]; sh != nil {
				fmt.Fprintln(&buf, h, w, cycleOf(sh))
			}
		}
	}
	return buf.String()
}

// cycleOf lists a tile's closed tour from square 0.
func cycleOf(sh *shape) []int {
	seq := []int{0}
	prev, cur := -1, 0
	for len(seq) < sh.h*sh.w {
		nb := sh.cells[cur].nb
		next := int(nb[0])
		if next == prev {
			next = int(nb[1])
		}
		prev, cur = cur, next
		seq = append(seq, cur)
	}
	return seq
}

// TestBuilderGolden pins the tile tours: the search is deterministic, so a change
// here means the tours (and every board's tour) changed. Regenerate with
// go test ./internal/tour/tiles -run TestBuilderGolden -update.
func TestBuilderGolden(t *testing.T) {
	b := NewBuilder()
	var buf bytes.Buffer
	for h := 5; h <= maxSide; h++ {
		for w := 5; w <= maxSide; w++ {
			sh := b.shapes[h-5][w-5]
			if sh == nil {
				continue
			}
			fmt.Fprintf(&buf, "%dx%d\n", h, w)
			moveAt := make([]int, h*w)
			tour := make([]int, 0, h*w)
			for i, k := range cycleOf(sh) {
				moveAt[k] = i + 1
				tour = append(tour, k+1)
			}
			if err := judge.CheckTour(h, w, tour[0], true, tour); err != nil {
				t.Fatalf("%dx%d tile: %v", h, w, err)
			}
			for r := 0; r < h; r++ {
				for c := 0; c < w; c++ {
					fmt.Fprintf(&buf, "%4d", moveAt[r*w+c])
				}
				buf.WriteByte('\n')
			}
		}
	}
	g := goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden"))
	g.Assert(t, "tile-tours", buf.Bytes())
}

// BenchmarkNewBuilder times the tile-tour search.
func BenchmarkNewBuilder(b *testing.B) {
	for i := 0; i < b.N; i++ {
		NewBuilder()
	}
}
