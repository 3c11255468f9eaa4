package prune

import (
	"fmt"
	"os"
	"slices"
	"testing"

	"github.com/knightstour/knightstour/internal/pcg"
	"github.com/knightstour/knightstour/internal/theory"
	"github.com/knightstour/knightstour/internal/tour/search"
	"github.com/knightstour/knightstour/internal/tour/sicily"
	"github.com/knightstour/knightstour/judge"
)

// TestSearchAsPlain checks that the search with a Pruning, which may stop before its
// budget runs out and skip subtrees, gives exactly the answers of the plain search of
// the seed (plainSearch): the same tour, after the same number of nodes, where that one
// finds a tour within the budget, and no tour where it does not, within the budget. It
// runs every start with a tour of the boards 5×5 to 9×9 and 12×12, open and closed,
// with a budget of 20,000 nodes (the claim holds for any budget; a small one keeps the
// plain search quick), and a sample of the starts of 100×100, where the search stops
// early most, with the budget of -method auto (all 10,000 starts with
// KNIGHTSTOUR_SLOW=1, a few minutes).
func TestSearchAsPlain(t *testing.T) {
	type board struct {
		rows, cols, step int
		budget           int64
	}
	boards := []board{{12, 12, 1, 20_000}, {100, 100, 397, 400_000 + 64*10_000}}
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
				s := search.New(b.rows, b.cols, search.Options{Prune: &Pruning{}, Closed: closed})
				path := make([]int32, n)
				for start := 0; start < n; start += b.step {
					if theory.Check(b.rows, b.cols, start/b.cols, start%b.cols, closed) != nil {
						continue
					}
					want, wantNodes := plainSearch(b.rows, b.cols, start, closed, b.budget)
					res, nodes := s.Search(start, b.budget, path)
					switch {
					case want == nil && res != search.OverBudget:
						t.Errorf("start %d: outcome %d, but the plain search runs out of its %d nodes", start+1, res, b.budget)
					case want == nil && nodes > b.budget:
						t.Errorf("start %d: %d nodes, over the budget of %d", start+1, nodes, b.budget)
					case want != nil && res != search.Found:
						t.Errorf("start %d: outcome %d, but the plain search finds a tour", start+1, res)
					case want != nil && !slices.Equal(want, path):
						t.Errorf("start %d: another tour than the plain search's", start+1)
					case want != nil && nodes != wantNodes:
						t.Errorf("start %d: %d nodes, the plain search %d", start+1, nodes, wantNodes)
					}
				}
			})
		}
	}
}

// TestSeededAsUnpruned checks that the pruning keeps the answers of a search whose
// ties a seed breaks (search.Options.Ties), as it keeps the plain search's: the same
// outcome where the unpruned search finds a tour, the same tour after the same nodes,
// on every start of 8×8 (open and closed) and 12×12, with a budget of 20,000 nodes.
func TestSeededAsUnpruned(t *testing.T) {
	const budget = 20_000
	for _, b := range []struct {
		rows, cols int
		closed     bool
	}{{8, 8, false}, {8, 8, true}, {12, 12, false}} {
		t.Run(fmt.Sprintf("%dx%d/closed=%v", b.rows, b.cols, b.closed), func(t *testing.T) {
			n := b.rows * b.cols
			for seed := uint64(1); seed <= 2; seed++ {
				pruned := search.New(b.rows, b.cols, search.Options{Prune: &Pruning{}, Closed: b.closed, Ties: pcg.New(seed, 0)})
				plain := search.New(b.rows, b.cols, search.Options{Closed: b.closed, Ties: pcg.New(seed, 0)})
				path, want := make([]int32, n), make([]int32, n)
				for start := 0; start < n; start++ {
					res, nodes := pruned.Search(start, budget, path)
					wres, wnodes := plain.Search(start, budget, want)
					if (res == search.Found) != (wres == search.Found) || res == search.Found && (nodes != wnodes || !slices.Equal(path, want)) {
						t.Fatalf("seed %d start %d: outcome %d after %d nodes, unpruned %d after %d", seed, start+1, res, nodes, wres, wnodes)
					}
				}
			}
		})
	}
}

// TestPrunedBudget checks that a pruned search stops at its budget, or before it where
// it has proved that it would run out, finds the tour with a budget of exactly its
// nodes, and leaves the board as it found it (the next search agrees with a fresh one).
func TestPrunedBudget(t *testing.T) {
	s := search.New(5, 6, search.Options{Prune: &Pruning{}})
	path := make([]int32, 30)
	var hard int
	var most int64
	for start := 0; start < 30; start++ {
		if _, n := s.Search(start, 0, path); n > most {
			hard, most = start, n
		}
	}
	for _, budget := range []int64{1, 2, 1000, most - 1} {
		if res, n := s.Search(hard, budget, path); res != search.OverBudget || n > budget {
			t.Errorf("budget %d: outcome %d after %d nodes, want OverBudget within the budget", budget, res, n)
		}
	}
	if res, n := s.Search(hard, most, path); res != search.Found || n != most {
		t.Errorf("budget %d: outcome %d after %d nodes, want Found", most, res, n)
	}
	fresh := search.New(5, 6, search.Options{})
	want := make([]int32, 30)
	for start := 0; start < 30; start++ {
		res, n := s.Search(start, 0, path)
		wres, wn := fresh.Search(start, 0, want)
		if res != wres || n != wn || !slices.Equal(path, want) {
			t.Fatalf("start %d after budgeted searches: outcome %d after %d nodes, a fresh search %d after %d", start+1, res, n, wres, wn)
		}
	}
}

// TestTheoryAgainstSearch checks the existence table against exhaustive search: on every
// board small enough to search to the end, the pruned search finds a tour (closed when asked)
// exactly from the squares where theory says one exists, and the judge accepts it. Each
// board is searched in one orientation (rows <= cols): its transpose has the same knight's
// graph, and internal/theory's TestTransposeInvariant checks that theory answers alike.
func TestTheoryAgainstSearch(t *testing.T) {
	type board struct{ rows, cols int }
	var boards []board
	for m := 1; m <= 4; m++ {
		for n := m; n <= 8 && (m < 4 || n <= 6); n++ { // 4×7 and up take minutes
			boards = append(boards, board{m, n})
		}
	}
	boards = append(boards, board{5, 5}, board{5, 6}, board{3, 10})
	for _, b := range boards {
		for _, closed := range []bool{false, true} {
			t.Run(fmt.Sprintf("%dx%d/closed=%v", b.rows, b.cols, closed), func(t *testing.T) {
				s := search.New(b.rows, b.cols, search.Options{Prune: &Pruning{}, Closed: closed})
				path := make([]int32, b.rows*b.cols)
				for start := 0; start < b.rows*b.cols; start++ {
					res, nodes := s.Search(start, 50_000_000, path)
					if res == search.OverBudget {
						t.Fatalf("start %d: no answer within %d nodes", start+1, nodes)
					}
					want := theory.Check(b.rows, b.cols, start/b.cols, start%b.cols, closed)
					if (res == search.Found) != (want == nil) {
						t.Errorf("start %d: search %v, theory %v", start+1, res == search.Found, want)
					}
					if res == search.Found {
						if err := judge.CheckLine(b.rows, b.cols, start+1, closed, string(sicily.AppendTour(nil, path))); err != nil {
							t.Errorf("start %d: %v", start+1, err)
						}
					}
				}
			})
		}
	}
}

// plainSearch is the Sicily 1153 search as the seed's C++ program runs it, with no
// pruning: a depth-first search that tries the unvisited knight neighbours of the head
// with the fewest onward moves first, ties in sicily.Moves order. It is the reference
// the searcher's answers are checked against. It enters at most budget nodes (0: no
// limit) and returns the tour (0-based squares) or nil, and the nodes it entered.
func plainSearch(rows, cols, start int, closed bool, budget int64) ([]int32, int64) {
	n := rows * cols
	visited := make([]bool, n)
	path := make([]int32, 0, n)
	var nodes int64
	onward := func(v int) int { // unvisited neighbours of v
		k := 0
		r, c := v/cols, v%cols
		for _, m := range sicily.Moves() {
			rr, cc := r+m.Dr, c+m.Dc
			if rr >= 0 && rr < rows && cc >= 0 && cc < cols && !visited[rr*cols+cc] {
				k++
			}
		}
		return k
	}
	isMove := func(a, b int) bool {
		dr, dc := a/cols-b/cols, a%cols-b%cols
		return dr*dr+dc*dc == 5
	}
	var dfs func(v int) bool // false: not found, or out of budget (then nodes == budget)
	out := false
	dfs = func(v int) bool {
		nodes++
		visited[v] = true
		path = append(path, int32(v))
		if len(path) == n && (!closed || isMove(v, start)) {
			return true
		}
		var cand []int
		var key []int
		r, c := v/cols, v%cols
		for _, m := range sicily.Moves() {
			rr, cc := r+m.Dr, c+m.Dc
			if rr < 0 || rr >= rows || cc < 0 || cc >= cols || visited[rr*cols+cc] {
				continue
			}
			w := rr*cols + cc
			k := onward(w)
			i := len(cand)
			cand, key = append(cand, 0), append(key, 0)
			for i > 0 && key[i-1] > k {
				cand[i], key[i] = cand[i-1], key[i-1]
				i--
			}
			cand[i], key[i] = w, k
		}
		for _, w := range cand {
			if budget > 0 && nodes >= budget {
				out = true
				return false
			}
			if dfs(w) {
				return true
			}
			if out {
				return false
			}
		}
		visited[v] = false
		path = path[:len(path)-1]
		return false
	}
	if dfs(start) {
		return path, nodes
	}
	return nil, nodes
}
