package genfunc

import "context"

// TermMod returns a(n) mod p, for n far beyond any table (up to 2^63−1): the first
// Length() terms by the series, then x^m modulo the characteristic polynomial
// x^d + Q[1]x^{d−1} + … + Q[d] (the reversed Q) by repeated squaring, applied to the
// terms from Length()−d on. It returns 0 for n < First (no such term) and for p ≤ 1.
// Cost O(d²·log n) products for d = deg Q (with p below 2^63; more above), memory O(d).
func (r *Rational) TermMod(n int64, p uint64) uint64 {
	if p <= 1 || n < int64(r.First) {
		return 0
	}
	k := n - int64(r.First)
	P, Q := r.Mod(p)
	d, l := len(Q)-1, r.Length()
	ctx := context.Background()
	if k < int64(l) {
		b, _ := seriesMod(ctx, P, Q, p, int(k)+1) // a background context never ends
		return b[k]
	}
	if d == 0 {
		return 0 // a polynomial: no term beyond deg P
	}
	b, _ := seriesMod(ctx, P, Q, p, l)
	s := l - d
	chi := make([]uint64, d) // x^d ≡ Σ_i chi[i]·x^i
	for i := range chi {
		chi[i] = (p - Q[d-i]) % p
	}
	c := powXMod(uint64(k)-uint64(s), chi, p)
	return dot(c, b[s:], p)
}

// powXMod returns the d coefficients of x^m modulo x^d − Σ chi[i]·x^i. Cost O(d²·log m).
func powXMod(m uint64, chi []uint64, p uint64) []uint64 {
	d := len(chi)
	acc := make([]uint64, d)
	acc[0] = 1 % p
	top := 63
	for top >= 0 && m>>uint(top)&1 == 0 {
		top--
	}
	sq := make([]uint64, 2*d)
	rev := make([]uint64, d)
	for bit := top; bit >= 0; bit-- {
		square(sq, acc, rev, p)
		reduceX(sq[:2*d-1], chi, p)
		copy(acc, sq[:d])
		if m>>uint(bit)&1 == 1 {
			// acc·x: shift up one, fold the x^d term.
			t := acc[d-1]
			copy(acc[1:], acc[:d-1])
			acc[0] = 0
			axpy(acc, chi, t, p)
		}
	}
	return acc
}

// square sets out[0..2d−2] to the coefficients of a², using rev (len d) as scratch.
// Cost d² products.
func square(out, a, rev []uint64, p uint64) {
	d := len(a)
	for i, x := range a {
		rev[d-1-i] = x
	}
	for k := 0; k <= 2*d-2; k++ {
		i0, i1 := max(0, k-(d-1)), min(k, d-1)
		out[k] = dot(a[i0:i1+1], rev[d-1-k+i0:], p)
	}
}

// reduceX reduces r (degree < 2d−1) modulo x^d − Σ chi[i]·x^i in place: afterwards
// r[0..d−1] holds the remainder. Cost O(d·(len(r) − d)) products.
func reduceX(r, chi []uint64, p uint64) {
	d := len(chi)
	for i := len(r) - 1; i >= d; i-- {
		if t := r[i]; t != 0 {
			axpy(r[i-d:i], chi, t, p)
			r[i] = 0
		}
	}
}
