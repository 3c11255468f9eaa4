package count

import (
	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// ErrNotReady is wrapped by the error of a round whose inputs are not all there (some
// part has not finished the round before), and by Sum's before every part has
// finished the last round (jobdir.ErrNotReady).
var ErrNotReady = jobdir.ErrNotReady

// resultLine is the count a done file of the last round says: the part's result.
const resultLine = "result"

// files is the job's files as package jobdir names, writes and reads them: the
// round's done files say the result in the last round and there only; a round that
// sends writes a file of states.
func (x *exchange) files() jobdir.Job {
	return jobdir.Job{Dir: x.d, Name: x.job, What: "count", Rounds: x.rounds, Parts: x.parts, Counts: []string{resultLine},
		Check: func(r int, n jobdir.Done) string {
			if (n.Counts[resultLine] != nil) != (r == x.rounds) {
				return "its counts are not the ones of its round"
			}
			return ""
		},
		Sends: func(r int) bool { return x.plan[r-1].send }}
}

// damaged adds to err, an error reading part's file of round r, what to do about it
// where the file is damaged or missing (jobdir.Job.Damaged).
func (x *exchange) damaged(err error, r, part int) error { return x.files().Damaged(err, r, part) }
