// Package prune cuts the Sicily search short on big boards without changing its
// answers: Pruning is a search.Pruner that, at a dead end, finds a subtree that holds
// no tour, counts its nodes, and ends the search where its budget would run out in
// there, or skips the subtree with the node count the search would have had. It sees
// the search only through search.Tree.
package prune

import (
	"math/bits"

	"github.com/knightstour/knightstour/internal/tour/search"
	"github.com/knightstour/knightstour/internal/tour/sicily"
)

// Why the search can stop early, or skip a subtree. On 100×100, 2,962 of the 10,000
// starts lead the search to a dead end some 25 squares before the end, after it cut
// squares off from the rest tens or hundreds of moves before: it is in a subtree that
// holds no tour, and the plain search tries that subtree path by path until its budget
// (about a million nodes) runs out. Once in such a subtree, the search can only get out
// after trying every path the subtree holds, whatever the order: doomedSubtree finds such
// a subtree, nodesUnder counts its paths (or enough of them), and the search ends
// OverBudget at once if it would run out in there, or else skips the rest of the subtree
// with the node count it would have had. The answers stay exactly those of the plain
// search within its budget (TestSearchAsPlain); all but 8 of those starts end after a
// count, and every start of 100×100 takes a tenth of the plain search's time
// (scripts/measure floor).

// Pruning cuts the Sicily search short on big boards, as the Pruner of search.Options:
// at a dead end it looks for the shallowest square of the path whose subtree holds no
// tour (doomedSubtree), counts the nodes of that subtree (nodesUnder), and ends the
// search OverBudget at once if the budget would run out in there, or else skips the
// rest of the subtree with the node count the search would have had. It sees the search
// only through search.Tree. A Pruning serves one search at a time; it costs 4 bytes a
// square and a few KB. The zero Pruning is ready for use.
type Pruning struct {
	rows, cols int
	squares    int                 // rows·cols
	nextCheck  int64               // the node count from which a dead end is worth doomedSubtree
	lastDoomed int64               // the node that doomedSubtree found last
	parent     []int32             // union-find forest of doomedSubtree; numbering of reach
	walk       []int32             // the squares a ladder visits
	steps      int                 // the steps of ladders nodesUnder took
	region     []int32             // the squares nodesUnder counts the paths through
	nbrSet     [maxCount][2]uint64 // their neighbours among them, as bits
	left       int64               // the paths countPaths has still to count
}

// Begin prepares for a search of t, making the scratch space on first use. It costs
// O(1), or O(rows·cols) for a board of another size. Like container/heap's functions,
// Begin and DeadEnd keep nothing of t: each works on the Tree it is handed.
func (p *Pruning) Begin(t search.Tree) {
	if rows, cols := t.Size(); p.parent == nil || rows != p.rows || cols != p.cols {
		p.rows, p.cols = rows, cols
		p.squares = p.rows * p.cols
		p.parent = make([]int32, p.squares)
		p.walk = make([]int32, 0, 1+3*maxWalk)
		p.region = make([]int32, 0, maxCount)
	}
	p.nextCheck, p.lastDoomed = 0, 0
}

// DeadEnd is called by the search at a dead end at depth d (see search.Pruner). It
// costs O(rows·cols) and the paths it counts, at most once per rows·cols nodes and
// ever more rarely, else O(1).
func (p *Pruning) DeadEnd(t search.Tree, d int, nodes, budget int64) (int, int64, search.Outcome) {
	if nodes < p.nextCheck {
		return d, nodes, search.Running
	}
	// The check costs O(rows·cols), so it comes at most once per rows·cols nodes, and
	// ever more rarely: after 2, 4, 8... times the nodes of the first.
	p.nextCheck = 2*nodes + int64(p.squares)
	x := p.doomedSubtree(t, d)
	if x > d {
		return d, nodes, search.Running
	}
	_, e := t.Path(x)
	if e == p.lastDoomed { // the same as last time: the same nodes
		return d, nodes, search.Running
	}
	p.lastDoomed = e
	below, exact := p.nodesUnder(t, x, d, budget-e)
	if e+below >= budget {
		return d, nodes, search.OverBudget
	}
	if !exact {
		return d, nodes, search.Running
	}
	// Skip the rest of the subtree, leaving the count as if searched.
	if x == 0 {
		return -1, e + below, search.Exhausted
	}
	return x - 1, e + below, search.Running
}

// doomedSubtree returns the depth x of the shallowest square of the path to depth d
// such that it and every square after it are doomed (see doomed), or d+1 if the square
// at depth d is not. The subtree of the square at depth x holds no tour. It steps back
// along the path, unvisiting its squares, and then visits them again. It costs
// O(rows·cols).
func (p *Pruning) doomedSubtree(t search.Tree, d int) int {
	b := t.Board()
	var parts int   // pieces of the unvisited squares: a union-find forest of them
	var lone [2]int // unvisited squares with no unvisited neighbour, with one
	for v := int32(0); v < int32(p.squares); v++ {
		if k := b.Onward(v); k >= 0 {
			p.parent[v] = v
			parts++
			if k < 2 {
				lone[k]++
			}
		}
	}
	for v := int32(0); v < int32(p.squares); v++ {
		if b.Onward(v) >= 0 {
			parts -= p.join(t, v)
		}
	}
	x := d + 1
	for x > 0 && p.doomed(t, x-1, parts, lone) {
		x--
		if x == 0 {
			break
		}
		v, _ := t.Path(x) // unvisit it: the path ends at depth x-1
		for _, w := range b.Neighbours(v) {
			switch b.Onward(w) { // unvisited neighbours gain v as an unvisited neighbour
			case 0:
				lone[0]--
				lone[1]++
			case 1:
				lone[1]--
			}
		}
		b.Leave(v)
		if k := b.Onward(v); k < 2 {
			lone[k]++
		}
		p.parent[v] = v
		parts++
		parts -= p.join(t, v)
	}
	for j := max(x, 1); j <= d; j++ {
		sq, _ := t.Path(j)
		b.Visit(sq)
	}
	return x
}

// doomed reports that no path from the square at depth j covers the unvisited squares
// (those at depth j, when the path ended there), which form parts pieces and of which
// lone[0] have no unvisited neighbour and lone[1] one: they fall apart, or none of
// them is next to the square, or a square can only be reached from it and has nowhere
// to go on, or one cannot be reached at all, or two can only end a path.
func (p *Pruning) doomed(t search.Tree, j, parts int, lone [2]int) bool {
	b := t.Board()
	rest := p.squares - 1 - j // unvisited squares
	if rest == 0 {
		return false
	}
	var near [3]int // unvisited neighbours of the square: with none, one, more onward
	h, _ := t.Path(j)
	for _, w := range b.Neighbours(h) {
		if k := b.Onward(w); k >= 0 {
			near[min(k, 2)]++
		}
	}
	return parts > 1 || near[0]+near[1]+near[2] == 0 ||
		near[0] > 0 && rest > 1 || lone[0] > near[0] || lone[1]-near[1] > 1
}

// join unites the unvisited square v with its unvisited neighbours in the union-find
// forest and returns how many components it merged away.
func (p *Pruning) join(t search.Tree, v int32) int {
	b := t.Board()
	merged := 0
	for _, w := range b.Neighbours(v) {
		if b.Onward(w) < 0 {
			continue
		}
		if a, b := p.root(v), p.root(w); a != b {
			p.parent[a] = b
			merged++
		}
	}
	return merged
}

// root returns the root of v's tree, halving the path to it.
func (p *Pruning) root(v int32) int32 {
	for p.parent[v] != v {
		p.parent[v] = p.parent[p.parent[v]]
		v = p.parent[v]
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
func (p *Pruning) nodesUnder(t search.Tree, x, d int, want int64) (n int64, exact bool) {
	b := t.Board()
	for j := d; j > x; j-- {
		sq, _ := t.Path(j)
		b.Leave(sq)
	}
	head, _ := t.Path(x)
	exact = p.reach(t, head)
	if exact {
		n = p.countPaths(t, head, min(want, quickCount))
	}
	if !exact || n == quickCount && n < want {
		p.steps = 0
		for depth := 0; n < want && p.steps < maxSteps/4; depth++ {
			n = max(n, p.nodesBelow(t, head, depth, want))
		}
		if n < want && exact {
			n = p.countPaths(t, head, want)
		} else {
			exact = false
		}
	}
	for j := x + 1; j <= d; j++ {
		sq, _ := t.Path(j)
		b.Visit(sq)
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

// reach lists in p.region the unvisited squares reachable from head through unvisited
// squares, numbering them in p.parent, and reports whether they are at most maxCount.
func (p *Pruning) reach(t search.Tree, head int32) bool {
	b := t.Board()
	r := p.region[:0]
	for i := -1; i < len(r); i++ {
		v := head
		if i >= 0 {
			v = r[i]
		}
		for _, w := range b.Neighbours(v) {
			if i := p.parent[w]; b.Onward(w) < 0 || i >= 0 && int(i) < len(r) && r[i] == w {
				continue // visited, or listed already (parent may hold anything else)
			}
			if len(r) == maxCount {
				p.region = r
				return false
			}
			p.parent[w] = int32(len(r))
			r = append(r, w)
		}
	}
	p.region = r
	return true
}

// countPaths returns the number of paths from head through the squares of p.region,
// each a node of the search, counting up to want: with those squares in two words,
// a path's next squares are the bits of a neighbour mask and of the set of squares
// left, and each path costs a few instructions instead of a node's visit, sort and
// leave: half the time of searching them (BenchmarkSearchCounted: 14.5 ms against
// 28.8 ms for the million nodes from square 199 of 100×100).
func (p *Pruning) countPaths(t search.Tree, head int32, want int64) int64 {
	var all [2]uint64
	for i, v := range p.region {
		all[i/64] |= 1 << (i % 64)
		p.nbrSet[i] = p.neighbourSet(t, v)
	}
	p.left = want
	p.pathsFrom(p.neighbourSet(t, head), all)
	return want - max(p.left, 0)
}

// neighbourSet returns the squares of p.region a knight's move from v, as bits.
func (p *Pruning) neighbourSet(t search.Tree, v int32) [2]uint64 {
	b := t.Board()
	var set [2]uint64
	for _, w := range b.Neighbours(v) {
		if b.Onward(w) >= 0 {
			i := p.parent[w]
			set[i/64] |= 1 << (i % 64)
		}
	}
	return set
}

// pathsFrom counts in p.left, down from it to 0 or a little below, the paths that go
// on to the squares of next that are in left, and all their longer paths. The paths
// of one more square are counted at once, by a population count, and only those that
// can go on are followed: most paths end there, which saved 10% of the time of a count
// (BenchmarkSearchCounted).
func (p *Pruning) pathsFrom(next, left [2]uint64) {
	next[0] &= left[0]
	next[1] &= left[1]
	p.left -= int64(bits.OnesCount64(next[0]) + bits.OnesCount64(next[1]))
	for k := range next {
		for m := next[k]; m != 0 && p.left > 0; m &= m - 1 {
			i := bits.TrailingZeros64(m)
			rest := left
			rest[k] &^= 1 << i
			if on := p.nbrSet[k*64+i]; on[0]&rest[0]|on[1]&rest[1] != 0 {
				p.pathsFrom(on, rest)
			}
		}
	}
}

// nodesBelow returns a number of nodes, up to about want, that the search tree holds
// below head with the squares visited now, if it holds no tour: with depth 0, 2^k for
// the best ladder of k rungs from head (see ladder); deeper, each unvisited neighbour
// of head is a node, with nodesBelow(depth-1) of its own below it.
func (p *Pruning) nodesBelow(t search.Tree, head int32, depth int, want int64) int64 {
	b := t.Board()
	var sum int64
	p.steps++
	if depth == 0 {
		need := 0 // rungs enough for 2^need to reach want
		for need < 62 && 1<<need < want {
			need++
		}
		most := -1 // the most rungs of a ladder, -1 if the head has no unvisited neighbour
		for _, first := range b.Neighbours(head) {
			if b.Onward(first) >= 0 && most < need && p.steps < maxSteps {
				most = max(most, p.ladder(t, first, need))
			}
		}
		if most >= 0 {
			sum = 1 << most
		}
		return sum
	}
	for _, c := range b.Neighbours(head) {
		if b.Onward(c) < 0 || sum >= want || p.steps >= maxSteps {
			continue
		}
		b.Visit(c)
		sum += 1 + p.nodesBelow(t, c, depth-1, want-sum)
		b.Leave(c)
	}
	return sum
}

// ladder walks from the head of the search's path to first and on, through unvisited
// squares, rung by rung where it can and step by step where it cannot, for up to
// maxWalk moves or need rungs, and returns the rungs. A rung is two moves a→b→c such
// that a third square y, which the walk then keeps off, is a knight's move from both a
// and c: it can be walked as a→b→c or as a→y→c, so k rungs make 2^k paths of the same
// length. It leaves the squares as it found them.
func (p *Pruning) ladder(t search.Tree, first int32, need int) int {
	bd := t.Board()
	walk := append(p.walk[:0], first) // the squares visited, the y kept off included
	bd.Visit(first)
	a, rungs := first, 0
	for steps := 0; rungs < need && steps < maxWalk; steps++ {
		p.steps++
		b, c, y := p.rung(t, a)
		if b < 0 { // no rung here: one step on
			if c = p.onward(t, a); c < 0 {
				break
			}
			bd.Visit(c)
			walk = append(walk, c)
			a = c
			continue
		}
		bd.Visit(y)
		bd.Visit(b)
		bd.Visit(c)
		walk = append(walk, y, b, c)
		a = c
		rungs++
	}
	for j := len(walk) - 1; j >= 0; j-- {
		bd.Leave(walk[j])
	}
	p.walk = walk
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
func (p *Pruning) onward(t search.Tree, v int32) int32 {
	b := t.Board()
	best, bestKey := int32(-1), 0
	for _, w := range b.Neighbours(v) {
		if k := b.Onward(w); k >= 0 && (best < 0 || k > bestKey) {
			best, bestKey = w, k
		}
	}
	return best
}

// rung returns squares b, c and y for a rung from a: b = a + m1, y = a + m2 and
// c = a + m1 + m2 for two knight's moves m1 and m2 (neither the same nor opposite),
// all unvisited, c with another unvisited neighbour to go on from; or -1s.
func (p *Pruning) rung(t search.Tree, a int32) (b, c, y int32) {
	bd := t.Board()
	rows, cols := p.rows, p.cols
	ar, ac := int(a)/cols, int(a)%cols
	free := func(r, c int) bool { // on the board and unvisited
		return r >= 0 && r < rows && c >= 0 && c < cols && bd.Onward(int32(r*cols+c)) >= 0
	}
	moves := sicily.Moves()
	for _, m1 := range moves {
		if !free(ar+m1.Dr, ac+m1.Dc) {
			continue
		}
		for _, m2 := range moves {
			cr, cc := ar+m1.Dr+m2.Dr, ac+m1.Dc+m2.Dc
			if m2 == m1 || cr == ar && cc == ac || !free(ar+m2.Dr, ac+m2.Dc) || !free(cr, cc) || bd.Onward(int32(cr*cols+cc)) < 3 {
				continue
			}
			return int32((ar+m1.Dr)*cols + ac + m1.Dc), int32(cr*cols + cc), int32((ar+m2.Dr)*cols + ac + m2.Dc)
		}
	}
	return -1, -1, -1
}
