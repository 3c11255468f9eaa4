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
	}{"alternating", &Rational{First: -3, P: ints(1), Q: ints(1, 1000000, 1)}})
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

// TestLogBound checks that the bound covers the terms and is not loose on a series of
// positive terms (where B_k is the term itself).
func TestLogBound(t *testing.T) {
	for _, tt := range []struct {
		r     *Rational
		loose float64 // bits the bound may exceed the largest term by
	}{
		{&Rational{P: ints(1), Q: ints(1, -3, -1)}, 1e-3},
		{&Rational{P: ints(1, 5), Q: ints(1, 0, 0, -7)}, 1e-3},
		{findCases()[3].r, math.Inf(1)},
	} {
		const n = 300
		lb, err := logBound(context.Background(), tt.r, n)
		if err != nil {
			t.Fatal(err)
		}
		for k, a := range exactSeries(tt.r, n) {
			if a.Sign() == 0 {
				continue
			}
			got := log2Abs(a)
			if got > lb[k] || lb[k]-got > tt.loose {
				t.Fatalf("term %d: log2 %v, bound %v", k, got, lb[k])
			}
		}
	}
}
