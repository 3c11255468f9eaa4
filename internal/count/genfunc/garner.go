package genfunc

import "math/big"

// garner combines residues modulo the primes p_0, p_1, … (each below PrimeLimit) into mixed-radix
// digits: a value u in [0, M), M = Π p_i, is Σ_k d_k·M_k with M_k = p_0···p_{k−1} and
// d_k < p_k. Adding a prime to a value costs one dot product of its digits so far.
type garner struct {
	primes []uint64
	inv    []uint64   // inv[k] = M_k^{−1} mod p_k
	radix  [][]uint64 // radix[k][j] = M_j mod p_k, j < k
}

// add appends the prime p (distinct from the others). Cost O(k) products for the k-th.
func (g *garner) add(p uint64) {
	k := len(g.primes)
	r := make([]uint64, k)
	m := 1 % p
	for j := 0; j < k; j++ {
		r[j] = m
		m = mulMod(m, g.primes[j]%p, p)
	}
	g.primes = append(g.primes, p)
	g.inv = append(g.inv, invMod(m, p))
	g.radix = append(g.radix, r)
}

// digit returns d_k for the value whose digits d_0..d_{k−1} are given and whose
// residue modulo p_k is res. Cost k products.
func (g *garner) digit(digits []uint64, k int, res uint64) uint64 {
	p := g.primes[k]
	v := dot(digits[:k], g.radix[k], p) // dot takes any words: d_j < p_j may exceed p_k
	return mulMod(subMod(res%p, v, p), g.inv[k], p)
}

// value returns the value of the digits as a symmetric residue in (−M/2, M/2], with
// half = M/2 (floored) and m = M precomputed. Cost O(k²) word operations for k digits.
func (g *garner) value(digits []uint64, m, half *big.Int) *big.Int {
	x, t := new(big.Int), new(big.Int)
	var pk, dk big.Int
	for k := len(digits) - 1; k >= 0; k-- {
		t.Mul(x, pk.SetUint64(g.primes[k]))
		t.Add(t, dk.SetUint64(digits[k]))
		x, t = t, x
	}
	if x.Cmp(half) > 0 {
		x.Sub(x, m)
	}
	return x
}

// modulus returns M = Π p_i of the first k primes and ⌊M/2⌋. Cost O(k²) word operations.
func (g *garner) modulus(k int) (m, half *big.Int) {
	m = big.NewInt(1)
	var t big.Int
	for _, p := range g.primes[:k] {
		m.Mul(m, t.SetUint64(p))
	}
	return m, new(big.Int).Rsh(m, 1)
}
