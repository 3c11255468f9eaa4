package genfunc

import (
	"context"
	"math/big"
	"os"
	"testing"

	"github.com/knightstour/knightstour/internal/count/bfile"
)

// TestFindClosed3xn finds the function of the 3×n closed tours (undirected), as
// `printf '0\n' | go run . -count -closed -undirected -rows 3 -cols 1..200` prints them
// (testdata/closed-3xn.txt), and compares it with Knuth's, in OEIS A169764:
// Σ a(n) z^n = (16z^10 + 80z^12 − … + 32768z^44)/(1 − 6z^2 − … − 131072z^42).
func TestFindClosed3xn(t *testing.T) {
	a, err := bfile.ReadFile(os.DirFS("testdata"), "closed-3xn.txt")
	if err != nil {
		t.Fatal(err)
	}
	r, rep, err := Find(context.Background(), ExactSource(a), 1, Options{InitialTerms: 80, Margin: 20})
	if err != nil {
		t.Fatalf("Find: %v (%v)", err, rep)
	}
	num := []int64{16, 80, -544, -1856, 8080, 9856, -50864, -64, 152576, -130816, -214272,
		245760, 222208, 44544, -53248, -352256, 81920, 32768} // of z^10, z^12, …, z^44
	den := []int64{1, -6, -64, 200, 1000, -3016, -3488, 24256, -23776, -104168, 203408,
		184704, -443392, -14336, 151296, -145920, 263424, -317440, -36864, 966656, -573440,
		-131072} // of z^0, z^2, …, z^42
	want := &Rational{First: 1, P: make([]*big.Int, 44), Q: make([]*big.Int, 43)}
	for _, v := range [][]*big.Int{want.P, want.Q} {
		for i := range v {
			v[i] = new(big.Int)
		}
	}
	for i, c := range num { // Σ a(1+k) z^k = z^−1·Σ a(n) z^n
		want.P[9+2*i].SetInt64(c)
	}
	for i, c := range den {
		want.Q[2*i].SetInt64(c)
	}
	if !sameInts(r.P, want.P) || !sameInts(r.Q, want.Q) {
		t.Fatalf("Find = %v\nwant %v", r, want)
	}
	if rep.Stride != 2 {
		t.Errorf("report %v: not found as a function of z^2", rep)
	}
	terms, err := r.Terms(context.Background(), 1, len(a))
	if err != nil || !sameInts(terms, a) {
		t.Fatalf("Terms: %v", err)
	}
}
