package count

import (
	"sync"
	"sync/atomic"
	"time"
)

// meter holds a running count's progress for Counter.Progress. The counting goroutines
// write its atomics as they go and call its methods at the ends of steps, rows and
// stages; Counter.Progress reads it at any time.
type meter struct {
	square, squares, states, bytes, peak atomic.Int64
	row, rows                            atomic.Int64
	made                                 atomic.Int64 // successors made (added to a next layer) in all counts so far
	meetRead                             atomic.Int64 // states read in the current step of a part of a meet (meetStep), or into its bottom states (bottomsRead)

	stage                 atomic.Int32 // a Stage
	stageStep, stageSteps atomic.Int64

	mu    sync.Mutex
	start time.Time // when the current count began
	now   func() time.Time
	// cpu is Options.ProcessorTime (nil: not known), cpuStart what it said when the
	// current count began (-1: nothing), and workers the goroutines the count runs at
	// once (Options.Workers, at most GOMAXPROCS).
	cpu      func() (time.Duration, bool)
	cpuStart time.Duration
	workers  int
	width    int
	base     int64     // made when the current count began
	rowBase  int64     // made when the current row began
	marks    []float64 // made since rowBase when each step of the current row began, by square (-1: none began there)
	work     Work      // but Done and Part, which are read from the atomics
	rootEst  []float64 // the estimated nodes of each root of a search (beginSearch)
	// searchNodes is the nodes a search has visited (beginSearch).
	searchNodes atomic.Uint64
}

// beginSearch starts the meter on a count by the depth-first search of roots whose
// nodes are estimated at est (0: a root of another part): the search adds the nodes it
// visits to searchNodes, and reports each root it finishes to rootDone.
func (m *meter) beginSearch(rows, width int, est []float64) {
	m.begin(rows, width, rows, nil)
	m.searchNodes.Store(0)
	m.mu.Lock()
	defer m.mu.Unlock()
	sw := &SearchWork{}
	for _, e := range est {
		if e > 0 {
			sw.Roots++
			sw.EstLeft += e
		}
	}
	m.work.Search = sw
	m.rootEst = est
}

// rootDone records that root i of the search is finished, after nodes nodes. It is
// safe for concurrent use.
func (m *meter) rootDone(i int, nodes uint64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	sw := m.work.Search
	if sw == nil || i >= len(m.rootEst) {
		return
	}
	e := m.rootEst[i]
	sw.RootsDone++
	sw.NodesDone += float64(nodes)
	sw.EstDone += e
	sw.EstLeft = max(sw.EstLeft-e, 0)
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
	m.cpuStart = -1
	if m.cpu != nil {
		if d, ok := m.cpu(); ok {
			m.cpuStart = d
		}
	}
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
	m.stage.Store(int32(StageScan))
	m.stageStep.Store(0)
	m.stageSteps.Store(0)
}

// inRound records that the count is a round of a count in parts (see Work.Round).
func (m *meter) inRound() {
	m.mu.Lock()
	m.work.Round = true
	m.mu.Unlock()
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
	m.startAt(v)
}

// startAt records that the scan is at square v: a round of a count in parts begins
// there, not at the board's first square.
func (m *meter) startAt(v int) {
	m.square.Store(int64(v))
	m.row.Store(int64(v / max(m.width, 1)))
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
		if d, ok := m.processorClock(); ok && len(m.work.RowProc) == len(m.work.RowTime)-1 {
			m.work.RowProc = append(m.work.RowProc, d)
		}
	}
	m.rowBase = made
	clearMarks(m.marks)
	m.mu.Unlock()
	m.row.Store(int64(r + 1))
}

// processorClock returns the processor time the current count has used over its
// workers (see Work.RowProc), and false where it is not known. m.mu is held.
func (m *meter) processorClock() (time.Duration, bool) {
	if m.cpu == nil || m.cpuStart < 0 {
		return 0, false
	}
	d, ok := m.cpu()
	if !ok {
		return 0, false
	}
	return (d - m.cpuStart) / time.Duration(max(m.workers, 1)), true
}

// enterAt records that the count is in stage s at its step step of steps, the stage
// stored last, so that a reader never sees it with the step before.
func (m *meter) enterAt(s Stage, step, steps int) {
	m.mu.Lock()
	m.work.Began[s] = m.now().Sub(m.start)
	m.mu.Unlock()
	m.stageStep.Store(int64(step))
	m.stageSteps.Store(int64(steps))
	m.stage.Store(int32(s))
}

// meetsInParts records that the count begun meets in the middle on package
// frontier's states, its middle in parts (Work.MeetInParts), with paths where open
// (Work.MeetsPaths).
func (m *meter) meetsInParts(open bool) {
	m.mu.Lock()
	m.work.MeetInParts, m.work.MeetsPaths = true, open
	m.mu.Unlock()
}

// meetPart records that the count is in stage s (StageMiddle or StageJoin) of part
// part of the parts of a meet's middle on package frontier's states (Step and Steps).
func (m *meter) meetPart(s Stage, part, parts int) {
	m.meetRead.Store(0) // of the step to come, not the last
	if s == StageMiddle {
		m.mu.Lock()
		m.work.MeetParts = parts
		m.work.PartsBegan = append(m.work.PartsBegan, m.now().Sub(m.start))
		m.mu.Unlock()
	}
	m.enterAt(s, part, parts)
}

// meetStep records where a meet on package frontier's states is in the parts of its
// middle (see frontier.MeetStep): in step k (Work.MeetSteps; Began is set here, at its
// first report), read of its states read, the parts' bottom states and pairs as the
// parts stand at the step's first report. It is safe for concurrent use.
func (m *meter) meetStep(k MeetMark, read int, bottoms []int, pairs []float64) {
	m.meetRead.Store(int64(read))
	m.mu.Lock()
	defer m.mu.Unlock()
	w := &m.work
	if n := len(w.MeetSteps); n > 0 && w.MeetSteps[n-1].Part == k.Part && w.MeetSteps[n-1].Step == k.Step && w.MeetSteps[n-1].Parts == k.Parts {
		return
	}
	k.Began = m.now().Sub(m.start)
	w.MeetSteps = append(w.MeetSteps, k)
	w.PartBottoms = make([]int64, len(bottoms)) // new slices: Progress's copies share them
	for i, b := range bottoms {
		w.PartBottoms[i] = int64(b)
	}
	w.PartPairs = append([]float64(nil), pairs...)
}

// bottomsRead records that a meet on package frontier's states reads the states of its
// halves' scan, whose last row it ends, into its bottom states (Work.BottomsBegan): at
// first (read 0), and as it reads them. It is safe for concurrent use.
func (m *meter) bottomsRead(states, read int) {
	m.meetRead.Store(int64(read))
	if read > 0 {
		return
	}
	m.mu.Lock()
	last := m.work.ScanRows - 1
	m.mu.Unlock()
	m.rowDone(last)
	m.mu.Lock()
	m.work.BottomsBegan = m.now().Sub(m.start)
	m.work.BottomStates = int64(states)
	m.mu.Unlock()
}

// topBegins records that a meet on package frontier's states from a square begins the
// own scan of top i (from 0) of n, its bottom's made (Work.Top, TopsBegan, TopsDone):
// the count is in its scan again; i -1: that n tops will follow the bottom's scan,
// which begins. It is safe for concurrent use.
func (m *meter) topBegins(i, n int) {
	m.mu.Lock()
	m.work.Top, m.work.Tops = i+1, n
	if i >= 0 {
		m.work.TopsBegan = append(m.work.TopsBegan, m.now().Sub(m.start))
		m.work.TopsDone = append(m.work.TopsDone, float64(m.made.Load()-m.base))
	}
	m.mu.Unlock()
	if i < 0 {
		return
	}
	m.stageStep.Store(0)
	m.stageSteps.Store(0)
	m.stage.Store(int32(StageScan))
}

// roundDone records that a round of the squares of a column of package frontier's scan
// (see frontier.Columns.Rounds) is done, the squares before square sq scanned, and made
// states: the scan's work (Work.Done) is then the states its rounds made, as of
// Work.DoneAt, and a square inside a column begins a step of the row's profile.
func (m *meter) roundDone(sq, states int) {
	m.made.Add(int64(states))
	m.mu.Lock()
	m.work.DoneAt = m.now().Sub(m.start)
	m.mu.Unlock()
	if sq%m.width != 0 {
		m.stepBegins(sq, 1)
	}
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
		States:    m.states.Load(),
		Bytes:     m.bytes.Load(),
		PeakBytes: m.peak.Load(),
		Left:      -1,
		Stage:     Stage(m.stage.Load()),
		Step:      int(m.stageStep.Load()),
		Steps:     int(m.stageSteps.Load()),
	}
	made, read := m.made.Load(), m.meetRead.Load()
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.now == nil {
		return p
	}
	p.Elapsed = m.now().Sub(m.start)
	p.Work = m.work
	p.Work.RowDone = append([]float64(nil), m.work.RowDone...)
	p.Work.RowTime = append([]time.Duration(nil), m.work.RowTime...)
	p.Work.RowProc = append([]time.Duration(nil), m.work.RowProc...)
	p.Work.Profile = append([]float64(nil), m.work.Profile...)
	p.Work.PartsBegan = append([]time.Duration(nil), m.work.PartsBegan...)
	p.Work.TopsBegan = append([]time.Duration(nil), m.work.TopsBegan...)
	p.Work.TopsDone = append([]float64(nil), m.work.TopsDone...)
	p.Work.MeetSteps = append([]MeetMark(nil), m.work.MeetSteps...)
	if m.work.Search != nil {
		sw := *m.work.Search
		sw.Nodes = float64(m.searchNodes.Load())
		p.Work.Search = &sw
	}
	p.Work.Done = float64(made - m.base)
	switch steps := p.Work.MeetSteps; {
	case p.Stage == StageScan && p.Work.BottomsBegan > 0:
		p.Work.Part = float64(read) / float64(2*max(p.Work.BottomStates, 1))
	case p.Stage == StageScan:
	case len(steps) > 0:
		p.Work.Part = float64(read) / float64(max(steps[len(steps)-1].States, 1))
	}
	if p.Row >= p.Rows {
		p.Left = 0
		return p
	}
	p.Left, p.Rough = timeLeft(p)
	return p
}
