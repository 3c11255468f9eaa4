// Package dfs counts the Hamiltonian paths and cycles of a knight's graph of at most 64
// squares by a depth-first search: the path is extended square by square, each set of
// squares a 64-bit word. A free square (not on the path) needs two links, free
// neighbours or the path's head, unless it is the path's end, which needs one; those
// rules prune every branch that cannot finish (see Tree.Count).
//
// A search starts from roots (Root): a path so far, the squares left and the end the
// path must reach. Split expands the top of the tree into more roots, which Count
// shares among workers (and among the parts of a count in parts); Descents estimates
// the size of a root's subtree by Knuth's random descents, for a caller that chooses
// between this search and another method.
package dfs

import (
	"context"
	"math/bits"
	"math/rand"
	"sync"
	"sync/atomic"
)

// MaxSquares is the most squares a Tree takes: a set of squares is one 64-bit word.
const MaxSquares = 64

// Tree is a board laid out for the search: the knight's graph as bit masks, squares
// numbered row by row.
type Tree struct {
	nbr [MaxSquares]uint64 // nbr[s]: the squares a knight's move from s
}

// New lays out the rows×cols board, of at most MaxSquares squares.
func New(rows, cols int) *Tree {
	t := &Tree{}
	for s := 0; s < rows*cols; s++ {
		r, c := s/cols, s%cols
		for _, m := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			rr, cc := r+m[0], c+m[1]
			if rr >= 0 && rr < rows && cc >= 0 && cc < cols {
				t.nbr[s] |= 1 << uint(rr*cols+cc)
			}
		}
	}
	return t
}

// Root is a subtree of the search: the path so far ends at Head, Free holds the
// squares not yet on it, and End is the square the path must end on (NoEnd: any). A
// count of cycles from s is the root (s, every square, s): s stays free, as the end the
// path comes back to.
type Root struct {
	Head, End int8
	Free      uint64
	Weight    int64 // how many times its count is added (Count): the caller's symmetries that share it
}

// NoEnd is Root.End when the path may end anywhere.
const NoEnd = -1

// child is a move of the search: to square to, after which the path must end on end.
type child struct{ to, end int8 }

// children writes into out the moves from a node of the search and returns how many
// there are; a node with only the end left returns it with n = -1 when it can be
// reached (the path is finished). The rules, for the squares left free after the path
// (head visited): a free square needs two links (free neighbours, or the head) unless
// it is the path's end, which needs one. So a neighbour y of the head with no other
// free neighbour ends the branch (the path cannot come back for it); one with a single
// free neighbour must be the next square or the end; and there is one end. Moving on
// from the head takes the head's link from its neighbours, and no square that is not
// a neighbour of the head loses one (the knight's graph is bipartite, so the next
// square shares no neighbour with the head): these rules, checked at every node and
// at the root (Check), keep every free square's links as the path needs them. Cost:
// O(8) words.
func (t *Tree) children(head int, free uint64, end int, out *[8]child) int {
	cand := t.nbr[head] & free
	if free&(free-1) == 0 { // one square left: the last
		if cand != 0 {
			return -1
		}
		return 0
	}
	var endBit uint64
	if end != NoEnd {
		endBit = 1 << uint(end)
		if cand&endBit != 0 && t.nbr[end]&free == 0 {
			return 0 // the end's last link is the head, and it is not last
		}
		cand &^= endBit
	}
	var low uint64 // neighbours of the head with one free neighbour besides it
	for m := cand; m != 0; m &= m - 1 {
		y := bits.TrailingZeros64(m)
		switch bits.OnesCount64(t.nbr[y] & free) {
		case 0:
			return 0
		case 1:
			low |= 1 << uint(y)
		}
	}
	n := 0
	switch bits.OnesCount64(low) {
	case 0:
		for m := cand; m != 0; m &= m - 1 {
			out[n] = child{int8(bits.TrailingZeros64(m)), int8(end)}
			n++
		}
	case 1:
		if end != NoEnd { // low must be next: it cannot be a second end
			out[0] = child{int8(bits.TrailingZeros64(low)), int8(end)}
			return 1
		}
		z := int8(bits.TrailingZeros64(low))
		for m := cand; m != 0; m &= m - 1 {
			y := int8(bits.TrailingZeros64(m))
			e := z // passed by, z is left with one link: the end
			if y == z {
				e = NoEnd
			}
			out[n] = child{y, e}
			n++
		}
	case 2:
		if end != NoEnd {
			return 0
		}
		a := int8(bits.TrailingZeros64(low))
		b := int8(63 - bits.LeadingZeros64(low))
		out[0], out[1] = child{a, b}, child{b, a}
		n = 2
	}
	return n
}

// Check applies the rules of children to the whole board at a root: every free square
// but the end that is not a neighbour of the head needs two free neighbours, and one
// with a single one is the end. It returns the root's end, and false if the root has
// no path.
func (t *Tree) Check(head int, free uint64, end int) (int, bool) {
	if free&(free-1) == 0 {
		return end, true
	}
	rest := free &^ t.nbr[head]
	if end != NoEnd {
		rest &^= 1 << uint(end)
	}
	for m := rest; m != 0; m &= m - 1 {
		z := bits.TrailingZeros64(m)
		switch bits.OnesCount64(t.nbr[z] & free) {
		case 0:
			return end, false
		case 1:
			if end != NoEnd {
				return end, false
			}
			end = z
		}
	}
	return end, true
}

// searcher counts one worker's subtrees.
type searcher struct {
	*Tree
	nodes  uint64       // nodes visited
	stop   *atomic.Bool // set when the count is cancelled
	halted bool         // stop was seen: every call returns at once
	meter  *Meter       // nil: none
	told   uint64       // the nodes added to meter.Nodes so far
}

// tell adds the nodes visited since the last time to the meter's.
func (s *searcher) tell() {
	if s.meter != nil && s.meter.Nodes != nil {
		s.meter.Nodes.Add(s.nodes - s.told)
		s.told = s.nodes
	}
}

// Meter follows a count's progress (see CountWith): the nodes visited so far, added
// every meterEvery nodes of a worker, and each root as it is finished, with its nodes.
type Meter struct {
	// Nodes, if not nil, counts the nodes visited, to within meterEvery a worker
	// (exact once the count is over).
	Nodes *atomic.Uint64
	// Done, if not nil, is called as root i (of the roots given) is finished, after
	// nodes nodes, from the worker that counted it: it must be safe for concurrent use.
	Done func(i int, nodes uint64)
}

// meterEvery is how many nodes of a worker are added to Meter.Nodes at once.
const meterEvery = 1 << 16

// count returns the number of paths that extend the path ending at head through every
// free square (ending at end, unless end is NoEnd). It is a depth-first search: cost
// O(8) a node, and the nodes are the tree's, which grows exponentially with the board
// (see Descents). When stop is set it returns early with a wrong count, which
// the caller drops.
//
// It is children inlined, each move taken as it is found: the search's time is spent
// here (children, with its array of moves, takes about 1.5 times as long).
func (s *searcher) count(head int, free uint64, end int) uint64 {
	s.nodes++
	if s.nodes&(meterEvery-1) == 0 {
		if s.stop.Load() {
			s.halted = true
		}
		s.tell()
	}
	if s.halted {
		return 0
	}
	nbr := &s.nbr
	cand := nbr[head&63] & free
	if free&(free-1) == 0 {
		if cand != 0 {
			return 1
		}
		return 0
	}
	if end != NoEnd {
		endBit := uint64(1) << uint(end&63)
		if cand&endBit != 0 && nbr[end&63]&free == 0 {
			return 0
		}
		cand &^= endBit
	}
	var low uint64
	for m := cand; m != 0; m &= m - 1 {
		y := bits.TrailingZeros64(m)
		switch bits.OnesCount64(nbr[y&63] & free) {
		case 0:
			return 0
		case 1:
			low |= 1 << uint(y)
		}
	}
	var total uint64
	switch {
	case low == 0:
		for m := cand; m != 0; m &= m - 1 {
			y := bits.TrailingZeros64(m)
			total += s.count(y, free&^(1<<uint(y)), end)
		}
	case low&(low-1) == 0:
		if end != NoEnd {
			return s.count(bits.TrailingZeros64(low), free&^low, end)
		}
		z := bits.TrailingZeros64(low)
		for m := cand; m != 0; m &= m - 1 {
			y := bits.TrailingZeros64(m)
			e := z
			if y == z {
				e = NoEnd
			}
			total += s.count(y, free&^(1<<uint(y)), e)
		}
	case bits.OnesCount64(low) == 2 && end == NoEnd:
		a, b := bits.TrailingZeros64(low), 63-bits.LeadingZeros64(low)
		total = s.count(a, free&^(1<<uint(a)), b) + s.count(b, free&^(1<<uint(b)), a)
	}
	return total
}

// Split expands the roots breadth first until there are at least want of them (or the
// tree ends), each keeping its weight; the roots' counts, weighted, add up to theirs.
func (t *Tree) Split(roots []Root, want int) []Root {
	for depth := 0; len(roots) < want && depth < 8; depth++ {
		var next []Root
		for _, r := range roots {
			var out [8]child
			n := t.children(int(r.Head), r.Free, int(r.End), &out)
			if n < 0 {
				next = append(next, r) // finished: counts 1
				continue
			}
			for _, c := range out[:n] {
				next = append(next, Root{Head: c.to, End: c.end, Free: r.Free &^ (1 << uint(c.to)), Weight: r.Weight})
			}
		}
		if len(next) == 0 {
			return next
		}
		roots = next
	}
	return roots
}

// Count counts the paths of the roots, weighted, on workers goroutines that take the
// roots in turn; with parts > 1 only the roots i with i mod parts == part (0-based)
// are counted (a caller in parts makes the roots in the same order in every part). It
// returns the sum and the nodes visited, or ctx's error; a worker sees ctx done
// within 65,536 nodes. The sum is in 64 bits: the search could not enumerate more.
func (t *Tree) Count(ctx context.Context, roots []Root, workers, part, parts int) (sum, nodes uint64, err error) {
	return t.CountWith(ctx, roots, workers, part, parts, nil)
}

// CountWith is Count that reports its progress to m (nil: none).
func (t *Tree) CountWith(ctx context.Context, roots []Root, workers, part, parts int, m *Meter) (sum, nodes uint64, err error) {
	var stop atomic.Bool
	finished := make(chan struct{})
	defer close(finished)
	go func() {
		select {
		case <-ctx.Done():
			stop.Store(true)
		case <-finished:
		}
	}()
	var (
		taken     atomic.Int64
		total, nd atomic.Uint64
		wg        sync.WaitGroup
	)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := &searcher{Tree: t, stop: &stop, meter: m}
			for !stop.Load() {
				i := int(taken.Add(1) - 1)
				if i >= len(roots) {
					break
				}
				if parts > 1 && i%parts != part {
					continue
				}
				r, before := roots[i], s.nodes
				total.Add(uint64(r.Weight) * s.count(int(r.Head), r.Free, int(r.End)))
				s.tell()
				if m != nil && m.Done != nil && !s.halted {
					m.Done(i, s.nodes-before)
				}
			}
			nd.Add(s.nodes)
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return 0, 0, err
	}
	return total.Load(), nd.Load(), nil
}

// Descents estimates the nodes of r's subtree (unweighted) by Knuth's method: the mean,
// over n random descents from r, of the sum of the products of the branchings above
// each node visited. Cost: n descents, O(8) a node.
func (t *Tree) Descents(r Root, n int, rng *rand.Rand) float64 {
	var sum float64
	for i := 0; i < n; i++ {
		head, free, end := int(r.Head), r.Free, int(r.End)
		width := 1.0
		for {
			sum += width
			var out [8]child
			k := t.children(head, free, end, &out)
			if k <= 0 {
				break
			}
			c := out[rng.Intn(k)]
			width *= float64(k)
			head, end = int(c.to), int(c.end)
			free &^= 1 << uint(c.to)
		}
	}
	return sum / float64(n)
}
