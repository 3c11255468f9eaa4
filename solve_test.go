package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"slices"
	"testing"

	"knightstour/internal/sicily"
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
			s := newSearcher(tc.rows, tc.cols, fullSearch(tc.cols, tc.closed, nil))
			path := make([]int32, tc.rows*tc.cols)
			var most int64
			for start := 0; start < tc.rows*tc.cols; start++ {
				res, nodes := s.search(start, 0, path)
				if res != tc.want {
					t.Fatalf("start %d: outcome %d, want %d", start+1, res, tc.want)
				}
				if res == found {
					if err := judge.CheckLine(tc.rows, tc.cols, start+1, tc.closed, string(sicily.AppendTour(nil, path))); err != nil {
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
	s := newSearcher(5, 6, searchOptions{prune: &pruning{}})
	path := make([]int32, 30)
	var hard int
	var most int64
	for start := 0; start < 30; start++ {
		if _, n := s.search(start, 0, path); n > most {
			hard, most = start, n
		}
	}
	for _, budget := range []int64{1, 2, 1000, most - 1} {
		if res, n := s.search(hard, budget, path); res != overBudget || n > budget {
			t.Errorf("budget %d: outcome %d after %d nodes, want overBudget within the budget", budget, res, n)
		}
	}
	if res, n := s.search(hard, most, path); res != found || n != most {
		t.Errorf("budget %d: outcome %d after %d nodes, want found", most, res, n)
	}
	fresh := newSearcher(5, 6, searchOptions{prune: &pruning{}})
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
				s := newSearcher(b.rows, b.cols, fullSearch(b.cols, closed, nil))
				path := make([]int32, n)
				for start := 0; start < n; start += b.step {
					if theory.Check(b.rows, b.cols, start/b.cols, start%b.cols, closed) != nil {
						continue
					}
					want, _ := plainSearch(b.rows, b.cols, start, closed, b.budget)
					res, _ := s.search(start, b.budget, path)
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

func BenchmarkSearch8x8(b *testing.B) {
	s := newSearcher(8, 8, searchOptions{prune: &pruning{}})
	path := make([]int32, 64)
	for i := 0; i < b.N; i++ {
		s.search(i%64, 0, path)
	}
}

// BenchmarkSearchNodes measures the cost of one search node, on a 12×12 start where the
// search wanders until its budget runs out.
func BenchmarkSearchNodes(b *testing.B) {
	s := newSearcher(12, 12, searchOptions{prune: &pruning{}})
	path := make([]int32, 144)
	start := -1
	for v := 0; v < 144 && start < 0; v++ {
		if res, _ := s.search(v, 1_000_000, path); res == overBudget {
			start = v
		}
	}
	if start < 0 {
		b.Fatal("no 12×12 start exceeds 10⁶ nodes")
	}
	b.ResetTimer()
	var nodes int64
	for i := 0; i < b.N; i++ {
		_, n := s.search(start, 100_000, path)
		nodes += n
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(nodes), "ns/node")
}

// BenchmarkSearch100x100 answers every 10th start of 100×100 as -method auto does (the
// Sicily search within its budget, else the construction), writing each line, and
// reports the cost per query and how many searches ran out of budget without a proof
// that they would (those that still spend the whole budget).
func BenchmarkSearch100x100(b *testing.B) {
	cfg := &tourConfig{rows: 100, cols: 100, method: methodAuto, format: formatLine}
	w := bufio.NewWriterSize(io.Discard, 1<<20)
	s := newSearcher(100, 100, searchOptions{prune: &pruning{}})
	path := make([]int32, 10000)
	full := 0
	for start := 0; start < 10000; start += 10 {
		if res, n := s.search(start, autoBudget(10000), path); res != found && n >= autoBudget(10000) {
			full++
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		a := newAnswerer(cfg, sicily.MaxCache, nil) // no cache from the last round
		for start := 1; start <= 10000; start += 10 {
			ans, err := a.tour(start)
			if err != nil {
				b.Fatal(err)
			}
			if err := ans.writeLine(w); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1000, "ns/query")
	b.ReportMetric(float64(full)/10, "%budget-spent")
}

// TestTheoryAgainstSearch checks the existence table against exhaustive search: on every
// board small enough to search to the end, the Sicily search finds a tour (closed when
// asked) exactly from the squares where theory says one exists.
func TestTheoryAgainstSearch(t *testing.T) {
	type board struct{ rows, cols int }
	var boards []board
	for m := 1; m <= 4; m++ {
		for n := m; n <= 8 && (m < 4 || n <= 6); n++ { // 4×7 and up take minutes
			boards = append(boards, board{m, n})
			if m != n {
				boards = append(boards, board{n, m})
			}
		}
	}
	boards = append(boards, board{5, 5}, board{5, 6}, board{6, 5}, board{3, 10}, board{10, 3})
	for _, b := range boards {
		for _, closed := range []bool{false, true} {
			t.Run(fmt.Sprintf("%dx%d/closed=%v", b.rows, b.cols, closed), func(t *testing.T) {
				s := newSearcher(b.rows, b.cols, fullSearch(b.cols, closed, nil))
				path := make([]int32, b.rows*b.cols)
				for start := 0; start < b.rows*b.cols; start++ {
					res, nodes := s.search(start, 50_000_000, path)
					if res == overBudget {
						t.Fatalf("start %d: no answer within %d nodes", start+1, nodes)
					}
					want := theory.Check(b.rows, b.cols, start/b.cols, start%b.cols, closed)
					if (res == found) != (want == nil) {
						t.Errorf("start %d: search %v, theory %v", start+1, res == found, want)
					}
				}
			})
		}
	}
}
