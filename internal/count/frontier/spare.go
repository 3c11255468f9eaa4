package frontier

import "math/bits"

// Spare returns the squares of the window after the scan's first at squares that its
// next steps squares leave alone: it is not one of them, and no edge of theirs reaches
// it. What each such square is (no edge, two, or an end of a subpath) is the
// same in every state those squares make from a state, so that states that differ
// there make different states, whichever part holds them: a part that owns the states
// by what they have there (Kinds) is the only one to make the states of its own, until
// a column's last square (where a state and its mirror image are one), but for the
// states whose path or cycle is whole, which wait for the scan to pass it. The squares
// are a mask of keys that only Kinds reads; SpareCount says how many there are. steps
// may be 1..width, within a column. The mask is of one-word keys (boards up to 7 wide).
func Spare(width, at, steps int) uint64 { return spareOf[narrow](width, at, steps)[0] }

// spareOf is Spare as a mask of keys K.
func spareOf[K key](width, at, steps int) K {
	var m K
	all := uint64(31) // a code's bits
	if len(m) == 1 {
		all = 15
	}
	sq := spareSquares(width, at, steps)
	for p := 0; p < 2*width+1; p++ {
		if sq>>uint(p)&1 != 0 {
			m = with(m, p, all)
		}
	}
	return m
}

// spareCount is the number of squares Spare gives.
func spareCount(width, at, steps int) int {
	return bits.OnesCount64(spareSquares(width, at, steps))
}

// spareSquares returns the squares of Spare, bit p for square p of the window.
func spareSquares(width, at, steps int) uint64 {
	w := 2*width + 1
	var touched uint64 // bit p: window square p, after the first at squares
	for j := 0; j < steps; j++ {
		touched |= 1 << uint(j)
		for _, q := range neighbours(width, (at+j)%width) {
			if p := q + j + 1; p < w { // in step j the window has moved j+1 squares
				touched |= 1 << uint(p)
			}
		}
	}
	var m uint64
	for p := 0; p < w; p++ {
		if p >= steps && touched>>uint(p)&1 == 0 {
			m |= 1 << uint(p)
		}
	}
	return m
}

// SpareCount returns the number of squares in the mask spare (of Spare).
func SpareCount(spare uint64) int {
	n := 0
	for ; spare != 0; spare &= spare - 1 {
		n++
	}
	return n / 4
}
