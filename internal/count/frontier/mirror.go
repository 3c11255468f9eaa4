package frontier

import "math/bits"

// mirror turns the window after the last square of a column upside down: the window is
// then the next two columns (top to bottom in each), the first square of the column
// after them, which no square added reaches, and the ends vertex. The squares to come
// are the same upside down, so a state and its image have the same completions: the
// scan keeps one of the two (canon) with the counts of both.
type mirror struct {
	w, width int
	block    uint64                // the nibbles of the two columns (one-word keys)
	flip     [2*MaxWidth + 2]uint8 // where each square of the window is in the image
	// to[p][c] is the code c of square p where it is in the image, in its place: an
	// end's partner is where its offset says, so its offset there is a function of p
	// and c (but for the square paired with the ends vertex, which image mends). For
	// one-word keys.
	to [16][16]uint64
	// For two-word keys (on any width, for the tests): block5 is the codes of the two
	// columns, to5[p][c] the code c of square p in the image, in its place (as to),
	// and flipKinds[i][b] the bits of kinds' byte i, b, in the image's kinds.
	block5    wide
	to5       [2*MaxWidth + 1][32]wide
	flipKinds [8][256]uint64
}

// newMirror returns the mirror of the window of a width-high column.
func newMirror(width int) *mirror {
	m := &mirror{w: 2*width + 1, width: width}
	for p := range m.flip {
		m.flip[p] = uint8(p)
		if p < 2*width {
			m.flip[p] = uint8(p - p%width + width - 1 - p%width)
		}
	}
	to := func(p, c int) int {
		if c >= 2 && c <= m.w {
			q := (p + c - 1) % m.w
			return 1 + (int(m.flip[q])-int(m.flip[p])+m.w)%m.w
		}
		return c
	}
	for p := 0; p < m.w; p++ {
		for c := range m.to5[p] {
			m.to5[p][c] = with(wide{}, int(m.flip[p]), uint64(to(p, c)))
		}
		if p < 2*width {
			m.block5 = with(m.block5, p, 31)
		}
	}
	kindAt := func(p int) int { return 5*(p%wideCodes) + 2*(p/wideCodes) } // square p's two bits in kinds
	for p := 0; p < 2*width; p++ {
		for o := 0; o < 2; o++ {
			src, dst := kindAt(p)+o, kindAt(int(m.flip[p]))+o
			for b := range m.flipKinds[src/8] {
				if b>>(src%8)&1 == 1 {
					m.flipKinds[src/8][b] |= 1 << dst
				}
			}
		}
	}
	if width > narrowWidth {
		return m
	}
	m.block = 1<<(8*uint(width)) - 1
	for p := 0; p < m.w; p++ {
		for c := 0; c < 16; c++ {
			m.to[p][c] = uint64(to(p, c)) << (4 * uint(m.flip[p]))
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
		out = with(narrow{out}, int(m.flip[endsPartner(narrow{k}, m.w)]), 2)[0]
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

// image5 is image of the two-word key k: a lookup a square, the codes of each word
// read in turn.
func (m *mirror) image5(k wide) wide {
	out := with(wide{}, m.w, code(k, m.w))
	for p, x := 0, k[0]; p < min(m.w, wideCodes); p, x = p+1, x>>5 {
		c := &m.to5[p][x&31]
		out[0], out[1] = out[0]|c[0], out[1]|c[1]
	}
	for p, x := wideCodes, k[1]; p < m.w; p, x = p+1, x>>5 {
		c := &m.to5[p][x&31]
		out[0], out[1] = out[0]|c[0], out[1]|c[1]
	}
	if code(k, m.w) == endsPaired {
		out = with(out, int(m.flip[endsPartner(k, m.w)]), 2)
	}
	return out
}

// kinds5Image returns the kinds of the image of a two-word key whose kinds (of block5)
// are kinds: a lookup a byte.
func (m *mirror) kinds5Image(kinds uint64) uint64 {
	var flipped uint64
	for i := range m.flipKinds {
		flipped |= m.flipKinds[i][kinds>>(8*i)&255]
	}
	return flipped
}

// canon5 is canon of the two-word key lo, hi, by their kinds and their image's.
func (m *mirror) canon5(lo, hi uint64) (uint64, uint64) {
	k := wide{lo, hi}
	kinds := kinds(k, m.block5)
	switch flipped := m.kinds5Image(kinds); {
	case kinds < flipped:
		return lo, hi
	case kinds > flipped:
		img := m.image5(k)
		return img[0], img[1]
	}
	img := m.image5(k)
	if img[1] < hi || img[1] == hi && img[0] < lo {
		return img[0], img[1]
	}
	return lo, hi
}
