package tourprog

import (
	"errors"
	"fmt"
	"sync/atomic"

	"github.com/knightstour/knightstour/internal/pcg"
	"github.com/knightstour/knightstour/internal/theory"
	"github.com/knightstour/knightstour/internal/tour/prune"
	"github.com/knightstour/knightstour/internal/tour/search"
	"github.com/knightstour/knightstour/internal/tour/sicily"
	"github.com/knightstour/knightstour/internal/tour/thin"
	"github.com/knightstour/knightstour/internal/tour/tiles"
)

// This file finds the tour that answers a query: the Sicily search where the
// configuration searches (within its budget under -method auto), else the linear-time
// construction, and theory's proof where no tour exists.

// answer is the tour that answers a query. Every answer yields its squares through
// walker: those of a tour the Sicily search found (path, walked by a pathWalker), or
// those of a constructed one (walk). Where the search found it, line is its answer line
// too, the line format's fast path. Exactly one of path and walk is set; line and path
// are shared with the search's cache and never changed.
type answer struct {
	line []byte  // the squares 1-based, one space apart, and a newline; or nil
	path []int32 // the squares 0-based, beside line
	walk walker  // yields the squares 0-based, once
}

// walker returns the walker of the answer's squares. A construction's walk is used up
// as it walks: an answer is walked once.
func (a answer) walker() walker {
	if a.walk != nil {
		return a.walk
	}
	return &pathWalker{path: a.path}
}

// squares returns the n squares of the tour, 1-based, for the forms that need them all
// at once (a grid, a drawing). It uses the answer up, and costs O(n) memory.
func (a answer) squares(n int) []int {
	tour := make([]int, n)
	walk := a.walker()
	for k := 0; k < n; {
		m := walk.Fill(tour[k:])
		if m == 0 {
			break
		}
		k += m
	}
	for i := range tour {
		tour[i]++
	}
	return tour
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
	cfg        *Config
	constructs bool           // the construction answers where the search does not (Config.plan)
	dfs        *dfs           // the Sicily search, or nil where it is not used
	gaveUp     []bool         // beside dfs: by start (0-based), whether the search ran out of budget there
	tiles      *tiles.Builder // tile tours for the construction, made on first use
}

// newAnswerer prepares for queries on cfg's board, keeping up to cacheLimit bytes of
// the tours it finds; where cancel is not nil, setting it ends a search under way with
// errCancelled. Where the Sicily search is used it costs O(rows·cols) time and about 100
// bytes a square (the searcher's 82, the path, the pruning and the cache's slots, 4, 4
// and 8, and gaveUp's 1), else O(1).
func newAnswerer(cfg *Config, cacheLimit int, cancel *atomic.Bool) *answerer {
	p := cfg.plan()
	a := &answerer{cfg: cfg, constructs: p.construct}
	if p.search {
		a.dfs = newDFS(cfg.Rows, cfg.Cols, cfg.Closed, cfg.Seed, p.budget, cacheLimit, cancel)
		a.gaveUp = make([]bool, cfg.Rows*cfg.Cols)
	}
	return a
}

// dfs answers starts on one board with the search, keeping the tours it finds in a
// sicily.Cache.
type dfs struct {
	s      *search.Searcher
	budget int64
	path   []int32
	cache  *sicily.Cache
}

// newDFS prepares the search on a rows×cols board, closed or not, its ties broken as
// seed says (none: in move-table order); budget bounds each search (0: no bound),
// cacheLimit bounds the bytes of tours kept, and where cancel is not nil, setting it
// ends a search under way. With a budget the search prunes (internal/tour/prune). It costs
// O(rows·cols).
func newDFS(rows, cols int, closed bool, seed Seed, budget int64, cacheLimit int, cancel *atomic.Bool) *dfs {
	opt := search.Options{Prune: &prune.Pruning{}, Cancel: cancel, Closed: closed}
	if n, ok := seed.Value(); ok {
		opt.Ties = pcg.New(n, searchStream)
	}
	return &dfs{s: search.New(rows, cols, opt), budget: budget, path: make([]int32, rows*cols), cache: sicily.NewCache(rows*cols, cacheLimit)}
}

// search returns the tour from start (1-based) that the search finds, keeping it in the
// cache, or says why there is none. The caller looks in the cache first, and must
// change neither slice of the tour.
func (d *dfs) search(start int) (sicily.Tour, search.Outcome) {
	if res, _ := d.s.Search(start-1, d.budget, d.path); res != search.Found {
		return sicily.Tour{}, res
	}
	return d.cache.Add(start, d.path), search.Found
}

// tour finds the tour from start (1-based). err is a *theory.NoTourError where theory
// proves there is none, and a *budgetError where the search gave up and the plan has
// no construction to fall back on (-method dfs). A start where the search ran out of
// budget is not searched again: asked again, it costs the construction alone (the
// search would spend its whole budget again, 10 ms from a corner of 6×6 closed) and
// gets the same tour, which the construction makes the same way each time.
func (a *answerer) tour(start int) (answer, error) {
	rows, cols, closed := a.cfg.Rows, a.cfg.Cols, a.cfg.Closed
	if a.dfs != nil {
		if t := a.dfs.cache.Get(start); t != nil { // asked before: skip the checks
			return answer{line: t.Line, path: t.Path}, nil
		}
		if a.gaveUp[start-1] { // asked before, and theory's check passed then
			return a.afterBudget(start)
		}
	}
	if err := theory.Check(rows, cols, (start-1)/cols, (start-1)%cols, closed); err != nil {
		return answer{}, err
	}
	if a.dfs != nil {
		t, res := a.dfs.search(start)
		switch {
		case res == search.Found:
			return answer{line: t.Line, path: t.Path}, nil
		case res == search.Exhausted:
			return answer{}, errors.New("the Sicily search found no tour where theory says there is one")
		case res == search.Cancelled:
			return answer{}, errCancelled
		case res == search.OverBudget:
			a.gaveUp[start-1] = true
		}
		return a.afterBudget(start)
	}
	walk, err := a.construct(start - 1)
	return answer{walk: walk}, err
}

// afterBudget answers start (1-based) where the search gave up: with the construction's
// tour, or a *budgetError where the plan has no construction (-method dfs).
func (a *answerer) afterBudget(start int) (answer, error) {
	if !a.constructs {
		return answer{}, &budgetError{nodes: a.dfs.budget}
	}
	walk, err := a.construct(start - 1)
	return answer{walk: walk}, err
}

// errCancelled is returned where the answer was no longer wanted (see newAnswerer).
var errCancelled = errors.New("the search was cancelled")

// errNoConstruction is returned where the construction has no tour although theory has
// one; the tests rule it out.
var errNoConstruction = errors.New("the construction found no tour where theory says there is one")

// searchStream is the stream of the Sicily search's generator under -seed:
// pcg.New(seed, searchStream).
const searchStream = 0x736963696c79 // "sicily"

// construct builds the tour from start (0-based) in linear time, its searches' ties
// broken as the seed says.
func (a *answerer) construct(start int) (walker, error) {
	rows, cols, closed := a.cfg.Rows, a.cfg.Cols, a.cfg.Closed
	seed, seeded := a.cfg.Seed.Value()
	var (
		w   walker
		err error
	)
	switch m := min(rows, cols); {
	case rows*cols == 1:
		return &pathWalker{path: []int32{0}}, nil
	case m >= 5:
		if a.tiles == nil && seeded {
			a.tiles = tiles.NewSeededBuilder(seed)
		} else if a.tiles == nil {
			a.tiles = tiles.NewBuilder()
		}
		w, err = a.tiles.New(rows, cols, start, closed)
	case m >= 3 && seeded:
		w, err = thin.NewSeeded(rows, cols, start, closed, seed)
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
