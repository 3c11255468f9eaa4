package search

// Tree is what a Pruner sees of a search under way: the board, the path from the start
// to the square at the depth the search is at, and the marks of the visited squares,
// which it may change with Visit and Leave. *Searcher is one; its methods cost O(1).
type Tree interface {
	// Size returns the board's rows and columns; its squares are 0..rows·cols-1,
	// row-major.
	Size() (rows, cols int)
	// Neighbours returns the squares a knight's move from v, in sicily.Moves order.
	// The caller must not change the slice.
	Neighbours(v int32) []int32
	// Onward returns the number of unvisited neighbours of v, or -1 where v is visited.
	Onward(v int32) int
	// Path returns the square at depth d of the path (the start is at depth 0), and the
	// search's node count when it entered it.
	Path(d int) (sq int32, node int64)
	// Visit marks v visited; Leave unmarks it.
	Visit(v int32)
	Leave(v int32)
}

// Size returns the board's rows and columns (see Tree).
func (s *Searcher) Size() (rows, cols int) { return s.rows, s.cols }

// Neighbours returns the squares a knight's move from v, in move-table order (see Tree).
func (s *Searcher) Neighbours(v int32) []int32 { return s.nbr[v][:s.nnbr[v]] }

// Onward returns the number of unvisited neighbours of v, or -1 where v is visited (see
// Tree).
func (s *Searcher) Onward(v int32) int {
	if k := s.deg[v]; k&visited == 0 {
		return int(k)
	}
	return -1
}

// Path returns the square at depth d of the path and the node count when the search
// entered it (see Tree).
func (s *Searcher) Path(d int) (sq int32, node int64) { return s.stack[d].sq, s.stack[d].node }
