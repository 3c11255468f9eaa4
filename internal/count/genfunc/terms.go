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

// maxTerms caps the terms that Terms computes from First (their residues take words).
const maxTerms = 1 << 28

// slackBits is what a log2 bound adds, with 2^−40 of its size (up rounds x up): far above
// the float rounding of a sum of 10^5 terms (about 2^−35 relative) and of the log2 of
// numbers of up to 2^40 bits, so that the bound stays an upper bound.
const slackBits = 1e-9

// up returns x, a log2 bound, raised by the slack. Cost O(1).
func up(x float64) float64 {
	return x + slackBits + math.Abs(x)*0x1p-40
}

// Terms returns the exact terms a(from), …, a(to), First ≤ from ≤ to: the series P/Q
// modulo primes below PrimeLimit (the first k of Primes), combined by CRT into symmetric
// residues, then certified term by term from a(First) on: if a(First+i) is exact for
// i < t, then |a(First+t)| ≤ |P_t| + Σ_{j≥1} |Q_j|·|a(First+t−j)| (in floating-point log2,
// with a slack that covers the rounding), and when that is below half the product of the
// primes the residue is a(First+t) itself. The number of primes starts at 4; when a term
// fails, it grows (at most fourfold a round, at least by a quarter) to the bits that the
// failures so far extrapolate linearly to the last term, with 10% to spare; the series
// is extended to the new primes only, and only the terms not yet certified are combined
// again. Cost, for n = to−First+1, d = deg Q and k primes in the end: O(k·n·d) products
// for the series on GOMAXPROCS goroutines, O(k²) products and word operations a term for
// the CRT (the rounds add a fraction of that: only the terms not yet certified are combined again), O(n·d) floats for the certificates;
// memory O(k·n) words and the terms.
func (r *Rational) Terms(ctx context.Context, from, to int) ([]*big.Int, error) {
	if err := r.check(); err != nil {
		return nil, fmt.Errorf("terms: %w", err)
	}
	if from < r.First || to < from || uint64(to)-uint64(r.First) >= maxTerms {
		return nil, fmt.Errorf("%w: a(%d..%d) of a table from a(%d)", errRange, from, to, r.First)
	}
	n, workers := to-r.First+1, runtime.GOMAXPROCS(0)
	cert := newCertificate(r, n)
	vals := make([]*big.Int, n)
	var primes []uint64
	var res [][]uint64
	done, lastDone, lastNeed := 0, 0, 0.0
	for k := 4; ; {
		more := primesBelow(PrimeLimit, k)[len(primes):]
		part := make([][]uint64, len(more))
		err := forEach(ctx, workers, len(more), func(i int) error {
			P, Q := r.Mod(more[i])
			var err error
			part[i], err = seriesMod(ctx, P, Q, more[i], n)
			return err
		}, nil)
		if err != nil {
			return nil, fmt.Errorf("terms a(%d..%d) modulo %d primes: %w", from, to, k, err)
		}
		primes, res = append(primes, more...), append(res, part...)
		if err := combine(ctx, primes, res, vals, done, workers); err != nil {
			return nil, err
		}
		bad, need, err := cert.check(ctx, vals, done, bitsBelow(primes))
		if err != nil {
			return nil, err
		}
		if bad == n {
			return vals[from-r.First:], nil
		}
		slope := need / float64(bad+1) // the first failure: from the origin
		if bad+1 > lastDone && lastDone > 0 {
			slope = (need - lastNeed) / float64(bad+1-lastDone)
		}
		est := (need + slope*float64(n-1-bad)) * 1.1
		k = min(max(k+k/4, int(est/59)+2), 4*k)
		done, lastDone, lastNeed = bad, bad+1, need
	}
}

// bitsBelow returns an integer b with 2^b ≤ Π primes. Cost O(len(primes)) floats.
func bitsBelow(primes []uint64) float64 {
	var b float64
	for _, p := range primes {
		b += math.Floor(math.Log2(float64(p))) // p ≥ 2^⌊log2 p⌋ exactly
	}
	return b
}

// combine sets vals[v], v ≥ lo, to the symmetric CRT value of the residues res[k][v]
// modulo primes[k]. Cost O(k²) products and word operations a value, on the workers.
func combine(ctx context.Context, primes []uint64, res [][]uint64, vals []*big.Int, lo, workers int) error {
	var g garner
	for _, p := range primes {
		g.add(p)
	}
	m, half := g.modulus(len(primes))
	parts := chunks(len(vals)-lo, 4*workers)
	err := forEach(ctx, workers, len(parts), func(i int) error {
		ds := make([]uint64, len(primes))
		for v := lo + parts[i][0]; v < lo+parts[i][1]; v++ {
			if v%64 == 0 && ctx.Err() != nil {
				return ctx.Err()
			}
			for k := range primes {
				ds[k] = g.digit(ds, k, res[k][v])
			}
			vals[v] = g.value(ds, m, half)
		}
		return ctx.Err()
	}, nil)
	if err != nil {
		return fmt.Errorf("crt: %w", err)
	}
	return nil
}

// certificate proves candidate terms exact one after the other (see Terms).
type certificate struct {
	r  *Rational
	nz []coef    // Q's nonzero coefficients from Q[1] on, with log2 of their sizes
	lv []float64 // log2|a(First+i)| of the terms proven, −Inf for 0
}

// coef is a nonzero coefficient Q[j] and log2|Q[j]| rounded up.
type coef struct {
	j  int
	lg float64
}

// newCertificate prepares the certificate of n terms of r. Cost O(deg Q).
func newCertificate(r *Rational, n int) *certificate {
	c := &certificate{r: r, lv: make([]float64, n)}
	for j, q := range r.Q[1:] {
		if q.Sign() != 0 {
			c.nz = append(c.nz, coef{j + 1, log2Abs(q)})
		}
	}
	return c
}

// check proves vals[start:] (symmetric residues modulo a product M ≥ 2^mbits) to be the
// terms, given the terms before start proven. It returns the first index t that fails,
// or len(vals), and the bits a(First+t) needed: log2 of |P_t| + Σ_{j≥1} |Q_j|·|vals[t−j]|
// plus one for the sign. Cost O((len(vals) − start)·d) additions, and exp2 only for the
// summands within 2^−64 of the largest.
func (c *certificate) check(ctx context.Context, vals []*big.Int, start int, mbits float64) (int, float64, error) {
	for t := start; t < len(vals); t++ {
		if (t-start)%ctxEvery == 0 && t > start {
			if err := ctx.Err(); err != nil {
				return 0, 0, fmt.Errorf("certificate at term %d of %d: %w", t, len(vals), err)
			}
		}
		if need := c.bound(t) + 1; need >= mbits {
			return t, need, nil
		}
		c.lv[t] = math.Inf(-1)
		if vals[t].Sign() != 0 {
			c.lv[t] = log2Abs(vals[t])
		}
	}
	return len(vals), 0, nil
}

// bound returns an upper bound of log2(|P_t| + Σ_{j≥1} |Q_j|·|a(First+t−j)|), −Inf for 0.
// Cost O(d) additions.
func (c *certificate) bound(t int) float64 {
	lp := math.Inf(-1)
	if t < len(c.r.P) && c.r.P[t].Sign() != 0 {
		lp = log2Abs(c.r.P[t])
	}
	m := lp
	for _, q := range c.nz {
		if q.j <= t {
			m = math.Max(m, q.lg+c.lv[t-q.j])
		}
	}
	if math.IsInf(m, -1) {
		return m
	}
	s := sumTerm(lp - m)
	for _, q := range c.nz {
		if q.j <= t {
			s += sumTerm(q.lg + c.lv[t-q.j] - m)
		}
	}
	return up(m + math.Log2(s))
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
	return up(float64(e) + math.Log2(math.Abs(m)))
}
