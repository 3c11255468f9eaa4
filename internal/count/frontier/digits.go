package frontier

import (
	"math/big"
	"math/bits"
)

// The linear map's counts are in digits of a few bits fewer than a word, a word each,
// least significant first, whose carries wait: a word holds its digit and what sums
// have added to it, so that adding counts is adding words, with no carry from one to
// the next (a chain of carries costs three or four times a word's add). Where the next
// square's sums could pass 64 bits, each count a square makes is settled at once, while
// it is in the cache: each word's bits above its digit move to the next word, so that
// the words are below 2^(bits+1) (bits of a digit, at least 32, and 63 less the most
// bits a square's sums gain). The top word stays below 2^bits, which settle needs: it
// is 0 between columns (a column that writes in it gives the counts a word more), and a
// column's sums gain at most bits-(64-bits)-8 bits.

// minDigitBits is the fewest bits of a digit: settle needs digits of at least 32 bits.
const minDigitBits = 40

// digitsFor returns the digits (of bits bits) of a count of limbs 64-bit words, and a
// top one 0.
func digitsFor(limbs int, bits uint) int { return (64*limbs+int(bits)-1)/int(bits) + 1 }

// toDigits writes the count w (64-bit words, least significant first) in the digits d
// of bits bits.
func toDigits(d, w []uint64, bits uint) {
	clear(d)
	for j := range d {
		at := j * int(bits)
		i, s := at/64, uint(at%64)
		if i >= len(w) {
			return
		}
		x := w[i] >> s
		if s > 64-bits && i+1 < len(w) {
			x |= w[i+1] << (64 - s)
		}
		d[j] = x & (1<<bits - 1)
	}
}

// digitsInt returns the count whose digits (of bits bits) are lo[j] + 2^64·hi[j] (hi
// may be nil).
func digitsInt(lo, hi []uint64, bits uint) *big.Int {
	z, t := new(big.Int), new(big.Int)
	for j := len(lo) - 1; j >= 0; j-- {
		z.Lsh(z, bits)
		z.Add(z, t.SetUint64(lo[j]))
		if hi != nil && hi[j] != 0 {
			z.Add(z, t.Lsh(t.SetUint64(hi[j]), 64))
		}
	}
	return z
}

// settle moves the bits of each word of the count d above its digit (of bits bits) to
// the next word: the count is the same, and each word below 2^(bits+1), its top word's
// bits above its digit being 0.
func settle(d []uint64, bits uint) {
	mask := uint64(1)<<bits - 1
	for j := len(d) - 1; j > 0; j-- {
		d[j] = d[j]&mask + d[j-1]>>bits
	}
	d[0] &= mask
}

// sumInto sets d to the sum of the counts of src (of len(d) words each) at from, one
// or more: its words, each a word's add, eight counts at a pass. The counts are
// scattered over arrays far larger than the cache, and a pass's adds wait on the lines
// they read: eight counts at a pass keep more of them on their way from memory at once
// (on the 5×n paths table's map, 9–17% less time than four at a pass, the more the
// longer the counts), and a long sum makes fewer passes.
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
	rest := from[4:]
	if len(rest) < 4 {
		add4(d, at(from[0]), at(from[1]), at(from[2]), at(from[3]))
	} else {
		add8(d, at(from[0]), at(from[1]), at(from[2]), at(from[3]), at(from[4]), at(from[5]), at(from[6]), at(from[7]))
		rest = from[8:]
	}
	for len(rest) >= 7 {
		add8(d, d, at(rest[0]), at(rest[1]), at(rest[2]), at(rest[3]), at(rest[4]), at(rest[5]), at(rest[6]))
		rest = rest[7:]
	}
	addRest(d, src, rest)
}

// addRest adds to d the counts of src (of len(d) words each) at from, fewer than 7.
func addRest(d, src []uint64, from []int32) {
	n := len(d)
	at := func(i int32) []uint64 { return src[int(i)*n : int(i+1)*n] }
	for len(from) > 0 {
		switch len(from) {
		case 1:
			add2(d, d, at(from[0]))
			return
		case 2:
			add3(d, d, at(from[0]), at(from[1]))
			return
		}
		add4(d, d, at(from[0]), at(from[1]), at(from[2]))
		from = from[3:]
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

// add8 sets d to a + b + c + e + f + g + h + k, word by word.
func add8(d, a, b, c, e, f, g, h, k []uint64) {
	a, b, c, e = a[:len(d)], b[:len(d)], c[:len(d)], e[:len(d)]
	f, g, h, k = f[:len(d)], g[:len(d)], h[:len(d)], k[:len(d)]
	for j := range d {
		d[j] = a[j] + b[j] + c[j] + e[j] + f[j] + g[j] + h[j] + k[j]
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
