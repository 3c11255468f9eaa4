package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime/debug"
	"strconv"
	"time"
)

// Limits on what the program takes.
const (
	// maxSquares is the largest board: its answers are streamed, so memory stays small,
	// but one line of it is already about 10 GB.
	maxSquares = 1_000_000_000
	// maxDFSSquares is the largest board that -method dfs searches; the search keeps
	// about 100 bytes a square (the search and its answer cache).
	maxDFSSquares = 1_000_000
	// maxGridSquares is the largest board that -format grid prints; it holds the tour
	// and its inverse (12 bytes a square) to number the board.
	maxGridSquares = 4_000_000
)

// The methods.
const (
	methodAuto      = "auto"      // the Sicily search within its budget, else the construction
	methodDFS       = "dfs"       // the Sicily search only
	methodConstruct = "construct" // the linear-time construction only
)

// The output formats.
const (
	formatLine = "line" // one line of squares per query
	formatGrid = "grid" // the board of move numbers per query
	formatSVG  = "svg"  // a drawing per query
)

// config is what the flags ask for.
type config struct {
	rows, cols int
	closed     bool
	method     string
	budget     int64 // node budget of the Sicily search; 0: automatic
	format     string
	outDir     string // with -format svg: write one file per query here
	version    bool   // print the version instead of answering

	count    bool          // -count: print numbers of tours
	end      int           // -end: with -count, the square tours end on (1-based); 0: any
	verbose  bool          // -v: with -count, progress on stderr even when it is not a terminal
	maxBytes int64         // with -count: the most the counter's tables may hold; 0: from GOMEMLIMIT
	every    time.Duration // with -count: how often progress is reported; 0: once a second
}

// errUsage is returned by parseFlags when the flag package has already printed the
// error and the usage to stderr.
var errUsage = errors.New("usage")

// parseFlags reads the command line. The flag package's errors and the usage go to
// stderr (and parseFlags returns errUsage, or flag.ErrHelp for -h); other errors are
// returned for the caller to print.
func parseFlags(args []string, stderr io.Writer) (*config, error) {
	cfg := &config{}
	fs := flag.NewFlagSet("knightstour", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { usage(fs) }
	var rows, cols string
	fs.StringVar(&rows, "rows", "8", "the board has `N` rows")
	fs.StringVar(&cols, "cols", "8", "the board has `N` columns")
	fs.BoolVar(&cfg.closed, "closed", false, "answer with closed tours only (the last square a knight's move from the first)")
	fs.StringVar(&cfg.method, "method", methodAuto, "how to find tours (`M`): auto (the Sicily search within its budget, else the construction), dfs (the Sicily search only), construct (the linear-time construction only)")
	fs.Int64Var(&cfg.budget, "budget", 0, "the Sicily search may visit `N` nodes per query; 0 means 400000 + 64 per square with -method auto (which searches boards of up to 10000 squares), and no bound with -method dfs")
	fs.StringVar(&cfg.format, "format", formatLine, "the output form (`F`): line (squares one space apart), grid (the board of move numbers), svg (a drawing)")
	fs.StringVar(&cfg.outDir, "o", "", "with -format svg: write one file per query, tour-<rows>x<cols>-<start>.svg, into `DIR` (made if need be)")
	fs.BoolVar(&cfg.version, "version", false, "print the version and exit")
	fs.BoolVar(&cfg.count, "count", false, "print for each query the number of tours from that start (exact; query 0: from every start), with -closed of closed tours; Ctrl-C stops a count (exit status 130)")
	var end string
	fs.StringVar(&end, "end", "", "with -count: count only the tours that end on square `S`")
	fs.BoolVar(&cfg.verbose, "v", false, "with -count: report progress on stderr once a second (it does on a terminal anyway)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, err
		}
		return nil, errUsage
	}
	if cfg.version {
		return cfg, nil
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q (queries are read from stdin)", fs.Arg(0))
	}
	var err error
	if cfg.rows, err = side("-rows", rows); err != nil {
		return nil, err
	}
	if cfg.cols, err = side("-cols", cols); err != nil {
		return nil, err
	}
	if err := cfg.countFlags(fs, end); err != nil {
		return nil, err
	}
	return cfg, cfg.validate()
}

// usage prints the help that -h asks for: what the program does, its flags and its exit
// status.
func usage(fs *flag.FlagSet) {
	w := fs.Output()
	fmt.Fprint(w, `usage: knightstour [flags] < starts

Reads start squares (1..rows*cols, row-major from the top left) separated by white
space, until -1 or the end of the input, and prints for each one line: a knight's tour
from it, its squares one space apart, or "no tour" where none exists (the reason goes to
stderr). With no flags it is the Sicily 1153 program. With -count it prints for each
query the exact number of tours from that start instead.

Flags:
`)
	fs.PrintDefaults()
	fmt.Fprint(w, `
Exit status:
  0  every query was answered ("no tour" is an answer)
  1  bad input (stderr names the line and the token; the answers before it are written),
     a failed read or write, or a search that gave up under -method dfs -budget N
  2  a bad command line
  130  a count stopped by Ctrl-C (the answers before it are written)
`)
}

// version returns the program's version as the build recorded it: the module version
// when built by "go install module@version", else the VCS revision (with "+dirty" when
// the tree had changes) and the Go release it was built with.
func version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "knightstour (unknown version)"
	}
	v := bi.Main.Version
	if v == "" || v == "(devel)" {
		v = "(devel)"
		var rev, dirty string
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				if s.Value == "true" {
					dirty = "+dirty"
				}
			}
		}
		if rev != "" {
			v = rev[:min(len(rev), 12)] + dirty
		}
	}
	return fmt.Sprintf("knightstour %s %s", v, bi.GoVersion)
}

// side parses the value of -rows or -cols.
func side(name, s string) (int, error) {
	n, err := strconv.Atoi(s)
	switch {
	case errors.Is(err, strconv.ErrRange) && s[0] != '-':
		return 0, fmt.Errorf("%s %s: too large: a board has at most %d squares", name, s, maxSquares)
	case err != nil || n < 1:
		return 0, fmt.Errorf("%s %q: want a whole number of at least 1", name, s)
	}
	return n, nil
}

// validate checks that the flags fit together and the board is within the limits.
func (cfg *config) validate() error {
	if cfg.rows > maxSquares/cfg.cols {
		return fmt.Errorf("%dx%d board is too large: at most %d squares", cfg.rows, cfg.cols, maxSquares)
	}
	squares := cfg.rows * cfg.cols
	switch cfg.method {
	case methodAuto, methodConstruct:
	case methodDFS:
		if squares > maxDFSSquares {
			return fmt.Errorf("-method dfs: %dx%d board is too large for the search: at most %d squares", cfg.rows, cfg.cols, maxDFSSquares)
		}
	default:
		return fmt.Errorf("-method %q: want auto, dfs or construct", cfg.method)
	}
	switch {
	case cfg.budget < 0:
		return fmt.Errorf("-budget %d: want 0 or more", cfg.budget)
	case cfg.budget > 0 && cfg.method == methodConstruct:
		return errors.New("-budget goes with -method auto or dfs: the construction does not search")
	}
	switch cfg.format {
	case formatLine:
	case formatGrid:
		if squares > maxGridSquares {
			return fmt.Errorf("-format grid: %dx%d board is too large: at most %d squares", cfg.rows, cfg.cols, maxGridSquares)
		}
	case formatSVG:
		if err := checkDrawable(cfg.rows, cfg.cols); err != nil {
			return fmt.Errorf("-format svg: %w", err)
		}
	default:
		return fmt.Errorf("-format %q: want line, grid or svg", cfg.format)
	}
	if cfg.outDir != "" && cfg.format != formatSVG {
		return errors.New("-o goes with -format svg")
	}
	return nil
}
