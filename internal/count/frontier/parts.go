package frontier

import (
	"fmt"

	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// A table in parts (InParts): the scan in rounds, through the files of a job in
// rounds (jobdir.Job), as package count runs its own. One board in parts is a table
// read at its last column, with the roles of its squares (Single.InParts), and package
// count runs it so where its scan is this package's. A round adds a few
// squares of a column (partsplan.go) to each part's share of the states, and sends
// each state it holds to the part that owns it in the next round; in a round that ends
// a column the part's done file says its share of the counts of the board the column
// finishes. The next round of part K reads its section of every part's file, merges
// equal states (a state's key is canonical between squares) and scans on. The scan is
// linear, so the shares add up to the whole scan's counts (Sum), and each part holds
// and scans about 1/Parts of the states of every square. (Rounds of a whole column
// each, owned by a hash of the whole state, left each part most of the next column's
// states: a column changes the whole window.)

// InParts is part Part (0-based) of the scan of a table in Parts parts: the boards
// Width wide and 1..Length long, their paths and cycles (Open) or their cycles alone.
// One board counted in parts (Single.InParts) is the table read at its last column,
// its squares' roles given. Only Part, Fits and Prepare may differ among the parts.
type InParts struct {
	Width, Length int
	Open          bool
	// Roles, if not nil, are the roles of the squares of the board Width×Length in the
	// scan's order, of an open scan (see Single): its counts at the last column are that
	// board's paths with these ends (the other columns' count nothing of use).
	Roles []Role
	// Name, if not empty, names the job (Job) in place of the table's name: a scan with
	// Roles takes one, which its caller makes differ for other roles.
	Name        string
	Part, Parts int
	// Meet makes the scan the halves' of a meet in parts (MeetInParts): its last
	// round writes its states too, all in the part's own section of its file, and its
	// files' job has one more round, the meet's join, whose done files say twice the
	// part's share of the count ("twice").
	Meet bool
	// Fits, if not nil, is called with the bytes the part's tables hold after a round's
	// squares, and within them as they grow (Columns.Held): its error (the tables hold
	// more than they may) stops the round, not done.
	Fits func(held int64) error
	// Prepare, if not nil, is called before a round runs with about how many states
	// the parts sent this part for it (0 in the first round), and the function it
	// returns once the round has run.
	Prepare func(states int64) (done func())
}

// Check says whether t is a table that can be scanned in rounds.
func (t InParts) Check() error {
	switch {
	case t.Width < 1 || t.Width > MaxWidth || t.Length < 1:
		return fmt.Errorf("a table of %d-wide boards 1..%d long: the width may be 1..%d, the length 1 or more", t.Width, t.Length, MaxWidth)
	case t.Parts < 1 || t.Parts > jobdir.MaxParts || t.Part < 0 || t.Part >= t.Parts:
		return fmt.Errorf("part %d of %d: want 1 <= K <= N <= %d", t.Part+1, t.Parts, jobdir.MaxParts)
	case t.Roles != nil && (t.Meet || !t.Open || len(t.Roles) != t.Width*t.Length || t.Name == ""):
		return fmt.Errorf("a %dx%d board in parts, open %v, named %q: %d roles, want %d of an open scan, and a name", t.Width, t.Length, t.Open, t.Name, len(t.Roles), t.Width*t.Length)
	}
	return nil
}

// Job names the table's files: "5x1..8-paths-3parts-c221-offsets", the last words the
// squares of a column's rounds (column: 2, 2 and 1) and the encoding of the keys
// (Keys), so that a build of other rounds or keys starts afresh and reads none of
// them (a state read after another square than it was made at would count wrong);
// with Name, Name and those; with Meet, "-packed" after them, as its last round's
// files hold top states packed (packsTops).
func (t InParts) Job() string {
	plan := "c"
	for _, n := range t.column() {
		plan += fmt.Sprint(n)
	}
	name := t.Name
	if name == "" {
		kind := "cycles"
		if t.Open {
			kind = "paths"
		}
		name = jobdir.JobName(fmt.Sprintf("%dx1..%d", t.Width, t.Length), kind, t.Parts)
	}
	name += "-" + plan + "-" + Keys
	if t.Meet {
		name += "-packed"
	}
	return name
}

// files is the table's files in d as package jobdir names, writes and reads them: a
// round's done files say, where it ends a column, the part's share of the cycles of
// the board it finishes (and of its paths, Open), which the sum reads; with Meet, the
// meet's join round follows, and its done files say twice the part's share of the
// count, which the meet's sum reads (MeetInParts.Sum).
func (t InParts) files(d jobdir.Dir) jobdir.Job {
	last := t.Rounds()
	ends := func(r int) bool { _, to := t.Squares(r); return r <= last && to%t.Width == 0 }
	rounds := last
	if t.Meet {
		rounds++ // the meet's join
	}
	return jobdir.Job{Dir: d, Name: t.Job(), What: t.what(), Rounds: rounds, Parts: t.Parts, Counts: []string{"cycles", "paths", "twice"},
		Sends: func(r int) bool { return r < last || r == last && t.Meet },
		Check: func(r int, n jobdir.Done) string {
			if (n.Counts["cycles"] != nil) != ends(r) || (n.Counts["paths"] != nil) != (ends(r) && t.Open) || (n.Counts["twice"] != nil) != (r > last) {
				return "its counts are not the ones of its round"
			}
			return ""
		},
		ReadBy: func(r int) int {
			switch {
			case t.Meet && r == last:
				return rounds // the meet's join reads the last round's files
			case ends(r) && !t.Meet:
				return rounds + 1 // the sum reads it
			}
			return r + 1 // the round after (after the meet's join, the sum)
		}}
}

// what says what runs in rounds, as its done files and messages say: "table", or
// "count" for one board's (Name).
func (t InParts) what() string {
	if t.Name != "" {
		return "count"
	}
	return "table"
}
