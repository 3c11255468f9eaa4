package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/knightstour/knightstour/internal/count"
	"github.com/knightstour/knightstour/internal/countprog"
	"github.com/knightstour/knightstour/internal/tourprog"
)

// This file reads the command line, which chooses one of the two programs: the tour
// program (internal/tourprog) or, with -count, the count program (internal/countprog).
// Every flag's string becomes a typed value here, once.

// command is what the command line asks for: the version, or one of the two programs
// (exactly one of count and tour is set).
type command struct {
	version bool
	count   *countprog.Config
	tour    *tourprog.Config
	outDir  string // with tour: the folder of -o, where the answers go one a file; "": stdout
	dir     string // with count: the folder of a count in rounds (-dir)
}

// commandLineError is a bad command line. The flag package's own errors (an unknown
// flag, a flag without its value, a bad boolean) are refused, and main points at -h;
// the other errors are bad values of flags.
type commandLineError struct {
	err     error
	refused bool // by the flag package
}

func (e *commandLineError) Error() string { return e.err.Error() }
func (e *commandLineError) Unwrap() error { return e.err }

// parseFlags reads the command line. For -h (-help, --help) it prints the usage to
// stdout and returns flag.ErrHelp; its errors are *commandLineError, which it does not
// print: the caller does.
func parseFlags(args []string, stdout io.Writer) (*command, error) {
	cmd, err := parseArgs(args, stdout)
	var bad *commandLineError
	if err != nil && !errors.As(err, &bad) && !errors.Is(err, flag.ErrHelp) {
		err = &commandLineError{err: err}
	}
	return cmd, err
}

// parseArgs is parseFlags with its errors as they come.
func parseArgs(args []string, stdout io.Writer) (*command, error) {
	var v flagValues
	fs := newFlagSet(&v)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(stdout)
			usage(fs)
			return nil, err
		}
		return nil, &commandLineError{err: err, refused: true}
	}
	if v.version {
		return &command{version: true}, nil
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q (queries are read from stdin)", fs.Arg(0))
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if strings.Contains(v.rows, "..") || strings.Contains(v.cols, "..") {
		return tableCommand(v.rows, v.cols, v.count, countKind{v.closed, v.open, v.undirected}, v.verbose, set, v.table, v.mem, tableParts{v.part, v.dir, v.round})
	}
	if set["table"] {
		return nil, errors.New("-table goes with a table: a range of lengths, as in -rows 5 -cols 1..30")
	}
	r, err := side("-rows", v.rows)
	if err != nil {
		return nil, err
	}
	c, err := side("-cols", v.cols)
	if err != nil {
		return nil, err
	}
	if v.count {
		for _, name := range []string{"budget", "format", "o", "notation", "seed"} {
			if set[name] {
				return nil, fmt.Errorf("-%s goes with tours, not with -count", name)
			}
		}
		cfg, err := countConfig(r, c, countKind{v.closed, v.open, v.undirected}, v.verbose, set, v.method, v.end, v.mem, v.part, v.round)
		if err != nil {
			return nil, err
		}
		return &command{count: cfg, dir: v.dir}, nil
	}
	for _, name := range []string{"end", "v", "mem", "part", "dir", "round", "open", "undirected"} {
		if set[name] {
			return nil, fmt.Errorf("-%s goes with -count", name)
		}
	}
	v.tour.Rows, v.tour.Cols, v.tour.Closed = r, c, v.closed
	return tourCommand(&v, set)
}

// tourCommand is the command line of the tour program: v's board and budget, its
// choices of method, format and notation, and -seed where set says it was given.
func tourCommand(v *flagValues, set map[string]bool) (*command, error) {
	var err error
	if v.tour.Method, err = tourprog.ParseMethod(v.method); err != nil {
		return nil, err
	}
	if v.tour.Format, err = tourprog.ParseFormat(v.format); err != nil {
		return nil, err
	}
	if v.tour.Notation, err = tourprog.ParseNotation(v.notation); err != nil {
		return nil, err
	}
	if set["seed"] {
		if v.tour.Seed, err = tourprog.ParseSeed(v.seed); err != nil {
			return nil, err
		}
	}
	if err := v.tour.Validate(v.outDir != ""); err != nil {
		return nil, err
	}
	return &command{tour: &v.tour, outDir: v.outDir}, nil
}

// flagValues are the values of the flags, as the command line gives them.
type flagValues struct {
	rows, cols, end string
	mem, part       string
	dir, round      string
	closed, open    bool
	undirected      bool
	tour            tourprog.Config // -budget's value
	method, format  string
	notation, seed  string
	outDir          string
	version, count  bool
	verbose         bool
	table           string
}

// newFlagSet returns the flags of the command line, each setting its value in v,
// described in short (flagHelp).
func newFlagSet(v *flagValues) *flag.FlagSet {
	fs := flag.NewFlagSet("knightstour", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // the errors go back to main, and -h's usage to stdout
	fs.Usage = func() {}
	h := flagHelp()
	fs.StringVar(&v.rows, "rows", "8", h["rows"].short)
	fs.StringVar(&v.cols, "cols", "8", h["cols"].short)
	fs.StringVar(&v.table, "table", countprog.BFile.String(), h["table"].short)
	fs.BoolVar(&v.closed, "closed", false, h["closed"].short)
	fs.BoolVar(&v.open, "open", false, h["open"].short)
	fs.BoolVar(&v.undirected, "undirected", false, h["undirected"].short)
	fs.StringVar(&v.method, "method", tourprog.Auto.String(), h["method"].short)
	fs.Func("budget", h["budget"].short, func(s string) (err error) {
		if v.tour.Budget, err = decimal(s); errors.Is(err, strconv.ErrSyntax) {
			return errors.New("want decimal digits only")
		}
		return err
	})
	fs.StringVar(&v.seed, "seed", "", h["seed"].short)
	fs.StringVar(&v.format, "format", tourprog.Line.String(), h["format"].short)
	fs.StringVar(&v.outDir, "o", "", h["o"].short)
	fs.StringVar(&v.notation, "notation", tourprog.Number.String(), h["notation"].short)
	fs.BoolVar(&v.version, "version", false, h["version"].short)
	fs.BoolVar(&v.count, "count", false, h["count"].short)
	fs.StringVar(&v.end, "end", "", h["end"].short)
	fs.BoolVar(&v.verbose, "v", false, h["v"].short)
	fs.StringVar(&v.mem, "mem", "", h["mem"].short)
	fs.StringVar(&v.part, "part", "", h["part"].short)
	fs.StringVar(&v.dir, "dir", "", h["dir"].short)
	fs.StringVar(&v.round, "round", "", h["round"].short)
	return fs
}

// countKind is what -count counts: -closed, -open and -undirected.
type countKind struct{ closed, open, undirected bool }

// countConfig is the count program's configuration from the flags: a rows×cols board,
// the tours of kind, progress with verbose, -method's value, and -end, -mem,
// -part and -round's values where set says they were given (and -dir).
func countConfig(rows, cols int, kind countKind, verbose bool, set map[string]bool, method, end, mem, part, round string) (*countprog.Config, error) {
	cfg := &countprog.Config{Rows: rows, Cols: cols, Closed: kind.closed, Open: kind.open, Undirected: kind.undirected, Verbose: verbose}
	var err error
	if cfg.Method, err = count.ParseMethod(method); err != nil {
		return nil, fmt.Errorf("-method %w (with -count)", err)
	}
	if set["end"] {
		e, derr := decimal(end)
		if cfg.End = int(e); derr != nil || e < 1 || e > int64(rows*cols) {
			return nil, fmt.Errorf("-end %q: want a square of the %dx%d board, 1..%d", end, rows, cols, rows*cols)
		}
	}
	if set["mem"] {
		if cfg.Mem, err = countprog.ParseMem(mem); err != nil {
			return nil, fmt.Errorf("-mem: %w", err)
		}
	}
	if err := partsConfig(cfg, set, part, round); err != nil {
		return nil, err
	}
	if err := cfg.Check(); err != nil {
		return nil, fmt.Errorf("-count: %w", err)
	}
	return cfg, nil
}

// partsConfig sets cfg's part and rounds from -part and -round's values where set says
// they were given (and -dir).
func partsConfig(cfg *countprog.Config, set map[string]bool, part, round string) error {
	var err error
	if set["part"] {
		if cfg.Part, cfg.Parts, err = countprog.ParsePart(part); err != nil {
			return fmt.Errorf("-part: %w", err)
		}
	}
	switch {
	case set["round"] && !set["dir"]:
		return errors.New("-round goes with -dir")
	case set["dir"] != set["part"]:
		return errors.New("-part and -dir go together: part K/N of a count in rounds, through the folder DIR")
	case set["dir"]:
		cfg.Rounds = &countprog.Rounds{}
		if set["round"] {
			if cfg.Rounds, err = countprog.ParseRound(round); err != nil {
				return fmt.Errorf("-round: %w", err)
			}
		}
	}
	return nil
}

// side parses the value of -rows or -cols.
func side(name, s string) (int, error) {
	n, err := decimal(s)
	switch {
	case errors.Is(err, strconv.ErrRange) || err == nil && n > math.MaxInt32:
		return 0, fmt.Errorf("%s %s: too large: a board has at most %d squares", name, s, tourprog.MaxSquares)
	case err != nil || n < 1:
		return 0, fmt.Errorf("%s %q: want a whole number of at least 1, in decimal digits", name, s)
	}
	return int(n), nil
}

// decimal reads a number of the command line by the judge's and the packager's rule:
// decimal digits only, leading zeros read as decimal (08 is eight), no sign, no 0x;
// values beyond 2⁶³-1 are strconv.ErrRange, anything else strconv.ErrSyntax.
func decimal(s string) (int64, error) {
	if s == "" || strings.Trim(s, "0123456789") != "" {
		return 0, strconv.ErrSyntax
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, strconv.ErrRange // only digits: too many of them
	}
	return n, nil
}

// tableParts is -part, -dir and -round's values.
type tableParts struct{ part, dir, round string }

// tableCommand is the command line of a table (-rows or -cols a range A..B): with
// -count, -closed, -open, -undirected, -v, -mem, and -part, -dir and -round (set says
// which flags were given), printed as -table says.
func tableCommand(rows, cols string, count bool, kind countKind, verbose bool, set map[string]bool, table, mem string, parts tableParts) (*command, error) {
	if !count {
		return nil, errors.New("a range of lengths (A..B) goes with -count: a table of counts")
	}
	for _, name := range []string{"end", "method", "budget", "format", "o", "notation", "seed"} {
		if set[name] {
			return nil, fmt.Errorf("-%s does not go with a table (a range of lengths)", name)
		}
	}
	width, err := lengthsOf("-rows", rows)
	if err != nil {
		return nil, err
	}
	lengths, err := lengthsOf("-cols", cols)
	if err != nil {
		return nil, err
	}
	t := &countprog.Table{}
	switch {
	case width.isRange() && lengths.isRange():
		return nil, fmt.Errorf("-rows %s -cols %s: a table has one side fixed, the other a range", rows, cols)
	case width.isRange():
		width, lengths, t.ByRows = lengths, width, true
	}
	t.Width, t.From, t.To = width.from, lengths.from, lengths.to
	if t.Form, err = countprog.ParseTableForm(table); err != nil {
		return nil, fmt.Errorf("-table %w", err)
	}
	cfg := &countprog.Config{Rows: t.Width, Cols: t.To, Closed: kind.closed, Open: kind.open, Undirected: kind.undirected, Verbose: verbose, Table: t}
	if t.ByRows {
		cfg.Rows, cfg.Cols = t.To, t.Width
	}
	if set["mem"] {
		if cfg.Mem, err = countprog.ParseMem(mem); err != nil {
			return nil, fmt.Errorf("-mem: %w", err)
		}
	}
	if err := partsConfig(cfg, set, parts.part, parts.round); err != nil {
		return nil, err
	}
	if err := cfg.Check(); err != nil {
		return nil, fmt.Errorf("-count: %w%s", err, defaultWidth(t.ByRows, set))
	}
	return &command{count: cfg, dir: parts.dir}, nil
}

// defaultWidth says, for a table that a check refused, that its width is the default
// of -rows (or of -cols, for a table by rows, byRows) when set says it was not given,
// or "".
func defaultWidth(byRows bool, set map[string]bool) string {
	name, example := "-rows", "-rows 5 -cols 1..30"
	if byRows {
		name, example = "-cols", "-rows 1..30 -cols 5"
	}
	if set[name[1:]] {
		return ""
	}
	return fmt.Sprintf("; the width is %s' default, 8: give it, as in %s", name, example)
}

// lengths is the value of -rows or -cols: a side, or a range of them A..B.
type lengths struct {
	from, to int
	ranged   bool
}

func (l lengths) isRange() bool { return l.ranged }

// lengthsOf parses the value s of -rows or -cols (name): N, or A..B with A <= B.
func lengthsOf(name, s string) (lengths, error) {
	a, b, ranged := strings.Cut(s, "..")
	if !ranged {
		n, err := side(name, s)
		return lengths{from: n, to: n}, err
	}
	from, aerr := side(name, a)
	to, berr := side(name, b)
	if aerr != nil || berr != nil || from > to {
		return lengths{}, fmt.Errorf("%s %q: want N, or a range A..B of whole numbers with 1 <= A <= B, as in 1..30", name, s)
	}
	return lengths{from: from, to: to, ranged: true}, nil
}
