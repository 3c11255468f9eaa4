package count

import (
	"math/bits"
)

// partOf returns the part (0..parts-1) that owns state k in a count in rounds: a hash
// of the key, independent of the one that places it in a table.
func partOf(k key, parts int) int {
	h := key{lo: k.hash() ^ 0x6a09e667f3bcc909}.hash()
	hi, _ := bits.Mul64(h, uint64(parts))
	return int(hi)
}

// owner returns the part (0..parts-1) that owns state k of s in a count in rounds
// whose next round's first steps leave the window squares of spare alone (see
// spareSquares: a nibble mask where keys are nibbles, else bit i for the window's
// square i): a hash of what each of them is (no edge yet, one, or two), which those
// steps do not change. So every state that they make comes from states of one part:
// that part alone makes it, and holds it merged. It costs O(window).
func owner(s *scan, k key, spare uint64, parts int) int {
	if s.pack == packNibbles { // each square's kind in its nibble, the others cleared
		b0, b1, b2, b3 := k.lo&nibOnes, k.lo>>1&nibOnes, k.lo>>2&nibOnes, k.lo>>3&nibOnes
		one := b1 | b2 | b3
		return partOf(key{lo: (one | (b0&^one)<<1) & spare}, parts)
	}
	var codes [2*MaxWidth + 2]uint8
	s.unpack(k, &codes)
	h := uint64(0)
	for m := spare; m != 0; m &= m - 1 {
		h = h*3 + uint64(min(codes[bits.TrailingZeros64(m)], codeToEnd))
	}
	return partOf(key{lo: h}, parts)
}

// nibOnes has a one in the low bit of every nibble.
const nibOnes = 0x1111111111111111

// spreadNibbles returns the nibble mask of the bits of m (at most 16): nibble i all
// ones where bit i is set.
func spreadNibbles(m uint64) uint64 {
	var n uint64
	for ; m != 0; m &= m - 1 {
		n |= 15 << (4 * uint(bits.TrailingZeros64(m)))
	}
	return n
}

// spareSquares returns the squares of the window of square v that the steps processing
// squares v..u-1 leave alone: neither processed nor reached by a forward edge of one;
// as a nibble mask where keys are packed in nibbles (nibble i all ones for square
// v+i), else bit i for square v+i. It costs O(u-v).
func spareSquares(s *scan, v, u int) uint64 {
	var touched uint64
	for x := v; x < u; x++ {
		touched |= 1 << uint(x-v)
		for _, o := range s.fwd[x] {
			if i := x - v + int(o); i < s.win {
				touched |= 1 << uint(i)
			}
		}
	}
	spare := (1<<uint(s.win) - 1) &^ touched
	if s.pack == packNibbles {
		return spreadNibbles(spare)
	}
	return spare
}

// owners chooses the part (0..parts-1) that owns each state a round sends, as the
// round's plan says (see round): every state to part 1 (gather); by the kinds of the
// squares that the next round's steps before its last leave alone (spare); else by
// the whole state.
type owners struct {
	p      *problem
	parts  int
	gather bool
	spare  uint64
}

// of returns the part that owns state k.
func (o owners) of(k key) int {
	switch {
	case o.gather:
		return 0
	case o.spare != 0:
		return owner(o.p.scan, k, o.spare, o.parts)
	}
	return partOf(k, o.parts)
}
