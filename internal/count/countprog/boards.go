package countprog

import (
	"context"
	"fmt"
	"io"

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
// wider than scanWidth.
func (t *Table) byBoards() bool { return t.Width > scanWidth && !t.Cells }

// checkBoards says whether cfg's table, counted a board at a time, can be: whole, its
// largest board one that package count counts. (-table genfunc and -mod refuse it
// themselves: they need the scan.)
func (cfg Config) checkBoards() error {
	t := cfg.Table
	switch {
	case !t.byBoards():
		return nil
	case cfg.Rounds != nil:
		return fmt.Errorf("a table of %d-wide boards is counted a board at a time, whole: count one board in parts (-rows R -cols C with -part and -dir)", t.Width)
	}
	return count.Check(t.Width, t.To)
}

// tableByBoards prints cfg's table a board at a time: each line is the count of its
// board from every start, as -rows R -cols C answers query 0 (package count scans the
// board on its narrower side, or meets in the middle), under the cap mem, with its own
// progress (-v). A board out of reach stops the table with its error,
// after the lines before it.
func (cfg *Config) tableByBoards(ctx context.Context, env Env, mem memoryCap) error {
	t := cfg.Table
	if cfg.Verbose || env.Terminal {
		fmt.Fprintf(env.Stderr, "knightstour: %s (%s): a board at a time, each counted as -rows R -cols C counts it (a table scans boards at most %d wide)\n", t.name(), cfg.counted(), scanWidth)
	}
	for n := t.From; n <= t.To; n++ {
		b := *cfg
		b.Table = nil
		b.Rows, b.Cols = t.Width, n
		if t.ByRows {
			b.Rows, b.Cols = n, t.Width
		}
		if err := b.Check(); err != nil {
			return fmt.Errorf("%s: %w", t.name(), err)
		}
		e := env
		e.counted = nil // called once, for the table's query
		if t.Form == BFile {
			e.Stdout = &numbered{w: env.Stdout, prefix: fmt.Sprint(n, " ")}
		}
		r, err := b.boardSink(e, mem)
		if err != nil {
			return err
		}
		if err := r.answer(ctx, 0); err != nil {
			return err
		}
	}
	return nil
}

// numbered writes to w with prefix before each line: a board's answer as a table's
// b-file line.
type numbered struct {
	w      io.Writer
	prefix string
	inLine bool // a line begun and not ended
}

func (p *numbered) Write(b []byte) (int, error) {
	var out []byte
	for _, c := range b {
		if !p.inLine {
			out = append(out, p.prefix...)
			p.inLine = true
		}
		out = append(out, c)
		p.inLine = c != '\n'
	}
	if _, err := p.w.Write(out); err != nil {
		return 0, err
	}
	return len(b), nil
}
