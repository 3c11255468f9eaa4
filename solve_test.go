package main

import (
	"fmt"
	"testing"

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

// TestSearchBudget checks that a search stops at its budget and leaves the searcher
// ready for the next search.
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
		if res, n := s.search(hard, false, budget, path); res != overBudget || n != budget {
			t.Errorf("budget %d: outcome %d after %d nodes, want overBudget after %d", budget, res, n, budget)
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
