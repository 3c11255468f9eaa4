package search

// This file is the seam between the search and a Pruner: what a search ends with, what
// a Pruner is asked, and what it sees of the search. It refers to nothing else of the
// package.

import "github.com/knightstour/knightstour/internal/tour/sicily"

// Outcome says how a search ended.
type Outcome int

const (
	Found      Outcome = iota // a tour was found
	Exhausted                 // the whole tree was searched: no tour from this start
	OverBudget                // the node budget ran out first
	Cancelled                 // the cancel flag of Options was set
	Running                   // not ended: what a Pruner says where the search goes on
)

// Pruner cuts a search with a budget short at a dead end. Begin is called when a
// search starts. DeadEnd is called at the dead end at depth d of a search that has
// entered nodes nodes of its budget; it may visit and leave squares of t's board, but
// must leave them as it found them. It returns the depth the search goes on from (d, or
// less to skip back) and its node count there, as if the search had searched what it
// skipped, with Running; or OverBudget where the search would surely run out of budget,
// or Exhausted where nothing is left to search. The search leaves the squares of its
// path past the depth it goes on from, or all of them where it ends.
type Pruner interface {
	Begin(t Tree)
	DeadEnd(t Tree, d int, nodes, budget int64) (depth int, n int64, res Outcome)
}

// Tree is what a Pruner sees of a search under way: the board's size, the path from the
// start to the square at the depth the search is at, and the board it searches, whose
// marks of the visited squares it may change with the board's Visit and Leave (static
// calls, inlined: a dead end asks the board about thousands of squares). *Searcher is
// one; its methods cost O(1).
type Tree interface {
	// Size returns the board's rows and columns; its squares are 0..rows·cols-1,
	// row-major.
	Size() (rows, cols int)
	// Path returns the square at depth d of the path (the start is at depth 0), and the
	// search's node count when it entered it.
	Path(d int) (sq int32, node int64)
	// Board returns the board searched: its squares' neighbours, in sicily.Moves()
	// order, and their unvisited neighbours.
	Board() *sicily.Board
}
