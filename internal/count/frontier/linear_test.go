package frontier

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
)

// columnByColumn returns the boards of the width×length scan made a column at a time
// by Next, which never learns the scan's map.
func columnByColumn(t *testing.T, width, length int, open bool) []Board {
	t.Helper()
	c, err := NewColumns(width, open)
	if err != nil {
		t.Fatal(err)
	}
	var boards []Board
	for n := 1; n <= length; n++ {
		b, err := c.Next(context.Background(), n == length)
		if err != nil {
			t.Fatal(err)
		}
		boards = append(boards, b)
	}
	return boards
}

// TestLinear checks Scan, which goes on with the scan's linear map once the states
// repeat, against the scan made a column at a time, on tables long enough for the map
// and for counts of many words.
func TestLinear(t *testing.T) {
	for _, c := range []struct {
		width, length int
		open          bool
	}{{2, 60, true}, {3, 80, false}, {3, 40, true}, {4, 60, false}, {4, 30, true}, {5, 24, false}} {
		t.Run(fmt.Sprintf("%dx%d open %v", c.width, c.length, c.open), func(t *testing.T) {
			want := columnByColumn(t, c.width, c.length, c.open)
			s, err := NewColumns(c.width, c.open)
			if err != nil {
				t.Fatal(err)
			}
			learnt := 0
			err = s.Scan(context.Background(), c.length, func(b Board) error {
				if s.lin != nil {
					learnt++
				}
				w := want[b.Len-1]
				if b.Cycles.Cmp(w.Cycles) != 0 || c.open && b.Paths.Cmp(w.Paths) != 0 || b.States != w.States {
					t.Errorf("%dx%d: %v paths, %v cycles, %d states; a column at a time %v, %v, %d", c.width, b.Len, b.Paths, b.Cycles, b.States, w.Paths, w.Cycles, w.States)
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if learnt == 0 {
				t.Errorf("the scan never learnt its map")
			}
		})
	}
}

// TestLinearStops stops Scan once it goes on with its map, and checks that the states
// it holds then are the ones the scan made a column at a time holds, and that it
// scans on from them.
func TestLinearStops(t *testing.T) {
	stop := errors.New("stop")
	const width, length = 4, 40
	s, err := NewColumns(width, true)
	if err != nil {
		t.Fatal(err)
	}
	at := 0
	err = s.Scan(context.Background(), length, func(b Board) error {
		if s.lin != nil && b.Len > 20 {
			at = b.Len
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) || s.lin != nil {
		t.Fatalf("Scan stopped with %v, its map %v", err, s.lin)
	}
	c, err := NewColumns(width, true)
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= at; n++ {
		if _, err := c.Next(context.Background(), false); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := states(s), states(c); !slices.EqualFunc(got, want, slices.Equal[[]uint64]) {
		t.Fatalf("after %d columns: %d states held, a column at a time %d", at, len(got), len(want))
	}
	want := columnByColumn(t, width, length, true)
	err = s.Scan(context.Background(), length, func(b Board) error {
		if w := want[b.Len-1]; b.Paths.Cmp(w.Paths) != 0 || b.Cycles.Cmp(w.Cycles) != 0 {
			t.Errorf("%dx%d scanned on: %v paths, %v cycles; want %v, %v", width, b.Len, b.Paths, b.Cycles, w.Paths, w.Cycles)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// states returns the states c holds, each its key and its count's words without the
// top ones that are 0, in the order of the keys.
func states(c *Columns) [][]uint64 {
	var out [][]uint64
	c.Each(func(k, _ uint64, w []uint64) {
		for len(w) > 1 && w[len(w)-1] == 0 {
			w = w[:len(w)-1]
		}
		out = append(out, append([]uint64{k}, w...))
	})
	slices.SortFunc(out, func(a, b []uint64) int { return slices.Compare(a, b) })
	return out
}

// TestLearnSquare checks each square's map, learnt (learnSquare), against the square
// scanned exactly (Square), over the states after the first columns of 7-wide boards
// (whose keys fill the 64 bits; the map is learnt there for Residues only; after the
// second column with KNIGHTSTOUR_SLOW=1 only) and of
// narrower ones: the states after the square are the ones the scan makes, and each
// one's count is the sum of the counts its list names; a column's last square's
// boards are the sums of the counts of its paths and cycles.
func TestLearnSquare(t *testing.T) {
	for _, c := range []struct {
		width, columns int
		open           bool
	}{{7, 1, false}, {7, 2, false}, {6, 2, false}, {5, 3, true}, {5, 4, false}, {3, 3, true}} {
		t.Run(fmt.Sprintf("%dx%d open %v", c.width, c.columns+1, c.open), func(t *testing.T) {
			if c.width == 7 && c.columns > 1 {
				slow(t, "the square by square scan of the 7x3 board's last column takes 5 s of CPU (7x2 learns 7-wide squares too)")
			}
			s, err := NewColumns(c.width, c.open)
			if err != nil {
				t.Fatal(err)
			}
			for n := 0; n < c.columns; n++ {
				if _, err := s.Next(context.Background(), false); err != nil {
					t.Fatal(err)
				}
			}
			keys, counts := keysAndCounts(s)
			var room learnRoom
			for r := 0; r < c.width; r++ {
				q, next, err := s.learnSquare(context.Background(), keys, r, &room)
				if err != nil {
					t.Fatal(err)
				}
				b, _, err := s.Square(context.Background(), false)
				if err != nil {
					t.Fatal(err)
				}
				sum := func(list []int32) uint64 {
					var x uint64
					for _, i := range list {
						x += counts[i]
					}
					return x
				}
				if r == c.width-1 && (b.Cycles.Uint64() != sum(q.cycles) || c.open && b.Paths.Uint64() != sum(q.paths)) {
					t.Errorf("column %d: %v paths, %v cycles; the map's %d, %d", c.columns+1, b.Paths, b.Cycles, sum(q.paths), sum(q.cycles))
				}
				var mapped []uint64
				for j := range next {
					mapped = append(mapped, sum(q.from[q.start[j]:q.start[j+1]]))
				}
				keys, counts = keysAndCounts(s)
				if !slices.Equal(next, keys) || !slices.Equal(mapped, counts) {
					t.Fatalf("square %d: %d states, the map's %d, or their counts differ", r, len(keys), len(next))
				}
				keys = slices.Clone(next) // next is the room's, which the square after writes
			}
		})
	}
}

// keysAndCounts returns the keys of the states c holds, sorted, and their counts (of one
// word).
func keysAndCounts(c *Columns) (keys, counts []uint64) {
	keys = sortedKeys(c.cur)
	counts = make([]uint64, len(keys))
	c.Each(func(k, _ uint64, w []uint64) { counts[stateIndex(keys, k)] = w[0] })
	return keys, counts
}

// TestGroupAdds checks groupAdds and sortPairs against a stable sort, on adds of few
// states (long runs of one key) and of many, some of whose images share their top bits.
func TestGroupAdds(t *testing.T) {
	for _, c := range []struct{ adds, states int }{{0, 1}, {1, 1}, {5, 1}, {1000, 3}, {1 << 15, 1 << 14}, {1 << 16, 1 << 20}} {
		t.Run(fmt.Sprintf("%d adds of %d states", c.adds, c.states), func(t *testing.T) {
			rec := make([]uint64, 2*c.adds)
			x := uint64(88172645463325252)
			for i := 0; i < c.adds; i++ {
				x ^= x << 13
				x ^= x >> 7
				x ^= x << 17
				rec[2*i], rec[2*i+1] = (x%uint64(c.states))*0x0101_0101_0101_0101, uint64(i)
			}
			type pair struct{ key, from uint64 }
			want := make([]pair, c.adds)
			for i := range want {
				want[i] = pair{rec[2*i], rec[2*i+1]}
			}
			sorted, _ := sortPairs(slices.Clone(rec), make([]uint64, len(rec)))
			slices.SortStableFunc(want, func(a, b pair) int { return cmp.Compare(a.key, b.key) })
			for i, p := range want {
				if sorted[2*i] != p.key || sorted[2*i+1] != p.from {
					t.Fatalf("sortPairs: pair %d is %d, %d; want %d, %d", i, sorted[2*i], sorted[2*i+1], p.key, p.from)
				}
			}
			grouped, _ := groupAdds(rec, make([]uint64, len(rec)))
			slices.SortStableFunc(want, func(a, b pair) int { return cmp.Compare(a.key*orderFactor, b.key*orderFactor) })
			for i, p := range want {
				if grouped[2*i] != p.key || grouped[2*i+1] != p.from {
					t.Fatalf("groupAdds: pair %d is %d, %d; want %d, %d", i, grouped[2*i], grouped[2*i+1], p.key, p.from)
				}
			}
		})
	}
}
