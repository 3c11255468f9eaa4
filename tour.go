package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"knightstour/internal/sicily"
)

// This file is the tour program: its configuration, and the loop that answers the
// queries with tours (answer.go finds them, ahead.go on several cores, output.go writes
// them).

// Limits on the boards the tour program takes.
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
	// autoDFSSquares is the largest board on which -method auto tries the Sicily search
	// before the construction; on larger boards the search rarely ends within its budget.
	autoDFSSquares = 10_000
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
	formatHTML = "html" // a page that animates the tour, per query
)

// tourConfig is what the command line asks of the tour program.
type tourConfig struct {
	rows, cols int
	closed     bool
	method     string
	budget     int64 // node budget of the Sicily search; 0: automatic
	format     string
	outDir     string // with -format svg or html: write one file per query here
	notation   string // how squares are read and written: number or algebraic
}

// autoBudget is the Sicily search's node budget under -method auto on a board of n
// squares: enough for every 5×6 start (the hardest takes 336,757 nodes) and growing
// with the board, so that no query takes more than a few tens of milliseconds.
func autoBudget(n int) int64 { return 400_000 + 64*int64(n) }

// searchBudget says whether the Sicily search answers on cfg's board, and with what
// node budget (0: none). It is the one place that decides it.
func (cfg *tourConfig) searchBudget() (searches bool, budget int64) {
	n := cfg.rows * cfg.cols
	switch {
	case cfg.method == methodDFS:
		return true, cfg.budget
	case cfg.method == methodAuto && n <= autoDFSSquares:
		if cfg.budget == 0 {
			return true, autoBudget(n)
		}
		return true, cfg.budget
	}
	return false, 0
}

// checkBoard checks that a rows×cols board is within maxSquares.
func checkBoard(rows, cols int) error {
	if rows > maxSquares/cols {
		return fmt.Errorf("%dx%d board is too large: at most %d squares", rows, cols, maxSquares)
	}
	return nil
}

// validate checks that the flags fit together and the board is within the limits.
func (cfg *tourConfig) validate() error {
	if err := checkBoard(cfg.rows, cfg.cols); err != nil {
		return err
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
	case cfg.budget > 0 && cfg.method == methodAuto && squares > autoDFSSquares:
		return fmt.Errorf("-budget: -method auto searches boards of up to %d squares and constructs the tours of %dx%d (use -method dfs to search it)", autoDFSSquares, cfg.rows, cfg.cols)
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
	case formatHTML:
		if err := checkPageable(cfg.rows, cfg.cols); err != nil {
			return fmt.Errorf("-format html: %w", err)
		}
	default:
		return fmt.Errorf("-format %q: want line, grid, svg or html", cfg.format)
	}
	if cfg.outDir != "" && cfg.format != formatSVG && cfg.format != formatHTML {
		return errors.New("-o goes with -format svg or html")
	}
	return cfg.checkNotation()
}

// run answers every query read from stdin on stdout (or, with -o, in files in that
// directory, which it makes if need be). Where no tour exists the answer is "no tour"
// (with -format svg: no drawing) and stderr gets the reason. run returns the first
// error, after writing every answer before it. stdout is flushed whenever the input has
// nothing more buffered (so interactive use works) and otherwise left for the caller to
// flush. On large boards the searches run ahead on other cores (see ahead.go).
func (cfg *tourConfig) run(stdin io.Reader, stdout *bufio.Writer, stderr io.Writer) error {
	return cfg.runWorkers(stdin, stdout, stderr, aheadWorkers(cfg))
}

// runWorkers is run with workers goroutines searching ahead, or none. The folder of -o is
// made at the start if need be, and removed again (with the parents made for it) if the
// run fails and nothing was written into it.
func (cfg *tourConfig) runWorkers(stdin io.Reader, stdout *bufio.Writer, stderr io.Writer, workers int) (err error) {
	if cfg.outDir != "" {
		made := newDirs(cfg.outDir)
		if err := os.MkdirAll(cfg.outDir, 0o755); err != nil {
			return fmt.Errorf("-o: %w", err)
		}
		defer func() {
			if err != nil {
				for _, d := range made { // deepest first; a folder with files stays
					if os.Remove(d) != nil {
						break
					}
				}
			}
		}()
	}
	w := &answerWriter{cfg: cfg, stdout: stdout, stderr: stderr}
	if workers == 0 {
		a := newAnswerer(cfg, sicily.MaxCache, nil)
		in := &sicily.FlushingReader{R: stdin, Flush: stdout.Flush}
		return sicily.Serve(cfg.queries(in), func(start int) error {
			ans, err := a.tour(start)
			return w.write(start, ans, err)
		})
	}
	p := newAhead(cfg, workers, w.write)
	defer p.stop()
	in := &sicily.FlushingReader{R: stdin, Flush: func() error {
		if err := p.drain(); err != nil {
			return err
		}
		return stdout.Flush()
	}}
	err = sicily.Serve(cfg.queries(in), p.add)
	if werr := p.drain(); werr != nil { // the answers come first: an error among them too
		return werr
	}
	return err
}

// newDirs returns the folders that os.MkdirAll(dir) would make, deepest first.
func newDirs(dir string) []string {
	var made []string
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		if _, err := os.Lstat(d); err == nil || !errors.Is(err, fs.ErrNotExist) {
			return made
		}
		made = append(made, d)
		if parent := filepath.Dir(d); parent == d {
			return made
		}
	}
}
