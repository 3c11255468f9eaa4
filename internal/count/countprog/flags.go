package countprog

import (
	"errors"
	"flag"
	"fmt"
	"strconv"

	"github.com/knightstour/knightstour/internal/cmdflag"
	"github.com/knightstour/knightstour/internal/count"
)

// Flags is the count program's command line (knightstour -count): its own flags, which
// Define defines on the entry's flag set, and the ones it shares with the tour program,
// which the entry defines, reads and sets: -rows and -cols read once as Lengths, and
// -closed (-method it reads as given, and whether -rows and -cols were). Config knows
// which flags go together, and turns them into a Config, once.
type Flags struct {
	Rows, Cols Lengths
	Closed     bool

	open, undirected, verbose, each  bool
	end, mem, part, dir, round, form string
	cells, from, mod                 string
	fs                               *flag.FlagSet // where they are defined: which were given
}

// ownFlags are the count program's own flags, which Given looks for.
var ownFlags = []string{"end", "v", "mem", "part", "dir", "round", "open", "undirected", "each", "cells", "from", "mod"}

// Define defines the count program's own flags on fs, in short (-h); Config reads them
// once fs has parsed the command line.
func (f *Flags) Define(fs *flag.FlagSet) {
	f.fs = fs
	fs.StringVar(&f.form, "table", BFile.String(), "a table's form (`T`): bfile (lines \"n a(n)\"), column, or genfunc\n(the table's generating function; at most 7 wide)")
	fs.BoolVar(&f.open, "open", false, "with -count: strictly open tours only (ends not a knight's move apart)")
	fs.BoolVar(&f.undirected, "undirected", false, "with -count: a tour and its reverse count once (as OEIS and TAOCP count)")
	fs.StringVar(&f.end, "end", "", "with -count: count only the tours that end on square `S`")
	fs.BoolVar(&f.each, "each", false, "with -count: answer query 0 with the tours from each square, a row of\nthe board a line")
	fs.BoolVar(&f.verbose, "v", false, "with -count: report progress on stderr once a second")
	fs.StringVar(&f.mem, "mem", "", "with -count: the memory a count may use (`SIZE`: 4GiB, 1.5G, 800MB)")
	fs.StringVar(&f.part, "part", "", "with -count -dir: part `K/N` of a count in N parts, in rounds")
	fs.StringVar(&f.dir, "dir", "", "with -count -part: the folder `DIR` that the parts share")
	fs.StringVar(&f.round, "round", "", "with -dir: run round `R` of the part; 0: print the number of rounds")
	fs.StringVar(&f.from, "from", "", "with -count -rows N -cols A..B: the table's lines from the generating\nfunction in `FILE` (written by -table genfunc), not from a scan")
	fs.StringVar(&f.mod, "mod", "", "with a table: its terms modulo `P` (with -from 2..2^63-1, else below 2^60)")
	fs.StringVar(&f.cells, "cells", "", "with -count -rows N: a table of the boards of the first `A..B` cells\nof N-row boards, column by column (Knuth's A383661.., A389755..)")
}

// Given returns the first of the count program's own flags that the command line gives
// (-table aside, which goes with a table), or "": a command line without -count takes
// none of them.
func (f *Flags) Given() string { return cmdflag.First(f.fs, ownFlags) }

// TableGiven says whether the command line gives -table.
func (f *Flags) TableGiven() bool { return f.given("table") != nil }

// Dir is the value of -dir: the folder of a count in rounds, or "".
func (f *Flags) Dir() string { return f.dir }

// given returns the value of the flag name where the command line gives it, else nil
// (none where Define never ran).
func (f *Flags) given(name string) *string { return cmdflag.Given(f.fs, name) }

// convention is the convention of -closed, -open and -undirected.
func (f *Flags) convention() Convention {
	return Convention{Closed: f.Closed, Open: f.open, Undirected: f.undirected}
}

// Config is the count that f asks for, checked (Config.Check): a count of a board, or
// with a range of lengths a table. Its errors name the flag and the value.
func (f *Flags) Config() (*Config, error) {
	if f.given("cells") != nil {
		return f.cellsConfig()
	}
	if f.Rows.Range || f.Cols.Range || f.given("from") != nil {
		return f.tableConfig()
	}
	if f.given("mod") != nil {
		return nil, errors.New("-mod goes with a table: its lines modulo P, as -rows 5 -cols 1..30 -mod P scans them or -from reads them")
	}
	if f.TableGiven() {
		return nil, errors.New("-table goes with a table: a range of lengths, as in -rows 5 -cols 1..30")
	}
	rows, cols := f.Rows.From, f.Cols.From
	cfg := &Config{Rows: rows, Cols: cols, Convention: f.convention(), Verbose: f.verbose, Each: f.each}
	var err error
	if method := f.given("method"); method != nil {
		if cfg.Method, err = count.ParseMethod(*method); err != nil {
			return nil, fmt.Errorf("-method %w (with -count)", err)
		}
	}
	if end := f.given("end"); end != nil {
		e, derr := decimal(*end)
		if cfg.End = int(e); derr != nil || e < 1 || e > int64(rows*cols) {
			return nil, fmt.Errorf("-end %q: want a square of the %dx%d board, 1..%d", *end, rows, cols, rows*cols)
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
func (f *Flags) tableConfig() (*Config, error) {
	switch {
	case f.given("end") != nil:
		return nil, errors.New("-end does not go with a table (a range of lengths)")
	case f.given("each") != nil:
		return nil, errors.New("-each does not go with a table (a range of lengths): it answers a board's query 0 with the tours from each square")
	case f.given("method") != nil:
		return nil, errors.New("-method does not go with a table (a range of lengths)")
	case f.Rows.Range && f.Cols.Range:
		return nil, fmt.Errorf("-rows %s -cols %s: a table has one side fixed, the other a range", f.Rows, f.Cols)
	}
	t := &Table{Width: f.Rows.From, From: f.Cols.From, To: f.Cols.To}
	cfg := &Config{Rows: t.Width, Cols: t.To, Convention: f.convention(), Verbose: f.verbose, Table: t}
	if f.Rows.Range {
		t.Width, t.From, t.To, t.ByRows = f.Cols.From, f.Rows.From, f.Rows.To, true
		cfg.Rows, cfg.Cols = t.To, t.Width
	}
	var err error
	if t.Form, err = ParseTableForm(f.form); err != nil {
		return nil, fmt.Errorf("-table %w", err)
	}
	if err := f.genFunc(t); err != nil {
		return nil, err
	}
	if err := f.memAndParts(cfg); err != nil {
		return nil, err
	}
	if err := cfg.Check(); err != nil {
		return nil, fmt.Errorf("-count: %w%s", err, f.defaultWidth(t.ByRows))
	}
	return cfg, nil
}

// genFunc sets t's generating function's file and modulus from -from and -mod.
func (f *Flags) genFunc(t *Table) error {
	t.GenFunc = f.from
	if f.given("from") != nil && f.from == "" {
		return errors.New("-from \"\": want the file of a generating function")
	}
	if f.given("mod") == nil {
		return nil
	}
	m, err := decimal(f.mod)
	if t.Mod = uint64(m); err == nil && m < 2 {
		err = strconv.ErrRange
	}
	if err != nil {
		within := fmt.Sprintf("2..%d", int64(^uint64(0)>>1))
		if t.GenFunc == "" {
			within = "2..2^60-1 (with -from, " + within + ")"
		}
		return fmt.Errorf("-mod %q: want a modulus %s: %w", f.mod, within, err)
	}
	return nil
}

// memAndParts sets cfg's memory cap, part and rounds from -mem, -part, -dir and -round.
func (f *Flags) memAndParts(cfg *Config) error {
	var err error
	if f.given("mem") != nil {
		if cfg.Mem, err = ParseMem(f.mem); err != nil {
			return fmt.Errorf("-mem: %w", err)
		}
	}
	part, dir, round := f.given("part") != nil, f.given("dir") != nil, f.given("round") != nil
	if part {
		if cfg.Part, cfg.Parts, err = ParsePart(f.part); err != nil {
			return fmt.Errorf("-part: %w", err)
		}
	}
	switch {
	case round && !dir:
		return errors.New("-round goes with -dir")
	case dir != part:
		return errors.New("-part and -dir go together: part K/N of a count in rounds, through the folder DIR")
	case dir:
		cfg.Rounds = &Rounds{}
		if round {
			if cfg.Rounds, err = ParseRound(f.round); err != nil {
				return fmt.Errorf("-round: %w", err)
			}
		}
	}
	return nil
}

// defaultWidth says, for a table that a check refused, that its width is the default
// of -rows (or of -cols, for a table by rows, byRows) where it was not given, or "".
func (f *Flags) defaultWidth(byRows bool) string {
	name, example := "-rows", "-rows 5 -cols 1..30"
	if byRows {
		name, example = "-cols", "-rows 1..30 -cols 5"
	}
	if f.given(name[1:]) != nil {
		return ""
	}
	return fmt.Sprintf("; the width is %s' default, 8: give it, as in %s", name, example)
}
