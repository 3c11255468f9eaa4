package frontier

import "math/bits"

// oneCycles returns the sum, hi·2^64+lo, of the counts of the bottom states of bs
// whose mates close the top's k pairs of ends (the first first) into one cycle:
// walking k times from first, along the top's path and then the bottom's, comes back
// to it the k-th time and not before. It walks four bottom states at once where the
// processor can (cyclesVector), the rest one at a time (cyclesEach); it costs k steps a
// bottom state.
func oneCycles(top middle, first, k int, bs []bottom) (lo, hi uint64) {
	var s laneSums
	n := cyclesVector(top.mate, uint64(first), k, bs, &s)
	l, h := cyclesEach(top.mate, uint64(first), k, bs[n:])
	return s.plus(l, h)
}

// onePaths returns the sum, hi·2^64+lo, of the counts of the bottom states of bs
// whose mates make one path of the top's ends (an odd number of them, from end, the
// one whose path ends at the ends vertex): walking (ends+1)/2 times from end, along
// the bottom's path and then the top's, the last walk and no other meets a bottom
// path's end at the ends vertex (a square its own mate in the bottom's mates). It
// walks four bottom states at once where the processor can (pathsVector), the rest one
// at a time (pathsEach); it costs (ends+1)/2 steps a bottom state.
func onePaths(top middle, end, ends int, bs []bottom) (lo, hi uint64) {
	var s laneSums
	k := (ends + 1) / 2
	n := pathsVector(top.mate, uint64(end), k, bs, &s)
	l, h := pathsEach(top.mate, uint64(end), k, bs[n:])
	return s.plus(l, h)
}

// laneSums is the sums of the vector walks' four lanes: of the low 32 bits of the
// counts they take, then of the high 32, each below 2^64 for fewer than 2^32 bottom
// states.
type laneSums [8]uint64

// plus returns the lanes' sum plus hi·2^64+lo, as hi·2^64+lo.
func (s *laneSums) plus(lo, hi uint64) (uint64, uint64) {
	for i := 0; i < 4; i++ {
		var c uint64
		lo, c = bits.Add64(lo, s[i], 0)
		hi += c
		lo, c = bits.Add64(lo, s[4+i]<<32, 0)
		hi += c + s[4+i]>>32
	}
	return lo, hi
}

// cyclesEach is oneCycles a bottom state at a time, tm the top's mates and f its
// first end. The walk takes k steps whatever it meets, and no branch but the loops'
// (whose counts are the same for every bottom state), so that the processor runs
// several bottom states' walks at once, where a walk that stopped at its first return
// stalled it on mispredicted branches: 8x8 closed from square 1 took 557 s of CPU
// against 682 s (see joiner.table).
func cyclesEach(tm, f uint64, k int, bs []bottom) (lo, hi uint64) {
	for _, b := range bs {
		q, back := f, uint64(0) // back: 1 once the walk came back to f before its k-th step
		for i := 1; i < k; i++ {
			q = b.mates >> (4 * (tm >> (4 * q & 63) & 15) & 63) & 15
			back |= ((q ^ f) - 1) >> 63
		}
		q = b.mates >> (4 * (tm >> (4 * q & 63) & 15) & 63) & 15
		one := ((q ^ f) - 1) >> 63 &^ back
		var c uint64
		lo, c = bits.Add64(lo, b.count&-one, 0)
		hi += c
	}
	return lo, hi
}

// pathsEach is onePaths a bottom state at a time, tm the top's mates, from end, k
// walks each, branch-free as cyclesEach.
func pathsEach(tm, end uint64, k int, bs []bottom) (lo, hi uint64) {
	for _, b := range bs {
		q, early := end, uint64(0) // early: 1 once a walk before the last met the ends vertex
		for i := 1; i < k; i++ {
			p := b.mates >> (4 * q & 63) & 15
			early |= ((p ^ q) - 1) >> 63
			q = tm >> (4 * p & 63) & 15
		}
		p := b.mates >> (4 * q & 63) & 15
		one := ((p ^ q) - 1) >> 63 &^ early
		var c uint64
		lo, c = bits.Add64(lo, b.count&-one, 0)
		hi += c
	}
	return lo, hi
}
