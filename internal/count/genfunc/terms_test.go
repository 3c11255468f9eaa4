package genfunc

import (
	"context"
	"errors"
	"math"
	"math/big"
	"testing"
)

// exactSeries returns the first n terms of P/Q by big-integer series division.
func exactSeries(r *Rational, n int) []*big.Int {
	b := make([]*big.Int, n)
	var t big.Int
	for k := range b {
		v := new(big.Int)
		if k < len(r.P) {
			v.Set(r.P[k])
		}
		for j := 1; j < len(r.Q) && j <= k; j++ {
			v.Sub(v, t.Mul(r.Q[j], b[k-j]))
		}
		b[k] = v
	}
	return b
}

func TestTerms(t *testing.T) {
	cases := findCases()
	// Terms of alternating signs, long enough for many primes.
	cases = append(cases, struct {
		name string
		r    *Rational
	}{"alternating", &Rational{First: -3, P: ints(1), Q: ints(1, 1000000, 1)}}, struct {
		name string
		r    *Rational
	}{"stride 3", &Rational{First: 0, P: ints(1, 2, 3, 4, 5, 6, 7, 8), Q: ints(1, 0, 0, -2, 0, 0, 5)}})
	for _, tt := range cases {
		ranges := [][2]int{{0, 0}, {0, 25}, {17, 40}}
		if maxBits(tt.r) < 100 {
			ranges = append(ranges, [2]int{0, 300}, [2]int{250, 250})
		}
		for _, rng := range ranges {
			from, to := tt.r.First+rng[0], tt.r.First+rng[1]
			got, err := tt.r.Terms(context.Background(), from, to)
			if err != nil {
				t.Fatalf("%s: Terms(%d, %d): %v", tt.name, from, to, err)
			}
			want := exactSeries(tt.r, rng[1]+1)[rng[0]:]
			if !sameInts(got, want) {
				t.Fatalf("%s: Terms(%d, %d) = %v, want %v", tt.name, from, to, got, want)
			}
		}
	}
}

func TestTermsErrors(t *testing.T) {
	r := &Rational{First: 1, Q: ints(1, -1)}
	canceled, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name     string
		r        *Rational
		ctx      context.Context
		from, to int
		want     error
	}{
		{"before first", r, context.Background(), 0, 5, errRange},
		{"backwards", r, context.Background(), 5, 4, errRange},
		{"too many", &Rational{First: math.MinInt, Q: ints(1)}, context.Background(), 0, math.MaxInt, errRange},
		{"bad Q", &Rational{Q: ints(2)}, context.Background(), 0, 1, errBadQ},
		{"canceled", r, canceled, 1, 5000, context.Canceled},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := tt.r.Terms(tt.ctx, tt.from, tt.to); !errors.Is(err, tt.want) {
				t.Fatalf("err = %v, want %v", err, tt.want)
			}
		})
	}
}

// TestCertify checks that the certificate passes the exact terms under a large modulus,
// and stops at the first term whose bound reaches a small one, with a bound that covers
// the term and is tight on positive terms.
func TestCertify(t *testing.T) {
	for _, tt := range []struct {
		r     *Rational
		mbits float64
		loose float64 // bits the bound may exceed the term by
	}{
		{&Rational{P: ints(1), Q: ints(1, -3, -1)}, 100, 1e-3},
		{&Rational{P: ints(1, 5), Q: ints(1, 0, 0, -7)}, 100, 1e-3},
		{&Rational{P: ints(1), Q: ints(1, 1000000, 1)}, 1000, 1e-3},
		{findCases()[3].r, 20000, math.Inf(1)},
	} {
		const n = 300
		exact := exactSeries(tt.r, n)
		if bad, _, err := certify(context.Background(), tt.r, exact, 1e9); bad != n || err != nil {
			t.Fatalf("%v: certify = %d, %v; want %d", tt.r, bad, err, n)
		}
		bad, need, err := certify(context.Background(), tt.r, exact, tt.mbits)
		if err != nil || bad == n {
			t.Fatalf("%v: certify = %d, %v; want a failure", tt.r, bad, err)
		}
		if got := float64(exact[bad].BitLen()); got > need || need-got > tt.loose+1 {
			t.Fatalf("%v: term %d has %v bits, certify needed %v", tt.r, bad, got, need)
		}
		for i, a := range exact[:bad] {
			if float64(a.BitLen()) > tt.mbits-1 { // |a| ≥ 2^(mbits−1): not below M/2
				t.Fatalf("%v: term %d passed with %d bits under %v", tt.r, i, a.BitLen(), tt.mbits)
			}
		}
	}
}

// certify is a certificate of the candidates vals from the first term on. Cost as
// check's.
func certify(ctx context.Context, r *Rational, vals []*big.Int, mbits float64) (int, float64, error) {
	return newCertificate(r, len(vals)).check(ctx, vals, 0, mbits)
}
