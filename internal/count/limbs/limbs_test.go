package limbs

import (
	"math/big"
	"testing"
)

func TestInt(t *testing.T) {
	big2 := func(s string) *big.Int {
		x, ok := new(big.Int).SetString(s, 0)
		if !ok {
			t.Fatalf("bad number %q", s)
		}
		return x
	}
	tests := []struct {
		name  string
		words []uint64
		want  string
	}{
		{"none", nil, "0"},
		{"zero", []uint64{0}, "0"},
		{"one word", []uint64{12345}, "12345"},
		{"top word", []uint64{1<<64 - 1}, "0xffffffffffffffff"},
		{"two words, least first", []uint64{1, 2}, "0x20000000000000001"},
		{"carry free", []uint64{1<<64 - 1, 1<<64 - 1}, "0xffffffffffffffffffffffffffffffff"},
		{"zero high word", []uint64{7, 0}, "7"},
		{"zero low word", []uint64{0, 0, 1}, "0x100000000000000000000000000000000"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got, want := Int(tc.words), big2(tc.want); got.Cmp(want) != 0 {
				t.Errorf("Int(%#x) = %#x, want %#x", tc.words, got, want)
			}
		})
	}
}
