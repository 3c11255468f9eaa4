// Package tablerounds runs the scan of a table (package frontier: the boards width×n,
// n = 1..Length, in one scan of the longest) in parts, in rounds, as package count runs
// a single board's: a round adds a few squares of a column (squares.go says which) to
// each part's share of the states.
//
// Round 1 of part 1 starts the scan; the other parts hold nothing then. At the end of
// its round each part sends each state it holds to the part that owns it in the next
// round, in one layer file (package jobdir) with a section for each part, and then
// writes its done file, which says what it read and sent and, in a round that ends a
// column, its share of the counts of the board the column finishes (the paths and
// cycles its states lead to). The next round of part K reads its section of every
// part's file, merges equal states (a state's key is canonical between squares: equal
// states have equal keys wherever they were made) and scans on. The scan is linear, so
// the shares add up to the whole scan's counts (Sum). Each part holds and scans about
// 1/Parts of the states of every square. (Rounds of a whole column each, owned by a
// hash of the whole state, left each part most of the next column's states: a column
// changes the whole window.)
//
// The files, in the folder of the table's job (its width, what is scanned, its last
// length and the number of parts: tables by rows and by columns share it):
//
//	round-R/states-K the states part K sent in round R, a section for each part
//	round-R/done-K   part K finished round R: what it read and sent, and its share of the counts of the board round R finishes
//
// As a count in rounds does, part K begins round R by removing its file of round R-2,
// which every part has read once all have finished round R-1; a file appears under its
// name only complete (jobdir.Dir), so a part killed in a round leaves nothing that
// counts and is run again alone; a round whose done file is there is not run again.
// Parts are numbered from 1 in names and messages, from 0 in Table.
package tablerounds

import (
	"fmt"

	"github.com/knightstour/knightstour/internal/count"
	"github.com/knightstour/knightstour/internal/count/frontier"
)

// Table is part Part (0-based) of the scan of a table in Parts parts: the boards Width
// wide and 1..Length long, their paths and cycles (Open) or their cycles alone. Only
// Part and MaxBytes may differ among the parts.
type Table struct {
	Width, Length int
	Open          bool
	Part, Parts   int
	MaxBytes      int64 // the most the part's tables may hold (0: no limit), checked after each square
}

// MaxParts is the most parts a table in rounds takes, as many as a count in rounds.
const MaxParts = count.MaxRoundParts

// Check says whether t is a table that can be scanned in rounds.
func (t Table) Check() error {
	switch {
	case t.Width < 1 || t.Width > frontier.MaxWidth || t.Length < 1:
		return fmt.Errorf("a table of %d-wide boards 1..%d long: the width may be 1..%d, the length 1 or more", t.Width, t.Length, frontier.MaxWidth)
	case t.Parts < 1 || t.Parts > MaxParts || t.Part < 0 || t.Part >= t.Parts:
		return fmt.Errorf("part %d of %d: want 1 <= K <= N <= %d", t.Part+1, t.Parts, MaxParts)
	}
	return nil
}

// Job names the table's files: "5x1..8-paths-3parts-offsets", the last word the
// encoding of the keys (frontier.Keys), so that a build of other keys starts afresh
// and reads none of them.
func (t Table) Job() string {
	kind := "cycles"
	if t.Open {
		kind = "paths"
	}
	return fmt.Sprintf("%dx1..%d-%s-%dparts-%s", t.Width, t.Length, kind, t.Parts, frontier.Keys)
}
