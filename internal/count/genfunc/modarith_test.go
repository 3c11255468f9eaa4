package genfunc

import (
	"math/big"
	"testing"
)

// TestKernels checks mulMod, addMod, subMod, powMod, invMod, dot and axpy against
// math/big, at moduli small and large (below and above 2^62 and 2^63) and at the largest
// residues, where the 128-bit sums carry.
func TestKernels(t *testing.T) {
	rng := newRand(9)
	for _, p := range []uint64{2, 3, 1_000_000_007, Primes(1)[0], 1<<63 - 25, 1<<64 - 59} {
		bp := new(big.Int).SetUint64(p)
		mod := func(x *big.Int) uint64 { return new(big.Int).Mod(x, bp).Uint64() }
		u := func(x uint64) *big.Int { return new(big.Int).SetUint64(x) }
		for _, n := range []int{0, 1, 7, 8, 9, 100} {
			a, b, c := make([]uint64, n), make([]uint64, n), make([]uint64, n)
			for i := range a {
				a[i], b[i], c[i] = p-1, p-1, p-1
				if i%3 == 1 {
					a[i], b[i], c[i] = rng.next()%p, rng.next()%p, rng.next()%p
				}
			}
			want := new(big.Int)
			for i := range a {
				want.Add(want, new(big.Int).Mul(u(a[i]), u(b[i])))
			}
			if got := dot(a, b, p); got != mod(want) {
				t.Fatalf("p %d n %d: dot = %d, want %d", p, n, got, mod(want))
			}
			w := rng.next() % p
			old := append([]uint64{}, c...)
			axpy(c, b, w, p)
			for i := range c {
				if want := mod(new(big.Int).Add(u(old[i]), new(big.Int).Mul(u(w), u(b[i])))); c[i] != want {
					t.Fatalf("p %d: axpy[%d] = %d, want %d", p, i, c[i], want)
				}
			}
		}
		x, y := p-1, rng.next()%p
		if got := mulMod(x, y, p); got != mod(new(big.Int).Mul(u(x), u(y))) {
			t.Fatalf("p %d: mulMod", p)
		}
		if addMod(x, x, p) != mod(new(big.Int).Add(u(x), u(x))) || subMod(y, x, p) != mod(new(big.Int).Sub(u(y), u(x))) {
			t.Fatalf("p %d: addMod or subMod", p)
		}
		if isPrime(p) && p > 2 && mulMod(invMod(y|1, p), y|1, p) != 1 {
			t.Fatalf("p %d: invMod", p)
		}
	}
}
