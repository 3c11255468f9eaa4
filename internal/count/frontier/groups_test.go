package frontier

import (
	"context"
	"fmt"
	"testing"
)

// TestSquares checks that a scan a square at a time (as parts run it) gives the
// boards of one a column in groups at a time (Scan): 3×60 closed passes 2⁶⁴ cycles, so
// that both give their counts a word more on the way, and 4×12 open.
func TestSquares(t *testing.T) {
	for _, tc := range []struct {
		width, length int
		open          bool
	}{{3, 60, false}, {4, 12, true}} {
		t.Run(fmt.Sprintf("%dx%d open %v", tc.width, tc.length, tc.open), func(t *testing.T) {
			want := scan(t, tc.width, tc.length, tc.open)
			c, err := NewColumns(tc.width, tc.open)
			if err != nil {
				t.Fatal(err)
			}
			for sq, n := 1, 0; sq <= tc.width*tc.length; sq++ {
				b, end, err := c.Square(context.Background(), sq == tc.width*tc.length)
				if err != nil {
					t.Fatal(err)
				}
				if !end {
					continue
				}
				w := want[n]
				if b.Len != w.Len || b.Cycles.Cmp(w.Cycles) != 0 || tc.open && b.Paths.Cmp(w.Paths) != 0 || b.States != w.States {
					t.Errorf("board %d: %d long, %v cycles, %v paths, %d states; in groups %d long, %v, %v, %d", n+1, b.Len, b.Cycles, b.Paths, b.States, w.Len, w.Cycles, w.Paths, w.States)
				}
				n++
			}
			if c.Limbs() < 2 && !tc.open {
				t.Errorf("the counts took %d words", c.Limbs())
			}
		})
	}
}

// TestMerge merges equal keys, with a word more where their sum needs it.
func TestMerge(t *testing.T) {
	c, err := After(5, false, 0)
	if err != nil {
		t.Fatal(err)
	}
	in := records{[]uint64{7, 1 << 63, 9, 5, 7, 1 << 63}, 1}
	out, _, err := c.merge(in, nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[uint64][]uint64{}
	for i := 0; i < len(out.data); i += 1 + out.limbs {
		got[out.data[i]] = out.data[i+1 : i+1+out.limbs]
	}
	if out.limbs != 2 || fmt.Sprint(got) != fmt.Sprint(map[uint64][]uint64{7: {0, 1}, 9: {5, 0}}) {
		t.Errorf("merged: %v of %d words; want 7: 2^64, 9: 5, of 2 words", got, out.limbs)
	}
}

// TestRelease scans with Release: it is called where the arrays grow (and on 3×60
// closed where the counts take a word more), and the counts are the ones without it.
func TestRelease(t *testing.T) {
	for _, tc := range []struct {
		width, length int
		open          bool
	}{{4, 9, false}, {4, 9, true}, {3, 60, false}} {
		t.Run(fmt.Sprint(tc), func(t *testing.T) {
			var want []string
			if err := Scan(context.Background(), tc.width, tc.length, tc.open, func(b Board) error {
				want = append(want, fmt.Sprint(b.Paths, b.Cycles))
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			c, err := NewColumns(tc.width, tc.open)
			if err != nil {
				t.Fatal(err)
			}
			calls := 0
			c.Release = func(bytes int64) {
				if bytes <= 0 {
					t.Errorf("Release(%d)", bytes)
				}
				calls++
			}
			var got []string
			if err := c.Scan(context.Background(), tc.length, func(b Board) error {
				got = append(got, fmt.Sprint(b.Paths, b.Cycles))
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(got) != fmt.Sprint(want) || calls == 0 {
				t.Errorf("with Release (called %d times): %v; want %v, and calls", calls, got, want)
			}
		})
	}
}
