package lengthscan

import "context"

// step adds one square to every state of a table: in a closed scan its edges to the
// window, what finishes a board, and the oldest square leaving the window; in an open
// scan (forward.go) its edges to the squares to come.
type step struct {
	ctx   context.Context // stops the step within 2^16 states when done
	w     int             // the window: 2·width+1 squares
	width int
	last  bool   // the square is the last of its column: a board is finished
	final bool   // the last square of the scan: no states after it
	next  *table // the states after the square (nil when final)
	cur   *table // the states before it
	at    int    // where the count of the state being extended is in cur.data
	batch *batch // the adds to next, waiting to go in together (the scan's, for every step)
	// ahead0 and ahead1 have the low bit of each window square (after the oldest
	// left) with no neighbour, or one, among the squares to come.
	ahead0, ahead1 uint64
	paths          []uint64 // the Hamiltonian paths of the board the square finishes (limbs+1 words; open scans)
	cycles         []uint64 // its Hamiltonian cycles
}

// run adds the square to each state of cur, whose window k is shifted to make room
// for it at square 0; nbrs are the window squares that are its neighbours.
func (s *step) run(cur *table, nbrs []int) {
	s.cur = cur
	defer s.flush()
	stride := 1 + cur.limbs
	for j := 0; j < len(cur.data); j += stride {
		if j&(1<<16-1) == 0 && s.ctx.Err() != nil {
			return
		}
		k := cur.data[j]
		if k == empty {
			continue
		}
		s.at = j + 1
		w := cur.data[j+1 : j+stride]
		k <<= 4
		var e [4]int
		ne := 0
		for _, p := range nbrs {
			if code(k, p) != inner {
				e[ne] = p
				ne++
			}
		}
		// An end leaving the window must take its last edge now.
		if code(k, s.w) >= label {
			for a := 0; a < ne; a++ {
				if e[a] == s.w {
					s.one(k, e[a], w)
				}
				for b := a + 1; b < ne; b++ {
					if e[a] == s.w || e[b] == s.w {
						s.two(k, e[a], e[b], w)
					}
				}
			}
			continue
		}
		s.emit(k, w)
		for a := 0; a < ne; a++ {
			s.one(k, e[a], w)
			for b := a + 1; b < ne; b++ {
				s.two(k, e[a], e[b], w)
			}
		}
	}
}

// one adds the edge from the new square to square p.
func (s *step) one(k uint64, p int, w []uint64) {
	switch c := code(k, p); c {
	case bare:
		k = with(with(k, 0, fresh), p, fresh)
	default:
		k = with(with(k, 0, c), p, inner)
	}
	s.emit(k, w)
}

// two adds the edges from the new square to squares p and q.
func (s *step) two(k uint64, p, q int, w []uint64) {
	cp, cq := code(k, p), code(k, q)
	if cp > cq {
		p, q, cp, cq = q, p, cq, cp
	}
	k = with(k, 0, inner)
	switch {
	case cp == bare && cq == bare:
		k = with(with(k, p, fresh), q, fresh)
	case cp == bare: // q an end: p takes its place
		k = with(with(k, p, cq), q, inner)
	case cp == cq: // a cycle
		s.whole(with(with(k, p, inner), q, inner), w)
		return
	default: // two subpaths join: q's partner takes p's label
		t := partner(k, s.w+1, q)
		k = with(with(with(k, p, inner), q, inner), t, cp)
	}
	s.emit(k, w)
}

// whole counts w when k, a window whose subpath became a cycle, finishes a board: the
// last square of a column, and every square inner.
func (s *step) whole(k uint64, w []uint64) {
	if s.last && k == allInner(s.w+1) {
		accumulate(s.cycles, w)
	}
}

// emit takes the window k of w+1 squares after the new square's edges: the state after
// its oldest square leaves.
func (s *step) emit(k uint64, w []uint64) {
	if s.final {
		return
	}
	if code(k, s.w) != inner {
		return // no edge can reach it, or an end that took no last edge
	}
	k &= 1<<(4*uint(s.w)) - 1
	if !s.viable(k) {
		return
	}
	k = canonical(k, s.w)
	if s.last {
		k = min(k, canonical(s.mirror(k), s.w))
	}
	s.put(k)
}

// viable says whether the window k (after its oldest square left) can still be part of
// a Hamiltonian cycle: every bare square has two neighbours to come, every end one.
func (s *step) viable(k uint64) bool {
	n := s.w
	bare := ^nonzero(k) & (lows >> (64 - 4*uint(n)))
	return bare&(s.ahead0|s.ahead1) == 0 && endsOf(k, n)&s.ahead0 == 0
}

// mirror returns the window k after the last square of a column, upside down: the
// window is then the two columns before the squares to come (newest first, bottom to
// top in each), and an inner square of the column before them. The squares to come are
// the same upside down, so a state and its mirror have the same completions: the scan
// keeps the lesser of the two with the counts of both.
func (s *step) mirror(k uint64) uint64 {
	out := k
	for c := 0; c < 2; c++ {
		for r := 0; r < s.width; r++ {
			out = with(out, c*s.width+s.width-1-r, code(k, c*s.width+r))
		}
	}
	return out
}

// accumulate adds w to sum, which has a word more.
func accumulate(sum, w []uint64) {
	if addTo(sum[:len(w)], w) {
		sum[len(w)]++
	}
}
