package main

import (
	"errors"
	"flag"
	"fmt"
	"io"

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

// parseArgs is parseFlags with its errors as they come. It reads -rows and -cols
// first: a range of lengths is a table of counts.
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
	given := givenFlags{}
	fs.Visit(func(f *flag.Flag) { s := f.Value.String(); given[f.Name] = &s })
	rows, err := countprog.ParseLengths("-rows", v.rows)
	if err != nil {
		return nil, err
	}
	cols, err := countprog.ParseLengths("-cols", v.cols)
	if err != nil {
		return nil, err
	}
	if v.count {
		return countCommand(v.dir, given, countprog.Flags{Rows: rows, Cols: cols, RowsGiven: given["rows"] != nil, ColsGiven: given["cols"] != nil,
			Convention: countprog.Convention{Closed: v.closed, Open: v.open, Undirected: v.undirected}, Verbose: v.verbose,
			Method: given["method"], End: given["end"], Mem: given["mem"], Part: given["part"], Dir: given["dir"], Round: given["round"], Table: given["table"]})
	}
	switch name := given.first("end", "v", "mem", "part", "dir", "round", "open", "undirected"); {
	case rows.Range || cols.Range:
		return nil, errors.New("a range of lengths (A..B) goes with -count: a table of counts")
	case given["table"] != nil:
		return nil, errors.New("-table goes with a table: a range of lengths, as in -rows 5 -cols 1..30")
	case name != "":
		return nil, fmt.Errorf("-%s goes with -count", name)
	}
	v.tour.Rows, v.tour.Cols, v.tour.Closed = rows.From, cols.From, v.closed
	return tourCommand(&v, given["seed"])
}

// countCommand is the command line of the count program, f, which takes none of the
// tour program's flags.
func countCommand(dir string, given givenFlags, f countprog.Flags) (*command, error) {
	if name := given.first("budget", "format", "o", "notation", "seed"); name != "" {
		if f.Rows.Range || f.Cols.Range {
			return nil, fmt.Errorf("-%s does not go with a table (a range of lengths)", name)
		}
		return nil, fmt.Errorf("-%s goes with tours, not with -count", name)
	}
	cfg, err := f.Config()
	if err != nil {
		return nil, err
	}
	return &command{count: cfg, dir: dir}, nil
}

// givenFlags are the flags that the command line gives, by name, with their values.
type givenFlags map[string]*string

// first returns the first of names that the command line gives, or "".
func (g givenFlags) first(names ...string) string {
	for _, name := range names {
		if g[name] != nil {
			return name
		}
	}
	return ""
}

// tourCommand is the command line of the tour program: v's board and budget, its
// choices of method, format and notation, and -seed's value, seed, where given.
func tourCommand(v *flagValues, seed *string) (*command, error) {
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
	if seed != nil {
		if v.tour.Seed, err = tourprog.ParseSeed(*seed); err != nil {
			return nil, err
		}
	}
	if err := v.tour.Validate(v.outDir != ""); err != nil {
		return nil, err
	}
	return &command{tour: &v.tour, outDir: v.outDir}, nil
}

// flagValues are the values of the flags, as the command line gives them.
// The count program's own flags are read from the flags given (givenFlags).
type flagValues struct {
	rows, cols, dir  string
	method, format   string
	notation, outDir string
	tour             tourprog.Config // -budget's value
	closed, open     bool
	undirected       bool
	version, count   bool
	verbose          bool
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
	fs.String("table", countprog.BFile.String(), h["table"].short)
	fs.BoolVar(&v.closed, "closed", false, h["closed"].short)
	fs.BoolVar(&v.open, "open", false, h["open"].short)
	fs.BoolVar(&v.undirected, "undirected", false, h["undirected"].short)
	fs.StringVar(&v.method, "method", tourprog.Auto.String(), h["method"].short)
	fs.Func("budget", h["budget"].short, func(s string) (err error) {
		v.tour.Budget, err = tourprog.ParseBudget(s)
		return err
	})
	fs.String("seed", "", h["seed"].short)
	fs.StringVar(&v.format, "format", tourprog.Line.String(), h["format"].short)
	fs.StringVar(&v.outDir, "o", "", h["o"].short)
	fs.StringVar(&v.notation, "notation", tourprog.Number.String(), h["notation"].short)
	fs.BoolVar(&v.version, "version", false, h["version"].short)
	fs.BoolVar(&v.count, "count", false, h["count"].short)
	fs.String("end", "", h["end"].short)
	fs.BoolVar(&v.verbose, "v", false, h["v"].short)
	fs.String("mem", "", h["mem"].short)
	fs.String("part", "", h["part"].short)
	fs.StringVar(&v.dir, "dir", "", h["dir"].short)
	fs.String("round", "", h["round"].short)
	return fs
}
