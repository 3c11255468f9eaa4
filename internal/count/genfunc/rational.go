package genfunc

import (
	"context"
	"errors"
	"fmt"
	"math/big"
)

// Rational is Σ_{k≥0} a(First+k)·z^k = P(z)/Q(z) with integer coefficients, Q[0] = 1
// (Fatou's lemma: a rational series with integer terms has such a form in lowest terms).
// P[i] and Q[i] are the coefficients of z^i; neither ends in a zero (the zero polynomial
// P is empty). Find returns it in lowest terms.
type Rational struct {
	First int
	P, Q  []*big.Int
}

var (
	errNotPrime = errors.New("not a prime below 2^63")
	errBadQ     = errors.New("Q[0] must be 1")
)

// DegP returns the degree of P, −1 for the zero polynomial. Cost O(1).
func (r *Rational) DegP() int { return len(r.P) - 1 }

// DegQ returns the degree of Q. Cost O(1).
func (r *Rational) DegQ() int { return len(r.Q) - 1 }

// Length returns the length of the recurrence: a(First+k) = −Σ_{j=1}^{deg Q} Q[j]·a(First+k−j)
// holds for every k ≥ Length = max(deg Q, deg P + 1). Cost O(1).
func (r *Rational) Length() int { return max(len(r.Q)-1, len(r.P)) }

// check reports whether r is well formed: Q[0] = 1, no nil coefficient, no trailing zero.
// Cost O(deg P + deg Q).
func (r *Rational) check() error {
	if len(r.Q) == 0 || r.Q[0] == nil || r.Q[0].Cmp(big.NewInt(1)) != 0 {
		return errBadQ
	}
	for _, pv := range []struct {
		name string
		v    []*big.Int
	}{{"P", r.P}, {"Q", r.Q}} {
		name, v := pv.name, pv.v
		for i, c := range v {
			if c == nil {
				return fmt.Errorf("%s[%d] is nil", name, i)
			}
		}
		if len(v) > 0 && v[len(v)-1].Sign() == 0 {
			return fmt.Errorf("%s ends in a zero coefficient (degree %d)", name, len(v)-1)
		}
	}
	return nil
}

// Mod returns P and Q with their coefficients reduced modulo p (in [0, p)); p = 0 gives
// nil, nil. Cost O((deg P + deg Q)·size of a coefficient).
func (r *Rational) Mod(p uint64) (P, Q []uint64) {
	if p == 0 {
		return nil, nil
	}
	return reduce(r.P, p), reduce(r.Q, p)
}

// reduce returns v's entries modulo p, in [0, p). Cost O(len(v)·size of an entry).
func reduce(v []*big.Int, p uint64) []uint64 {
	out := make([]uint64, len(v))
	bp := new(big.Int).SetUint64(p)
	var t big.Int
	for i, c := range v {
		out[i] = t.Mod(c, bp).Uint64() // Mod is Euclidean: t ≥ 0
	}
	return out
}

// seriesMod returns the first n coefficients of P/Q modulo p, for Q[0] = 1 and entries
// below p. When Q(z) = R(z^g) (a table whose terms vanish off a residue class, say odd
// boards without closed tours), it computes the g interleaved series P_r(z)/R(z) apart,
// which costs 1/g of the whole. Cost O(n·deg Q/g) products, with a look at ctx every
// ctxEvery terms.
func seriesMod(ctx context.Context, P, Q []uint64, p uint64, n int) ([]uint64, error) {
	g := 0
	for j := 1; j < len(Q); j++ {
		if Q[j]%p != 0 {
			g = gcd(g, j)
		}
	}
	if g <= 1 {
		return seriesDense(ctx, P, Q, p, n)
	}
	R := make([]uint64, 0, len(Q)/g+1)
	for j := 0; j < len(Q); j += g {
		R = append(R, Q[j])
	}
	b := make([]uint64, n)
	for r := 0; r < g && r < n; r++ {
		var Pr []uint64
		for i := r; i < len(P); i += g {
			Pr = append(Pr, P[i])
		}
		sub, err := seriesDense(ctx, Pr, R, p, (n-r+g-1)/g)
		if err != nil {
			return nil, err
		}
		for i, v := range sub {
			b[r+g*i] = v
		}
	}
	return b, nil
}

// gcd returns the greatest common divisor of a, b ≥ 0 (gcd(0, b) = b). Cost O(log).
func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// seriesDense is seriesMod term by term. Cost O(n·deg Q) products.
func seriesDense(ctx context.Context, P, Q []uint64, p uint64, n int) ([]uint64, error) {
	d := len(Q) - 1
	rq := make([]uint64, d) // rq[i] = −Q[d−i] for i < d: b_k = P_k + Σ_i rq[i]·b[k−d+i]
	for i := range rq {
		rq[i] = (p - Q[d-i]) % p
	}
	b := make([]uint64, n)
	for k := 0; k < n; k++ {
		if k%ctxEvery == 0 && k > 0 {
			if err := ctx.Err(); err != nil {
				return nil, fmt.Errorf("series modulo %d at term %d of %d: %w", p, k, n, err)
			}
		}
		var v uint64
		if k < len(P) {
			v = P[k] % p
		}
		if k >= d {
			v = addMod(v, dot(rq, b[k-d:], p), p)
		} else {
			v = addMod(v, dot(rq[d-k:], b, p), p)
		}
		b[k] = v
	}
	return b, nil
}
