package count

import "time"

// The time a count still needs is estimated from the work it has done and the work it
// has left, each stage in its own measure at its own measured pace: the scan's
// (scanleft.go), a meet's after it (partsleft.go), the depth-first search's
// (searchLeft).

// timeLeft estimates the time a count in progress still needs, from p's Work, Stage,
// Step and Steps, States and Elapsed, and says whether the estimate is rough: whether
// it rests on a model of the work that holds most of the time rather than on that work
// measured (the scan's rows until its layers stop growing and it is past the rows
// near the tour's fixed ends; the bottom states, the middle and the join of a count
// that meets in the middle, until their own pace shows: see bottomsLeft and
// partsLeft). It returns -1 before two rows of the scan are done. It costs
// O(rows·ends + width + middle steps).
//
// The scan's work is the successors it makes, at the pace of its last rows; the work
// left is predicted row by row (see scanLeft), and a meet's rest after it from its
// last column in processor time over the workers (meetRest; from a square, the top's
// own scan and the parts: topAhead, partsFromColumn, topScanLeft); many starts on one
// bottom (-each), by their tops' times (eachLeft).
func timeLeft(p Progress) (time.Duration, bool) {
	w := p.Work
	switch {
	case w.Search != nil:
		return searchLeft(*w.Search, p.Elapsed)
	case w.Tops > 1:
		return eachLeft(p)
	case w.Top > 0 && p.Stage == StageScan:
		return topScanLeft(p)
	case w.Round && w.MeetInParts:
		return -1, true // a meet's join in rounds (frontier.MeetInParts): its scan was not measured here
	case w.MeetParts > 0 && p.Stage != StageScan:
		return partsLeft(p)
	case w.BottomsBegan > 0 && p.Stage == StageScan:
		return bottomsLeft(p)
	case w.Round:
		return -1, true
	case len(w.RowDone) < 2 || w.Done <= 0:
		return -1, true
	}
	pace := scanPace(p)
	left, last, rough := scanLeft(p)
	t := sinceDone(p, left*pace)
	if w.MeetInParts { // its bottom states and parts, by its last column
		column := last * pace * scanShare(w, len(w.RowDone))
		if w.Tops == 1 { // from a square: the top's own scan, and its parts
			t += topAhead(p, w.Done+left, pace) + partsFromColumn(column, p.width(), w)
		} else {
			t += meetRest(column, p.width(), w.MeetsPaths)
		}
		rough = true
	}
	return seconds(t), rough
}

// eachLeft estimates the time left of a meet from many squares on one bottom (-each:
// Work.Tops more than 1), whose tops take turns after the bottom's scan, each its own
// scan and parts: the top under way's time left as the count from its square alone
// (oneTop), and each top after it the mean time of those done, or before any is, as
// long as the first (its time so far and left). It is rough, and -1 in the bottom's
// scan (on 8×8 some 12 minutes of 6 hours) and where the top under way's time left is
// not known.
func eachLeft(p Progress) (time.Duration, bool) {
	w := p.Work
	k := len(w.TopsBegan) // the tops begun
	if k == 0 || len(w.TopsDone) != k {
		return -1, true
	}
	one, _ := timeLeft(oneTop(p))
	if one < 0 {
		return -1, true
	}
	left := one.Seconds()
	per := (p.Elapsed - w.TopsBegan[0]).Seconds() + left // in seconds, as one may be the most a Duration holds
	if k > 1 {
		per = (w.TopsBegan[k-1] - w.TopsBegan[0]).Seconds() / float64(k-1)
	}
	return seconds(left + float64(w.Tops-k)*per), true
}

// oneTop returns p, a meet from many squares on one bottom, as the count from the
// square of its top under way alone (Work.Tops 1): its scan's work past the bottom's
// this top's, its parts and their steps this top's.
func oneTop(p Progress) Progress {
	w := &p.Work
	k := len(w.TopsBegan)
	began := w.TopsBegan[k-1]
	if n := len(w.RowDone); n > 0 {
		w.Done = w.RowDone[n-1] + w.Done - w.TopsDone[k-1]
	}
	w.Tops, w.Top = 1, 1
	var parts []time.Duration
	for _, b := range w.PartsBegan {
		if b >= began {
			parts = append(parts, b)
		}
	}
	var steps []MeetMark
	for _, s := range w.MeetSteps {
		if s.Began >= began {
			steps = append(steps, s)
		}
	}
	w.PartsBegan, w.MeetSteps = parts, steps
	return p
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
