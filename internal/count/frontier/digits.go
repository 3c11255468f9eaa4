package frontier

import (
	"math/big"
	"math/bits"
)

// The linear map's counts are in digits of digitBits bits, a word each, least
// significant first, whose carries wait: a word holds its digit and what sums have
// added to it, so that adding counts is adding words, with no carry from one to the
// next (a chain of carries costs three or four times a word's add). Before a sum could
// pass 64 bits, settle moves each word's bits above its digit to the next word: the
// words are then below 2^digitBits + 2^(64-digitBits). The top word stays below
// 2^digitBits, which settle needs: it is 0 between columns (a column that writes in it
// gives the counts a word more), and a column's sums gain fewer than maxColumnBits.

// digitBits is the bits of a digit of the linear map's counts.
const digitBits = 56

// settledBits is the bits of a word after settle.
const settledBits = digitBits + 1

// maxColumnBits is the most bits a column's sums may gain on the linear map's counts:
// the top word's carries, settled in, and its gains stay below 2^digitBits.
const maxColumnBits = digitBits - (64 - digitBits) - 8

// digitsFor returns the digits of a count of limbs 64-bit words, the top one 0.
func digitsFor(limbs int) int { return (64*limbs+digitBits-1)/digitBits + 1 }

// toDigits writes the count w (64-bit words, least significant first) in the digits d.
func toDigits(d, w []uint64) {
	clear(d)
	for j := range d {
		at := j * digitBits
		i, s := at/64, uint(at%64)
		if i >= len(w) {
			return
		}
		x := w[i] >> s
		if s > 64-digitBits && i+1 < len(w) {
			x |= w[i+1] << (64 - s)
		}
		d[j] = x & (1<<digitBits - 1)
	}
}

// digitsInt returns the count whose digits are lo[j] + 2^64·hi[j] (hi may be nil).
func digitsInt(lo, hi []uint64) *big.Int {
	z, t := new(big.Int), new(big.Int)
	for j := len(lo) - 1; j >= 0; j-- {
		z.Lsh(z, digitBits)
		z.Add(z, t.SetUint64(lo[j]))
		if hi != nil && hi[j] != 0 {
			z.Add(z, t.Lsh(t.SetUint64(hi[j]), 64))
		}
	}
	return z
}

// settle moves the bits of each word of the counts (of n words) above its digit to
// the next word: the counts are the same, and each word below 2^settledBits.
func settle(counts []uint64, n int) {
	for i := 0; i+n <= len(counts); i += n {
		d := counts[i : i+n]
		for j := n - 1; j > 0; j-- {
			d[j] = d[j]&(1<<digitBits-1) + d[j-1]>>digitBits
		}
		d[0] &= 1<<digitBits - 1
	}
}

// sumInto sets d to the sum of the counts of src (of len(d) words each) at from, one
// or more: its words, each a word's add, four counts at a pass.
func sumInto(d, src []uint64, from []int32) {
	n := len(d)
	at := func(i int32) []uint64 { return src[int(i)*n : int(i+1)*n] }
	switch len(from) {
	case 1:
		copy(d, at(from[0]))
		return
	case 2:
		add2(d, at(from[0]), at(from[1]))
		return
	case 3:
		add3(d, at(from[0]), at(from[1]), at(from[2]))
		return
	}
	add4(d, at(from[0]), at(from[1]), at(from[2]), at(from[3]))
	for rest := from[4:]; len(rest) > 0; {
		switch len(rest) {
		case 1:
			add2(d, d, at(rest[0]))
			return
		case 2:
			add3(d, d, at(rest[0]), at(rest[1]))
			return
		}
		add4(d, d, at(rest[0]), at(rest[1]), at(rest[2]))
		rest = rest[3:]
	}
}

// add2 sets d to a + b, word by word.
func add2(d, a, b []uint64) {
	a, b = a[:len(d)], b[:len(d)]
	for j := range d {
		d[j] = a[j] + b[j]
	}
}

// add3 sets d to a + b + c, word by word.
func add3(d, a, b, c []uint64) {
	a, b, c = a[:len(d)], b[:len(d)], c[:len(d)]
	for j := range d {
		d[j] = a[j] + b[j] + c[j]
	}
}

// add4 sets d to a + b + c + e, word by word.
func add4(d, a, b, c, e []uint64) {
	a, b, c, e = a[:len(d)], b[:len(d)], c[:len(d)], e[:len(d)]
	for j := range d {
		d[j] = a[j] + b[j] + c[j] + e[j]
	}
}

// addWide adds the words of w to lo, with their carries out in hi: a sum of many counts.
func addWide(lo, hi, w []uint64) {
	w, hi = w[:len(lo)], hi[:len(lo)]
	for j := range lo {
		var c uint64
		lo[j], c = bits.Add64(lo[j], w[j], 0)
		hi[j] += c
	}
}

// wordsOf returns x (not negative) as 64-bit words, least significant first, at least one.
func wordsOf(x *big.Int) []uint64 {
	w := []uint64{}
	for t := new(big.Int).Set(x); len(w) == 0 || t.Sign() > 0; t.Rsh(t, 64) {
		w = append(w, t.Uint64())
	}
	return w
}
