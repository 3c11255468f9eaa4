// Package tourprog is the tour program: it answers start squares with knight's tours on
// any board, open or closed, found by the Sicily search (internal/tour/search, pruned by
// internal/tour/prune) or built in linear time (internal/tour/tiles, internal/tour/thin), and writes
// them as lines, grids, drawings or pages. Its Config holds the command line's choices
// as types, chosen once; Run answers the queries. It does no I/O of its own beyond the
// readers and writers it is given: the files of -o go through Files.
package tourprog

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/knightstour/knightstour/internal/notation"
	"github.com/knightstour/knightstour/internal/tour/page"
	"github.com/knightstour/knightstour/internal/tour/render"
)

// Limits on the boards the tour program takes.
const (
	// MaxSquares is the largest board: its answers are streamed, so memory stays small,
	// but one line of it is already about 10 GB.
	MaxSquares = 1_000_000_000
	// maxDFSSquares is the largest board that -method dfs searches; the search keeps
	// about 100 bytes a square (the search and its answer cache).
	maxDFSSquares = 1_000_000
	// maxGridSquares is the largest board that -format grid prints; it holds the tour
	// and its inverse (12 bytes a square) to number the board.
	maxGridSquares = 4_000_000
	// AutoDFSSquares is the largest board on which -method auto tries the Sicily search
	// before the construction; on larger boards the search rarely ends within its budget.
	AutoDFSSquares = 10_000
)

// Method is how tours are found.
type Method int

const (
	Auto      Method = iota // the Sicily search within its budget, else the construction
	DFS                     // the Sicily search only
	Construct               // the linear-time construction only
)

// Format is the form the answers are written in.
type Format int

const (
	Line Format = iota // one line of squares per query
	Grid               // the board of move numbers per query
	SVG                // a drawing per query
	HTML               // a page that animates the tour, per query
)

// Notation is how squares are read and written.
type Notation int

const (
	Number    Notation = iota // squares 1..rows*cols, row-major
	Algebraic                 // chess names: file letter and rank (internal/notation)
)

var (
	methodNames   = []string{"auto", "dfs", "construct"}
	formatNames   = []string{"line", "grid", "svg", "html"}
	notationNames = []string{"number", "algebraic"}
)

func (m Method) String() string   { return name("Method", int(m), methodNames) }
func (f Format) String() string   { return name("Format", int(f), formatNames) }
func (n Notation) String() string { return name("Notation", int(n), notationNames) }

// name returns names[i], or where i is out of range the type's name and i, as stringer
// does: "Method(7)".
func name(typ string, i int, names []string) string {
	if i < 0 || i >= len(names) {
		return fmt.Sprintf("%s(%d)", typ, i)
	}
	return names[i]
}

// ParseMethod reads the value of -method: auto, dfs or construct.
func ParseMethod(s string) (Method, error) {
	i, err := parse("-method", s, methodNames, "auto, dfs or construct")
	return Method(i), err
}

// ParseFormat reads the value of -format: line, grid, svg or html.
func ParseFormat(s string) (Format, error) {
	i, err := parse("-format", s, formatNames, "line, grid, svg or html")
	return Format(i), err
}

// ParseNotation reads the value of -notation: number or algebraic.
func ParseNotation(s string) (Notation, error) {
	i, err := parse("-notation", s, notationNames, "number or algebraic")
	return Notation(i), err
}

// parse returns the index of s among names, or an error naming the flag and what it
// wants.
func parse(flag, s string, names []string, want string) (int, error) {
	for i, name := range names {
		if s == name {
			return i, nil
		}
	}
	return 0, fmt.Errorf("%s %q: want %s", flag, s, want)
}

// Seed is the value of -seed: which tour from a start the program gives. The zero Seed
// is none, the default tours (the Sicily search's, else the construction's); a seed
// n, 0 to 2⁶⁴-1, breaks the ties of every search the answer takes in an order drawn
// from n (internal/pcg): the Sicily search's Warnsdorff order (by a random rank of the
// squares), the tile tours and the start tile's path of the construction of boards
// with both sides at least 5 (tiles.NewSeededBuilder) and the base path of thin boards
// (thin.NewSeeded). The same seed gives the same tours; another seed usually other
// ones, unless the board has few.
type Seed struct {
	n   uint64
	set bool
}

// NewSeed returns the seed n.
func NewSeed(n uint64) Seed { return Seed{n: n, set: true} }

// Value returns the seed and true, or 0 and false for the zero Seed (none).
func (s Seed) Value() (n uint64, ok bool) { return s.n, s.set }

// String returns the seed in decimal, or "" for none.
func (s Seed) String() string {
	if !s.set {
		return ""
	}
	return strconv.FormatUint(s.n, 10)
}

// ParseSeed reads the value of -seed: a whole number from 0 to 2⁶⁴-1 in decimal
// digits only (leading zeros read as decimal, no sign, no 0x), as the command line's
// other numbers.
func ParseSeed(s string) (Seed, error) {
	n, err := strconv.ParseUint(s, 10, 64)
	if s == "" || strings.Trim(s, "0123456789") != "" || err != nil {
		return Seed{}, fmt.Errorf("-seed %q: want a whole number from 0 to %d, in decimal digits", s, uint64(1<<64-1))
	}
	return NewSeed(n), nil
}

// ParseBudget reads the value of -budget: a node budget in decimal digits only (leading
// zeros read as decimal, no sign, no 0x), as the command line's other numbers; beyond
// 2⁶³-1 it is strconv.ErrRange.
func ParseBudget(s string) (int64, error) {
	if s == "" || strings.Trim(s, "0123456789") != "" {
		return 0, errors.New("want decimal digits only")
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, strconv.ErrRange // only digits: too many of them
	}
	return n, nil
}

// Config is what the command line asks of the tour program.
type Config struct {
	Rows, Cols int
	Closed     bool
	Method     Method
	Budget     int64 // node budget of the Sicily search; 0: automatic
	Seed       Seed  // the tours' seed (-seed); the zero Seed: the default tours
	Format     Format
	Notation   Notation
	// Program is the program's name, which begins each note on stderr, as in
	// "knightstour: 3x3 square 5: ..." (the entry's); "": none.
	Program string
	// Workers is how many goroutines may search ahead on large boards (ahead.go): the
	// entry gives the cores Go may use (runtime.GOMAXPROCS). 0 or 1: none.
	Workers int
}

// AutoBudget is the Sicily search's node budget under -method auto on a board of n
// squares: enough for every 5×6 start (the hardest takes 336,757 nodes) and growing
// with the board, so that no query takes more than a few tens of milliseconds.
func AutoBudget(n int) int64 { return 400_000 + 64*int64(n) }

// plan is how the tour program answers a query on a board.
type plan struct {
	search    bool  // the Sicily search answers first
	budget    int64 // the search's node budget, 0: none
	construct bool  // the construction answers where the search does not run or gives up; else the query fails
}

// plan says how cfg's queries are answered: whether the Sicily search answers, with
// what node budget, and whether the construction answers where the search gives up. It
// is the one place that decides it.
func (cfg *Config) plan() plan {
	n := cfg.Rows * cfg.Cols
	switch {
	case cfg.Method == DFS:
		return plan{search: true, budget: cfg.Budget}
	case cfg.Method == Auto && n <= AutoDFSSquares:
		if cfg.Budget == 0 {
			return plan{search: true, budget: AutoBudget(n), construct: true}
		}
		return plan{search: true, budget: cfg.Budget, construct: true}
	}
	return plan{construct: true}
}

// checkBoard checks that a rows×cols board has sides of at least 1 and is within
// MaxSquares.
func checkBoard(rows, cols int) error {
	if rows < 1 || cols < 1 {
		return fmt.Errorf("%dx%d board: want at least 1 row and 1 column", rows, cols)
	}
	if rows > MaxSquares/cols {
		return fmt.Errorf("%dx%d board is too large: at most %d squares", rows, cols, MaxSquares)
	}
	return nil
}

// Validate checks that every choice is one of its type's values, the board is within
// the limits and the choices fit together, with the answers written to files (Run's
// Files, one a query) where toFiles is set, else to stdout. Run calls it first.
func (cfg *Config) Validate(toFiles bool) error {
	switch {
	case cfg.Method < 0 || int(cfg.Method) >= len(methodNames):
		return fmt.Errorf("%v: no such method", cfg.Method)
	case cfg.Format < 0 || int(cfg.Format) >= len(formatNames):
		return fmt.Errorf("%v: no such format", cfg.Format)
	case cfg.Notation < 0 || int(cfg.Notation) >= len(notationNames):
		return fmt.Errorf("%v: no such notation", cfg.Notation)
	case cfg.Workers < 0:
		return fmt.Errorf("%d workers: want 0 or more", cfg.Workers)
	}
	if err := checkBoard(cfg.Rows, cfg.Cols); err != nil {
		return err
	}
	squares := cfg.Rows * cfg.Cols
	if cfg.Method == DFS && squares > maxDFSSquares {
		return fmt.Errorf("-method dfs: %dx%d board is too large for the search: at most %d squares", cfg.Rows, cfg.Cols, maxDFSSquares)
	}
	switch {
	case cfg.Budget < 0:
		return fmt.Errorf("-budget %d: want 0 or more", cfg.Budget)
	case cfg.Budget > 0 && cfg.Method == Construct:
		return errors.New("-budget goes with -method auto or dfs: the construction does not search")
	case cfg.Budget > 0 && cfg.Method == Auto && squares > AutoDFSSquares:
		return fmt.Errorf("-budget: -method auto searches boards of up to %d squares and constructs the tours of %dx%d (use -method dfs to search it)", AutoDFSSquares, cfg.Rows, cfg.Cols)
	}
	switch cfg.Format {
	case Grid:
		if squares > maxGridSquares {
			return fmt.Errorf("-format grid: %dx%d board is too large: at most %d squares", cfg.Rows, cfg.Cols, maxGridSquares)
		}
	case SVG:
		if cfg.Rows > render.MaxSVGSide || cfg.Cols > render.MaxSVGSide {
			return fmt.Errorf("-format svg: %dx%d board is too large to draw: at most %d rows and %d columns", cfg.Rows, cfg.Cols, render.MaxSVGSide, render.MaxSVGSide)
		}
	case HTML:
		if cfg.Rows > page.MaxSide || cfg.Cols > page.MaxSide {
			return fmt.Errorf("-format html: %dx%d board is too large for a page: at most %d rows and %d columns", cfg.Rows, cfg.Cols, page.MaxSide, page.MaxSide)
		}
	}
	if toFiles && cfg.Format != SVG && cfg.Format != HTML {
		return errors.New("-o goes with -format svg or html")
	}
	if cfg.Notation == Algebraic {
		if err := notation.Check(cfg.Rows, cfg.Cols); err != nil {
			return fmt.Errorf("-notation algebraic: %dx%d board: %w", cfg.Rows, cfg.Cols, err)
		}
	}
	return nil
}
