package frontier

import "math/bits"

// mirror turns the window after the last square of a column upside down: the window is
// then the next two columns (top to bottom in each), the first square of the column
// after them, which no square added reaches, and the ends vertex. The squares to come
// are the same upside down, so a state and its image have the same completions: the
// scan keeps one of the two (canon) with the counts of both.
type mirror struct {
	w, width int
	block    uint64    // the nibbles of the two columns
	flip     [16]uint8 // where each square of the window is in the image
	// to[p][c] is the code c of square p where it is in the image, in its place: an
	// end's partner is where its offset says, so its offset there is a function of p
	// and c (but for the square paired with the ends vertex, which image mends).
	to [16][16]uint64
}

// newMirror returns the mirror of the window of a width-high column.
func newMirror(width int) *mirror {
	m := &mirror{w: 2*width + 1, width: width, block: 1<<(8*uint(width)) - 1}
	for p := range m.flip {
		m.flip[p] = uint8(p)
		if p < 2*width {
			m.flip[p] = uint8(p - p%width + width - 1 - p%width)
		}
	}
	for p := 0; p < m.w; p++ {
		for c := 0; c < 16; c++ {
			to := c
			if c >= 2 && c <= m.w {
				q := (p + c - 1) % m.w
				to = 1 + (int(m.flip[q])-int(m.flip[p])+m.w)%m.w
			}
			m.to[p][c] = uint64(to) << (4 * uint(m.flip[p]))
		}
	}
	return m
}

// permute returns x, whose nibbles are the two columns', with each column upside down:
// all of them reversed, and then the columns swapped back. Cost: a dozen operations.
func (m *mirror) permute(x uint64) uint64 {
	const odd = 0x0F0F0F0F0F0F0F0F
	r := bits.ReverseBytes64(x>>4&odd|x&odd<<4) >> (64 - 8*uint(m.width))
	half := 4 * uint(m.width)
	return r&(1<<half-1)<<half | r>>half
}

// image returns the window k upside down: the squares moved, and each end's offset to
// its partner made again for their new places. Cost: a lookup a square.
func (m *mirror) image(k uint64) uint64 {
	out := k &^ (1<<(4*uint(m.w)) - 1) // the ends vertex
	for p := 0; p < m.w; p++ {
		out |= m.to[p][k>>(4*uint(p))&15]
	}
	if k>>(4*uint(m.w)) == endsPaired { // its partner points one up in the image too
		out = with(out, int(m.flip[endsPartner(k, m.w)]), 2)
	}
	return out
}

// canon returns the one of the window k and its image that the scan keeps: the one
// whose squares' kinds (bare, inner, end) read less, and of two alike the lesser key.
// Most states differ in their kinds, and keep their key without the image made.
func (m *mirror) canon(k uint64) uint64 {
	kinds := Kinds(k, m.block)
	switch flipped := m.permute(kinds); {
	case kinds < flipped:
		return k
	case kinds > flipped:
		return m.image(k)
	}
	return min(k, m.image(k))
}
