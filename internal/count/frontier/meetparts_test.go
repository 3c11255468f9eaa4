package frontier

import (
	"context"
	"errors"
	"testing"
)

// TestSplitDegs checks that the parts of the bottom states' degrees are each degree
// once, as many parts as asked where the needs take enough values, and evened out,
// of the bottom states' degrees, each the lesser of its own and its mirror image's;
// and that the halves' states stop being read once ctx is done (Ctrl-C).
func TestSplitDegs(t *testing.T) {
	c, err := NewColumns(6, true)
	if err != nil {
		t.Fatal(err)
	}
	mt := Meet{Width: 6, Length: 8, Open: true}
	for i := 0; i < 3; i++ {
		if _, err := c.Next(context.Background(), false); err != nil {
			t.Fatal(err)
		}
	}
	if c.States() < 1<<16 {
		t.Fatalf("%d states: too few to see the halves stop within them", c.States())
	}
	// Ctrl-C while the halves are read: they stop with ctx's error.
	done, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := c.tops(done); !errors.Is(err, context.Canceled) {
		t.Errorf("the tops, ctx done: %v, want context.Canceled", err)
	}
	tops, err := c.tops(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := bottomsOf(done, &packedTops{tops}, 6, func(int) {}); !errors.Is(err, context.Canceled) {
		t.Errorf("the bottoms, ctx done: %v, want context.Canceled", err)
	}
	bot, err := bottomsOf(context.Background(), &packedTops{tops}, 6, func(int) {})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range bot.degs { // of a state and its image, the lesser degrees are kept
		if d > mirrorDegs(d, 6) {
			t.Fatalf("bottom states of degrees %x, past their images' %x", d, mirrorDegs(d, 6))
		}
	}
	ends, must := mt.ends(3, -1)
	walk := newEdgeWalk(6, ends, must, bot.degs)
	for _, n := range []int{1, 2, 4, 16} {
		parts := splitDegs(walk, bot.degs, bot.size, n)
		if len(parts) != n {
			t.Errorf("%d parts, want %d", len(parts), n)
		}
		seen, most, least := map[uint64]bool{}, 0, len(bot.states)
		for _, p := range parts {
			states := 0
			for _, d := range p {
				if seen[d] {
					t.Fatalf("degrees %x in two parts", d)
				}
				seen[d] = true
				states += len(bot.of(d))
			}
			most, least = max(most, states), min(least, states)
		}
		if len(seen) != len(bot.degs) {
			t.Errorf("%d parts hold %d degrees, want %d", n, len(seen), len(bot.degs))
		}
		if least*3 < most*2 {
			t.Errorf("%d parts of %d to %d bottom states", n, least, most)
		}
	}
}
