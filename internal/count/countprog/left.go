package countprog

import (
	"time"

	"github.com/knightstour/knightstour/internal/count"
)

// The time left that the progress reports show is the count's own estimate
// (count.Progress.Left), which it makes from its pace in wall-clock time, with two
// changes. On a machine shared with other work the program's share of the processors
// changes, and its pace with it: the estimate is scaled by the share the program had
// while the count measured its pace over the share it has now, both read from the
// processor time it has used, and both in the phase the count is in (its scan, on one
// goroutine, or the rest, on its workers: a change of phase changes the share the
// program takes, not what the machine gives it). And the estimate is called rough until
// it has held: until the end it foretells has stayed put for a while.

const (
	// holdSpan is how long, at least, and holdShare what share of the count's whole
	// time as foretold (so far and left), the end an estimate foretells must stay
	// within holdTolerance of its time left (and within a second) before it is no
	// longer called rough.
	holdSpan      = 10 * time.Second
	holdShare     = 0.1
	holdTolerance = 0.1
	// recentSpan is what the program's share of the processors now is measured over.
	recentSpan = 10 * time.Second
	// paceFrom is the share of the time so far before which the count's pace is taken
	// (count's timeLeft takes the scan's pace over at least the last quarter).
	paceFrom = 0.75
	// maxSamples is how many reports a leftTracker keeps; it keeps every other one of
	// them when it has more, so that they span the whole count.
	maxSamples = 256
)

// leftSample is one report as a leftTracker keeps it: the time so far, the processor
// time the program had used then, and the end (time so far plus time left) foretold.
type leftSample struct {
	wall, cpu, end time.Duration
}

// leftTracker turns a count's estimates of its time left into those a report shows
// (see above). Its processor clock cpu may be nil, or say false, where the system does
// not tell: the estimates are not scaled then. It keeps at most maxSamples reports.
type leftTracker struct {
	cpu  func() (time.Duration, bool)
	seen []leftSample
	// scan says whether the count was in its scan at the last report, and phaseFrom
	// is when it entered the phase it is in (see above).
	scan      bool
	phaseFrom time.Duration
}

// shown returns p with its time left as a report shows it: scaled to the program's
// share of the processors now, and rough until it has held.
func (t *leftTracker) shown(p count.Progress) count.Progress {
	if p.Left < 0 {
		return p
	}
	if scan := p.Stage == count.StageScan; len(t.seen) == 0 || scan != t.scan {
		t.scan, t.phaseFrom = scan, p.Elapsed
	}
	s := leftSample{wall: p.Elapsed, cpu: -1}
	if t.cpu != nil {
		if c, ok := t.cpu(); ok {
			s.cpu = c
		}
	}
	p.Left = time.Duration(float64(p.Left) * t.shareRatio(s))
	s.end = s.wall + p.Left
	t.keep(s)
	p.Rough = p.Rough || !t.held(s, p.Left)
	return p
}

// shareRatio returns the program's share of the processors while the count measured
// its pace (from paceFrom of the time so far) over its share in the last recentSpan,
// both in the phase it is in, or 1 where the reports kept do not tell.
func (t *leftTracker) shareRatio(now leftSample) float64 {
	pace := t.before(max(time.Duration(paceFrom*float64(now.wall)), t.phaseFrom))
	recent := t.before(now.wall - recentSpan)
	if pace == nil || recent == nil || pace.wall < t.phaseFrom || recent.wall < t.phaseFrom || now.cpu < 0 || pace.cpu < 0 || recent.cpu < 0 {
		return 1
	}
	share := func(from *leftSample) float64 {
		return float64(now.cpu-from.cpu) / float64(max(now.wall-from.wall, 1))
	}
	if share(recent) <= 0 || share(pace) <= 0 {
		return 1
	}
	return min(max(share(pace)/share(recent), 1.0/8), 8)
}

// before returns the last report kept at or before the time so far at, or nil.
func (t *leftTracker) before(at time.Duration) *leftSample {
	for i := len(t.seen) - 1; i >= 0; i-- {
		if t.seen[i].wall <= at {
			return &t.seen[i]
		}
	}
	return nil
}

// held reports whether every end foretold since holdSpan (or holdShare of the whole
// time foretold) before now is within holdTolerance of the time left now (and a
// second) of now's, with a report kept from that far back.
func (t *leftTracker) held(now leftSample, left time.Duration) bool {
	from := now.wall - max(holdSpan, time.Duration(holdShare*float64(now.end)))
	if from < 0 || t.before(from) == nil {
		return false
	}
	tol := max(time.Duration(holdTolerance*float64(left)), time.Second)
	for i := len(t.seen) - 1; i >= 0 && t.seen[i].wall >= from; i-- {
		if d := t.seen[i].end - now.end; d > tol || d < -tol {
			return false
		}
	}
	return true
}

// keep keeps s, the latest report, thinning the older ones to every other one when
// there are maxSamples.
func (t *leftTracker) keep(s leftSample) {
	if len(t.seen) == maxSamples {
		n := 0
		for i := 0; i < len(t.seen); i += 2 {
			t.seen[n] = t.seen[i]
			n++
		}
		t.seen = t.seen[:n]
	}
	t.seen = append(t.seen, s)
}
