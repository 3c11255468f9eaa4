package count

import (
	"math"
	"slices"
	"time"
)

// The time left of a count that meets in the middle on package frontier's states, its
// middle in parts (Work.MeetInParts): each part reads the top states, adds the middle
// edges a block at a time, and joins its middle states with its bottom states (see
// frontier.MeetStep). Each step is timed at its own pace as it goes, and the steps and
// parts to come at the paces of the steps done, in their own measures: a block of
// edges by the states it reads, the join by the pairs it walks.
const (
	// meetRestPerColumn is the time of a meet after its halves' scan (its bottom
	// states read, its parts) over the time of the scan's last column (on a board of
	// odd length, whose bottom's scan takes a column more than its top's, the
	// geometric mean of the top's last column and the bottom's; see lastColumn), on a
	// board 7 wide, meetRestGrowth times more a row wider: what they are predicted to
	// take while the scan goes on. Measured (TestRecordProgress's recordings,
	// processor time, recorded again once step 0 walked the first block): 18.9 on 7x8
	// closed, 19.8 on 7x10 closed and 12.0 on 7x7 open; 6.2 on 6x14 closed and 14.3 on
	// 6x8 open. The middle of a board a row wider has two edges more (four more to the
	// ends with paths). Past 7 wide the scan's last column weighs more (its states in
	// chunks of two-word keys, a group at a time on one core), and the ratio falls
	// meetRestWide times a row: 12.4 on 8x8 closed (its recording, processor time),
	// against the 10 it gives 8 wide. With paths, pathsWide of that.
	meetRestPerColumn, meetRestGrowth, meetRestWide = 14.7, 1.3, 0.68
	// partsPerColumn is the same for the parts alone, what they are predicted to take
	// before a block of edges is measured: 17.7, 19.0, 9.2, 5.9 and 13.3, and 12.0 on
	// 8x8 closed; with paths past 7 wide, pathsWide of it a row.
	partsPerColumn = 10
	// pathsWide is what the rest of a meet with paths (and its parts) weighs a row past
	// 7 wide against one with cycles, in its last column's time (see pathsScale),
	// whose scan with the ends vertex makes more states. 8x8 open from every start's
	// rest took 8.6 times its last column in its recording (processor time over the
	// cores; a middle thrown at each of the 7 parts planned) and 8.3 times in the
	// command's run of 2026-12-03 (3,097 s of wall time after a last column of 748 s on
	// one of two cores); the 5.3 that 0.53 gives is short of both, which holds that
	// run's scan within 1.89 times of the time really left. The parts' estimate is
	// blended with this prior (partsLeft) while it overshoots after the first splits
	// (1.82 times in that run), so 0.8 would take it past 2 times.
	pathsWide = 0.53
	// bottomsPerState is the time the meet takes to read a state of its scan into its
	// bottom states (two passes over them, each with its mirror image), in the scan's
	// time per state made in its last rows (see scanPace): 7.7, 4.4, 4.6, 6.8 and 7.4.
	bottomsPerState = 5.8
	// startPartsPerColumn is partsPerColumn for a meet from a square (Work.Tops 1),
	// whose top, its start fixed, holds fewer states than every start's, on a board 7
	// wide, and startPartsWide times more for each row the board is wider (less for
	// each it is narrower): 3.9 on 7x8 from a corner (its recording), 4.5 on 8x8 from
	// a corner (the command's run: 1,722 s of parts, the bottom's last column 769 s of
	// wall time on one of two cores).
	startPartsPerColumn, startPartsWide = 3.9, 1.15
	// startTop is the time of the top's own scan of a meet from a square over that of
	// the bottom's rows that it scans too: 0.51 on 7x8 from a corner, 0.71 on 8x8.
	startTop = 0.6
	// partJoinPerPair is the join's time per pair, in the first block's time per top
	// state read (step 0's), where a part's pairs are taken to be Work.PartPairs times
	// its middle states over its bottom states (the middle states of a degree as many,
	// in proportion, as the bottom states of it): a join is predicted so before any
	// join is measured. Measured in the first parts: 0.015 on 6x14 closed, 0.012 on
	// 7x8, 0.014 on 7x10, 0.027 on 6x8 open and 0.023 on 7x7 open.
	partJoinPerPair = 0.017
	// partStepMeasured is the share of a step's states read from which its own pace
	// counts (see ownTime): the first reads of a step warm the caches and grow tables.
	partStepMeasured = 1.0 / 64
)

// partsLeft estimates the time left of a meet whose middle goes in parts
// (Work.MeetSteps): the part under way, its steps done as they took, the step under
// way at its own pace blended with its prediction (see stepTime), the steps to
// come as predicted; and the parts to come, step by step. A block of edges is
// predicted at the mean time of the same block in the parts done, else at the blocks'
// time per state read (the states of the block before it, for one not begun); a join
// at the joins' time per pair (see partJoins). Before any block's pace is measured
// (in the first part's step 0, which reads the top states and walks the first block
// of edges from each), the parts take partsPerColumn times the scan's last column
// (partsPrior); until the first part's join is measured, the estimate is blended with
// that prior by the share of the first part run, and the parts after the one under
// way always, by the share of the parts done and under way (the first part, which
// has the largest groups of degrees, is the heaviest: on 6x14 closed its join took
// 0.92 s, the others' about 0.1 s); the splits still to come add their time (see
// splitsAhead). It is rough until the first part is done. It costs O(parts²·steps²).
func partsLeft(p Progress) (time.Duration, bool) {
	w := p.Work
	marks := w.MeetSteps
	if len(marks) == 0 || w.MeetParts <= 0 { // the first part is about to begin
		if len(w.PartsBegan) == 0 || partsPrior(p) <= 0 {
			return -1, true
		}
		return seconds(max(partsPrior(p)-(p.Elapsed-w.PartsBegan[0]).Seconds(), 0)), true
	}
	cur := marks[len(marks)-1]
	m := newPartsModel(p)
	prior := partsPrior(p)
	if prior > 0 {
		prior = max(prior-(p.Elapsed-marks[0].Began).Seconds(), prior/float64(w.MeetParts))
	}
	switch {
	case m.blockPace <= 0 && prior <= 0:
		return -1, true
	case m.blockPace <= 0:
		return seconds(prior), true
	}
	left := m.stepTime(cur.Part, cur.Step) - m.in
	for s := cur.Step + 1; s < cur.Steps; s++ {
		left += m.stepTime(cur.Part, s)
	}
	var after float64 // the parts after the one under way
	for j := cur.Part + 1; j < w.MeetParts; j++ {
		for s := 0; s < cur.Steps; s++ {
			after += m.stepTime(j, s)
		}
	}
	var perPart float64 // a part's time, for splitsAhead: the parts after's, else this one's
	if n := w.MeetParts - cur.Part - 1; n > 0 {
		perPart = after / float64(n)
	} else {
		for s := 0; s < cur.Steps; s++ {
			perPart += m.stepTime(cur.Part, s)
		}
	}
	if n := float64(w.MeetParts); m.joinMeasured && after > 0 && partsPrior(p) > 0 {
		f := math.Sqrt(float64(cur.Part+1) / n)
		after = math.Exp(f*math.Log(after) + (1-f)*math.Log(partsPrior(p)*(n-1-float64(cur.Part))/n))
	}
	left += after + m.splitsAhead(cur.Part, perPart)
	if !m.joinMeasured && prior > 0 { // the first part, before its join shows its pace
		var first float64 // the first part's time, as predicted
		for s := 0; s < cur.Steps; s++ {
			first += m.stepTime(0, s)
		}
		f := math.Sqrt(min((p.Elapsed-marks[0].Began).Seconds()/max(first, 1e-9), 1))
		left = math.Exp(f*math.Log(max(left, 1e-9)) + (1-f)*math.Log(prior))
	}
	return seconds(max(left, 0)), cur.Part == 0
}

// partsModel is what partsLeft measures of the parts: the time each step took (the
// last, under way, so far: in, with the share part of its states read), the blocks'
// time per state read (blockPace) and the joins' per pair (joinRate).
type partsModel struct {
	w    Work
	took []float64 // by mark
	// splits are the marks at which a part begun was split and made again
	// (splitMarks), and made says which marks are of parts as made, not of a part
	// begun and then split (see madeMarks): the others are no part's steps.
	splits    []int
	made      []bool
	in, part  float64
	blockPace float64
	// firstPace is the first part's first block's time per state read (step 0's, a
	// top state's): once it is done, or partStepMeasured of it read, before it.
	firstPace float64
	joinRate  float64
	// joinMeasured says that joinRate is a join's, not partJoinPerPair's.
	joinMeasured bool
}

// newPartsModel measures p's parts (see partsModel).
func newPartsModel(p Progress) *partsModel {
	w := p.Work
	marks := w.MeetSteps
	splits := splitMarks(marks)
	m := &partsModel{w: w, took: make([]float64, len(marks)), splits: splits, made: madeMarks(marks, splits), part: w.Part}
	for i, k := range marks {
		end := p.Elapsed
		if i+1 < len(marks) {
			end = marks[i+1].Began
		}
		m.took[i] = (end - k.Began).Seconds()
	}
	last := len(marks) - 1
	m.in = m.took[last]
	var t, states float64
	for i, k := range marks[:last] {
		if k.Step < k.Steps-1 && m.made[i] {
			t, states = t+m.took[i], states+float64(k.States)
		}
	}
	cur := marks[last]
	switch {
	case states > 0:
		m.blockPace = t / states
	case cur.Step < cur.Steps-1 && m.part >= partStepMeasured:
		m.blockPace = m.in / m.part / float64(cur.States)
	}
	switch first := marks[0]; {
	case last > 0:
		m.firstPace = m.took[0] / float64(max(first.States, 1))
	case m.part >= partStepMeasured:
		m.firstPace = m.in / m.part / float64(max(first.States, 1))
	}
	m.joinRate, m.joinMeasured = m.partJoins()
	return m
}

// splitMarks returns the indices of the marks at which a part begun was split (see
// frontier.Meet's join: its middle passed MaxBytes) and its halves made from their
// start in its place: the marks in more parts than the mark before (MeetMark.Parts),
// of the part split, now the first half. It costs O(len(marks)).
func splitMarks(marks []MeetMark) []int {
	var splits []int
	for i := 1; i < len(marks); i++ {
		if marks[i].Parts > marks[i-1].Parts {
			splits = append(splits, i)
		}
	}
	return splits
}

// madeMarks says which of marks are of the parts as they were made: not those of a
// part begun and split, the marks of its part just before each of splits (see
// splitMarks). It costs O(len(marks)).
func madeMarks(marks []MeetMark, splits []int) []bool {
	made := make([]bool, len(marks))
	for i := range made {
		made[i] = true
	}
	for _, i := range splits {
		for j := i - 1; j >= 0 && marks[j].Part == marks[i].Part && made[j]; j-- {
			made[j] = false
		}
	}
	return made
}

// splitsAhead is the time the splits still to come are predicted to add to a meet's
// parts (see frontier.Meet's join: a part whose middle passes MaxBytes is split in two,
// by its degrees or by slices of the top states, and made again), where part cur is
// under way and a part takes perPart: the parts as planned that are still whole, from cur on, are split at the rate of those begun so
// far (splits over splits and whole parts made), each adding a part and the time a
// split part took before it passed, as the splits after the first threw it (the marks
// not made, over those splits; none before a second): after the first, a part as
// planned larger than its larger half is split before it is begun and throws nothing.
// On 8x8 open from every start all 7 parts planned were split, and without this the
// time left was a half of what it was through the parts. It costs O(len(marks)·parts).
func (m *partsModel) splitsAhead(cur int, perPart float64) float64 {
	marks := m.w.MeetSteps
	if len(m.splits) == 0 {
		return 0
	}
	halves := make([]bool, marks[0].Parts) // by part as the parts stand: made by a split
	for _, i := range m.splits {
		if p := marks[i].Part; p < len(halves) {
			halves = slices.Replace(halves, p, p+1, true, true)
		}
	}
	var thrown float64 // by the splits after the first
	for i := m.splits[0]; i < len(m.took); i++ {
		if !m.made[i] {
			thrown += m.took[i]
		}
	}
	if cur >= len(halves) {
		return 0
	}
	splits := float64(len(m.splits))
	var whole, ahead float64 // parts as planned made whole before cur; still whole from cur on
	for j, h := range halves {
		switch {
		case h:
		case j < cur:
			whole++
		default:
			ahead++
		}
	}
	each := perPart
	if splits > 1 {
		each += thrown / (splits - 1)
	}
	return ahead * splits / (splits + whole) * each
}

// partJoins returns the joins' time per pair (see partJoinPerPair): over the joins
// done, else the join under way at its own pace once partStepMeasured of it is read,
// else partJoinPerPair times the first block's time per state; and whether it is
// measured.
func (m *partsModel) partJoins() (float64, bool) {
	var t, pairs float64
	marks := m.w.MeetSteps
	last := len(marks) - 1
	for i, k := range marks[:last] {
		if k.Step == k.Steps-1 {
			t, pairs = t+m.took[i], pairs+m.pairs(k.Part, float64(k.States))
		}
	}
	if cur := marks[last]; pairs <= 0 && cur.Step == cur.Steps-1 && m.part >= partStepMeasured {
		t, pairs = m.in/m.part, m.pairs(cur.Part, float64(cur.States))
	}
	if pairs > 0 && t > 0 {
		return t / pairs, true
	}
	return partJoinPerPair * m.firstPace, false
}

// pairs returns the pairs of part j's join of mid middle states (see partJoinPerPair).
func (m *partsModel) pairs(j int, mid float64) float64 {
	w := m.w
	if j >= len(w.PartPairs) || j >= len(w.PartBottoms) || w.PartBottoms[j] <= 0 {
		return mid
	}
	return w.PartPairs[j] * mid / float64(w.PartBottoms[j])
}

// stepTime predicts the time of step s of part j: as it took, if done; for the step
// under way, its own pace blended with its prediction (see ownTime).
// A block is predicted at the mean time of the same block in the parts done (and in
// the part under way, as predicted, if it is under way there), else at
// blockPace times its states (for one not begun, the states of the last step begun);
// a join at joinRate times its pairs (for one not begun, of as many middle states as
// the joins begun had on average, else as the last step begun read).
func (m *partsModel) stepTime(j, s int) float64 {
	marks := m.w.MeetSteps
	last := len(marks) - 1
	cur := marks[last]
	states := float64(cur.States) // of the step, or of the last begun
	var same, n, joined, joins float64
	for i, k := range marks {
		switch {
		case !m.made[i]:
			continue
		case k.Part == j && k.Step == s && i < last:
			return m.took[i]
		case k.Part == j && k.Step == s:
			states = float64(k.States)
		case k.Step == s && i < last:
			same, n = same+m.took[i], n+1
		}
		if k.Step == k.Steps-1 {
			joined, joins = joined+float64(k.States), joins+1
		}
	}
	if s == cur.Step && j != cur.Part && s < cur.Steps-1 { // the same block under way
		same, n = same+m.stepTime(cur.Part, s), n+1
	}
	var prior float64
	switch {
	case s == cur.Steps-1 && (j == cur.Part && s == cur.Step || joins == 0):
		prior = m.joinRate * m.pairs(j, states)
	case s == cur.Steps-1:
		prior = m.joinRate * m.pairs(j, joined/joins)
	case n > 0:
		prior = same / n
	default:
		prior = m.blockPace * states
	}
	if j != cur.Part || s != cur.Step {
		return prior
	}
	return ownTime(prior, m.in, m.part)
}

// ownTime returns the time of a step predicted to take prior, which has run in and
// read the share part of its states: in over part (its own pace) blended with prior,
// weighted by the square root of part in their logarithms, once partStepMeasured of it
// is read (before, prior); no less than in.
func ownTime(prior, in, part float64) float64 {
	if part < partStepMeasured || prior <= 0 {
		return max(prior, in)
	}
	f := math.Sqrt(min(part, 1))
	return max(math.Exp(f*math.Log(in/part)+(1-f)*math.Log(prior)), in)
}

// bottomsLeft estimates the time left of a meet on package frontier's states, its
// halves' scan done, as it reads the scan's states into its bottom states
// (Work.BottomsBegan): bottomsPerState times the scan's time per state made a state,
// blended with its own pace as it goes (see ownTime); then, from a square, the top's
// own scan (topAhead), and the parts (partsPrior). It is rough.
func bottomsLeft(p Progress) (time.Duration, bool) {
	w := p.Work
	in := (p.Elapsed - w.BottomsBegan).Seconds()
	pace := scanPace(p)
	prior := bottomsPerState * float64(w.BottomStates) * pace
	return seconds(ownTime(prior, in, w.Part) - in + topAhead(p, w.Done, pace) + partsPrior(p)), true
}

// meetRest is the time of a meet on package frontier's states after its halves' scan
// (its bottom states read, its parts), predicted from the time of the scan's last
// column (column, in seconds; see lastColumn) on a board width wide, with paths or
// not.
func meetRest(column float64, width int, paths bool) float64 {
	growth := meetRestGrowth
	if width > 7 {
		growth = meetRestWide
	}
	return meetRestPerColumn * math.Pow(growth, float64(width-7)) * column * pathsScale(width, paths)
}

// pathsScale is what the rest of a meet with paths past 7 wide weighs against one
// with cycles, in the time of its scan's last column: pathsWide a row; 1 for cycles,
// and up to 7 wide.
func pathsScale(width int, paths bool) float64 {
	if !paths || width <= 7 {
		return 1
	}
	return math.Pow(pathsWide, float64(width-7))
}

// partsPrior is the time the parts of a meet on package frontier's states take,
// predicted from the scan before any of them is measured (see partsPerColumn), in
// seconds; 0 before it is known.
func partsPrior(p Progress) float64 {
	return partsFromColumn(lastColumn(p), p.width(), p.Work)
}

// partsFromColumn is the time the parts of a meet on package frontier's states take,
// predicted from the time of the halves' last column (column, in seconds; see
// lastColumn) on a board width wide: partsPerColumn times it, with paths past 7 wide
// pathsScale of it; from a square (Work.Tops 1), startPartsPerColumn times it,
// startPartsWide more a row past 7 wide (less a row short of it).
func partsFromColumn(column float64, width int, w Work) float64 {
	if w.Tops == 1 {
		return startPartsPerColumn * math.Pow(startPartsWide, float64(width-7)) * column
	}
	return partsPerColumn * column * pathsScale(width, w.MeetsPaths)
}

// lastColumn is the time of the last column of the halves' scan of a meet on package
// frontier's states, once the scan is done; on a board of odd length, the geometric
// mean of that (the bottom's) and the top's last (topRow); in seconds, times the
// scan's share of the workers' time (scanShare); 0 before it is known.
func lastColumn(p Progress) float64 {
	w := p.Work
	n := w.ScanRows
	if n < 2 || len(w.RowTime) < n {
		return 0
	}
	share := scanShare(w, n)
	bottom := (w.RowTime[n-1] - w.RowTime[n-2]).Seconds()
	top := topRow(p)
	if top == n-1 || top < 1 {
		return bottom * share
	}
	return math.Sqrt(bottom*(w.RowTime[top]-w.RowTime[top-1]).Seconds()) * share
}

// topAhead is the time of the own scan of the top of a meet from a square, which
// follows the bottom's (Work.Tops 1, Top 0; else 0): startTop times the work of the
// bottom's rows that the top scans too, at pace. That is the bottom's work to topRow
// once done, else all of it, done and predicted (work): on a board of odd length,
// whose bottom scans a row more, an overestimate until then.
func topAhead(p Progress, work, pace float64) float64 {
	w := p.Work
	if w.Tops != 1 || w.Top != 0 {
		return 0
	}
	if r := topRow(p); r >= 0 && r < len(w.RowDone) {
		work = w.RowDone[r]
	}
	return startTop * work * pace
}

// topScanLeft estimates the time left of a meet from a square in its top's own scan
// (Work.Top 1 of Tops 1), after the bottom's: the top's work is taken to be startTop
// of the bottom's rows that it scans too (to topRow) and to go at the bottom's pace,
// the work it has done (Done past the bottom's) less, but no less than stalled of it
// (and as of DoneAt, as timeLeft's, once the top has made any); then the parts
// (partsPrior). It is rough, and -1 before the bottom's scan is done.
func topScanLeft(p Progress) (time.Duration, bool) {
	w := p.Work
	n := len(w.RowDone)
	if n < 2 || n < w.ScanRows {
		return -1, true
	}
	bottom := w.RowDone[n-1]
	top := startTop * w.RowDone[topRow(p)]
	q := p
	q.Work.Done = bottom // the bottom's pace, over its own work
	done := w.Done - bottom
	t := max(top-done, stalled*top) * scanPace(q)
	if done > 0 { // DoneAt is the top's
		t = sinceDone(p, t)
	}
	return seconds(t + partsPrior(p)), true
}
