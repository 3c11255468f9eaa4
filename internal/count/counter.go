package count

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"runtime"

	"knightstour/internal/count/dfs"
)

// Every, as a start, asks for the tours from every square together; as an end, for
// tours that end anywhere.
const Every = -1

// Options tune a Counter.
type Options struct {
	// Workers is the number of goroutines that expand states; 0 means GOMAXPROCS.
	Workers int
	// MaxBytes stops a count with ErrTooBig when its tables would hold more bytes;
	// 0 means no limit. A state costs about 20 to 70 bytes (see the package doc).
	MaxBytes int64
	// Part (0..Parts-1) of Parts > 1 is the part of a count in rounds that Round runs
	// and Sum adds up (rounds.go): each part holds and expands about 1/Parts of every
	// layer, and the parts exchange their states through a Dir. Tours counts whole
	// (Parts 0 or 1).
	Part, Parts int
	// Method is how to count: by the frontier scan, by a depth-first search, or
	// (MethodAuto) by the one whose estimated cost is less (see Counter.Method).
	Method Method
	// Prepare, if set, is called by Round before it runs a round, with how many states
	// the parts sent the part, about (the states all the parts sent over the parts, or
	// all of them to part 1 in a round of part 1 alone; 0 in the first round), or -1
	// where it cannot tell; Round calls the function it returns once the round is done.
	// The count program runs a small round on one processor so.
	Prepare func(states int64) (done func())
}

func (o Options) workers() int {
	if o.Workers > 0 {
		return o.Workers
	}
	return runtime.GOMAXPROCS(0)
}

// Counter counts the knight's tours of one board of one kind (open or closed, to a given
// end or any), start by start. It remembers what it has counted: starts that the
// board's symmetries map onto one another are counted once. A Counter is not safe for
// concurrent use, except Progress.
type Counter struct {
	rows, cols int
	closed     bool
	end        int // 0-based, or Every
	opt        Options
	sc         *scan
	m          meter
	cycles     *big.Int            // Hamiltonian cycles, once counted
	paths      map[[2]int]*big.Int // Hamiltonian paths by canonical fixed ends (Every for a free end)
	chain      int                 // squares at the end of each row processed in one step
	obs        []*outbox           // the workers' buffers, made on the first count
	tr         *dfs.Tree           // the board laid out for the search, made on first use
	searched   map[[2]int]*big.Int // the search's counts (see searchKey)
	hook       func()              // (tests) see problem.hook
}

// chainWidth is the least width at which the last three squares of each row are
// processed in one step. The layers grow along a row (about twice per square on 8×8)
// and drop at its end, where the mirror image merges states; skipping the last
// layers of a row lowers the peak memory several times for about twice the work on
// those squares. Narrower boards need little memory and are faster without.
const chainWidth = 8

// New prepares to count the tours of the rows×cols board: closed ones if closed, and
// with end >= 0 (a 0-based square, row-major) only those that end there. The shorter
// side may be at most MaxWidth. It costs O(1): the board is laid out for the scan
// (O(rows·cols)) by the first count, so a count refused on its Estimate costs nothing.
func New(rows, cols int, closed bool, end int, opt Options) (*Counter, error) {
	if err := Check(rows, cols); err != nil {
		return nil, err
	}
	if end != Every && (end < 0 || end >= rows*cols) {
		return nil, fmt.Errorf("end square %d is not on the %dx%d board", end, rows, cols)
	}
	if opt.Method == MethodDFS && rows*cols > dfs.MaxSquares {
		return nil, fmt.Errorf("%dx%d board: method dfs counts boards of at most %d squares", rows, cols, dfs.MaxSquares)
	}
	if opt.Method < MethodAuto || opt.Method > MethodScan {
		return nil, fmt.Errorf("method %v: want auto, dfs or scan", opt.Method)
	}
	if opt.Parts > 1 && (opt.Part < 0 || opt.Part >= opt.Parts) || opt.Parts <= 1 && opt.Part != 0 {
		return nil, fmt.Errorf("part %d of %d: want a part from 0 to %d", opt.Part, opt.Parts, max(opt.Parts, 1)-1)
	}
	c := &Counter{rows: rows, cols: cols, closed: closed, end: end, opt: opt, paths: map[[2]int]*big.Int{}, searched: map[[2]int]*big.Int{}, chain: 1}
	if min(rows, cols) >= chainWidth {
		c.chain = 3
	}
	return c, nil
}

// layout returns the board laid out for the scan, made on first use.
func (c *Counter) layout() *scan {
	if c.sc == nil {
		c.sc, _ = newScan(c.rows, c.cols) // New checked the board
	}
	return c.sc
}

// Progress returns a snapshot of the count in progress (or of the last one). It is
// safe to call while a count runs.
func (c *Counter) Progress() Progress { return c.m.progress() }

// Tours returns the number of knight's tours that start at square start (0-based,
// row-major), or from any square if start is Every (the sum over all starts). A tour
// is a sequence of all the board's squares, each a knight's move from the one before;
// a closed tour's last square is also a knight's move from its first. A tour and its
// reverse are two tours, and so are the n rotations of a closed one. The count is
// exact; it stops early with ctx's error when ctx is done.
//
// In terms of undirected Hamiltonian cycles C and paths: open tours from s are the paths
// with an end at s; all open tours are twice the paths; closed tours from s are 2C and
// all closed tours are 2nC; tours from s to an end e are the paths between s and e
// (closed ones only if e is a knight's move from s), and tours to e from every start
// are the paths with an end at e (closed: 2C).
func (c *Counter) Tours(ctx context.Context, start int) (*big.Int, error) {
	n := c.rows * c.cols
	if start != Every && (start < 0 || start >= n) {
		return nil, fmt.Errorf("start square %d is not on the %dx%d board", start, c.rows, c.cols)
	}
	if c.opt.Parts > 1 {
		return nil, errors.New("a count in parts is counted in rounds (Counter.Round), not by Tours")
	}
	if n == 1 { // the one tour of one square, open
		if c.closed {
			return new(big.Int), nil
		}
		return big.NewInt(1), nil
	}
	if c.end != Every && start != Every && (start == c.end || c.closed && !c.adjacent(start, c.end)) {
		return new(big.Int), nil
	}
	if c.Method(start) == MethodDFS {
		return c.searchTours(ctx, start)
	}
	switch {
	case c.end == Every && c.closed:
		cyc, err := c.cycleCount(ctx)
		if err != nil {
			return nil, err
		}
		t := new(big.Int).Lsh(cyc, 1)
		if start == Every {
			t.Mul(t, big.NewInt(int64(n)))
		}
		return t, nil
	case c.end == Every && start == Every:
		p, err := c.pathCount(ctx, Every, Every)
		if err != nil {
			return nil, err
		}
		return p.Lsh(p, 1), nil
	case c.end == Every:
		return c.pathCount(ctx, start, Every)
	case start == Every && c.closed:
		cyc, err := c.cycleCount(ctx)
		if err != nil {
			return nil, err
		}
		return new(big.Int).Lsh(cyc, 1), nil
	case start == Every:
		return c.pathCount(ctx, c.end, Every)
	default:
		return c.pathCount(ctx, start, c.end)
	}
}

// outboxes returns the workers' buffers, making them on first use.
func (c *Counter) outboxes() []*outbox {
	if len(c.obs) != c.opt.workers() { // GOMAXPROCS may have changed (a part's small round)
		c.obs = newOutboxes(c.opt.workers())
	}
	return c.obs
}

// engine returns what the scan works with: the workers' buffers, the meter, and the
// memory allowed.
func (c *Counter) engine() engine {
	return engine{obs: c.outboxes(), m: &c.m, maxBytes: c.opt.MaxBytes}
}

// adjacent reports whether squares a and b are a knight's move apart.
func (c *Counter) adjacent(a, b int) bool {
	dr, dc := a/c.cols-b/c.cols, a%c.cols-b%c.cols
	return dr*dr+dc*dc == 5
}

// cycleCount returns the number of Hamiltonian cycles, counting them once.
func (c *Counter) cycleCount(ctx context.Context) (*big.Int, error) {
	if c.cycles == nil {
		p := c.problem(true, nil, false)
		var x *big.Int
		err := errMeetOverflow
		if p.meetable() {
			x, err = p.meet(ctx, c.engine())
		}
		if errors.Is(err, errMeetOverflow) {
			// Not met, or its counts could pass 64 bits: the scan. Every part of a
			// count in parts comes here alike (see errMeetOverflow), so the parts are
			// the scan's, and they add up.
			x, err = p.run(ctx, c.engine())
		}
		if err != nil {
			return nil, err
		}
		c.cycles = x
	}
	return new(big.Int).Set(c.cycles), nil
}

// pathCount returns the number of Hamiltonian paths with ends at a and b (either may
// be Every: a free end), counting each symmetry class of the ends once.
func (c *Counter) pathCount(ctx context.Context, a, b int) (*big.Int, error) {
	ck := c.canonical(a, b)
	if x, ok := c.paths[ck]; ok {
		return new(big.Int).Set(x), nil
	}
	var fixed []int
	for _, e := range []int{a, b} {
		if e != Every {
			fixed = append(fixed, c.layout().sq(e))
		}
	}
	p := c.problem(false, fixed, a == Every || b == Every)
	x, err := p.run(ctx, c.engine())
	if err != nil {
		return nil, err
	}
	c.paths[ck] = x
	return new(big.Int).Set(x), nil
}

// canonical returns the least image of the unordered pair of ends {a, b} under the
// board's symmetries (Every stays Every).
func (c *Counter) canonical(a, b int) [2]int {
	var best [2]int
	for t := 0; ; t++ {
		var x, y int
		var ok bool
		if x, ok = c.image(a, t); !ok {
			break
		}
		y, _ = c.image(b, t)
		if x > y {
			x, y = y, x
		}
		if t == 0 || x < best[0] || (x == best[0] && y < best[1]) {
			best = [2]int{x, y}
		}
	}
	return best
}

// image returns square s under symmetry t (Every stays Every), and false past the last
// symmetry.
func (c *Counter) image(s, t int) (int, bool) {
	n := 4
	if c.rows == c.cols {
		n = 8
	}
	if t >= n {
		return 0, false
	}
	if s == Every {
		return Every, true
	}
	return symmetries(c.rows, c.cols, s)[t], true
}

// problem builds the counting job: cycles, or paths whose fixed ends (scan squares) are
// given, the other squares inner or, with free, free to be an end.
func (c *Counter) problem(cycle bool, fixed []int, free bool) *problem {
	sc := c.layout()
	p := &problem{scan: sc, cycle: cycle, role: make([]uint8, sc.n), chain: c.chain, hook: c.hook}
	if !cycle {
		p.maxEnd = 2
		if free {
			for i := range p.role {
				// On an odd board a path ends on the corners' colour (see colours).
				if sc.n%2 == 0 || p.sign(i) == 1 {
					p.role[i] = roleFree
				}
			}
		}
		for _, e := range fixed {
			p.role[e] = roleEnd
		}
		p.fixed = append(p.fixed, fixed...)
		sortInts(p.fixed)
	}
	return p
}

// sortInts sorts a few ints in place.
func sortInts(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}
