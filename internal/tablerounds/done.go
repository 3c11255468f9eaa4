package tablerounds

import (
	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// files is the table's files in d as package jobdir names, writes and reads them: a
// round's done files say, where it ends a column, the part's share of the cycles of
// the board it finishes (and of its paths, Open), which the sum reads.
func (t Table) files(d jobdir.Dir) jobdir.Job {
	ends := func(r int) bool { _, to := t.squares(r); return to%t.Width == 0 }
	return jobdir.Job{Dir: d, Name: t.Job(), What: "table", Rounds: t.Rounds(), Parts: t.Parts, Counts: []string{"cycles", "paths"},
		Check: func(r int, n jobdir.Done) string {
			if (n.Counts["cycles"] != nil) != ends(r) || (n.Counts["paths"] != nil) != (ends(r) && t.Open) {
				return "its counts are not the ones of its round"
			}
			return ""
		},
		ReadBy: func(r int) int {
			if ends(r) {
				return t.Rounds() + 1 // the sum reads it
			}
			return r + 1
		}}
}
