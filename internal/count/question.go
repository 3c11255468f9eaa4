package count

import (
	"math/big"

	"github.com/knightstour/knightstour/internal/count/dfs"
)

// Every, as a start, asks for the tours from every square together; as an end, for
// tours that end anywhere.
const Every = -1

// question is what a Counter counts: the tours of the rows×cols board, closed or open,
// that end at end (0-based, row-major) or anywhere (Every). Its methods are the
// arithmetic of the board's squares and symmetries, and what a count of the tours from
// a start comes down to.
type question struct {
	rows, cols int
	closed     bool
	end        int
}

// reduction is what the tours from a start come down to, in undirected Hamiltonian
// cycles C and paths (see Counter.Tours): an answer known without counting, or times
// C, or times the paths with ends a and b (either may be Every: a free end).
type reduction struct {
	known  *big.Int
	cycles bool
	a, b   int
	times  int64
}

// reduce returns what the tours from start (or Every) come down to.
func (q question) reduce(start int) reduction {
	n := q.rows * q.cols
	known := func(x int64) reduction { return reduction{known: big.NewInt(x)} }
	if n == 1 { // the one tour of one square, open
		if q.closed {
			return known(0)
		}
		return known(1)
	}
	if q.end != Every && start != Every && (start == q.end || q.closed && !q.adjacent(start, q.end)) {
		return known(0)
	}
	fixed := start != Every || q.end != Every
	switch {
	case q.closed && (q.end == Every || start == Every):
		return reduction{cycles: true, times: Ways(true, fixed, n)}
	case q.end == Every: // from start, or from every start
		return reduction{a: start, b: Every, times: Ways(false, fixed, n)}
	case start == Every:
		return reduction{a: q.end, b: Every, times: Ways(false, fixed, n)}
	}
	// Both ends fixed: closed ones too are the paths between them (a knight's move apart).
	return reduction{a: start, b: q.end, times: Ways(false, fixed, n)}
}

// Ways is the table of the conventions: how many tours as sequences (each way, and a
// closed tour from each of its squares) are one undirected Hamiltonian path or cycle
// on a board of squares squares, from every start, or with a start or an end fixed:
//
//	                     from every start   start or end fixed
//	paths, strictly open 2 directions       1 (it fixes the direction)
//	closed               2 × squares        2 directions
//
// A tour of one square is its own reverse: 1.
func Ways(closed, fixed bool, squares int) int64 {
	switch {
	case squares == 1:
		return 1
	case closed && !fixed:
		return 2 * int64(squares)
	case closed || !fixed:
		return 2
	}
	return 1
}

// adjacent reports whether squares a and b are a knight's move apart.
func (q question) adjacent(a, b int) bool {
	dr, dc := a/q.cols-b/q.cols, a%q.cols-b%q.cols
	return dr*dr+dc*dc == 5
}

// canonical returns the least image of the unordered pair of ends {a, b} under the
// board's symmetries (Every stays Every).
func (q question) canonical(a, b int) [2]int {
	var best [2]int
	for t := 0; ; t++ {
		var x, y int
		var ok bool
		if x, ok = q.image(a, t); !ok {
			break
		}
		y, _ = q.image(b, t)
		if x > y {
			x, y = y, x
		}
		if t == 0 || x < best[0] || (x == best[0] && y < best[1]) {
			best = [2]int{x, y}
		}
	}
	return best
}

// image returns square s under symmetry t (Every stays Every), and false past the last
// symmetry.
func (q question) image(s, t int) (int, bool) {
	n := 4
	if q.rows == q.cols {
		n = 8
	}
	if t >= n {
		return 0, false
	}
	if s == Every {
		return Every, true
	}
	return symmetries(q.rows, q.cols, s)[t], true
}

// colours reports whether a path from s (to end, or dfs.NoEnd) can exist by the
// squares' colours: a knight's move changes colour, so on a board with as many squares
// of each colour a path's ends differ, and on an odd board both are of the corners'
// colour. A cycle (end s) only needs an even board.
func (q question) colours(s, end int) bool {
	n := q.rows * q.cols
	corner := func(x int) bool { return (x/q.cols+x%q.cols)%2 == 0 }
	switch {
	case end == s:
		return n%2 == 0
	case n%2 == 1:
		return corner(s) && (end == dfs.NoEnd || corner(end))
	case end != dfs.NoEnd:
		return corner(s) != corner(end)
	}
	return true
}

// roots returns the roots the search of t counts for the tours from start (or Every):
// their weighted counts add up to the tours. Tours from every start search one square
// of each class of the board's symmetries, weighted by the class's size; closed tours
// search from square 0 (a corner: two moves), and count every start as n times that.
// Starts (and ends) whose colours rule tours out have no root.
func (q question) roots(t *dfs.Tree, start int) []dfs.Root {
	n := q.rows * q.cols
	all := ^uint64(0) >> uint(64-n)
	var roots []dfs.Root
	add := func(s, end int, free uint64, weight int64) {
		if !q.colours(s, end) {
			return
		}
		end, ok := t.Check(s, free, end)
		if ok {
			roots = append(roots, dfs.Root{Head: int8(s), End: int8(end), Free: free, Weight: weight})
		}
	}
	switch {
	case q.closed && (q.end == Every || start == Every):
		weight := int64(1)
		if start == Every && q.end == Every {
			weight = int64(n)
		}
		add(0, 0, all, weight)
	case q.end == Every && start == Every:
		class := map[[2]int]int{}
		var reps []int
		for s := 0; s < n; s++ {
			k := q.canonical(s, Every)
			if class[k] == 0 {
				reps = append(reps, s)
			}
			class[k]++
		}
		for _, s := range reps {
			add(s, dfs.NoEnd, all&^(1<<uint(s)), int64(class[q.canonical(s, Every)]))
		}
	case q.end == Every:
		add(start, dfs.NoEnd, all&^(1<<uint(start)), 1)
	case start == Every: // tours to the end from every start: from the end, reversed
		add(q.end, dfs.NoEnd, all&^(1<<uint(q.end)), 1)
	default:
		add(start, q.end, all&^(1<<uint(start)), 1)
	}
	return roots
}

// searchKey names the count of the tours from start (or Every) for the search's
// memory: counts that the board's symmetries (or a tour's reverse) make equal have
// one key. Closed tours from a start, or to an end from every start, are all 2C; open
// tours to e from every start are the open tours from e.
func (q question) searchKey(start int) [2]int {
	switch {
	case q.closed && start == Every && q.end == Every:
		return [2]int{-2, -2}
	case q.closed && (q.end == Every || start == Every):
		return [2]int{-2, -3}
	case start == Every:
		return q.canonical(q.end, Every)
	}
	return q.canonical(start, q.end)
}
