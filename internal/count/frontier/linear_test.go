package frontier

import (
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
