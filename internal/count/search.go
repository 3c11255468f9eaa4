package count

import (
	"context"
	"math"
	"math/big"
	"math/rand"

	"github.com/knightstour/knightstour/internal/count/dfs"
)

// Constants of the choice between the methods, measured on 5×6 to 6×8 (the figures are
// in docs/counting.md).
const (
	// scanNodes is what the scan costs, in nodes of the depth-first search, per state
	// of the largest layer (Counter.Estimate) and square of the board: measured, with
	// the older scan this package had, 8 to 25 on 5×6 to 6×7 (the scan expands about a quarter of the largest layer at each
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
// a closed count that meets in the middle; open tours from every start, which meet
// too, are costed as the whole scan, which keeps the search on 6×6, where it is the
// faster). The choice does not depend on the part of a count
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
	if c.q.closed && (c.q.end == Every || start == Every) && c.meetsHere(min(c.q.rows, c.q.cols), max(c.q.rows, c.q.cols)) {
		per = meetNodes
	}
	scan = float64(c.Estimate(start).States) * float64(c.q.rows*c.q.cols) * per
	if c.q.rows*c.q.cols > dfs.MaxSquares || scan < 1e4 { // 1e4: the scan takes well under a millisecond
		return math.Inf(1), scan
	}
	// The top of the tree is counted exactly, and its branches are probed.
	t := c.searchTree()
	roots := t.Split(c.q.roots(t, start), tops)
	rng := rand.New(rand.NewSource(int64(c.q.rows*64 + c.q.cols)))
	n := max(probes/max(len(roots), 1), minProbes)
	for _, r := range roots {
		search += t.Descents(r, n, rng) // a root's weight multiplies its count, not its work
		if search > scan {
			break
		}
	}
	return search, scan
}

// searchTours counts the tours from start (or Every) by the depth-first search. It
// costs the nodes of the search's tree, O(8) each, spread over the workers, and O(n)
// memory a worker.
func (c *Counter) searchTours(ctx context.Context, start int) (*big.Int, error) {
	key := c.q.searchKey(start)
	if x, ok := c.counts.searched[key]; ok {
		return new(big.Int).Set(x), nil
	}
	t, workers := c.searchTree(), c.opt.workers()
	// Enough roots that the workers share the work evenly, whatever its shape, and
	// that each is a small share of it for the time left (see rootDescents).
	roots := t.Split(c.q.roots(t, start), 1024*workers)
	x, _, err := t.CountWith(ctx, roots, workers, 0, 0, c.searchMeter(roots, 0, 0))
	if err != nil {
		return nil, err
	}
	c.counts.searched[key] = new(big.Int).SetUint64(x)
	return new(big.Int).SetUint64(x), nil
}

// Knuth's random descents estimate the nodes of each root of a count by the search,
// for its time left (see searchLeft): firstDescents each, then, where they add up to
// more than preciseAbove nodes (about a second of search), rootDescents in all: a few
// milliseconds for the roots of a small board, a tenth of a second for those of 6×7.
// Their estimates are lumpy: most fall short, and a few overshoot many times (with 189
// roots on 6×7 from a corner, one was estimated at a third of the count's nodes, 11
// times its own; the estimates of the last few roots, 4 times theirs). So the search
// is split into many roots (1024 a worker), each a small share, and where they add up
// to more than refineAbove nodes (about 10 s of search) those estimated at more than
// 4 times the mean are estimated again with refineDescents more. On the recordings of
// 6×7 from a corner and from square 4, the time left came within 1.5 times from a tenth
// of the time on, against 3.1 and 8 times with 189 roots and 256 descents each.
const (
	firstDescents  = 8
	preciseAbove   = 1e8
	rootDescents   = 64
	refineAbove    = 1e9
	refineDescents = 2048
)

// searchMeter starts the meter on a search of roots, of which part of parts (parts >
// 1) counts those i with i mod parts = part, and returns what the search reports to.
func (c *Counter) searchMeter(roots []dfs.Root, part, parts int) *dfs.Meter {
	c.m.beginSearch(max(c.q.rows, c.q.cols), min(c.q.rows, c.q.cols), c.rootNodes(roots, part, parts))
	return &dfs.Meter{Nodes: &c.m.searchNodes, Done: c.m.rootDone}
}

// rootNodes estimates the nodes of each root of a count by the search, by Knuth's
// random descents (see rootDescents), from a fixed seed; the roots that part of parts
// (parts > 1) does not count are 0. It costs firstDescents descents a root counted, or
// rootDescents, and refineDescents for a few of a large count.
func (c *Counter) rootNodes(roots []dfs.Root, part, parts int) []float64 {
	t := c.searchTree()
	rng := rand.New(rand.NewSource(int64(c.q.rows*64 + c.q.cols)))
	est := make([]float64, len(roots))
	var sum float64
	n := 0
	for i, r := range roots {
		if parts > 1 && i%parts != part {
			continue
		}
		est[i] = max(t.Descents(r, firstDescents, rng), 1)
		sum += est[i]
		n++
	}
	// more estimates again, with d descents more, the roots estimated at over least,
	// and returns the sum of the estimates.
	more := func(have, d int, least float64) float64 {
		sum := 0.0
		for i, r := range roots {
			if est[i] > least {
				e := t.Descents(r, d, rng)
				est[i] = max((est[i]*float64(have)+e*float64(d))/float64(have+d), 1)
			}
			sum += est[i]
		}
		return sum
	}
	if sum > preciseAbove {
		sum = more(firstDescents, rootDescents-firstDescents, 0)
	}
	if sum > refineAbove {
		more(rootDescents, refineDescents, 4*sum/float64(n))
	}
	return est
}
