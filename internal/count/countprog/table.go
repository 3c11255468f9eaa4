package countprog

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"runtime/debug"
	"time"

	"github.com/knightstour/knightstour/internal/count"
	"github.com/knightstour/knightstour/internal/count/frontier"
	"github.com/knightstour/knightstour/internal/machine"
)

// Table is a table of counts: the boards Width wide and From..To long, each from every
// start, counted in one scan of the longest (package frontier), or past scanWidth a
// board at a time (boards.go).
type Table struct {
	Width, From, To int
	ByRows          bool      // the lengths are the rows (-rows A..B): the boards n×Width
	Form            TableForm // how the lines are printed
	// Cells: From..To are squares, the boards of the first n squares of Width-wide boards
	// scanned column by column (-cells A..B; cells.go).
	Cells bool
	// GenFunc, when set, is the file of the table's generating function (-from FILE;
	// genfunc.go), read through Env.Open: the lines come from it, not from a scan,
	// modulo Mod where it is not 0 (-mod P).
	GenFunc string
	Mod     uint64
}

// TableForm is how a table is printed.
type TableForm int

const (
	BFile   TableForm = iota // OEIS b-file lines: "n a(n)", every n, zeros included
	Column                   // a(n) alone, a line each
	GenFunc                  // the table's generating function, found from its terms (genfunc.go)
)

func (f TableForm) String() string {
	switch f {
	case Column:
		return "column"
	case GenFunc:
		return "genfunc"
	}
	return "bfile"
}

// ParseTableForm reads -table: bfile, column or genfunc.
func ParseTableForm(s string) (TableForm, error) {
	for _, f := range []TableForm{BFile, Column, GenFunc} {
		if s == f.String() {
			return f, nil
		}
	}
	return 0, fmt.Errorf("%q: want bfile, column or genfunc", s)
}

// checkTable says whether cfg's table can be counted.
func (cfg Config) checkTable() error {
	t := cfg.Table
	switch {
	case t.Width < 1 || t.From < 1 || t.From > t.To:
		return fmt.Errorf("a table of %d-wide boards of lengths %d..%d: want a width of at least 1 and 1 <= A <= B", t.Width, t.From, t.To)
	case t.Cells && t.Width > frontier.MaxWidth:
		return fmt.Errorf("a table of the first cells of %d-row boards: it scans boards at most %d wide", t.Width, frontier.MaxWidth)
	case cfg.End != 0:
		return fmt.Errorf("a table counts from every start: no end")
	case t.Cells && cfg.Rounds != nil:
		return errCellsInParts
	case cfg.Mem.Bytes != 0 && cfg.Mem.Bytes < minMem:
		return fmt.Errorf("memory cap of %d bytes: want at least 1MB", cfg.Mem.Bytes)
	}
	if err := cfg.checkConvention(); err != nil {
		return err
	}
	if err := cfg.checkBoards(); err != nil {
		return err
	}
	if err := cfg.checkGenFunc(); err != nil {
		return err
	}
	if err := cfg.checkMod(); err != nil {
		return err
	}
	return cfg.checkParts()
}

// board names the table's board of n: "5x7" (and "7x5" by rows), or "the first 12
// cells".
func (t *Table) board(n int) string {
	if t.Cells {
		return fmt.Sprintf("the first %d cells", n)
	}
	if t.ByRows {
		return fmt.Sprintf("%dx%d", n, t.Width)
	}
	return fmt.Sprintf("%dx%d", t.Width, n)
}

// name is the table in words: "the 5xn table, n = 1..16", "the first 1..160 cells of
// 5-row boards".
func (t *Table) name() string {
	if t.Cells {
		return fmt.Sprintf("the first %d..%d cells of %d-row boards", t.From, t.To, t.Width)
	}
	if t.ByRows {
		return fmt.Sprintf("the nx%d table, n = %d..%d", t.Width, t.From, t.To)
	}
	return fmt.Sprintf("the %dxn table, n = %d..%d", t.Width, t.From, t.To)
}

// release returns an array the scan let go of to the system, when it is large (1 MB or
// more), so that it is not resident with the larger one the scan makes next: a smaller
// one costs more to return than it saves.
func release(bytes int64) {
	if bytes >= 1<<20 {
		debug.FreeOSMemory()
	}
}

// watchTable says, on a terminal or with -v, what a table is estimated to need (says),
// and starts its reports (watch) of a tableMeter of the table's model m, which the scan
// tells of each board it passes: named so (what), once a second as a count's, until
// stop.
func (cfg *Config) watchTable(env Env, mem memoryCap, m count.TableModel, says, what string) (meter *tableMeter, r *reporter, stop func()) {
	meter = newTableMeter(m, cfg.Table.To, time.Now)
	q := cfg.query(0)
	q.table = what
	r = &reporter{w: env.Stderr, what: q, mem: mem, terminal: env.Terminal, width: env.Width,
		resident: residentMemory, left: &leftTracker{cpu: machine.ProcessorTime}}
	if !cfg.Verbose && !env.Terminal {
		return meter, r, func() {}
	}
	fmt.Fprintln(env.Stderr, says)
	return meter, r, watch(meter, r, env.tick)
}

// table counts and prints the table once. It says its estimate first (on a terminal or
// with -v), and its progress once a second as a count's (watch): the length it is at,
// the states and the memory it holds, the time left.
func (cfg *Config) table(ctx context.Context, env Env, mem memoryCap) error {
	t := cfg.Table
	says, err := cfg.tableEstimate(mem)
	if err != nil {
		return err
	}
	meter, r, stop := cfg.watchTable(env, mem, cfg.tableModel(), says, t.name())
	defer stop()
	passed := 0                       // the last board passed
	held := func(bytes int64) error { // within the board after it
		if lim := mem.tables(); lim > 0 && bytes > lim {
			return fmt.Errorf("%s: %w: its tables would hold %s before %s is done, more than the %s they may use", t.name(), count.ErrTooBig, mem.say(bytes), t.board(passed+1), mem.say(lim))
		}
		return nil
	}
	err = cfg.tableScan(ctx, held, func(b frontier.Board) error {
		n := max(b.Len, b.Cells) // the table's n: a length, or the first cells' squares
		passed = n
		meter.passed(n, int64(b.States), b.Bytes)
		if lim := mem.tables(); lim > 0 && b.Bytes > lim {
			return fmt.Errorf("%s: %w: its tables hold %s after %s, more than the %s they may use", t.name(), count.ErrTooBig, mem.say(b.Bytes), t.board(n), mem.say(lim))
		}
		if n < t.From {
			return nil
		}
		r.erase() // the terminal's status line, if any: drawn again at the next tick
		return cfg.tableLine(b, env.Stdout)
	})
	if err != nil && ctx.Err() != nil { // a table done before the signal is not stopped
		return &interrupted{fmt.Sprintf("interrupted: %s stopped after %s", t.name(), roundDuration(meter.Progress().Elapsed)), context.Cause(ctx)}
	}
	return err
}

// tableScan scans cfg's table, calling each with each board: column by column, held
// with the bytes its tables would hold as they grow within a column (Columns.Held, whose
// error stops it), or for a table of the first cells square by square
// (frontier.ScanCells: each is called after each square).
func (cfg *Config) tableScan(ctx context.Context, held func(bytes int64) error, each func(frontier.Board) error) error {
	t := cfg.Table
	if t.Cells {
		return frontier.ScanCells(ctx, t.Width, t.To, !cfg.Closed, each)
	}
	scan, err := frontier.NewColumns(t.Width, !cfg.Closed)
	if err != nil {
		return err
	}
	scan.Release, scan.Held = release, held
	return scan.Scan(ctx, t.To, each)
}

// tableLine prints the table's line of the board b, in its form, on w.
func (cfg *Config) tableLine(b frontier.Board, w io.Writer) error {
	return cfg.line(w, max(b.Len, b.Cells), cfg.tableCount(b).String()) // a board of the first cells: its squares
}

// line prints the table's line of n, whose term is a (in decimal), in its form, on w.
func (cfg *Config) line(w io.Writer, n int, a string) error {
	line := a + "\n"
	if cfg.Table.Form == BFile {
		line = fmt.Sprint(n) + " " + line
	}
	_, err := io.WriteString(w, line)
	return err
}

// tableCount is what cfg counts on the board b of the scan, from every start, from its
// undirected paths and cycles, as tableTerm says.
func (cfg *Config) tableCount(b frontier.Board) *big.Int {
	squares := cfg.Table.Width * b.Len
	if b.Cells > 0 {
		squares = b.Cells
	}
	paths, cycles, factor := cfg.tableTerm(squares)
	n := new(big.Int).Mul(big.NewInt(cycles), b.Cycles)
	if paths != 0 {
		n.Add(n, new(big.Int).Mul(big.NewInt(paths), b.Paths))
	}
	return n.Mul(n, big.NewInt(factor))
}

// tableTerm says what cfg counts on a board of squares squares, from every start, from
// its undirected paths P (those that close included) and cycles C: factor·(paths·P +
// cycles·C). That is P, or the strictly open P - squares·C (each cycle less one of its
// edges is a path whose ends are a knight's move apart), or C; directed, count.Ways
// times that.
func (cfg *Config) tableTerm(squares int) (paths, cycles, factor int64) {
	switch {
	case cfg.Closed:
		paths, cycles = 0, 1
	case cfg.Open:
		paths, cycles = 1, -int64(squares)
	default:
		paths, cycles = 1, 0
	}
	factor = 1
	if !cfg.Undirected {
		factor = count.Ways(cfg.Closed, false, squares)
	}
	return paths, cycles, factor
}
