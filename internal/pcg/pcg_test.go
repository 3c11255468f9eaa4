//go:build go1.22

package pcg

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestAsMathRand checks that PCG draws what math/rand/v2's PCG and Rand draw from the
// same seeds: the same Uint64s, IntNs and shuffles. (This file is Go 1.22, where
// math/rand/v2 is; the module is 1.21.)
func TestAsMathRand(t *testing.T) {
	for _, seed := range [][2]uint64{{0, 0}, {1, 2}, {1<<64 - 1, 12345}, {42, 1 << 63}} {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			p, want := New(seed[0], seed[1]), rand.New(rand.NewPCG(seed[0], seed[1]))
			for i := 0; i < 100; i++ {
				if got, w := p.Uint64(), want.Uint64(); got != w {
					t.Fatalf("Uint64 %d: %#x, math/rand/v2 %#x", i, got, w)
				}
			}
			for _, n := range []int{1, 2, 3, 7, 8, 100, math.MaxInt/2 + 1, math.MaxInt / 3, math.MaxInt - 4} {
				if got, w := p.IntN(n), want.IntN(n); got != w {
					t.Fatalf("IntN(%d): %d, math/rand/v2 %d", n, got, w)
				}
			}
			for _, n := range []int{0, 1, 2, 8, 64, 1000} {
				got, w := make([]int, n), make([]int, n)
				for i := range got {
					got[i], w[i] = i, i
				}
				p.Shuffle(n, func(i, j int) { got[i], got[j] = got[j], got[i] })
				want.Shuffle(n, func(i, j int) { w[i], w[j] = w[j], w[i] })
				if !slices.Equal(got, w) {
					t.Fatalf("Shuffle(%d): %v, math/rand/v2 %v", n, got, w)
				}
			}
		})
	}
}

// TestIntNBad checks that IntN of 0 or less is 0, not a panic.
func TestIntNBad(t *testing.T) {
	p := New(1, 2)
	for _, n := range []int{0, -1} {
		if got := p.IntN(n); got != 0 {
			t.Errorf("IntN(%d) = %d, want 0", n, got)
		}
	}
}
