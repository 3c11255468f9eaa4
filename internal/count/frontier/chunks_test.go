package frontier

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math/big"
	"slices"
	"testing"
)

// TestChunksGroup orders states in chunks into their groups in place: each group's
// states together, in order of the groups, the states the ones given.
func TestChunksGroup(t *testing.T) {
	for _, tc := range []struct{ n, groups int }{{0, 1}, {1, 1}, {5, 3}, {chunkRecs + 7, 2}, {chunkRecs + 9, 100}, {3*chunkRecs + 5, 1024}, {2*chunkRecs + 3, 1 << 16}} {
		t.Run(fmt.Sprint(tc), func(t *testing.T) {
			c, err := After(8, false, 0)
			if err != nil {
				t.Fatal(err)
			}
			s := &chunks{stride: 3}
			var want []string
			for i := 0; i < tc.n; i++ {
				x := uint64(i) * 0x9E3779B97F4A7C15
				if err := c.put(s, []uint64{x, x >> 7, uint64(i)}); err != nil {
					t.Fatal(err)
				}
				want = append(want, fmt.Sprint(x, x>>7, i))
			}
			of := func(rec []uint64) int { return int(rec[0] % uint64(tc.groups)) }
			starts := s.group(tc.groups, of)
			var got []string
			for g := 0; g < tc.groups; g++ {
				for i := starts[g]; i < starts[g+1]; i++ {
					if r := s.rec(i); of(r) != g {
						t.Fatalf("state %d of group %d is of group %d", i, g, of(r))
					}
				}
			}
			for i := 0; i < s.n; i++ {
				r := s.rec(i)
				got = append(got, fmt.Sprint(r[0], r[1], r[2]))
			}
			slices.Sort(got)
			slices.Sort(want)
			if s.n != tc.n || starts[tc.groups] != tc.n || !slices.Equal(got, want) {
				t.Errorf("%d states, groups end at %d; the states are not the ones given", s.n, starts[tc.groups])
			}
		})
	}
}

// TestChunksRoomy says that a round may carry where the counts' sum is near the top of
// their word: a square gives a count to ten states at most.
func TestChunksRoomy(t *testing.T) {
	for _, tc := range []struct {
		counts [][]uint64 // each a state's count
		steps  int
		want   bool
	}{
		{[][]uint64{{1}, {2}}, 2, true},
		{[][]uint64{{1 << 55}}, 2, true},
		{[][]uint64{{1 << 56}}, 2, false},
		{[][]uint64{{1 << 59}}, 1, true},
		{[][]uint64{{1 << 60}}, 1, false},
		{[][]uint64{{1 << 63}, {1 << 62}}, 0, true},
		{[][]uint64{{1 << 63}, {1 << 63}}, 0, false},
		{[][]uint64{{^uint64(0), 1 << 58}}, 1, true},    // the lower word may carry 1
		{[][]uint64{{^uint64(0), 1<<60 - 1}}, 1, false}, // and then the top word passes 2^60
	} {
		s := &chunks{stride: 2 + len(tc.counts[0])}
		c, _ := After(8, false, 0)
		for _, w := range tc.counts {
			if err := c.put(s, append([]uint64{0, 0}, w...)); err != nil {
				t.Fatal(err)
			}
		}
		if got := s.roomy(tc.steps); got != tc.want {
			t.Errorf("%v in %d steps: roomy %v, want %v", tc.counts, tc.steps, got, tc.want)
		}
	}
}

// TestMergeChunks merges equal keys of two words in chunks, with a word more where
// their sum needs it, and lets go of the chunks of the states merged.
func TestMergeChunks(t *testing.T) {
	c, err := After(8, false, 0)
	if err != nil {
		t.Fatal(err)
	}
	in := &chunks{stride: 3}
	want := map[[2]uint64]*big.Int{}
	for i := 0; i < 2*chunkRecs+3; i++ {
		k := [2]uint64{uint64(i % 1000), uint64(i % 7)}
		w := uint64(1) << 62
		if err := c.put(in, []uint64{k[0], k[1], w}); err != nil {
			t.Fatal(err)
		}
		if want[k] == nil {
			want[k] = new(big.Int)
		}
		want[k].Add(want[k], new(big.Int).SetUint64(w))
	}
	out, err := c.mergeChunks(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	got := map[[2]uint64]*big.Int{}
	for i := 0; i < out.n; i++ {
		r := out.rec(i)
		k := [2]uint64{r[0], r[1]}
		if got[k] != nil {
			t.Fatalf("key %v twice", k)
		}
		got[k] = new(big.Int).SetUint64(r[3])
		got[k].Lsh(got[k], 64).Add(got[k], new(big.Int).SetUint64(r[2]))
	}
	if out.stride != 4 || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("merged: %d states of %d words; want %d of 4", len(got), out.stride, len(want))
	}
	if in.gone != len(in.c) {
		t.Errorf("%d of the %d chunks merged let go of", in.gone, len(in.c))
	}
}

// TestRoundsInChunks scans 8 wide closed (keys of two words: its rounds in chunks) to
// the fourth square of its second column in rounds of squares of several sizes (the
// states kept in chunks from one to the next), and a square at a time: the same
// boards, and the same states after them.
func TestRoundsInChunks(t *testing.T) {
	ctx := context.Background()
	var boards []string
	var states []map[[2]uint64]string
	for _, rounds := range [][]int{{8, 4}, {1, 3, 4, 1, 3}, {1, 1, 1, 1, 1, 1, 1, 1, 2, 2}, nil} {
		c, err := NewColumns(8, false)
		if err != nil {
			t.Fatal(err)
		}
		var bs []string
		if rounds == nil { // a square at a time
			for sq := 0; sq < 12; sq++ {
				b, end, err := c.Square(ctx, false)
				if err != nil {
					t.Fatal(err)
				}
				if end {
					bs = append(bs, fmt.Sprint(b.Len, b.Cycles, b.States))
				}
			}
		}
		for _, n := range rounds {
			b, end, err := c.Round(ctx, n, false)
			if err != nil {
				t.Fatal(err)
			}
			if end {
				bs = append(bs, fmt.Sprint(b.Len, b.Cycles, b.States))
			}
		}
		got := map[[2]uint64]string{}
		c.Each(func(lo, hi uint64, count []uint64) { got[[2]uint64{lo, hi}] = fmt.Sprint(count) })
		boards, states = append(boards, fmt.Sprint(bs, c.States())), append(states, got)
	}
	for i := 1; i < len(boards); i++ {
		if boards[i] != boards[0] || len(states[0]) == 0 || !maps.Equal(states[i], states[0]) {
			t.Errorf("in rounds %d: boards and states %s, %d states; in the first rounds %s, %d states", i, boards[i], len(states[i]), boards[0], len(states[0]))
		}
	}
}

// TestChunksHeld scans 8 wide closed to its second column with Held: it hears of the
// chunks as the rounds take them, at least the bytes of the states after the column,
// which Bytes says; and its error, where the chunks would pass half of what they took,
// stops the scan within the column.
func TestChunksHeld(t *testing.T) {
	ctx := context.Background()
	most := int64(0)
	for _, limit := range []int64{0, -1} {
		c, err := NewColumns(8, false)
		if err != nil {
			t.Fatal(err)
		}
		if limit < 0 {
			limit = most / 2
		}
		c.Held = func(bytes int64) error {
			most = max(most, bytes)
			if limit > 0 && bytes > limit {
				return ErrNotState // any error
			}
			return nil
		}
		_, err = c.Next(ctx, false)
		if err == nil {
			_, err = c.Next(ctx, false)
		}
		switch {
		case limit == 0 && err != nil:
			t.Fatal(err)
		case limit == 0 && (c.Bytes() < int64(c.States())*24 || most < c.Bytes() || c.States() == 0):
			t.Errorf("%d states, %d bytes; Held heard of %d at most", c.States(), c.Bytes(), most)
		case limit > 0 && !errors.Is(err, ErrNotState):
			t.Errorf("Held's error at %d bytes: the scan says %v", limit, err)
		}
	}
}
