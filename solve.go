package main

// sicilyMoves is the move table of the Sicily 1153 program: knight steps of dr rows down
// and dc columns right, in the order its search breaks ties between candidates of equal
// onward degree.
var sicilyMoves = [8]struct{ dr, dc int }{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}

// outcome says how a search ended.
type outcome int

const (
	found      outcome = iota // a tour was found
	exhausted                 // the whole tree was searched: no tour from this start
	overBudget                // the node budget ran out first
)

// frame is one level of the search: the square reached at this depth and its
// untried successors, best first.
type frame struct {
	sq   int32
	n    uint8 // number of candidates
	next uint8 // index of the next candidate to try
	cand [len(sicilyMoves)]int32
}

// searcher runs the Sicily 1153 search on one rows×cols board. Squares are 0-based,
// row-major. It keeps its scratch space between searches, so a searcher answers many
// starts with no allocation after the first; it is not safe for concurrent use.
//
// Invariant between searches: no square is visited and deg[v] is the number of
// knight neighbours of v.
type searcher struct {
	rows, cols int
	nbr        [][len(sicilyMoves)]int32 // neighbours of each square, in move-table order
	nnbr       []uint8                   // how many entries of nbr are used
	deg        []uint8                   // unvisited neighbours of each square, plus visited if it is
	stack      []frame                   // stack[d] is the square at depth d of the path
}

// visited is the bit of deg that marks a visited square; the count below it is at most 8.
const visited = 0x80

// newSearcher prepares a search on a rows×cols board. It costs O(rows·cols) time and
// about 75 bytes a square (the neighbour table and a stack frame per square).
func newSearcher(rows, cols int) *searcher {
	n := rows * cols
	s := &searcher{
		rows:  rows,
		cols:  cols,
		nbr:   make([][len(sicilyMoves)]int32, n),
		nnbr:  make([]uint8, n),
		deg:   make([]uint8, n),
		stack: make([]frame, n),
	}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			v := r*cols + c
			for _, m := range sicilyMoves {
				rr, cc := r+m.dr, c+m.dc
				if rr >= 0 && rr < rows && cc >= 0 && cc < cols {
					s.nbr[v][s.nnbr[v]] = int32(rr*cols + cc)
					s.nnbr[v]++
				}
			}
			s.deg[v] = s.nnbr[v]
		}
	}
	return s
}

// visit marks v visited and lowers the onward degree of its neighbours.
func (s *searcher) visit(v int32) {
	s.deg[v] |= visited
	for _, w := range s.nbr[v][:s.nnbr[v]] {
		s.deg[w]--
	}
}

// leave undoes visit(v).
func (s *searcher) leave(v int32) {
	s.deg[v] &^= visited
	for _, w := range s.nbr[v][:s.nnbr[v]] {
		s.deg[w]++
	}
}

// enter puts v at depth d of the path and lists its unvisited neighbours in the order
// the search tries them: fewest onward moves first, ties in move-table order (a stable
// insertion sort, which is what std::sort does on at most 8 elements in the seed).
func (s *searcher) enter(d int, v int32) {
	f := &s.stack[d]
	f.sq, f.next = v, 0
	var key [len(sicilyMoves)]uint8 // key[i] is the onward degree of f.cand[i]
	n := 0
	for _, w := range s.nbr[v][:s.nnbr[v]] {
		k := s.deg[w]
		if k&visited != 0 {
			continue
		}
		i := n
		for i > 0 && key[i-1] > k {
			key[i], f.cand[i] = key[i-1], f.cand[i-1]
			i--
		}
		key[i], f.cand[i] = k, w
		n++
	}
	f.n = uint8(n)
}

// isMove reports whether a and b are a knight's move apart.
func (s *searcher) isMove(a, b int32) bool {
	dr := int(a)/s.cols - int(b)/s.cols
	dc := int(a)%s.cols - int(b)%s.cols
	return dr*dr+dc*dc == 5
}

// search runs the Sicily 1153 search from start: Warnsdorff-ordered depth-first search
// with backtracking, as in the seed's C++ program. With closed set, a full path counts
// only if its last square is a knight's move from start. The search stops after budget
// nodes (squares entered, the start included); budget <= 0 means no limit.
//
// On found, path (len rows·cols) holds the tour. nodes says how many nodes were entered.
// The time is O(nodes); the searcher is left ready for the next search.
func (s *searcher) search(start int, closed bool, budget int64, path []int32) (res outcome, nodes int64) {
	last := s.rows*s.cols - 1
	v := int32(start)
	s.visit(v)
	s.enter(0, v)
	nodes = 1
	d := 0
	for {
		if d == last && (!closed || s.isMove(s.stack[d].sq, s.stack[0].sq)) {
			for i := range path[:last+1] {
				path[i] = s.stack[i].sq
			}
			s.unwind(d)
			return found, nodes
		}
		f := &s.stack[d]
		if f.next == f.n { // dead end: back up
			s.leave(f.sq)
			if d == 0 {
				return exhausted, nodes
			}
			d--
			continue
		}
		if budget > 0 && nodes >= budget {
			s.unwind(d)
			return overBudget, nodes
		}
		w := f.cand[f.next]
		f.next++
		nodes++
		s.visit(w)
		d++
		s.enter(d, w)
	}
}

// unwind leaves every square of the path up to depth d, restoring the invariant.
func (s *searcher) unwind(d int) {
	for ; d >= 0; d-- {
		s.leave(s.stack[d].sq)
	}
}
