package frontier

import "math/bits"

// The codes of a square of the window (four bits each; see the package doc). An end
// of a subpath has the code 1+d: d, 1..w-1, is how far up the window, round from its
// top to its bottom, its partner is (the other end of its subpath), so that a pairing
// has one key and keeps it as the window moves; a square paired with the ends vertex
// has d = 1 and a partner that does not point back.
const (
	bare  = 0 // no edge yet
	inner = 1 // two edges
)

// The codes of the ends vertex, above the window's squares in a key.
const (
	endsPaired = 2 // one edge: one end of a subpath; the other is a square
	wholePath  = 3 // the mark of a state whose Hamiltonian path is whole
	wholeCycle = 4 // the mark of a state whose Hamiltonian cycle is whole
)

// code is the code of square p of the window k (0: the next square to add).
func code(k uint64, p int) uint64 { return k >> (4 * uint(p)) & 15 }

// with returns k with square p's code c.
func with(k uint64, p int, c uint64) uint64 {
	s := 4 * uint(p)
	return k&^(15<<s) | c<<s
}

// lows is the low bit of every square of a window: nibble masks work on it.
const lows = 0x1111111111111111

// nonzero has the low bit of each square of k whose code is not 0.
func nonzero(k uint64) uint64 { return (k | k>>1 | k>>2 | k>>3) & lows }

// equal has the low bit of each of k's n squares whose code is c.
func equal(k uint64, n int, c uint64) uint64 {
	return ^nonzero(k^(c*lows)) & (lows >> (64 - 4*uint(n)))
}

// Kinds returns what each square of key in spare (of Spare) is: no edge, two (or off
// the board), or an end of a subpath; as a number equal for two keys exactly when
// their squares in spare are alike.
func Kinds(key, spare uint64) uint64 {
	end := (key>>1 | key>>2 | key>>3) & lows
	twoEdges := key & lows &^ end
	return (twoEdges | end<<1) & spare
}

// pointsTo returns the square that the end p of the w squares of k points to.
func pointsTo(k uint64, w, p int) int {
	q := p + int(code(k, p)) - 1
	if q >= w {
		q -= w
	}
	return q
}

// partner returns the other end of the subpath that the end p of the window k (of w
// squares; p = w is the ends vertex) ends: a square, or w for the ends vertex. Cost:
// a few operations.
func partner(k uint64, w, p int) int {
	if p == w {
		return endsPartner(k, w)
	}
	q := pointsTo(k, w, p)
	if k>>(4*uint(w)) == endsPaired && (k>>(4*uint(q))&14 == 0 || pointsTo(k, w, q) != p) {
		return w // q is bare or inner, or an end not p's
	}
	return q
}

// endsPartner returns the square of the window k (of w squares) paired with the ends
// vertex: the one that points one up to a square that does not point back.
func endsPartner(k uint64, w int) int {
	plus := equal(k, w, 2)
	minus := equal(k, w, uint64(w)) // squares that point one down
	down := minus>>4 | (minus&1)<<(4*uint(w-1))
	return bits.TrailingZeros64(plus&^down) / 4
}

// pair returns the window k (of w squares and the ends vertex at w) with p and q, two
// squares or a square and the ends vertex, the two ends of one subpath.
func pair(k uint64, w, p, q int) uint64 {
	if p == w || q == w {
		return with(with(k, p+q-w, 2), w, endsPaired)
	}
	d := q - p
	if d < 0 {
		d += w
	}
	sp, sq := 4*uint(p), 4*uint(q)
	return k&^(15<<sp|15<<sq) | uint64(1+d)<<sp | uint64(1+w-d)<<sq
}

// allInner is the window of n squares all inner.
func allInner(n int) uint64 { return 0x1111111111111111 >> (64 - 4*uint(n)) }
