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
	rows, err := countprog.ParseLengths("-rows", v.rows)
	if err != nil {
		return nil, err
	}
	cols, err := countprog.ParseLengths("-cols", v.cols)
	if err != nil {
		return nil, err
	}
	if v.count {
		return countCommand(&v, rows, cols)
	}
	switch name := v.counts.Given(); {
	case rows.Range || cols.Range:
		return nil, errors.New("a range of lengths (A..B) goes with -count: a table of counts")
	case v.counts.TableGiven():
		return nil, errors.New("-table goes with a table: a range of lengths, as in -rows 5 -cols 1..30")
	case name != "":
		return nil, fmt.Errorf("-%s goes with -count", name)
	}
	f := &v.tours
	f.Rows, f.Cols, f.Closed, f.Method = rows.From, cols.From, v.closed, v.method
	cfg, err := f.Config()
	if err != nil {
		return nil, err
	}
	return &command{tour: cfg, outDir: f.OutDir()}, nil
}

// countCommand is the command line of the count program, a board or a table of rows
// by cols, which takes none of the tour program's own flags.
func countCommand(v *flagValues, rows, cols countprog.Lengths) (*command, error) {
	if name := v.tours.Given(); name != "" {
		if rows.Range || cols.Range {
			return nil, fmt.Errorf("-%s does not go with a table (a range of lengths)", name)
		}
		return nil, fmt.Errorf("-%s goes with tours, not with -count", name)
	}
	f := &v.counts
	f.Rows, f.Cols, f.Closed = rows, cols, v.closed
	cfg, err := f.Config()
	if err != nil {
		return nil, err
	}
	return &command{count: cfg, dir: f.Dir()}, nil
}

// flagValues are the values of the flags that the two programs share, and each
// program's own (which it defines: Define).
type flagValues struct {
	rows, cols, method     string
	closed, count, version bool
	counts                 countprog.Flags
	tours                  tourprog.Flags
}

// newFlagSet returns the flags of the command line, each setting its value in v,
// described in short (flagHelp; each program describes its own).
func newFlagSet(v *flagValues) *flag.FlagSet {
	fs := flag.NewFlagSet("knightstour", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // the errors go back to main, and -h's usage to stdout
	fs.Usage = func() {}
	h := flagHelp()
	fs.StringVar(&v.rows, "rows", "8", h["rows"])
	fs.StringVar(&v.cols, "cols", "8", h["cols"])
	fs.BoolVar(&v.closed, "closed", false, h["closed"])
	fs.StringVar(&v.method, "method", tourprog.Auto.String(), h["method"])
	fs.BoolVar(&v.version, "version", false, h["version"])
	fs.BoolVar(&v.count, "count", false, h["count"])
	v.counts.Define(fs)
	v.tours.Define(fs)
	return fs
}
