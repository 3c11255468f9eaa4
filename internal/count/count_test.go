package count

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/knightstour/knightstour/internal/count/brutetest"
)

// checkBoard compares each method with the brute force on the rows×cols board, for
// every start (and Every) and, for each end in ends, open and closed tours.
func checkBoard(t *testing.T, rows, cols int, ends []int) {
	t.Helper()
	checkTable(t, rows, cols, brutetest.Tours(rows, cols), ends)
}

// checkTable is checkBoard with the brute force's table bt.
func checkTable(t *testing.T, rows, cols int, bt [][]int64, ends []int) {
	t.Helper()
	n := rows * cols
	for _, method := range []Method{MethodDFS, MethodScan} {
		for _, closed := range []bool{false, true} {
			for _, end := range ends {
				c, err := New(rows, cols, closed, end, Options{Workers: 2, Method: method})
				if err != nil {
					t.Fatal(err)
				}
				for start := Every; start < n; start++ {
					got, err := c.Tours(context.Background(), start)
					if err != nil {
						t.Fatalf("%dx%d %v closed=%v start %d end %d: %v", rows, cols, method, closed, start, end, err)
					}
					want := bruteCount(bt, rows, cols, start, end, closed)
					if !got.IsInt64() || got.Int64() != want {
						t.Errorf("%dx%d %v closed=%v start %d end %d: %v tours, brute force %d", rows, cols, method, closed, start, end, got, want)
					}
				}
			}
		}
	}
}

// TestSmallBoards checks both methods on every start of every board of at most 30
// squares, either way round, open and closed, from every start and to a corner, a
// middle square and the last square (on boards of 26 to 30 squares, to a corner),
// against the brute force.
func TestSmallBoards(t *testing.T) {
	for rows := 1; rows <= 30; rows++ {
		for cols := rows; rows*cols <= 30; cols++ {
			t.Run(fmt.Sprintf("%dx%d", rows, cols), func(t *testing.T) {
				n := rows * cols
				ends := []int{Every, 0, n / 2, n - 1}
				switch {
				case n <= 2:
					ends = ends[:1]
				case n > 25:
					ends = ends[:2]
				}
				bt := brutetest.Tours(rows, cols)
				checkTable(t, rows, cols, bt, ends)
				if rows != cols {
					checkTable(t, cols, rows, transposeTours(bt, rows, cols), ends)
				}
			})
		}
	}
}

// TestEndPairs checks every start and end (Every included) of every board up to 4×5
// (either way round), open and closed, against the brute force.
func TestEndPairs(t *testing.T) {
	for rows := 1; rows <= 5; rows++ {
		for cols := 1; cols <= 5; cols++ {
			if min(rows, cols) > 4 {
				continue
			}
			t.Run(fmt.Sprintf("%dx%d", rows, cols), func(t *testing.T) {
				ends := []int{Every}
				for e := 0; e < rows*cols; e++ {
					ends = append(ends, e)
				}
				checkBoard(t, rows, cols, ends)
			})
		}
	}
}

// published are counts from the literature, as the counter defines them (directed
// tours; closed tours counted from every start). Sources: OEIS A001230 (undirected
// closed tours of 2n×2n), A070030 (undirected closed tours of 3×2n), A175881
// (undirected closed tours of 6×n), A165134 (directed open tours of n×n).
var published = []struct {
	rows, cols int
	closed     bool
	start      int
	undirected string // the published number
	scale      int64  // tours = undirected × scale
}{
	{6, 6, true, 0, "9862", 2},               // A001230, A175881
	{6, 5, true, 0, "8", 2},                  // A175881
	{3, 10, true, 0, "16", 2},                // A070030
	{3, 12, true, 0, "176", 2},               // A070030
	{3, 20, true, 0, "1448416", 2},           // A070030
	{3, 30, true, 0, "126169362176", 2},      // A070030
	{3, 40, true, 0, "11010065269439104", 2}, // A070030
	{5, 5, false, Every, "1728", 1},          // A165134 (directed)
	{5, 5, false, 0, "304", 1},               // A165134's table of starts
	{5, 5, false, 2, "56", 1},
	{5, 5, false, 12, "64", 1},
}

// TestPublished compares the counter with published counts.
func TestPublished(t *testing.T) {
	for _, tc := range published {
		t.Run(fmt.Sprintf("%dx%d-%v-%d", tc.rows, tc.cols, tc.closed, tc.start), func(t *testing.T) {
			c, err := New(tc.rows, tc.cols, tc.closed, Every, Options{})
			if err != nil {
				t.Fatal(err)
			}
			got, err := c.Tours(context.Background(), tc.start)
			if err != nil {
				t.Fatal(err)
			}
			want, _ := new(big.Int).SetString(tc.undirected, 10)
			want.Mul(want, big.NewInt(tc.scale))
			if got.Cmp(want) != 0 {
				t.Errorf("%v tours, published %v", got, want)
			}
		})
	}
}

// TestPackings counts with each packing of the keys (the board's own is chosen by its
// width; the others are forced here) and expects the same numbers.
func TestPackings(t *testing.T) {
	for _, b := range []struct{ rows, cols int }{{5, 5}, {5, 6}} {
		for _, closed := range []bool{false, true} {
			var want []*big.Int
			for _, pack := range []int{packNibbles, packRadix, packWide} {
				c, err := New(b.rows, b.cols, closed, Every, Options{Method: MethodScan})
				if err != nil {
					t.Fatal(err)
				}
				c.scan.layout().pack, c.scan.layout().wide = pack, pack == packWide
				got := sampleTours(t, c, b.rows*b.cols)
				if want == nil {
					want = got
					continue
				}
				for i := range got {
					if got[i].Cmp(want[i]) != 0 {
						t.Errorf("%dx%d closed=%v packing %d: query %d: %v, nibbles give %v", b.rows, b.cols, closed, pack, i, got[i], want[i])
					}
				}
			}
		}
	}
}

// TestKeyRoundTrip packs and unpacks random frontiers with every packing.
func TestKeyRoundTrip(t *testing.T) {
	for _, w := range []int{3, 7, 8, 13} {
		sc, err := newScan(w, 20)
		if err != nil {
			t.Fatal(err)
		}
		packs := []int{packWide}
		if sc.pack != packWide {
			packs = append(packs, sc.pack)
		}
		for _, pack := range packs {
			sc.pack, sc.wide = pack, pack == packWide
			seed := uint64(w)
			for trial := 0; trial < 1000; trial++ {
				var codes, back [2*MaxWidth + 2]uint8
				for i := 0; i < sc.win; i++ {
					seed = seed*6364136223846793005 + 1442695040888963407
					codes[i] = uint8(seed>>59) % uint8(codeLabel+w)
				}
				ends := trial % 3
				k := sc.packKey(&codes, ends)
				if k.lo == emptyWord {
					t.Fatalf("w=%d packing %d: a key equals the empty mark", w, pack)
				}
				if e := sc.unpack(k, &back); e != ends || back != codes {
					t.Fatalf("w=%d packing %d: %v ends %d came back as %v ends %d", w, pack, codes[:sc.win], ends, back[:sc.win], e)
				}
			}
		}
	}
}

// TestThreeRowRecurrence checks counts past 2^64: the closed tours of 3×2n boards obey a
// linear recurrence whose coefficients are the denominator of their generating
// function (OEIS A169769: 1 - 6z² - 64z⁴ + 200z⁶ + ...), so the exact counts of 3×2n up
// to 3×120 (about 10^60) must satisfy it; a lost carry would break it. The first
// counts are also checked against A070030.
func TestThreeRowRecurrence(t *testing.T) {
	coef := []int64{6, 64, -200, -1000, 3016, 3488, -24256, 23776, 104168, -203408, -184704,
		443392, 14336, -151296, 145920, -263424, 317440, 36864, -966656, 573440, 131072}
	a070030 := []string{"0", "0", "0", "0", "16", "176", "1536", "15424", "147728", "1448416",
		"14060048", "136947616", "1332257856", "12965578752", "126169362176", "1227776129152",
		"11947846468608", "116266505653888", "1131418872918784", "11010065269439104"}
	var a []*big.Int // a[i]: undirected closed tours of 3×2(i+1)
	for n := 1; n <= 60; n++ {
		c, err := New(3, 2*n, true, Every, Options{})
		if err != nil {
			t.Fatal(err)
		}
		x, err := c.Tours(context.Background(), 0)
		if err != nil {
			t.Fatal(err)
		}
		a = append(a, x.Rsh(x, 1)) // from one start: 2 per cycle
	}
	for i, s := range a070030 {
		if a[i].String() != s {
			t.Errorf("3x%d: %v closed tours, A070030 has %s", 2*(i+1), a[i], s)
		}
	}
	if a[59].BitLen() <= 128 {
		t.Fatalf("3x120 has only %d bits", a[59].BitLen())
	}
	// The numerator of the generating function has degree 22 (in z²): the recurrence
	// holds from 3×46 on.
	for n := len(coef) + 1; n < len(a); n++ {
		sum := new(big.Int)
		for i, c := range coef {
			sum.Add(sum, new(big.Int).Mul(big.NewInt(c), a[n-1-i]))
		}
		if sum.Cmp(a[n]) != 0 {
			t.Errorf("3x%d: %v closed tours, the recurrence gives %v", 2*(n+1), a[n], sum)
		}
	}
}

// TestChain counts with the last 2 or 3 squares of each row in one step (as on wide
// boards), or whole rows, and expects the counts of one square a step: cycles, paths
// with free ends, and paths to a fixed end.
func TestChain(t *testing.T) {
	for _, b := range []struct {
		rows, cols int
		closed     bool
		end        int
	}{{5, 5, false, Every}, {5, 5, true, Every}, {5, 6, true, Every}, {5, 5, false, 0}, {5, 6, true, 8}} {
		var want []*big.Int
		for _, chain := range []int{1, 2, 3, min(b.rows, b.cols)} {
			c, err := New(b.rows, b.cols, b.closed, b.end, Options{Method: MethodScan})
			if err != nil {
				t.Fatal(err)
			}
			c.scan.chain = chain
			got := sampleTours(t, c, b.rows*b.cols)
			if want == nil {
				want = got
				continue
			}
			for i := range got {
				if got[i].Cmp(want[i]) != 0 {
					t.Errorf("%dx%d closed=%v chain %d: query %d: %v, one square a step gives %v", b.rows, b.cols, b.closed, chain, i, got[i], want[i])
				}
			}
		}
	}
}

// TestMemoryBudget counts with a memory budget that makes this package's own scan
// (that of boards wider than package frontier's, and of the rounds) go to the end of a
// row in one step where a layer would grow past half of it, and expects the same count
// in fewer steps (the paths from square 1 of 5x6: the scan alone counts them).
func TestMemoryBudget(t *testing.T) {
	from := func(c *Counter) *big.Int {
		t.Helper()
		x, err := c.scan.problem(false, []int{c.scan.layout().sq(0)}, true).run(context.Background(), c.engine())
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	free, err := New(5, 6, false, Every, Options{Method: MethodScan})
	if err != nil {
		t.Fatal(err)
	}
	want := from(free)
	budget, err := New(5, 6, false, Every, Options{MaxBytes: free.Progress().PeakBytes * 6 / 5, Method: MethodScan})
	if err != nil {
		t.Fatal(err)
	}
	if got := from(budget); got.Cmp(want) != 0 {
		t.Errorf("%v tours within the budget, %v without", got, want)
	}
	if s, f := budget.m.steps.Load(), free.m.steps.Load(); s >= f {
		t.Errorf("%d steps within the budget, %d without: no row went in one step", s, f)
	}
}

// TestPruneSound checks the degree prune against a plain count of each square's
// neighbours: whenever feasible rejects a state, some unprocessed square really cannot
// reach its least degree (or, on paths, more squares than two must be ends). States
// come from the first rows of wide boards, where the prune works on bit masks.
func TestPruneSound(t *testing.T) {
	for _, b := range []struct {
		rows, cols int
		closed     bool
	}{{8, 8, true}, {8, 8, false}, {9, 13, true}, {6, 6, false}} {
		c, err := New(b.rows, b.cols, b.closed, Every, Options{})
		if err != nil {
			t.Fatal(err)
		}
		p := c.scan.problem(b.closed, nil, !b.closed)
		p.raw = true
		p.unforced = true // TestForcedSound checks the forced edges
		layer := map[key]bool{{}: true}
		var out [maxSucc]key
		rejected := 0
		for v := 0; v < p.n-1; v++ {
			next := map[key]bool{}
			for k := range layer {
				n := p.expand(v, k, &out)
				for j := 0; j < n && len(next) < 300; j++ {
					next[out[j]] = true
				}
			}
			// Each state of next, as the frontier after v: feasible with every window
			// square marked changed must agree with the plain count where it rejects.
			// Only the states it keeps go on.
			kept := map[key]bool{}
			for k := range next {
				g, ends := p.frontierOf(k)
				g.open = p.openMask(v, g)
				all := uint64(1)<<uint(min(p.win, p.n-1-v)) - 1 // every window square on the board
				if p.feasible(v, g, all, ends) {
					kept[k] = true
					continue
				}
				rejected++
				if p.plainFeasible(v, g, ends) {
					t.Fatalf("%dx%d after square %d: the prune rejects a state that the plain count keeps", b.rows, b.cols, v)
				}
			}
			layer = kept
		}
		t.Logf("%dx%d closed=%v: %d states rejected, all rightly", b.rows, b.cols, b.closed, rejected)
	}
}

// TestForcedSound checks the forced edges of the degree prune of a path (see
// pathFeasible): with them and without, the scan counts the same paths on each board
// and end, and with them it expands fewer states.
func TestForcedSound(t *testing.T) {
	for _, b := range []struct{ rows, cols, start int }{
		{5, 5, Every}, {5, 6, Every}, {7, 5, Every}, {3, 10, Every}, {4, 9, Every}, {5, 5, 0}, {6, 5, 7}, {5, 6, 3},
	} {
		t.Run(fmt.Sprintf("%dx%d-from-%d", b.rows, b.cols, b.start), func(t *testing.T) {
			var counts [2]*big.Int
			var states [2]int64
			for i, unforced := range []bool{true, false} {
				c, err := New(b.rows, b.cols, false, Every, Options{Method: MethodScan})
				if err != nil {
					t.Fatal(err)
				}
				var fixed []int
				if b.start != Every {
					fixed = []int{c.scan.layout().sq(b.start)}
				}
				p := c.scan.problem(false, fixed, true)
				p.unforced = unforced
				if counts[i], err = p.run(context.Background(), c.engine()); err != nil {
					t.Fatal(err)
				}
				states[i] = c.m.expanded.Load()
			}
			if counts[0].Cmp(counts[1]) != 0 {
				t.Errorf("%v paths with the forced edges, %v without", counts[1], counts[0])
			}
			if states[1] >= states[0] {
				t.Errorf("%d states expanded with the forced edges, %d without: no fewer", states[1], states[0])
			}
		})
	}
}

// frontierOf decodes a state (the window after square v) into the frontier as feasible
// sees it: window index i+1 is the state's square i.
func (p *problem) frontierOf(k key) (*frontier, int) {
	var codes [2*MaxWidth + 2]uint8
	ends := p.unpack(k, &codes)
	g := &frontier{}
	first := map[uint8]int{}
	for i := 0; i < p.win; i++ {
		switch c := codes[i]; {
		case c == codeFull:
			g.deg[i+1] = 2
		case c == codeToEnd:
			g.deg[i+1], g.mate[i+1] = 1, mateEnd
		case c >= codeLabel:
			g.deg[i+1] = 1
			if j, ok := first[c]; ok {
				g.mate[i+1], g.mate[j] = int8(j), int8(i+1)
			} else {
				first[c] = i + 1
			}
		}
	}
	return g, ends
}

// plainFeasible is the degree condition by plain neighbour counting over every
// unprocessed square of the board.
func (p *problem) plainFeasible(v int, g *frontier, ends int) bool {
	deg := func(u int) int {
		if u-v <= p.win {
			return int(g.deg[u-v])
		}
		return 0
	}
	mustEnd := 0
	for u := v + 1; u < p.n; u++ {
		if deg(u) == 2 {
			continue
		}
		c := deg(u)
		for x := v + 1; x < p.n; x++ {
			dr, dc := u/p.w-x/p.w, u%p.w-x%p.w
			if dr*dr+dc*dc == 5 && deg(x) < 2 {
				c++
			}
		}
		need := 2
		if p.role[u] != roleInner {
			need = 1
		}
		if c < need {
			return false
		}
		if p.role[u] == roleFree && c < 2 {
			mustEnd++
		}
	}
	return ends+mustEnd <= p.maxEnd
}

// sampleTours returns c's counts for the query Every and every 7th start after it on a
// board of squares squares.
func sampleTours(t *testing.T, c *Counter, squares int) []*big.Int {
	t.Helper()
	var got []*big.Int
	for start := Every; start < squares; start += 7 {
		x, err := c.Tours(context.Background(), start)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, x)
	}
	return got
}
