package frontier

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/knightstour/knightstour/internal/count/limbs"
)

// TestDigits writes counts in digits and reads them back, settled or not, and sums
// them in every way sumInto has, against math/big.
func TestDigits(t *testing.T) {
	counts := [][]uint64{{0}, {1}, {^uint64(0)}, {^uint64(0), ^uint64(0)}, {0x0123456789abcdef, 0xfedcba9876543210, 1}, {3, 0, 0, 1 << 63}}
	for _, w := range counts {
		for _, bits := range []uint{minDigitBits, 54, 56} {
			t.Run(fmt.Sprintf("%x in %d bits", w, bits), func(t *testing.T) { testDigits(t, w, bits) })
		}
	}
}

// testDigits checks the count w in digits of bits bits, as TestDigits says.
func testDigits(t *testing.T, w []uint64, bits uint) {
	want := limbs.Int(w)
	d := make([]uint64, digitsFor(len(w), bits))
	toDigits(d, w, bits)
	if got := digitsInt(d, nil, bits); got.Cmp(want) != 0 {
		t.Fatalf("toDigits reads back %v, want %v", got, want)
	}
	if got := limbs.Int(wordsOf(want)); got.Cmp(want) != 0 {
		t.Errorf("wordsOf reads back %v", got)
	}
	if d[len(d)-1] != 0 {
		t.Errorf("the top digit is %x", d[len(d)-1])
	}
	for k := 1; k <= 11; k++ {
		src := make([]uint64, 0, k*len(d))
		from := make([]int32, k)
		for i := range from {
			src, from[i] = append(src, d...), int32(i)
		}
		sum := make([]uint64, len(d))
		sumInto(sum, src, from)
		lo, hi := make([]uint64, len(d)), make([]uint64, len(d))
		addWide(lo, hi, sum)
		addWide(lo, hi, sum)
		twice := new(big.Int).Mul(want, big.NewInt(int64(2*k)))
		if got := digitsInt(lo, hi, bits); got.Cmp(twice) != 0 {
			t.Errorf("%d of them twice: %v, want %v", k, got, twice)
		}
		settle(sum, bits)
		for j, x := range sum {
			if x>>(bits+1) != 0 {
				t.Errorf("%d of them settled: word %d is %x", k, j, x)
			}
		}
		if got, want := digitsInt(sum, nil, bits), new(big.Int).Mul(want, big.NewInt(int64(k))); got.Cmp(want) != 0 {
			t.Errorf("%d of them settled: %v, want %v", k, got, want)
		}
	}
}
