package main

import (
	"sync/atomic"

	"knightstour/internal/sicily"
)

// sicilyMoves is the move table of the Sicily 1153 program (sicily.Moves).
var sicilyMoves = sicily.Moves

// outcome says how a search ended.
type outcome int

const (
	found      outcome = iota // a tour was found
	exhausted                 // the whole tree was searched: no tour from this start
	overBudget                // the node budget ran out first
	cancelled                 // the searcher's cancel flag was set
	running                   // not ended: what a pruner says where the search goes on
)

// frame is one level of the search: the square reached at this depth, its untried
// successors, best first, and the number of the node it was.
type frame struct {
	sq   int32
	n    uint8 // number of candidates
	next uint8 // index of the next candidate to try
	cand [len(sicilyMoves)]int32
	node int64 // the nodes entered when sq was entered, sq included
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
	searchOptions
}

// searchOptions are what the full program adds to the search and the one-file
// submission leaves out: both nil there.
type searchOptions struct {
	// prune, if not nil, may end a search with a budget early, or skip a subtree that
	// holds no tour, at a dead end (see pruner). The answers are the same without it.
	prune pruner
	// cancel, if not nil, ends a search with cancelled once set, by another goroutine,
	// within cancelEvery nodes.
	cancel *atomic.Bool
	// closing, if not nil, makes the search one for closed tours: a full path counts
	// only where closing(last, first) says that its last square is a knight's move from
	// its first (knightMove). Sicily 1153 asks for open tours.
	closing func(last, first int32) bool
}

// pruner cuts a search with a budget short at a dead end (prune.go). deadEnd is called
// at the dead end at depth d of a search that has entered nodes nodes of its budget. It
// returns the depth the search goes on from and its node count there, as if it had
// searched what it skipped, with running; or overBudget where the search would surely
// run out of budget (the searcher unwound), or exhausted where nothing is left to search.
// begin is called when a search starts.
type pruner interface {
	begin(s *searcher)
	deadEnd(s *searcher, d int, nodes, budget int64) (depth int, n int64, res outcome)
}

// visited is the bit of deg that marks a visited square; the count below it is at most 8.
const visited = 0x80

// newSearcher prepares a search on a rows×cols board, with opt's additions. It costs
// O(rows·cols) time and about 80 bytes a square (the neighbour table and a stack frame
// per square).
func newSearcher(rows, cols int, opt searchOptions) *searcher {
	n := rows * cols
	s := &searcher{
		rows:          rows,
		cols:          cols,
		nbr:           make([][len(sicilyMoves)]int32, n),
		nnbr:          make([]uint8, n),
		deg:           make([]uint8, n),
		stack:         make([]frame, n),
		searchOptions: opt,
	}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			v := r*cols + c
			for _, m := range sicilyMoves {
				rr, cc := r+m.Dr, c+m.Dc
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
	deg := s.deg // a copy that the stores below cannot change: loaded once
	deg[v] |= visited
	for _, w := range s.nbr[v][:s.nnbr[v]] {
		deg[w]--
	}
}

// leave undoes visit(v).
func (s *searcher) leave(v int32) {
	deg := s.deg
	deg[v] &^= visited
	for _, w := range s.nbr[v][:s.nnbr[v]] {
		deg[w]++
	}
}

// enter puts v at depth d of the path and lists its unvisited neighbours in the order
// the search tries them: fewest onward moves first, ties in move-table order (a stable
// insertion sort, which is what std::sort does on at most 8 elements in the seed).
func (s *searcher) enter(d int, v int32) {
	f, deg := &s.stack[d], s.deg
	f.sq, f.next = v, 0
	var key [len(sicilyMoves)]uint8 // key[i] is the onward degree of f.cand[i]
	n := 0
	for _, w := range s.nbr[v][:s.nnbr[v]] {
		k := deg[w]
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

// search runs the Sicily 1153 search from start: Warnsdorff-ordered depth-first search
// with backtracking, as in the seed's C++ program. With s.closing set, a full path counts
// only if its last square is a knight's move from start. The search stops after budget
// nodes (squares entered, the start included); budget <= 0 means no limit. With a
// budget and a pruner it may stop sooner, once the pruner has proved that it would run
// out, and skip subtrees that hold no tour, counting their nodes. nodes counts the
// nodes entered and those of the subtrees skipped.
//
// Where s.cancel is set, by another goroutine, the search ends cancelled within
// cancelEvery nodes.
//
// On found, path (len rows·cols) holds the tour. nodes says how many nodes were entered.
// The time is O(nodes + rows·cols); the searcher is left ready for the next search.
func (s *searcher) search(start int, budget int64, path []int32) (res outcome, nodes int64) {
	last := s.rows*s.cols - 1
	v := int32(start)
	s.visit(v)
	s.enter(0, v)
	nodes = 1
	s.stack[0].node = nodes
	d := 0
	prune := budget > 0 && s.prune != nil
	if prune {
		s.prune.begin(s)
	}
	for {
		if d == last && (s.closing == nil || s.closing(s.stack[d].sq, s.stack[0].sq)) {
			for i := range path[:last+1] {
				path[i] = s.stack[i].sq
			}
			s.unwind(d)
			return found, nodes
		}
		f := &s.stack[d]
		if f.n == 0 && prune { // a dead end: the pruner may skip back past it, or end here
			var res outcome
			if d, nodes, res = s.prune.deadEnd(s, d, nodes, budget); res != running {
				return res, nodes
			}
			f = &s.stack[d] // after a skip, a square with candidates left: d < last
		}
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
		if nodes%cancelEvery == 0 && s.cancel != nil && s.cancel.Load() {
			s.unwind(d)
			return cancelled, nodes
		}
		w := f.cand[f.next]
		f.next++
		nodes++
		s.visit(w)
		d++
		s.enter(d, w)
		s.stack[d].node = nodes
	}
}

// cancelEvery is how often, in nodes, the search looks at its cancel flag: a few
// hundred microseconds apart, and no cost to see among the millions of nodes a second.
const cancelEvery = 1 << 14

// unwind leaves every square of the path up to depth d, restoring the invariant.
func (s *searcher) unwind(d int) {
	for ; d >= 0; d-- {
		s.leave(s.stack[d].sq)
	}
}

// dfs answers starts on one board with the search, keeping the tours it finds in a
// sicily.Cache.
type dfs struct {
	s      *searcher
	budget int64
	path   []int32
	cache  *sicily.Cache
}

// newDFS prepares the search on a rows×cols board; budget bounds each search (0: no
// bound), cacheLimit bounds the bytes of tours kept, and opt adds to the search (closed
// tours among it). It costs O(rows·cols).
func newDFS(rows, cols int, budget int64, cacheLimit int, opt searchOptions) *dfs {
	return &dfs{s: newSearcher(rows, cols, opt), budget: budget, path: make([]int32, rows*cols), cache: sicily.NewCache(rows*cols, cacheLimit)}
}

// tour returns the tour from start (1-based) that the search finds, or says why there
// is none. The caller must change neither slice of it.
func (d *dfs) tour(start int) (sicily.Tour, outcome) {
	if t := d.cache.Get(start); t != nil {
		return *t, found
	}
	if res, _ := d.s.search(start-1, d.budget, d.path); res != found {
		return sicily.Tour{}, res
	}
	return d.cache.Add(start, d.path), found
}
