package main

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/knightstour/knightstour/internal/count/countprog"
	"github.com/knightstour/knightstour/internal/tour/tourprog"
)

// This file reads the command line, which chooses one of the two programs: the tour
// program (internal/tour/tourprog) or, with -count, the count program (internal/count/countprog).
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

// The help: -h prints the short form, every line of it at most 80
// columns; docs/usage.txt holds the long form, each flag in full (TestUsageFile writes
// its list of flags from the long descriptions, flagLong, and checks it).

// flagHelp is the help of the flags that the entry defines, in short, by name; each
// program describes its own flags (countprog.Flags.Define, tourprog.Flags.Define).
func flagHelp() map[string]string {
	return map[string]string{
		"rows":    "the board has `N` rows;\nwith -count, A..B: a table of boards of A to B rows",
		"cols":    "the board has `N` columns;\nwith -count, A..B: a table of boards of A to B columns",
		"closed":  "closed tours only (the last square a knight's move from the first)",
		"method":  "how to find tours (`M`): auto, dfs or construct;\nwith -count, how to count: auto, dfs or scan",
		"version": "print the version and exit",
		"count":   "print the number of tours from each start (exact; query 0: every start)",
	}
}

// usage prints the help that -h asks for, the short form: what the program does, its
// flags in a line or two each, and its exit statuses.
func usage(fs *flag.FlagSet) {
	fmt.Fprint(fs.Output(), usageHead+usageFlags)
	fs.PrintDefaults()
	fmt.Fprint(fs.Output(), usageExit)
}

// usageHead, usageFlags and usageExit are -h's text around the list of flags.
const (
	usageHead = `usage: knightstour [flags] < starts

Reads start squares (1..rows*cols, row-major from the top left) until -1 or the
end of the input, and prints for each a knight's tour from it, or "no tour" (the
reason goes to stderr): the Sicily 1153 program. With -count it prints the exact
number of tours from each start (0: from every start) instead. Every flag in
full: docs/usage.txt; which flags give which published numbers: docs/counting.md
(in the source, github.com/knightstour/knightstour).
`
	usageFlags = "\nFlags:\n"
	usageExit  = `
Exit status:
  0  every query was answered ("no tour" is an answer)
  1  bad input (stderr names the line and the token), a failed read or write,
     or a search that gave up under -method dfs -budget N
  2  a bad command line
  130  a count stopped by Ctrl-C (the answers before it are written); 143 by
       SIGTERM, 129 by SIGHUP
`
)
