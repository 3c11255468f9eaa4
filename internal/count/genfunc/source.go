package genfunc

import (
	"context"
	"errors"
	"fmt"
	"math/big"
)

var errShort = errors.New("too few exact terms")

// ExactSource returns a Source of known exact terms: a[k] is a(first+k). It reduces them
// modulo the primes asked for, and fails when asked for more terms than a has. Cost
// O(n·size of a term) a prime.
func ExactSource(a []*big.Int) Source {
	return func(ctx context.Context, primes []uint64, n int) ([][]uint64, error) {
		if n > len(a) {
			return nil, fmt.Errorf("%w: %d asked for, %d known", errShort, n, len(a))
		}
		out := make([][]uint64, len(primes))
		for i, p := range primes {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			out[i] = reduce(a[:n], p)
		}
		return out, nil
	}
}
