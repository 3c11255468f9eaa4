package genfunc

import (
	"context"
	"errors"
	"fmt"
	"math/big"
)

// errOffClass is a nonzero term outside the residue class that the first terms showed.
var errOffClass = errors.New("a nonzero term off the stride")

// minStrideTerms is how many nonzero terms must show a stride before Find uses it.
const minStrideTerms = 8

// stride is a residue class: every term a(first+k) with k ≢ r (mod g) is zero, as the
// odd boards of a closed-tour table. Then Σ a(first+k)z^k = z^r·T(z^g) for the series T
// of t_i = a(first+r+g·i), and Find works on t: BM costs 1/g² as much, the CRT 1/g.
type stride struct{ g, r int }

// strideOf returns the class of the nonzero terms of s: r is the first nonzero index and g
// the gcd of the differences, or g = 1 (no stride) when fewer than minStrideTerms terms
// are nonzero. Cost O(len(s)).
func strideOf(s []uint64) stride {
	st, nonzero := stride{g: 0, r: -1}, 0
	for k, v := range s {
		if v == 0 {
			continue
		}
		nonzero++
		if st.r < 0 {
			st.r = k
			continue
		}
		st.g = gcd(st.g, k-st.r)
	}
	if nonzero < minStrideTerms || st.g <= 1 {
		return stride{g: 1}
	}
	return st
}

// terms returns how many terms of a hold the first n terms of t. Cost O(1).
func (st stride) terms(n int) int {
	if n <= 0 {
		return 0
	}
	return st.r + st.g*(n-1) + 1
}

// source returns the Source of t from the Source of a; it fails with errOffClass when a
// term off the class is not zero, and keeps in *asked the most terms of a it asked for.
// Cost: src's for st.terms(n) terms, and O(that) more.
func (st stride) source(src Source, asked *int) Source {
	return func(ctx context.Context, primes []uint64, n int) ([][]uint64, error) {
		*asked = max(*asked, st.terms(n))
		rows, err := fetch(ctx, src, primes, st.terms(n))
		if err != nil {
			return nil, err
		}
		out := make([][]uint64, len(rows))
		for i, row := range rows {
			out[i] = make([]uint64, n)
			for k, v := range row {
				switch {
				case k >= st.r && (k-st.r)%st.g == 0:
					out[i][(k-st.r)/st.g] = v
				case v%primes[i] != 0:
					return nil, fmt.Errorf("%w: term %d modulo %d (stride %d from %d)", errOffClass, k, primes[i], st.g, st.r)
				}
			}
		}
		return out, nil
	}
}

// expand returns the function z^r·P(z^g)/Q(z^g) of a from the function P/Q of t. Cost
// O(g·(deg P + deg Q)).
func (st stride) expand(t *Rational) *Rational {
	spread := func(v []*big.Int, shift int) []*big.Int {
		if len(v) == 0 {
			return nil
		}
		out := make([]*big.Int, shift+st.g*(len(v)-1)+1)
		for i := range out {
			out[i] = new(big.Int)
		}
		for i, c := range v {
			out[shift+st.g*i].Set(c)
		}
		return out
	}
	return &Rational{First: t.First, P: spread(t.P, st.r), Q: spread(t.Q, 0)}
}
