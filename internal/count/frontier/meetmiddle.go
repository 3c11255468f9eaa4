package frontier

import "math/bits"

// middle is the two middle columns' squares as one side gives them (see Meet), in
// two words: deg, two bits a square, its degree from that side, and mate, four bits a
// square, for an end (degree 1) the square its path ends at (for other squares,
// anything). In an open meet the ends vertex is one more, at endsAt: its degree is in
// deg, and a square whose path ends at the ends vertex is its own mate (no square is
// the other end of its own path).
type middle struct {
	deg, mate uint64
}

// endsAt is the ends vertex's place in a middle's degrees, after the 16 squares of 8
// wide.
const endsAt = 16

// twos is the degrees of n middle squares all 2.
func twos(n int) uint64 { return 0xAAAAAAAAAAAAAAAA >> (64 - 2*uint(n)) }

// full is the degrees of a whole tour at the n middle squares: all 2, and with open
// the ends vertex's 2 as well.
func full(n int, open bool) uint64 {
	if open {
		return twos(n) | 2<<(2*endsAt)
	}
	return twos(n)
}

// degree returns square q's degree.
func (m middle) degree(q int) uint64 { return m.deg >> (2 * uint(q)) & 3 }

// mateOf returns square q's mate.
func (m middle) mateOf(q int) int { return int(m.mate >> (4 * uint(q)) & 15) }

// need returns the degrees the other side must give the middle for a whole tour's
// (of full): each 2 less the middle's, two bits a square.
func (m middle) need(full uint64) uint64 { return full - m.deg }

// middleOf reads the middle of a state of a scan of width-wide boards, its key lo, hi
// of one word (wide false) or two: square q of the middle is the window's square q, or
// with turned (a bottom: the board turned round) its 2·width-1-q; the ends vertex's
// degree is its code's (bare, paired or inner). It returns false for a state that
// cannot be a side of a tour: a whole path or cycle, or an edge at the window's last
// square. The meet reads its states as tops only, and turns them into bottoms
// (bottomsOf): the reading turned is TestTurned's reference for that.
func middleOf(lo, hi uint64, width int, wide, turned bool) (middle, bool) {
	if wide {
		return readMiddle([2]uint64{lo, hi}, width, turned)
	}
	return readMiddle(narrow{lo}, width, turned)
}

// readMiddle is middleOf of the key k.
func readMiddle[K key](k K, width int, turned bool) (middle, bool) {
	w, n := 2*width+1, 2*width
	var m middle
	switch code(k, w) {
	case bare:
	case endsPaired:
		m.deg |= 1 << (2 * endsAt)
	case inner:
		m.deg |= 2 << (2 * endsAt)
	default:
		return m, false
	}
	if code(k, w-1) != bare {
		return m, false
	}
	at := func(p int) uint {
		if turned {
			return uint(n - 1 - p)
		}
		return uint(p)
	}
	for p := 0; p < n; p++ {
		q := at(p)
		switch c := code(k, p); c {
		case bare:
		case inner:
			m.deg |= 2 << (2 * q)
		default:
			t, to := partner(k, w, p), q // the ends vertex: q its own mate
			if t < w {
				if t >= n {
					return m, false
				}
				to = at(t)
			}
			m.deg |= 1 << (2 * q)
			m.mate |= uint64(to) << (4 * q)
		}
	}
	return m, true
}

// edge returns m with the edge between the middle squares a and b, and false where a
// square would have three edges or the edge closes a cycle (the bottom still needs its
// edges).
func (m middle) edge(a, b int) (middle, bool) {
	da, db := m.degree(a), m.degree(b)
	if da == 2 || db == 2 {
		return m, false
	}
	x, y := a, b // the far ends of the path the edge makes
	if da == 1 {
		if x = m.mateOf(a); x == b {
			return m, false
		}
	}
	if db == 1 {
		y = m.mateOf(b)
	}
	switch {
	case da == 1 && x == a: // a's path ends at the ends vertex: so does the new one
		x = y
	case db == 1 && y == b:
		y = x
	}
	m.deg += 1<<(2*uint(a)) + 1<<(2*uint(b))
	return m.paired(x, y), true
}

// paired returns m with the squares x and y the two ends of a path (x = y: a path from
// x to the ends vertex).
func (m middle) paired(x, y int) middle {
	sx, sy := 4*uint(x), 4*uint(y)
	m.mate = m.mate&^(15<<sx|15<<sy) | uint64(y)<<sx | uint64(x)<<sy
	return m
}

// endEdge returns m with the edge between the middle square q and the ends vertex (q
// made an end of the tour), and false where q or the ends vertex would have three
// edges or the edge closes a cycle.
func (m middle) endEdge(q int) (middle, bool) {
	dq, de := m.degree(q), m.degree(endsAt)
	if dq == 2 || de == 2 {
		return m, false
	}
	x := q // the far end of q's path
	if dq == 1 {
		if x = m.mateOf(q); x == q {
			return m, false // it ends at the ends vertex already
		}
	}
	y := x // the far end of the ends vertex's path: itself, or a square
	if de == 1 {
		y = m.endsMate()
	}
	m.deg += 1<<(2*uint(q)) + 1<<(2*endsAt)
	return m.paired(x, y), true
}

// identity is each of 16 squares' own number, four bits a square.
const identity = 0xFEDCBA9876543210

// endsMate returns the square whose path ends at the ends vertex (its own mate), or -1
// if there is none.
func (m middle) endsMate() int {
	own := ^nonzero(m.mate^identity) & spread(m.ends())
	if own == 0 {
		return -1
	}
	return bits.TrailingZeros64(own) / 4
}

// middleEdges returns the edges between the two middle columns of a width-high board:
// each square of the first to the squares of the second two rows up and down, the
// squares of the first taken from the edges in: rows 0, width-1, 1, width-2, ... So
// the squares whose degrees are final first (see edgeWalk) are the top and bottom
// rows, one the mirror image of the other, and a part's walk, which makes the middles
// of its degrees' images too (edgeWalk.key), prunes the other parts' early at both
// (splitDegs): 6x8 and 7x7 open took as long so as in order from the top.
func middleEdges(width int) [][2]int {
	var e [][2]int
	for i := 0; i < width; i++ {
		r := i / 2
		if i%2 == 1 {
			r = width - 1 - i/2
		}
		if r >= 2 {
			e = append(e, [2]int{r, width + r - 2})
		}
		if r+2 < width {
			e = append(e, [2]int{r, width + r + 2})
		}
	}
	return e
}

// pack returns the middle of n squares as a word, four bits a square: 0 for degree 0,
// 1 for degree 2, and for the two ends of a path 2 + the path's label, the paths
// labelled in the order of their first ends. A middle of 16 squares (8 wide) has 8
// paths at most, so the codes are at most 9. In an open meet a square whose path ends
// at the ends vertex is endsCode, and with the ends vertex of degree 2 the first path's
// code is throughEnds: one word still, and never empty (all ones).
func (m middle) pack() uint64 {
	x := spread(m.deg >> 1 & lows2) // degree 2: 1
	label := uint64(2)
	ends := m.ends()
	if m.degree(endsAt) == 2 && ends != 0 {
		x |= (throughEnds - 2) << (2 * uint(bits.TrailingZeros64(ends)))
	}
	for ends != 0 {
		s := uint(bits.TrailingZeros64(ends)) // 2q, q the first end left
		p := uint(m.mateOf(int(s / 2)))
		if 2*p == s {
			x |= endsCode << (2 * s)
			ends &^= 1 << s
			continue
		}
		x |= label<<(2*s) | label<<(4*p)
		ends &^= 1<<s | 1<<(2*p)
		label++
	}
	return x
}

// The codes of pack for the ends vertex: a square whose path ends there, and the first
// path's where the ends vertex has two edges (the first label's, 2, with a bit past
// the labels' 2..9).
const endsCode, throughEnds = 15, 10

// lows2 is the low bit of every square's degree.
const lows2 = 0x5555555555555555

// ends returns the low bit of each square's degree of degree 1 (not the ends
// vertex's).
func (m middle) ends() uint64 { return m.deg & (lows2 >> 32) &^ (m.deg >> 1) }

// spread returns x, whose bits are at even places 2q (q < 16), with each at 4q.
func spread(x uint64) uint64 {
	x &= 0xFFFFFFFF
	x = (x | x<<16) & 0x0000FFFF0000FFFF
	x = (x | x<<8) & 0x00FF00FF00FF00FF
	x = (x | x<<4) & 0x0F0F0F0F0F0F0F0F
	x = (x | x<<2) & 0x3333333333333333
	return (x | x<<1) & lows2
}

// unpack returns the middle that pack gave x. The kinds of the squares are found a
// nibble each at once, and only the ends are read one by one, for their paths' labels.
func unpack(x uint64) middle {
	deg, ends, own := degsOf(x)
	m := middle{deg: deg}
	if own != 0 {
		m.mate |= identity & (own * 15)
	}
	var first [throughEnds + 1]int8 // 1 + the square where each label is first met
	for e := ends &^ own; e != 0; e &= e - 1 {
		s := uint(bits.TrailingZeros64(e)) // 4q
		c := x >> s & 15
		if c == throughEnds {
			c = 2
		}
		if first[c] == 0 {
			first[c] = int8(s/4 + 1)
			continue
		}
		p := uint(first[c] - 1)
		m.mate |= uint64(p)<<s | uint64(s/4)<<(4*p)
	}
	return m
}

// degsOf returns the degrees of the middle that pack gave x, found a nibble each at
// once, and the low bit of each square's nibble of x where a path ends (degree 1), and
// of those whose path ends at the ends vertex.
func degsOf(x uint64) (deg, ends, own uint64) {
	twos := ^nonzero(x^lows) & lows // code 1: degree 2
	own = ^nonzero(^x) & lows       // endsCode: a path to the ends vertex
	ends = nonzero(x) &^ twos       // the rest: an end each
	deg = gather(twos)<<1 | gather(ends)
	if own != 0 {
		deg |= 1 << (2 * endsAt)
	}
	if ^nonzero(x^throughEnds*lows)&lows != 0 { // the first path's, through the ends vertex
		deg |= 2 << (2 * endsAt)
	}
	return deg, ends, own
}

// gather returns x, whose bits are at places 4q (q < 16), with each at 2q: spread's
// inverse.
func gather(x uint64) uint64 {
	x = (x | x>>2) & 0x0505050505050505
	x = (x | x>>4) & 0x0055005500550055
	x = (x | x>>8) & 0x0000555500005555
	return (x | x>>16) & 0x0000000055555555
}

// firstEnd returns the first of the middle's squares of degree 1 and how many there
// are.
func (m middle) firstEnd() (first, ends int) {
	e := m.ends()
	return bits.TrailingZeros64(e) / 2, bits.OnesCount64(e)
}
