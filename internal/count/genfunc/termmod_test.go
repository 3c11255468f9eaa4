package genfunc

import (
	"context"
	"fmt"
	"math/big"
	"testing"
)

// companionTerm returns a(n) mod p by the d×d companion matrix raised to a power by
// repeated squaring, applied to the window of terms where the recurrence starts.
func companionTerm(r *Rational, n int64, p uint64) uint64 {
	P, Q := r.Mod(p)
	d, l := len(Q)-1, r.Length()
	k := n - int64(r.First)
	b, _ := seriesMod(context.Background(), P, Q, p, l+1)
	if k <= int64(l) {
		return b[k]
	}
	if d == 0 {
		return 0
	}
	mat := make([][]uint64, d)
	for i := range mat {
		mat[i] = make([]uint64, d)
		if i+1 < d {
			mat[i][i+1] = 1
		}
	}
	for j := 0; j < d; j++ {
		mat[d-1][j] = (p - Q[d-j]) % p
	}
	mul := func(a, b [][]uint64) [][]uint64 {
		c := make([][]uint64, d)
		for i := range c {
			c[i] = make([]uint64, d)
			for j := range c[i] {
				for t := 0; t < d; t++ {
					c[i][j] = addMod(c[i][j], mulMod(a[i][t], b[t][j], p), p)
				}
			}
		}
		return c
	}
	pow := make([][]uint64, d)
	for i := range pow {
		pow[i] = make([]uint64, d)
		pow[i][i] = 1 % p
	}
	for e := uint64(k - int64(l-d)); e > 0; e >>= 1 {
		if e&1 == 1 {
			pow = mul(pow, mat)
		}
		mat = mul(mat, mat)
	}
	var v uint64
	for j := 0; j < d; j++ {
		v = addMod(v, mulMod(pow[0][j], b[l-d+j], p), p)
	}
	return v
}

func TestTermMod(t *testing.T) {
	moduli := []uint64{2, 1_000_000_007, Primes(1)[0], 1<<63 - 25, 1<<64 - 59, 1 << 40}
	cases := append(findCases(), struct {
		name string
		r    *Rational
	}{"stride 3", &Rational{First: 2, P: ints(1, 2, 3, 4, 5, 6, 7, 8), Q: ints(1, 0, 0, -2, 0, 0, 5)}})
	for _, tt := range cases {
		exact := exactSeries(tt.r, 40)
		for _, p := range moduli {
			bp := new(big.Int).SetUint64(p)
			for k, a := range exact {
				want := new(big.Int).Mod(a, bp).Uint64()
				if got := tt.r.TermMod(int64(tt.r.First+k), p); got != want {
					t.Fatalf("%s: TermMod(%d, %d) = %d, want %d", tt.name, tt.r.First+k, p, got, want)
				}
			}
			for _, n := range []int64{1000, 1_000_003, 1e18, 1<<63 - 1} {
				if got, want := tt.r.TermMod(n, p), companionTerm(tt.r, n, p); got != want {
					t.Fatalf("%s: TermMod(%d, %d) = %d, want %d", tt.name, n, p, got, want)
				}
			}
		}
	}
}

func TestTermModDegenerate(t *testing.T) {
	r := &Rational{First: 3, P: ints(1), Q: ints(1, -1, -1)}
	for _, tt := range []struct {
		n    int64
		p    uint64
		want uint64
	}{
		{2, 1_000_000_007, 0}, // before the first term
		{-1 << 63, 1_000_000_007, 0},
		{3, 0, 0},
		{3, 1, 0},
		{3, 7, 1},
		{3 + 10, 1_000_000_007, 89},
		{1<<63 - 1, 2, 1}, // F(2^63 − 3) is odd: 3 ∤ 2^63 − 3
	} {
		if got := r.TermMod(tt.n, tt.p); got != tt.want {
			t.Errorf("TermMod(%d, %d) = %d, want %d", tt.n, tt.p, got, tt.want)
		}
	}
	for _, bad := range []*Rational{{Q: ints(2, 1)}, {P: ints(1)}} {
		if got := bad.TermMod(5, 7); got != 0 {
			t.Errorf("%v: TermMod = %d, want 0", bad, got)
		}
	}
}

// ExampleRational_TermMod: the Fibonacci numbers, F(n) = a(n) with a(0) = 0.
func ExampleRational_TermMod() {
	fib := &Rational{First: 0, P: ints(0, 1), Q: ints(1, -1, -1)}
	fmt.Println(fib.TermMod(100, 1_000_000_007))
	fmt.Println(fib.TermMod(1e18, 1_000_000_007))
	// Output:
	// 687995182
	// 209783453
}

// TestTermsMod checks TermsMod against TermMod a term, by the series (a short range)
// and a term at a time (past the series' reach), and its errors.
func TestTermsMod(t *testing.T) {
	r := &Rational{First: 3, P: []*big.Int{big.NewInt(1), big.NewInt(-2)}, Q: []*big.Int{big.NewInt(1), big.NewInt(-1), big.NewInt(-1)}}
	const p = 1000000007
	for _, tc := range []struct{ from, to int }{{3, 3}, {3, 40}, {10, 20}, {500, 505}, {1 << 20, 1<<20 + 2}} {
		got, err := r.TermsMod(context.Background(), tc.from, tc.to, p)
		if err != nil || len(got) != tc.to-tc.from+1 {
			t.Fatalf("%d..%d: %v, %d terms", tc.from, tc.to, err, len(got))
		}
		for i, v := range got {
			if want := r.TermMod(int64(tc.from+i), p); v != want {
				t.Errorf("a(%d) = %d, TermMod %d", tc.from+i, v, want)
			}
		}
	}
	for _, tc := range []struct {
		from, to int
		p        uint64
	}{{2, 5, p}, {5, 4, p}, {3, 5, 1}} {
		if _, err := r.TermsMod(context.Background(), tc.from, tc.to, tc.p); err == nil {
			t.Errorf("%d..%d modulo %d: no error", tc.from, tc.to, tc.p)
		}
	}
}
