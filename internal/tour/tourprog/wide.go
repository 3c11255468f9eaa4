package tourprog

import (
	"encoding/binary"

	"github.com/knightstour/knightstour/internal/tour/sicily"
)

// This file is the number formatting of boards of 10⁸ squares or more, beside
// internal/tour/sicily's for the rest, which the one-file submission takes and which has no
// use for numbers of nine or ten digits.

// appendWide is sicily.AppendSquares for squares of any board: numbers of nine or ten digits
// (boards of 10⁸ squares or more) are the top one or two digits and eight.
func appendWide(b []byte, sq []int) []byte {
	i := len(b)
	b = b[:cap(b)]
	for _, v := range sq {
		u := uint32(v) + 1
		if u < 1e8 {
			i = sicily.PutSquare(b, i, u)
			continue
		}
		top := u / 1e8
		u -= top * 1e8
		b[i] = ' '
		i++
		if top >= 10 {
			b[i] = byte('0' + top/10)
			i++
		}
		b[i] = byte('0' + top%10)
		binary.LittleEndian.PutUint64(b[i+1:], sicily.Eight(u))
		i += 9
	}
	return b[:i]
}
