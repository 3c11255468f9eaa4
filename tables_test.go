package main

import (
	"fmt"
	"math/big"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/knightstour/knightstour/internal/count/bfile"
)

// tableFiles are the long tables docs/tables holds, each the output of the real program
// for its flags on the query 0 (printf '0\n' | knightstour -count FLAGS), b-file lines
// "n a(n)". Their lines past the published ones are new numbers, each also computed on a
// second road (docs/counting.md, "Tables past Knuth's"): modulo tablePrime, by -mod,
// which TestTableFiles runs with KNIGHTSTOUR_TABLES=1.
var tableFiles = []struct {
	file  string
	flags []string
	// boards is how many of the first lines TestTableFiles checks against the counts of
	// those boards alone (-rows R -cols n, not the table's scan), in well under a second.
	boards int
	// odd0: the board of an odd length has no closed tour (7 wide, an odd number of
	// squares): the odd lines are 0.
	odd0 bool
}{
	{"7xn-closed.txt", []string{"-closed", "-undirected", "-rows", "7", "-cols", "1..100"}, 7, true},
	{"7xn-paths.txt", []string{"-undirected", "-rows", "7", "-cols", "1..40"}, 5, false},
}

// tablePrime is the modulus of the second road: the largest prime below 2^32, so that
// a -mod scan without the linear map keeps each count in one word.
const tablePrime uint64 = 4294967291

// TestTableFiles checks each file of docs/tables: its lines are n = 1, 2, ... with
// counts in plain decimal (the odd lines of a closed 7-wide table 0), and its first
// lines are the counts of those boards alone. With KNIGHTSTOUR_TABLES=1 it makes the
// whole table again modulo tablePrime through the real program (-mod) and checks every
// line against it: the 7xn closed table to 100 takes about 7 minutes of CPU and 6 GB
// that way, the 7xn paths table to 40 about 2.3 hours and 11.6 GB (run it with -timeout 0:
// KNIGHTSTOUR_TABLES=1 go test -run TestTableFiles -timeout 0 .).
func TestTableFiles(t *testing.T) {
	for _, tc := range tableFiles {
		t.Run(tc.file, func(t *testing.T) {
			lines, err := bfile.ReadFile(os.DirFS("docs/tables"), tc.file)
			if err != nil {
				t.Fatal(err)
			}
			cols := tc.flags[len(tc.flags)-1] // 1..N: the table's N lines
			if _, last, _ := strings.Cut(cols, ".."); strconv.Itoa(len(lines)) != last || len(lines) < tc.boards {
				t.Fatalf("%d lines, want those of -cols %s", len(lines), cols)
			}
			for n, a := range lines {
				if tc.odd0 && (n+1)%2 == 1 && a.Sign() != 0 {
					t.Errorf("line %d: %v, want 0 (a board of an odd number of squares has no closed tour)", n+1, a)
				}
			}
			conv, rows := tc.flags[:len(tc.flags)-4], tc.flags[len(tc.flags)-3] // the flags before -rows R -cols A..B, and R
			for n := 1; n <= tc.boards; n++ {
				out, stderr, code := runMain(t, "0\n", append(slices.Clip(conv), "-count", "-rows", rows, "-cols", strconv.Itoa(n))...)
				if want := lines[n-1].String() + "\n"; code != 0 || out != want {
					t.Errorf("%sx%d alone: exit %d, %q%s; the file's line %d says %q", rows, n, code, out, stderr, n, want)
				}
			}
			t.Run("modulo a prime", func(t *testing.T) { checkTableMod(t, tc.flags, lines) })
		})
	}
}

// checkTableMod runs the table of flags modulo tablePrime through the real program
// (with KNIGHTSTOUR_TABLES=1) and checks that its lines are those of lines modulo it.
func checkTableMod(t *testing.T, flags []string, lines []*big.Int) {
	if os.Getenv("KNIGHTSTOUR_TABLES") != "1" {
		t.Skip("the whole table modulo a prime takes minutes to hours: with KNIGHTSTOUR_TABLES=1")
	}
	out, stderr, code := runMain(t, "0\n", append(append([]string{"-count"}, flags...), "-mod", strconv.FormatUint(tablePrime, 10))...)
	if code != 0 {
		t.Fatalf("-mod %d: exit %d\n%s", tablePrime, code, stderr)
	}
	var want strings.Builder
	p := new(big.Int).SetUint64(tablePrime)
	for n, a := range lines {
		fmt.Fprintf(&want, "%d %v\n", n+1, new(big.Int).Mod(a, p))
	}
	if out != want.String() {
		t.Errorf("-mod %d prints\n%s\nthe file's lines modulo it are\n%s", tablePrime, out, want.String())
	}
}
