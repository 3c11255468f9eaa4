// Package sicily is the Sicily 1153 program: the Warnsdorff-ordered depth-first search
// of the Sicily 1153 report (Searcher), the answer lines it keeps (Cache, Solver), their
// digits (AppendTour), the reader of start squares (QueryReader) and the query loop
// (Serve, FlushingReader). It uses only the standard library and Go 1.21: with the small
// main of judge/problem/submission it is the one-file submission that judges take
// (scripts/submission.sh), so everything in it runs there.
package sicily

// Move is a knight's step of Dr rows down and Dc columns right.
type Move struct{ Dr, Dc int }

// NumMoves is the number of a knight's moves: the length of Moves' table.
const NumMoves = len(moves)

// moves is the move table of the Sicily 1153 program, in the order its search breaks
// ties between candidates of equal onward degree. Moves hands out copies.
var moves = [...]Move{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}

// Moves returns the move table of the Sicily 1153 program, in the order its search
// breaks ties between candidates of equal onward degree. It is the move table of the
// search (internal/tour/search, internal/tour/prune) and of the construction (internal/tour/tiles,
// internal/tour/thin, which take it in another order); internal/count keeps its own, the
// same moves in this order, so that the counter stands alone. The array is a copy.
func Moves() [NumMoves]Move { return moves }

// frame is one level of the search: the square reached at this depth and its untried
// successors, best first.
type frame struct {
	sq   int32
	n    uint8 // number of candidates
	next uint8 // index of the next candidate to try
	cand [len(moves)]int32
}

// Searcher runs the Sicily 1153 search on one rows×cols board. Squares are 0-based,
// row-major. It keeps its scratch space between searches, so a Searcher answers many
// starts with no allocation after the first; it is not safe for concurrent use.
//
// Invariant between searches: no square of the board is visited.
type Searcher struct {
	board Board
	stack []frame // stack[d] is the square at depth d of the path
}

// NewSearcher prepares the search on a rows×cols board. It costs O(rows·cols) time and
// about 80 bytes a square (the board and a stack frame per square).
func NewSearcher(rows, cols int) *Searcher {
	return &Searcher{board: *NewBoard(rows, cols), stack: make([]frame, rows*cols)}
}

// enter puts v at depth d of the path with its unvisited neighbours in the order the
// search tries them (Board.Order).
func (s *Searcher) enter(d int, v int32) {
	f := &s.stack[d]
	f.sq, f.next = v, 0
	f.n = uint8(s.board.Order(v, &f.cand))
}

// Search runs the Sicily 1153 search from start (0-based): Warnsdorff-ordered
// depth-first search with backtracking, as in the seed's C++ program, to the end. It
// reports whether it found a tour, and how many nodes it entered (squares, the start
// included). On found, path (len rows·cols) holds the tour. The time is
// O(nodes + rows·cols), and nodes may be exponential in rows·cols where no tour is near;
// the Searcher is left ready for the next search.
func (s *Searcher) Search(start int, path []int32) (found bool, nodes int64) {
	last := len(s.stack) - 1
	v := int32(start)
	s.board.Visit(v)
	s.enter(0, v)
	nodes = 1
	d := 0
	for {
		if d == last {
			for i := range path[:last+1] {
				path[i] = s.stack[i].sq
				s.board.Leave(s.stack[i].sq)
			}
			return true, nodes
		}
		f := &s.stack[d]
		if f.next == f.n { // dead end: back up
			s.board.Leave(f.sq)
			if d == 0 {
				return false, nodes
			}
			d--
			continue
		}
		w := f.cand[f.next]
		f.next++
		nodes++
		s.board.Visit(w)
		d++
		s.enter(d, w)
	}
}
