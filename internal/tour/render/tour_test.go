package render_test

import (
	"fmt"
	"sort"
	"testing"

	"github.com/knightstour/knightstour/judge"
)

// knightMoves is the test's own move table, in the classic order of the Sicily 1153
// search (ties in Warnsdorff's rule are broken in this order).
var knightMoves = [8]struct{ dr, dc int }{
	{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1},
}

// tourSearch is a Warnsdorff-ordered depth-first search with backtracking: small and
// deterministic, enough to produce the tours the tests draw. Squares are 0-based inside.
type tourSearch struct {
	rows, cols int
	start      int
	closed     bool
	visited    []bool
	path       []int
	nodes      int
}

const searchNodeLimit = 2_000_000

// searchTour returns a tour (1-based squares) of a rows×cols board from square start,
// closed if asked, or an error if the search gives up.
func searchTour(rows, cols, start int, closed bool) ([]int, error) {
	s := &tourSearch{rows: rows, cols: cols, start: start - 1, closed: closed,
		visited: make([]bool, rows*cols)}
	s.visited[start-1] = true
	s.path = append(s.path, start-1)
	if !s.extend() {
		return nil, fmt.Errorf("no tour found on %dx%d from %d (closed=%v) within %d nodes", rows, cols, start, closed, s.nodes)
	}
	tour := make([]int, len(s.path))
	for i, k := range s.path {
		tour[i] = k + 1
	}
	return tour, nil
}

// findTour is searchTour failing the test if the search gives up or the judge rejects
// its tour, so that no golden file is made from a wrong tour.
func findTour(tb testing.TB, rows, cols, start int, closed bool) []int {
	tb.Helper()
	tour, err := searchTour(rows, cols, start, closed)
	if err != nil {
		tb.Fatal(err)
	}
	if err := judge.CheckTour(rows, cols, start, closed, tour); err != nil {
		tb.Fatalf("%dx%d from %d: %v", rows, cols, start, err)
	}
	return tour
}

// neighbours returns the unvisited squares a knight's move from k.
func (s *tourSearch) neighbours(k int) []int {
	var out []int
	r, c := k/s.cols, k%s.cols
	for _, m := range knightMoves {
		nr, nc := r+m.dr, c+m.dc
		if nr >= 0 && nr < s.rows && nc >= 0 && nc < s.cols && !s.visited[nr*s.cols+nc] {
			out = append(out, nr*s.cols+nc)
		}
	}
	return out
}

// adjacent reports whether a and b are a knight's move apart.
func (s *tourSearch) adjacent(a, b int) bool {
	dr, dc := a/s.cols-b/s.cols, a%s.cols-b%s.cols
	return dr*dr+dc*dc == 5
}

func (s *tourSearch) extend() bool {
	s.nodes++
	if s.nodes > searchNodeLimit {
		return false
	}
	cur := s.path[len(s.path)-1]
	if len(s.path) == s.rows*s.cols {
		return !s.closed || s.adjacent(cur, s.start)
	}
	if s.closed && len(s.neighbours(s.start)) == 0 {
		return false // nothing left to close the tour through
	}
	type candidate struct{ square, degree int }
	var next []candidate
	for _, k := range s.neighbours(cur) {
		next = append(next, candidate{k, len(s.neighbours(k))})
	}
	sort.SliceStable(next, func(i, j int) bool { return next[i].degree < next[j].degree })
	for _, cand := range next {
		k := cand.square
		s.visited[k] = true
		s.path = append(s.path, k)
		if s.extend() {
			return true
		}
		s.path = s.path[:len(s.path)-1]
		s.visited[k] = false
		if s.nodes > searchNodeLimit {
			return false
		}
	}
	return false
}

func TestFindTour(t *testing.T) {
	for _, tc := range []struct {
		rows, cols, start int
		closed            bool
	}{{8, 8, 1, false}, {5, 6, 1, false}, {6, 6, 1, true}, {3, 4, 1, false}, {16, 16, 1, false}, {17, 17, 1, false}} {
		tour := findTour(t, tc.rows, tc.cols, tc.start, tc.closed)
		s := &tourSearch{rows: tc.rows, cols: tc.cols}
		seen := make([]bool, tc.rows*tc.cols+1)
		for i, k := range tour {
			if seen[k] || (i > 0 && !s.adjacent(tour[i-1]-1, k-1)) {
				t.Fatalf("%dx%d: bad tour at move %d", tc.rows, tc.cols, i+1)
			}
			seen[k] = true
		}
		if tc.closed && !s.adjacent(tour[len(tour)-1]-1, tour[0]-1) {
			t.Fatalf("%dx%d: tour not closed", tc.rows, tc.cols)
		}
	}
}
