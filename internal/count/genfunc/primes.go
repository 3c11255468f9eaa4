package genfunc

import "math/bits"

// PrimeLimit is the bound of the primes that Primes lists: each is below 2^60, the bound
// of the table's residues that a Source gives (they add 16 residues in a word before a
// reduction), and within the 2^63 that Shoup's multiplier needs (fastLimit).
const PrimeLimit = 1 << 60

// Primes returns the k largest primes below PrimeLimit, in decreasing order: the same list
// every time, and Primes(k) is a prefix of Primes(k+1). Cost: about 22 Miller–Rabin
// rounds a prime (the gaps near 2^60 average 42), some microseconds each.
func Primes(k int) []uint64 {
	return primesBelow(PrimeLimit, k)
}

// primesBelow returns the k largest primes below the odd or even n > 3, decreasing.
// Cost as Primes.
func primesBelow(n uint64, k int) []uint64 {
	out := make([]uint64, 0, max(k, 0))
	for c := (n - 2) | 1; len(out) < k && c > 2; c -= 2 {
		if isPrime(c) {
			out = append(out, c)
		}
	}
	return out
}

// isPrime reports whether n is prime: Miller–Rabin with the seven bases that are exact
// below 2^64 (Jim Sinclair's). Cost O(log n) products a base.
func isPrime(n uint64) bool {
	if n < 2 {
		return false
	}
	for _, q := range []uint64{2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37} {
		if n%q == 0 {
			return n == q
		}
	}
	s := bits.TrailingZeros64(n - 1)
	d := (n - 1) >> s
	for _, a := range []uint64{2, 325, 9375, 28178, 450775, 9780504, 1795265022} {
		if a%n == 0 {
			continue
		}
		x := powMod(a, d, n)
		if x == 1 || x == n-1 {
			continue
		}
		composite := true
		for i := 1; i < s; i++ {
			x = mulMod(x, x, n)
			if x == n-1 {
				composite = false
				break
			}
		}
		if composite {
			return false
		}
	}
	return true
}
