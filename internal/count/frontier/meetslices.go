package frontier

import "context"

// A part of a meet's middle (Meet.join) meets the bottom states of some degrees
// (splitDegs), and is made from a slice of the top states: all of them, or those of
// one value of a hash. Splitting the degrees prunes the middle's later tables, but
// hardly its first, which the middle edges of its first block (midBlock) make from
// every top state before the squares that tell the parts apart are final: on 7x8 open
// from every start in 4 parts, part 1's middle in 4 parts of its degrees held 3.7
// million states after the first block and 1.4 million at its end; in 16 parts, 2.1
// to 3.7 million after the first block and 0.2 to 0.8 million at the end. A slice of
// the top states holds its share of that first table. The slices go by the degrees of
// the squares that the first block leaves alone (sliceMask), which no edge of it
// changes, so that the top states whose middles the first block merges are in one
// slice; a middle that two slices make is joined in each. On that part, in 4 parts of
// its degrees (one run each, on a machine shared with a count): in 2 slices each, the
// first table 1.9 million states, 52.9 s of CPU for the part's join, against 60.8 s
// in 8 parts of its degrees; in 4 slices each, 1.1 million, 65.5 s against 96 to 115
// s in 16 parts, and the most held, with the bottom states, 98 MB against 190 MB.

// topSlice is slice k of n of the top states (sliceOf); n = 1 is all of them.
type topSlice struct{ k, n int }

// halves returns s in two: the slices 2k and 2k+1 of 2n, whose top states are those of
// s (partOf's).
func (s topSlice) halves() [2]topSlice {
	return [2]topSlice{{2 * s.k, 2 * s.n}, {2*s.k + 1, 2 * s.n}}
}

// sliceMask returns the nibbles (four bits a square of a packed middle) of the squares
// that no edge of edges, a middle's first block, has.
func sliceMask(width int, edges [][2]int) uint64 {
	var mask uint64
	for q := 0; q < 2*width; q++ {
		if !touches(edges, q) {
			mask |= 15 << (4 * uint(q))
		}
	}
	return mask
}

// nibbleLows is the low bit of every nibble.
const nibbleLows = 0x1111111111111111

// sliceOf returns the slice (0..n-1) of the packed top state x: a hash (partOf) of the
// degrees of its squares under mask, read from their codes (pack: 0 for degree 0, 1
// for degree 2, more for an end).
func sliceOf(x, mask uint64, n int) int {
	y := x & mask
	some := (y | y>>1 | y>>2 | y>>3) & nibbleLows // degree 1 or 2
	two := y &^ (y>>1 | y>>2 | y>>3) & nibbleLows // code 1: degree 2
	return partOf(some|two<<1, n)
}

// slicedTops is the top states of tops in one slice (sliceOf with mask), n of them;
// release leaves tops be, which the other slices read.
type slicedTops struct {
	tops  topStates
	slice topSlice
	mask  uint64
	n     int
}

func (t *slicedTops) states() int  { return t.n }
func (t *slicedTops) bytes() int64 { return t.tops.bytes() }
func (t *slicedTops) release()     {}

func (t *slicedTops) each(f func(x, w uint64) error) error {
	return t.tops.each(func(x, w uint64) error {
		if sliceOf(x, t.mask, t.slice.n) != t.slice.k {
			return nil
		}
		return f(x, w)
	})
}

// sliceSizes returns the top states of tops in each slice of n (sliceOf with mask),
// reading them once, and asking ctx every 2^16 of them.
func sliceSizes(ctx context.Context, tops topStates, mask uint64, n int) ([]int, error) {
	sizes, i := make([]int, n), 0
	err := tops.each(func(x, _ uint64) error {
		sizes[sliceOf(x, mask, n)]++
		if i++; i&(1<<16-1) == 0 {
			return ctx.Err()
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return sizes, ctx.Err()
}
