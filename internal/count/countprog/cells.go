package countprog

import (
	"errors"
	"fmt"
)

// A table of the first cells (-rows N -cells A..B): the boards of the first n squares of
// N-row boards, n = A..B, as Knuth's DYNAHAM and DYNAHAMP count them (OEIS A383661..,
// A389755..): the squares column by column, top to bottom in a column, so that the
// board of n squares is ⌊n/N⌋ whole columns and the top n mod N squares of one more.
// One scan (frontier.NewCells) passes them all, as a table's (table.go: its estimate,
// its progress and its lines); a line is a board's count, "n a(n)".

// errCellsInParts refuses a table of the first cells in parts.
var errCellsInParts = errors.New("-cells in parts: a table of the first cells is counted whole (its scan keeps a state and its mirror image apart, which the parts' rounds do not); drop -part and -dir")

// cellsConfig is the table of the first cells that f asks for (-cells A..B, -rows N).
func (f *Flags) cellsConfig() (*Config, error) {
	switch {
	case f.Rows.Range:
		return nil, fmt.Errorf("-rows %s -cells %s: the boards of the first cells have one height, -rows N", f.Rows, f.cells)
	case f.given("cols") != nil:
		return nil, errors.New("-cols does not go with -cells: the board of the first K cells of N-row boards (-rows N) has ceil(K/N) columns, the last partly filled")
	case f.given("end") != nil:
		return nil, errors.New("-end does not go with -cells (a table of the first cells)")
	case f.given("each") != nil:
		return nil, errors.New("-each does not go with -cells (a table of the first cells)")
	case f.given("method") != nil:
		return nil, errors.New("-method does not go with -cells (a table of the first cells)")
	}
	cells, err := ParseLengths("-cells", f.cells)
	if err != nil {
		return nil, err
	}
	t := &Table{Width: f.Rows.From, From: cells.From, To: cells.To, Cells: true}
	cfg := &Config{Rows: t.Width, Cols: (t.To + t.Width - 1) / t.Width, Convention: f.convention(), Verbose: f.verbose, Table: t}
	if t.Form, err = ParseTableForm(f.form); err != nil {
		return nil, fmt.Errorf("-table %w", err)
	}
	if err := f.genFunc(t); err != nil { // refused below (Check), not left unread
		return nil, err
	}
	if err := f.memAndParts(cfg); err != nil {
		return nil, err
	}
	if err := cfg.Check(); err != nil {
		return nil, fmt.Errorf("-count: %w", err)
	}
	return cfg, nil
}
