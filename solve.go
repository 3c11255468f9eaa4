package main

import (
	"math/bits"
	"sync/atomic"
)

// sicilyMoves is the move table of the Sicily 1153 program: knight steps of dr rows down
// and dc columns right, in the order its search breaks ties between candidates of equal
// onward degree.
var sicilyMoves = [8]struct{ dr, dc int }{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}

// outcome says how a search ended.
type outcome int

const (
	found      outcome = iota // a tour was found
	exhausted                 // the whole tree was searched: no tour from this start
	overBudget                // the node budget ran out first
	cancelled                 // the searcher's cancel flag was set
)

// frame is one level of the search: the square reached at this depth, its untried
// successors, best first, and the number of the node it was.
type frame struct {
	sq   int32
	n    uint8 // number of candidates
	next uint8 // index of the next candidate to try
	cand [len(sicilyMoves)]int32
	node int64 // the nodes entered when sq was entered, sq included
}

// searcher runs the Sicily 1153 search on one rows×cols board. Squares are 0-based,
// row-major. It keeps its scratch space between searches, so a searcher answers many
// starts with no allocation after the first; it is not safe for concurrent use.
//
// Invariant between searches: no square is visited and deg[v] is the number of
// knight neighbours of v.
type searcher struct {
	rows, cols int
	nbr        [][len(sicilyMoves)]int32 // neighbours of each square, in move-table order
	nnbr       []uint8                   // how many entries of nbr are used
	deg        []uint8                   // unvisited neighbours of each square, plus visited if it is
	stack      []frame                   // stack[d] is the square at depth d of the path
	parent     []int32                   // union-find forest of doomedSubtree
	walk       []int32                   // the squares a ladder visits
	steps      int                       // the steps of ladders nodesUnder took
	region     []int32                   // the squares nodesUnder counts the paths through
	nbrSet     [maxCount][2]uint64       // their neighbours among them, as bits
	left       int64                     // the paths countPaths has still to count
	cancel     *atomic.Bool              // if not nil, set to stop a search (see search)
}

// visited is the bit of deg that marks a visited square; the count below it is at most 8.
const visited = 0x80

// newSearcher prepares a search on a rows×cols board. It costs O(rows·cols) time and
// about 90 bytes a square (the neighbour table, a stack frame and a union-find parent
// per square).
func newSearcher(rows, cols int) *searcher {
	n := rows * cols
	s := &searcher{
		rows:   rows,
		cols:   cols,
		nbr:    make([][len(sicilyMoves)]int32, n),
		nnbr:   make([]uint8, n),
		deg:    make([]uint8, n),
		stack:  make([]frame, n),
		parent: make([]int32, n),
		walk:   make([]int32, 0, 1+3*maxWalk),
		region: make([]int32, 0, maxCount),
	}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			v := r*cols + c
			for _, m := range sicilyMoves {
				rr, cc := r+m.dr, c+m.dc
				if rr >= 0 && rr < rows && cc >= 0 && cc < cols {
					s.nbr[v][s.nnbr[v]] = int32(rr*cols + cc)
					s.nnbr[v]++
				}
			}
			s.deg[v] = s.nnbr[v]
		}
	}
	return s
}

// visit marks v visited and lowers the onward degree of its neighbours.
func (s *searcher) visit(v int32) {
	deg := s.deg // a copy that the stores below cannot change: loaded once
	deg[v] |= visited
	for _, w := range s.nbr[v][:s.nnbr[v]] {
		deg[w]--
	}
}

// leave undoes visit(v).
func (s *searcher) leave(v int32) {
	deg := s.deg
	deg[v] &^= visited
	for _, w := range s.nbr[v][:s.nnbr[v]] {
		deg[w]++
	}
}

// enter puts v at depth d of the path and lists its unvisited neighbours in the order
// the search tries them: fewest onward moves first, ties in move-table order (a stable
// insertion sort, which is what std::sort does on at most 8 elements in the seed).
func (s *searcher) enter(d int, v int32) {
	f, deg := &s.stack[d], s.deg
	f.sq, f.next = v, 0
	var key [len(sicilyMoves)]uint8 // key[i] is the onward degree of f.cand[i]
	n := 0
	for _, w := range s.nbr[v][:s.nnbr[v]] {
		k := deg[w]
		if k&visited != 0 {
			continue
		}
		i := n
		for i > 0 && key[i-1] > k {
			key[i], f.cand[i] = key[i-1], f.cand[i-1]
			i--
		}
		key[i], f.cand[i] = k, w
		n++
	}
	f.n = uint8(n)
}

// isMove reports whether a and b are a knight's move apart.
func (s *searcher) isMove(a, b int32) bool {
	dr := int(a)/s.cols - int(b)/s.cols
	dc := int(a)%s.cols - int(b)%s.cols
	return dr*dr+dc*dc == 5
}

// search runs the Sicily 1153 search from start: Warnsdorff-ordered depth-first search
// with backtracking, as in the seed's C++ program. With closed set, a full path counts
// only if its last square is a knight's move from start. The search stops after budget
// nodes (squares entered, the start included); budget <= 0 means no limit. With a
// budget it may stop sooner, once it has proved that it would run out, and skip
// subtrees that hold no tour, counting their nodes (see doomedSubtree). nodes counts
// the nodes entered and those of the subtrees skipped.
//
// Where s.cancel is set, by another goroutine, the search ends cancelled within
// cancelEvery nodes.
//
// On found, path (len rows·cols) holds the tour. nodes says how many nodes were entered.
// The time is O(nodes + rows·cols); the searcher is left ready for the next search.
func (s *searcher) search(start int, closed bool, budget int64, path []int32) (res outcome, nodes int64) {
	last := s.rows*s.cols - 1
	v := int32(start)
	s.visit(v)
	s.enter(0, v)
	nodes = 1
	s.stack[0].node = nodes
	d := 0
	var nextCheck int64  // the node count from which a dead end is worth doomedSubtree
	var lastDoomed int64 // the node that doomedSubtree found last
	for {
		if d == last && (!closed || s.isMove(s.stack[d].sq, s.stack[0].sq)) {
			for i := range path[:last+1] {
				path[i] = s.stack[i].sq
			}
			s.unwind(d)
			return found, nodes
		}
		f := &s.stack[d]
		if f.n == 0 && budget > 0 && nodes >= nextCheck {
			// A dead end. The check costs O(rows·cols), so it comes at most once per
			// rows·cols nodes, and ever more rarely: after 2, 4, 8... times the nodes
			// of the first.
			nextCheck = 2*nodes + int64(last+1)
			// The same doomed subtree as last time holds the same nodes.
			if x := s.doomedSubtree(d); x <= d && s.stack[x].node != lastDoomed {
				e := s.stack[x].node
				lastDoomed = e
				below, exact := s.nodesUnder(x, d, budget-e)
				if e+below >= budget {
					s.unwind(d)
					return overBudget, nodes
				}
				if exact { // skip the rest of the subtree, leaving the count as if searched
					for ; d >= x; d-- {
						s.leave(s.stack[d].sq)
					}
					nodes = e + below
					if d < 0 {
						return exhausted, nodes
					}
					continue
				}
			}
		}
		if f.next == f.n { // dead end: back up
			s.leave(f.sq)
			if d == 0 {
				return exhausted, nodes
			}
			d--
			continue
		}
		if budget > 0 && nodes >= budget {
			s.unwind(d)
			return overBudget, nodes
		}
		if nodes%cancelEvery == 0 && s.cancel != nil && s.cancel.Load() {
			s.unwind(d)
			return cancelled, nodes
		}
		w := f.cand[f.next]
		f.next++
		nodes++
		s.visit(w)
		d++
		s.enter(d, w)
		s.stack[d].node = nodes
	}
}

// cancelEvery is how often, in nodes, the search looks at its cancel flag: a few
// hundred microseconds apart, and no cost to see among the millions of nodes a second.
const cancelEvery = 1 << 14

// Why the search can stop early, or skip a subtree. On 100×100, 2,962 of the 10,000
// starts lead the search to a dead end some 25 squares before the end, after it cut
// squares off from the rest tens or hundreds of moves before: it is in a subtree that
// holds no tour, and it tries that subtree path by path until its budget (about a
// million nodes) runs out. Once in such a subtree, the search can only get out after
// trying every path the subtree holds, whatever the order: doomedSubtree finds such a
// subtree, nodesUnder counts its paths (or enough of them), and the search ends
// overBudget at once if it would run out in there, or else skips the rest of the
// subtree with the node count it would have had. The answers stay exactly those of the
// seed's search within its budget (TestSearchAsPlain; every start of 100×100 compared
// byte for byte), and all but 8 of those starts now end after a count: every start of
// 100×100 takes a tenth of the time (scripts/floor.sh).

// doomedSubtree returns the depth x of the shallowest square of the path to depth d
// such that it and every square after it are doomed (see doomed), or d+1 if the square
// at depth d is not. The subtree of the square at depth x holds no tour. It steps back
// along the path, unvisiting its squares, and then visits them again. It costs
// O(rows·cols).
func (s *searcher) doomedSubtree(d int) int {
	var parts int   // pieces of the unvisited squares: a union-find forest of them
	var lone [2]int // unvisited squares with no unvisited neighbour, with one
	for v := range s.deg {
		if k := s.deg[v]; k&visited == 0 {
			s.parent[v] = int32(v)
			parts++
			if k < 2 {
				lone[k]++
			}
		}
	}
	for v := range s.deg {
		if s.deg[v]&visited == 0 {
			parts -= s.join(int32(v))
		}
	}
	x := d + 1
	for x > 0 && s.doomed(x-1, parts, lone) {
		x--
		if x == 0 {
			break
		}
		v := s.stack[x].sq // unvisit it: the path ends at depth x-1
		for _, w := range s.nbr[v][:s.nnbr[v]] {
			switch s.deg[w] { // unvisited neighbours gain v as an unvisited neighbour
			case 0:
				lone[0]--
				lone[1]++
			case 1:
				lone[1]--
			}
		}
		s.leave(v)
		if k := s.deg[v]; k < 2 {
			lone[k]++
		}
		s.parent[v] = v
		parts++
		parts -= s.join(v)
	}
	for j := max(x, 1); j <= d; j++ {
		s.visit(s.stack[j].sq)
	}
	return x
}

// doomed reports that no path from the square at depth j covers the unvisited squares
// (those at depth j, when the path ended there), which form parts pieces and of which
// lone[0] have no unvisited neighbour and lone[1] one: they fall apart, or none of
// them is next to the square, or a square can only be reached from it and has nowhere
// to go on, or one cannot be reached at all, or two can only end a path.
func (s *searcher) doomed(j, parts int, lone [2]int) bool {
	rest := len(s.stack) - 1 - j // unvisited squares
	if rest == 0 {
		return false
	}
	var near [3]int // unvisited neighbours of the square: with none, one, more onward
	h := s.stack[j].sq
	for _, w := range s.nbr[h][:s.nnbr[h]] {
		if k := s.deg[w]; k&visited == 0 {
			near[min(k, 2)]++
		}
	}
	return parts > 1 || near[0]+near[1]+near[2] == 0 ||
		near[0] > 0 && rest > 1 || lone[0] > near[0] || lone[1]-near[1] > 1
}

// join unites the unvisited square v with its unvisited neighbours in the union-find
// forest and returns how many components it merged away.
func (s *searcher) join(v int32) int {
	merged := 0
	for _, w := range s.nbr[v][:s.nnbr[v]] {
		if s.deg[w]&visited != 0 {
			continue
		}
		if a, b := s.root(v), s.root(w); a != b {
			s.parent[a] = b
			merged++
		}
	}
	return merged
}

// root returns the root of v's tree, halving the path to it.
func (s *searcher) root(v int32) int32 {
	for s.parent[v] != v {
		s.parent[v] = s.parent[s.parent[v]]
		v = s.parent[v]
	}
	return v
}

// nodesUnder returns the number of nodes that the subtree of the square at depth x
// holds below that square, counting up to want, while the search is at depth d in it,
// and exact true; or a number it surely holds, and exact false, where the squares the
// subtree can reach are too many to count its paths (more than maxCount) or where
// ladders show that it holds want or more before a count would. It goes back to depth
// x (visited squares as they were there) for that. It costs O(d - x) and the paths it
// counts, and at most some maxSteps steps of ladders once quickCount paths are counted.
func (s *searcher) nodesUnder(x, d int, want int64) (n int64, exact bool) {
	for j := d; j > x; j-- {
		s.leave(s.stack[j].sq)
	}
	head := s.stack[x].sq
	exact = s.reach(head)
	if exact {
		n = s.countPaths(head, min(want, quickCount))
	}
	if !exact || n == quickCount && n < want {
		s.steps = 0
		for depth := 0; n < want && s.steps < maxSteps/4; depth++ {
			n = max(n, s.nodesBelow(head, depth, want))
		}
		if n < want && exact {
			n = s.countPaths(head, want)
		} else {
			exact = false
		}
	}
	for j := x + 1; j <= d; j++ {
		s.visit(s.stack[j].sq)
	}
	return n, exact
}

// quickCount is how many paths nodesUnder counts before it looks for ladders. Most
// subtrees hold fewer, and their count is cheaper than the ladders; of the searches
// that would count a million paths, ladders end nearly half in a fraction of the time
// (every start of 100×100: a quarter less time in the searches that run out of budget).
const quickCount = 1 << 14

// maxCount is the most squares whose paths nodesUnder counts: their sets fit in two
// words.
const maxCount = 128

// reach lists in s.region the unvisited squares reachable from head through unvisited
// squares, numbering them in s.parent, and reports whether they are at most maxCount.
func (s *searcher) reach(head int32) bool {
	r := s.region[:0]
	for i := -1; i < len(r); i++ {
		v := head
		if i >= 0 {
			v = r[i]
		}
		for _, w := range s.nbr[v][:s.nnbr[v]] {
			if i := s.parent[w]; s.deg[w]&visited != 0 || i >= 0 && int(i) < len(r) && r[i] == w {
				continue // visited, or listed already (parent may hold anything else)
			}
			if len(r) == maxCount {
				s.region = r
				return false
			}
			s.parent[w] = int32(len(r))
			r = append(r, w)
		}
	}
	s.region = r
	return true
}

// countPaths returns the number of paths from head through the squares of s.region,
// each a node of the search, counting up to want: with those squares in two words,
// a path's next squares are the bits of a neighbour mask and of the set of squares
// left, and each path costs a few instructions instead of a node's visit, sort and
// leave: half the time of searching them (BenchmarkSearchCounted: 14.5 ms against
// 28.8 ms for the million nodes from square 199 of 100×100).
func (s *searcher) countPaths(head int32, want int64) int64 {
	var all [2]uint64
	for i, v := range s.region {
		all[i/64] |= 1 << (i % 64)
		s.nbrSet[i] = s.neighbourSet(v)
	}
	s.left = want
	s.pathsFrom(s.neighbourSet(head), all)
	return want - max(s.left, 0)
}

// neighbourSet returns the squares of s.region a knight's move from v, as bits.
func (s *searcher) neighbourSet(v int32) [2]uint64 {
	var set [2]uint64
	for _, w := range s.nbr[v][:s.nnbr[v]] {
		if s.deg[w]&visited == 0 {
			i := s.parent[w]
			set[i/64] |= 1 << (i % 64)
		}
	}
	return set
}

// pathsFrom counts in s.left, down from it to 0 or a little below, the paths that go
// on to the squares of next that are in left, and all their longer paths. The paths
// of one more square are counted at once, by a population count, and only those that
// can go on are followed: most paths end there, which saved 10% of the time of a count
// (BenchmarkSearchCounted).
func (s *searcher) pathsFrom(next, left [2]uint64) {
	next[0] &= left[0]
	next[1] &= left[1]
	s.left -= int64(bits.OnesCount64(next[0]) + bits.OnesCount64(next[1]))
	for k := range next {
		for m := next[k]; m != 0 && s.left > 0; m &= m - 1 {
			i := bits.TrailingZeros64(m)
			rest := left
			rest[k] &^= 1 << i
			if on := s.nbrSet[k*64+i]; on[0]&rest[0]|on[1]&rest[1] != 0 {
				s.pathsFrom(on, rest)
			}
		}
	}
}

// nodesBelow returns a number of nodes, up to about want, that the search tree holds
// below head with the squares visited now, if it holds no tour: with depth 0, 2^k for
// the best ladder of k rungs from head (see ladder); deeper, each unvisited neighbour
// of head is a node, with nodesBelow(depth-1) of its own below it.
func (s *searcher) nodesBelow(head int32, depth int, want int64) int64 {
	var sum int64
	s.steps++
	if depth == 0 {
		need := 0 // rungs enough for 2^need to reach want
		for need < 62 && 1<<need < want {
			need++
		}
		most := -1 // the most rungs of a ladder, -1 if the head has no unvisited neighbour
		for _, first := range s.nbr[head][:s.nnbr[head]] {
			if s.deg[first]&visited == 0 && most < need && s.steps < maxSteps {
				most = max(most, s.ladder(first, need))
			}
		}
		if most >= 0 {
			sum = 1 << most
		}
		return sum
	}
	for _, c := range s.nbr[head][:s.nnbr[head]] {
		if s.deg[c]&visited != 0 || sum >= want || s.steps >= maxSteps {
			continue
		}
		s.visit(c)
		sum += 1 + s.nodesBelow(c, depth-1, want-sum)
		s.leave(c)
	}
	return sum
}

// ladder walks from the head of the search's path to first and on, through unvisited
// squares, rung by rung where it can and step by step where it cannot, for up to
// maxWalk moves or need rungs, and returns the rungs. A rung is two moves a→b→c such
// that a third square y, which the walk then keeps off, is a knight's move from both a
// and c: it can be walked as a→b→c or as a→y→c, so k rungs make 2^k paths of the same
// length. It leaves the squares as it found them.
func (s *searcher) ladder(first int32, need int) int {
	walk := append(s.walk[:0], first) // the squares visited, the y kept off included
	s.visit(first)
	a, rungs := first, 0
	for steps := 0; rungs < need && steps < maxWalk; steps++ {
		s.steps++
		b, c, y := s.rung(a)
		if b < 0 { // no rung here: one step on
			if c = s.onward(a); c < 0 {
				break
			}
			s.visit(c)
			walk = append(walk, c)
			a = c
			continue
		}
		s.visit(y)
		s.visit(b)
		s.visit(c)
		walk = append(walk, y, b, c)
		a = c
		rungs++
	}
	for j := len(walk) - 1; j >= 0; j-- {
		s.leave(walk[j])
	}
	s.walk = walk
	return rungs
}

// maxSteps bounds the steps of the ladders of one nodesUnder.
const maxSteps = 1 << 15

// maxWalk bounds the moves of a ladder: room for the 21 rungs a budget of 2·10⁶ needs
// and some steps between them.
const maxWalk = 100

// onward returns the unvisited neighbour of v with the most unvisited neighbours
// (the first in move-table order of those), or -1: the walk heads for open ground,
// where rungs are.
func (s *searcher) onward(v int32) int32 {
	best, bestKey := int32(-1), uint8(0)
	for _, w := range s.nbr[v][:s.nnbr[v]] {
		if k := s.deg[w]; k&visited == 0 && (best < 0 || k > bestKey) {
			best, bestKey = w, k
		}
	}
	return best
}

// rung returns squares b, c and y for a rung from a: b = a + m1, y = a + m2 and
// c = a + m1 + m2 for two knight's moves m1 and m2 (neither the same nor opposite),
// all unvisited, c with another unvisited neighbour to go on from; or -1s.
func (s *searcher) rung(a int32) (b, c, y int32) {
	ar, ac := int(a)/s.cols, int(a)%s.cols
	free := func(r, c int) bool { // on the board and unvisited
		return r >= 0 && r < s.rows && c >= 0 && c < s.cols && s.deg[r*s.cols+c]&visited == 0
	}
	for _, m1 := range sicilyMoves {
		if !free(ar+m1.dr, ac+m1.dc) {
			continue
		}
		for _, m2 := range sicilyMoves {
			cr, cc := ar+m1.dr+m2.dr, ac+m1.dc+m2.dc
			if m2 == m1 || cr == ar && cc == ac || !free(ar+m2.dr, ac+m2.dc) || !free(cr, cc) || s.deg[cr*s.cols+cc] < 3 {
				continue
			}
			return int32((ar+m1.dr)*s.cols + ac + m1.dc), int32(cr*s.cols + cc), int32((ar+m2.dr)*s.cols + ac + m2.dc)
		}
	}
	return -1, -1, -1
}

// unwind leaves every square of the path up to depth d, restoring the invariant.
func (s *searcher) unwind(d int) {
	for ; d >= 0; d-- {
		s.leave(s.stack[d].sq)
	}
}
