package lengthscan

import (
	"fmt"
	"testing"
)

// window builds a window from its codes, the newest first.
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
		{window(inner, bare, label, label, dangling, inner, inner), window(label, bare, inner, inner, dangling, label, inner)},
		{window(bare, inner, dangling, label, label+1, label+1, inner), window(dangling, inner, bare, label+1, label+1, label, inner)},
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

// TestSettle makes the ends with no neighbour to come ends for good.
func TestSettle(t *testing.T) {
	s := &step{w: 5, open: true, ahead0: 1<<(4*3) | 1<<(4*4)} // squares 3 and 4 see nothing to come
	for _, c := range []struct {
		name   string
		in     uint64
		want   uint64
		wantOK bool
	}{
		{"nothing to settle", window(label, bare, label, inner, inner), window(label, bare, label, inner, inner), true},
		{"an end", window(label, bare, inner, label, inner), window(dangling, bare, inner, inner, inner), true},
		{"two subpaths", window(label, label+1, inner, label+1, label), window(dangling, dangling, inner, inner, inner), true},
		{"both ends", window(bare, bare, inner, label, label), 0, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, ok := s.settle(c.in)
			if ok != c.wantOK || ok && got != c.want {
				t.Errorf("settle(%x) = %x, %v; want %x, %v", c.in, got, ok, c.want, c.wantOK)
			}
		})
	}
}
