package tiles

import (
	"errors"
	"fmt"
)

// Errors returned by New, wrapped with the board and start.
var (
	// ErrBoard means a side is below 5 or the start square is off the board.
	ErrBoard = errors.New("board not covered by tiles")
	// ErrNoTour means theory says no tour of the asked kind exists.
	ErrNoTour = errors.New("no such tour")
)

// Walker yields one knight's tour square by square. Its size does not depend on the
// board (about 5 KiB, one allocation); each Next costs O(1).
type Walker struct {
	rows, cols, n, count int

	rax, cax axis
	tr, tc   int // bands of rows and of columns
	spine    int // the tile row joined left to right
	oi, oj   int // the odd×odd tile, or -1
	oddOpt   [5]uint8
	b        *Builder

	// the current tile
	ti, tj int
	org    int // square of the tile's (0,0)
	th, tw int
	cells  *[maxCells]cell
	order  *[maxCells]uint8 // the cells in the order of the tile's tour or path
	size   int              // the cells of the tile
	mask   [2]uint64        // local squares that end an active splice edge
	tile   *tileInfo

	// tiles[rc][cc] describes the tiles whose row band is of class rc and column band
	// of class cc (see axis.class); all such tiles look alike to the walker.
	tiles [numClasses][numClasses]tileInfo

	prev, cur uint8
	prevDir   int8 // side of the tile that prev lies in, or sameTile

	path      [maxCells]cell  // the odd×odd tile's Hamiltonian path
	pathOrder [maxCells]uint8 // its cells in order
}

// New returns a walker for a tour of the rows×cols board from square start (0-based,
// row-major), closed if closed is set. It is NewBuilder().New(...): it pays for the tile
// tours (about a millisecond) on every call, so callers making many walkers should
// keep a Builder.
func New(rows, cols, start int, closed bool) (*Walker, error) {
	return NewBuilder().New(rows, cols, start, closed)
}

// New returns a walker for a tour of the rows×cols board (both sides at least 5) from
// square start (0-based, row-major: start = r*cols + c); closed asks for a closed tour.
// It returns an error wrapping ErrBoard if a side is below 5 or start is off the board,
// and ErrNoTour if theory says no such tour exists: on an odd×odd board a closed tour
// never does, and an open one only from a square with r+c even. Otherwise the tour
// exists and the walker yields it. When rows*cols is even the tour is closed whatever
// closed says (a closed tour walked from the start is also an open one). New costs a
// few microseconds; on odd×odd boards that includes a small search in the start's
// tile (a few microseconds typically, under a millisecond at worst).
func (b *Builder) New(rows, cols, start int, closed bool) (*Walker, error) {
	if rows < 5 || cols < 5 {
		return nil, fmt.Errorf("tiles: %dx%d board: sides must be at least 5: %w", rows, cols, ErrBoard)
	}
	if start < 0 || start >= rows*cols {
		return nil, fmt.Errorf("tiles: %dx%d board: start %d off the board: %w", rows, cols, start, ErrBoard)
	}
	r, c := start/cols, start%cols
	w := &Walker{rows: rows, cols: cols, n: rows * cols, b: b, oi: -1, oj: -1}
	if rows%2 == 1 && cols%2 == 1 {
		if closed {
			return nil, fmt.Errorf("tiles: %dx%d board: both sides odd, so no closed tour: %w", rows, cols, ErrNoTour)
		}
		if (r+c)%2 == 1 {
			return nil, fmt.Errorf("tiles: %dx%d board: square (%d,%d) is of the minority colour, so no tour starts there: %w", rows, cols, r, c, ErrNoTour)
		}
		var ok bool
		if w.rax, ok = oddAxisAround(rows, r); !ok {
			return nil, fmt.Errorf("tiles: %dx%d board: no row bands around row %d: %w", rows, cols, r, ErrBoard)
		}
		if w.cax, ok = oddAxisAround(cols, c); !ok {
			return nil, fmt.Errorf("tiles: %dx%d board: no column bands around column %d: %w", rows, cols, c, ErrBoard)
		}
	} else {
		w.rax, w.cax = evenAxis(rows), evenAxis(cols)
	}
	w.tr, w.tc = w.rax.count(), w.cax.count()
	bi, lr := w.rax.locate(r)
	bj, lc := w.cax.locate(c)
	if rows%2 == 1 && cols%2 == 1 {
		w.oi, w.oj, w.spine = bi, bj, bi
		if err := w.oddPath(lr, lc); err != nil {
			return nil, fmt.Errorf("tiles: %dx%d board from (%d,%d): %w", rows, cols, r, c, err)
		}
	}
	r0, _ := w.rax.band(bi)
	c0, _ := w.cax.band(bj)
	w.org = r0*cols + c0
	w.enter(bi, bj)
	w.cur = uint8(lr*w.tw + lc)
	w.prev = none
	return w, nil
}

// Rows returns the number of rows of the walker's board.
func (w *Walker) Rows() int { return w.rows }

// Cols returns the number of columns of the walker's board.
func (w *Walker) Cols() int { return w.cols }

// Next returns the next square of the tour (0-based row-major) and true, or -1 and
// false after rows*cols squares. The first call returns the start. It costs O(1): a
// table look-up for most squares, a few dozen operations at a splice.
func (w *Walker) Next() (int, bool) {
	if w.count >= w.n {
		return -1, false
	}
	k := w.cur
	c := &w.cells[k]
	sq := w.org + int(c.r)*w.cols + int(c.c)
	w.count++
	if w.mask[k>>6]&(1<<(k&63)) == 0 {
		a := c.nb[0]
		if a == w.prev {
			a = c.nb[1]
		}
		w.prev, w.cur = k, a
	} else if w.count < w.n {
		w.cross(k)
	}
	return sq, true
}

// Fill writes the next squares of the tour into dst, as Next would return them, and
// returns how many it wrote: len(dst), fewer at the end of the tour, 0 after it. It
// costs half of Next's time (BenchmarkFill against BenchmarkWalk: 3.0 against 5.6 ns a
// square on 10000×10000): no call per square, and between two splices the tour runs
// along the tile's tour (or path) in one direction, so Fill walks the tile's cells in
// order (run), where the next cell does not wait for the load of the one before; that
// alone made Fill 1.2 times as fast.
func (w *Walker) Fill(dst []int) int {
	n := min(len(dst), w.n-w.count)
	for i := 0; i < n; {
		k := w.cur
		c := &w.cells[k]
		dst[i] = w.org + int(c.r)*w.cols + int(c.c)
		i++
		if w.mask[k>>6]&(1<<(k&63)) != 0 { // a splice: cross decides where to go
			if w.count+i < w.n {
				w.cross(k)
			}
			continue
		}
		a := c.nb[0] // the next cell, as in Next
		if a == w.prev {
			a = c.nb[1]
		}
		if i == n {
			w.prev, w.cur = k, a
			break
		}
		i = w.run(dst, i, n, k, a)
	}
	w.count += n
	return n
}

// run writes into dst[i:n] the cells of the current tile from a on, going from k to a
// and on in the order of the tile's tour, up to the next splice (which it crosses) or
// the end of dst, and returns the new i.
func (w *Walker) run(dst []int, i, n int, k, a uint8) int {
	order, cells, mask, org, cols, size := w.order, w.cells, w.mask, w.org, w.cols, w.size
	p, dir := int(cells[a].at), 1
	if int(cells[k].at) != p-1 && !(p == 0 && int(cells[k].at) == size-1) {
		dir = -1
	}
	for {
		a = order[p]
		c := &cells[a]
		dst[i] = org + int(c.r)*cols + int(c.c)
		i++
		if mask[a>>6]&(1<<(a&63)) != 0 { // a splice
			w.prev, w.cur = order[(p-dir+size)%size], a
			if w.count+i < w.n {
				w.cross(a)
			}
			return i
		}
		if p += dir; p == size {
			p = 0
		} else if p < 0 {
			p = size - 1
		}
		if i == n {
			w.prev, w.cur = a, order[p]
			return i
		}
	}
}

// cross steps from square k, which ends an active splice edge of the current tile.
func (w *Walker) cross(k uint8) {
	nc := w.cells[k].nb
	var nd [2]int8
	t := w.tile
	for i := uint8(0); i < t.nspl; i++ {
		s := &t.spl[i]
		var drop, to uint8
		switch k {
		case s.u:
			drop, to = s.v, s.pu
		case s.v:
			drop, to = s.u, s.pv
		default:
			continue
		}
		if nd[0] == sameTile && nc[0] == drop {
			nd[0], nc[0] = s.dir, to
		} else if nd[1] == sameTile && nc[1] == drop {
			nd[1], nc[1] = s.dir, to
		}
	}
	j := 0
	if nd[0] == w.prevDir && nc[0] == w.prev {
		j = 1
	}
	w.prev, w.cur = k, nc[j]
	switch nd[j] {
	case sameTile:
		w.prevDir = sameTile
		return
	case up:
		w.enter(w.ti-1, w.tj)
		w.org -= w.th * w.cols
	case down:
		w.org += w.th * w.cols
		w.enter(w.ti+1, w.tj)
	case left:
		w.enter(w.ti, w.tj-1)
		w.org -= w.tw
	case right:
		w.org += w.tw
		w.enter(w.ti, w.tj+1)
	}
	w.prevDir = int8(opposite(int(nd[j])))
}

// tileInfo is what the walker needs of a tile besides its place: size, tour (or the
// start tile's path), and active splices. It holds no pointers, so a Walker is cheap
// to allocate and to the collector.
type tileInfo struct {
	mask       [2]uint64
	spl        [4]splice
	ok, isOdd  bool
	h, w, nspl uint8
}

// enter makes tile (i,j) the current tile, except for its origin, which the caller
// keeps. It costs a few comparisons, and O(1) more the first time a class of tiles is
// entered.
func (w *Walker) enter(i, j int) {
	t := &w.tiles[w.rax.class(i)][w.cax.class(j)]
	if !t.ok {
		w.describe(t, i, j)
	}
	w.ti, w.tj = i, j
	w.th, w.tw = int(t.h), int(t.w)
	if t.isOdd {
		w.cells, w.order = &w.path, &w.pathOrder
	} else {
		sh := w.b.shapes[t.h-5][t.w-5]
		w.cells, w.order = &sh.cells, &sh.order
	}
	w.size = w.th * w.tw
	w.mask = t.mask
	w.tile = t
}

// describe fills t for tile (i,j).
func (w *Walker) describe(t *tileInfo, i, j int) {
	_, h := w.rax.band(i)
	_, wd := w.cax.band(j)
	t.ok, t.h, t.w = true, uint8(h), uint8(wd)
	t.isOdd = i == w.oi && j == w.oj
	for d := up; d <= right; d++ {
		ni, nj, ok := w.joined(i, j, d)
		if !ok {
			continue
		}
		opt := w.joinOpt(i, j, ni, nj, d)
		_, nh := w.rax.band(ni)
		_, nw := w.cax.band(nj)
		u, v := sideEdge(d, opt, h, wd)
		pu, pv := sideEdge(opposite(d), opt, nh, nw)
		s := splice{
			dir: int8(d),
			u:   uint8(u[0]*wd + u[1]), v: uint8(v[0]*wd + v[1]),
			pu: uint8(pu[0]*nw + pu[1]), pv: uint8(pv[0]*nw + pv[1]),
		}
		t.spl[t.nspl] = s
		t.nspl++
		t.mask[s.u>>6] |= 1 << (s.u & 63)
		t.mask[s.v>>6] |= 1 << (s.v & 63)
	}
}

// joined reports the tile joined to tile (i,j) on side d by the comb: every column is
// chained top to bottom, and the spine row left to right.
func (w *Walker) joined(i, j, d int) (ni, nj int, ok bool) {
	switch d {
	case up:
		return i - 1, j, i > 0
	case down:
		return i + 1, j, i < w.tr-1
	case left:
		return i, j - 1, i == w.spine && j > 0
	}
	return i, j + 1, i == w.spine && j < w.tc-1
}

// joinOpt is the option of the join between tile (i,j) and its neighbour (ni,nj) on
// side d: 0, unless the odd×odd tile takes part and its path chose otherwise.
func (w *Walker) joinOpt(i, j, ni, nj, d int) int {
	if i == w.oi && j == w.oj {
		return int(w.oddOpt[d])
	}
	if ni == w.oi && nj == w.oj {
		return int(w.oddOpt[opposite(d)])
	}
	return 0
}
