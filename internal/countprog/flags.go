package countprog

import (
	"errors"
	"fmt"

	"github.com/knightstour/knightstour/internal/count"
)

// Flags is the count program's command line (knightstour -count) as the entry reads
// it: -rows and -cols read once as Lengths, -closed, -open and -undirected as a
// Convention, and the other flags' values as given, nil where a flag was not. Config
// knows which of them go together, and turns them into a Config, once.
type Flags struct {
	Rows, Cols           Lengths
	RowsGiven, ColsGiven bool // -rows, -cols given (not their default, 8)
	Convention           Convention
	Verbose              bool // -v
	// -method, -end, -mem, -part, -dir, -round and -table as given; nil: not given.
	Method, End, Mem, Part, Dir, Round, Table *string
}

// Config is the count that f asks for, checked (Config.Check): a count of a board, or
// with a range of lengths a table. Its errors name the flag and the value.
func (f Flags) Config() (*Config, error) {
	if f.Rows.Range || f.Cols.Range {
		return f.tableConfig()
	}
	if f.Table != nil {
		return nil, errors.New("-table goes with a table: a range of lengths, as in -rows 5 -cols 1..30")
	}
	rows, cols := f.Rows.From, f.Cols.From
	cfg := &Config{Rows: rows, Cols: cols, Convention: f.Convention, Verbose: f.Verbose}
	var err error
	if f.Method != nil {
		if cfg.Method, err = count.ParseMethod(*f.Method); err != nil {
			return nil, fmt.Errorf("-method %w (with -count)", err)
		}
	}
	if f.End != nil {
		e, derr := decimal(*f.End)
		if cfg.End = int(e); derr != nil || e < 1 || e > int64(rows*cols) {
			return nil, fmt.Errorf("-end %q: want a square of the %dx%d board, 1..%d", *f.End, rows, cols, rows*cols)
		}
	}
	if err := f.memAndParts(cfg); err != nil {
		return nil, err
	}
	if err := cfg.Check(); err != nil {
		return nil, fmt.Errorf("-count: %w", err)
	}
	return cfg, nil
}

// tableConfig is the table that f asks for (-rows or -cols a range A..B).
func (f Flags) tableConfig() (*Config, error) {
	switch {
	case f.End != nil:
		return nil, errors.New("-end does not go with a table (a range of lengths)")
	case f.Method != nil:
		return nil, errors.New("-method does not go with a table (a range of lengths)")
	case f.Rows.Range && f.Cols.Range:
		return nil, fmt.Errorf("-rows %s -cols %s: a table has one side fixed, the other a range", f.Rows, f.Cols)
	}
	t := &Table{Width: f.Rows.From, From: f.Cols.From, To: f.Cols.To}
	cfg := &Config{Rows: t.Width, Cols: t.To, Convention: f.Convention, Verbose: f.Verbose, Table: t}
	if f.Rows.Range {
		t.Width, t.From, t.To, t.ByRows = f.Cols.From, f.Rows.From, f.Rows.To, true
		cfg.Rows, cfg.Cols = t.To, t.Width
	}
	var err error
	if f.Table != nil {
		if t.Form, err = ParseTableForm(*f.Table); err != nil {
			return nil, fmt.Errorf("-table %w", err)
		}
	}
	if err := f.memAndParts(cfg); err != nil {
		return nil, err
	}
	if err := cfg.Check(); err != nil {
		return nil, fmt.Errorf("-count: %w%s", err, f.defaultWidth(t.ByRows))
	}
	return cfg, nil
}

// memAndParts sets cfg's memory cap, part and rounds from -mem, -part, -dir and -round.
func (f Flags) memAndParts(cfg *Config) error {
	var err error
	if f.Mem != nil {
		if cfg.Mem, err = ParseMem(*f.Mem); err != nil {
			return fmt.Errorf("-mem: %w", err)
		}
	}
	if f.Part != nil {
		if cfg.Part, cfg.Parts, err = ParsePart(*f.Part); err != nil {
			return fmt.Errorf("-part: %w", err)
		}
	}
	switch {
	case f.Round != nil && f.Dir == nil:
		return errors.New("-round goes with -dir")
	case (f.Dir != nil) != (f.Part != nil):
		return errors.New("-part and -dir go together: part K/N of a count in rounds, through the folder DIR")
	case f.Dir != nil:
		cfg.Rounds = &Rounds{}
		if f.Round != nil {
			if cfg.Rounds, err = ParseRound(*f.Round); err != nil {
				return fmt.Errorf("-round: %w", err)
			}
		}
	}
	return nil
}

// defaultWidth says, for a table that a check refused, that its width is the default
// of -rows (or of -cols, for a table by rows, byRows) where it was not given, or "".
func (f Flags) defaultWidth(byRows bool) string {
	name, example, given := "-rows", "-rows 5 -cols 1..30", f.RowsGiven
	if byRows {
		name, example, given = "-cols", "-rows 1..30 -cols 5", f.ColsGiven
	}
	if given {
		return ""
	}
	return fmt.Sprintf("; the width is %s' default, 8: give it, as in %s", name, example)
}
