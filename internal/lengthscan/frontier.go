package lengthscan

import "math/bits"

// The codes of a square of the window (four bits each; see the package doc).
const (
	bare  = 0 // no edge yet
	inner = 1 // two edges
	label = 3 // the first label of an end paired with another in the window; fresh is one no state uses
	fresh = 15
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

// endsOf has the low bit of each of k's n squares that is the end of a subpath paired
// with another in the window (a label: not bare nor inner).
func endsOf(k uint64, n int) uint64 {
	return nonzero(k) &^ equal(k, n, inner)
}

// partner returns the other square of k's n squares that has the label of square p.
func partner(k uint64, n, p int) int {
	m := equal(k, n, code(k, p)) &^ (1 << (4 * uint(p)))
	return bits.TrailingZeros64(m) / 4
}

// canonical returns k's n squares with the pairs labelled label, label+1, ... in the
// order of their first square from the lowest: a pair at a time, both its squares at
// once.
func canonical(k uint64, n int) uint64 {
	ends := endsOf(k, n)
	out := k &^ (ends * 15)
	for next := uint64(label); ends != 0; next++ {
		pair := equal(k, n, k>>uint(bits.TrailingZeros64(ends))&15)
		out |= pair * next
		ends &^= pair
	}
	return out
}

// allInner is the window of n squares all inner.
func allInner(n int) uint64 { return 0x1111111111111111 >> (64 - 4*uint(n)) }
