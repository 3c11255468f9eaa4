package frontier

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
)

// slow skips t unless KNIGHTSTOUR_SLOW=1 (and not with -short): cost says what it
// takes. go test ./... leaves these cases to CI's KNIGHTSTOUR_SLOW=1 step.
func slow(t *testing.T, cost string) {
	t.Helper()
	if testing.Short() || os.Getenv("KNIGHTSTOUR_SLOW") != "1" {
		t.Skipf("%s: with KNIGHTSTOUR_SLOW=1", cost)
	}
}

// TestPair pairs every two squares, or a square and the ends vertex, of windows of
// every width (keys of one word to 7 wide, of two above), beside another pair, and
// finds each end's partner again.
func TestPair(t *testing.T) {
	for width := 1; width <= MaxWidth; width++ {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			if width > narrowWidth {
				testPair[wide](t, width)
				return
			}
			testPair[narrow](t, width)
		})
	}
}

// testPair is TestPair's check of windows width wide, of keys K.
func testPair[K key](t *testing.T, width int) {
	w := 2*width + 1
	for p := 0; p <= w; p++ {
		for q := p + 1; q <= w; q++ {
			for _, other := range [][2]int{{-1, -1}, {(q + 1) % w, (q + 2) % w}, {(p + w - 1) % w, (q + 1) % w}} {
				var zero K
				k := pair(zero, w, p, q)
				if other[0] >= 0 && other[0] != other[1] && other[0] != p && other[0] != q && other[1] != p && other[1] != q {
					k = pair(k, w, other[0], other[1])
					if a, b := partner(k, w, other[0]), partner(k, w, other[1]); a != other[1] || b != other[0] {
						t.Errorf("%x: the other pair %v gives %d, %d", k, other, a, b)
					}
				}
				if a, b := partner(k, w, p), partner(k, w, q); a != q || b != p {
					t.Errorf("%x: %d and %d paired give partners %d and %d", k, p, q, a, b)
				}
			}
		}
	}
}

// wideColumns returns the scan of width-wide boards before its first square, as
// NewColumns does, but with keys of two words, as boards over 7 wide have them.
func wideColumns(t *testing.T, width int, open bool) *Columns {
	t.Helper()
	c, err := After(width, open, 0)
	if err != nil {
		t.Fatal(err)
	}
	c.hi, c.cur, c.start = 1, keyTable(1, 1, 1), true
	add(c.cur, wide{}, []uint64{1})
	return c
}

// TestWideKeys checks that a scan with keys of two words makes the states and counts
// of one with keys of one word: closed and open, counts past 2^64 (3x60 closed), a
// square at a time (4x5 open), and windows whose high word holds squares and the ends
// vertex (6 and 7 wide: 13 and 15 squares; there the mirror may keep the image of a
// state where keys of one word keep the state, by their kinds read in another order,
// and the states differ a little: the counts are checked).
func TestWideKeys(t *testing.T) {
	for _, tc := range []struct {
		width, length int
		open, squares bool
	}{{5, 8, false, false}, {4, 7, true, false}, {3, 60, false, false}, {4, 5, true, true}, {6, 3, true, false}, {7, 3, false, false}} {
		t.Run(fmt.Sprintf("%dx%d open %v", tc.width, tc.length, tc.open), func(t *testing.T) {
			var boards [2][]string
			for i, c := range []*Columns{nil, wideColumns(t, tc.width, tc.open)} {
				if c == nil {
					c, _ = NewColumns(tc.width, tc.open)
				}
				each := func(b Board) error {
					boards[i] = append(boards[i], fmt.Sprintf("%dx%d: %v paths, %v cycles, %d states", tc.width, b.Len, b.Paths, b.Cycles, b.States))
					return nil
				}
				for sq := 1; tc.squares && sq <= tc.width*tc.length; sq++ {
					if b, end, err := c.Square(context.Background(), sq == tc.width*tc.length); err != nil || end && each(b) != nil {
						t.Fatal(err)
					}
				}
				if err := c.Scan(context.Background(), tc.length, each); err != nil {
					t.Fatal(err)
				}
			}
			if tc.width > 5 { // the mirror's choice of a state or its image (by their kinds) may differ: the counts may not
				for i := range boards {
					for j, b := range boards[i] {
						boards[i][j] = b[:strings.LastIndex(b, ",")]
					}
				}
			}
			if fmt.Sprint(boards[0]) != fmt.Sprint(boards[1]) {
				t.Errorf("keys of one word:\n%s\nof two:\n%s", strings.Join(boards[0], "\n"), strings.Join(boards[1], "\n"))
			}
		})
	}
}
