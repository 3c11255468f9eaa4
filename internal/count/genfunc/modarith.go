package genfunc

import "math/bits"

// The arithmetic modulo a word-sized p. Shoup's multiplier (axpy) needs p below 2^63;
// above, axpy falls back to one 128/64-bit division a product.

const fastLimit = 1 << 63

// MulMod returns a·b mod p for any p ≥ 1: the one product modulo a word of the count
// packages. Cost: a 128-bit product and a 128/64 division.
func MulMod(a, b, p uint64) uint64 { return mulMod(a, b, p) }

// AddMod returns a+b mod p for a, b < p. Cost O(1).
func AddMod(a, b, p uint64) uint64 { return addMod(a, b, p) }

// mulMod returns a·b mod p for any p ≥ 1. Cost: a 128-bit product and a 128/64 division.
func mulMod(a, b, p uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	return bits.Rem64(hi, lo, p)
}

// addMod returns a+b mod p for a, b < p. Cost O(1).
func addMod(a, b, p uint64) uint64 {
	s, c := bits.Add64(a, b, 0)
	if c != 0 || s >= p {
		s -= p
	}
	return s
}

// subMod returns a−b mod p for a, b < p. Cost O(1).
func subMod(a, b, p uint64) uint64 {
	d, c := bits.Sub64(a, b, 0)
	if c != 0 {
		d += p
	}
	return d
}

// powMod returns a^e mod p. Cost O(log e) products.
func powMod(a, e, p uint64) uint64 {
	r := 1 % p
	a %= p
	for ; e > 0; e >>= 1 {
		if e&1 == 1 {
			r = mulMod(r, a, p)
		}
		a = mulMod(a, a, p)
	}
	return r
}

// invMod returns a^{-1} mod the prime p (0 when a ≡ 0). Cost O(log p) products.
func invMod(a, p uint64) uint64 {
	return powMod(a, p-2, p)
}

// shoup is a fixed multiplier w < p with w' = ⌊w·2^64/p⌋, so that w·x mod p costs two
// products and no division (Shoup's trick; needs p < 2^63): axpy's kernel.
type shoup struct{ w, wp uint64 }

// newShoup precomputes w' for w < p < 2^63. Cost: one division.
func newShoup(w, p uint64) shoup {
	q, _ := bits.Div64(w, 0, p)
	return shoup{w, q}
}

// dot returns Σ a[i]·b[i] mod p for any words a[i], b[i] and len(b) ≥ len(a): the sum
// is kept exact in three words (no reduction in the loop) and reduced at the end. Cost:
// one 128-bit product and three additions a term, two divisions in all.
func dot(a, b []uint64, p uint64) uint64 {
	b = b[:len(a)]
	var top, hi, lo uint64
	for i, x := range a {
		h, l := bits.Mul64(x, b[i])
		var c uint64
		lo, c = bits.Add64(lo, l, 0)
		hi, c = bits.Add64(hi, h, c)
		top += c
	}
	return bits.Rem64(bits.Rem64(top, hi, p), lo, p)
}

// axpy sets c[i] = c[i] + w·b[i] mod p for i < len(b), for w, b[i], c[i] < p. Cost: two
// products a term (Shoup), or a division when p ≥ 2^63.
func axpy(c, b []uint64, w, p uint64) {
	c = c[:len(b)]
	if p >= fastLimit {
		for i, x := range b {
			c[i] = addMod(c[i], mulMod(w, x, p), p)
		}
		return
	}
	s := newShoup(w, p)
	for i, x := range b {
		q, _ := bits.Mul64(s.wp, x)
		t := s.w*x - q*p
		if t >= p {
			t -= p
		}
		t += c[i]
		if t >= p {
			t -= p
		}
		c[i] = t
	}
}
