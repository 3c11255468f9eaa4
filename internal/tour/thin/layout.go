package thin

import "fmt"

// layout is how a tour of a thin board is put together: the board is seen with rows
// (3 or 4) rows and n >= rows columns; columns A..A+w-1 form the base block, which
// holds the start, and kL gadgets of g columns extend it to the left edge, kR to the
// right edge. p is the search for the base path (or, if cycle, the base cycle): it
// must hold every link in uses.
type layout struct {
	rows, n int
	w, A, g int
	kL, kR  int
	cycle   bool
	gd      gadget
	uses    []linkUse
	p       problem
}

// linkUse is a gadget link as it sits in the base block: squares a and b of the block
// (row*w + column), the link's index in the gadget, and the side it extends.
type linkUse struct {
	a, b  int
	link  int
	right bool
}

// newLayout plans the tour of the rows×n board (rows 3 or 4; a tour from (r, c)
// exists) from (r, c). Cost: the gadget search when gadgets are needed, well under
// a millisecond; the base search is left to the caller.
func newLayout(rows, n, r, c int) (layout, error) {
	lay := layout{rows: rows, n: n, g: gadgetWidth(rows)}
	lay.w, lay.cycle = baseWidth(rows, n)
	w, g := lay.w, lay.g
	if w < n {
		lay.A = min(g*(c/g), n-w)
	}
	lay.kL, lay.kR = lay.A/g, (n-lay.A-w)/g
	if lay.kL+lay.kR > 0 {
		var ok bool
		if lay.gd, ok = findGadget(rows); !ok {
			return layout{}, fmt.Errorf("%d-row gadget not found (a bug)", rows)
		}
	}
	// Links the base must hold: right side first, then left, each in gadget order.
	if lay.kR > 0 {
		for j, l := range lay.gd.links {
			lay.uses = append(lay.uses, linkUse{l.a.r*w + w - g + l.a.c, l.b.r*w + w - g + l.b.c, j, true})
		}
	}
	if lay.kL > 0 {
		for j, l := range lay.gd.links {
			lay.uses = append(lay.uses, linkUse{l.a.r*w + g - 1 - l.a.c, l.b.r*w + g - 1 - l.b.c, j, false})
		}
	}
	lay.p = problem{rows: rows, cols: w, allowed: fullMask(rows * w), start: r*w + c - lay.A, end: -1}
	for _, u := range lay.uses {
		lay.p.links = append(lay.p.links, link{a: u.a, b: u.b})
	}
	if lay.cycle {
		// The cycle does not depend on the start: search it from the first square that
		// is not on a link; the caller rotates it to begin at the start.
		lay.p.closed = true
		lay.p.start = 0
		for onLink(lay.p.links, lay.p.start) {
			lay.p.start++
		}
	}
	return lay, nil
}
