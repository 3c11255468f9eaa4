package main

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"

	"github.com/knightstour/knightstour/internal/count/countprog"
	"github.com/knightstour/knightstour/internal/count/genfunc"
)

// genFuncFiles are the generating functions docs/genfunc holds, each with the flags of
// its table (as -table genfunc made it: go run . -count FLAGS -cols 1..40000 -table
// genfunc < 0).
var genFuncFiles = []struct {
	file string
	cfg  countprog.Config
}{
	{"5xn-closed.gf", countprog.Config{Convention: countprog.Convention{Closed: true, Undirected: true}, Table: &countprog.Table{Width: 5, From: 1}}},
}

// TestGenFuncFiles checks each file of docs/genfunc against its table: the lines it gives
// through the real program equal the scan's, and, modulo one prime that the file's search
// did not use, the file's P and Q are what Berlekamp–Massey finds again from the
// table's residues (the file regenerated modulo that prime). The 5xn closed file's
// 2L+100 = 16,524 residues take 13 s of CPU: without KNIGHTSTOUR_SLOW=1 the test checks
// the file's series, P/Q, against the table's first quickTerms residues only (the same
// scan and the same P and Q modulo the prime, to z^999), and TestGenFunc
// (internal/count/countprog) finds the generating functions of 3- and 4-wide tables
// from their residues.
func TestGenFuncFiles(t *testing.T) {
	for _, tc := range genFuncFiles {
		t.Run(tc.file, func(t *testing.T) {
			name := filepath.Join("docs", "genfunc", tc.file)
			f, err := os.Open(name)
			if err != nil {
				t.Fatal(err)
			}
			r, _, err := genfunc.Read(f)
			f.Close()
			if err != nil {
				t.Fatal(err)
			}
			w := tc.cfg.Table.Width
			args := []string{"-count", "-rows", strconv.Itoa(w), "-cols", "1..60"}
			if tc.cfg.Closed {
				args = append(args, "-closed")
			}
			if tc.cfg.Undirected {
				args = append(args, "-undirected")
			}
			scan, _, code := runMain(t, "0\n", args...)
			from, stderr, code2 := runMain(t, "0\n", append(args, "-from", name)...)
			if code != 0 || code2 != 0 || from != scan {
				t.Fatalf("-from %s: exit %d, %s\n%s\nwant (the scan, exit %d)\n%s", name, code2, stderr, from, code, scan)
			}
			if testing.Short() {
				t.Skip("regenerating the file modulo a prime takes seconds: skipped with -short")
			}
			regenerate(t, tc.cfg, r, slowOn())
		})
	}
}

// quickTerms is how many of the table's residues TestGenFuncFiles checks the file's
// series against without KNIGHTSTOUR_SLOW=1.
const quickTerms = 1000

// regenerate checks r against cfg's table modulo one prime: Berlekamp–Massey on 2L+100
// of the table's residues gives Q, and the series' first L terms times Q give P. Unless
// all, it checks only that the series' first quickTerms terms times Q give P's.
func regenerate(t *testing.T, cfg countprog.Config, r *genfunc.Rational, all bool) {
	t.Helper()
	const p = 1000000007
	L, n := r.Length(), quickTerms
	if all {
		n = 2*L + 100
	}
	terms, err := cfg.TableResidues()(context.Background(), []uint64{p}, n)
	if err != nil {
		t.Fatal(err)
	}
	s := terms[0]
	P, Q := r.Mod(p)
	if all {
		c := genfunc.BerlekampMassey(s, p)
		if len(c)-1 != L || !slices.Equal(c[:len(Q)], Q) || slices.ContainsFunc(c[len(Q):], func(x uint64) bool { return x != 0 }) {
			t.Fatalf("modulo %d the table's recurrence has length %d; the file's Q (degree %d) differs", p, len(c)-1, len(Q)-1)
		}
	}
	for k := 0; k < min(L, n); k++ { // [z^k] of the series times Q, modulo p: P's coefficient k
		var x, pk uint64
		for j := 0; j <= k && j < len(Q); j++ {
			x = (x + Q[j]*s[k-j]) % p // both below p < 2^32
		}
		if k < len(P) {
			pk = P[k]
		}
		if x != pk {
			t.Fatalf("modulo %d the file's P differs at z^%d", p, k)
		}
	}
}
