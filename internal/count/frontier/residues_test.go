package frontier

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/knightstour/knightstour/internal/count/limbs"
)

// testModuli are moduli of Residues: small ones, a word-sized prime, the largest
// primes below MaxResidueModulus (where a sum of residueChunk residues comes closest
// to 2^64), and one that is not prime.
func testModuli(t *testing.T) []uint64 {
	t.Helper()
	m := []uint64{2, 3, 1_000_000_007}
	for p := uint64(MaxResidueModulus - 1); len(m) < 6; p -= 2 {
		if new(big.Int).SetUint64(p).ProbablyPrime(20) {
			m = append(m, p)
		}
	}
	return append(m, MaxResidueModulus-1)
}

// TestResidues checks Residues against the exact table modulo each modulus, on tables
// long enough for the scan's map (and for counts of many words), and shorter ones, and
// with modular, tables that learn no map but keep their counts modulo the moduli's
// product (a word's, and many words'), each count below it between columns (modulo
// one prime below 2^32, in one word). The
// 6x23 closed table, whose map both the scan and Residues learn, takes 14 s of CPU, and
// 5x22 open 6 s: they run with KNIGHTSTOUR_SLOW=1 only; 5x60 closed and the 3- and
// 4-wide open tables learn the map the same way, and TestLearnSquare learns a 6-wide
// square's.
func TestResidues(t *testing.T) {
	moduli := testModuli(t)
	for _, c := range []struct {
		width, length         int
		open, learns, modular bool
		moduli                []uint64 // nil: testModuli's
	}{
		{1, 20, true, true, false, nil}, {1, 20, false, true, false, nil}, {2, 30, true, true, false, nil}, {2, 30, false, true, false, nil},
		{3, 60, true, true, false, nil}, {3, 60, false, true, false, nil}, {4, 40, true, true, false, nil}, {4, 60, false, true, false, nil},
		{5, 22, true, true, false, nil}, {5, 60, false, true, false, nil}, {6, 23, false, true, false, nil},
		{4, 12, true, false, false, nil}, {5, 8, false, false, false, nil}, {6, 3, true, false, false, nil},
		{4, 40, true, false, true, []uint64{4294967291, 4294967311}}, {5, 30, false, false, true, []uint64{1_000_000_007, 998_244_353}},
		{4, 30, true, false, true, []uint64{4294967291}},
		{3, 60, true, false, true, []uint64{2, 1_000_000_007}}, {3, 60, true, false, true, []uint64{4294967291, 4294967311}},
	} {
		t.Run(fmt.Sprintf("%dx%d open %v modular %v %v", c.width, c.length, c.open, c.modular, c.moduli), func(t *testing.T) {
			moduli, mapStates := moduli, MaxMapStates
			if c.moduli != nil {
				moduli = c.moduli
			}
			if c.modular {
				mapStates = 0
			}
			if c.width == 6 && c.learns || c.width == 5 && c.open {
				slow(t, "the map of a 6-wide table, or a 5-wide open one, takes 6 to 14 s of CPU to learn, twice")
			}
			var want []Board
			err := Scan(context.Background(), c.width, c.length, c.open, func(b Board) error {
				want = append(want, b)
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if last := want[len(want)-1]; c.modular && last.Cycles.Cmp(product(moduli)) <= 0 && (!c.open || last.Paths.Cmp(product(moduli)) <= 0) {
				t.Fatalf("%dx%d: the counts never reach the product of %v: nothing to reduce", c.width, c.length, moduli)
			}
			s, err := NewColumns(c.width, c.open)
			if err != nil {
				t.Fatal(err)
			}
			next := 1
			learnt, err := s.residues(context.Background(), c.length, moduli, mapStates, func(b ResidueBoard) error {
				n, paths, cycles := b.Len, b.Paths, b.Cycles
				if c.width >= 3 && n < c.length && (b.States == 0 || b.Bytes == 0) {
					t.Errorf("%dx%d: %d states held, %d bytes", c.width, n, b.States, b.Bytes)
				}
				if n != next {
					t.Fatalf("board %d after %d", n, next-1)
				}
				next++
				if c.modular && n > 1 && n < c.length {
					checkReduced(t, s, product(moduli))
					if len(moduli) == 1 && moduli[0] < 1<<32 && s.Limbs() != 1 {
						t.Errorf("after %dx%d modulo %d the counts have %d words, want 1", c.width, n, moduli[0], s.Limbs())
					}
				}
				w := want[n-1]
				if got, want := cycles, bigResidues(w.Cycles, moduli); !slices.Equal(got, want) {
					t.Errorf("%dx%d: cycles modulo %v are %v, want %v (of %v)", c.width, n, moduli, got, want, w.Cycles)
				}
				switch {
				case !c.open && paths != nil:
					t.Errorf("%dx%d: paths %v of a closed table", c.width, n, paths)
				case c.open && !slices.Equal(paths, bigResidues(w.Paths, moduli)):
					t.Errorf("%dx%d: paths modulo %v are %v, want those of %v", c.width, n, moduli, paths, w.Paths)
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if next != c.length+1 {
				t.Errorf("%d boards, want %d", next-1, c.length)
			}
			if (learnt > 0) != c.learns {
				t.Errorf("the map learnt after column %d; want it learnt: %v", learnt, c.learns)
			}
		})
	}
}

// checkReduced fails t unless each count of c is below m.
func checkReduced(t *testing.T, c *Columns, m *big.Int) {
	t.Helper()
	bad := 0
	c.Each(func(_, _ uint64, w []uint64) {
		if limbs.Int(w).Cmp(m) >= 0 {
			bad++
		}
	})
	if bad > 0 {
		t.Errorf("after %d squares, %d counts of %d are not below %v", c.Squares(), bad, c.States(), m)
	}
}

// TestResiduesStops cancels ctx in the call for a board, before the map is learnt and
// after, or once the counts are kept modulo the moduli (no map), and checks that
// Residues stops with ctx's error, calling each no more.
func TestResiduesStops(t *testing.T) {
	for _, c := range []struct{ at, mapStates int }{{3, MaxMapStates}, {20, MaxMapStates}, {1, 0}, {20, 0}} {
		t.Run(fmt.Sprint(c.at, c.mapStates), func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			at, last := c.at, 0
			s, err := NewColumns(4, true)
			if err != nil {
				t.Fatal(err)
			}
			_, err = s.residues(ctx, 40, []uint64{7, 11}, c.mapStates, func(b ResidueBoard) error {
				last = b.Len
				if b.Len == at {
					cancel()
				}
				return nil
			})
			if !errors.Is(err, context.Canceled) || last != at {
				t.Errorf("Residues stopped with %v after board %d; want context.Canceled after %d", err, last, at)
			}
		})
	}
}

// TestResiduesErrors checks Residues' errors for tables and moduli it does not take,
// and that it returns each's error.
func TestResiduesErrors(t *testing.T) {
	stop := errors.New("stop")
	for _, c := range []struct {
		width, length int
		moduli        []uint64
		want          string
	}{
		{8, 20, []uint64{7}, "1..7 wide only"},
		{0, 20, []uint64{7}, "1..7 wide only"},
		{5, 0, []uint64{7}, "a length of at least 1"},
		{5, 20, nil, "no modulus"},
		{5, 20, []uint64{7, 1}, "modulus 1: want one of 2..2^60-1"},
		{5, 20, []uint64{MaxResidueModulus}, "want one of 2..2^60-1"},
		{5, 20, []uint64{7}, "stop"},
	} {
		err := Residues(context.Background(), c.width, c.length, false, c.moduli, func(ResidueBoard) error { return stop })
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("residues of %dx1..%d modulo %v: %v; want an error saying %q", c.width, c.length, c.moduli, err, c.want)
		}
	}
}

// TestSumRows sums lists of rows of the largest residues, p-1, whose unreduced sums
// come closest to 2^64, and of mixed ones, against the sums in big.Int.
func TestSumRows(t *testing.T) {
	moduli := testModuli(t)
	k := len(moduli)
	m := &residueMap{primes: moduli, counts: make([]uint64, 3*k)}
	for j, p := range moduli {
		m.counts[j], m.counts[k+j], m.counts[2*k+j] = p-1, p/2, 1
	}
	for n := 0; n <= 3*residueChunk+2; n++ {
		for _, mixed := range []bool{false, true} {
			from := make([]int32, n)
			if mixed {
				for i := range from {
					from[i] = int32(i % 3)
				}
			}
			d := make([]uint64, k)
			m.sumRows(d, from)
			for j, p := range moduli {
				sum := new(big.Int)
				for _, i := range from {
					sum.Add(sum, new(big.Int).SetUint64(m.counts[int(i)*k+j]))
				}
				if want := sum.Mod(sum, new(big.Int).SetUint64(p)).Uint64(); d[j] != want {
					t.Errorf("a sum of %d rows (mixed %v) modulo %d: %d, want %d", n, mixed, p, d[j], want)
				}
			}
		}
	}
}
