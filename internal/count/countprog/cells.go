package countprog

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/knightstour/knightstour/internal/count"
	"github.com/knightstour/knightstour/internal/count/frontier"
	"github.com/knightstour/knightstour/internal/machine"
)

// A table of the first cells (-rows N -cells A..B): the boards of the first n squares of
// N-row boards, n = A..B, as Knuth's DYNAHAM and DYNAHAMP count them (OEIS A383661..,
// A389755..): the squares column by column, top to bottom in a column, so that the
// board of n squares is ⌊n/N⌋ whole columns and the top n mod N squares of one more.
// One scan (frontier.NewCells) passes them all; a line is a board's count, "n a(n)".

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
	if err := f.memAndParts(cfg); err != nil {
		return nil, err
	}
	if err := cfg.Check(); err != nil {
		return nil, fmt.Errorf("-count: %w", err)
	}
	return cfg, nil
}

// cellsName is the table of the first cells in words: "the first 1..160 cells of
// 5-row boards".
func (t *Table) cellsName() string {
	return fmt.Sprintf("the first %d..%d cells of %d-row boards", t.From, t.To, t.Width)
}

// cellsTable counts and prints the table of the first cells once: a line for each
// board from From on, as soon as the scan passes its last square; -v (or a terminal)
// says so at the end of each column.
func (cfg *Config) cellsTable(ctx context.Context, env Env, mem memoryCap) error {
	t := cfg.Table
	begun := time.Now()
	err := frontier.ScanCells(ctx, t.Width, t.To, !cfg.Closed, func(b frontier.Board) error {
		if (cfg.Verbose || env.Terminal) && (b.Cells%t.Width == 0 || b.Cells == t.To) {
			fmt.Fprintf(env.Stderr, "knightstour: counting %s (%s): passed %d cells, %s states held, tables %s, %s so far\n",
				t.cellsName(), cfg.counted(), b.Cells, bigNumber(int64(b.States)), machine.Format(b.Bytes), roundDuration(time.Since(begun)))
		}
		if lim := mem.tables(); lim > 0 && b.Bytes > lim {
			return fmt.Errorf("%s: %w: its tables hold %s after %d cells, more than the %s they may use", t.cellsName(), count.ErrTooBig, mem.say(b.Bytes), b.Cells, mem.say(lim))
		}
		if b.Cells < t.From {
			return nil
		}
		return cfg.tableLine(b, env.Stdout)
	})
	if err != nil && ctx.Err() != nil { // a table done before the signal is not stopped
		return &interrupted{fmt.Sprintf("interrupted: %s stopped after %s", t.cellsName(), roundDuration(time.Since(begun))), context.Cause(ctx)}
	}
	return err
}
