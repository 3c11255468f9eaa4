package genfunc

import (
	"context"
	"math/big"
	"testing"
)

// BenchmarkBerlekampMassey runs BM on 16,000 random terms modulo a prime near 2^62: the
// recurrence has length 8,000, as the 5×n closed table's (deg Q = 8212) nearly does.
func BenchmarkBerlekampMassey(b *testing.B) {
	p := Primes(1)[0]
	rng := newRand(3)
	s := make([]uint64, 16000)
	for i := range s {
		s[i] = rng.next() % p
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if c := BerlekampMassey(s, p); len(c)-1 != len(s)/2 {
			b.Fatalf("length %d", len(c)-1)
		}
	}
}

// BenchmarkCRT combines 16,425 values (P and Q of a function with L = 8212) over 200
// primes into big integers, as Find does: the digits prime by prime, then the values.
func BenchmarkCRT(b *testing.B) {
	const values, k = 16425, 200
	primes := Primes(k)
	rng := newRand(4)
	res := make([][]uint64, k)
	for i, p := range primes {
		res[i] = make([]uint64, values)
		for v := range res[i] {
			res[i][v] = rng.next() % p
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := combine(context.Background(), primes, res, make([]*big.Int, values), 0, 1); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSeries computes 10,000 terms of a series with deg Q = 8212 modulo one prime:
// Terms does this once a prime.
func BenchmarkSeries(b *testing.B) {
	p := Primes(1)[0]
	rng := newRand(5)
	Q := make([]uint64, 8213)
	for i := range Q {
		Q[i] = rng.next() % p
	}
	Q[0] = 1
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := seriesMod(context.Background(), Q[:8212], Q, p, 10000); err != nil {
			b.Fatal(err)
		}
	}
}
