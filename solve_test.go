package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"slices"
	"testing"

	"knightstour/internal/theory"
	"knightstour/judge"
)

// TestSearchNodes pins how much work the Sicily search does, which the theory notes and
// the node budget rely on: every 8×8 start within 110 nodes, every 5×6 start (Sicily
// 1152) within 336,757, and a full search of the 3×3 board's empty tree.
func TestSearchNodes(t *testing.T) {
	for _, tc := range []struct {
		rows, cols int
		closed     bool
		want       outcome
		maxNodes   int64 // the most nodes any start takes
	}{
		{8, 8, false, found, 110},
		{5, 6, false, found, 336757},
		{1, 1, false, found, 1},
		{3, 3, false, exhausted, 0},
		{2, 5, false, exhausted, 0},
	} {
		t.Run(fmt.Sprintf("%dx%d", tc.rows, tc.cols), func(t *testing.T) {
			s := newSearcher(tc.rows, tc.cols)
			path := make([]int32, tc.rows*tc.cols)
			var most int64
			for start := 0; start < tc.rows*tc.cols; start++ {
				res, nodes := s.search(start, tc.closed, 0, path)
				if res != tc.want {
					t.Fatalf("start %d: outcome %d, want %d", start+1, res, tc.want)
				}
				if res == found {
					if err := judge.CheckLine(tc.rows, tc.cols, start+1, tc.closed, string(appendTour(nil, path))); err != nil {
						t.Fatalf("start %d: %v", start+1, err)
					}
				}
				most = max(most, nodes)
			}
			if tc.maxNodes > 0 && most != tc.maxNodes {
				t.Errorf("the hardest start takes %d nodes, want %d", most, tc.maxNodes)
			}
		})
	}
}

// TestSearchBudget checks that a search stops at its budget, or before it where it has
// proved that it would run out, and leaves the searcher ready for the next search.
func TestSearchBudget(t *testing.T) {
	s := newSearcher(5, 6)
	path := make([]int32, 30)
	var hard int
	var most int64
	for start := 0; start < 30; start++ {
		if _, n := s.search(start, false, 0, path); n > most {
			hard, most = start, n
		}
	}
	for _, budget := range []int64{1, 2, 1000, most - 1} {
		if res, n := s.search(hard, false, budget, path); res != overBudget || n > budget {
			t.Errorf("budget %d: outcome %d after %d nodes, want overBudget within the budget", budget, res, n)
		}
	}
	if res, n := s.search(hard, false, most, path); res != found || n != most {
		t.Errorf("budget %d: outcome %d after %d nodes, want found", most, res, n)
	}
	fresh := newSearcher(5, 6)
	for v := range s.deg {
		if s.deg[v] != fresh.deg[v] {
			t.Fatalf("square %d: searcher not restored after searches", v+1)
		}
	}
}

// TestSearchAsPlain checks that the search, which may stop before its budget runs out,
// gives exactly the answers of the plain search of the seed (plainSearch): the same
// tour where that one finds a tour within the budget, and no tour where it does not.
// It runs every start with a tour of the boards 5×5 to 9×9 and 12×12, open and
// closed, with a budget of 20,000 nodes (the claim holds for any budget; a small one
// keeps the plain search quick), and a sample of the starts of 100×100, where the
// search stops early most, with the budget of -method auto (all 10,000 starts with
// KNIGHTSTOUR_SLOW=1, a few minutes).
func TestSearchAsPlain(t *testing.T) {
	type board struct {
		rows, cols, step int
		budget           int64
	}
	boards := []board{{12, 12, 1, 20_000}, {100, 100, 397, autoBudget(10_000)}}
	if os.Getenv("KNIGHTSTOUR_SLOW") == "1" {
		boards[1].step = 1
	}
	for m := 5; m <= 9; m++ {
		for n := m; n <= 9; n++ {
			boards = append(boards, board{m, n, 1, 20_000})
		}
	}
	for _, b := range boards {
		for _, closed := range []bool{false, true} {
			if closed && b.rows == 100 {
				continue
			}
			t.Run(fmt.Sprintf("%dx%d/closed=%v", b.rows, b.cols, closed), func(t *testing.T) {
				n := b.rows * b.cols
				s := newSearcher(b.rows, b.cols)
				path := make([]int32, n)
				for start := 0; start < n; start += b.step {
					if theory.Check(b.rows, b.cols, start/b.cols, start%b.cols, closed) != nil {
						continue
					}
					want, _ := plainSearch(b.rows, b.cols, start, closed, b.budget)
					res, _ := s.search(start, closed, b.budget, path)
					switch {
					case want == nil && res == found:
						t.Errorf("start %d: found a tour that the plain search does not find within %d nodes", start+1, b.budget)
					case want != nil && res != found:
						t.Errorf("start %d: outcome %d, but the plain search finds a tour", start+1, res)
					case want != nil && !slices.Equal(want, path):
						t.Errorf("start %d: another tour than the plain search's", start+1)
					}
				}
			})
		}
	}
}

// TestNodesUnder checks doomedSubtree and nodesUnder against a count: at the first dead
// end of the search from starts where the search fails, the subtree that doomedSubtree
// finds must hold no tour, and as many nodes below its root as nodesUnder says where
// it says it counted them, at least as many where it did not (counted here by trying
// every path, up to one more than that number).
func TestNodesUnder(t *testing.T) {
	const want = 1 << 20
	checked := 0
	for _, tc := range []struct{ rows, cols, start int }{
		{7, 7, 30}, {100, 100, 0}, {100, 100, 198}, {100, 100, 388}, {100, 100, 1649},
		{100, 100, 1940}, {100, 100, 2716}, {100, 100, 952},
	} {
		s := newSearcher(tc.rows, tc.cols)
		// The greedy descent of the search, to its first dead end.
		d := 0
		s.visit(int32(tc.start))
		s.enter(0, int32(tc.start))
		for s.stack[d].n > 0 {
			w := s.stack[d].cand[0]
			s.visit(w)
			d++
			s.enter(d, w)
		}
		x := s.doomedSubtree(d)
		if x > d {
			t.Errorf("%dx%d from %d: no doomed subtree at the dead end at depth %d", tc.rows, tc.cols, tc.start+1, d)
			s.unwind(d)
			continue
		}
		n, exact := s.nodesUnder(x, d, want)
		// Count the nodes below the square at depth x: every path from it through the
		// squares unvisited there.
		for j := d; j > x; j-- {
			s.leave(s.stack[j].sq)
		}
		var count int64
		tour := false
		var walk func(v int32, depth int)
		walk = func(v int32, depth int) {
			if depth == tc.rows*tc.cols-1 {
				tour = true
			}
			for _, w := range s.nbr[v][:s.nnbr[v]] {
				if s.deg[w]&visited == 0 && count <= n && !tour {
					count++
					s.visit(w)
					walk(w, depth+1)
					s.leave(w)
				}
			}
		}
		walk(s.stack[x].sq, x)
		s.unwind(x)
		switch {
		case tour:
			t.Errorf("%dx%d from %d: the subtree at depth %d holds a tour", tc.rows, tc.cols, tc.start+1, x)
		case count < n:
			t.Errorf("%dx%d from %d: %d nodes below depth %d, but nodesUnder says %d", tc.rows, tc.cols, tc.start+1, count, x, n)
		case exact && n < want && count != n:
			t.Errorf("%dx%d from %d: %d nodes below depth %d, but nodesUnder counted %d", tc.rows, tc.cols, tc.start+1, count, x, n)
		}
		t.Logf("%dx%d from %d: dead end at depth %d, doomed from depth %d, %d nodes below it (counted: %v)", tc.rows, tc.cols, tc.start+1, d, x, n, exact)
		checked++
	}
	if checked < 6 {
		t.Errorf("only %d dead ends checked", checked)
	}
}

func BenchmarkSearch8x8(b *testing.B) {
	s := newSearcher(8, 8)
	path := make([]int32, 64)
	for i := 0; i < b.N; i++ {
		s.search(i%64, false, 0, path)
	}
}

// BenchmarkSearchNodes measures the cost of one search node, on a 12×12 start where the
// search wanders until its budget runs out.
func BenchmarkSearchNodes(b *testing.B) {
	s := newSearcher(12, 12)
	path := make([]int32, 144)
	start := -1
	for v := 0; v < 144 && start < 0; v++ {
		if res, _ := s.search(v, false, 1_000_000, path); res == overBudget {
			start = v
		}
	}
	if start < 0 {
		b.Fatal("no 12×12 start exceeds 10⁶ nodes")
	}
	b.ResetTimer()
	var nodes int64
	for i := 0; i < b.N; i++ {
		_, n := s.search(start, false, 100_000, path)
		nodes += n
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(nodes), "ns/node")
}

// BenchmarkSearch100x100 answers every 10th start of 100×100 as -method auto does (the
// Sicily search within its budget, else the construction), writing each line, and
// reports the cost per query and how many searches ran out of budget without a proof
// that they would (those that still spend the whole budget).
func BenchmarkSearch100x100(b *testing.B) {
	cfg := &config{rows: 100, cols: 100, method: methodAuto, format: formatLine}
	w := bufio.NewWriterSize(io.Discard, 1<<20)
	s := newSearcher(100, 100)
	path := make([]int32, 10000)
	full := 0
	for start := 0; start < 10000; start += 10 {
		if res, n := s.search(start, false, autoBudget(10000), path); res != found && n >= autoBudget(10000) {
			full++
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		a := newAnswerer(cfg) // no cache from the last round
		for start := 1; start <= 10000; start += 10 {
			line, walk, err := a.tour(start)
			if err != nil {
				b.Fatal(err)
			}
			if err := writeLine(w, line, walk); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1000, "ns/query")
	b.ReportMetric(float64(full)/10, "%budget-spent")
}

// BenchmarkSearchCounted times the search on 100×100 from square 199, one of the
// starts from which the search gets into a subtree with no tour and about a million
// nodes: it counts them (countPaths) instead of trying them, and stops.
func BenchmarkSearchCounted(b *testing.B) {
	s := newSearcher(100, 100)
	path := make([]int32, 10000)
	for i := 0; i < b.N; i++ {
		if res, n := s.search(198, false, autoBudget(10000), path); res != overBudget || n >= autoBudget(10000) {
			b.Fatalf("outcome %d after %d nodes, want overBudget before the budget", res, n)
		}
	}
}
