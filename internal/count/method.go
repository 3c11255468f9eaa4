package count

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"math/rand"

	"knightstour/internal/count/dfs"
)

// Method is how a Counter counts: by a depth-first search of the tours, or by the
// frontier scan (see the package doc).
type Method int

// Methods of counting.
const (
	// MethodAuto chooses, before each count, the method whose estimated cost is less
	// (see Counter.Method).
	MethodAuto Method = iota
	// MethodDFS searches the tours depth first, one square of each class of the
	// board's symmetries, on both cores. Its work grows with the number of tours.
	MethodDFS
	// MethodScan scans the board with a frontier of states (meeting in the middle
	// where it can). Its work grows about 25-fold with each column of width.
	MethodScan
)

// ParseMethod reads a method's name: auto, dfs or scan.
func ParseMethod(s string) (Method, error) {
	for m := MethodAuto; m <= MethodScan; m++ {
		if m.String() == s {
			return m, nil
		}
	}
	return 0, fmt.Errorf("%q: want auto, dfs or scan", s)
}

// String returns the method's name, as ParseMethod reads it.
func (m Method) String() string {
	switch m {
	case MethodAuto:
		return "auto"
	case MethodDFS:
		return "dfs"
	case MethodScan:
		return "scan"
	}
	return fmt.Sprintf("Method(%d)", int(m))
}

// Constants of the choice between the methods, measured on 5×6 to 6×8 (the figures are
// in docs/counting.md).
const (
	// scanNodes is what the scan costs, in nodes of the depth-first search, per state
	// of the largest layer (Counter.Estimate) and square of the board: measured 8 to
	// 25 on 5×6 to 6×7 (the scan expands about a quarter of the largest layer at each
	// square, 4.7 million states on 6×6 open from every start, and a state expanded
	// takes about as long as 90 nodes). meetNodes is the same for a count that meets
	// in the middle, per state of its middle's estimate: 0.7 to 1.4 on 6×6, 5×8 and 6×7.
	scanNodes, meetNodes = 12, 1
	// tops is how many roots the top of the search's tree is split into, exactly, for
	// its estimate, and probes how many random descents estimate the size of their
	// subtrees (at least minProbes each): within a factor of 3 of the nodes searched
	// on 5×6 to 6×7, in 1 to 10 ms.
	tops, probes, minProbes = 1024, 8192, 4
)

// Method returns the method a count of the tours from start (or Every) uses: the one
// given in Options, or under MethodAuto the one whose estimated cost is less. The
// search needs a board of at most 64 squares. Its cost is the size of its tree: the
// top tops branches counted exactly, and Knuth's random descents below them (1 to 10
// ms; 70 ms on 6×7 from every start, whose search is far costlier than its scan); the
// scan's is Estimate's largest layer times the squares times scanNodes (meetNodes for
// a count that meets in the middle). The choice does not depend on the part of a count
// in parts: every part counts the same way, so the parts add up.
func (c *Counter) Method(start int) Method {
	if c.opt.Method != MethodAuto {
		return c.opt.Method
	}
	if search, scan := c.costs(start); search < scan {
		return MethodDFS
	}
	return MethodScan
}

// costs returns the estimated costs of the two methods for the tours from start (or
// Every), in nodes of the search; the search's stops being estimated once it passes
// the scan's (and is +Inf on boards of more than 64 squares).
func (c *Counter) costs(start int) (search, scan float64) {
	per := float64(scanNodes)
	if c.closed && (c.end == Every || start == Every) && meets(min(c.rows, c.cols), max(c.rows, c.cols)) {
		per = meetNodes
	}
	scan = float64(c.Estimate(start).States) * float64(c.rows*c.cols) * per
	if c.rows*c.cols > dfs.MaxSquares || scan < 1e4 { // 1e4: the scan takes well under a millisecond
		return math.Inf(1), scan
	}
	// The top of the tree is counted exactly, and its branches are probed.
	roots := c.tree().Split(c.roots(start), tops)
	rng := rand.New(rand.NewSource(int64(c.rows*64 + c.cols)))
	n := max(probes/max(len(roots), 1), minProbes)
	for _, r := range roots {
		search += c.tree().Descents(r, n, rng) // a root's weight multiplies its count, not its work
		if search > scan {
			break
		}
	}
	return search, scan
}

// tree returns the board laid out for the search, made on first use.
func (c *Counter) tree() *dfs.Tree {
	if c.tr == nil {
		c.tr = dfs.New(c.rows, c.cols)
	}
	return c.tr
}

// roots returns the roots the search counts for the tours from start (or Every), to
// Counter's end: their weighted counts add up to the tours. Tours from every start
// search one square of each class of the board's symmetries, weighted by the class's
// size; closed tours search from square 0 (a corner: two moves), and count every start
// as n times that. Starts (and ends) whose colours rule tours out have no root.
func (c *Counter) roots(start int) []dfs.Root {
	n := c.rows * c.cols
	all := ^uint64(0) >> uint(64-n)
	t := c.tree()
	var roots []dfs.Root
	add := func(s, end int, free uint64, weight int64) {
		if !c.colours(s, end) {
			return
		}
		end, ok := t.Check(s, free, end)
		if ok {
			roots = append(roots, dfs.Root{Head: int8(s), End: int8(end), Free: free, Weight: weight})
		}
	}
	switch {
	case c.closed && (c.end == Every || start == Every):
		weight := int64(1)
		if start == Every && c.end == Every {
			weight = int64(n)
		}
		add(0, 0, all, weight)
	case c.end == Every && start == Every:
		class := map[[2]int]int{}
		var reps []int
		for s := 0; s < n; s++ {
			k := c.canonical(s, Every)
			if class[k] == 0 {
				reps = append(reps, s)
			}
			class[k]++
		}
		for _, s := range reps {
			add(s, dfs.NoEnd, all&^(1<<uint(s)), int64(class[c.canonical(s, Every)]))
		}
	case c.end == Every:
		add(start, dfs.NoEnd, all&^(1<<uint(start)), 1)
	case start == Every: // tours to the end from every start: from the end, reversed
		add(c.end, dfs.NoEnd, all&^(1<<uint(c.end)), 1)
	default:
		add(start, c.end, all&^(1<<uint(start)), 1)
	}
	return roots
}

// colours reports whether a path from s (to end, or dfs.NoEnd) can exist by the squares'
// colours: a knight's move changes colour, so on a board with as many squares of each
// colour a path's ends differ, and on an odd board both are of the corners' colour.
// A cycle (end s) only needs an even board.
func (c *Counter) colours(s, end int) bool {
	n := c.rows * c.cols
	corner := func(x int) bool { return (x/c.cols+x%c.cols)%2 == 0 }
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

// searchTours counts the tours from start (or Every) by the depth-first search. It costs the nodes of the search's
// tree, O(8) each, spread over the workers, and O(n) memory a worker.
func (c *Counter) searchTours(ctx context.Context, start int) (*big.Int, error) {
	key := c.searchKey(start)
	if x, ok := c.searched[key]; ok {
		return new(big.Int).Set(x), nil
	}
	roots := c.roots(start)
	workers := c.opt.workers()
	// Enough roots that the workers share the work evenly, whatever its shape.
	roots = c.tree().Split(roots, 64*workers)
	c.m.begin(max(c.rows, c.cols), min(c.rows, c.cols), max(c.rows, c.cols), nil)
	x, _, err := c.tree().Count(ctx, roots, workers, 0, 0)
	if err != nil {
		return nil, err
	}
	c.searched[key] = new(big.Int).SetUint64(x)
	return new(big.Int).SetUint64(x), nil
}

// searchKey names the count of the tours from start (or Every) for the search's
// memory: counts that the board's symmetries (or a tour's reverse) make equal have
// one key. Closed tours from a start, or to an end from every start, are all 2C; open
// tours to e from every start are the open tours from e.
func (c *Counter) searchKey(start int) [2]int {
	switch {
	case c.closed && start == Every && c.end == Every:
		return [2]int{-2, -2}
	case c.closed && (c.end == Every || start == Every):
		return [2]int{-2, -3}
	case start == Every:
		return c.canonical(c.end, Every)
	}
	return c.canonical(start, c.end)
}
