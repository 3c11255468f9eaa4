package frontier

import (
	"math/bits"
	"slices"
)

// edgeWalk adds the middle edges to a middle, one edge after another, each taken or
// not (walk, over a block of them: see middles), and prunes as it goes: once a square
// has no edge left to come its degree is final, and a middle whose final squares need
// degrees that no bottom state gives them goes no further. The degrees a middle needs
// are a number in base 3 (need), a digit a square, the squares in the order their
// degrees become final, so that the needs of the k first of them are the number modulo
// 3^k, looked up in a set of bits. In an open meet the ends vertex is one more square
// (at endsAt), its edges to the squares that may end a path among the middle edges,
// each after its square's last edge to the other column.
type edgeWalk struct {
	at    []int    // the places whose degrees count: the squares, and the ends vertex's
	full  uint64   // their degrees in a whole tour (full)
	edges [][2]int // the middle edges, in the order they are added (to endsAt: an end)
	must  int      // the edge always taken: a start's to the ends vertex (-1: none)
	takes [3]bool  // the top states walked from, by the degree they give the ends vertex
	width int      // the board's height
	pow   [endsAt + 1]uint64
	drop  []uint64 // the need an edge takes off: pow of its two squares
	// mod[i] is 3^k for the k squares with no edge in edges[i:] (0 where there are as
	// many before, or none), magic[i] its inverse for fastMod, and seen[i] the set of
	// the bottom states' needs modulo it, a bit each.
	mod, magic []uint64
	seen       [][]uint64
}

// newEdgeWalk returns the walk of the middle edges of a width-high board, against the
// bottom states' degrees degs (two bits a square), of a closed meet (ends nil) or of an
// open one whose middle squares q may end a path where ends[q], and must (if not -1)
// does.
func newEdgeWalk(width int, ends []bool, must int, degs []uint64) *edgeWalk {
	n := 2 * width
	e := &edgeWalk{width: width, edges: middleEdges(width), full: full(n, ends != nil), must: -1, takes: [3]bool{true, true, true}}
	for q := 0; q < n; q++ {
		e.at = append(e.at, q)
	}
	if ends != nil {
		e.at = append(e.at, endsAt)
		e.edges = withEnds(e.edges, ends)
		for i, ed := range e.edges {
			if ed == [2]int{must, endsAt} {
				e.must = i
			}
		}
	}
	final := make([]int, len(e.edges)+1) // how many squares are final before edge i
	p := uint64(1)
	for i := range final {
		for _, q := range e.at {
			if e.pow[q] == 0 && !touches(e.edges[i:], q) {
				e.pow[q], p = p, 3*p
				final[i]++
			}
		}
		if i > 0 {
			final[i] += final[i-1]
		}
	}
	e.mod, e.magic, e.seen = make([]uint64, len(final)), make([]uint64, len(final)), make([][]uint64, len(final))
	for i, k := range final {
		if k == 0 || i > 0 && k == final[i-1] {
			continue
		}
		e.mod[i] = 1
		for j := 0; j < k; j++ {
			e.mod[i] *= 3
		}
		e.magic[i] = ^uint64(0)/e.mod[i] + 1
		e.seen[i] = make([]uint64, (e.mod[i]+63)/64)
		for _, d := range degs {
			x := e.completes(d) % e.mod[i]
			e.seen[i][x/64] |= 1 << (x % 64)
		}
	}
	for _, ed := range e.edges {
		e.drop = append(e.drop, e.pow[ed[0]]+e.pow[ed[1]])
	}
	return e
}

// from sets the top states e walks from to those whose degree t of the ends vertex
// has takes[t] (see meetPass), where it walked from all, and returns e.
func (e *edgeWalk) from(takes [3]bool) *edgeWalk {
	e.takes = takes
	return e
}

// key returns the packed code (pack) of the middle m made by the edges up to edges[to];
// at the walk's end, that of whichever of m and its mirror image (middle.mirrored)
// needs the lesser bottom degrees of the two (the least of the codes where they need
// the same), as the bottom states are kept (eachBottom): a middle and its image make
// as many tours with bottom states that hold every state's image, and so the one
// kept with the lesser degrees' bottom states. It gives a middle and its image one
// key, with the sum of their counts: they are joined once.
func (e *edgeWalk) key(m middle, to int) uint64 {
	if to < len(e.edges) {
		return m.pack()
	}
	need := m.need(e.full)
	switch img := mirrorDegs(need, e.width); {
	case need < img:
		return m.pack()
	case need > img:
		return m.mirrored(e.width).pack()
	}
	return min(m.pack(), m.mirrored(e.width).pack())
}

// images returns the degrees degs and their mirror images (mirrorDegs) of a
// width-high board: those of the bottom states whose middles a part's walk makes, as
// it keeps some of each pair (key).
func images(degs []uint64, width int) []uint64 {
	all := slices.Clip(degs)
	for _, d := range degs {
		if img := mirrorDegs(d, width); img != d {
			all = append(all, img)
		}
	}
	return all
}

// withEnds returns the middle edges with the ends vertex's, to each square q that may
// be an end (ends[q]) after its last edge, or before them all if it has none.
func withEnds(edges [][2]int, ends []bool) [][2]int {
	var out [][2]int
	for q, end := range ends {
		if end && !touches(edges, q) {
			out = append(out, [2]int{q, endsAt})
		}
	}
	for i, ed := range edges {
		out = append(out, ed)
		for _, q := range ed {
			if ends[q] && !touches(edges[i+1:], q) {
				out = append(out, [2]int{q, endsAt})
			}
		}
	}
	return out
}

// touches reports whether one of edges has the square q.
func touches(edges [][2]int, q int) bool {
	for _, e := range edges {
		if e[0] == q || e[1] == q {
			return true
		}
	}
	return false
}

// walks reports whether the middle is walked from the top state m.
func (e *edgeWalk) walks(m middle) bool { return e.takes[m.degree(endsAt)] }

// needOf returns the degrees m needs, in base 3.
func (e *edgeWalk) needOf(m middle) uint64 {
	var x uint64
	for _, q := range e.at {
		x += (2 - m.degree(q)) * e.pow[q]
	}
	return x
}

// completes returns the need (of needOf) that a bottom state of the degrees d (two bits
// a square) completes.
func (e *edgeWalk) completes(d uint64) uint64 { return e.needOf(middle{deg: e.full - d}) }

// keeps reports whether some bottom state completes the degrees of the squares that
// are final before edges[i] (every square's at i = len(edges)) of a middle that needs
// need (of needOf).
func (e *edgeWalk) keeps(need uint64, i int) bool {
	mod := e.mod[i]
	if mod == 0 {
		return true
	}
	x := fastMod(need, mod, e.magic[i])
	return e.seen[i][x/64]&(1<<(x%64)) != 0
}

// fastMod returns x mod d, magic being ^uint64(0)/d + 1, for x and d below 2^32
// (Lemire, Kaser and Kurz's): two multiplications, where % divides. The needs are
// below 3^17 (16 squares and the ends vertex) < 2^27.
func fastMod(x, d, magic uint64) uint64 {
	hi, _ := bits.Mul64(magic*x, d)
	return hi
}

// walk calls leaf with each middle that m (which needs need, of needOf) and a choice
// of the middle edges edges[i:to] make, whose squares final before edges[to] some
// bottom state completes.
func (e *edgeWalk) walk(m middle, need uint64, i, to int, leaf func(middle)) {
	if i == to {
		leaf(m)
		return
	}
	if i != e.must && e.keeps(need, i+1) {
		e.walk(m, need, i+1, to, leaf)
	}
	if x, ok := e.take(m, i); ok && e.keeps(need-e.drop[i], i+1) {
		e.walk(x, need-e.drop[i], i+1, to, leaf)
	}
}

// take returns m with edges[i], and false where a square would have three edges or
// the edge closes a cycle.
func (e *edgeWalk) take(m middle, i int) (middle, bool) {
	a, b := e.edges[i][0], e.edges[i][1]
	if b == endsAt {
		return m.endEdge(a)
	}
	return m.edge(a, b)
}
