// Package limbs reads the counts that the counting engines keep as limbs: unsigned
// 64-bit words, least significant first, as many as a count needs.
package limbs

import "math/big"

// Int is the count of words (least significant first) as a big.Int.
func Int(words []uint64) *big.Int {
	n := new(big.Int)
	for i := len(words) - 1; i >= 0; i-- {
		n.Lsh(n, 64)
		n.Or(n, new(big.Int).SetUint64(words[i]))
	}
	return n
}
