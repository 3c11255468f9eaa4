package thin

// cell is a square given by row and column.
type cell struct{ r, c int }

// edge is an undirected knight's move between two squares.
type edge struct{ a, b cell }

// gadget is the repeating block that extends a thin board by g columns. Its links are
// knight's moves between squares in the g columns just before the block (column x of a
// link means column x of that previous block, 0 <= x < g). Piece i is a path through
// gadget squares (column x means column x of the block) that starts next to links[i].a
// and ends next to links[i].b; the pieces cover the block exactly once, and each piece
// contains exactly one link shifted by g columns, so the next block can replace it.
//
// Replacing every link edge (a, b) of a tour by a, piece, b therefore gives a tour of a
// board g columns longer that again holds all the links in its last g columns.
type gadget struct {
	rows, g int
	links   []edge
	pieces  [][]cell
}

// gadgetWidth is the number of columns a gadget adds: 4 on 3-row boards, 3 on 4-row ones.
func gadgetWidth(rows int) int {
	if rows == 3 {
		return 4
	}
	return 3
}

// gadgetLinks is the number of links (and pieces) a gadget has: 1 on 3-row boards,
// 2 on 4-row ones (a single 4×3 path cannot both enter from and recreate one link).
func gadgetLinks(rows int) int {
	if rows == 3 {
		return 1
	}
	return 2
}

// findGadget searches for the gadget of a rows-row board (rows 3 or 4): it tries link
// sets in a fixed order (links sorted by square, each with a < b) and returns the first
// for which pieces exist, found by the package's deterministic search. Cost: a few
// hundred tiny searches, well under a millisecond.
func findGadget(rows int) (gadget, bool) {
	g, k := gadgetWidth(rows), gadgetLinks(rows)
	w := 2 * g // previous block (columns 0..g-1) and the gadget (g..2g-1)
	var cand []edge
	for a := 0; a < rows*g; a++ {
		for b := a + 1; b < rows*g; b++ {
			ca, cb := cell{a / g, a % g}, cell{b / g, b % g}
			if knightMove(ca, cb) {
				cand = append(cand, edge{ca, cb})
			}
		}
	}
	var gadgetMask uint64
	for r := 0; r < rows; r++ {
		for c := g; c < w; c++ {
			gadgetMask |= 1 << uint(r*w+c)
		}
	}
	sq := func(x cell, shift int) int { return x.r*w + x.c + shift }
	var try func(chosen []edge, from int) (gadget, bool)
	try = func(chosen []edge, from int) (gadget, bool) {
		if len(chosen) < k {
			for i := from; i < len(cand); i++ {
				if disjoint(chosen, cand[i]) {
					if gd, ok := try(append(chosen, cand[i]), i+1); ok {
						return gd, true
					}
				}
			}
			return gadget{}, false
		}
		// One path: a0 .. b0 => a1 .. b1 ..., the jumps being virtual links.
		p := problem{rows: rows, cols: w, allowed: gadgetMask, start: sq(chosen[0].a, 0), end: sq(chosen[k-1].b, 0)}
		for i, l := range chosen {
			p.allowed |= 1<<uint(sq(l.a, 0)) | 1<<uint(sq(l.b, 0))
			p.links = append(p.links, link{a: sq(l.a, g), b: sq(l.b, g)})
			if i+1 < k {
				p.links = append(p.links, link{a: sq(l.b, 0), b: sq(chosen[i+1].a, 0), directed: true, virtual: true})
			}
		}
		var pieces [][]cell
		p.accept = func(path []int) bool {
			pieces = pieces[:0]
			var cur []cell
			for _, s := range path {
				x := cell{s / w, s%w - g}
				if x.c < 0 {
					if cur != nil {
						pieces = append(pieces, cur)
						cur = nil
					}
					continue
				}
				cur = append(cur, x)
			}
			if len(pieces) != k {
				return false // a piece was empty
			}
			for _, pc := range pieces {
				if n := linksIn(pc, chosen); n != 1 {
					return false
				}
			}
			return true
		}
		if _, ok := p.solve(); !ok {
			return gadget{}, false
		}
		return gadget{rows: rows, g: g, links: append([]edge(nil), chosen...), pieces: pieces}, true
	}
	return try(nil, 0)
}

// knightMove reports whether x and y are a knight's move apart.
func knightMove(x, y cell) bool {
	dr, dc := x.r-y.r, x.c-y.c
	return dr*dr+dc*dc == 5
}

// disjoint reports whether e shares no square with the edges in es.
func disjoint(es []edge, e edge) bool {
	for _, f := range es {
		if f.a == e.a || f.a == e.b || f.b == e.a || f.b == e.b {
			return false
		}
	}
	return true
}

// linksIn counts the links that appear as consecutive squares of piece.
func linksIn(piece []cell, links []edge) int {
	n := 0
	for i := 0; i+1 < len(piece); i++ {
		for _, l := range links {
			if (piece[i] == l.a && piece[i+1] == l.b) || (piece[i] == l.b && piece[i+1] == l.a) {
				n++
			}
		}
	}
	return n
}
