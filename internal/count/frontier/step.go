package frontier

import "context"

// step is the step of one-word keys (boards up to 7 wide), as the linear map learns it.
type step = stepOf[narrow]

// stepOf adds one square to every state of a table of keys K: the square takes the
// edges it lacks, to the squares to come and (in an open scan) the ends vertex; a
// subpath that closes may finish a board.
type stepOf[K key] struct {
	ctx    context.Context // stops the step within 2^16 states when done
	w      int             // the window: 2·width+1 squares; the ends vertex is at w
	width  int
	mirror *mirror  // the window upside down after the last square of a column; nil: no images merged
	open   bool     // the ends vertex may take edges: paths are counted
	must   bool     // the square must take an edge of the ends vertex: a path ends there (End)
	last   bool     // the square is the last of its column (or of a prefix): a board is finished
	merge  bool     // with last, a state and its mirror image are one (see Columns.mirrors)
	final  bool     // the last square of the scan: no states after it
	next   *table   // the states after the square (nil when final)
	cur    *table   // the states before it
	batch  *batch   // the adds to next, waiting to go in together (the scan's, for every step)
	prune  *prune   // kills the states that cannot grow; nil: none killed
	paths  []uint64 // the Hamiltonian paths of the board the square finishes (limbs+1 words)
	cycles []uint64 // its Hamiltonian cycles
}

// neighbours returns the positions, in the window after the square of row r
// (of a column width high) is scanned, of its neighbours to come: a column on two
// rows up or down, two columns on one row.
func neighbours(width, r int) []int {
	var p []int
	if r >= 2 {
		p = append(p, width-3)
	}
	if r+2 < width {
		p = append(p, width+1)
	}
	if r >= 1 {
		p = append(p, 2*width-2)
	}
	if r+1 < width {
		p = append(p, 2*width)
	}
	return p
}

// choices returns where the square of row r (of a column width high), of role role,
// may take its edges, in the window after it is scanned: its neighbours to come and,
// in an open scan, the ends vertex (at 2·width+1), but for a square that is no end
// (Inner).
func choices(width, r int, open bool, role Role) []int {
	opts := neighbours(width, r)
	if open && role != Inner {
		opts = append(opts, 2*width+1)
	}
	return opts
}

// run scans the square for each state of cur: the window's oldest square is the one
// scanned, and it takes the edges it lacks, at opts (of choices).
func (s *stepOf[K]) run(cur *table, opts []int) {
	s.cur = cur
	defer s.flush()
	var k K
	stride := len(k) + cur.limbs
	fw := 4 * uint(s.w) // the ends vertex's place in a one-word key
	for j := 0; j < len(cur.data); j += stride {
		if j&(1<<16-1) == 0 && s.ctx.Err() != nil {
			return
		}
		if cur.data[j] == empty {
			continue
		}
		k = keyAt[K](cur.data, j)
		w := cur.data[j+len(k) : j+stride]
		var ends, c0 uint64
		kw := k          // the window moved on a square
		if len(k) == 1 { // here, as advance is not inlined
			ends, c0 = k[0]>>fw, k[0]&15
			kw[0] = k[0]&(1<<fw-1)>>4 | ends<<fw
		} else {
			ends, c0, kw = code(k, s.w), code(k, 0), advance(k, s.w)
		}
		switch {
		case ends == wholePath || ends == wholeCycle:
			s.waiting(kw, ends, c0, w)
		case c0 == inner:
			if !s.must { // an end needs the ends vertex's edge: no room for it
				s.state(kw, w)
			}
		case c0 == bare:
			var free [5]choice // the choices (4 squares at most, and the ends vertex) not inner
			n := 0
			for _, x := range opts {
				if c, ok := s.asChoice(kw, x); ok {
					free[n] = c
					n++
				}
			}
			for a := 0; a < n; a++ {
				for b := a + 1; b < n; b++ {
					if s.must && free[b].at != s.w { // the ends vertex, last of opts, is one of the two
						continue
					}
					s.derived(kw, free[a], free[b], w)
				}
			}
		default:
			t := partner(k, s.w, 0)
			if t < s.w { // a square: it moved down; the ends vertex did not
				t--
			}
			kw = with(kw, t, bare) // the other end of the scanned square's subpath: as if bare
			for _, x := range opts {
				if s.must && x != s.w {
					continue
				}
				if c, ok := s.asChoice(kw, x); ok {
					s.derived(kw, choice{at: t, partner: -1}, c, w)
				}
			}
		}
	}
}

// choice is a square (or the ends vertex) that may take an edge from the square
// scanned: bare (partner -1) or an end.
type choice struct{ at, partner int }

// asChoice returns the square x of the window k as a choice, and false when it is inner.
func (s *stepOf[K]) asChoice(k K, x int) (choice, bool) {
	switch code(k, x) {
	case inner:
		return choice{}, false
	case bare:
		return choice{x, -1}, true
	}
	return choice{x, partner(k, s.w, x)}, true
}

// derived gives the choices i and j of the window k an edge each, to the square
// scanned: as if they were joined by an edge. A subpath whose ends are joined is a
// cycle.
func (s *stepOf[K]) derived(k K, i, j choice, w []uint64) {
	switch {
	case i.partner < 0 && j.partner < 0:
		if i.at == j.at {
			s.closed(with(k, i.at, inner), w)
			return
		}
		k = pair(k, s.w, i.at, j.at)
	case i.partner < 0: // i takes j's place as an end
		k = pair(with(k, j.at, inner), s.w, i.at, j.partner)
	case j.partner < 0:
		k = pair(with(k, i.at, inner), s.w, j.at, i.partner)
	default:
		k = with(with(k, i.at, inner), j.at, inner)
		if i.partner == j.at {
			s.closed(k, w)
			return
		}
		k = pair(k, s.w, i.partner, j.partner) // two subpaths join
	}
	s.state(k, w)
}

// closed takes the window k whose subpath just became a cycle: with the ends vertex
// inner it is a Hamiltonian path, with the ends vertex bare a Hamiltonian cycle, of the
// squares scanned and the squares of k with two edges, if those are the oldest of the
// window and every other square is bare.
func (s *stepOf[K]) closed(k K, w []uint64) {
	var whole uint64
	switch code(k, s.w) {
	case inner:
		whole = wholePath
	case bare:
		whole = wholeCycle
	default:
		return
	}
	d := innerPrefix(k, s.w)
	if squaresOf(k, s.w) != allInner[K](d) {
		return
	}
	s.done(d, whole, w)
}

// innerPrefix returns how many of the oldest of the n squares of the window k are inner.
func innerPrefix[K key](k K, n int) int {
	d := 0
	for d < n && code(k, d) == inner {
		d++
	}
	return d
}

// done takes a whole path or cycle (whole) whose last d squares are still to be
// scanned: with none, it is the board's, counted when the square scanned ends a
// column; otherwise it waits in a state of its own.
func (s *stepOf[K]) done(d int, whole uint64, w []uint64) {
	if d == 0 {
		if s.last {
			sum := s.paths
			if whole == wholeCycle {
				sum = s.cycles
			}
			accumulate(sum, w)
		}
		return
	}
	if !s.final {
		s.put(with(allInner[K](d), s.w, whole), w)
	}
}

// waiting scans a square for a state whose path or cycle is whole (whole), with the
// window k after the shift: the square scanned must have had its two edges.
func (s *stepOf[K]) waiting(k K, whole, c0 uint64, w []uint64) {
	if c0 == inner && !s.must {
		s.done(innerPrefix(k, s.w), whole, w)
	}
}

// state puts the window k (after the square scanned took its edges), with the count w,
// into the next table: after the last square of a column whose squares to come are
// the same upside down (merge), the one of it and its mirror image that the scan keeps.
func (s *stepOf[K]) state(k K, w []uint64) {
	if s.final || s.prune != nil && dead(s.prune, k) {
		return
	}
	if s.merge { // never in a scan of every prefix, which keeps the images apart
		if len(k) == 1 {
			k[0] = s.mirror.canon(k[0])
		} else {
			k[0], k[len(k)-1] = s.mirror.canon5(k[0], k[len(k)-1])
		}
	}
	s.put(k, w)
}

// accumulate adds w to sum, which has a word more.
func accumulate(sum, w []uint64) {
	if addTo(sum[:len(w)], w) {
		sum[len(w)]++
	}
}
