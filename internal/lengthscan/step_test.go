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
// each of the two columns reversed, the square of the column before them kept.
func TestMirror(t *testing.T) {
	s := &step{w: 7, width: 3}
	for _, c := range []struct{ in, want uint64 }{
		{window(inner, bare, label, label, label+1, inner, inner), window(label, bare, inner, inner, label+1, label, inner)},
		{window(bare, inner, label+2, label, label+1, label+1, inner), window(label+2, inner, bare, label+1, label+1, label, inner)},
	} {
		t.Run(fmt.Sprintf("%x", c.in), func(t *testing.T) {
			if got := s.mirror(c.in); got != c.want {
				t.Errorf("mirror(%x) = %x, want %x", c.in, got, c.want)
			}
			if back := s.mirror(s.mirror(c.in)); back != c.in {
				t.Errorf("mirror twice gives %x, want %x", back, c.in)
			}
		})
	}
}
