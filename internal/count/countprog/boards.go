package countprog

import (
	"context"
	"fmt"

	"github.com/knightstour/knightstour/internal/count"
)

// Tables past scanWidth wide: a board at a time.

// scanWidth is the widest table counted in one scan, column by column. Past it the
// scan's first columns hold far more states than a board's own count: the 8xn closed
// table held 9.27 million states after 3 columns and passed 9 GB inside the fourth
// (stopped after 12.7 min), the open one 45 million after 2, where the 8x8 board's
// closed tours meet in the middle in under 5 min and 3 GB. So a wider table is counted
// a board at a time (byBoards).
const scanWidth = 7

// byBoards reports whether t is counted a board at a time: a table of whole boards
// wider than scanWidth, printed exactly (-table genfunc, -from and -mod need the
// scan, and refuse such a table themselves, or read a file).
func (t *Table) byBoards() bool {
	return t.Width > scanWidth && !t.Cells && t.GenFunc == "" && t.Mod == 0 && t.Form != GenFunc
}

// checkBoards says whether cfg's table, counted a board at a time, can be: whole, its
// longest board one that package count counts.
func (cfg Config) checkBoards() error {
	t := cfg.Table
	switch {
	case !t.byBoards():
		return nil
	case cfg.Rounds != nil:
		return fmt.Errorf("a table of %d-wide boards is counted a board at a time, whole: count one board in parts (-rows R -cols C with -part and -dir)", t.Width)
	}
	if err := count.Check(t.Width, t.To); err != nil {
		return fmt.Errorf("%s, a board at a time: its longest board: %w", t.name(), err)
	}
	return nil
}

// tableBoard is the count of the table's board of n alone, from every start.
func (cfg *Config) tableBoard(n int) *Config {
	b := *cfg
	t := cfg.Table
	b.Table = nil
	b.Rows, b.Cols = t.Width, n
	if t.ByRows {
		b.Rows, b.Cols = n, t.Width
	}
	return &b
}

// tableByBoards prints cfg's table a board at a time: each line is the count of its
// board from every start, as -rows R -cols C answers query 0 (package count scans the
// board on its narrower side, or meets in the middle), a board with no tour 0 with the
// reason on stderr, each with its progress (-v). The longest board with tours is the
// costliest: beyond the cap mem, the table is refused before it starts.
func (cfg *Config) tableByBoards(ctx context.Context, env Env, mem memoryCap) error {
	t := cfg.Table
	if err := cfg.boardsFit(mem); err != nil {
		return fmt.Errorf("%s, a board at a time: %w", t.name(), err)
	}
	if cfg.Verbose || env.Terminal {
		fmt.Fprintf(env.Stderr, "knightstour: %s (%s): a board at a time, each counted as -rows R -cols C counts it (a table scans boards at most %d wide)\n", t.name(), cfg.counted(), scanWidth)
	}
	e := env
	e.counted = nil // called once, for the table's query
	for n := t.From; n <= t.To; n++ {
		r, err := cfg.tableBoard(n).boardSink(e, mem)
		if err != nil {
			return err
		}
		a, why, err := r.tours(ctx, 0)
		if err != nil && ctx.Err() != nil {
			return &interrupted{fmt.Sprintf("interrupted: %s stopped in its board %s, the lines before it printed", t.name(), t.board(n)), context.Cause(ctx)}
		}
		if err != nil {
			return fmt.Errorf("%s, a board at a time: %w", t.name(), err)
		}
		if err := cfg.line(env.Stdout, n, a); err != nil {
			return err
		}
		r.why(why)
	}
	return nil
}

// boardsFit says whether the table's costliest board, its longest with tours, is
// within what its tables may hold under mem: out of reach, as that board alone is.
func (cfg *Config) boardsFit(mem memoryCap) error {
	t := cfg.Table
	for n := t.To; n >= t.From; n-- {
		b := cfg.tableBoard(n)
		if b.noTour(0) != "" {
			continue
		}
		c, err := count.New(b.Rows, b.Cols, b.Closed, count.Every, count.Options{Method: b.Method})
		if err != nil {
			return err
		}
		need := c.Estimate(count.Every)
		if lim := mem.tables(); lim > 0 && need.Least > lim && c.Method(count.Every) != count.MethodDFS {
			return b.outOfReach(0, need, mem)
		}
		return nil
	}
	return nil
}
