package genfunc

import (
	"context"
	"fmt"
	"math/big"
)

// TermMod returns a(n) mod p, for n far beyond any table (up to 2^63−1), by Bostan and
// Mori's halving: [z^k] P(z)/Q(z) = [z^⌊k/2⌋] U_{k mod 2}(z)/V(z), where
// P(z)·Q(−z) = U_0(z²) + z·U_1(z²) and Q(z)·Q(−z) = V(z²). It returns 0 for n < First (no
// such term), for p ≤ 1 and for a malformed r (Q[0] ≠ 1). Cost about d²·log2(n − First) products for d = deg Q ≥ deg P
// (whatever p), memory O(d + deg P); when
// Q(z) = R(z^g), it works with R and the g-th part of P, for a cost g² times smaller.
func (r *Rational) TermMod(n int64, p uint64) uint64 {
	if p <= 1 || n < int64(r.First) || r.check() != nil {
		return 0
	}
	k := uint64(n) - uint64(int64(r.First)) // exact: n − First is in [0, 2^64)
	P, Q := r.Mod(p)
	if g := qStride(r.Q); g > 1 { // [z^k] P/R(z^g) = [z^⌊k/g⌋] P_{k mod g}/R
		P, Q = every(P, int(k%uint64(g)), g), every(Q, 0, g)
		k /= uint64(g)
	}
	qm := make([]uint64, len(Q))
	for k > 0 && len(P) > 0 {
		for i, q := range Q {
			qm[i] = q
			if i%2 == 1 {
				qm[i] = (p - q) % p
			}
		}
		P = productPart(P, qm, int(k%2), p)
		Q = productPart(Q, qm, 0, p)
		qm = qm[:len(Q)]
		k /= 2
	}
	if k > 0 || len(P) == 0 {
		return 0
	}
	return P[0]
}

// qStride returns the gcd of the indices of Q's nonzero coefficients beyond Q[0] (0 when
// there is none): Q(z) = R(z^g). Cost O(deg Q).
func qStride(Q []*big.Int) int {
	g := 0
	for j := 1; j < len(Q); j++ {
		if Q[j].Sign() != 0 {
			g = gcd(g, j)
		}
	}
	return g
}

// every returns v[r], v[r+g], v[r+2g], …. Cost O(len(v)/g).
func every(v []uint64, r, g int) []uint64 {
	var out []uint64
	for i := r; i < len(v); i += g {
		out = append(out, v[i])
	}
	return out
}

// productPart returns the coefficients of a·b of index 2i+par, i = 0, 1, …: half of the
// product. Cost about len(a)·len(b)/2 products.
func productPart(a, b []uint64, par int, p uint64) []uint64 {
	nb := len(b)
	rev := make([]uint64, nb) // rev[nb−1−j] = b[j]
	for j, x := range b {
		rev[nb-1-j] = x
	}
	top := len(a) + nb - 2 // the product's degree
	out := make([]uint64, 0, (top-par)/2+1)
	for t := par; t <= top; t += 2 {
		i0, i1 := max(0, t-(nb-1)), min(t, len(a)-1)
		out = append(out, dot(a[i0:i1+1], rev[nb-1-t+i0:], p)) // Σ_i a[i]·b[t−i]
	}
	return out
}

// TermsMod returns a(from), …, a(to) modulo p ≥ 2, First ≤ from ≤ to: the series modulo p
// when to−First is at most seriesReach·Length (cost O((to−First)·deg Q) products), else
// TermMod a term (d²·log2(n−First) each), with a look at ctx between terms.
func (r *Rational) TermsMod(ctx context.Context, from, to int, p uint64) ([]uint64, error) {
	switch {
	case p < 2:
		return nil, fmt.Errorf("terms modulo %d: want a modulus of at least 2", p)
	case from < r.First || from > to:
		return nil, fmt.Errorf("terms %d..%d modulo %d: want %d <= from <= to", from, to, p, r.First)
	case r.check() != nil:
		return nil, fmt.Errorf("terms modulo %d: %w", p, r.check())
	}
	if to-r.First <= seriesReach*max(r.Length(), 1) {
		P, Q := r.Mod(p)
		s, err := seriesMod(ctx, P, Q, p, to-r.First+1)
		if err != nil {
			return nil, err
		}
		return s[from-r.First:], nil
	}
	out := make([]uint64, 0, to-from+1)
	for n := from; n <= to; n++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		out = append(out, r.TermMod(int64(n), p))
	}
	return out, nil
}

// seriesReach is how many times the recurrence's length TermsMod reads by the series:
// 64·d terms of the series cost about what a few TermMod calls do.
const seriesReach = 64
