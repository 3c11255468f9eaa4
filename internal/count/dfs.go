package count

import (
	"context"
	"math/bits"
	"sync"
	"sync/atomic"
)

// dfsMaxSquares is the most squares the depth-first counter takes: a set of squares is
// one 64-bit word.
const dfsMaxSquares = 64

// tree is the board for the depth-first counter: the knight's graph as bit masks, in the
// user's numbering (row-major).
type tree struct {
	nbr [dfsMaxSquares]uint64 // nbr[s]: the squares a knight's move from s
}

// newTree lays out a board of at most dfsMaxSquares squares.
func newTree(rows, cols int) *tree {
	t := &tree{}
	for s := 0; s < rows*cols; s++ {
		r, c := s/cols, s%cols
		for _, m := range moves {
			rr, cc := r+m.dr, c+m.dc
			if rr >= 0 && rr < rows && cc >= 0 && cc < cols {
				t.nbr[s] |= 1 << uint(rr*cols+cc)
			}
		}
	}
	return t
}

// root is a subtree of the search: the path so far ends at head, free holds the
// squares not yet on it, and end is the square the path must end on (noEnd: any). A
// count of cycles from s is the root (s, every square, s): s stays free, as the end the
// path comes back to.
type root struct {
	head, end int8
	free      uint64
	weight    int64 // how many times its count is added: the board's symmetries that share it
}

// noEnd is root.end when the path may end anywhere.
const noEnd = -1

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
// at the root (check), keep every free square's links as the path needs them. Cost:
// O(8) words.
func (t *tree) children(head int, free uint64, end int, out *[8]child) int {
	cand := t.nbr[head] & free
	if free&(free-1) == 0 { // one square left: the last
		if cand != 0 {
			return -1
		}
		return 0
	}
	var endBit uint64
	if end != noEnd {
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
		if end != noEnd { // low must be next: it cannot be a second end
			out[0] = child{int8(bits.TrailingZeros64(low)), int8(end)}
			return 1
		}
		z := int8(bits.TrailingZeros64(low))
		for m := cand; m != 0; m &= m - 1 {
			y := int8(bits.TrailingZeros64(m))
			e := z // passed by, z is left with one link: the end
			if y == z {
				e = noEnd
			}
			out[n] = child{y, e}
			n++
		}
	case 2:
		if end != noEnd {
			return 0
		}
		a := int8(bits.TrailingZeros64(low))
		b := int8(63 - bits.LeadingZeros64(low))
		out[0], out[1] = child{a, b}, child{b, a}
		n = 2
	}
	return n
}

// check applies the rules of children to the whole board at a root: every free square
// but the end that is not a neighbour of the head needs two free neighbours, and one
// with a single one is the end. It returns the root's end, and false if the root has
// no tour.
func (t *tree) check(head int, free uint64, end int) (int, bool) {
	if free&(free-1) == 0 {
		return end, true
	}
	rest := free &^ t.nbr[head]
	if end != noEnd {
		rest &^= 1 << uint(end)
	}
	for m := rest; m != 0; m &= m - 1 {
		z := bits.TrailingZeros64(m)
		switch bits.OnesCount64(t.nbr[z] & free) {
		case 0:
			return end, false
		case 1:
			if end != noEnd {
				return end, false
			}
			end = z
		}
	}
	return end, true
}

// searcher counts one worker's subtrees.
type searcher struct {
	*tree
	nodes  uint64       // nodes visited
	stop   *atomic.Bool // set when the count is cancelled
	halted bool         // stop was seen: every call returns at once
}

// count returns the number of paths that extend the path ending at head through every
// free square (ending at end, unless end is noEnd). It is a depth-first search: cost
// O(8) a node, and the nodes are the tree's, which grows exponentially with the board
// (see Counter.method). When stop is set it returns early with a wrong count, which
// the caller drops.
//
// It is children inlined, each move taken as it is found: the search's time is spent
// here (children, with its array of moves, takes about 1.5 times as long).
func (s *searcher) count(head int, free uint64, end int) uint64 {
	s.nodes++
	if s.nodes&0xffff == 0 && s.stop.Load() {
		s.halted = true
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
	if end != noEnd {
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
		if end != noEnd {
			return s.count(bits.TrailingZeros64(low), free&^low, end)
		}
		z := bits.TrailingZeros64(low)
		for m := cand; m != 0; m &= m - 1 {
			y := bits.TrailingZeros64(m)
			e := z
			if y == z {
				e = noEnd
			}
			total += s.count(y, free&^(1<<uint(y)), e)
		}
	case bits.OnesCount64(low) == 2 && end == noEnd:
		a, b := bits.TrailingZeros64(low), 63-bits.LeadingZeros64(low)
		total = s.count(a, free&^(1<<uint(a)), b) + s.count(b, free&^(1<<uint(b)), a)
	}
	return total
}

// split expands the roots breadth first until there are at least want of them (or the
// tree ends), each keeping its weight; the roots' counts, weighted, add up to theirs.
func (t *tree) split(roots []root, want int) []root {
	for depth := 0; len(roots) < want && depth < 8; depth++ {
		var next []root
		for _, r := range roots {
			var out [8]child
			n := t.children(int(r.head), r.free, int(r.end), &out)
			if n < 0 {
				next = append(next, r) // finished: counts 1
				continue
			}
			for _, c := range out[:n] {
				next = append(next, root{head: c.to, end: c.end, free: r.free &^ (1 << uint(c.to)), weight: r.weight})
			}
		}
		if len(next) == 0 {
			return next
		}
		roots = next
	}
	return roots
}

// searchRoots counts the paths of the roots, weighted, on workers goroutines that take
// the roots in turn; with parts > 1 only the roots i with i mod parts == part are
// counted (the roots are made in the same order in every part). It returns the sum
// and the nodes visited, or ctx's error.
func (t *tree) searchRoots(ctx context.Context, roots []root, workers int, part partition) (uint64, uint64, error) {
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
		taken        atomic.Int64
		total, nodes atomic.Uint64
		wg           sync.WaitGroup
	)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := &searcher{tree: t, stop: &stop}
			for !stop.Load() {
				i := int(taken.Add(1) - 1)
				if i >= len(roots) {
					break
				}
				if part.parts > 1 && i%part.parts != part.part {
					continue
				}
				r := roots[i]
				total.Add(uint64(r.weight) * s.count(int(r.head), r.free, int(r.end)))
			}
			nodes.Add(s.nodes)
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return 0, 0, err
	}
	return total.Load(), nodes.Load(), nil
}
