package count

import (
	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// ErrNotReady is wrapped by the error of a round whose inputs are not all there (some
// part has not finished the round before), and by Sum's before every part has
// finished the last round (jobdir.ErrNotReady).
var ErrNotReady = jobdir.ErrNotReady

// The counts a count's done file may say (jobdir.Done.Counts), in order.
const (
	countKept  = "count kept" // the sum of the counts of the states kept
	resultLine = "result"     // the last round's result
)

// files is the job's files as package jobdir names, writes and reads them: the
// round's done files say the states kept, and the count kept where the round keeps a
// half, the result in the last round and there only; a round that sends, or adds
// middle edges, writes a file of states; the first middle round reads the done files
// of the round that kept the top half (topKept).
func (x *exchange) files() jobdir.Job {
	return jobdir.Job{Dir: x.d, Name: x.job, What: "count", Rounds: x.rounds, Parts: x.parts, Kept: true, Counts: []string{countKept, resultLine},
		Check: func(r int, n jobdir.Done) string {
			if (n.Counts[countKept] != nil) != x.plan[r-1].keep || (n.Counts[resultLine] != nil) != (r == x.rounds) {
				return "its counts are not the ones of its round"
			}
			return ""
		},
		Sends: func(r int) bool { return x.plan[r-1].send || x.plan[r-1].edge > 0 },
		Also:  x.topKept, ReadBy: x.readBy}
}

// keptIn returns the round (1-based) that kept the half after square states and the
// degrees of its bottom states, or 0 where the plan has none.
func (x *exchange) keptIn(square int) int {
	for i, rd := range x.plan {
		if rd.keep && rd.from == square {
			return i + 1
		}
	}
	return 0
}
