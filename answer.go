package main

import (
	"errors"
	"fmt"
	"sync/atomic"

	"knightstour/internal/theory"
	"knightstour/internal/thin"
	"knightstour/internal/tiles"
)

// autoDFSSquares is the largest board on which -method auto tries the Sicily search
// before the construction; on larger boards the search rarely ends within its budget.
const autoDFSSquares = 10_000

// autoBudget is the Sicily search's node budget under -method auto on a board of n
// squares: enough for every 5×6 start (the hardest takes 336,757 nodes) and growing
// with the board, so that no query takes more than a few tens of milliseconds.
func autoBudget(n int) int64 { return 400_000 + 64*int64(n) }

// walker yields the squares of a tour (0-based) in batches: Fill writes the next ones
// into dst and returns how many (len(dst), fewer at the end, 0 after it).
type walker interface {
	Fill(dst []int) int
}

// budgetError says that -method dfs gave up on a query.
type budgetError struct{ nodes int64 }

func (e *budgetError) Error() string {
	nodes := "nodes"
	if e.nodes == 1 {
		nodes = "node"
	}
	return fmt.Sprintf("the Sicily search gave up after %d %s (raise -budget, or use -method auto)", e.nodes, nodes)
}

// answerer finds the tours the configuration asks for, one query at a time.
type answerer struct {
	cfg    *config
	budget int64
	dfs    *sicily        // the Sicily search, or nil where it is not used
	tiles  *tiles.Builder // tile tours for the construction, made on first use
}

// newAnswerer prepares for queries on cfg's board. It costs O(rows·cols) where the
// Sicily search is used, else O(1).
func newAnswerer(cfg *config) *answerer {
	a := &answerer{cfg: cfg, budget: cfg.budget}
	n := cfg.rows * cfg.cols
	switch {
	case cfg.method == methodDFS:
		a.dfs = newSicily(cfg.rows, cfg.cols, cfg.closed, a.budget)
	case cfg.method == methodAuto && n <= autoDFSSquares:
		if a.budget == 0 {
			a.budget = autoBudget(n)
		}
		a.dfs = newSicily(cfg.rows, cfg.cols, cfg.closed, a.budget)
	}
	return a
}

// tour finds the tour from start (1-based). Where the Sicily search found it, line is
// its answer line (owned by the search's cache: do not change it); otherwise walk
// yields it. err is a *theory.NoTourError where theory proves there is none, and a
// *budgetError where -method dfs gave up.
func (a *answerer) tour(start int) (line []byte, walk walker, err error) {
	rows, cols, closed := a.cfg.rows, a.cfg.cols, a.cfg.closed
	if a.dfs != nil {
		if line := a.dfs.cached(start); line != nil { // asked before: skip the checks
			return line, nil, nil
		}
	}
	if err := theory.Check(rows, cols, (start-1)/cols, (start-1)%cols, closed); err != nil {
		return nil, nil, err
	}
	if a.dfs != nil {
		line, res := a.dfs.line(start)
		switch {
		case res == found:
			return line, nil, nil
		case res == exhausted:
			return nil, nil, fmt.Errorf("the Sicily search found no tour where theory says there is one")
		case res == cancelled:
			return nil, nil, errCancelled
		case a.cfg.method == methodDFS:
			return nil, nil, &budgetError{nodes: a.budget}
		}
	}
	walk, err = a.construct(start - 1)
	return nil, walk, err
}

// errCancelled is returned where the answer was no longer wanted (see cancelOn).
var errCancelled = errors.New("the search was cancelled")

// cancelOn makes the Sicily search of a end as soon as stop is set (within some
// thousands of nodes), with errCancelled.
func (a *answerer) cancelOn(stop *atomic.Bool) {
	if a.dfs != nil {
		a.dfs.s.cancel = stop
	}
}

// errNoConstruction is returned where the construction has no tour although theory has
// one; the tests rule it out.
var errNoConstruction = errors.New("the construction found no tour where theory says there is one")

// construct builds the tour from start (0-based) in linear time.
func (a *answerer) construct(start int) (walker, error) {
	rows, cols, closed := a.cfg.rows, a.cfg.cols, a.cfg.closed
	var (
		w   walker
		err error
	)
	switch m := min(rows, cols); {
	case rows*cols == 1:
		return &pathWalker{path: []int32{0}}, nil
	case m >= 5:
		if a.tiles == nil {
			a.tiles = tiles.NewBuilder()
		}
		w, err = a.tiles.New(rows, cols, start, closed)
	case m >= 3:
		w, err = thin.New(rows, cols, start, closed)
	default:
		return nil, errNoConstruction
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %w", errNoConstruction, err)
	}
	return w, nil
}

// pathWalker walks a tour held in memory.
type pathWalker struct {
	path []int32
	i    int
}

func (p *pathWalker) Fill(dst []int) int {
	n := min(len(dst), len(p.path)-p.i)
	for k := range dst[:n] {
		dst[k] = int(p.path[p.i+k])
	}
	p.i += n
	return n
}

// isNoTour reports whether err is theory's proof that no tour exists.
func isNoTour(err error) bool {
	var none *theory.NoTourError
	return errors.As(err, &none)
}
