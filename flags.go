package main

import (
	_ "embed"
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
	fs := flag.NewFlagSet("knightstour", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // the errors go back to main, and -h's usage to stdout
	fs.Usage = func() {}
	var (
		rows, cols, end string
		mem, part       string
		seed            string
		dir, round      string
		closed, open    bool
		undirected      bool
		tour            tourprog.Config
		method, format  string
		notation        string
		outDir          string
		version, count  bool
		verbose         bool
		table           string
	)
	fs.StringVar(&rows, "rows", "8", "the board has `N` rows; with -count, A..B: a table of the boards of A to B rows (docs/counting.md)")
	fs.StringVar(&cols, "cols", "8", "the board has `N` columns; with -count, A..B: a table of the boards of A to B columns, counted in one scan")
	fs.StringVar(&table, "table", countprog.BFile.String(), "with -count and a range of lengths: how the table is printed (`T`): bfile (OEIS b-file lines \"n a(n)\", every n) or column (a(n) alone)")
	fs.BoolVar(&closed, "closed", false, "answer with closed tours only (the last square a knight's move from the first)")
	fs.BoolVar(&open, "open", false, "with -count: count strictly open tours only, the last square not a knight's move from the first (Knuth's \"open\"; the mirror of -closed); without -open or -closed a count counts every tour, the ones that close included (every Hamiltonian path)")
	fs.BoolVar(&undirected, "undirected", false, "with -count: count a tour and its reverse once (and a closed tour from every start once, not once a square): the convention of OEIS and TAOCP (docs/counting.md); by default tours are sequences, directed")
	fs.StringVar(&method, "method", tourprog.Auto.String(), "how to find tours (`M`): auto (the Sicily search within its budget, else the construction), dfs (the Sicily search only), construct (the linear-time construction only); with -count, how to count: auto (the cheaper, estimated before the count), dfs (a pruned depth-first search, boards of up to 64 squares) or scan (the frontier scan)")
	fs.Func("budget", fmt.Sprintf("the Sicily search may visit `N` nodes per query; 0 means %d + %d per square with -method auto (which searches boards of up to %d squares), and no bound with -method dfs", tourprog.AutoBudget(0), tourprog.AutoBudget(1)-tourprog.AutoBudget(0), tourprog.AutoDFSSquares), func(s string) (err error) {
		if tour.Budget, err = decimal(s); errors.Is(err, strconv.ErrSyntax) {
			return errors.New("want decimal digits only")
		}
		return err
	})
	fs.StringVar(&seed, "seed", "", "another tour: the one whose ties seed `N` breaks (0..2^64-1; see above)")
	fs.StringVar(&format, "format", tourprog.Line.String(), "the output form (`F`): line (squares one space apart), grid (the board of move numbers), svg (a drawing), html (a page that animates the tour and lets you try one)")
	fs.StringVar(&outDir, "o", "", "with -format svg or html: write one file per query, tour-<rows>x<cols>-<start>.svg or .html, into `DIR` (made if need be)")
	fs.StringVar(&notation, "notation", tourprog.Number.String(), "how squares are read and written (`N`): number (1..rows*cols, row-major), or algebraic (chess names, a8 is square 1 on 8x8; numbers are read too)")
	fs.BoolVar(&version, "version", false, "print the version and exit")
	fs.BoolVar(&count, "count", false, "print for each query the number of tours from that start (exact; query 0: from every start), with -closed of closed tours; Ctrl-C stops a count (exit status 130; SIGTERM 143, SIGHUP 129)")
	fs.StringVar(&end, "end", "", "with -count: count only the tours that end on square `S`")
	fs.BoolVar(&verbose, "v", false, "with -count: report progress on stderr once a second (it does on a terminal anyway)")
	fs.StringVar(&mem, "mem", "", "with -count: the memory a count may use (`SIZE`: 4GiB, 1.5G, 800MB); by default GOMEMLIMIT when set, else 3/4 of the machine's memory (or of its container's limit). A count far beyond it is refused at once, one that passes it stops")
	fs.StringVar(&part, "part", "", "with -count -dir: part `K/N` of a count in N parts, each holding and expanding about 1/N of every layer; the parts exchange their states through -dir in rounds (docs/counting.md)")
	fs.StringVar(&dir, "dir", "", "with -count -part: the folder `DIR` that all the parts share (a shared filesystem, or this machine's disk)")
	fs.StringVar(&round, "round", "", "with -dir: run round `R` of the part; 0: print the number of rounds and check DIR's disk; without -round, print the counts the parts add up to, or which parts of which round are not done")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(stdout)
			usage(fs)
			return nil, err
		}
		return nil, &commandLineError{err: err, refused: true}
	}
	if version {
		return &command{version: true}, nil
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q (queries are read from stdin)", fs.Arg(0))
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if strings.Contains(rows, "..") || strings.Contains(cols, "..") {
		return tableCommand(rows, cols, count, countKind{closed, open, undirected}, verbose, set, table, mem, tableParts{part, dir, round})
	}
	if set["table"] {
		return nil, errors.New("-table goes with a table: a range of lengths, as in -rows 5 -cols 1..30")
	}
	r, err := side("-rows", rows)
	if err != nil {
		return nil, err
	}
	c, err := side("-cols", cols)
	if err != nil {
		return nil, err
	}
	if count {
		for _, name := range []string{"budget", "format", "o", "notation", "seed"} {
			if set[name] {
				return nil, fmt.Errorf("-%s goes with tours, not with -count", name)
			}
		}
		cfg, err := countConfig(r, c, countKind{closed, open, undirected}, verbose, set, method, end, mem, part, round)
		if err != nil {
			return nil, err
		}
		return &command{count: cfg, dir: dir}, nil
	}
	for _, name := range []string{"end", "v", "mem", "part", "dir", "round", "open", "undirected"} {
		if set[name] {
			return nil, fmt.Errorf("-%s goes with -count", name)
		}
	}
	tour.Rows, tour.Cols, tour.Closed = r, c, closed
	return tourCommand(tour, tourChoices{method, format, notation, seed}, set, outDir)
}

// tourChoices is the values of the tour program's flags that name a choice: -method,
// -format, -notation and -seed.
type tourChoices struct{ method, format, notation, seed string }

// tourCommand is the command line of the tour program: tour with the board and the
// budget, the choices of ch (-seed only where set says it was given), and -o's outDir.
func tourCommand(tour tourprog.Config, ch tourChoices, set map[string]bool, outDir string) (*command, error) {
	var err error
	if tour.Method, err = tourprog.ParseMethod(ch.method); err != nil {
		return nil, err
	}
	if tour.Format, err = tourprog.ParseFormat(ch.format); err != nil {
		return nil, err
	}
	if tour.Notation, err = tourprog.ParseNotation(ch.notation); err != nil {
		return nil, err
	}
	if set["seed"] {
		if tour.Seed, err = tourprog.ParseSeed(ch.seed); err != nil {
			return nil, err
		}
	}
	if err := tour.Validate(outDir != ""); err != nil {
		return nil, err
	}
	return &command{tour: &tour, outDir: outDir}, nil
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

// usage prints the help that -h asks for: docs/usage.txt, what the program does, its
// flags and its exit status, with the flags as the flag set describes them now (in
// place of the file's list between "Flags:" and the blank line before "Exit status:";
// TestUsageFile keeps the file the same as what -h prints, and -update rewrites it).
func usage(fs *flag.FlagSet) {
	head, rest, _ := strings.Cut(usageText, usageFlags)
	_, tail, _ := strings.Cut(rest, usageExit)
	fmt.Fprint(fs.Output(), head+usageFlags)
	fs.PrintDefaults()
	fmt.Fprint(fs.Output(), usageExit+tail)
}

// usageFlags and usageExit are the lines of docs/usage.txt around the list of flags.
const (
	usageFlags = "\nFlags:\n"
	usageExit  = "\nExit status:\n"
)

//go:embed docs/usage.txt
var usageText string

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
		return nil, fmt.Errorf("-count: %w", err)
	}
	return &command{count: cfg, dir: parts.dir}, nil
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
