package frontier

import (
	"fmt"
	"math/big"
	"math/bits"
	"math/rand"
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

// TestSumInto sums lists of every length sumInto's passes take apart (four, eight and
// seven at a pass, and what is left) of random counts whose words are near the bound
// a square's sums keep below 2^64, with repeats, against the plain sum with math/big.
func TestSumInto(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for _, c := range []struct{ words, states, most int }{{1, 3, 24}, {5, 40, 40}, {9, 100, 100}, {64, 50, 512}} {
		for k := 1; k <= c.most; k++ {
			t.Run(fmt.Sprintf("%d words, %d of %d", c.words, k, c.states), func(t *testing.T) {
				gain := bits.Len(uint(k - 1))
				src := make([]uint64, c.states*c.words)
				for i := range src {
					src[i] = r.Uint64() >> gain // near the bound: the sum of k of them is below 2^64
				}
				from := make([]int32, k)
				want := new(big.Int)
				for i := range from {
					from[i] = int32(r.Intn(c.states))
					at := int(from[i]) * c.words
					want.Add(want, digitsInt(src[at:at+c.words], nil, 64-8))
				}
				d := make([]uint64, c.words)
				sumInto(d, src, from)
				if got := digitsInt(d, nil, 64-8); got.Cmp(want) != 0 {
					t.Fatalf("the sum of %v is %v, want %v", from, got, want)
				}
			})
		}
	}
}

// BenchmarkSumInto sums lists of 19 counts of 64 words (the 5×n paths table's longest
// average, near its end) scattered over an array far larger than the cache.
func BenchmarkSumInto(b *testing.B) {
	const words, states, list = 64, 1 << 16, 19
	r := rand.New(rand.NewSource(1))
	src := make([]uint64, states*words)
	for i := range src {
		src[i] = r.Uint64() >> 8
	}
	from := make([]int32, 1<<16)
	for i := range from {
		from[i] = int32(r.Intn(states))
	}
	d := make([]uint64, words)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		at := i * list % (len(from) - list)
		sumInto(d, src, from[at:at+list])
	}
}
