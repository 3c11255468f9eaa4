package genfunc

import (
	"context"
	"errors"
	"math/big"
	"testing"
)

func TestExactSource(t *testing.T) {
	r := findCases()[3].r
	a := exactSeries(r, 200)
	got, rep, err := Find(context.Background(), ExactSource(a), r.First, Options{Batch: 8, InitialTerms: 32})
	if err != nil || !sameInts(got.P, r.P) || !sameInts(got.Q, r.Q) {
		t.Fatalf("Find = %v, %v (%v); want %v", got, err, rep, r)
	}
	_, err = ExactSource(a)(context.Background(), Primes(2), 201)
	if !errors.Is(err, errShort) {
		t.Fatalf("201 of 200 terms: err = %v", err)
	}
	rows, err := ExactSource([]*big.Int{big.NewInt(-1), big.NewInt(10)})(context.Background(), []uint64{7, 3}, 2)
	if err != nil || rows[0][0] != 6 || rows[0][1] != 3 || rows[1][0] != 2 || rows[1][1] != 1 {
		t.Fatalf("residues %v, %v", rows, err)
	}
}
