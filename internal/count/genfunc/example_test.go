package genfunc_test

import (
	"context"
	"fmt"
	"math/big"
	"strings"

	"github.com/knightstour/knightstour/internal/count/genfunc"
)

// ExampleFind finds the function of a(n) = 3^n − 2^n + n from n = 1, from its terms
// modulo primes.
func ExampleFind() {
	src := func(ctx context.Context, primes []uint64, n int) ([][]uint64, error) {
		out := make([][]uint64, len(primes))
		for i, p := range primes {
			bp := new(big.Int).SetUint64(p)
			for k := 0; k < n; k++ {
				m := int64(1 + k)
				a := new(big.Int).Exp(big.NewInt(3), big.NewInt(m), bp)
				a.Sub(a, new(big.Int).Exp(big.NewInt(2), big.NewInt(m), bp))
				a.Add(a, big.NewInt(m))
				out[i] = append(out[i], a.Mod(a, bp).Uint64())
			}
		}
		return out, nil
	}
	r, rep, err := genfunc.Find(context.Background(), src, 1, genfunc.Options{Batch: 4})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("P:", r.P, "Q:", r.Q)
	fmt.Println("L:", rep.L, "primes:", rep.Primes, "confirmed by batch:", rep.Confirmed)
	fmt.Println("a(100) mod 1000000007:", r.TermMod(100, 1_000_000_007))
	terms, _ := r.Terms(context.Background(), 60, 61)
	fmt.Println("a(60), a(61):", terms)
	var file strings.Builder
	genfunc.Write(&file, r, genfunc.Header{Table: "3^n - 2^n + n", Found: "ExampleFind"})
	fmt.Print(file.String())
	// Output:
	// P: [2 -7 7] Q: [1 -7 17 -17 6]
	// L: 4 primes: 5 confirmed by batch: 1
	// a(100) mod 1000000007: 909670533
	// a(60), a(61): [42391158274063282009687586285 127173474823342767533669605712]
	// # knightstour generating function
	// table 3^n - 2^n + n
	// first 1
	// degree P 2 Q 4
	// found ExampleFind
	// P 0 2
	// P 1 -7
	// P 2 7
	// Q 0 1
	// Q 1 -7
	// Q 2 17
	// Q 3 -17
	// Q 4 6
	// end
}
