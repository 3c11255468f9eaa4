package count

import (
	"math"
	"time"
)

// The time left of a count's frontier scan: the work of its rows to come, predicted row
// by row from those done (scanLeft), at its pace (scanPace). The constants below are
// measured on real counts of boards 5 to 8 wide; TestTimeLeft replays the recorded ones
// (testdata/progress-*.json.gz) through the estimate (timeLeft), and docs/counting.md
// gives how close it comes.
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
	// settledGrowth is the growth of a row over the row before it up to which the
	// scan's layers count as no longer growing: its estimate is then trusted.
	settledGrowth = 1.25
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

// scanShare is the share of the workers' time that the scan took over its first k
// rows: its processor time over them (Work.RowProc) over its wall time, at most 1;
// 1 where not known. The scan runs on one goroutine, so on an idle machine of two
// workers it is about 0.5: the time a meet's rest is predicted from (its last column,
// in the measure of the recordings the constants were fitted on) is its wall time
// times this share.
func scanShare(w Work, k int) float64 {
	if k < 1 || len(w.RowProc) < k || len(w.RowTime) < k || w.RowTime[k-1] <= 0 || w.RowProc[k-1] <= 0 {
		return 1
	}
	return min(w.RowProc[k-1].Seconds()/w.RowTime[k-1].Seconds(), 1)
}

// sinceDone returns the scan's time left t, in seconds, predicted from its work as of
// when that last grew (Work.DoneAt, where it grows by rounds), less the time since, but
// no less than stalled of it; t where the work grows as the scan goes (DoneAt 0).
func sinceDone(p Progress, t float64) float64 {
	if p.Work.DoneAt <= 0 {
		return t
	}
	return max(t-(p.Elapsed-p.Work.DoneAt).Seconds(), t*stalled)
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
	width := p.width()
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
// the share of that step taken (Work.Part). It is 0 when there is no profile.
func rowShare(p Progress) float64 { return tiltedShare(p, 0) }

// tiltedShare is rowShare with the last row's work at each square c (of width) first
// scaled by e^(tilt·(c+½)/width): the profile of a row that grows by tilt more (in
// the logarithm) than the last one, the change spread evenly over its squares.
func tiltedShare(p Progress, tilt float64) float64 {
	w := p.Work
	width := p.width()
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

// seconds converts seconds to a Duration, at most the longest one.
func seconds(s float64) time.Duration {
	if s >= float64(math.MaxInt64)/float64(time.Second) {
		return math.MaxInt64 // past 292 years: the longest Duration, not a negative one
	}
	return time.Duration(s * float64(time.Second))
}
