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
	States    int64 // frontier states of the layer being expanded
	Next      int64 // states of the next layer so far
	Bytes     int64 // memory the layers' tables hold now
	PeakBytes int64 // the most they have held in this Counter
	// Elapsed is the time since the current count began; Left an estimate of the time
	// it still needs, or -1 before two rows are done (see estimateLeft) and in a count
	// that meets in the middle until its join is well under way.
	Elapsed, Left time.Duration
	// Stage is where a count that meets in the middle is (see problem.meet): StageScan
	// while it scans the halves' rows, StageMiddle while it adds the edges between
	// the middle rows (Row and Row+1; Step of Steps edges), StageJoin while it joins
	// the halves (Step of Steps shards of the middle states). A count that only scans
	// stays in StageScan.
	Stage       Stage
	Step, Steps int
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

// meter holds a running count's progress for Counter.Progress.
type meter struct {
	square, squares, states, next, bytes, peak atomic.Int64
	row, rows                                  atomic.Int64
	expanded                                   atomic.Int64 // states expanded in all layers so far
	shards                                     atomic.Int64 // shards of the current layer taken so far
	steps                                      atomic.Int64 // steps (layers made) in all counts so far

	meets                 atomic.Bool  // the count meets in the middle
	stage                 atomic.Int32 // a Stage
	stageStep, stageSteps atomic.Int64

	mu         sync.Mutex
	stageStart time.Time       // when the current stage began
	start      time.Time       // when the current count began
	rowEnds    []time.Duration // time from start at which each finished row ended
	now        func() time.Time
}

// begin starts the meter on a count of a board of rows rows and squares squares.
func (m *meter) begin(rows, squares int) {
	m.mu.Lock()
	if m.now == nil {
		m.now = time.Now
	}
	m.start = m.now()
	m.rowEnds = m.rowEnds[:0]
	m.mu.Unlock()
	m.square.Store(0)
	m.squares.Store(int64(squares))
	m.row.Store(0)
	m.rows.Store(int64(rows))
	m.states.Store(1)
	m.next.Store(0)
	m.meets.Store(false)
	m.stage.Store(int32(StageScan))
	m.stageStep.Store(0)
	m.stageSteps.Store(0)
}

// enter records that the count is in stage s, which has steps steps.
func (m *meter) enter(s Stage, steps int) {
	m.mu.Lock()
	m.stageStart = m.now()
	m.mu.Unlock()
	m.stageStep.Store(0)
	m.stageSteps.Store(int64(steps))
	m.stage.Store(int32(s))
}

// rowDone records that row r of the scan is finished.
func (m *meter) rowDone(r int) {
	m.mu.Lock()
	for len(m.rowEnds) <= r {
		m.rowEnds = append(m.rowEnds, m.now().Sub(m.start))
	}
	m.mu.Unlock()
	m.row.Store(int64(r + 1))
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

// progress returns the snapshot.
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
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.now == nil {
		return p
	}
	p.Elapsed = m.now().Sub(m.start)
	if p.Row >= p.Rows {
		p.Left = 0
		return p
	}
	if !m.meets.Load() {
		p.Left = estimateLeft(m.rowEnds, p.Rows, p.Elapsed)
		return p
	}
	// Meeting in the middle, the join takes most of the time left once the middle is
	// done, and its shards take about the same time each.
	if p.Stage == StageJoin && p.Steps > 0 && 16*p.Step >= p.Steps {
		in := m.now().Sub(m.stageStart)
		p.Left = in * time.Duration(p.Steps-p.Step) / time.Duration(p.Step)
	}
	return p
}

// estimateLeft estimates the time a count still needs from the times at which its
// finished rows ended (rowEnds, from the start), its number of rows and the time
// elapsed; -1 when fewer than two rows are done. The layers grow row by row up to the
// middle of the board and shrink after it nearly as they grew (the scan from the other
// end would see the same frontiers), so a row past the middle is taken to cost what its
// mirror row (rows-1-r) cost, and a row before it what the row before it cost times the
// growth of the last two finished rows (at least 1, at most 64). The current row's
// estimate, less the time already spent on it (but not below 0), is added to the
// estimates of the rows after it. The work of a row is far from even across its
// squares, so the estimate is rough; it improves as rows finish.
func estimateLeft(rowEnds []time.Duration, rows int, elapsed time.Duration) time.Duration {
	done := len(rowEnds)
	if done < 2 {
		return -1
	}
	t := make([]float64, rows) // seconds per row, measured or estimated
	prev := 0.0
	for r := 0; r < done; r++ {
		end := rowEnds[r].Seconds()
		t[r] = end - prev
		prev = end
	}
	g := 1.0
	if a := t[done-2]; a > 0 {
		g = min(max(t[done-1]/a, 1), 64)
	}
	left := 0.0
	for r := done; r < rows; r++ {
		if m := rows - 1 - r; m < r {
			t[r] = t[m]
		} else {
			t[r] = t[r-1] * g
		}
		if r == done {
			left += max(t[r]-(elapsed.Seconds()-prev), 0)
		} else {
			left += t[r]
		}
	}
	return time.Duration(left * float64(time.Second))
}
