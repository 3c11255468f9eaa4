package frontier

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"testing"
)

// inParts runs the width×length scan in parts: after each square every part sends each
// of its states to the part key mod parts (in the order of the parts, so that each
// receives a state more than once), and the parts' boards are added up.
func inParts(t *testing.T, width, length, parts int, open bool) []Board {
	t.Helper()
	ctx := context.Background()
	cols := make([]*Columns, parts)
	for k := range cols {
		var err error
		if k == 0 {
			cols[k], err = NewColumns(width, open)
		} else {
			cols[k], err = After(width, open, 0)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	var boards []Board
	for sq := 1; sq <= width*length; sq++ {
		sum := Board{Len: sq / width, Cycles: new(big.Int)}
		if open {
			sum.Paths = new(big.Int)
		}
		for _, c := range cols {
			b, end, err := c.Square(ctx, sq == width*length)
			if err != nil {
				t.Fatal(err)
			}
			if end != (sq%width == 0) || end && b.Len != sq/width {
				t.Fatalf("square %d: a part's board %d, the end of a column %v", sq, b.Len, end)
			}
			if end {
				sum.Cycles.Add(sum.Cycles, b.Cycles)
				if open {
					sum.Paths.Add(sum.Paths, b.Paths)
				}
			}
		}
		if sq%width == 0 {
			boards = append(boards, sum)
		}
		if sq == width*length {
			break
		}
		next := make([]*Columns, parts)
		for k := range next {
			next[k], _ = After(width, open, sq)
			err := next[k].Fill(0, func(add func(lo, hi uint64, count []uint64) error) error {
				var err error
				for _, c := range cols {
					c.Each(func(key, _ uint64, count []uint64) {
						if int(key%uint64(parts)) == k && err == nil {
							err = add(key, 0, count)
						}
					})
				}
				return err
			})
			if err != nil {
				t.Fatal(err)
			}
		}
		cols = next
	}
	return boards
}

// TestColumnsInParts checks that the boards of a scan whose states are divided among
// parts after every square add up to the whole scan's: 1 to 3 parts, open and closed.
// (TestParts takes a scan in parts past 2^64.)
func TestColumnsInParts(t *testing.T) {
	for _, tc := range []struct {
		width, length, parts int
		open                 bool
	}{
		{4, 8, 3, true}, {5, 6, 3, false}, {4, 6, 1, true}, {3, 9, 2, true}, {1, 3, 2, true},
		{8, 1, 3, true}, // keys of two words
	} {
		t.Run(fmt.Sprintf("%dx%d %d parts open %v", tc.width, tc.length, tc.parts, tc.open), func(t *testing.T) {
			whole := scan(t, tc.width, tc.length, tc.open)
			for i, b := range inParts(t, tc.width, tc.length, tc.parts, tc.open) {
				w := whole[i]
				if b.Cycles.Cmp(w.Cycles) != 0 || tc.open && b.Paths.Cmp(w.Paths) != 0 {
					t.Errorf("%dx%d: the parts add up to %v paths, %v cycles; the whole scan %v, %v", tc.width, b.Len, b.Paths, b.Cycles, w.Paths, w.Cycles)
				}
			}
		})
	}
}

// TestFill checks that Fill merges equal keys, with a word more where their sum needs
// it, refuses a key no state has and passes put's error on, and that a scan goes no
// further than its last column.
func TestFill(t *testing.T) {
	c, err := After(3, true, 2)
	if err != nil {
		t.Fatal(err)
	}
	tries := 0
	err = c.Fill(0, func(add func(lo, hi uint64, count []uint64) error) error {
		tries++
		for _, n := range []uint64{1 << 63, 1 << 63, 5} {
			if err := add(allInner[narrow](7)[0], 0, []uint64{n, 0}); err != nil {
				return err
			}
		}
		return nil
	})
	var got []uint64
	c.Each(func(key, _ uint64, count []uint64) { got = append(append(got, key), count...) })
	if want := []uint64{allInner[narrow](7)[0], 5, 1}; err != nil || fmt.Sprint(got) != fmt.Sprint(want) || tries != 2 {
		t.Errorf("2^63+2^63+5: %v after %d tries, %v; want %v after 2", got, tries, err, want)
	}
	err = c.Fill(0, func(add func(lo, hi uint64, count []uint64) error) error { return add(1<<32, 0, []uint64{1}) })
	if !errors.Is(err, ErrNotState) {
		t.Errorf("a key of 9 squares in a 3-wide open scan (7 and the ends): %v", err)
	}
	err = c.Fill(0, func(add func(lo, hi uint64, count []uint64) error) error { return add(1, 1, []uint64{1}) })
	if !errors.Is(err, ErrNotState) {
		t.Errorf("a key of two words in a 3-wide scan: %v", err)
	}
	testFillWide(t)
	stop := errors.New("stop")
	if err := c.Fill(0, func(func(lo, hi uint64, count []uint64) error) error { return stop }); err != stop {
		t.Errorf("put's error: %v", err)
	}
	if _, err := After(0, true, 0); err == nil {
		t.Error("a 0-wide scan: no error")
	}
	c, _ = NewColumns(2, true)
	if _, err := c.Next(context.Background(), true); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Next(context.Background(), false); err == nil {
		t.Error("a column after the last: no error")
	}
}

// testFillWide checks Fill and Each on keys of two words (an 8-wide scan): a key
// given is the key held, and one with a code past the ends vertex is refused.
func testFillWide(t *testing.T) {
	c, err := After(8, true, 2)
	if err != nil {
		t.Fatal(err)
	}
	k := with(allInner[wide](16), 17, wholePath) // 16 squares inner, a whole path waiting
	err = c.Fill(0, func(add func(lo, hi uint64, count []uint64) error) error { return add(k[0], k[1], []uint64{3}) })
	var got []uint64
	c.Each(func(lo, hi uint64, count []uint64) { got = append(append(got, lo, hi), count...) })
	if want := []uint64{k[0], k[1], 3}; err != nil || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("8 wide: %x, %v; want %x", got, err, want)
	}
	for _, bad := range [][2]uint64{{k[0], k[1] | 1<<(5*6)}, {k[0] | 1<<60, k[1]}} {
		err = c.Fill(0, func(add func(lo, hi uint64, count []uint64) error) error { return add(bad[0], bad[1], []uint64{1}) })
		if !errors.Is(err, ErrNotState) {
			t.Errorf("8 wide, key %x: %v", bad, err)
		}
	}
}
