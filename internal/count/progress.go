package count

import (
	"sync"
	"sync/atomic"
	"time"
)

// Progress is a snapshot of a count in progress, in the terms of the scanned board: the
// board is scanned row by row along its longer side, Rows rows of the shorter side's
// width.
type Progress struct {
	Square, Squares int // squares of the board the scan has processed, of all
	// Row is the row of the scanned board being processed (0-based; Rows when done),
	// Rows its number of rows.
	Row, Rows int
	Shards    int   // shards of the current layer taken for expansion, of 256 (one layer may take long)
	States    int64 // frontier states of the layer being expanded (in the middle, of the middle table)
	Next      int64 // states of the next layer so far
	Bytes     int64 // memory the layers' tables hold now
	PeakBytes int64 // the most they have held in this Counter
	// Elapsed is the time since the current count began. Left is an estimate of the
	// time it still needs, from the work done and the work left (see timeLeft), or -1
	// while there is nothing to estimate it from (before two rows are done); Rough says
	// that Left rests on a model of work not begun yet, so that it is not worth trusting
	// closely (see timeLeft for how close it has been).
	Elapsed, Left time.Duration
	Rough         bool
	// Stage is where a count that meets in the middle is (see problem.meet): StageScan
	// while it scans the halves' rows, StageMiddle while it adds the edges between
	// the middle rows (Row and Row+1; Step of Steps edges), StageJoin while it joins
	// the halves (Step of Steps shards of the middle states). A count that only scans
	// stays in StageScan.
	Stage       Stage
	Step, Steps int
	// Work is the work done so far, in the units that Left is estimated in.
	Work Work
}

// Work is the work a count has done, in the measures its time left is estimated from
// (see timeLeft).
type Work struct {
	// Meets says that the count meets in the middle; ScanRows is the number of rows
	// its scan covers (Rows for a count that does not meet). Ends are the rows of the
	// scan that hold the tour's fixed ends (a start, an end), in order: the layers
	// change around them.
	Meets    bool
	ScanRows int
	Ends     []int
	// Done is the successors the scan has made, each added to the next layer (new or
	// merged with a state there): the measure of the scan's work, whose time per unit
	// holds steadier than per state expanded (a state makes from none to eleven).
	// RowDone is Done at the end of each finished row, RowTime the time from the start
	// at which the row ended.
	Done    float64
	RowDone []float64
	RowTime []time.Duration
	// Profile is the shape of the last finished row: Profile[c] is the share of its
	// work done after its first c squares (width+1 values, from 0 to 1; inside a step
	// over several squares, in proportion). The rows of a board share a shape, so it
	// tells how far through its work the row under way is.
	Profile []float64
	// StepTo is the square after the scan's step under way (a step may process
	// several squares), and Part the share of the step under way that is taken: of
	// the scan's layer or the middle's edge, by shards; of the join, by shards.
	StepTo int
	Part   float64
	// MiddleStates is the number of states at the start of each of the middle's steps
	// begun so far (the middle table grows, and every step reads it whole), and Pairs
	// the bottom states that a middle state is joined with, on average (see
	// bottom.pairsPerState): what the join's work is predicted from.
	MiddleStates []int64
	Pairs        float64
	// Began is when each stage began, from the start of the count (0 for a stage not
	// begun, and for the scan).
	Began [3]time.Duration
}

// Stage is a stage of a count (see Progress.Stage).
type Stage int32

// Stages of a count.
const (
	StageScan Stage = iota
	StageMiddle
	StageJoin
)

// Held returns the frontier states the count holds now: the layer being expanded and
// the next one.
func (p Progress) Held() int64 { return p.States + p.Next }

// meter holds a running count's progress for Counter.Progress. The counting goroutines
// write its atomics as they go and call its methods at the ends of steps, rows and
// stages; Counter.Progress reads it at any time.
type meter struct {
	square, squares, states, next, bytes, peak atomic.Int64
	row, rows                                  atomic.Int64
	expanded                                   atomic.Int64 // states expanded in all layers of all counts so far
	made                                       atomic.Int64 // successors made (added to a next layer) in all counts so far
	shards                                     atomic.Int64 // shards of the scan's current layer taken so far
	midShards                                  atomic.Int64 // shards of the middle's current step taken so far
	steps                                      atomic.Int64 // steps (layers made) in all counts so far

	stage                 atomic.Int32 // a Stage
	stageStep, stageSteps atomic.Int64

	mu      sync.Mutex
	start   time.Time // when the current count began
	now     func() time.Time
	width   int
	base    int64     // made when the current count began
	rowBase int64     // made when the current row began
	marks   []float64 // made since rowBase when each step of the current row began, by square (-1: none began there)
	work    Work      // but Done and Part, which are read from the atomics
}

// begin starts the meter on a count of a board of rows rows of width squares that
// scans scanRows of them (rows, unless it meets in the middle), with the tour's ends
// fixed at the squares fixed of the scan, in order.
func (m *meter) begin(rows, width, scanRows int, fixed []int) {
	m.mu.Lock()
	if m.now == nil {
		m.now = time.Now
	}
	m.start = m.now()
	m.width = width
	m.base = m.made.Load()
	m.rowBase = m.base
	m.marks = make([]float64, width+1)
	clearMarks(m.marks)
	m.work = Work{Meets: scanRows < rows, ScanRows: scanRows}
	for _, v := range fixed {
		m.work.Ends = append(m.work.Ends, v/width)
	}
	m.mu.Unlock()
	m.square.Store(0)
	m.squares.Store(int64(rows * width))
	m.row.Store(0)
	m.rows.Store(int64(rows))
	m.states.Store(1)
	m.next.Store(0)
	m.stage.Store(int32(StageScan))
	m.stageStep.Store(0)
	m.stageSteps.Store(0)
}

// clearMarks marks every square of a row as one where no step began.
func clearMarks(marks []float64) {
	for i := range marks {
		marks[i] = -1
	}
}

// stepBegins records that the scan's step at square v, over cells squares, begins.
func (m *meter) stepBegins(v, cells int) {
	m.mu.Lock()
	m.marks[v%m.width] = float64(m.made.Load() - m.rowBase)
	m.work.StepTo = v + cells
	m.mu.Unlock()
	m.square.Store(int64(v))
}

// rowDone records that row r of the scan is finished, and its profile (Work.Profile).
// It costs O(width).
func (m *meter) rowDone(r int) {
	m.mu.Lock()
	made := m.made.Load()
	row := float64(made - m.rowBase)
	m.marks[0], m.marks[m.width] = 0, row
	prof := make([]float64, m.width+1)
	for c, from := 0, 0; c <= m.width; c++ {
		if m.marks[c] < 0 {
			continue
		}
		// Squares inside the step that began at from take its work in proportion.
		for i := from + 1; i <= c; i++ {
			prof[i] = (m.marks[from] + (m.marks[c]-m.marks[from])*float64(i-from)/float64(c-from)) / max(row, 1)
		}
		from = c
	}
	m.work.Profile = prof
	for len(m.work.RowDone) <= r {
		m.work.RowDone = append(m.work.RowDone, float64(made-m.base))
		m.work.RowTime = append(m.work.RowTime, m.now().Sub(m.start))
	}
	m.rowBase = made
	clearMarks(m.marks)
	m.mu.Unlock()
	m.row.Store(int64(r + 1))
}

// bottomBuilt records the bottom's pairs per middle state (see bottom.pairsPerState).
func (m *meter) bottomBuilt(pairs float64) {
	m.mu.Lock()
	m.work.Pairs = pairs
	m.mu.Unlock()
}

// enter records that the count is in stage s, which has steps steps.
func (m *meter) enter(s Stage, steps int) {
	m.mu.Lock()
	m.work.Began[s] = m.now().Sub(m.start)
	m.mu.Unlock()
	m.stageStep.Store(0)
	m.stageSteps.Store(int64(steps))
	m.stage.Store(int32(s))
}

// middleStep records that step k of the middle begins, on states states.
func (m *meter) middleStep(k int, states int64) {
	m.mu.Lock()
	m.work.MiddleStates = append(m.work.MiddleStates, states)
	m.mu.Unlock()
	m.midShards.Store(0)
	m.states.Store(states)
	m.stageStep.Store(int64(k))
}

// notePeak raises the peak to b if b is more.
func (m *meter) notePeak(b int64) {
	for {
		p := m.peak.Load()
		if b <= p || m.peak.CompareAndSwap(p, b) {
			return
		}
	}
}

// progress returns the snapshot, with its estimate of the time left. It costs a copy of
// the rows' work and the middle's steps, and the estimate O(rows).
func (m *meter) progress() Progress {
	p := Progress{
		Square:    int(m.square.Load()),
		Squares:   int(m.squares.Load()),
		Row:       int(m.row.Load()),
		Rows:      int(m.rows.Load()),
		Shards:    int(m.shards.Load()),
		States:    m.states.Load(),
		Next:      m.next.Load(),
		Bytes:     m.bytes.Load(),
		PeakBytes: m.peak.Load(),
		Left:      -1,
		Stage:     Stage(m.stage.Load()),
		Step:      int(m.stageStep.Load()),
		Steps:     int(m.stageSteps.Load()),
	}
	made, taken := m.made.Load(), m.midShards.Load()
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.now == nil {
		return p
	}
	p.Elapsed = m.now().Sub(m.start)
	p.Work = m.work
	p.Work.RowDone = append([]float64(nil), m.work.RowDone...)
	p.Work.RowTime = append([]time.Duration(nil), m.work.RowTime...)
	p.Work.Profile = append([]float64(nil), m.work.Profile...)
	p.Work.MiddleStates = append([]int64(nil), m.work.MiddleStates...)
	p.Work.Done = float64(made - m.base)
	switch p.Stage {
	case StageScan:
		p.Work.Part = float64(p.Shards) / nShards
	case StageMiddle:
		p.Work.Part = float64(taken) / midShards
	case StageJoin:
		p.Work.Part = float64(p.Step) / float64(max(p.Steps, 1))
	}
	if p.Row >= p.Rows {
		p.Left = 0
		return p
	}
	p.Left, p.Rough = timeLeft(p)
	return p
}
