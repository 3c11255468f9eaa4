package frontier

import (
	"math/rand"
	"testing"
)

// TestFastMod checks fastMod against % for every power of 3 a walk's needs are taken
// modulo (3^0 to 3^17) and needs up to 3^17, the largest among them.
func TestFastMod(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for d := uint64(1); d <= 129140163; d *= 3 {
		for _, x := range []uint64{0, 1, d - 1, d, d + 1, 129140162} {
			if got := fastMod(x, d, ^uint64(0)/d+1); got != x%d {
				t.Errorf("fastMod(%d, %d) = %d, want %d", x, d, got, x%d)
			}
		}
		for i := 0; i < 100000; i++ {
			x := uint64(rng.Int63n(129140163))
			if got := fastMod(x, d, ^uint64(0)/d+1); got != x%d {
				t.Fatalf("fastMod(%d, %d) = %d, want %d", x, d, got, x%d)
			}
		}
	}
}
