package genfunc

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"
)

// sourceOf returns a Source of the terms of r, by its series modulo each prime.
func sourceOf(r *Rational) Source {
	return func(ctx context.Context, primes []uint64, n int) ([][]uint64, error) {
		out := make([][]uint64, len(primes))
		for i, p := range primes {
			P, Q := r.Mod(p)
			s, err := seriesMod(ctx, P, Q, p, n)
			if err != nil {
				return nil, err
			}
			out[i] = s
		}
		return out, nil
	}
}

// ints returns the big integers of vs.
func ints(vs ...int64) []*big.Int {
	out := make([]*big.Int, len(vs))
	for i, v := range vs {
		out[i] = big.NewInt(v)
	}
	return out
}

// randInt returns a random integer of about the given bits, of either sign, never zero.
func randInt(rng *rand, bits int) *big.Int {
	words := make([]big.Word, (bits+63)/64)
	for i := range words {
		words[i] = big.Word(rng.next())
	}
	x := new(big.Int).SetBits(words)
	x.Rsh(x, uint(len(words)*64-bits))
	x.SetBit(x, 0, 1)
	if rng.next()&1 == 1 {
		x.Neg(x)
	}
	return x
}

// randPoly returns a polynomial of the given degree with random coefficients of the given
// bits at the indices that are multiples of step (zero elsewhere), and Q[0] = 1 if monic.
func randPoly(rng *rand, deg, bits, step int, monic bool) []*big.Int {
	out := make([]*big.Int, deg+1)
	for i := range out {
		out[i] = new(big.Int)
		if i%step == 0 {
			out[i] = randInt(rng, bits)
		}
	}
	if monic {
		out[0] = big.NewInt(1)
	}
	return out
}

func sameInts(a, b []*big.Int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Cmp(b[i]) != 0 {
			return false
		}
	}
	return true
}

// findCases are rationals that Find must return exactly.
func findCases() []struct {
	name string
	r    *Rational
} {
	rng := newRand(7)
	return []struct {
		name string
		r    *Rational
	}{
		{"fibonacci", &Rational{First: 0, P: ints(0, 1), Q: ints(1, -1, -1)}},
		{"zero", &Rational{First: 1, Q: ints(1)}},
		{"polynomial", &Rational{First: 3, P: ints(5, 0, -7, 0, 0, 11), Q: ints(1)}},
		{"300 digits", &Rational{First: 5, P: randPoly(rng, 4, 1000, 1, false), Q: randPoly(rng, 6, 1000, 1, true)}},
		{"deg P > deg Q", &Rational{First: 1, P: randPoly(rng, 9, 700, 1, false), Q: randPoly(rng, 3, 700, 1, true)}},
		{"even powers", &Rational{First: 1, P: randPoly(rng, 6, 500, 2, false), Q: randPoly(rng, 8, 900, 2, true)}},
	}
}

func TestFind(t *testing.T) {
	for _, tt := range findCases() {
		t.Run(tt.name, func(t *testing.T) {
			var calls int
			opt := Options{InitialTerms: 8, Batch: 4, Progress: func(Report) { calls++ }}
			got, rep, err := Find(context.Background(), sourceOf(tt.r), tt.r.First, opt)
			if err != nil {
				t.Fatalf("Find: %v (%+v)", err, rep)
			}
			if got.First != tt.r.First || !sameInts(got.P, tt.r.P) || !sameInts(got.Q, tt.r.Q) {
				t.Fatalf("Find = %v, want %v", got, tt.r)
			}
			if rep.DegP != tt.r.DegP() || rep.DegQ != tt.r.DegQ() || rep.L != tt.r.Length() || rep.Stage != "done" {
				t.Errorf("report %+v", rep)
			}
			if rep.Bits <= maxBits(tt.r) || rep.Confirmed != rep.Batch || calls == 0 {
				t.Errorf("report %+v after %d calls: not confirmed by the last batch", rep, calls)
			}
		})
	}
}

// maxBits returns the bit length of r's largest coefficient.
func maxBits(r *Rational) int {
	m := 0
	for _, v := range append(append([]*big.Int{}, r.P...), r.Q...) {
		m = max(m, v.BitLen())
	}
	return m
}

func TestFindErrors(t *testing.T) {
	big := findCases()[3].r
	canceled, cancel := context.WithCancel(context.Background())
	cancel()
	short := func(ctx context.Context, primes []uint64, n int) ([][]uint64, error) {
		return make([][]uint64, len(primes)), nil
	}
	failing := func(ctx context.Context, primes []uint64, n int) ([][]uint64, error) {
		return nil, fmt.Errorf("disk full")
	}
	// Terms 2^n, wrong modulo the primes after the first five (the prime that checks).
	fifth := Primes(5)[4]
	wrong := func(ctx context.Context, primes []uint64, n int) ([][]uint64, error) {
		out, _ := sourceOf(&Rational{Q: ints(1, -2)})(ctx, primes, n)
		for i, row := range out {
			if primes[i] < fifth {
				row[3]++
			}
		}
		return out, nil
	}
	tests := []struct {
		name string
		ctx  context.Context
		src  Source
		opt  Options
		want error
	}{
		{"canceled", canceled, sourceOf(big), Options{}, context.Canceled},
		{"short rows", context.Background(), short, Options{}, errSource},
		{"source error", context.Background(), failing, Options{}, errSource},
		{"too few primes", context.Background(), sourceOf(big), Options{MaxPrimes: 10, Batch: 4}, errNoRational},
		{"too few terms", context.Background(), sourceOf(big), Options{InitialTerms: 8, MaxTerms: 20}, errNoRational},
		{"fails the check", context.Background(), wrong, Options{Batch: 4}, errNoRational},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, _, err := Find(tt.ctx, tt.src, 1, tt.opt)
			if !errors.Is(err, tt.want) || r != nil {
				t.Fatalf("Find = %v, %v; want error %v", r, err, tt.want)
			}
		})
	}
}

// unluckyAt returns P/Q = (1 + (p−2)z)/((1 − 2z)(1 − 3z)): in lowest terms over the
// integers, but modulo p the numerator is 1 − 2z and the function shrinks to 1/(1 − 3z).
func unluckyAt(p uint64) *Rational {
	c := new(big.Int).SetUint64(p - 2)
	return &Rational{First: 1, P: []*big.Int{big.NewInt(1), c}, Q: ints(1, -5, 6)}
}

func TestFindUnlucky(t *testing.T) {
	primes := Primes(3)
	r := unluckyAt(primes[2]) // in the first batch
	got, rep, err := Find(context.Background(), sourceOf(r), 1, Options{Batch: 4})
	if err != nil || !sameInts(got.P, r.P) || !sameInts(got.Q, r.Q) {
		t.Fatalf("Find = %v, %v; want %v", got, err, r)
	}
	if rep.Unlucky != 1 || rep.Primes != 4 {
		t.Errorf("report %+v: want 1 unlucky prime dropped, 4 used", rep)
	}
	_, _, err = Find(context.Background(), sourceOf(unluckyAt(primes[0])), 1, Options{Batch: 4})
	if !errors.Is(err, errNoRational) || !strings.Contains(err.Error(), "unlucky first prime") {
		t.Errorf("unlucky first prime: err = %v", err)
	}
}

// TestFindCancel cancels Find from its progress callback once the primes stage begins.
func TestFindCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var reports []Report
	opt := Options{Batch: 2, Progress: func(r Report) {
		reports = append(reports, r)
		if r.Stage == "primes" {
			cancel()
		}
	}}
	r, _, err := Find(ctx, sourceOf(findCases()[3].r), 1, opt)
	if !errors.Is(err, context.Canceled) || r != nil {
		t.Fatalf("Find = %v, %v; want context.Canceled", r, err)
	}
	if last := reports[len(reports)-1]; last.Stage != "primes" || last.Confirmed != 0 {
		t.Errorf("last report %+v", last)
	}
}

// TestFindReads checks how many terms Find asks the source for: the first probe's are not
// read again, with or without a stride.
func TestFindReads(t *testing.T) {
	for _, tt := range []struct {
		name string
		r    *Rational
		want []int // terms a call, in order: the probe, the batch, the check
	}{
		{"fibonacci", findCases()[0].r, []int{256, 104, 256}},
		{"even", &Rational{First: 1, P: ints(1), Q: ints(1, 0, -3)}, []int{256, 203, 255}},
		{"thirds from 2", &Rational{First: 1, P: ints(0, 0, 1), Q: ints(1, 0, 0, -3)}, []int{256, 510, 306, 510}},
	} {
		var got []int
		src := func(ctx context.Context, primes []uint64, n int) ([][]uint64, error) {
			got = append(got, n)
			return sourceOf(tt.r)(ctx, primes, n)
		}
		if _, _, err := Find(context.Background(), src, tt.r.First, Options{Batch: 4}); err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(got) != fmt.Sprint(tt.want) {
			t.Errorf("%s: reads %v, want %v", tt.name, got, tt.want)
		}
	}
}
