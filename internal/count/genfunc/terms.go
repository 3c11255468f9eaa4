package genfunc

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"runtime"
)

var errRange = errors.New("terms out of range")

// slackBits is what the log-bound adds at each term, far above the float rounding of a
// sum of 10^5 terms (about 2^−35 relative), so that the bound stays an upper bound.
const slackBits = 1e-9

// Terms returns the exact terms a(from), …, a(to), First ≤ from ≤ to: the series P/Q
// modulo enough primes below 2^62, combined by CRT into symmetric residues. Enough is
// from a rigorous bound: |a(First+k)| ≤ B_k with B_k = |P_k| + Σ_{j≥1} |Q_j|·B_{k−j}, in
// floating-point log2 with a slack each term; the product of the primes exceeds twice
// the largest B_k asked for. Cost, for n = to−First+1, d = deg Q and k primes:
// O(n·d) floats for the bound, O(k·n·d) products for the series on GOMAXPROCS
// goroutines, O(k²) products and word operations a term for the CRT; memory O(k·n).
func (r *Rational) Terms(ctx context.Context, from, to int) ([]*big.Int, error) {
	if err := r.check(); err != nil {
		return nil, fmt.Errorf("terms: %w", err)
	}
	if from < r.First || to < from {
		return nil, fmt.Errorf("%w: a(%d..%d) of a table from a(%d)", errRange, from, to, r.First)
	}
	n, lo := to-r.First+1, from-r.First
	lb, err := logBound(ctx, r, n)
	if err != nil {
		return nil, err
	}
	need := 0.0
	for _, b := range lb[lo:] {
		need = math.Max(need, b)
	}
	primes := Primes(int(math.Ceil((need+1)/61)) + 1) // each is above 2^61
	workers := runtime.GOMAXPROCS(0)
	res := make([][]uint64, len(primes))
	err = forEach(ctx, workers, len(primes), func(i int) error {
		P, Q := r.Mod(primes[i])
		s, err := seriesMod(ctx, P, Q, primes[i], n)
		res[i] = s[min(lo, len(s)):]
		return err
	}, nil)
	if err != nil {
		return nil, fmt.Errorf("terms a(%d..%d): %w", from, to, err)
	}
	return combine(ctx, primes, res, workers)
}

// combine returns the symmetric CRT values of the residues res[k][v] modulo primes[k].
// Cost O(k²) products and word operations a value, on the workers.
func combine(ctx context.Context, primes []uint64, res [][]uint64, workers int) ([]*big.Int, error) {
	var g garner
	for _, p := range primes {
		g.add(p)
	}
	m, half := g.modulus(len(primes))
	vals := make([]*big.Int, len(res[0]))
	parts := chunks(len(vals), 4*workers)
	err := forEach(ctx, workers, len(parts), func(i int) error {
		ds := make([]uint64, len(primes))
		for v := parts[i][0]; v < parts[i][1]; v++ {
			for k := range primes {
				ds[k] = g.digit(ds, k, res[k][v])
			}
			vals[v] = g.value(ds, m, half)
		}
		return ctx.Err()
	}, nil)
	if err != nil {
		return nil, fmt.Errorf("crt: %w", err)
	}
	return vals, nil
}

// logBound returns upper bounds of log2|a(First+k)| for k < n (−Inf for a term known to be
// zero): B_k = |P_k| + Σ_{j=1}^{min(k,d)} |Q_j|·B_{k−j} in log2, a slack added each term.
// Cost O(n·d) additions, and exp2 only for the summands within 2^−64 of the largest.
func logBound(ctx context.Context, r *Rational, n int) ([]float64, error) {
	type coef struct {
		j  int
		lg float64
	}
	var nz []coef
	for j, q := range r.Q[1:] {
		if q.Sign() != 0 {
			nz = append(nz, coef{j + 1, log2Abs(q)})
		}
	}
	lb := make([]float64, n)
	for k := range lb {
		if k%ctxEvery == 0 && k > 0 {
			if err := ctx.Err(); err != nil {
				return nil, fmt.Errorf("bound at term %d of %d: %w", k, n, err)
			}
		}
		m := math.Inf(-1)
		if k < len(r.P) && r.P[k].Sign() != 0 {
			m = log2Abs(r.P[k])
		}
		for _, c := range nz {
			if c.j <= k {
				m = math.Max(m, c.lg+lb[k-c.j])
			}
		}
		if math.IsInf(m, -1) {
			lb[k] = m
			continue
		}
		var s float64
		if k < len(r.P) && r.P[k].Sign() != 0 {
			s += sumTerm(log2Abs(r.P[k]) - m)
		}
		for _, c := range nz {
			if c.j <= k {
				s += sumTerm(c.lg + lb[k-c.j] - m)
			}
		}
		lb[k] = m + math.Log2(s) + slackBits
	}
	return lb, nil
}

// sumTerm returns 2^x for x ≤ 0, or 2^−64 for x below −64 (an upper bound, without exp2).
// Cost O(1).
func sumTerm(x float64) float64 {
	if x < -64 {
		return 0x1p-64
	}
	return math.Exp2(x)
}

// log2Abs returns log2|x| for x ≠ 0, rounded up by a slack. Cost O(1).
func log2Abs(x *big.Int) float64 {
	f := new(big.Float).SetInt(x)
	mant := new(big.Float)
	e := f.MantExp(mant)
	m, _ := mant.Float64()
	return float64(e) + math.Log2(math.Abs(m)) + slackBits
}
