package thin

import (
	"fmt"
	"math"

	"github.com/knightstour/knightstour/internal/pcg"
	"github.com/knightstour/knightstour/internal/theory"
)

// Walker yields one knight's tour of a thin board square by square, in constant memory:
// a base path (or cycle) of a block of at most 12 columns that holds the start, and up
// to four chains of repeating gadgets that extend the block to both board edges. It
// holds a few hundred bytes whatever the board's size.
type Walker struct {
	base   []int // output squares of the base path, in tour order
	ins    []int // ins[i] is the chain walked right after base[i], or -1
	chains []chain
	closed bool // the tour is a cycle

	mode   int // modeBase, modePre or modeSuf
	i      int // next base index
	ch     *chain
	cur    []int // offsets of the gadget part being walked
	pos    int   // next index in cur
	j      int   // gadget number within the chain, 1..k
	st     int   // traversal state of gadget j
	origin int   // output number of gadget j's origin
}

const (
	modeBase = iota
	modePre
	modeSuf
)

// New returns a walker for a tour of the rows×cols board starting at square start
// (0-based, row-major: start = r*cols + c); closed asks for a closed tour. It returns
// an error wrapping ErrNotThin when min(rows, cols) is not 3 or 4, ErrBadStart when
// start is off the board, and ErrNoTour when theory (package theory) says no such
// tour starts there. On 3×n boards with n even and at least 10 the tour is always
// closed, asked or not.
//
// Setup runs a few small deterministic searches (the gadget, and a path on a block of
// at most 4×8 or 3×12 squares): typically well under a millisecond. Memory is
// constant.
func New(rows, cols, start int, closed bool) (*Walker, error) {
	return newWalker(rows, cols, start, closed, nil)
}

// NewSeeded is New with the base path (or cycle) found by a search whose Warnsdorff
// order breaks its ties by a rank of the block's squares drawn from seed (pcg), so
// that another seed usually gives another base path and so another tour. Where that
// search does not end within seededNodeLimit nodes, the tour is New's. The gadgets
// are New's (the seed does not change them); on boards of a fixed block with no
// gadgets (3×4, 3×7, 3×8, 4×5) the base path is the whole tour. The same seed gives
// the same tour. It costs at most a few milliseconds more than New.
func NewSeeded(rows, cols, start int, closed bool, seed uint64) (*Walker, error) {
	return newWalker(rows, cols, start, closed, pcg.New(seed, thinStream))
}

// thinStream is the stream of NewSeeded's generator: pcg.New(seed, thinStream).
const thinStream = 0x7468696e // "thin"

// seededNodeLimit bounds NewSeeded's search for a base path; New's searches need at
// most about 20,000 nodes.
const seededNodeLimit = 50_000

// newWalker is New, and where ties is not nil NewSeeded with ties drawn from it.
func newWalker(rows, cols, start int, closed bool, ties *pcg.PCG) (*Walker, error) {
	if rows < 1 || cols < 1 || min(rows, cols) < 3 || min(rows, cols) > 4 {
		return nil, fmt.Errorf("thin: %d×%d: %w", rows, cols, ErrNotThin)
	}
	if cols > math.MaxInt/rows {
		return nil, fmt.Errorf("thin: %d×%d: %w", rows, cols, ErrTooLarge)
	}
	if start < 0 || start >= rows*cols {
		return nil, fmt.Errorf("thin: %d×%d: square %d: %w", rows, cols, start, ErrBadStart)
	}
	R, n := rows, cols
	r, c := start/cols, start%cols
	rowStride, colStride := cols, 1
	if rows > cols {
		// Work on the transposed board: internal (r, c) is output square c*cols + r.
		R, n = cols, rows
		r, c = c, r
		rowStride, colStride = 1, cols
	}
	if err := theory.Check(rows, cols, start/cols, start%cols, closed); err != nil {
		return nil, fmt.Errorf("thin: %d×%d from square %d (row %d, column %d): %w: %w",
			rows, cols, start, start/cols, start%cols, err, ErrNoTour)
	}
	lay, err := newLayout(R, n, r, c)
	if err != nil {
		return nil, fmt.Errorf("thin: %d×%d from square %d: %w", rows, cols, start, err)
	}
	var (
		path []int
		ok   bool
	)
	if ties != nil {
		path, ok = lay.p.seeded(ties, seededNodeLimit).solve()
	}
	if !ok {
		path, ok = lay.p.solve()
	}
	if !ok {
		return nil, fmt.Errorf("thin: %d×%d from square %d: no base path on %d×%d (a bug)",
			rows, cols, start, R, lay.w)
	}
	w, A, g, cycle := lay.w, lay.A, lay.g, lay.cycle
	if cycle {
		path = rotate(path, r*w+c-A)
	}

	m := len(path)
	wk := &Walker{base: make([]int, m), ins: make([]int, m), closed: cycle}
	for i, sq := range path {
		wk.base[i] = sq/w*rowStride + (A+sq%w)*colStride
		wk.ins[i] = -1
	}
	if len(lay.uses) > 0 {
		tr, prev, err := traversals(lay.gd)
		if err != nil {
			return nil, err
		}
		for _, u := range lay.uses {
			i := edgeAt(path, u.a, u.b, cycle)
			if i < 0 {
				return nil, fmt.Errorf("thin: base path misses a link (a bug)")
			}
			st := 2 * u.link
			if path[i] != u.a {
				st++
			}
			k, col0 := lay.kR, A+w
			if !u.right {
				k, col0 = lay.kL, A-1
			}
			wk.ins[i] = len(wk.chains)
			wk.chains = append(wk.chains, newChain(tr, prev, g, k, st, u.right, col0, rowStride, colStride))
		}
	}
	return wk, nil
}

// Closed reports whether the tour is closed (its last square a knight's move from its
// first). It is true exactly on 3×n boards with n even and at least 10, whether or not
// a closed tour was asked for.
func (w *Walker) Closed() bool { return w.closed }

// Fill writes the next squares of the tour into dst, as Next would return them, and
// returns how many it wrote: len(dst), fewer at the end of the tour, 0 after it.
func (w *Walker) Fill(dst []int) int {
	for i := range dst {
		sq, ok := w.Next()
		if !ok {
			return i
		}
		dst[i] = sq
	}
	return len(dst)
}

// Next returns the next square (0-based row-major) and true, or -1 and false after
// rows*cols squares. The first call returns the start. Each call costs O(1).
func (w *Walker) Next() (int, bool) {
	switch w.mode {
	case modePre:
		sq := w.origin + w.cur[w.pos]
		w.pos++
		if w.pos == len(w.cur) {
			w.pos = 0
			if w.j < w.ch.k {
				w.j++
				w.origin += w.ch.step
				w.st = w.ch.next[w.st]
				w.cur = w.ch.pre[w.st]
			} else {
				w.mode = modeSuf
				w.cur = w.ch.suf[w.st]
			}
		}
		return sq, true
	case modeSuf:
		sq := w.origin + w.cur[w.pos]
		w.pos++
		if w.pos == len(w.cur) {
			w.pos = 0
			if w.j > 1 {
				w.j--
				w.origin -= w.ch.step
				w.st = w.ch.prev[w.st]
				w.cur = w.ch.suf[w.st]
			} else {
				w.mode = modeBase
			}
		}
		return sq, true
	}
	if w.i >= len(w.base) {
		return -1, false
	}
	sq := w.base[w.i]
	if c := w.ins[w.i]; c >= 0 {
		ch := &w.chains[c]
		w.ch, w.mode, w.j, w.st, w.origin, w.pos = ch, modePre, 1, ch.start, ch.origin0, 0
		w.cur = ch.pre[ch.start]
	}
	w.i++
	return sq, true
}

// baseWidth returns the width of the base block of a rows×n board (n >= 4, a tour
// exists) and whether the base is a closed cycle. The width is n itself on boards
// solved directly (3×4, 3×7, 3×8, 4×5); otherwise it is the one of 9, 11 (3×odd),
// 10, 12 (3×even, cycles) or 6, 7, 8 (4×n) that leaves a multiple of the gadget width.
func baseWidth(rows, n int) (w int, cycle bool) {
	if rows == 4 {
		if n < 6 {
			return n, false
		}
		return 6 + (n-6)%3, false
	}
	switch {
	case n < 9:
		return n, false
	case n%2 == 1:
		return 9 + (n-9)%4, false
	}
	return 10 + (n-10)%4, true
}

// fullMask has the low n bits set (n <= 64).
func fullMask(n int) uint64 {
	if n >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(n) - 1
}

// onLink reports whether square sq is an end of one of links.
func onLink(links []link, sq int) bool {
	for _, l := range links {
		if l.a == sq || l.b == sq {
			return true
		}
	}
	return false
}

// rotate returns the cycle path turned to begin at square s.
func rotate(path []int, s int) []int {
	for i, x := range path {
		if x == s {
			return append(append([]int(nil), path[i:]...), path[:i]...)
		}
	}
	return path
}

// edgeAt returns i such that path[i], path[i+1] (wrapping round if cycle) is the
// edge {a, b}, or -1.
func edgeAt(path []int, a, b int, cycle bool) int {
	m := len(path)
	for i := 0; i < m; i++ {
		if i+1 == m && !cycle {
			break
		}
		x, y := path[i], path[(i+1)%m]
		if (x == a && y == b) || (x == b && y == a) {
			return i
		}
	}
	return -1
}
