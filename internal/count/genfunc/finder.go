package genfunc

import (
	"context"
	"fmt"
	"math"
	"math/big"
)

// finder is the CRT stage of Find: the mixed-radix digits of the 2L+1 coefficients
// (P[0..L−1], then C[0..L]) modulo the primes so far.
type finder struct {
	ctx    context.Context
	src    Source
	opt    Options
	rep    *Report
	g      garner
	digits [][]uint64 // digits[v][k]: value v's digit for the k-th prime
	next   uint64     // the smallest prime taken so far: the next ones are below it
	bits   float64    // log2 of the product of the primes
}

// newFinder returns the CRT stage for rep.L. Cost O(L).
func newFinder(ctx context.Context, src Source, opt Options, rep *Report) *finder {
	return &finder{ctx: ctx, src: src, opt: opt, rep: rep, digits: make([][]uint64, 2*rep.L+1)}
}

// addPrime adds the residues res of the 2L+1 values modulo p. Cost O(k·L) products for
// the k-th prime, on the workers.
func (f *finder) addPrime(p uint64, res []uint64) error {
	k := len(f.g.primes)
	f.g.add(p)
	parts := chunks(len(f.digits), f.opt.Workers)
	err := forEach(f.ctx, f.opt.Workers, len(parts), func(i int) error {
		for v := parts[i][0]; v < parts[i][1]; v++ {
			f.digits[v] = append(f.digits[v], f.g.digit(f.digits[v], k, res[v]))
		}
		return nil
	}, nil)
	if err != nil {
		return fmt.Errorf("crt modulo %d: %w", p, err)
	}
	f.next = p
	f.bits += math.Log2(float64(p))
	f.rep.Primes, f.rep.Bits = k+1, int(f.bits)
	return nil
}

// run reads batches of primes below the first until one changes no coefficient, and
// returns the function (First unset). Cost: Find's, less the probe and the check.
func (f *finder) run() (*Rational, error) {
	f.rep.Stage = "primes"
	for batch := 1; ; batch++ {
		room := f.opt.MaxPrimes - f.rep.Primes
		if room <= 0 {
			return nil, fmt.Errorf("%w: %d primes (%d bits) and the coefficients still change (raise the cap on primes)",
				errNoRational, f.rep.Primes, f.rep.Bits)
		}
		ps := primesBelow(f.next, min(f.opt.Batch, room))
		start := f.rep.Primes
		if err := f.batch(ps); err != nil {
			return nil, err
		}
		f.next = ps[len(ps)-1]
		f.rep.Batch = batch
		if f.rep.Primes > start && f.unchanged(start) {
			f.rep.Confirmed = batch
			return f.rational()
		}
	}
}

// batch reads rep.Terms terms modulo the primes ps, runs BM on each on the workers, drops
// the unlucky ones and adds the others to the CRT. Cost: len(ps) BMs and CRT steps.
func (f *finder) batch(ps []uint64) error {
	res, err := fetch(f.ctx, f.src, ps, f.rep.Terms)
	if err != nil {
		return err
	}
	l := f.rep.L
	vecs := make([][]uint64, len(ps))
	err = forEach(f.ctx, f.opt.Workers, len(ps), func(i int) error {
		c, err := berlekampMassey(f.ctx, res[i], ps[i])
		if err != nil {
			return err
		}
		switch {
		case len(c)-1 > l:
			return fmt.Errorf("%w: modulo %d the recurrence has length %d, modulo %d only %d (an unlucky first prime)",
				errNoRational, ps[i], len(c)-1, f.g.primes[0], l)
		case len(c)-1 == l:
			vecs[i] = numerator(res[i], c, l, ps[i])
		}
		return nil
	}, func(int) { f.opt.progress(*f.rep) })
	if err != nil {
		return err
	}
	for i, v := range vecs {
		if v == nil {
			f.rep.Unlucky++
			continue
		}
		if err := f.addPrime(ps[i], v); err != nil {
			return err
		}
		f.opt.progress(*f.rep)
	}
	return nil
}

// unchanged reports whether the digits from the start-th prime on change no symmetric
// residue: all zero (a value below half the old modulus stays) or all p−1 (a negative
// value stays). Cost O(values·batch).
func (f *finder) unchanged(start int) bool {
	for _, ds := range f.digits {
		zero, top := true, true
		for j, d := range ds[start:] {
			zero = zero && d == 0
			top = top && d == f.g.primes[start+j]-1
		}
		if !zero && !top {
			return false
		}
	}
	return true
}

// rational converts the digits into P and Q. Cost O(k²) word operations a value for k
// primes, on the workers.
func (f *finder) rational() (*Rational, error) {
	m, half := f.g.modulus(len(f.g.primes))
	vals := make([]*big.Int, len(f.digits))
	parts := chunks(len(vals), f.opt.Workers)
	err := forEach(f.ctx, f.opt.Workers, len(parts), func(i int) error {
		for v := parts[i][0]; v < parts[i][1]; v++ {
			if v%64 == 0 && f.ctx.Err() != nil {
				return f.ctx.Err()
			}
			vals[v] = f.g.value(f.digits[v], m, half)
		}
		return nil
	}, nil)
	if err != nil {
		return nil, fmt.Errorf("crt: %w", err)
	}
	l := f.rep.L
	r := &Rational{P: trim(vals[:l]), Q: trim(vals[l:])}
	if err := r.check(); err != nil {
		return nil, fmt.Errorf("%w: %w", errNoRational, err)
	}
	return r, nil
}

// trim returns v without its trailing zeros. Cost O(len(v)).
func trim(v []*big.Int) []*big.Int {
	for len(v) > 0 && v[len(v)-1].Sign() == 0 {
		v = v[:len(v)-1]
	}
	return v
}
