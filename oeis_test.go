package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// oeisSequences are the sequences of docs/counting.md's "The sequences one by one": the
// flags that count each, its table's width (0: no table, a board a term), the board of
// its term a(n), its first terms as published (OEIS's data, oeis/oeisdata), and ours,
// the terms where knightstour prints other than the published one (docs/counting.md's
// row says why). The test checks the table for n = 1..tableTo (1..quickTo, when set,
// without KNIGHTSTOUR_SLOW=1): its lines are the boards width×1, width×2, ..., so where
// a(n) is the board width×2n (A175855, A193054) line 2n is a(n) and the odd lines 0;
// and each term's board alone.
var oeisSequences = []struct {
	id      string
	flags   []string
	width   int
	board   func(n int) (rows, cols int)
	terms   []string // a(1), a(2), ...
	ours    map[int]string
	tableTo int
	quickTo int // without KNIGHTSTOUR_SLOW=1, the table to n = quickTo only, when not 0
}{
	{"A001230", []string{"-closed", "-undirected"}, 0, func(n int) (int, int) { return 2 * n, 2 * n }, []string{"0", "0", "9862"}, nil, 0, 0},
	{"A165134", nil, 0, square, []string{"1", "0", "0", "0", "1728", "6637920"}, nil, 0, 0},
	// A308131's a(1) is 0; knightstour counts the one square's path once, as A165134 and A389755 do
	{"A308131", []string{"-undirected"}, 0, square, []string{"0", "0", "0", "0", "864", "3318960"}, map[int]string{1: "1"}, 0, 0},
	{"A083386", []string{"-undirected"}, 5, wide(5, 1), []string{"0", "0", "0", "82", "864", "18784", "622868"}, nil, 7, 0},
	{"A175855", []string{"-closed", "-undirected"}, 5, wide(5, 2), []string{"0", "0", "8", "44202", "13311268"}, nil, 5, 0},
	{"A175881", []string{"-closed", "-undirected"}, 6, wide(6, 1), []string{"0", "0", "0", "0", "8", "9862", "1067638", "55488142"}, nil, 7, 0},
	// the 7-wide closed table's first columns cost the most: to 7×2 only
	{"A193054", []string{"-closed", "-undirected"}, 7, wide(7, 2), []string{"0", "0", "1067638"}, nil, 1, 0},
	{"A193055", []string{"-closed", "-undirected"}, 8, wide(8, 1), []string{"0", "0", "0", "0", "44202", "55488142"}, nil, 6, 0},
	{"A306281", []string{"-undirected"}, 6, wide(6, 1), []string{"0", "0", "0", "744", "18784", "3318960"}, nil, 3, 0},
	// the 7-wide open table's second column costs 3 s of CPU, for two zeros: without KNIGHTSTOUR_SLOW=1 the
	// table to n = 1, and A193054's (7 wide, closed) and A306281's (6 wide, open) tables run the same scan
	{"A306283", []string{"-undirected"}, 7, wide(7, 1), []string{"0", "0", "52", "6378", "622868"}, nil, 2, 1},
	{"A389760", []string{"-undirected"}, 8, wide(8, 1), []string{"0", "0", "396", "31088", "18061054"}, nil, 4, 0},
}

// square is the board of a(n) of an n×n sequence.
func square(n int) (int, int) { return n, n }

// wide is the board of a(n) of a sequence of boards w×(per·n).
func wide(w, per int) func(n int) (int, int) {
	return func(n int) (int, int) { return w, per * n }
}

// TestOEISSequences checks the sequences of docs/counting.md (oeisSequences): each
// sequence's row of the doc's table gives its command, and what that command prints,
// as a table and a board at a time, is the published first terms.
func TestOEISSequences(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("docs", "counting.md"))
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]string{}
	for _, line := range strings.Split(string(doc), "\n") {
		if id, _, ok := strings.Cut(strings.TrimPrefix(line, "| "), " |"); ok && strings.HasPrefix(id, "A") && strings.HasPrefix(line, "| A") {
			rows[id] = line
		}
	}
	if len(rows) != len(oeisSequences)+len(oeisCells) {
		t.Errorf("docs/counting.md's table has %d sequences, the test %d", len(rows), len(oeisSequences)+len(oeisCells))
	}
	checkOEISCells(t, rows)
	for _, sq := range oeisSequences {
		sq := sq // go 1.21: one sq for the whole loop, and the subtests run after it
		t.Run(sq.id, func(t *testing.T) {
			t.Parallel()
			count := strings.TrimSpace("-count " + strings.Join(sq.flags, " "))
			want := `printf '0\n' \| ./knightstour ` + count + " -rows "
			if sq.width > 0 {
				want += fmt.Sprintf("%d -cols 1..", sq.width)
			}
			if !strings.Contains(rows[sq.id], want) {
				t.Errorf("docs/counting.md's row of %s does not give the command %q:\n%s", sq.id, want, rows[sq.id])
			}
			args := append([]string{"-count"}, sq.flags...)
			if to := slowOr(sq.tableTo, sq.quickTo); to > 0 {
				_, per := sq.board(1)
				checkOEISTable(t, sq.id, args, sq.width, per, sq.terms[:to])
			}
			for n, term := range sq.terms {
				if x, ok := sq.ours[n+1]; ok {
					term = x
				}
				r, c := sq.board(n + 1)
				out, stderr, code := runOEISBoard(t, append(args, "-rows", fmt.Sprint(r), "-cols", fmt.Sprint(c))...)
				if code != 0 || strings.TrimSpace(out) != term {
					t.Errorf("%s a(%d), %dx%d %v: prints %q (exit %d, stderr %q), published %s", sq.id, n+1, r, c, args, out, code, stderr, term)
				}
			}
		})
	}
}

// checkOEISTable checks that the table of id, args -rows width -cols 1..per·len(terms),
// prints a(n) = terms[n-1] on its line per·n and 0 on the others.
func checkOEISTable(t *testing.T, id string, args []string, width, per int, terms []string) {
	t.Helper()
	cmd := append(args, "-rows", fmt.Sprint(width), "-cols", fmt.Sprintf("1..%d", per*len(terms)))
	out, stderr, code := runMain(t, "0\n", cmd...)
	var want strings.Builder
	for k := 1; k <= per*len(terms); k++ {
		term := "0"
		if k%per == 0 {
			term = terms[k/per-1]
		}
		fmt.Fprintf(&want, "%d %s\n", k, term)
	}
	if code != 0 || out != want.String() {
		t.Errorf("%s: %v prints (exit %d, stderr %q):\n%s\npublished:\n%s", id, cmd, code, stderr, out, want.String())
	}
}

// oeisCells are the sequences of docs/counting.md's "The sequences one by one" that
// count the boards of the first cells of N-row boards (Knuth's, TAOCP Pre-Fascicle 8A):
// the flags, the rows, per (a(n) is the board of the first per·n cells: 2 for the
// closed tours, whose boards have an even number of squares), and terms, a(n) by n as
// published (OEIS's data; DYNAHAM and DYNAHAMP print the same). Up to 7 rows the test runs the table -cells
// 1..cellsTo, whose every line not among the terms must be 0; 8-row boards have no
// table, and the terms are whole boards, 8×(per·n/8), a board at a time. The 6- and
// 7-row tables to cellsTo take 17 s of CPU between them: without KNIGHTSTOUR_SLOW=1 they
// run to quickTo only (6 rows closed to a(11), the first published term; the others'
// first terms past a(1) are past what a second buys), and TestCellsBrute
// (internal/count/frontier) checks the same scan, 6 and 7 wide, paths and cycles, against
// the brute force on 11 and 9 cells.
var oeisCells = []struct {
	id      string
	flags   []string
	rows    int
	per     int
	terms   map[int]string
	cellsTo int
	quickTo int // without KNIGHTSTOUR_SLOW=1, the table -cells 1..quickTo only, when not 0
}{
	{"A383661", []string{"-closed", "-undirected"}, 5, 2, map[int]string{9: "1", 10: "0", 11: "1", 12: "30", 13: "0", 14: "148", 15: "8", 16: "78", 17: "9309", 18: "612", 19: "62749", 20: "44202"}, 40, 0},
	{"A383662", []string{"-closed", "-undirected"}, 6, 2, map[int]string{11: "6", 12: "0", 13: "2", 14: "302", 15: "8", 16: "151", 17: "19072", 18: "9862"}, 36, 22},
	{"A383663", []string{"-closed", "-undirected"}, 7, 2, map[int]string{11: "2"}, 22, 14},
	{"A383664", []string{"-closed", "-undirected"}, 8, 2, map[int]string{20: "44202"}, 0, 0},
	{"A389755", []string{"-undirected"}, 5, 1, map[int]string{1: "1", 14: "4", 17: "4", 18: "95", 19: "144", 20: "82", 21: "16", 22: "125", 23: "1188", 24: "4292", 25: "864"}, 25, 0},
	{"A389756", []string{"-undirected"}, 6, 1, map[int]string{1: "1", 21: "53", 22: "1286"}, 22, 11},
	{"A389757", []string{"-undirected"}, 7, 1, map[int]string{1: "1", 19: "4", 20: "44", 21: "52"}, 12, 9}, // 7 rows of paths are costly: the first 12 cells
	{"A389758", []string{"-undirected"}, 8, 1, map[int]string{24: "396", 32: "31088"}, 0, 0},
}

// checkOEISCells checks the sequences of oeisCells: each one's row of the doc's table
// (rows, by id) gives its command, and what that command prints is its terms.
func checkOEISCells(t *testing.T, rows map[string]string) {
	for _, sq := range oeisCells {
		sq := sq // go 1.21
		t.Run(sq.id, func(t *testing.T) {
			t.Parallel()
			args := append([]string{"-count"}, sq.flags...)
			want := `printf '0\n' \| ./knightstour ` + strings.Join(args, " ") + fmt.Sprintf(" -rows %d -cells 1..", sq.rows)
			if sq.cellsTo == 0 {
				want = `printf '0\n' \| ./knightstour ` + strings.Join(args, " ") + fmt.Sprintf(" -rows %d -cols ", sq.rows)
			}
			if !strings.Contains(rows[sq.id], want) {
				t.Errorf("docs/counting.md's row of %s does not give the command %q:\n%s", sq.id, want, rows[sq.id])
			}
			if sq.cellsTo == 0 {
				for n, term := range sq.terms {
					cols := fmt.Sprint(sq.per * n / sq.rows)
					out, stderr, code := runOEISBoard(t, append(args, "-rows", fmt.Sprint(sq.rows), "-cols", cols)...)
					if code != 0 || strings.TrimSpace(out) != term {
						t.Errorf("%s a(%d), %dx%s %v: prints %q (exit %d, stderr %q), published %s", sq.id, n, sq.rows, cols, args, out, code, stderr, term)
					}
				}
				return
			}
			to := slowOr(sq.cellsTo, sq.quickTo)
			cmd := append(args, "-rows", fmt.Sprint(sq.rows), "-cells", fmt.Sprintf("1..%d", to))
			out, stderr, code := runMain(t, "0\n", cmd...)
			var lines strings.Builder
			for k := 1; k <= to; k++ {
				term, ok := sq.terms[k/sq.per]
				if !ok || k%sq.per != 0 {
					term = "0"
				}
				fmt.Fprintf(&lines, "%d %s\n", k, term)
			}
			if code != 0 || out != lines.String() {
				t.Errorf("%s: %v prints (exit %d, stderr %q):\n%s\nwant:\n%s", sq.id, cmd, code, stderr, out, lines.String())
			}
		})
	}
}

// oeisBoards holds what main printed for the count of one board from every start, by
// its arguments: sequences share boards (6x6 paths, undirected, are A308131's a(6) and
// A306281's; 8x3 and 8x4 are A389758's and A389760's; 8x5 closed is A193055's and
// A383664's), and each board is counted once for all of them.
var oeisBoards sync.Map // string (the arguments) → *oeisBoard

// oeisBoard is one count of oeisBoards: main's stdout, stderr and exit status.
type oeisBoard struct {
	once        sync.Once
	out, stderr string
	code        int
}

// runOEISBoard runs main with args on the queries "0" (every start), once for all the
// tests that ask it the same: see oeisBoards.
func runOEISBoard(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	v, _ := oeisBoards.LoadOrStore(strings.Join(args, " "), &oeisBoard{code: -1})
	b := v.(*oeisBoard)
	b.once.Do(func() { b.out, b.stderr, b.code = runMain(t, "0\n", args...) })
	return b.out, b.stderr, b.code
}

// slowOr returns all with KNIGHTSTOUR_SLOW=1, else quick, or all when quick is 0: how
// far a table of TestOEISSequences runs.
func slowOr(all, quick int) int {
	if quick == 0 || slowOn() {
		return all
	}
	return quick
}
