package tourprog

import (
	"sync"
	"sync/atomic"

	"github.com/knightstour/knightstour/internal/tour/sicily"
)

// This file answers queries on several goroutines. On a board of thousands of squares
// a query costs the Sicily search (hundreds of microseconds, up to tens of
// milliseconds where it runs out of budget), so while one answer is written the
// searches for the next queries already run on the other cores: on two cores every
// start of 100×100 takes 4 to 5 seconds instead of 8 to 9 (scripts/measure floor). Answers
// are still written in the order of the queries, exactly as one goroutine would write
// them (TestAhead).

// aheadSquares is the least board on which run searches ahead. Handing a query to a
// worker costs a few microseconds, which pays on boards where a search takes tens of
// microseconds or more; on the 8×8 board of Sicily 1153, where a million queries take a
// tenth of a second, it would not.
const aheadSquares = 1024

// maxWorkers bounds the goroutines that search ahead; each holds a search (about 100
// bytes a square: newAnswerer) and its share of the line cache.
const maxWorkers = 4

// aheadBytes bounds the text of the answers waiting to be written (lines of up to
// sicily.SquareText bytes a square) beyond one a worker, so that -method dfs on a board of
// 10⁶ squares holds a few lines ahead and not hundreds.
const aheadBytes = 32 << 20

// aheadDepth returns how many queries may wait to be written on a board of n squares
// with workers workers: 32 a worker, as far as aheadBytes allows, and at least one a
// worker. A short queue leaves the workers idle behind one slow search (a start that
// runs out of budget takes a hundred times as long as one that finds a tour at once):
// on 100×100 a queue of 4 saved 25% of the time, a queue of 64 50%.
func aheadDepth(n, workers int) int {
	return max(workers, min(32*workers, aheadBytes/(n*sicily.SquareText)))
}

// aheadWorkers returns how many goroutines should search ahead on cfg's board, 0 where
// run answers each query itself: the board is small, the construction answers alone,
// or cfg.Workers allows no more than one.
func aheadWorkers(cfg *Config) int {
	if !cfg.plan().search || cfg.Rows*cfg.Cols < aheadSquares {
		return 0
	}
	if w := min(cfg.Workers, maxWorkers); w > 1 {
		return w
	}
	return 0
}

// pending is a query handed to a worker: ready is closed once ans and err hold what
// answerer.tour returned for start.
type pending struct {
	start int
	ready chan struct{}
	ans   answer
	err   error
}

// ahead finds the tours of queries on worker goroutines, each with its own answerer,
// and writes the answers in the order of the queries. Invariant: queue holds the
// queries handed out and not yet written, oldest first, at most depth of them; once
// write has failed, err holds its error and nothing more is written.
type ahead struct {
	jobs    chan *pending
	queue   []*pending
	depth   int
	write   func(start int, ans answer, err error) error
	err     error
	stopped atomic.Bool // set by stop: queued queries are skipped, searches under way end
	workers sync.WaitGroup
}

// newAhead starts workers goroutines that answer queries on cfg's board; write is
// called in the order of the queries, on the caller's goroutine. The caller must call
// stop when done.
func newAhead(cfg *Config, workers int, write func(start int, ans answer, err error) error) *ahead {
	p := &ahead{depth: aheadDepth(cfg.Rows*cfg.Cols, workers), write: write}
	p.jobs = make(chan *pending, p.depth)
	for i := 0; i < workers; i++ {
		// Each worker keeps its share of the tours, and stop cancels its search: one
		// without a budget may never end.
		a := newAnswerer(cfg, sicily.MaxCache/workers, &p.stopped)
		p.workers.Add(1)
		go func() {
			defer p.workers.Done()
			for q := range p.jobs {
				if !p.stopped.Load() {
					q.ans, q.err = a.tour(q.start)
				}
				close(q.ready)
			}
		}()
	}
	return p
}

// add hands the query start to a worker and, once depth queries wait, writes the
// oldest answer. It returns the first error of write.
func (p *ahead) add(start int) error {
	if p.err != nil {
		return p.err
	}
	q := &pending{start: start, ready: make(chan struct{})}
	p.jobs <- q // never blocks: at most depth-1 queries wait before this one
	p.queue = append(p.queue, q)
	if len(p.queue) == p.depth {
		p.writeOldest()
	}
	return p.err
}

// drain writes every answer still waiting, in order, and returns the first error of
// write (also one from before).
func (p *ahead) drain() error {
	for len(p.queue) > 0 && p.err == nil {
		p.writeOldest()
	}
	return p.err
}

// writeOldest waits for the oldest query's answer and writes it.
func (p *ahead) writeOldest() {
	q := p.queue[0]
	<-q.ready
	p.queue = append(p.queue[:0], p.queue[1:]...) // at most depth entries: a short copy
	if err := p.write(q.start, q.ans, q.err); err != nil {
		p.err = err
		p.queue = p.queue[:0]
	}
}

// stop ends the workers, skipping the queries not yet written and cancelling the
// searches under way, and waits for them: after an error, the workers may be searching
// for queries past it, which the program would never have searched one at a time, and
// under -method dfs without a budget such a search may not end by itself.
func (p *ahead) stop() {
	p.stopped.Store(true)
	close(p.jobs)
	p.workers.Wait()
}
