package genfunc

import (
	"context"
	"math/big"
	"testing"
)

// TestCombine checks the CRT on integers of both signs up to just below half the product
// of the primes, and that a value at the other side of M/2 comes back negative.
func TestCombine(t *testing.T) {
	rng := newRand(13)
	primes := Primes(9)
	var g garner
	for _, p := range primes {
		g.add(p)
	}
	m, half := g.modulus(len(primes))
	want := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(-1), new(big.Int).Set(half), new(big.Int).Neg(new(big.Int).Sub(half, big.NewInt(1)))}
	for i := 0; i < 20; i++ {
		want = append(want, randInt(rng, 1+i*27))
	}
	res := make([][]uint64, len(primes))
	for k, p := range primes {
		for _, v := range want {
			res[k] = append(res[k], new(big.Int).Mod(v, new(big.Int).SetUint64(p)).Uint64())
		}
	}
	got := make([]*big.Int, len(want))
	if err := combine(context.Background(), primes, res, got, 0, 3); err != nil {
		t.Fatal(err)
	}
	if !sameInts(got, want) {
		t.Fatalf("combine = %v\nwant %v", got, want)
	}
	// half+1 ≡ half+1−M: the symmetric residue is negative.
	v := new(big.Int).Add(half, big.NewInt(1))
	ds := make([]uint64, len(primes))
	for k, p := range primes {
		ds[k] = g.digit(ds, k, new(big.Int).Mod(v, new(big.Int).SetUint64(p)).Uint64())
	}
	if got, want := g.value(ds, m, half), new(big.Int).Sub(v, m); got.Cmp(want) != 0 {
		t.Fatalf("value = %v, want %v", got, want)
	}
}
