package count

import (
	"math"
	"time"
)

// The time a count still needs is estimated from the work it has done and the work it
// has left, each stage in its own measure at its own measured pace (see timeLeft). The
// constants below are measured on real counts of boards 5 to 8 wide; TestTimeLeft
// replays the recorded ones (testdata/progress-*.json.gz) through the estimate, and
// docs/counting.md gives how close it comes.
const (
	// growthDecay is how the scan's layers saturate: the logarithm of a row's growth
	// over the row before it is growthDecay times that of the row before (0.78 to
	// 0.95 at row 3 of the recorded boards 5 to 7 wide). The layers grow 10 to 100
	// times a row at first, and stop growing at row sat = max(5, w-1) of a board w
	// wide (see saturation): at row sat-1 the growth falls by collapseDecay instead
	// (0.52 and 0.55 on the boards 5 wide, 0.37 to 0.40 on those 6 wide), from row
	// sat on by saturatedDecay. The growth of row 2, over that of row 1 (which
	// depends on where the tour starts), falls by firstDecay (0.54 to 0.81 on all
	// but the closed tours 6 wide, 1.09).
	growthDecay   = 0.8
	collapseDecay = 0.4
	firstDecay    = 0.65
	// meetFactor and meetGrowth model the middle and the join of a count of cycles
	// that meets in the middle, before the middle begins: they take meetFactor times
	// the time of the top's last row (topRow) on a board 7 wide, meetGrowth times more
	// a column wider. (Measured on closed counts: 0.63 and 0.66 on 6×10 and 6×12 (wall
	// clock), 0.78 on 6×14; 3.3 and 2.9 on 7×8 and 7×10; 8.9 on 8×8, processor time.)
	meetFactor = 2.6
	meetGrowth = 3.3
	// pathMeetFactor and pathMeetGrowth are meetFactor and meetGrowth for the paths
	// with no fixed end (open tours from every start), in the time of the top's last
	// row (see topRow): 5.7 on 7×7, 3.7 on 6×8 (processor time, recorded).
	pathMeetFactor = 5.7
	pathMeetGrowth = 1.55
	// middleGrowth is the growth of the middle table per step (the logarithm)
	// before the first step shows its own: the first step grows most (0.25 to 0.45
	// on the recorded counts), and the growth falls about evenly to nothing by the
	// last step.
	middleGrowth = 0.2
	// joinPerState is the join's time per middle state, in the middle's time per state
	// a step, and joinPerPair its time per pair of a middle and a bottom state it
	// walks, in the scan's time per successor in the top's last row: 0.031, 0.035,
	// 0.031 and 0.020 on 6×14, 7×10, 7×8 and 8×8 (processor time; the last row of
	// 8×8 fills larger tables, more slowly a successor).
	joinPerState = 1
	joinPerPair  = 0.03
	// pathJoinPerState is the join's time per middle state for paths, in the same
	// measure: 16.3 and 16.4 on 7×7 and 6×8 (577 and 121 pairs a state: the pairs
	// did not show in it).
	pathJoinPerState = 16
	// settledGrowth is the growth of a row over the row before it up to which the
	// scan's layers count as no longer growing: its estimate is then trusted.
	settledGrowth = 1.25
	// joinMeasured is the share of the join's shards after which its own pace gives
	// its time left: the middle states are spread evenly over the shards.
	joinMeasured = 1.0 / 128
	// joinTrusted is the share after which that is no longer a rough estimate.
	joinTrusted = 1.0 / 32
	// saturatedDecay is growthDecay from the row where the layers stop growing on (see
	// growthDecay): the logarithm of the growth fell 0.11 to 0.17 times from row to
	// row there on the recorded boards 5 and 6 wide.
	saturatedDecay = 0.15
	// paceSpan is the least share of the time so far that the scan's pace is taken
	// over (see scanPace).
	paceSpan = 0.25
	// stalled is the least share of the scan's time left, as predicted when its work
	// done last grew (Work.DoneAt), that is left however long it has run since.
	stalled = 0.1
	// endRows is the number of first rows of the scan in which a fixed end of the tour
	// changes nothing (see endFactor).
	endRows = 2
)

// endNear are the factors of endFactor: the work of the rows two and one before a
// fixed end of the tour, its row and the row after it, and of every row after those,
// over what they would be with no fixed end there. (Measured on 5×20 from square 10,
// 5×40 from square 100 and 6×8 from square 20: 0.37 to 0.73, 0.30 to 0.50, 0.33 to
// 0.48, 0.87 and 0.88, and 0.78 to 0.88.)
var endNear = [4]float64{0.6, 0.42, 0.35, 0.85}

// endRow returns the factor by which row n-1-i of a scan of the whole board (n rows;
// i = 0 is the last) shrinks from the row before it, beyond the growth the rows before
// it predict, for the last five rows: the squares left to fill stop most states from
// finishing. The rows before the last ones are no guide, since they depend on where
// the tour's fixed ends are. (Measured on the recorded scans, from the last: about
// 0.0001, 0.02, 0.14 to 0.36, 0.46 to 0.58, 0.67 to 0.81.)
func endRow(i int) (float64, bool) {
	switch i {
	case 0:
		return 0.0001, true
	case 1:
		return 0.022, true
	case 2:
		return 0.3, true
	case 3:
		return 0.5, true
	case 4:
		return 0.8, true
	}
	return 1, false
}

// saturation is the row of the scan of a board width wide from which its layers no
// longer grow (see growthDecay): row 5 on the boards 5 and 6 wide measured; on
// wider ones, whose counts meet in the middle after three or four rows, row w-1 as
// the boards 5 and 6 wide suggest (untested).
func saturation(width int) int { return max(5, width-1) }

// timeLeft estimates the time a count in progress still needs, from p's Work, Stage,
// Step and Steps, States and Elapsed, and says whether the estimate is rough: whether
// it rests on a model of the work that holds most of the time rather than on that work
// measured (the scan's rows until its layers stop growing and it is past the rows
// near the tour's fixed ends; the middle and the join of a count that meets in the
// middle, until the join's own pace shows). It returns -1 before two rows of the scan
// are done. It costs O(rows·ends + width + middle steps).
//
// The scan's work is the successors it makes, at the pace of its last rows; the work
// left is predicted row by row (see scanLeft). The middle's work is the states it reads
// in each step, at its own pace, and the join's the states and the pairs it walks (see
// middleLeft and joinTime); once a share of the join's shards is done, its own pace
// gives its time left.
func timeLeft(p Progress) (time.Duration, bool) {
	w := p.Work
	switch {
	case w.Search != nil:
		return searchLeft(*w.Search, p.Elapsed)
	case w.Tops > 1 || w.Top > 0 && p.Stage == StageScan:
		return -1, true // the tops after one bottom, and a top's own scan: not modelled
	case w.Round && w.MeetInParts:
		return -1, true // a meet's join in rounds (frontier.MeetInParts): its scan was not measured here
	case w.MeetParts > 0 && p.Stage != StageScan:
		return partsLeft(p)
	case w.BottomsBegan > 0 && p.Stage == StageScan:
		return bottomsLeft(p)
	case p.Stage == StageJoin:
		return joinLeft(p)
	case w.Round:
		return -1, true
	case len(w.RowDone) < 2 || w.Done <= 0:
		return -1, true
	case p.Stage == StageMiddle:
		return middleLeft(p)
	}
	pace := scanPace(p)
	left, last, rough := scanLeft(p)
	t := left * pace
	if w.DoneAt > 0 { // the work left is from DoneAt on
		t = max(t-(p.Elapsed-w.DoneAt).Seconds(), t*stalled)
	}
	switch {
	case w.MeetInParts: // its bottom states and parts, by its last column
		t += meetRest(last*pace, p.Squares/p.Rows)
		rough = true
	case w.Meets:
		t += meetPrior(p, last*pace)
		rough = true
	}
	return seconds(t), rough
}

// meetPrior is the time that the middle and the join of a count that meets in the
// middle take, predicted from the time of the top's last row (topTime, in seconds; see
// topRow): meetFactor times it on a board 7 wide, meetGrowth times more a column wider;
// for paths, pathMeetFactor and pathMeetGrowth. (The middle starts from the top's
// states, which that row makes; a scan of an odd length goes on a row for the bottom,
// which costs the middle nothing.)
func meetPrior(p Progress, topTime float64) float64 {
	width := p.Squares / p.Rows
	if p.Work.Paths {
		return pathMeetFactor * math.Pow(pathMeetGrowth, float64(width-7)) * topTime
	}
	return meetFactor * math.Pow(meetGrowth, float64(width-7)) * topTime
}

// topRow returns the row of the scan that makes the top of a count that meets in the
// middle: its last row, or on a board of odd length the row before it (the scan goes
// on a row for the bottom).
func topRow(p Progress) int {
	n := p.Work.ScanRows
	if p.Rows%2 == 1 && n >= 2 {
		return n - 2
	}
	return n - 1
}

// scanPace is the scan's time per successor now, in seconds: over its last finished
// row and the row under way, or over the last rows that took paceSpan of the time so
// far if that is longer (a pace over a row or two follows every change in the load of
// a shared machine). It needs two rows done.
func scanPace(p Progress) float64 {
	w := p.Work
	k := len(w.RowDone)
	now := p.Elapsed
	switch {
	case k >= w.ScanRows: // the scan is over: its last row
		now = w.RowTime[k-1]
	case w.DoneAt > 0: // the work done is as of DoneAt
		now = max(w.DoneAt, w.RowTime[k-1])
	}
	j := k - 2
	for j > 0 && (now-w.RowTime[j]).Seconds() < paceSpan*now.Seconds() {
		j--
	}
	return (now - w.RowTime[j]).Seconds() / max(w.Done-w.RowDone[j], 1)
}

// endFactor returns the share of the work that row j of the scan holds of what it
// would hold with no fixed end of the tour near it: the endNear factor of each fixed
// end in Work.Ends, by how far row j is from it. An end in the first endRows rows is
// where the layers start from: it changes nothing.
func endFactor(w Work, j int) float64 {
	f := 1.0
	for _, e := range w.Ends {
		if e < endRows {
			continue
		}
		switch d := j - e; {
		case d < -2:
		case d > 1:
			f *= endNear[3]
		default:
			f *= endNear[d+2]
		}
	}
	return f
}

// nearEnd reports whether row j is near a fixed end of the tour (see endFactor): from
// two rows before it to the row after it.
func nearEnd(w Work, j int) bool {
	for _, e := range w.Ends {
		if d := j - e; e >= endRows && d >= -2 && d <= 1 {
			return true
		}
	}
	return false
}

// scanLeft predicts the successors the scan still makes (left) and those of its last
// row (last; of the top's last row, topRow, in a count that meets in the middle), from
// the rows done (at least two) and the row under way. Row by row:
//
//   - A row grows over the row before by the growth of that row to the power
//     firstDecay, growthDecay or collapseDecay, and saturatedDecay from the row
//     where the layers stop growing on (see growthDecay and saturation). In a scan
//     of the whole board, each of the last five rows also shrinks by its endRow
//     factor.
//   - Around a fixed end of the tour (a start or an end square in the middle of the
//     board), the rows hold less by the endNear factors, and then a little less than
//     before it: the growth is taken from the rows as they would be without it (see
//     endFactor).
//   - The row under way is predicted twice: by that model, and by its own work so far
//     over the share of it done, and the two averaged (see rowUnderWay); the rows
//     after it grow from it.
//
// rough is true until the layers have stopped growing (see settledGrowth) and the scan
// is past the rows near the fixed ends: until then the rows that hold most of the work
// are predicted, not measured.
func scanLeft(p Progress) (left, lastRow float64, rough bool) {
	w := p.Work
	width := p.Squares / max(p.Rows, 1)
	k, n := len(w.RowDone), w.ScanRows
	rows := make([]float64, max(n, k)) // the rows' work as it would be with no fixed end
	for j := 0; j < k; j++ {
		rows[j] = w.RowDone[j]
		if j > 0 {
			rows[j] -= w.RowDone[j-1]
		}
		rows[j] = max(rows[j], 1) / endFactor(w, j)
	}
	last := n - 1
	if w.Meets {
		last = topRow(p)
	}
	// lastWork is the work of row last, or in a meet on package frontier's states the
	// geometric mean of it and the scan's last row (see lastColumn).
	lastWork := func() float64 {
		r := rows[last] * endFactor(w, last)
		if w.MeetInParts && last < n-1 {
			r = math.Sqrt(r * rows[n-1] * endFactor(w, n-1))
		}
		return r
	}
	if k >= n {
		return 0, lastWork(), false
	}
	// next is the model's row after a row of work prev that grew by growth (its
	// logarithm) over the one before, and the growth it passes on.
	next := func(j int, prev, growth float64) (float64, float64) {
		decay := growthDecay
		switch sat := saturation(width); {
		case j >= sat:
			decay = saturatedDecay
		case j == sat-1:
			decay = collapseDecay
		case j <= 2:
			decay = firstDecay
		}
		growth = max(growth, 0) * decay
		row := prev * math.Exp(growth)
		if f, ok := endRow(n - 1 - j); ok && !w.Meets {
			row *= f
		}
		return row, growth
	}
	model, _ := next(k, rows[k-1], math.Log(rows[k-1]/rows[k-2]))
	part := w.Done - w.RowDone[k-1]
	row, share := rowUnderWay(p, model, part)
	rows[k] = max(row, part/endFactor(w, k), 1)
	left = rows[k]*endFactor(w, k) - part
	growth := math.Log(rows[k] / rows[k-1])
	for j := k + 1; j < n; j++ {
		rows[j], growth = next(j, rows[j-1], growth)
		left += rows[j] * endFactor(w, j)
	}
	// Trusted once the layers have stopped growing: the last finished row, or the
	// row under way by its own measure at half its share or more, is at most
	// settledGrowth times the row before it (or the one before that: on some boards
	// the rows alternate between two sizes); and once the rows near the fixed ends
	// are done.
	settled := rows[k-1] <= settledGrowth*rows[k-2] ||
		k >= 3 && rows[k-1] <= settledGrowth*rows[k-3] ||
		share >= 0.5 && rows[k] <= settledGrowth*rows[k-1]
	for j := k; j < n; j++ {
		if nearEnd(w, j) {
			settled = false
		}
	}
	return left, lastWork(), !settled
}

// rowShare is the share of its work that the row under way has done, judged by the
// profile of the last finished row: at the square where its step under way began, and
// the share of that step's shards taken. It is 0 when there is no profile.
func rowShare(p Progress) float64 { return tiltedShare(p, 0) }

// tiltedShare is rowShare with the last row's work at each square c (of width) first
// scaled by e^(tilt·(c+½)/width): the profile of a row that grows by tilt more (in
// the logarithm) than the last one, the change spread evenly over its squares.
func tiltedShare(p Progress, tilt float64) float64 {
	w := p.Work
	width := p.Squares / p.Rows
	if len(w.Profile) != width+1 {
		return 0
	}
	from := p.Square - len(w.RowDone)*width
	to := w.StepTo - len(w.RowDone)*width
	if from < 0 || from >= width || to <= from || to > width {
		return 0
	}
	if tilt == 0 {
		return w.Profile[from] + w.Part*(w.Profile[to]-w.Profile[from])
	}
	cum := make([]float64, width+1)
	for c := 0; c < width; c++ {
		cum[c+1] = cum[c] + (w.Profile[c+1]-w.Profile[c])*math.Exp(tilt*(float64(c)+0.5)/float64(width))
	}
	if cum[width] <= 0 {
		return 0
	}
	return (cum[from] + w.Part*(cum[to]-cum[from])) / cum[width]
}

// rowUnderWay predicts the row under way (k = len(RowDone); its work as it would be
// with no fixed end near it), from the model's prediction (model) and its own work so
// far (part), and returns the share of it done. Its own measure is part over the share
// that the last finished row's profile gives, tilted by the change in growth from that
// row to this one (see tiltedShare): a row that grows less than the one before it, as
// the layers saturate or near the board's end, does more of its work early. The two
// are averaged in their logarithms, weighted by the square root of that share, so
// that the row's own measure takes over as it goes; the growth that tilts the share is
// the average's own, found by iterating from the model (the tilt moves the share,
// and so the average, less than the average moves the tilt: on the recorded counts
// each step moved it at most 0.26 times as much as the step before). Without a
// profile it is the model. It costs O(width).
func rowUnderWay(p Progress, model, part float64) (row, share float64) {
	w := p.Work
	k := len(w.RowDone)
	if part <= 0 || rowShare(p) <= 0 {
		return model, 0
	}
	last := max(w.RowDone[k-1]-w.RowDone[k-2], 1)
	before := w.RowDone[k-2]
	if k >= 3 {
		before -= w.RowDone[k-3]
	}
	f := endFactor(w, k)
	last /= endFactor(w, k-1)
	was := math.Log(last / max(before/endFactor(w, k-2), 1)) // the last row's growth
	row = model
	for i := 0; i < 30; i++ {
		share = tiltedShare(p, math.Log(row/last)-was)
		if share <= 0 {
			return model, 0
		}
		weight := math.Sqrt(share)
		row = math.Exp(weight*math.Log(part/share/f) + (1-weight)*math.Log(model))
	}
	return row, share
}

// middleLeft estimates the time left of a count in the middle: the states its steps
// still read, at the pace of the steps so far; then the join, which walks about Pairs
// bottom states for each of the middle's final states (see bottom.pairsPerState and
// joinTime). The
// table grows from step to step, most at the first step and then less and less: the
// steps after the current one grow at the rate of those since the first (half the
// first's, or middleGrowth, until there are two), falling evenly to nothing by the
// final states. The first steps' growth is lumpy: the estimate is blended with what
// the scan predicted (see meetPrior), less the time since the scan ended, the middle's
// own weighing as much as the share of its steps begun (in the logarithms). It is
// rough.
func middleLeft(p Progress) (time.Duration, bool) {
	w := p.Work
	ms := w.MiddleStates
	k := len(ms) - 1
	if k < 0 || p.Steps <= 0 {
		return -1, true
	}
	read := float64(ms[k]) * w.Part
	for _, s := range ms[:k] {
		read += float64(s)
	}
	in := (p.Elapsed - w.Began[StageMiddle]).Seconds()
	growth := middleGrowth
	switch {
	case k >= 3:
		growth = math.Log(float64(ms[k])/float64(max(ms[1], 1))) / float64(k-1)
	case k >= 1:
		growth = math.Log(float64(ms[1])/float64(max(ms[0], 1))) / 2
	}
	growth = max(growth, 0)
	cur := float64(ms[k])
	left := cur * (1 - w.Part)
	// Steps k+1 .. Steps-1, then the final states (as step Steps).
	for j := k + 1; j <= p.Steps; j++ {
		cur *= math.Exp(growth * float64(p.Steps+1-j) / float64(p.Steps+1-k))
		if j < p.Steps {
			left += cur
		}
	}
	t := -1.0 // no pace yet
	if read > 0 && in > 0 {
		t = left*in/read + joinTime(cur, w, in/read, topPace(p))
	}
	if top := topRow(p); top >= 1 && len(w.RowTime) > top {
		n := len(w.RowTime)
		since := (p.Elapsed - w.RowTime[n-1]).Seconds()
		prior := meetPrior(p, (w.RowTime[top]-w.RowTime[top-1]).Seconds()) - since
		own := float64(k) / float64(p.Steps)
		switch {
		case prior <= 0:
		case t <= 0:
			t = prior
		default:
			t = math.Exp(own*math.Log(t) + (1-own)*math.Log(prior))
		}
	}
	if t < 0 {
		return -1, true
	}
	return seconds(t), true
}

// joinLeft estimates the time left of a count in its join: once joinMeasured of its
// shards are done, at their pace; before, as middleLeft predicts it from the middle's
// final states (p.States), the middle's pace and the scan's (see joinTime), less the
// time spent in it so far.
func joinLeft(p Progress) (time.Duration, bool) {
	w := p.Work
	in := (p.Elapsed - w.Began[StageJoin]).Seconds()
	if w.Part >= joinMeasured {
		return seconds(in * (1 - w.Part) / w.Part), w.Part < joinTrusted
	}
	var read float64
	for _, s := range w.MiddleStates {
		read += float64(s)
	}
	middle := (w.Began[StageJoin] - w.Began[StageMiddle]).Seconds()
	if read <= 0 || middle <= 0 || !w.Paths && topPace(p) <= 0 {
		return -1, true
	}
	join := joinTime(float64(p.States), w, middle/read, topPace(p))
	return seconds(max(join-in, 0)), true
}

// joinTime is the join's time over final middle states, each joined with w.Pairs
// bottom states on average: joinPerState times the middle's time per state a step
// (midPace) a state, and joinPerPair times the scan's time per successor in the top's
// last row (scanPace; see topPace) a pair; for paths (w.Paths), pathJoinPerState
// times midPace a state. (The middle's pace per state is no measure of the pairs: it
// was 2.4 times slower on 8×8, whose middle table is large, than on 6×14, and their
// joins took the same time a pair.)
func joinTime(final float64, w Work, midPace, scanPace float64) float64 {
	if w.Paths {
		return final * pathJoinPerState * midPace
	}
	return final * (joinPerState*midPace + joinPerPair*w.Pairs*scanPace)
}

// topPace is the scan's time per successor in the top's last row (see topRow), in
// seconds, or 0 before that row is done.
func topPace(p Progress) float64 {
	w := p.Work
	top := topRow(p)
	if top < 1 || len(w.RowTime) <= top || len(w.RowDone) <= top {
		return 0
	}
	return (w.RowTime[top] - w.RowTime[top-1]).Seconds() / max(w.RowDone[top]-w.RowDone[top-1], 1)
}

// searchLeft estimates the time a count by the depth-first search still needs, after
// elapsed: the nodes its roots not finished are estimated to have, less those visited
// in the roots under way, at the pace so far. Knuth's estimates of single roots are
// lumpy (most fall short, a few far over), their sum much less so: they are scaled by
// how far off they were on the roots finished, weighed against the estimates of the
// roots left (so that the roots finished count for more as the count goes on), and
// never down (Knuth's estimates fell short 0.7 to 0.9 times on 6×6 and 6×7). The
// roots under way are taken to need at least as many nodes again as they have had. It
// is rough until searchTrusted of the roots are finished, and -1 before any node is
// counted.
func searchLeft(s SearchWork, elapsed time.Duration) (time.Duration, bool) {
	switch {
	case s.RootsDone >= s.Roots:
		return 0, false
	case s.Nodes <= 0 || elapsed <= 0:
		return -1, true
	}
	scale := 1.0
	if s.EstDone+s.EstLeft > 0 {
		scale = max((s.NodesDone+s.EstLeft)/(s.EstDone+s.EstLeft), 1)
	}
	under := max(s.Nodes-s.NodesDone, 0)
	left := max(s.EstLeft*scale-under, under)
	return seconds(left * elapsed.Seconds() / s.Nodes), float64(s.RootsDone) < searchTrusted*float64(s.Roots)
}

// searchTrusted is the share of a search's roots after which its time left is no
// longer rough.
const searchTrusted = 0.25

// seconds converts seconds to a Duration, at most the longest one.
func seconds(s float64) time.Duration {
	if s >= float64(math.MaxInt64)/float64(time.Second) {
		return math.MaxInt64 // past 292 years: the longest Duration, not a negative one
	}
	return time.Duration(s * float64(time.Second))
}
