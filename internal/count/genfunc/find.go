package genfunc

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"runtime"
)

// Source returns a(first), …, a(first+n−1) modulo each of primes:
// out[i][k] = a(first+k) mod primes[i].
type Source func(ctx context.Context, primes []uint64, n int) ([][]uint64, error)

// Options tune Find; the zero value takes the defaults.
type Options struct {
	InitialTerms int          // terms of the first probe (default 256, at most MaxTerms)
	MaxTerms     int          // the probe's cap (default 1<<20)
	Margin       int          // terms beyond 2L (default 100)
	Batch        int          // primes a batch (default 32)
	MaxPrimes    int          // the cap on the primes of the CRT (default 2048)
	Workers      int          // goroutines (default GOMAXPROCS)
	Progress     func(Report) // called in Find's goroutine after each probe and each prime
}

// withDefaults returns o with its zero fields set to the defaults. Cost O(1).
func (o Options) withDefaults() Options {
	def := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&o.InitialTerms, 256)
	def(&o.MaxTerms, 1<<20)
	def(&o.Margin, 100)
	def(&o.Batch, 32)
	def(&o.MaxPrimes, 2048)
	def(&o.Workers, runtime.GOMAXPROCS(0))
	o.InitialTerms = min(o.InitialTerms, o.MaxTerms)
	return o
}

// Report says how far Find has got, and at the end how it found the function.
type Report struct {
	Stage     string // "probe", "primes", "verify" or "done"
	Probe     int    // terms read with the first prime (they are verified at the end)
	Terms     int    // terms a prime for the CRT: 2L + Margin
	L         int    // the recurrence's length: max(deg Q, deg P + 1)
	DegP      int    // −1 for the zero polynomial; set when done
	DegQ      int    // set when done
	Primes    int    // primes whose residues entered the CRT
	Unlucky   int    // primes dropped because their recurrence was shorter
	Batch     int    // batches read (the first prime alone is batch 0)
	Confirmed int    // the batch that changed no coefficient, 0 until then
	Bits      int    // log2 of the product of the CRT's primes, rounded down
	CoefBits  int    // the largest coefficient's bit length; set when done
	Verified  uint64 // the fresh prime that the series was checked against; set when done
	// Stride is g > 1 when only every g-th term can be nonzero (the function is one of
	// z^g), else 1. Until done, Probe, Terms and L then count those terms only.
	Stride int
}

// String returns the report on one line, for the file's found line. Cost O(1).
func (r Report) String() string {
	s := fmt.Sprintf("terms %d, L %d, primes %d (%d unlucky dropped), batch %d of %d "+
		"changed no coefficient, coefficients to %d bits, checked modulo %d over %d terms",
		r.Terms, r.L, r.Primes, r.Unlucky, r.Confirmed, r.Batch, r.CoefBits, r.Verified, r.Probe)
	if r.Stride > 1 {
		s += fmt.Sprintf(", found as a function of z^%d", r.Stride)
	}
	return s
}

var (
	errSource     = errors.New("source")
	errNoRational = errors.New("no rational function found")
)

// Find finds the rational generating function of the terms a(first), a(first+1), …
// that src gives modulo primes. When the first InitialTerms terms (modulo the first
// prime) vanish off a residue class modulo g > 1 (closed tours on odd boards), it finds
// the function of the terms in the class, a function of z^g, and falls back to all terms
// if a nonzero term off the class shows up (starting from as many terms as it had read).
// (1) With the first prime, it reads n = InitialTerms,
// 2n, … terms until Berlekamp–Massey's length L leaves at least Margin terms beyond 2L
// (BM's L changes only at a term below 2L, so L was stable over them); P = (S·C) mod z^L.
// (2) It reads 2L+Margin terms modulo batches of primes, runs BM for each (a prime with
// a shorter recurrence is unlucky and dropped; a longer one is an error), and combines
// the coefficients of P and Q by CRT (Garner) into symmetric residues, until a whole batch
// changes no coefficient. (3) It checks the series P/Q modulo one more prime against src
// over the probe's terms. Cost: for k primes, k·(2L+M)·L products of BM, k²/2 products a
// coefficient of CRT, and src's cost; memory O(k·L) words.
func Find(ctx context.Context, src Source, first int, opt Options) (*Rational, Report, error) {
	opt = opt.withDefaults()
	rep := Report{Stage: "probe", DegP: -1, DegQ: -1, Stride: 1}
	p0 := Primes(1)[0]
	head, err := fetch(ctx, src, []uint64{p0}, opt.InitialTerms)
	if err != nil {
		return nil, rep, err
	}
	src = reuse(src, p0, head[0])
	st := strideOf(head[0])
	if st.g > 1 {
		rep.Stride = st.g
		asked, optT := 0, opt                                  // the same terms of a: 1/g as many of t
		optT.InitialTerms = (opt.InitialTerms-st.r-1)/st.g + 1 // all within the first probe
		optT.MaxTerms = (opt.MaxTerms + st.g - 1) / st.g
		r, last, err := findCRT(ctx, st.source(src, &asked), optT, &rep)
		if err == nil {
			r = st.expand(r)
			rep.Probe, rep.Terms = st.terms(rep.Probe), st.terms(rep.Terms)
			return finish(ctx, src, r, first, last, opt, rep)
		}
		if !errors.Is(err, errOffClass) {
			return nil, rep, err
		}
		rep = Report{Stage: "probe", DegP: -1, DegQ: -1, Stride: 1}
		opt.InitialTerms = max(opt.InitialTerms, asked) // the terms seen stay evidence
	}
	r, last, err := findCRT(ctx, src, opt, &rep)
	if err != nil {
		return nil, rep, err
	}
	return finish(ctx, src, r, first, last, opt, rep)
}

// reuse returns src that answers a request for at most len(terms) terms modulo p alone
// from terms (the first probe's, which the next probe asks for again). Cost O(1) then.
func reuse(src Source, p uint64, terms []uint64) Source {
	return func(ctx context.Context, primes []uint64, n int) ([][]uint64, error) {
		if len(primes) == 1 && primes[0] == p && n <= len(terms) {
			return [][]uint64{terms[:n:n]}, nil
		}
		return src(ctx, primes, n)
	}
}

// findCRT is Find's steps (1) and (2) on src: the function (First 0), and the smallest
// prime used or dropped. Cost: Find's, less the check.
func findCRT(ctx context.Context, src Source, opt Options, rep *Report) (*Rational, uint64, error) {
	p0 := Primes(1)[0]
	s, c, err := probe(ctx, src, p0, opt, rep)
	if err != nil {
		return nil, 0, err
	}
	f := newFinder(ctx, src, opt, rep)
	if err := f.addPrime(p0, numerator(s, c, rep.L, p0)); err != nil {
		return nil, 0, err
	}
	r, err := f.run()
	return r, f.next, err
}

// finish checks r against src modulo the prime below last and completes the report.
// Cost: verify's.
func finish(ctx context.Context, src Source, r *Rational, first int, last uint64, opt Options, rep Report) (*Rational, Report, error) {
	r.First = first
	rep.L = r.Length()
	if err := verify(ctx, src, r, last, &rep); err != nil {
		return nil, rep, err
	}
	rep.Stage = "done"
	opt.progress(rep)
	return r, rep, nil
}

// progress calls o.Progress if set. Cost O(1).
func (o Options) progress(r Report) {
	if o.Progress != nil {
		o.Progress(r)
	}
}

// probe reads terms with the prime p until BM's length leaves Margin terms beyond 2L; it
// returns the terms and the connection polynomial. Cost: BM on n terms for n = initial,
// 2·initial, … up to about 2·(2L+Margin).
func probe(ctx context.Context, src Source, p uint64, opt Options, rep *Report) ([]uint64, []uint64, error) {
	n := opt.InitialTerms
	for {
		res, err := fetch(ctx, src, []uint64{p}, n)
		if err != nil {
			return nil, nil, err
		}
		c, err := berlekampMassey(ctx, res[0], p)
		if err != nil {
			return nil, nil, err
		}
		l := len(c) - 1
		rep.Probe, rep.L, rep.Terms = n, l, 2*l+opt.Margin
		opt.progress(*rep)
		if n >= 2*l+opt.Margin {
			return res[0], c, nil
		}
		if n >= opt.MaxTerms {
			return nil, nil, fmt.Errorf("%w: %d terms give a recurrence of length %d, not %d beyond 2L (raise the cap on terms)",
				errNoRational, n, l, opt.Margin)
		}
		n = min(max(2*n, 2*l+opt.Margin), opt.MaxTerms)
	}
}

// fetch calls src and checks the shape of its answer. Cost: src's.
func fetch(ctx context.Context, src Source, primes []uint64, n int) ([][]uint64, error) {
	out, err := src(ctx, primes, n)
	if err != nil {
		return nil, fmt.Errorf("%w: %d terms modulo %d prime(s): %w", errSource, n, len(primes), err)
	}
	if len(out) != len(primes) {
		return nil, fmt.Errorf("%w: %d rows of terms for %d primes", errSource, len(out), len(primes))
	}
	for i, row := range out {
		if len(row) != n {
			return nil, fmt.Errorf("%w: %d terms modulo %d, asked for %d", errSource, len(row), primes[i], n)
		}
	}
	return out, nil
}

// numerator returns P = (S·C) mod z^l followed by C's l+1 coefficients: the 2l+1 residues
// that the CRT combines. Cost O(l²) products.
func numerator(s, c []uint64, l int, p uint64) []uint64 {
	out := make([]uint64, 2*l+1)
	rev := make([]uint64, l) // rev[l−1−i] = s[i]
	for i := 0; i < l; i++ {
		rev[l-1-i] = s[i] % p
	}
	for k := 0; k < l; k++ {
		out[k] = dot(c[:k+1], rev[l-1-k:], p) // Σ_j c[j]·s[k−j]
	}
	copy(out[l:], c)
	return out
}

// verify checks r modulo the prime below after against src over rep.Probe terms and
// fills the report's final fields. Cost O(Probe·deg Q) products and src's.
func verify(ctx context.Context, src Source, r *Rational, after uint64, rep *Report) error {
	p := primesBelow(after, 1)[0]
	rep.Stage, rep.Verified = "verify", p
	res, err := fetch(ctx, src, []uint64{p}, rep.Probe)
	if err != nil {
		return err
	}
	P, Q := r.Mod(p)
	s, err := seriesMod(ctx, P, Q, p, rep.Probe)
	if err != nil {
		return err
	}
	for k, v := range res[0] {
		if v%p != s[k] {
			return fmt.Errorf("%w: the function found fails modulo %d at a(%d)", errNoRational, p, r.First+k)
		}
	}
	rep.DegP, rep.DegQ = r.DegP(), r.DegQ()
	for _, v := range append(append([]*big.Int{}, r.P...), r.Q...) {
		rep.CoefBits = max(rep.CoefBits, v.BitLen())
	}
	return nil
}
