package genfunc

import (
	"context"
	"fmt"
)

// ctxEvery is how many steps of a long loop run between two looks at the context.
const ctxEvery = 1024

// BerlekampMassey returns the connection polynomial C of the shortest linear recurrence
// that s satisfies modulo the prime p: C[0] = 1 and Σ_{j=0}^{L} C[j]·s[n−j] ≡ 0 for
// every n from L to len(s)−1, where L = len(C)−1 is the recurrence's length. C may end
// in zeros: the recurrence then holds only from an index on (a transient), and the series
// Σ s[n] z^n ≡ P/C with deg P ≥ deg C. The terms may be any words (they are reduced).
// It returns nil when p is not a prime below 2^63. Cost O(len(s)·L) products, memory
// O(len(s)).
func BerlekampMassey(s []uint64, p uint64) []uint64 {
	c, err := berlekampMassey(context.Background(), s, p)
	if err != nil {
		return nil
	}
	return c
}

// berlekampMassey is BerlekampMassey with a look at ctx every ctxEvery terms. Cost as
// BerlekampMassey's.
func berlekampMassey(ctx context.Context, s []uint64, p uint64) ([]uint64, error) {
	if p >= fastLimit || !isPrime(p) {
		return nil, fmt.Errorf("berlekamp-massey: modulus %d: %w", p, errNotPrime)
	}
	n := len(s)
	rev := make([]uint64, n) // rev[n-1-i] = s[i] mod p: the discrepancy is a forward dot
	for i, x := range s {
		rev[n-1-i] = x % p
	}
	c := make([]uint64, 1, n+1)
	c[0] = 1
	b := make([]uint64, 1, n+1)
	b[0] = 1
	t := make([]uint64, 0, n+1)
	l, m, bd := 0, 1, uint64(1)
	for i := 0; i < n; i++ {
		if i%ctxEvery == 0 {
			if err := ctx.Err(); err != nil {
				return nil, fmt.Errorf("berlekamp-massey at term %d of %d: %w", i, n, err)
			}
		}
		// d = Σ_{j=0}^{l} c[j]·s[i−j] = Σ_j c[j]·rev[n−1−i+j].
		d := dot(c[:l+1], rev[n-1-i:], p)
		if d == 0 {
			m++
			continue
		}
		w := p - mulMod(d, invMod(bd, p), p) // −d/bd
		if 2*l <= i {
			t = append(t[:0], c...)
			c = grow(c, m+len(b))
			axpy(c[m:], b, w, p)
			l = i + 1 - l
			c = grow(c, l+1)
			b, t = t, b
			bd, m = d, 1
			continue
		}
		c = grow(c, m+len(b))
		axpy(c[m:], b, w, p)
		m++
	}
	return grow(c, l+1)[:l+1], nil
}

// grow returns c extended with zeros to length at least n. Cost O(n − len(c)).
func grow(c []uint64, n int) []uint64 {
	for len(c) < n {
		c = append(c, 0)
	}
	return c
}
