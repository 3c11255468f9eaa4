package thin

import "fmt"

// traversal is one way through one gadget piece: state 2i walks piece i from its start
// (next to links[i].a), state 2i+1 walks it backwards (entering next to links[i].b).
// The piece holds exactly one shifted link; pre is the part up to and including the
// link's first square, suf the rest, and next is the state in which the following
// gadget is entered through that link.
type traversal struct {
	pre, suf []cell
	next     int
}

// traversals returns the 2*len(gd.pieces) traversals of gd, indexed by state, and
// prev, the inverse of the next map (a permutation, since every link lies in exactly
// one piece). Cost: O(size of the gadget).
func traversals(gd gadget) ([]traversal, []int, error) {
	n := 2 * len(gd.pieces)
	tr := make([]traversal, n)
	prev := make([]int, n)
	for i := range prev {
		prev[i] = -1
	}
	for st := 0; st < n; st++ {
		piece := gd.pieces[st/2]
		t := make([]cell, len(piece))
		for i, x := range piece {
			if st%2 == 0 {
				t[i] = x
			} else {
				t[len(piece)-1-i] = x
			}
		}
		found := false
		for i := 0; i+1 < len(t) && !found; i++ {
			for j, l := range gd.links {
				switch {
				case t[i] == l.a && t[i+1] == l.b:
					tr[st] = traversal{pre: t[:i+1], suf: t[i+1:], next: 2 * j}
				case t[i] == l.b && t[i+1] == l.a:
					tr[st] = traversal{pre: t[:i+1], suf: t[i+1:], next: 2*j + 1}
				default:
					continue
				}
				found = true
				break
			}
		}
		if !found || prev[tr[st].next] >= 0 {
			return nil, nil, fmt.Errorf("thin: gadget piece %d does not recreate exactly one link", st/2)
		}
		prev[tr[st].next] = st
	}
	return tr, prev, nil
}

// chain is the run of k gadgets on one side of the base block entered through one link:
// the walk goes out through the pre parts of gadgets 1..k and back through the suf
// parts of gadgets k..1. Squares are output numbers: origin of gadget j is
// origin0 + (j-1)*step, and each state's offsets are added to it.
type chain struct {
	k       int
	origin0 int
	step    int
	start   int
	next    []int
	prev    []int
	pre     [][]int
	suf     [][]int
}

// newChain lays out the chain of k gadgets entered in state start. right says the
// gadgets extend the block to the right from board column col0 (gadget 1 occupies
// columns col0..col0+g-1); otherwise they extend it to the left, mirrored, gadget 1
// occupying columns col0-g+1..col0. rowStride and colStride turn (row, column) into
// output numbers.
func newChain(tr []traversal, prev []int, g, k, start int, right bool, col0, rowStride, colStride int) chain {
	ch := chain{k: k, start: start, prev: prev, origin0: col0 * colStride, step: g * colStride}
	sign := 1
	if !right {
		sign, ch.step = -1, -ch.step
	}
	off := func(cs []cell) []int {
		o := make([]int, len(cs))
		for i, x := range cs {
			o[i] = x.r*rowStride + sign*x.c*colStride
		}
		return o
	}
	for _, t := range tr {
		ch.next = append(ch.next, t.next)
		ch.pre = append(ch.pre, off(t.pre))
		ch.suf = append(ch.suf, off(t.suf))
	}
	return ch
}
