package countprog

import (
	"math/big"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/knightstour/knightstour/internal/count/brutetest"
)

// bruteCounts is brutetest.From for one board, each start's counted once.
type bruteCounts struct {
	rows, cols int
	mu         sync.Mutex
	from       map[int][]int64
}

// bruteBoards are the bruteCounts of the boards the tests have counted, each board's
// shared by every test of the package: a test that checks the conventions on 5×6 needs
// the tours from every start, and so do three more.
var bruteBoards = struct {
	sync.Mutex
	m map[[2]int]*bruteCounts
}{m: map[[2]int]*bruteCounts{}}

// bruteFor returns the bruteCounts of the rows×cols board.
func bruteFor(rows, cols int) *bruteCounts {
	bruteBoards.Lock()
	defer bruteBoards.Unlock()
	b := bruteBoards.m[[2]int{rows, cols}]
	if b == nil {
		b = &bruteCounts{rows: rows, cols: cols, from: map[int][]int64{}}
		bruteBoards.m[[2]int{rows, cols}] = b
	}
	return b
}

// tours is the number of tours from s to e: those from e to s read backwards, where
// only e's have been counted.
func (b *bruteCounts) tours(s, e int) int64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	if t, ok := b.from[e]; ok {
		return t[s]
	}
	if b.from[s] == nil {
		b.from[s] = brutetest.From(b.rows, b.cols, s)
	}
	return b.from[s][e]
}

// publishedTours are counts from the literature for boards too large for brutetest.From:
// undirected closed tours (OEIS A001230, A070030, A175881) and directed open tours of
// n×n boards from every start (A165134), keyed by board and kind.
var publishedTours = map[string]string{
	"6x6 closed":  "9862",              // A001230, A175881
	"3x12 closed": "176",               // A070030
	"3x40 closed": "11010065269439104", // A070030
	"6x6 open":    "6637920",           // A165134 (directed, every start)
	"6x6 paths":   "3318960",           // A083386 (undirected)
	"6x6 strict":  "2963928",           // TAOCP 8A (undirected, ends not a knight's move apart)
}

// bruteSquares is the largest board that checkCounts counts by brute force.
const bruteSquares = 30

// expectedCount returns what the count program should answer to query q (1-based
// start, or 0) on cfg's board, from brutetest.From on boards of at most bruteSquares and
// from publishedTours otherwise; ok is false when neither knows.
func expectedCount(cfg Config, q int, brute *bruteCounts) (want *big.Int, ok bool) {
	rows, cols, n := cfg.Rows, cfg.Cols, cfg.Rows*cfg.Cols
	adjacent := func(a, b int) bool { return brutetest.Adjacent(cols, a, b) }
	if brute != nil {
		var sum int64
		for s := 0; s < n; s++ {
			for e := 0; e < n; e++ {
				once := !cfg.Undirected || cfg.Closed || q != 0 || s <= e // an undirected path from its lesser end
				if (q == 0 || s == q-1) && (cfg.End == 0 || e == cfg.End-1) && (!cfg.Closed || adjacent(s, e)) && (!cfg.Open || !adjacent(s, e)) && once {
					sum += brute.tours(s, e)
				}
			}
		}
		switch {
		case !cfg.Undirected || !cfg.Closed || n == 1:
		case q == 0: // a cycle from each of its squares, each way
			sum /= int64(2 * n)
		default:
			sum /= 2
		}
		return big.NewInt(sum), true
	}
	board := strconv.Itoa(rows) + "x" + strconv.Itoa(cols)
	if cfg.Closed {
		p, ok := publishedTours[board+" closed"]
		if !ok {
			return nil, false
		}
		c, _ := new(big.Int).SetString(p, 10)
		if cfg.Undirected && cfg.End == 0 {
			return c, true
		}
		switch {
		case cfg.End == 0 && q == 0: // 2 directions × n starts × C
			return c.Mul(c, big.NewInt(int64(2*n))), true
		case cfg.End == 0 || q == 0: // 2C from one start, or to one end
			return c.Lsh(c, 1), true
		case !adjacent(q-1, cfg.End-1):
			return new(big.Int), true
		}
		// Cycles through the edge from q to the end: every cycle when the end is a
		// corner of a board whose corners have two neighbours.
		if e := cfg.End - 1; (e == 0 || e == n-1 || e == cols-1 || e == n-cols) && min(rows, cols) >= 3 {
			return c, true
		}
		return nil, false
	}
	kind := " open"
	switch {
	case cfg.Undirected && cfg.Open:
		kind = " strict"
	case cfg.Undirected:
		kind = " paths"
	case cfg.Open:
		return nil, false
	}
	if p, ok := publishedTours[board+kind]; ok && q == 0 && cfg.End == 0 {
		c, _ := new(big.Int).SetString(p, 10)
		return c, true
	}
	return nil, false
}

// checkCounts checks the answers out to the queries qs: one decimal line per query,
// each equal to the test's own count (brute force or published).
func checkCounts(t *testing.T, cfg Config, qs []int, out string) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if out == "" {
		lines = nil
	}
	if len(lines) != len(qs) {
		t.Fatalf("%d answers for %d queries", len(lines), len(qs))
	}
	var brute *bruteCounts
	if cfg.Rows*cfg.Cols <= bruteSquares {
		brute = bruteFor(cfg.Rows, cfg.Cols)
	}
	for i, q := range qs {
		want, ok := expectedCount(cfg, q, brute)
		if !ok {
			t.Errorf("query %d: no independent count to check %q against", q, lines[i])
			continue
		}
		if lines[i] != want.String() {
			t.Errorf("query %d: %q, want %v", q, lines[i], want)
		}
	}
}
