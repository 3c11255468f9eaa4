package lengthscan

import (
	"fmt"
	"testing"
)

// window builds a window from its codes, the next square to add first.
func window(codes ...uint64) uint64 {
	var k uint64
	for p, c := range codes {
		k = with(k, p, c)
	}
	return k
}

// TestMirror turns the window after the last square of a 3-high column upside down:
// each of the two columns reversed, the square of the column before them kept, and
// the pairs' offsets made again for the squares' new places.
func TestMirror(t *testing.T) {
	m := newMirror(3)
	for _, c := range []struct{ in, want uint64 }{
		{pair(pair(window(inner, bare, 0, 0, 0, inner, inner), 7, 2, 3), 7, 4, 7),
			pair(pair(window(0, bare, inner, inner, 0, 0, inner), 7, 0, 5), 7, 4, 7)},
		{pair(pair(window(bare, inner), 7, 2, 6), 7, 3, 4),
			pair(pair(window(0, inner), 7, 0, 6), 7, 5, 4)},
		{pair(pair(window(bare, inner), 7, 0, 1), 7, 6, 7),
			pair(pair(window(bare, inner), 7, 2, 1), 7, 6, 7)},
	} {
		t.Run(fmt.Sprintf("%x", c.in), func(t *testing.T) {
			if got := m.image(c.in); got != c.want {
				t.Errorf("mirror(%x) = %x, want %x", c.in, got, c.want)
			}
			if back := m.image(m.image(c.in)); back != c.in {
				t.Errorf("mirror twice gives %x, want %x", back, c.in)
			}
		})
	}
}

// TestCanon keeps one of a window and its image, the same one from either.
func TestCanon(t *testing.T) {
	m := newMirror(3)
	for _, k := range []uint64{
		pair(pair(window(inner, bare, 0, 0, 0, inner, inner), 7, 2, 3), 7, 4, 7),
		pair(window(inner, bare, inner, inner, bare, inner), 7, 1, 4), // kinds alike upside down
		pair(pair(window(bare, inner), 7, 0, 1), 7, 6, 7),
	} {
		t.Run(fmt.Sprintf("%x", k), func(t *testing.T) {
			c := m.canon(k)
			if c != k && c != m.image(k) {
				t.Errorf("canon(%x) = %x: neither it nor its image %x", k, c, m.image(k))
			}
			if back := m.canon(m.image(k)); back != c {
				t.Errorf("canon of the image %x = %x, want %x", m.image(k), back, c)
			}
		})
	}
}
