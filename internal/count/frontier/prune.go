package frontier

import "math/bits"

// A state dies where it cannot grow into a Hamiltonian path or cycle: a square of its
// window that must still take edges has too few neighbours left to take them from, or
// the squares short of one need more edges of the ends vertex than it has left. Knuth's
// scan finds the first kind only when it adds the square, up to 2·width+1 squares on,
// and the second when the third end tries the ends vertex; meanwhile the dead states
// and their offspring are held, merged and added. Near a board's end, whose squares
// have no neighbours past it, most states of a short board die so: the paths from
// square 1 of 6x6 held 1.85 million states at their last column without the prune,
// 0.3 million with it (Columns.pruneAt says where the scan prunes).

// prune judges the states after one square of a scan: the window's squares, from the
// next to add, are the squares from a0 on (a0 of row a0 mod width). Its fields are
// fixed by the window's place in its column, the board's end and the roles to come,
// so that a judgement is a few bit operations a square that must take edges. A square
// must take edges where it has one (an end of a subpath: one more), or where it is bare
// but a square further down the window is not (every square before the last one a
// path or cycle covers is covered: two). Its neighbours that may give it an edge are
// the squares of the window not inner (those before it still to add, those after it)
// and every neighbour past the window (bare) on the board; an end's own partner is
// counted among them, so the prune never kills a state that could grow. Its masks are
// the low bits of the squares' codes, in the key's words (four bits a square in one
// word, or five bits and wideCodes squares a word in two).
type prune struct {
	nbr    [2*MaxWidth + 1][2]uint64 // each square's neighbours in the window
	beyond [2*MaxWidth + 1]int       // each square's neighbours past the window, on the board
	lows   [2]uint64                 // every square of the window
	noEnd  [2]uint64                 // the squares that may be no end of a path (Inner)
	fixed  [2]uint64                 // the squares that are an end (End): the ends vertex's edge is theirs
	w      int                       // the window's squares
	five   bool                      // keys of two words, five bits a code
	open   bool                      // the ends vertex may take edges
	owed   int                       // the ends vertex's edges owed to the squares to come that are an end (End)
}

// newPrune returns the prune of the states of a width-wide scan of end squares (0: as
// many as may come) whose next square to add is square a0 (in the scan's order), the
// squares' roles given by role (roles of them; Free past them). It costs O(width) and
// the calls of role for the squares from a0 to roles; five for keys of two words.
func newPrune(width, a0, end int, open, five bool, role func(sq int) Role, roles int) *prune {
	w := 2*width + 1
	p := &prune{open: open, w: w, five: five}
	for i := 0; i < w; i++ {
		p.set(&p.lows, i)
		switch role(a0 + i) {
		case Inner:
			p.set(&p.noEnd, i)
		case End:
			p.set(&p.fixed, i)
		}
		for _, d := range knightSteps(width, (a0+i)%width) {
			switch j := i + d; {
			case end > 0 && a0+j >= end: // past the board's end: no square
			case j >= w:
				p.beyond[i]++
			case j >= 0:
				p.set(&p.nbr[i], j)
			}
		}
	}
	for sq := a0; sq < roles; sq++ {
		if role(sq) == End {
			p.owed++
		}
	}
	return p
}

// set sets square i's low bit in the mask m.
func (p *prune) set(m *[2]uint64, i int) {
	switch {
	case !p.five:
		m[0] |= 1 << (4 * uint(i))
	case i < wideCodes:
		m[0] |= 1 << (5 * uint(i))
	default:
		m[1] |= 1 << (5 * uint(i-wideCodes))
	}
}

// square returns the square of the window whose low bit is bit b of word j of a mask.
func (p *prune) square(j, b int) int {
	if !p.five {
		return b / 4
	}
	return j*wideCodes + b/5
}

// knightSteps returns how far, in the scan's order, the neighbours of a square of row r
// of a width-wide scan are from it: a column on, two rows up or down, and two columns
// on, a row up or down, and as far back.
func knightSteps(width, r int) []int {
	var d []int
	if r >= 2 {
		d = append(d, width-2, -width-2)
	}
	if r+2 < width {
		d = append(d, width+2, -width+2)
	}
	if r >= 1 {
		d = append(d, 2*width-1, -2*width-1)
	}
	if r+1 < width {
		d = append(d, 2*width+1, -2*width+1)
	}
	return d
}

// dead reports whether the state of window k cannot grow into a whole path or cycle.
// It costs a few operations for each square of the window that must take edges.
func dead[K key](p *prune, k K) bool {
	var some, in, check [2]uint64
	for j := 0; j < len(k); j++ {
		some[j], in[j] = kindsOf(k[j], p.lows[j], len(k))
	}
	top := len(k) - 1
	for top > 0 && some[top] == 0 {
		top--
	}
	for j := 0; j < len(k); j++ {
		check[j] = some[j] &^ in[j]
		switch {
		case j < top:
			check[j] |= p.lows[j] &^ some[j]
		case j == top && some[j] != 0:
			check[j] |= p.lows[j] &^ some[j] & (uint64(1)<<(63-uint(bits.LeadingZeros64(some[j]))) - 1)
		}
		check[j] &^= p.fixed[j]
	}
	left := p.left(code(k, p.w))
	for j := 0; j < len(k); j++ {
		for c := check[j]; c != 0; c &= c - 1 {
			b := bits.TrailingZeros64(c)
			i := p.square(j, b)
			need := 2 - int(some[j]>>uint(b)&1) // an end: one more edge
			for h := 0; h < len(k); h++ {
				need -= bits.OnesCount64(p.nbr[i][h] &^ in[h] & p.lows[h])
			}
			if need -= p.beyond[i]; need <= 0 {
				continue
			}
			if left--; need >= 2 || p.noEnd[j]>>uint(b)&1 != 0 || left < 0 {
				return true
			}
		}
	}
	return false
}

// kindsOf returns, for the word x of a key of words words, the low bits of its squares
// of mask with an edge or more (some) and with two (in).
func kindsOf(x, mask uint64, words int) (some, in uint64) {
	up := (x>>1 | x>>2 | x>>3) & mask
	if words == 2 {
		up |= x >> 4 & mask
	}
	return x&mask | up, x & mask &^ up
}

// left returns the edges the ends vertex, of code e, has left for squares that are no
// fixed end: none in a scan of cycles.
func (p *prune) left(e uint64) int {
	if !p.open {
		return 0
	}
	n := 2
	switch e {
	case endsPaired:
		n = 1
	case inner:
		n = 0
	}
	return n - p.owed
}
