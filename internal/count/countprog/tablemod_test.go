package countprog

import (
	"context"
	"fmt"
	"math/big"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/knightstour/knightstour/internal/count/frontier"
)

// testPrimes are moduli for the tables' residues: small primes, a word-sized one, and
// the largest primes below frontier.MaxResidueModulus.
func testPrimes() []uint64 {
	m := []uint64{2, 3, 5, 1_000_000_007}
	for p := uint64(frontier.MaxResidueModulus - 1); len(m) < 7; p -= 2 {
		if new(big.Int).SetUint64(p).ProbablyPrime(20) {
			m = append(m, p)
		}
	}
	return m
}

// conventions are every convention of a table.
var conventions = []Convention{{}, {Undirected: true}, {Open: true}, {Open: true, Undirected: true}, {Closed: true}, {Closed: true, Undirected: true}}

// exactBoards returns the boards of the width×n table, n = 1..length, exactly.
func exactBoards(t *testing.T, width, length int, open bool) []frontier.Board {
	t.Helper()
	var boards []frontier.Board
	err := frontier.Scan(context.Background(), width, length, open, func(b frontier.Board) error {
		boards = append(boards, b)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return boards
}

// bigMod returns x modulo p.
func bigMod(x *big.Int, p uint64) uint64 {
	return new(big.Int).Mod(x, new(big.Int).SetUint64(p)).Uint64()
}

// TestTermMod checks termMod, tableCount modulo a prime, against tableCount by every
// convention on the boards of the 5×n table, n = 1..40, and the 3×n one, n = 1..60.
// The 5-wide open scan to 40 takes 3 s of CPU: without KNIGHTSTOUR_SLOW=1 it goes to 12,
// and the 3×n open boards carry counts past 2^64 through termMod.
func TestTermMod(t *testing.T) {
	primes := testPrimes()
	for _, c := range []struct{ width, length int }{{5, 40}, {3, 60}} {
		for _, open := range []bool{false, true} {
			length := c.length
			if !slowOn() && c.width == 5 && open {
				length = 12 // the 5-wide open scan to 40 takes seconds
			}
			boards := exactBoards(t, c.width, length, open)
			for _, conv := range conventions {
				if conv.Closed == open {
					continue
				}
				cfg := Config{Convention: conv, Table: &Table{Width: c.width, From: 1, To: c.length}}
				for _, b := range boards {
					paths, cycles := make([]uint64, len(primes)), make([]uint64, len(primes))
					for i, p := range primes {
						cycles[i] = bigMod(b.Cycles, p)
						if open {
							paths[i] = bigMod(b.Paths, p)
						}
					}
					want := cfg.tableCount(b)
					pc, cc, f := cfg.tableTerm(c.width * b.Len)
					for i, p := range primes {
						if got, want := termMod(paths, cycles, i, p, pc, cc, f), bigMod(want, p); got != want {
							t.Errorf("%dx%d, %s: %d modulo %d, want %d", c.width, b.Len, conv.counted(), got, p, want)
						}
					}
				}
			}
		}
	}
}

// TestTableResidues checks TableResidues against the table's exact terms (tableCount)
// modulo each prime, by every convention on 3×n tables and some on others, long
// enough for the scan's linear map, from 1 and past it, by rows too. The 5-wide open
// table (3.6 s of CPU) runs with KNIGHTSTOUR_SLOW=1 only, as frontier's TestResidues'
// 5x22 open, the same map; the 3×n tables take every convention, and the n×5 table
// starts past 1.
func TestTableResidues(t *testing.T) {
	primes := testPrimes()
	type table struct {
		width, from, n int
		byRows         bool
	}
	var cases []struct {
		Convention
		table
	}
	for _, conv := range conventions {
		cases = append(cases, struct {
			Convention
			table
		}{conv, table{3, 1, 60, false}})
	}
	cases = append(cases, []struct {
		Convention
		table
	}{
		{Convention{Closed: true}, table{5, 1, 40, false}},
		{Convention{Open: true, Undirected: true}, table{5, 3, 22, false}},
		{Convention{Undirected: true}, table{4, 5, 30, true}},
		{Convention{Closed: true}, table{6, 2, 2, false}},
	}...)
	for _, c := range cases {
		t.Run(fmt.Sprintf("%dx%d..%d %s", c.width, c.from, c.from+c.n-1, c.counted()), func(t *testing.T) {
			if c.width == 5 && !c.Closed && !slowOn() {
				t.Skip("the map of the 5-wide open table takes seconds to learn, twice: with KNIGHTSTOUR_SLOW=1")
			}
			cfg := Config{Convention: c.Convention, Table: &Table{Width: c.width, From: c.from, To: c.from, ByRows: c.byRows}}
			got, err := cfg.TableResidues()(context.Background(), primes, c.n)
			if err != nil {
				t.Fatal(err)
			}
			boards := exactBoards(t, c.width, c.from+c.n-1, !c.Closed)
			if len(got) != len(primes) {
				t.Fatalf("%d rows of residues, want %d", len(got), len(primes))
			}
			for i, p := range primes {
				if len(got[i]) != c.n {
					t.Fatalf("%d terms modulo %d, want %d", len(got[i]), p, c.n)
				}
				for k, r := range got[i] {
					if want := bigMod(cfg.tableCount(boards[c.from+k-1]), p); r != want {
						t.Errorf("a(%d) modulo %d: %d, want %d", c.from+k, p, r, want)
					}
				}
			}
		})
	}
}

// TestTableResiduesRefused checks TableResidues' errors.
func TestTableResiduesRefused(t *testing.T) {
	for _, c := range []struct {
		table  *Table
		conv   Convention
		primes []uint64
		n      int
		want   string
	}{
		{nil, Convention{}, []uint64{7}, 10, "no table"},
		{&Table{Width: 5, From: 1, To: 9, Cells: true}, Convention{}, []uint64{7}, 10, "the first cells has none"},
		{&Table{Width: 5, From: 1, To: 9}, Convention{}, []uint64{7}, 0, "0 terms: want 1 or more"},
		{&Table{Width: 8, From: 1, To: 9}, Convention{}, []uint64{7}, 10, "residues of the 8xn table, n = 1..10: residues of the 8xn table: the scan learns its linear map on tables 1..7 wide only"},
		{&Table{Width: 5, From: 2, To: 9, ByRows: true}, Convention{}, []uint64{frontier.MaxResidueModulus}, 10, "residues of the nx5 table, n = 2..11: residues of the 5xn table: modulus 1152921504606846976: want one of 2..2^60-1"},
		{&Table{Width: 5, From: 1, To: 9}, Convention{Open: true, Closed: true}, []uint64{7}, 10, "-open and -closed exclude each other"},
	} {
		cfg := Config{Convention: c.conv, Table: c.table}
		_, err := cfg.TableResidues()(context.Background(), c.primes, c.n)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("residues of %+v: %v; want an error saying %q", c.table, err, c.want)
		}
	}
}

// TestTableMod checks -mod P on a scanned table (no -from) against the exact lines
// modulo P, what it says with -v (its estimate, then a report at a tick, as the exact
// table does), and the tables it refuses.
func TestTableMod(t *testing.T) {
	for _, c := range []struct {
		width, to int
		conv      Convention
		p         uint64
	}{
		{5, 40, Convention{Closed: true, Undirected: true}, 1000000007},
		{4, 20, Convention{Undirected: true}, 97},
		{3, 30, Convention{}, frontier.MaxResidueModulus - 1},
	} {
		t.Run(fmt.Sprintf("%dx1..%d %s mod %d", c.width, c.to, c.conv.counted(), c.p), func(t *testing.T) {
			exact := Config{Rows: c.width, Cols: c.to, Convention: c.conv, Table: &Table{Width: c.width, From: 1, To: c.to}}
			want, _, err := runCount(t, exact, []int{0}, Env{})
			if err != nil {
				t.Fatal(err)
			}
			mod := exact
			mod.Table = &Table{Width: c.width, From: 1, To: c.to, Mod: c.p}
			mod.Verbose = true
			tick := make(chan time.Time, 1)
			tick <- time.Time{}
			got, stderr, err := runCount(t, mod, []int{0}, Env{tick: tick})
			if err != nil {
				t.Fatal(err)
			}
			what := fmt.Sprintf("the %dxn table, n = 1..%d modulo %d (%s): ", c.width, c.to, c.p, c.conv.counted())
			lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
			if len(lines) != 2 || !strings.HasPrefix(lines[0], "knightstour: "+what) || !strings.Contains(lines[0], " of processor time, tables about ") ||
				!strings.HasPrefix(lines[1], "knightstour: counting "+what+"at n = ") || !strings.Contains(lines[1], " left") {
				t.Errorf("-mod -v said:\n%s\nwant its estimate, then a report of %q at the tick", stderr, what)
			}
			var w strings.Builder
			for _, line := range strings.Split(strings.TrimSuffix(want, "\n"), "\n") {
				n, a, _ := strings.Cut(line, " ")
				x, _ := new(big.Int).SetString(a, 10)
				fmt.Fprintf(&w, "%s %v\n", n, x.Mod(x, new(big.Int).SetUint64(c.p)))
			}
			if got != w.String() {
				t.Errorf("-mod %d:\n%s\nwant\n%s", c.p, got, w.String())
			}
		})
	}
	for _, c := range []struct {
		table *Table
		mem   int64 // -mem given
		want  string
	}{
		{&Table{Width: 5, From: 1, To: 9, Mod: frontier.MaxResidueModulus}, 0, "-mod 1152921504606846976: a scanned table's residues take moduli below 2^60 (-from takes them to 2^63-1)"},
		{&Table{Width: 5, From: 1, To: 9, Mod: 7, Cells: true}, 0, "-mod with -cells"},
		{&Table{Width: 8, From: 1, To: 9, Mod: 7}, 0, "-mod of a 8-wide table: its residues come from the scan's linear map, learnt on tables at most 7 wide"},
		{&Table{Width: 5, From: 1, To: 9, Mod: 7, Form: GenFunc}, 0, "-mod with -table genfunc"},
		{&Table{Width: 5, From: 1, To: 9, Mod: 7}, 1 << 30, "-mem with -mod: a table modulo P (the residues' scan) runs with no memory cap of its own yet"},
	} {
		cfg := Config{Rows: 5, Cols: 9, Table: c.table}
		cfg.Mem.Bytes = c.mem
		if err := cfg.Check(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v; want an error saying %q", c.table, err, c.want)
		}
	}
}

// TestModModel checks the road a table modulo P is estimated by: the scan with each
// count modulo P where the exact model's states between columns pass
// frontier.MaxMapStates (7 wide open), in a word below 2^32 and two from it, its tables
// less than the exact table's; else the scan's linear map where the table is long
// enough to learn it, or the exact scan.
func TestModModel(t *testing.T) {
	for _, c := range []struct {
		width, to int
		conv      Convention
		p         uint64
		road      modRoad
		words     int
		says      string
	}{
		{5, 40, Convention{Closed: true, Undirected: true}, 1000000007, modMap, 0, "the scan's linear map over residues"},
		{6, 40, Convention{Undirected: true}, 1000000007, modMap, 0, "the scan's linear map over residues"},
		{7, 100, Convention{Closed: true, Undirected: true}, 4294967291, modMap, 0, "the scan's linear map over residues"},
		{7, 10, Convention{Closed: true, Undirected: true}, 4294967291, modExact, 0, "its exact scan"},
		{7, 40, Convention{Undirected: true}, 4294967291, modScan, 1, "its scan with each count modulo P"},
		{7, 40, Convention{Undirected: true}, 4294967311, modScan, 2, "its scan with each count modulo P"},
	} {
		cfg := Config{Rows: c.width, Cols: c.to, Convention: c.conv, Table: &Table{Width: c.width, From: 1, To: c.to, Mod: c.p}}
		m, road := cfg.modModel()
		if road != c.road || m.Words != c.words {
			t.Errorf("%dx1..%d %s modulo %d: road %d, counts of %d words; want %d, %d", c.width, c.to, c.conv.counted(), c.p, road, m.Words, c.road, c.words)
		}
		exact := cfg.tableModel().Need()
		if c.road == modScan && m.Need().Bytes >= exact.Bytes {
			t.Errorf("%dx1..%d modulo %d: tables of %d bytes, the exact table's %d", c.width, c.to, c.p, m.Need().Bytes, exact.Bytes)
		}
		if says := modEstimate("the table", m, road); !strings.HasSuffix(says, "(an estimate: "+c.says+")") {
			t.Errorf("%dx1..%d modulo %d: %q; want it to end with %q", c.width, c.to, c.p, says, c.says)
		}
	}
}

// slowOn reports whether the long cases run: with KNIGHTSTOUR_SLOW=1, not with -short.
// go test ./... leaves them to CI's KNIGHTSTOUR_SLOW=1 step.
func slowOn() bool { return !testing.Short() && os.Getenv("KNIGHTSTOUR_SLOW") == "1" }
