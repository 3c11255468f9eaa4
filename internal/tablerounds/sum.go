package tablerounds

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/knightstour/knightstour/internal/count/frontier"
	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// Sum adds up the parts' shares of the counts of every board of the table, once every
// part has finished the last round, and calls each with each board's counts in order
// (Len, Paths and Cycles: as the whole scan's), stopping at its first error. Before,
// it returns an error wrapping jobdir.ErrNotReady that names the parts that have not
// finished the last round.
func (t Table) Sum(d jobdir.Dir, each func(frontier.Board) error) error {
	if err := t.Check(); err != nil {
		return err
	}
	if _, err := t.files(d).Ready(t.Rounds()); errors.Is(err, jobdir.ErrNotReady) {
		return fmt.Errorf("the table in rounds is not done: %w", err)
	} else if err != nil {
		return err
	}
	col := len(t.column()) // the rounds of a column: its last ends it
	for r := col; r <= t.Rounds(); r += col {
		b := frontier.Board{Len: r / col, Cycles: new(big.Int)}
		if t.Open {
			b.Paths = new(big.Int)
		}
		for k := 0; k < t.Parts; k++ {
			n, err := t.files(d).ReadDone(r, k)
			if err != nil {
				return t.files(d).Damaged(err, r, k)
			}
			b.Cycles.Add(b.Cycles, n.Counts["cycles"])
			if t.Open {
				b.Paths.Add(b.Paths, n.Counts["paths"])
			}
		}
		if err := each(b); err != nil {
			return err
		}
	}
	return nil
}
