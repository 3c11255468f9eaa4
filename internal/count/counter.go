package count

import (
	"fmt"
	"math/big"
	"runtime"
	"time"

	"github.com/knightstour/knightstour/internal/count/dfs"
)

// Options tune a Counter.
type Options struct {
	// Workers is the number of goroutines of the depth-first search, and of those
	// that join a meet's middle with its bottom states (the scan runs on one); 0 means
	// GOMAXPROCS.
	Workers int
	// MaxBytes stops a count with ErrTooBig when its tables would hold more bytes;
	// 0 means no limit. A state costs about 20 to 70 bytes (see Counter.Estimate).
	MaxBytes int64
	// Part (0..Parts-1) of Parts > 1 is the part of a count in rounds that Round runs
	// and Sum adds up (see Counter.Round): each part holds and expands about 1/Parts of every
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
	// ProcessorTime, if set, returns the processor time the program has used (user and
	// system), or false where the system does not say. The time left then weighs the
	// scan, which runs on one goroutine, against the meet's rest, which runs on
	// Workers (see Work.RowProc); without it they are weighed by wall time.
	ProcessorTime func() (time.Duration, bool)
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
	q      question  // what it counts
	opt    Options   // how
	m      meter     // the count under way, or the last one (Progress)
	scan   scanner   // the frontier scan's board and buffers
	tree   *dfs.Tree // the board laid out for the search, made on first use
	counts memo      // what it has counted
}

// memo is what a Counter has counted: the Hamiltonian cycles, the Hamiltonian paths by
// canonical fixed ends (Every for a free end), and the search's counts (see
// question.searchKey).
type memo struct {
	cycles          *big.Int
	paths, searched map[[2]int]*big.Int
}

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
	if err := opt.Method.Check(rows, cols); err != nil {
		return nil, err
	}
	if opt.Parts > 1 && (opt.Part < 0 || opt.Part >= opt.Parts) || opt.Parts <= 1 && opt.Part != 0 {
		return nil, fmt.Errorf("part %d of %d: want a part from 0 to %d", opt.Part, opt.Parts, max(opt.Parts, 1)-1)
	}
	c := &Counter{q: question{rows: rows, cols: cols, closed: closed, end: end}, opt: opt, scan: newScanner(rows, cols),
		counts: memo{paths: map[[2]int]*big.Int{}, searched: map[[2]int]*big.Int{}}}
	c.m.cpu, c.m.workers = opt.ProcessorTime, min(opt.workers(), runtime.GOMAXPROCS(0)) // no more run at once
	return c, nil
}

// Progress returns a snapshot of the count in progress (or of the last one). It is
// safe to call while a count runs.
func (c *Counter) Progress() Progress { return c.m.progress() }

// searchTree returns the board laid out for the search, made on first use.
func (c *Counter) searchTree() *dfs.Tree {
	if c.tree == nil {
		c.tree = dfs.New(c.q.rows, c.q.cols)
	}
	return c.tree
}
