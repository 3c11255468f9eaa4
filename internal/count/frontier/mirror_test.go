package frontier

import (
	"fmt"
	"math/rand"
	"testing"
)

// window builds a window of one word from its codes, the next square to add first.
func window(codes ...uint64) uint64 {
	var k narrow
	for p, c := range codes {
		k = with(k, p, c)
	}
	return k[0]
}

// pair1 is pair of a one-word key.
func pair1(k uint64, w, p, q int) uint64 { return pair(narrow{k}, w, p, q)[0] }

// imageOf is the mirror image of a key of either size.
func imageOf[K key](m *mirror, k K) K {
	if len(k) == 1 {
		k[0] = m.image(k[0])
		return k
	}
	img := m.image5(wide{k[0], k[len(k)-1]})
	k[0], k[len(k)-1] = img[0], img[1]
	return k
}

// canonOf is the key of either size that the scan keeps of k and its image.
func canonOf[K key](m *mirror, k K) K {
	if len(k) == 1 {
		k[0] = m.canon(k[0])
		return k
	}
	k[0], k[len(k)-1] = m.canon5(k[0], k[len(k)-1])
	return k
}

// TestMirror turns the window after the last square of a 3-high column upside down:
// each of the two columns reversed, the square of the column before them kept, and
// the pairs' offsets made again for the squares' new places.
func TestMirror(t *testing.T) {
	m := newMirror(3)
	for _, c := range []struct{ in, want uint64 }{
		{pair1(pair1(window(inner, bare, 0, 0, 0, inner, inner), 7, 2, 3), 7, 4, 7),
			pair1(pair1(window(0, bare, inner, inner, 0, 0, inner), 7, 0, 5), 7, 4, 7)},
		{pair1(pair1(window(bare, inner), 7, 2, 6), 7, 3, 4),
			pair1(pair1(window(0, inner), 7, 0, 6), 7, 5, 4)},
		{pair1(pair1(window(bare, inner), 7, 0, 1), 7, 6, 7),
			pair1(pair1(window(bare, inner), 7, 2, 1), 7, 6, 7)},
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
		pair1(pair1(window(inner, bare, 0, 0, 0, inner, inner), 7, 2, 3), 7, 4, 7),
		pair1(window(inner, bare, inner, inner, bare, inner), 7, 1, 4), // kinds alike upside down
		pair1(pair1(window(bare, inner), 7, 0, 1), 7, 6, 7),
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

// TestPairings encodes random pairings of the windows of every width, open and closed,
// and checks each end's partner, the mirror image against the pairing turned upside
// down, that the image of the image is the key, and that canon keeps one key for both.
// Keys are of one word to 7 wide, of two above.
func TestPairings(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for width := 1; width <= MaxWidth; width++ {
		for _, open := range []bool{false, true} {
			t.Run(fmt.Sprint(width, open), func(t *testing.T) {
				if width > narrowWidth {
					testPairings[wide](t, r, width, open)
					return
				}
				testPairings[narrow](t, r, width, open)
			})
		}
	}
}

// testPairings is TestPairings' check of windows width wide, of keys K.
func testPairings[K key](t *testing.T, r *rand.Rand, width int, open bool) {
	w, m := 2*width+1, newMirror(width)
	for i := 0; i < 2000; i++ {
		codes, mate := randomPairing(r, w, open)
		k := encode[K](w, codes, mate)
		for p, q := range mate {
			if q >= 0 && partner(k, w, p) != q {
				t.Fatalf("%x: the partner of %d is %d, want %d", k, p, partner(k, w, p), q)
			}
		}
		flipped, flippedMate := make([]uint64, w+1), make([]int, w+1)
		for p := range codes {
			flipped[m.flip[p]], flippedMate[m.flip[p]] = codes[p], mate[p]
			if mate[p] >= 0 {
				flippedMate[m.flip[p]] = int(m.flip[mate[p]])
			}
		}
		img := imageOf(m, k)
		if want := encode[K](w, flipped, flippedMate); img != want || imageOf(m, img) != k || k[0] == empty {
			t.Fatalf("%x: image %x, want %x; its image %x", k, img, want, imageOf(m, img))
		}
		if lo, hi := k[0], k[len(k)-1]; len(k) == 2 {
			got, want := m.kinds5Image(kinds(wide{lo, hi}, m.block5)), kinds(wide{img[0], img[len(k)-1]}, m.block5)
			if got != want {
				t.Fatalf("%x: the kinds of its image %x, want %x", k, got, want)
			}
		}
		if canonOf(m, k) != canonOf(m, img) {
			t.Fatalf("%x: canon %x, of its image %x", k, canonOf(m, k), canonOf(m, img))
		}
	}
}

// randomPairing returns random codes (bare, inner or an end) of the w squares of a
// window and its ends vertex (at w; bare in a closed scan), and each end's partner
// (-1 for none).
func randomPairing(r *rand.Rand, w int, open bool) ([]uint64, []int) {
	codes, mate := make([]uint64, w+1), make([]int, w+1)
	var ends []int
	for p := 0; p < w; p++ {
		mate[p] = -1
		if codes[p] = uint64(r.Intn(3)); codes[p] == 2 {
			ends = append(ends, p)
		}
	}
	mate[w] = -1
	r.Shuffle(len(ends), func(i, j int) { ends[i], ends[j] = ends[j], ends[i] })
	switch {
	case len(ends)%2 == 1 && open:
		codes[w] = 2
		ends = append(ends, w)
	case len(ends)%2 == 1:
		codes[ends[0]], ends = inner, ends[1:]
	case open:
		codes[w] = uint64(r.Intn(2)) // bare or inner
	}
	for i := 0; i+1 < len(ends); i += 2 {
		mate[ends[i]], mate[ends[i+1]] = ends[i+1], ends[i]
	}
	return codes, mate
}

// encode returns the key of the codes and partners of randomPairing's form.
func encode[K key](w int, codes []uint64, mate []int) K {
	var k K
	for p, c := range codes {
		switch {
		case c == inner:
			k = with(k, p, inner)
		case c == 2 && mate[p] > p:
			k = pair(k, w, p, mate[p])
		}
	}
	return k
}
