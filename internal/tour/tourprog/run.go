package tourprog

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/knightstour/knightstour/internal/theory"
	"github.com/knightstour/knightstour/internal/tour/page"
	"github.com/knightstour/knightstour/internal/tour/sicily"
)

// Run checks cfg (Config.Validate) and answers every query read from stdin on stdout,
// or where files is not nil in files, one a query (-format svg and html only). Where no
// tour exists the answer is "no tour" (a drawing or a page that says so, and why) and
// stderr gets the reason, after cfg.Program's name. Run returns the first error, after
// writing every answer before it. stdout is flushed whenever the input has nothing more buffered (so
// interactive use works) and otherwise left for the caller to flush. On large boards
// the searches run ahead on up to cfg.Workers goroutines (see ahead.go).
func Run(cfg *Config, stdin io.Reader, stdout *bufio.Writer, stderr io.Writer, files Files) error {
	return runWorkers(cfg, stdin, stdout, stderr, files, aheadWorkers(cfg))
}

// runWorkers is Run with workers goroutines searching ahead, or none.
func runWorkers(cfg *Config, stdin io.Reader, stdout *bufio.Writer, stderr io.Writer, files Files, workers int) error {
	if err := cfg.Validate(files != nil); err != nil {
		return err
	}
	nt := newNotation(cfg)
	out := newWriter(cfg, nt, stdout, files)
	prefix := "" // of the notes on stderr
	if cfg.Program != "" {
		prefix = cfg.Program + ": "
	}
	write := func(start int, ans answer, err error) error {
		var none *theory.NoTourError
		switch {
		case errors.As(err, &none):
			fmt.Fprintf(stderr, "%s%dx%d %s: %v\n", prefix, cfg.Rows, cfg.Cols, nt.name(start), err)
			return out.noTour(start, none.Reason)
		case err != nil:
			return fmt.Errorf("%dx%d %s: %w", cfg.Rows, cfg.Cols, nt.name(start), err)
		}
		return out.tour(start, ans)
	}
	if workers == 0 {
		a := newAnswerer(cfg, sicily.MaxCache, nil)
		in := &sicily.FlushingReader{R: stdin, Flush: stdout.Flush}
		return sicily.Serve(nt.queries(in), func(start int) error {
			ans, err := a.tour(start)
			if err == nil { // write's common case without the call: a fifth less CPU on 8×8
				return out.tour(start, ans)
			}
			return write(start, ans, err)
		})
	}
	p := newAhead(cfg, workers, write)
	defer p.stop()
	in := &sicily.FlushingReader{R: stdin, Flush: func() error {
		if err := p.drain(); err != nil {
			return err
		}
		return stdout.Flush()
	}}
	err := sicily.Serve(nt.queries(in), p.add)
	if werr := p.drain(); werr != nil { // the answers come first: an error among them too
		return werr
	}
	return err
}

// newWriter returns the writer of cfg's Format, naming squares in nt, to stdout or
// files (nil: stdout).
func newWriter(cfg *Config, nt squareNotation, stdout *bufio.Writer, files Files) writer {
	switch cfg.Format {
	case Grid:
		return newGridWriter(stdout, cfg.Rows, cfg.Cols)
	case SVG:
		return newSVGWriter(stdout, files, cfg.Rows, cfg.Cols, cfg.Closed, nt.name)
	case HTML:
		tours := func() ([][]int, error) { return nil, nil }
		if cfg.Rows <= page.MaxToursSide && cfg.Cols <= page.MaxToursSide {
			tours = sync.OnceValues(func() ([][]int, error) { return allTours(cfg, nt.name) })
		}
		b := page.Board{Rows: cfg.Rows, Cols: cfg.Cols, Closed: cfg.Closed, Algebraic: nt.chess, NoTour: noTourReasons(cfg)}
		return newHTMLWriter(b, stdout, files, tours)
	}
	return newLineWriter(stdout, nt)
}

// allTours returns the tours from every square of cfg's board (nil where none exists),
// for a page's clicks, its errors naming squares by name; the html writer calls it once, as it writes the first page, so
// that no query waits for it and an error in the input comes first. It costs a query
// from every square: a few milliseconds on 8×8, seconds on 16×16 with -closed.
func allTours(cfg *Config, name func(s int) string) ([][]int, error) {
	a := newAnswerer(cfg, sicily.MaxCache, nil)
	n := cfg.Rows * cfg.Cols
	tours := make([][]int, n)
	for s := 1; s <= n; s++ {
		ans, err := a.tour(s)
		switch {
		case err != nil && isNoTour(err):
			continue
		case err != nil:
			return nil, fmt.Errorf("%dx%d %s, for the page: %w", cfg.Rows, cfg.Cols, name(s), err)
		}
		tours[s-1] = ans.squares(n)
	}
	return tours, nil
}

// noTourReasons maps every square of cfg's board from which theory says no tour of the
// kind asked for exists to theory's reason, for the page; nil when every square starts
// one. It costs O(rows·cols).
func noTourReasons(cfg *Config) map[int]string {
	var reasons map[int]string
	for s := 1; s <= cfg.Rows*cfg.Cols; s++ {
		var nt *theory.NoTourError
		if errors.As(theory.Check(cfg.Rows, cfg.Cols, (s-1)/cfg.Cols, (s-1)%cfg.Cols, cfg.Closed), &nt) {
			if reasons == nil {
				reasons = map[int]string{}
			}
			reasons[s] = nt.Reason
		}
	}
	return reasons
}
