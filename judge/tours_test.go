package judge

import (
	"strconv"
	"strings"
	"testing"
)

// This file computes the tours the tests use, and checks them with a
// second, naive checker that shares nothing with the package.

// testMoves is the move table of the test search (only the search uses
// it: the judge itself tests dr² + dc² = 5).
var testMoves = [8]struct{ dr, dc int }{
	{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1},
}

// knightTour returns a tour of the rows×cols board from square start
// (1-based, row-major), closed when asked, found by depth-first search in
// Warnsdorff order (fewest onward moves first, ties in testMoves order),
// or nil when the search gives up after a million nodes.
func knightTour(rows, cols, start int, closed bool) []int {
	n := rows * cols
	seen := make([]bool, n)
	path := make([]int, 0, n)
	nodes := 0
	inside := func(r, c int) bool { return r >= 0 && r < rows && c >= 0 && c < cols }
	degree := func(r, c int) int {
		d := 0
		for _, m := range testMoves {
			if rr, cc := r+m.dr, c+m.dc; inside(rr, cc) && !seen[rr*cols+cc] {
				d++
			}
		}
		return d
	}
	s0 := start - 1
	var dfs func(sq int) bool
	dfs = func(sq int) bool {
		nodes++
		seen[sq] = true
		path = append(path, sq+1)
		if len(path) == n {
			r0, c0, r1, c1 := s0/cols, s0%cols, sq/cols, sq%cols
			dr, dc := r0-r1, c0-c1
			if !closed || dr*dr+dc*dc == 5 {
				return true
			}
		} else if nodes < 1000000 && (!closed || degree(s0/cols, s0%cols) > 0) {
			r, c := sq/cols, sq%cols
			var next [8]int
			var deg [8]int
			k := 0
			for _, m := range testMoves {
				rr, cc := r+m.dr, c+m.dc
				if !inside(rr, cc) || seen[rr*cols+cc] {
					continue
				}
				d := degree(rr, cc)
				j := k
				for j > 0 && deg[j-1] > d {
					next[j], deg[j] = next[j-1], deg[j-1]
					j--
				}
				next[j], deg[j] = rr*cols+cc, d
				k++
			}
			for _, nx := range next[:k] {
				if dfs(nx) {
					return true
				}
			}
		}
		seen[sq] = false
		path = path[:len(path)-1]
		return false
	}
	if dfs(s0) {
		return path
	}
	return nil
}

// tourCache keeps the tours mustTour found (the tests do not run in
// parallel).
var tourCache = map[[4]int][]int{}

// mustTour is knightTour for boards where the search must succeed; it
// returns a copy the caller may change.
func mustTour(t testing.TB, rows, cols, start int, closed bool) []int {
	t.Helper()
	key := [4]int{rows, cols, start, 0}
	if closed {
		key[3] = 1
	}
	tour, ok := tourCache[key]
	if !ok {
		tour = knightTour(rows, cols, start, closed)
		tourCache[key] = tour
	}
	tour = append([]int(nil), tour...)
	if tour == nil {
		t.Fatalf("no %dx%d tour from %d (closed %v) found", rows, cols, start, closed)
	}
	return tour
}

// naiveValid is a checker written the plain way, to re-check what the
// judge accepts: n squares, the first is start, all distinct, each a
// knight's move from the one before (and the last from the first when
// closed).
func naiveValid(rows, cols, start int, closed bool, tour []int) bool {
	n := rows * cols
	if len(tour) != n || tour[0] != start {
		return false
	}
	seen := map[int]bool{}
	for i, v := range tour {
		if v < 1 || v > n || seen[v] {
			return false
		}
		seen[v] = true
		if i > 0 && !naiveKnight(cols, tour[i-1], v) {
			return false
		}
	}
	return !closed || naiveKnight(cols, tour[n-1], tour[0])
}

func naiveKnight(cols, a, b int) bool {
	dr := (a-1)/cols - (b-1)/cols
	dc := (a-1)%cols - (b-1)%cols
	if dr < 0 {
		dr = -dr
	}
	if dc < 0 {
		dc = -dc
	}
	return dr == 1 && dc == 2 || dr == 2 && dc == 1
}

// lineOf formats a tour in the Sicily form, without the newline.
func lineOf(tour []int) string {
	var b strings.Builder
	for i, v := range tour {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(v))
	}
	return b.String()
}

// gridOf formats a tour in the grid form: rows lines of cols move
// numbers separated by sep, each line ending in "\n".
func gridOf(rows, cols int, tour []int, sep string) string {
	moves := make([]int, rows*cols)
	for i, v := range tour {
		moves[v-1] = i + 1
	}
	var b strings.Builder
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			if c > 0 {
				b.WriteString(sep)
			}
			b.WriteString(strconv.Itoa(moves[r*cols+c]))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// tourOfGrid reads a grid back into a tour, the plain way; nil if it is
// not a permutation of 1..rows*cols in rows*cols cells.
func tourOfGrid(rows, cols int, grid string) []int {
	f := strings.FieldsFunc(grid, func(r rune) bool { return strings.ContainsRune(" \t\r\n,[](){}", r) })
	n := rows * cols
	if len(f) != n {
		return nil
	}
	tour := make([]int, n)
	for i, s := range f {
		v, err := strconv.Atoi(s)
		if err != nil || v < 1 || v > n || tour[v-1] != 0 {
			return nil
		}
		tour[v-1] = i + 1
	}
	return tour
}

func TestKnightTourHelper(t *testing.T) {
	tests := []struct {
		rows, cols int
		closed     bool
		starts     []int // nil: every square
	}{
		{8, 8, false, nil},
		{1, 1, false, nil},
		{3, 4, false, []int{1, 4, 5, 8, 9, 12}},
		{5, 5, false, []int{1, 3, 7, 13}},
		{5, 6, false, nil},
		{6, 6, true, []int{1, 8, 15}},
		{8, 8, true, []int{1, 28}},
	}
	for _, tt := range tests {
		name := strconv.Itoa(tt.rows) + "x" + strconv.Itoa(tt.cols)
		if tt.closed {
			name += "-closed"
		}
		t.Run(name, func(t *testing.T) {
			starts := tt.starts
			if starts == nil {
				for s := 1; s <= tt.rows*tt.cols; s++ {
					starts = append(starts, s)
				}
			}
			for _, s := range starts {
				tour := mustTour(t, tt.rows, tt.cols, s, tt.closed)
				if !naiveValid(tt.rows, tt.cols, s, tt.closed, tour) {
					t.Fatalf("from %d: helper tour is not valid: %v", s, tour)
				}
				if got := tourOfGrid(tt.rows, tt.cols, gridOf(tt.rows, tt.cols, tour, " ")); lineOf(got) != lineOf(tour) {
					t.Fatalf("from %d: grid round trip gives %v, want %v", s, got, tour)
				}
			}
		})
	}
}
