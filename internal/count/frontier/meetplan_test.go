package frontier

import (
	"context"
	"fmt"
	"slices"
	"testing"
)

// TestMidPlan checks how a plan of a middle's parts splits a part that passed and the
// parts after it: in slices where its first table held at least half of it, or where
// it has one degree (not past maxSlices, nor where the first block has every square);
// else in halves of its degrees; and the parts after it before they are begun, as
// many slices as a part has needed and their degrees halved where larger than the
// least larger half.
func TestMidPlan(t *testing.T) {
	tops, walk := sixTops(t)
	bot, err := bottomsOf(context.Background(), &packedTops{tops}, 6, func(int) {})
	if err != nil {
		t.Fatal(err)
	}
	cuts := func(p *midPlan) string { return fmt.Sprint(p.cuts) }
	t.Run("first table", func(t *testing.T) {
		p := newMidPlan(bot, splitDegs(walk, bot.degs, bot.size, 3), 6, walk.edges[:midBlock])
		if !p.passed(0, walk, true) || cuts(p) != "[{0 2} {1 2} {0 1} {0 1}]" || !slices.Equal(p.degs[0], p.degs[1]) || p.sliced != 2 || p.most != 0 {
			t.Fatalf("passed in its first table: slices %s, sliced %d, most %d", cuts(p), p.sliced, p.most)
		}
		if !p.before(2, walk) || p.before(2, walk) || p.before(3, walk) || !p.before(4, walk) || cuts(p) != "[{0 2} {1 2} {0 2} {1 2} {0 2} {1 2}]" {
			t.Errorf("the parts after it: slices %s", cuts(p))
		}
	})
	t.Run("later table", func(t *testing.T) {
		p := newMidPlan(bot, splitDegs(walk, bot.degs, bot.size, 2), 6, walk.edges[:midBlock])
		whole := p.bottoms[1]
		if !p.passed(0, walk, false) || cuts(p) != "[{0 1} {0 1} {0 1}]" || p.most != max(p.bottoms[0], p.bottoms[1]) || p.sliced != 1 {
			t.Fatalf("passed in a later table: slices %s, most %d of %v", cuts(p), p.most, p.bottoms)
		}
		if whole <= p.most || !p.before(2, walk) || p.before(2, walk) || len(p.degs) != 4 {
			t.Errorf("the part after it, %d bottom states where the larger half has %d: %d parts", whole, p.most, len(p.degs))
		}
	})
	t.Run("one degree", func(t *testing.T) {
		p := newMidPlan(bot, [][]uint64{bot.degs[:1]}, 6, walk.edges[:midBlock])
		if !p.passed(0, walk, false) || cuts(p) != "[{0 2} {1 2}]" {
			t.Errorf("one degree passed: slices %s", cuts(p))
		}
		p.cuts[0] = topSlice{0, maxSlices}
		if p.passed(0, walk, true) || len(p.degs) != 2 {
			t.Errorf("a part of %d slices passed: split, %s", maxSlices, cuts(p))
		}
	})
	t.Run("no slices", func(t *testing.T) { // the first block has every square
		p := newMidPlan(bot, splitDegs(walk, bot.degs, bot.size, 2), 6, walk.edges)
		if !p.passed(0, walk, true) || cuts(p) != "[{0 1} {0 1} {0 1}]" || p.most == 0 || p.sliced != 1 {
			t.Errorf("passed in its first table, no square left alone: slices %s, most %d", cuts(p), p.most)
		}
		one := newMidPlan(bot, [][]uint64{bot.degs[:1]}, 6, walk.edges)
		if one.passed(0, walk, true) {
			t.Errorf("one degree, no square left alone: split, %s", cuts(one))
		}
	})
}
