package genfunc

import (
	"context"
	"errors"
	"reflect"
	"testing"
)

// seq returns the first n terms of the recurrence s[k] = Σ_j rec[j]·s[k−1−j] mod p from
// the given initial terms.
func seq(init, rec []uint64, p uint64, n int) []uint64 {
	s := append([]uint64{}, init...)
	for k := len(s); k < n; k++ {
		var v uint64
		for j, c := range rec {
			v = addMod(v, mulMod(c, s[k-1-j], p), p)
		}
		s = append(s, v)
	}
	return s[:n]
}

func TestBerlekampMassey(t *testing.T) {
	const p = 1_000_000_007
	neg := func(x uint64) uint64 { return (p - x) % p }
	// Σ 2^n + 3^n + 5^n: (1−2z)(1−3z)(1−5z) = 1 − 10z + 31z² − 30z³.
	pows := make([]uint64, 40)
	for n := range pows {
		pows[n] = (powMod(2, uint64(n), p) + powMod(3, uint64(n), p) + powMod(5, uint64(n), p)) % p
	}
	// Fibonacci with its odd terms zero: a(2k) = F(k), a(2k+1) = 0, as a table whose odd
	// boards have no tour.
	fib := seq([]uint64{0, 1}, []uint64{1, 1}, p, 30)
	inter := make([]uint64, 60)
	for k, f := range fib {
		inter[2*k] = f
	}
	// A transient: 7, 7, 7, then Fibonacci from 1, 1 (a(n) = a(n−1) + a(n−2) from n = 5).
	trans := append([]uint64{7, 7, 7}, seq([]uint64{1, 1}, []uint64{1, 1}, p, 40)...)
	tests := []struct {
		name string
		s    []uint64
		want []uint64
	}{
		{"zeros", make([]uint64, 10), []uint64{1}},
		{"empty", nil, []uint64{1}},
		{"constant", []uint64{4, 4, 4, 4, 4}, []uint64{1, neg(1)}},
		{"fibonacci", fib, []uint64{1, neg(1), neg(1)}},
		{"powers", pows, []uint64{1, neg(10), 31, neg(30)}},
		{"odd terms zero", inter, []uint64{1, 0, neg(1), 0, neg(1)}},
		// (1 − z − z²) kills the tail from index 5 on: L = 5, C = 1 − z − z² then zeros.
		{"transient", trans, []uint64{1, neg(1), neg(1), 0, 0, 0}},
		{"one spike", []uint64{0, 0, 0, 9, 0, 0, 0, 0, 0, 0}, []uint64{1, 0, 0, 0, 0}},
		{"unreduced terms", []uint64{p + 1, 2*p + 1, 1, 1, 1, 1}, []uint64{1, neg(1)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := BerlekampMassey(tt.s, p)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("BerlekampMassey = %v, want %v", got, tt.want)
			}
			checkRecurrence(t, tt.s, got, p)
		})
	}
}

// checkRecurrence fails unless Σ_j c[j]·s[n−j] ≡ 0 for n ≥ len(c)−1.
func checkRecurrence(t *testing.T, s, c []uint64, p uint64) {
	t.Helper()
	for n := len(c) - 1; n < len(s); n++ {
		var v uint64
		for j, x := range c {
			v = addMod(v, mulMod(x, s[n-j]%p, p), p)
		}
		if v != 0 {
			t.Fatalf("recurrence %v fails at term %d", c, n)
		}
	}
}

func TestBerlekampMasseyModulus(t *testing.T) {
	for _, p := range []uint64{0, 1, 4, 1_000_000_007 * 3, 1<<63 + 29} {
		if c := BerlekampMassey([]uint64{1, 2, 3}, p); c != nil {
			t.Errorf("modulus %d: got %v, want nil", p, c)
		}
	}
}

func TestBerlekampMasseyCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := berlekampMassey(ctx, make([]uint64, 5000), Primes(1)[0])
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
}

// TestBerlekampMasseyRandom checks BM against random recurrences modulo a prime near 2^62,
// where the fast kernels' reductions matter.
func TestBerlekampMasseyRandom(t *testing.T) {
	p := Primes(1)[0]
	rng := newRand(1)
	for _, d := range []int{1, 2, 7, 40} {
		rec, init := make([]uint64, d), make([]uint64, d)
		for i := range rec {
			rec[i], init[i] = rng.next()%p, rng.next()%p
		}
		s := seq(init, rec, p, 2*d+20)
		c := BerlekampMassey(s, p)
		if len(c)-1 != d {
			t.Fatalf("d = %d: length %d", d, len(c)-1)
		}
		for j, x := range rec {
			if c[j+1] != (p-x)%p {
				t.Fatalf("d = %d: C[%d] = %d, want %d", d, j+1, c[j+1], (p-x)%p)
			}
		}
	}
}

// rand is a small deterministic generator (splitmix64) for the tests.
type rand struct{ x uint64 }

func newRand(seed uint64) *rand { return &rand{seed} }

func (r *rand) next() uint64 {
	r.x += 0x9e3779b97f4a7c15
	z := r.x
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
