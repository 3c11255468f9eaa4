// Package pcg is the seeded random source of the tour program's -seed: math/rand/v2's
// PCG generator (128-bit state, DXSM output) and the two draws the program takes from
// it, IntN and Shuffle, with math/rand/v2's algorithms, so that a seed gives the same
// numbers on every machine and in every Go release. It is here and not math/rand/v2
// because the module is Go 1.21, where go vet refuses math/rand/v2 (it came in 1.22);
// TestAsMathRand checks that the numbers are math/rand/v2's.
package pcg

import "math/bits"

// PCG is a PCG generator with 128 bits of state, as math/rand/v2's PCG: a permuted
// congruential generator with the DXSM output function. It is not safe for concurrent
// use; each of its methods costs O(1) (Shuffle O(n)).
type PCG struct{ hi, lo uint64 }

// New returns a PCG seeded from seed1 and seed2, as math/rand/v2's NewPCG(seed1, seed2).
func New(seed1, seed2 uint64) *PCG { return &PCG{seed1, seed2} }

// next advances the state: state = state·mul + inc, modulo 2¹²⁸.
func (p *PCG) next() (hi, lo uint64) {
	const (
		mulHi = 2549297995355413924
		mulLo = 4865540595714422341
		incHi = 6364136223846793005
		incLo = 1442695040888963407
	)
	hi, lo = bits.Mul64(p.lo, mulLo)
	hi += p.hi*mulLo + p.lo*mulHi
	lo, c := bits.Add64(lo, incLo, 0)
	hi, _ = bits.Add64(hi, incHi, c)
	p.lo, p.hi = lo, hi
	return hi, lo
}

// Uint64 returns the next 64 random bits (DXSM, "double xorshift multiply").
func (p *PCG) Uint64() uint64 {
	hi, lo := p.next()
	const cheapMul = 0xda942042e4dd58b5
	hi ^= hi >> 32
	hi *= cheapMul
	hi ^= hi >> 48
	hi *= lo | 1
	return hi
}

// uint64n returns a uniform number in [0, n), n > 0, by Lemire's multiply and reject,
// as math/rand/v2 does on 64-bit machines (and, by design, on 32-bit ones).
func (p *PCG) uint64n(n uint64) uint64 {
	if n&(n-1) == 0 { // a power of two: mask
		return p.Uint64() & (n - 1)
	}
	hi, lo := bits.Mul64(p.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(p.Uint64(), n)
		}
	}
	return hi
}

// IntN returns a uniform number in [0, n); n must be positive (0 or less gives 0).
func (p *PCG) IntN(n int) int {
	if n <= 0 {
		return 0
	}
	return int(p.uint64n(uint64(n)))
}

// Shuffle puts n elements in a uniformly random order, calling swap to exchange two
// of them: the Fisher–Yates shuffle, as math/rand/v2's Rand.Shuffle.
func (p *PCG) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, int(p.uint64n(uint64(i+1))))
	}
}
