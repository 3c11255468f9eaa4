package search

import (
	"fmt"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/knightstour/knightstour/internal/pcg"
	"github.com/knightstour/knightstour/internal/tour/sicily"
	"github.com/knightstour/knightstour/judge"
)

// TestSearchAsSicily checks that the search with no additions is the plain search of
// package sicily, the one the submission runs: on every start of the boards below, the
// same outcome, the same tour and the same number of nodes. 8×8 is Sicily 1153, where
// the hardest start takes 110 nodes; 5×6 is Sicily 1152, where it takes 336,757.
func TestSearchAsSicily(t *testing.T) {
	for _, b := range []struct{ rows, cols int }{{8, 8}, {5, 6}, {6, 6}, {5, 5}, {1, 1}, {3, 3}, {2, 5}, {3, 4}} {
		t.Run(fmt.Sprintf("%dx%d", b.rows, b.cols), func(t *testing.T) {
			n := b.rows * b.cols
			s, plain := New(b.rows, b.cols, Options{}), sicily.NewSearcher(b.rows, b.cols)
			path, want := make([]int32, n), make([]int32, n)
			for start := 0; start < n; start++ {
				res, nodes := s.Search(start, 0, path)
				found, wantNodes := plain.Search(start, want)
				if (res == Found) != found || res != Found && res != Exhausted || nodes != wantNodes {
					t.Fatalf("start %d: outcome %d after %d nodes; sicily's search: found %v after %d", start+1, res, nodes, found, wantNodes)
				}
				if found && !slices.Equal(path, want) {
					t.Fatalf("start %d: another tour than sicily's", start+1)
				}
			}
		})
	}
}

// TestSearchBudget checks that a search stops exactly at its budget, and leaves the
// searcher ready for the next search.
func TestSearchBudget(t *testing.T) {
	s := New(5, 6, Options{})
	path := make([]int32, 30)
	var hard int
	var most int64
	for start := 0; start < 30; start++ {
		if _, n := s.Search(start, 0, path); n > most {
			hard, most = start, n
		}
	}
	for _, budget := range []int64{1, 2, 1000, most - 1} {
		if res, n := s.Search(hard, budget, path); res != OverBudget || n != budget {
			t.Errorf("budget %d: outcome %d after %d nodes, want OverBudget at the budget", budget, res, n)
		}
	}
	if res, n := s.Search(hard, most, path); res != Found || n != most {
		t.Errorf("budget %d: outcome %d after %d nodes, want Found", most, res, n)
	}
	fresh := New(5, 6, Options{})
	for v := int32(0); v < 5*6; v++ {
		if s.Board().Onward(v) != fresh.Board().Onward(v) {
			t.Fatalf("square %d: searcher not restored after searches", v+1)
		}
	}
}

// TestSearchCancel checks that a search whose cancel flag is set ends Cancelled within
// CancelEvery nodes, and that the searcher then finds what a fresh one finds.
func TestSearchCancel(t *testing.T) {
	var cancel atomic.Bool
	cancel.Store(true)
	s := New(7, 7, Options{Cancel: &cancel})
	path := make([]int32, 49)
	if res, n := s.Search(30, 0, path); res != Cancelled || n > CancelEvery {
		t.Fatalf("outcome %d after %d nodes, want Cancelled within %d", res, n, CancelEvery)
	}
	cancel.Store(false)
	want := make([]int32, 49)
	res, n := s.Search(0, 0, path)
	wres, wn := New(7, 7, Options{}).Search(0, 0, want)
	if res != wres || n != wn || !slices.Equal(path, want) {
		t.Errorf("after a cancelled search: outcome %d after %d nodes, a fresh search %d after %d", res, n, wres, wn)
	}
}

func ExampleSearcher_Search() {
	s := New(5, 5, Options{})
	path := make([]int32, 25)
	res, nodes := s.Search(0, 0, path)
	fmt.Println(res == Found, nodes, path[:5])
	res, nodes = s.Search(1, 1000, path) // no tour from square 2 of 5×5
	fmt.Println(res == OverBudget, nodes)
	// Output:
	// true 25 [0 7 4 13 24]
	// true 1000
}

// BenchmarkSearchNodes measures the cost of one search node, on a 12×12 start where the
// search wanders until its budget runs out.
func BenchmarkSearchNodes(b *testing.B) {
	s := New(12, 12, Options{})
	path := make([]int32, 144)
	start := -1
	for v := 0; v < 144 && start < 0; v++ {
		if res, _ := s.Search(v, 1_000_000, path); res == OverBudget {
			start = v
		}
	}
	if start < 0 {
		b.Fatal("no 12×12 start exceeds 10⁶ nodes")
	}
	b.ResetTimer()
	var nodes int64
	for i := 0; i < b.N; i++ {
		_, n := s.Search(start, 100_000, path)
		nodes += n
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(nodes), "ns/node")
}

// TestSearchTies checks the search with Options.Ties: the same seed gives the same
// outcomes, tours and node counts, every tour is one the judge accepts, and on boards
// with many tours the seeds 1 to 5 give at least two sets of tours (from every step-th
// start, within a budget that keeps the test quick).
func TestSearchTies(t *testing.T) {
	for _, b := range []struct {
		rows, cols, step int
		closed           bool
		many             bool // the board has many tours
	}{{8, 8, 1, false, true}, {8, 8, 5, true, true}, {6, 7, 1, false, true}, {5, 5, 1, false, false}, {3, 4, 1, false, false}} {
		t.Run(fmt.Sprintf("%dx%d/closed=%v", b.rows, b.cols, b.closed), func(t *testing.T) {
			n := b.rows * b.cols
			const budget = 20_000
			found := map[string]bool{} // each seed's tours, one after the other
			for seed := uint64(1); seed <= 5; seed++ {
				s := New(b.rows, b.cols, Options{Closed: b.closed, Ties: pcg.New(seed, 0)})
				again := New(b.rows, b.cols, Options{Closed: b.closed, Ties: pcg.New(seed, 0)})
				path, want := make([]int32, n), make([]int32, n)
				var tours string
				for start := 0; start < n; start += b.step {
					res, nodes := s.Search(start, budget, path)
					wres, wnodes := again.Search(start, budget, want)
					if res != wres || nodes != wnodes || res == Found && !slices.Equal(path, want) {
						t.Fatalf("seed %d start %d: outcome %d after %d nodes, then %d after %d", seed, start+1, res, nodes, wres, wnodes)
					}
					if res != Found {
						continue
					}
					tour := make([]int, n)
					for i, v := range path {
						tour[i] = int(v) + 1
					}
					if err := judge.CheckTour(b.rows, b.cols, start+1, b.closed, tour); err != nil {
						t.Fatalf("seed %d start %d: %v", seed, start+1, err)
					}
					tours += fmt.Sprint(tour)
				}
				found[tours] = true
			}
			if b.many && len(found) < 2 {
				t.Errorf("seeds 1 to 5 found the same tours, want at least 2 sets")
			}
		})
	}
}

// TestSearchTiesApart checks that a Searcher with Options.Ties draws its ranks once, in
// New: its answers do not depend on what else was drawn from the generator afterwards.
func TestSearchTiesApart(t *testing.T) {
	g := pcg.New(7, 0)
	s := New(8, 8, Options{Ties: g})
	g.Uint64()
	plain := New(8, 8, Options{Ties: pcg.New(7, 0)})
	path, want := make([]int32, 64), make([]int32, 64)
	s.Search(0, 0, path)
	plain.Search(0, 0, want)
	if !slices.Equal(path, want) {
		t.Error("the searcher's answer changed with a draw after New")
	}
}
