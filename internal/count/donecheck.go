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
// round's done files say the result in the last round and there only; no round sends
// states.
func (x *exchange) files() jobdir.Job {
	return jobdir.Job{Dir: x.d, Name: x.job, What: "count", Rounds: x.rounds, Parts: x.parts, Counts: []string{resultLine},
		Check: func(r int, n jobdir.Done) string {
			if (n.Counts[resultLine] != nil) != (r == x.rounds) {
				return "its counts are not the ones of its round"
			}
			return ""
		},
		Sends: func(int) bool { return false }}
}
