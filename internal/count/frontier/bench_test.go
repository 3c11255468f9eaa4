package frontier

import (
	"context"
	"fmt"
	"math/big"
	"testing"
)

// BenchmarkClosed5 scans the 5×n closed table to n = 30.
func BenchmarkClosed5(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if err := Scan(context.Background(), 5, 30, false, func(Board) error { return nil }); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOpen5 scans the 5×n open table to n = 12.
func BenchmarkOpen5(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if err := Scan(context.Background(), 5, 12, true, func(Board) error { return nil }); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkClosed6 scans the 6×n closed table to n = 10.
func BenchmarkClosed6(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if err := Scan(context.Background(), 6, 10, false, func(Board) error { return nil }); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkClosed5Long scans the 5×n closed table to n = 300: counts of many words.
func BenchmarkClosed5Long(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if err := Scan(context.Background(), 5, 300, false, func(Board) error { return nil }); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOpen5Long scans the 5×n open table to n = 150: counts of many words.
func BenchmarkOpen5Long(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if err := Scan(context.Background(), 5, 150, true, func(Board) error { return nil }); err != nil {
			b.Fatal(err)
		}
	}
}

// benchResidues runs Residues of the width×n table, n = 1..length, modulo the largest
// k primes below MaxResidueModulus.
func benchResidues(b *testing.B, width, length int, open bool, k int) {
	var primes []uint64
	for p := uint64(MaxResidueModulus - 1); len(primes) < k; p -= 2 {
		if new(big.Int).SetUint64(p).ProbablyPrime(20) {
			primes = append(primes, p)
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := Residues(context.Background(), width, length, open, primes, func(ResidueBoard) error { return nil }); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkResidues runs Residues of the 5×n closed table to n = 16,600, the terms the
// generating function's search needs, and of the open one to n = 1,000, modulo 32 and
// 128 primes (120 s, 494 s, 137 s and, not run, about 4 times that of CPU on a busy
// machine: run one at a time, -benchtime 1x), and of the closed one to n = 2,000
// modulo 32 (about 13 s).
func BenchmarkResidues(b *testing.B) {
	for _, c := range []struct {
		name          string
		width, length int
		open          bool
	}{{"closed5x16600", 5, 16600, false}, {"closed5x2000", 5, 2000, false}, {"open5x1000", 5, 1000, true}} {
		for _, k := range []int{32, 128} {
			b.Run(fmt.Sprintf("%s/%d", c.name, k), func(b *testing.B) { benchResidues(b, c.width, c.length, c.open, k) })
		}
	}
}
