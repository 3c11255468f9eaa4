package thin

import (
	"math/bits"

	"github.com/knightstour/knightstour/internal/pcg"
	"github.com/knightstour/knightstour/internal/tour/sicily"
)

// moves is the project's move table (sicily.Moves) in the order the search breaks
// ties in: from its seventh move, (-2, 1), round to its sixth, (-2, -1).
var moves = func() (r [sicily.NumMoves]sicily.Move) {
	m := sicily.Moves()
	for i := range r {
		r[i] = m[(i+6)%len(m)]
	}
	return r
}()

// maxCells is the largest number of squares a search board may have (one uint64 mask).
const maxCells = 64

// searchNodeLimit bounds one search; every search this package runs needs far fewer
// nodes (the tests sweep all of them), so hitting it means "not found".
const searchNodeLimit = 2_000_000

// link is an edge from square a to square b that a search must put on its path.
// With directed set the path must go a then b; otherwise either order will do.
type link struct {
	a, b     int
	directed bool
	virtual  bool // a and b need not be a knight's move apart
}

// problem is a Hamiltonian path question on a small rows×cols board (rows*cols <= 64):
// a path that starts at start, visits every square of allowed exactly once, ends at end
// (when end >= 0) or next to start (when closed), and uses every edge in links.
type problem struct {
	rows, cols int
	allowed    uint64
	start, end int
	closed     bool
	links      []link
	// accept, when set, must approve a complete path; otherwise the search goes on.
	accept func(path []int) bool
	// rank, when set, breaks the ties of the Warnsdorff order (see seeded); else
	// they go by square number.
	rank *[maxCells]uint8
	// limit bounds the search's nodes; 0: searchNodeLimit.
	limit int
}

// seeded returns p with its ties broken by a rank of the squares drawn from ties (a
// random permutation), and its search bounded by limit nodes.
func (p problem) seeded(ties *pcg.PCG, limit int) problem {
	var rank [maxCells]uint8
	for i := range rank {
		rank[i] = uint8(i)
	}
	ties.Shuffle(p.rows*p.cols, func(i, j int) { rank[i], rank[j] = rank[j], rank[i] })
	p.rank, p.limit = &rank, limit
	return p
}

// pathSearch holds the state of one depth-first search for a problem.
type pathSearch struct {
	p       problem
	nb      [maxCells]uint64 // knight neighbours within allowed
	partner [maxCells]int    // other end of the link at a square, or -1
	dirOK   [maxCells]int8   // for a directed link end: +1 must leave to partner, -1 must come from it
	path    []int
	prev    [maxCells]int
	nodes   int
}

// solve runs a Warnsdorff-ordered depth-first search with dead-end pruning and
// returns the path (squares of the problem's board) or false. It is deterministic:
// ties are broken by square number (or by p.rank). Cost: exponential in the worst
// case, bounded by searchNodeLimit nodes (or p.limit); on the boards this package uses it takes micro- to
// milliseconds. Memory: O(rows*cols).
func (p problem) solve() ([]int, bool) {
	path, _, ok := p.solveCounted()
	return path, ok
}

// solveCounted is solve that also returns the number of search nodes visited.
func (p problem) solveCounted() ([]int, int, bool) {
	n := p.rows * p.cols
	if n > maxCells || p.start < 0 || p.start >= n || p.allowed>>uint(p.start)&1 == 0 {
		return nil, 0, false
	}
	s := &pathSearch{p: p}
	for sq := 0; sq < n; sq++ {
		s.partner[sq] = -1
		s.prev[sq] = -1
		if p.allowed>>uint(sq)&1 == 0 {
			continue
		}
		r, c := sq/p.cols, sq%p.cols
		for _, m := range moves {
			rr, cc := r+m.Dr, c+m.Dc
			if rr < 0 || rr >= p.rows || cc < 0 || cc >= p.cols {
				continue
			}
			t := rr*p.cols + cc
			if p.allowed>>uint(t)&1 != 0 {
				s.nb[sq] |= 1 << uint(t)
			}
		}
	}
	for _, l := range p.links {
		if l.virtual {
			s.nb[l.a] |= 1 << uint(l.b)
			s.nb[l.b] |= 1 << uint(l.a)
		}
		if s.nb[l.a]>>uint(l.b)&1 == 0 || s.partner[l.a] >= 0 || s.partner[l.b] >= 0 {
			return nil, 0, false
		}
		s.partner[l.a], s.partner[l.b] = l.b, l.a
		if l.directed {
			s.dirOK[l.a], s.dirOK[l.b] = 1, -1
		}
	}
	if s.dirOK[p.start] == -1 {
		return nil, 0, false
	}
	s.path = make([]int, 0, bits.OnesCount64(p.allowed))
	s.path = append(s.path, p.start)
	left := p.allowed &^ (1 << uint(p.start))
	if s.dfs(p.start, left) {
		return s.path, s.nodes, true
	}
	return nil, s.nodes, false
}

// dfs extends the path whose last square is head; left is the set of unvisited squares.
func (s *pathSearch) dfs(head int, left uint64) bool {
	s.nodes++
	p := &s.p
	if s.nodes > searchNodeLimit || p.limit > 0 && s.nodes > p.limit {
		return false
	}
	// A link at head that the path did not arrive by must be the next step.
	cand := s.nb[head] & left
	if q := s.partner[head]; q >= 0 && s.prev[head] != q {
		if s.dirOK[head] == -1 || left>>uint(q)&1 == 0 {
			return false
		}
		cand &= 1 << uint(q)
	}
	if left == 0 {
		if p.end >= 0 && head != p.end {
			return false
		}
		if p.closed && s.nb[head]>>uint(p.start)&1 == 0 {
			return false
		}
		if q := s.partner[head]; q >= 0 && s.prev[head] != q {
			// Only the closing edge can carry the link.
			if !(p.closed && q == p.start && s.dirOK[head] != -1) {
				return false
			}
		}
		return p.accept == nil || p.accept(s.path)
	}
	if !s.feasible(head, left) {
		return false
	}
	// Order candidates by onward degree (Warnsdorff), ties by square number or rank:
	// the key is the degree, then the square (or its rank), six bits.
	var order [8]int
	var key [8]int
	k := 0
	for c := cand; c != 0; c &= c - 1 {
		v := bits.TrailingZeros64(c)
		if s.dirOK[v] == -1 && s.partner[v] != head {
			continue
		}
		d := bits.OnesCount64(s.nb[v]&left)<<6 | v
		if p.rank != nil {
			d = d&^63 | int(p.rank[v])
		}
		i := k
		for i > 0 && key[i-1] > d {
			order[i], key[i] = order[i-1], key[i-1]
			i--
		}
		order[i], key[i] = v, d
		k++
	}
	for i := 0; i < k; i++ {
		v := order[i]
		s.prev[v] = head
		s.path = append(s.path, v)
		if s.dfs(v, left&^(1<<uint(v))) {
			return true
		}
		s.path = s.path[:len(s.path)-1]
		s.prev[v] = -1
	}
	return false
}

// feasible reports whether every unvisited square can still get its path neighbours:
// each needs two (one if it is the path's end), counting head and, for closed paths,
// the start. At most one square may be the end.
func (s *pathSearch) feasible(head int, left uint64) bool {
	p := &s.p
	ends := 0
	for c := left; c != 0; c &= c - 1 {
		u := bits.TrailingZeros64(c)
		d := bits.OnesCount64(s.nb[u] & left)
		if s.nb[u]>>uint(head)&1 != 0 {
			d++
		}
		if p.closed && s.nb[u]>>uint(p.start)&1 != 0 {
			d++
		}
		switch {
		case d == 0:
			return false
		case d == 1:
			if p.closed || (p.end >= 0 && u != p.end) {
				return false
			}
			ends++
			if ends > 1 {
				return false
			}
		}
	}
	return true
}
