package genfunc

import (
	"context"
	"math/big"
	"strings"
	"testing"
)

func TestStrideOf(t *testing.T) {
	nz := func(n int, keep func(k int) bool) []uint64 {
		s := make([]uint64, n)
		for k := range s {
			if keep(k) {
				s[k] = uint64(k + 1)
			}
		}
		return s
	}
	for _, tt := range []struct {
		name string
		s    []uint64
		want stride
	}{
		{"all", nz(40, func(int) bool { return true }), stride{g: 1}},
		{"even", nz(40, func(k int) bool { return k%2 == 0 }), stride{g: 2, r: 0}},
		{"odd", nz(40, func(k int) bool { return k%2 == 1 }), stride{g: 2, r: 1}},
		{"thirds from 5", nz(60, func(k int) bool { return k%3 == 2 && k >= 5 }), stride{g: 3, r: 5}},
		{"too few", nz(40, func(k int) bool { return k%10 == 3 }), stride{g: 1}},
		{"zeros", make([]uint64, 40), stride{g: 1}},
		{"one off", nz(40, func(k int) bool { return k%2 == 0 || k == 33 }), stride{g: 1}},
	} {
		if got := strideOf(tt.s); got != tt.want {
			t.Errorf("%s: strideOf = %+v, want %+v", tt.name, got, tt.want)
		}
	}
}

// TestFindStride finds functions of z^g (times z^r) through the decimated terms, and one
// whose terms leave the class only after the first probe, through all terms.
func TestFindStride(t *testing.T) {
	rng := newRand(21)
	spread := func(v []*big.Int, g, r int) []*big.Int {
		return stride{g: g, r: r}.expand(&Rational{P: v, Q: ints(1)}).P
	}
	late := &Rational{First: 1, Q: ints(1, -1, -4, 4)} // (1 − z)(1 − 4z²)
	late.P = make([]*big.Int, 104)                     // (1 − z) + z^101·(1 − 4z²)
	for i := range late.P {
		late.P[i] = new(big.Int)
	}
	late.P[0].SetInt64(1)
	late.P[1].SetInt64(-1)
	late.P[101].SetInt64(1)
	late.P[103].SetInt64(-4)
	for _, tt := range []struct {
		name   string
		r      *Rational
		stride int
	}{
		{"odd terms", &Rational{First: 1, P: spread(randPoly(rng, 3, 400, 1, false), 2, 1), Q: spread(randPoly(rng, 4, 400, 1, true), 2, 0)}, 2},
		{"thirds", &Rational{First: 2, P: spread(randPoly(rng, 5, 300, 1, false), 3, 2), Q: spread(randPoly(rng, 2, 300, 1, true), 3, 0)}, 3},
		{"late", late, 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			// The first 32 terms show the stride; late's term 101 breaks it when the
			// probe of the even terms reads 203 terms.
			opt := Options{Batch: 4, InitialTerms: 32}
			got, rep, err := Find(context.Background(), sourceOf(tt.r), tt.r.First, opt)
			if err != nil {
				t.Fatalf("Find: %v", err)
			}
			if !sameInts(got.P, tt.r.P) || !sameInts(got.Q, tt.r.Q) {
				t.Fatalf("Find = %v, want %v (%v)", got, tt.r, rep)
			}
			if rep.Stride != tt.stride || rep.L != tt.r.Length() || rep.Terms < 2*rep.L || rep.Probe < rep.Terms {
				t.Errorf("report %+v", rep)
			}
			if tt.stride > 1 && !strings.Contains(rep.String(), "z^") {
				t.Errorf("report %q does not say the stride", rep)
			}
		})
	}
}
