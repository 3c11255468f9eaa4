package genfunc

import (
	"math/big"
	"testing"
)

func TestPrimes(t *testing.T) {
	ps := Primes(300)
	if len(ps) != 300 || len(Primes(0)) != 0 || len(Primes(-1)) != 0 {
		t.Fatalf("got %d primes", len(ps))
	}
	for i, p := range ps {
		if p >= PrimeLimit || p < PrimeLimit/2 || !new(big.Int).SetUint64(p).ProbablyPrime(20) {
			t.Fatalf("prime %d: %d", i, p)
		}
		if i > 0 && p >= ps[i-1] {
			t.Fatalf("not decreasing at %d", i)
		}
	}
	if first := Primes(5); first[4] != ps[4] {
		t.Fatalf("Primes(5) is not a prefix of Primes(300)")
	}
	// Every number skipped between two listed primes is composite.
	for c := ps[1] + 2; c < ps[0]; c += 2 {
		if new(big.Int).SetUint64(c).ProbablyPrime(20) {
			t.Fatalf("%d skipped", c)
		}
	}
}

func TestIsPrime(t *testing.T) {
	for n := uint64(0); n < 5000; n++ {
		if got, want := isPrime(n), new(big.Int).SetUint64(n).ProbablyPrime(20); got != want {
			t.Fatalf("isPrime(%d) = %v", n, got)
		}
	}
	// Strong pseudoprimes to small bases, and primes near 2^64.
	for _, tt := range []struct {
		n    uint64
		want bool
	}{
		{3215031751, false}, {3825123056546413051, false},
		{1<<64 - 59, true}, {1<<64 - 57, false}, {1<<61 - 1, true},
	} {
		want := new(big.Int).SetUint64(tt.n).ProbablyPrime(20)
		if got := isPrime(tt.n); got != want || got != tt.want {
			t.Errorf("isPrime(%d) = %v, want %v", tt.n, got, want)
		}
	}
}
