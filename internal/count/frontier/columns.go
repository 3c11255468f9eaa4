package frontier

import (
	"context"
	"errors"
	"fmt"

	"github.com/knightstour/knightstour/internal/count/limbs"
)

// Columns is a scan of width-wide boards that advances a square (Square) or a column
// (Next) at a time over the states it holds: all of them (Scan), or a part's share of
// them, which it exchanges with the other parts between squares (Each, Fill). A state's
// key is canonical between squares (one key a pairing; after the last square of a
// column, one of it and its mirror image), so that equal states have equal keys
// wherever they were made. The scan is linear: the boards' counts read off from shares
// of the states add up to the counts from all of them.
type Columns struct {
	// Release, when not nil, is called where the scan lets go of an array (of the bytes
	// given) before it makes a larger one: the caller may return the memory to the
	// system then (runtime/debug.FreeOSMemory, for a large one), so that the two are not
	// resident at once.
	Release func(bytes int64)
	// Held, when not nil, is called within a column with the bytes the scan's tables
	// and arrays would hold as they grow: before a round of squares makes a larger
	// array of states (or its array of states grows), and after each square scanned
	// alone. Its error stops the scan, as ctx's does, before the array is made.
	Held func(bytes int64) error
	// Rounds, when not nil, is called within a column after each round of its squares
	// (see Round; a square a round where the scan goes by Square) with the squares
	// scanned by then and the states the round made: how far through a column, whose
	// squares may make very different numbers of states, the scan is.
	Rounds func(squares, states int)

	width, w int
	hi       int // the words of a key after its first: 1 on boards over 7 wide, else 0
	open     bool
	mirror   *mirror
	sq       int    // the squares scanned: the states are the ones after them
	cur      *table // the states
	spare    *table // a table the next square may reuse
	adds     *batch
	start    bool // cur holds the scan's start, before the first square
	// seen has, for each row, the states after that row's square in the column before
	// (0: not yet): the states of a column's squares repeat from one column to the
	// next, so it sizes the next table.
	seen  [MaxWidth]int
	ended bool // the last square was scanned: no states after it
	// cells: the scan counts the board of every prefix of its squares (NewCells), and
	// keeps a state and its mirror image apart.
	cells bool
	// scat and tabs are the groups of states and the tables a column in groups works
	// in, kept from one column to the next.
	scat []uint64
	tabs [2]*table
	// chunked, free, chunkBytes, grp and made are a column in chunks' (see chunks.go):
	// its states, its chunks let go of, the bytes of all its chunks, a group's states
	// and what it made.
	chunked    *chunks // the states, in chunks, where cur is empty; nil: in cur
	free       [][]uint64
	chunkBytes int64
	grp, made  []uint64
	yields     [MaxWidth]yield // what the round from each row made, a column before

	// roles are the roles of the squares of an open scan of one board, in the scan's
	// order (nil: every square Free), and mirrorFrom the first square from which they
	// read the same in every column upside down (see mirrors).
	roles      []Role
	mirrorFrom int
	prunes     map[int]*prune // pruneAt's, by the next square to add
	end        int            // the squares of the scan's board, where it is known (0: not)
	// lin, within Scan once the states repeat, is the scan's map and its counts: the
	// states are there, not in cur.
	lin *linear
}

// NewColumns returns the scan of width-wide boards (paths and cycles with open, else
// cycles) before its first square: the start state alone, every square of the window
// inner (off the board).
func NewColumns(width int, open bool) (*Columns, error) {
	c, err := After(width, open, 0)
	if err != nil {
		return nil, err
	}
	if c.hi == 1 { // the squares to come: no edge yet
		add(c.cur, wide{}, []uint64{1})
	} else {
		add(c.cur, narrow{}, []uint64{1})
	}
	c.start = true
	return c, nil
}

// After returns the scan of width-wide boards after its first squares squares (0 or
// more), column by column, holding no state: Fill gives it its states.
func After(width int, open bool, squares int) (*Columns, error) {
	if width < 1 || width > MaxWidth || squares < 0 {
		return nil, fmt.Errorf("a %d-wide scan after %d squares: the width may be 1..%d", width, squares, MaxWidth)
	}
	hi := 0
	if width > narrowWidth {
		hi = 1
	}
	return &Columns{width: width, w: 2*width + 1, hi: hi, open: open, mirror: newMirror(width), sq: squares, cur: keyTable(hi, 1, 1), adds: newBatch()}, nil
}

// Squares returns the squares scanned: the states held are the ones after them.
func (c *Columns) Squares() int { return c.sq }

// States returns the number of states held.
func (c *Columns) States() int {
	if c.ended {
		return 0
	}
	if c.chunked != nil {
		return c.chunked.n
	}
	return c.cur.n
}

// Bytes returns the memory of the scan's tables and arrays of states.
func (c *Columns) Bytes() int64 {
	b := c.cur.bytes() + int64(cap(c.scat))*8 + c.chunkBytes
	if c.spare != nil {
		b += c.spare.bytes()
	}
	if c.lin != nil {
		b += c.lin.bytes()
	}
	return b
}

// Limbs returns the 64-bit words of the states' counts.
func (c *Columns) Limbs() int {
	if c.chunked != nil {
		return c.chunked.stride - 1 - c.hi
	}
	return c.cur.limbs
}

// Each calls f with each state held, its key (lo, and hi, 0 on boards up to 7 wide,
// whose keys are one word) and its count (Limbs words, least significant first, in a
// slice f must not keep).
func (c *Columns) Each(f func(lo, hi uint64, count []uint64)) {
	c.eachWhile(func(lo, hi uint64, w []uint64) bool { f(lo, hi, w); return true })
}

// eachWhile is Each until f returns false.
func (c *Columns) eachWhile(f func(lo, hi uint64, count []uint64) bool) {
	switch {
	case c.ended:
	case c.chunked != nil:
		for i, s := 0, c.chunked; i < s.n; i++ {
			if r := s.rec(i); !f(r[0], r[1], r[2:]) {
				return
			}
		}
	case c.hi == 1:
		each(c.cur, func(k wide, w []uint64) bool { return f(k[0], k[1], w) })
	default:
		each(c.cur, func(k narrow, w []uint64) bool { return f(k[0], 0, w) })
	}
}

// eachUntil is Each until ctx is done, which it checks every 1<<16 states: it returns
// ctx's error then, or nil.
func (c *Columns) eachUntil(ctx context.Context, f func(lo, hi uint64, count []uint64)) error {
	i := 0
	var err error
	c.eachWhile(func(lo, hi uint64, w []uint64) bool {
		if i++; i&(1<<16-1) == 0 {
			if err = ctx.Err(); err != nil {
				return false
			}
		}
		f(lo, hi, w)
		return true
	})
	return err
}

// ErrNotState is wrapped by Fill's error for a key that no state of the scan has.
var ErrNotState = errors.New("not a state of the scan")

// Fill replaces the states held with the ones put gives, about states of them (a hint
// for the size of the table, which grows as it needs): put calls add with each key
// (as Each gives them, after a square) and its count (one or more words, least
// significant first), and equal keys are merged, their counts added. Where the sums
// need a word more than the counts had, Fill calls put again and makes them with it, so
// put must give the same states each time. It returns put's first error, or one
// wrapping ErrNotState for a key no state has.
func (c *Columns) Fill(states int, put func(add func(lo, hi uint64, count []uint64) error) error) error {
	limbs := 1
	for {
		t := keyTable(c.hi, max(states, 1), limbs)
		buf := make([]uint64, limbs)
		err := put(func(lo, hi uint64, count []uint64) error {
			if !c.isKey(lo, hi) {
				return fmt.Errorf("key %#x %#x: %w of width %d", hi, lo, ErrNotState, c.width)
			}
			for len(count) > 1 && count[len(count)-1] == 0 {
				count = count[:len(count)-1]
			}
			for len(count) > t.limbs {
				t = t.widen()
				buf = make([]uint64, t.limbs)
			}
			clear(buf[copy(buf, count):])
			if c.hi == 1 {
				add(t, wide{lo, hi}, buf)
			} else {
				add(t, narrow{lo}, buf)
			}
			return nil
		})
		if err != nil {
			return err
		}
		if !t.carry {
			c.cur, c.spare, c.start, c.ended = t, nil, false, false
			c.chunked, c.free, c.chunkBytes = nil, nil, 0
			return nil
		}
		limbs = t.limbs + 1
	}
}

// Square scans the next square, the scan's last with last (no states after it), and
// when it ends a column returns true and the counts of the board it finishes from the
// states held: with these states and no others, its Hamiltonian paths and cycles. It
// stops with ctx's error when ctx is done (within 2^16 states), and the states are
// then lost.
func (c *Columns) Square(ctx context.Context, last bool) (Board, bool, error) {
	if c.ended {
		return Board{}, false, fmt.Errorf("a %d-wide scan: square %d was its last", c.width, c.sq)
	}
	if err := ctx.Err(); err != nil {
		return Board{}, false, err
	}
	if err := c.settle(); err != nil {
		return Board{}, false, err
	}
	start := c.start && c.cur.n > 0
	r := c.sq % c.width
	end := r == c.width-1
	var sums [2][]uint64
	var final bool
	if c.hi == 1 {
		sums, final = square[wide](c, ctx, last)
	} else {
		sums, final = square[narrow](c, ctx, last)
	}
	if err := ctx.Err(); err != nil {
		return Board{}, false, err
	}
	c.ended = final
	if c.cells {
		return c.cellsBoard(sums, start), true, nil
	}
	if !end {
		return Board{}, false, nil
	}
	b := Board{Len: c.sq / c.width, Cycles: limbs.Int(sums[1]), States: c.cur.n, Bytes: c.Bytes()}
	if c.open {
		b.Paths = limbs.Int(sums[0])
		if c.width*b.Len == 1 && start {
			b.Paths.SetInt64(1) // one square: the path of no edges
		}
	}
	return b, true, nil
}

// square scans the next square with keys K, the scan's last with last, and returns the
// paths and cycles of the board it finishes (where it ends a column), and whether it
// was the scan's last: no states after it. It stops when ctx is done.
func square[K key](c *Columns, ctx context.Context, last bool) (sums [2][]uint64, final bool) {
	r, sq := c.sq%c.width, c.sq
	end := r == c.width-1
	c.sq++
	c.start = false
	s := &stepOf[K]{ctx: ctx, batch: c.adds, w: c.w, width: c.width, mirror: c.mirror, open: c.open, last: end, final: last && end,
		merge: end && c.mirrors(c.sq), must: c.role(sq) == End, prune: c.pruneAt(sq + 1)}
	if c.cells {
		s.mirror, s.last, s.final, s.merge = nil, true, last, false
	}
	for {
		s.paths, s.cycles = make([]uint64, c.cur.limbs+1), make([]uint64, c.cur.limbs+1)
		if !s.final {
			s.next = reuse(c.spare, c.hi, c.expect(r), c.cur.limbs)
		}
		s.run(c.cur, choices(c.width, r, c.open, c.role(sq)))
		if ctx.Err() != nil {
			return sums, s.final
		}
		if s.next == nil || !s.next.carry {
			break
		}
		s.next, s.cur, c.spare = nil, nil, nil // free before the wider tables are made
		c.cur = c.cur.widen()
	}
	if !s.final {
		c.spare, c.cur = c.cur, s.next
		c.seen[r] = c.cur.n
	}
	return [2][]uint64{s.paths, s.cycles}, s.final
}

// isKey says whether lo, hi may be a key of the scan: the ends vertex's code, and
// nothing above it.
func (c *Columns) isKey(lo, hi uint64) bool {
	if c.hi == 0 {
		return hi == 0 && lo>>(4*uint(c.w)) <= wholeCycle
	}
	return lo>>(5*wideCodes) == 0 && hi>>(5*uint(c.w-wideCodes)) <= wholeCycle // w > wideCodes
}

// role returns the role of square sq of the scan.
func (c *Columns) role(sq int) Role {
	if sq < len(c.roles) {
		return c.roles[sq]
	}
	return Free
}

// pruneAt returns the prune of the states whose next square to add is a0 on a board
// whose end is near (c.end: within the window's reach of the window), made once; nil
// elsewhere, and past the board's last square (no states after it). The prune pays
// there: the paths from square 1 of 6x6 took 1.2 s of CPU and 33 MB by the scan with
// it, 7.4 s and 246 MB without (and 3.3 s, 19 MB by the older scan package count
// had), those from square 8 to square 1 of 6x7 1.0 s and 1.9 s; a prune of every
// square, for want of the board's end, killed few states and cost more than it saved:
// the closed 6xn table to 16 took 13.3 s with it, 7.5 s without, and the meets of
// 7x7's paths from every start 43 s and 39 s.
func (c *Columns) pruneAt(a0 int) *prune {
	if c.end == 0 || a0+2*c.w < c.end || a0 >= c.end {
		return nil
	}
	if p, ok := c.prunes[a0]; ok {
		return p
	}
	if c.prunes == nil {
		c.prunes = map[int]*prune{}
	}
	p := newPrune(c.width, a0, c.end, c.open, c.hi == 1, c.role, len(c.roles))
	c.prunes[a0] = p
	return p
}

// mirrors reports whether a state and its mirror image are one after the column that
// ends before square sq: the squares to come, from sq on, are the same upside down,
// their roles too.
func (c *Columns) mirrors(sq int) bool { return sq >= c.mirrorFrom }

// expect returns about how many states the square of row r will make: a little more
// than it made a column before, or, in the first column, than the states held.
func (c *Columns) expect(r int) int {
	if n := c.seen[r]; n > 0 {
		return n + n/4
	}
	return c.cur.n + c.cur.n/4
}
