// Package search is the Sicily 1153 search as the tour program runs it: the
// Warnsdorff-ordered depth-first search of package sicily, with a node budget, a
// cancel flag, closed tours, and a Pruner that may cut a search short at a dead end
// without changing its answer. A Pruner sees the search only through the Tree
// interface, as container/heap sees its data through heap.Interface.
//
// Package sicily keeps the plain search, with none of these, for the one-file
// submission, which must run no hook it does not need. Both walk a sicily.Board (the
// knight's graph, the visited squares, the order of the candidates); only the loop of
// Searcher.Search is this package's own, sicily.Searcher's with the budget, cancel
// flag and Pruner added, and TestSearchAsSicily checks that the two give the same
// answers with the same node counts.
package search

import (
	"sync/atomic"

	"github.com/knightstour/knightstour/internal/pcg"
	"github.com/knightstour/knightstour/internal/tour/sicily"
)

// Options are what a search adds to the plain Sicily search. The zero Options is the
// plain search.
type Options struct {
	// Prune, if not nil, may end a search with a budget early, or skip a subtree that
	// holds no tour, at a dead end (see Pruner). The answers are the same without it.
	Prune Pruner
	// Cancel, if not nil, ends a search with Cancelled once set, by another goroutine,
	// within CancelEvery nodes.
	Cancel *atomic.Bool
	// Closed makes the search one for closed tours: a full path counts only where its
	// last square is a knight's move from its first. Sicily 1153 asks for open tours.
	Closed bool
	// Ties, if not nil, breaks the ties of the Warnsdorff order at random: New draws
	// from it a rank for every square (a random permutation), and the search tries
	// candidates of equal onward degree in the order of their ranks, not in the move
	// table's. The search stays deterministic: the same draws give the same answers.
	Ties *pcg.PCG
}

// frame is one level of the search: the square reached at this depth, its untried
// successors, best first, and the number of the node it was.
type frame struct {
	sq   int32
	n    uint8 // number of candidates
	next uint8 // index of the next candidate to try
	cand [sicily.NumMoves]int32
	node int64 // the nodes entered when sq was entered, sq included
}

// Searcher runs the search on one rows×cols board. Squares are 0-based, row-major. It
// keeps its scratch space between searches, so a Searcher answers many starts with no
// allocation after the first; it is not safe for concurrent use.
//
// Invariant between searches: no square of the board is visited.
type Searcher struct {
	rows, cols int
	board      sicily.Board // the knight's graph and the visited squares, as sicily's search keeps them
	stack      []frame      // stack[d] is the square at depth d of the path
	opt        Options
	rank       []int32 // with Options.Ties, the rank of each square among its ties; else nil
}

// New prepares a search on a rows×cols board, with opt's additions. It costs
// O(rows·cols) time and about 90 bytes a square (the board and a stack frame per
// square), 4 more with Options.Ties (the ranks).
func New(rows, cols int, opt Options) *Searcher {
	s := &Searcher{rows: rows, cols: cols, board: *sicily.NewBoard(rows, cols), stack: make([]frame, rows*cols), opt: opt}
	if opt.Ties != nil {
		s.rank = make([]int32, rows*cols)
		for i := range s.rank {
			s.rank[i] = int32(i)
		}
		opt.Ties.Shuffle(len(s.rank), func(i, j int) { s.rank[i], s.rank[j] = s.rank[j], s.rank[i] })
		s.opt.Ties = nil // drawn: the Searcher keeps no generator
	}
	return s
}

// Search runs the search from start (0-based): the Sicily search, with Options'
// additions. It stops after budget nodes (squares entered, the start included);
// budget <= 0 means no limit. With a budget and a Pruner it may stop sooner, once the
// Pruner has proved that it would run out, and skip subtrees that hold no tour,
// counting their nodes. nodes counts the nodes entered and those of the subtrees
// skipped: the nodes the plain search would have entered.
//
// Where the cancel flag is set, by another goroutine, the search ends Cancelled within
// CancelEvery nodes.
//
// On Found, path (len rows·cols) holds the tour. The time is O(nodes + rows·cols), less
// what the Pruner skips; the Searcher is left ready for the next search.
func (s *Searcher) Search(start int, budget int64, path []int32) (res Outcome, nodes int64) {
	last := s.rows*s.cols - 1
	v := int32(start)
	s.board.Visit(v)
	// A square entered at depth d: its frame, with its unvisited neighbours in the order
	// the search tries them (sicily.Board.Order, or rankedOrder with Options.Ties),
	// written here and below, not in a function of its own: a call fewer a node, 2% of
	// the search's time.
	ranked := s.rank != nil
	f := &s.stack[0]
	var n int
	if ranked {
		n = s.rankedOrder(v, &f.cand)
	} else {
		n = s.board.Order(v, &f.cand)
	}
	f.sq, f.next, f.n, f.node = v, 0, uint8(n), 1
	nodes = 1
	d := 0
	prune := budget > 0 && s.opt.Prune != nil
	if prune {
		s.opt.Prune.Begin(s)
	}
	for {
		if d == last && (!s.opt.Closed || s.knightMove(s.stack[d].sq, s.stack[0].sq)) {
			for i := range path[:last+1] {
				path[i] = s.stack[i].sq
			}
			s.unwind(d)
			return Found, nodes
		}
		f = &s.stack[d]
		if f.n == 0 && prune { // a dead end: the pruner may skip back past it, or end here
			to, n, res := s.opt.Prune.DeadEnd(s, d, nodes, budget)
			if res != Running {
				s.unwind(d)
				return res, n
			}
			for ; d > to; d-- {
				s.board.Leave(s.stack[d].sq)
			}
			nodes, f = n, &s.stack[d] // after a skip, a square with candidates left: d < last
		}
		if f.next == f.n { // dead end: back up
			s.board.Leave(f.sq)
			if d == 0 {
				return Exhausted, nodes
			}
			d--
			continue
		}
		if budget > 0 && nodes >= budget {
			s.unwind(d)
			return OverBudget, nodes
		}
		if nodes%CancelEvery == 0 && s.opt.Cancel != nil && s.opt.Cancel.Load() {
			s.unwind(d)
			return Cancelled, nodes
		}
		w := f.cand[f.next]
		f.next++
		nodes++
		s.board.Visit(w)
		d++
		f = &s.stack[d]
		if ranked {
			n = s.rankedOrder(w, &f.cand)
		} else {
			n = s.board.Order(w, &f.cand)
		}
		f.sq, f.next, f.n, f.node = w, 0, uint8(n), nodes
	}
}

// rankedOrder is sicily.Board.Order with ties broken by the squares' ranks: it lists
// the unvisited neighbours of v in cand, fewest onward moves first, then lowest rank
// first, and returns how many there are.
func (s *Searcher) rankedOrder(v int32, cand *[sicily.NumMoves]int32) int {
	var key [sicily.NumMoves]uint64 // key[i] is cand[i]'s onward degree, then its rank
	n := 0
	for _, w := range s.board.Neighbours(v) {
		d := s.board.Onward(w)
		if d < 0 {
			continue
		}
		k := uint64(d)<<32 | uint64(s.rank[w])
		i := n
		for i > 0 && key[i-1] > k {
			key[i], cand[i] = key[i-1], cand[i-1]
			i--
		}
		key[i], cand[i] = k, w
		n++
	}
	return n
}

// CancelEvery is how often, in nodes, the search looks at its cancel flag: a few
// hundred microseconds apart, and no cost to see among the millions of nodes a second.
const CancelEvery = 1 << 14

// unwind leaves every square of the path up to depth d, restoring the invariant.
func (s *Searcher) unwind(d int) {
	for ; d >= 0; d-- {
		s.board.Leave(s.stack[d].sq)
	}
}

// knightMove reports whether squares a and b are a knight's move apart.
func (s *Searcher) knightMove(a, b int32) bool {
	dr := int(a)/s.cols - int(b)/s.cols
	dc := int(a)%s.cols - int(b)%s.cols
	return dr*dr+dc*dc == 5
}

// The methods of Tree: what a Pruner sees of the search.

// Size returns the board's rows and columns (see Tree).
func (s *Searcher) Size() (rows, cols int) { return s.rows, s.cols }

// Board returns the board searched (see Tree).
func (s *Searcher) Board() *sicily.Board { return &s.board }

// Path returns the square at depth d of the path and the node count when the search
// entered it (see Tree).
func (s *Searcher) Path(d int) (sq int32, node int64) { return s.stack[d].sq, s.stack[d].node }
