package main

import (
	"bufio"
	"errors"
	"fmt"
	"path/filepath"

	"knightstour/internal/page"
	"knightstour/internal/sicily"
	"knightstour/internal/theory"
)

// This file writes the answers of -format html: a page that animates the tour and lets
// a person try one (internal/page), to stdout, or with -o one file a query.

// checkPageable says whether a rows×cols board is small enough for a page.
func checkPageable(rows, cols int) error {
	if rows > page.MaxSide || cols > page.MaxSide {
		return fmt.Errorf("%dx%d board is too large for a page: at most %d rows and %d columns", rows, cols, page.MaxSide, page.MaxSide)
	}
	return nil
}

// page writes the page of the query start, whose tour is tour (nil where there is
// none), to stdout, or with -o to its file (atomically, as draw does). The page holds
// the tours from every square, which pageTours finds once a run, on boards of up to
// page.MaxToursSide rows and columns. Without -o there is one page: a second query is
// an error.
func (w *answerWriter) page(start int, tour []int) error {
	cfg := w.cfg
	if w.drawings++; w.drawings == 2 && cfg.outDir == "" {
		return errors.New("-format html writes one page to stdout: use -o DIR for several queries")
	}
	if cfg.rows <= page.MaxToursSide && cfg.cols <= page.MaxToursSide && w.tours == nil {
		tours, err := cfg.pageTours()
		if err != nil {
			return err
		}
		w.tours = tours
	}
	b := page.Board{Rows: cfg.rows, Cols: cfg.cols, Closed: cfg.closed, Start: start, Tour: tour,
		Tours: w.tours, Algebraic: cfg.notation == notationAlgebraic, NoTour: cfg.noTourReasons()}
	if cfg.outDir == "" {
		return page.Write(w.stdout, b)
	}
	name := filepath.Join(cfg.outDir, fmt.Sprintf("tour-%dx%d-%d.html", cfg.rows, cfg.cols, start))
	if err := writeFileAtomic(name, func(f *bufio.Writer) error { return page.Write(f, b) }); err != nil {
		return fmt.Errorf("page of square %d: %w", start, err)
	}
	return nil
}

// pageTours returns the tours from every square of cfg's board (nil where none exists),
// found as the queries are answered, for a page's clicks. It costs a query from every
// square: a few milliseconds on 8×8, seconds on 16×16 with -closed.
func (cfg *tourConfig) pageTours() ([][]int, error) {
	a := newAnswerer(cfg, sicily.MaxCache, nil)
	n := cfg.rows * cfg.cols
	tours := make([][]int, n)
	for s := 1; s <= n; s++ {
		ans, err := a.tour(s)
		switch {
		case err != nil && isNoTour(err):
			continue
		case err != nil:
			return nil, fmt.Errorf("%dx%d square %d, for the page: %w", cfg.rows, cfg.cols, s, err)
		}
		tours[s-1] = ans.squares(n)
	}
	return tours, nil
}

// noTourReasons maps every square of cfg's board from which theory says no tour of the
// kind asked for exists to theory's reason, for the page; nil when every square starts
// one. It costs O(rows·cols).
func (cfg *tourConfig) noTourReasons() map[int]string {
	var reasons map[int]string
	for s := 1; s <= cfg.rows*cfg.cols; s++ {
		var nt *theory.NoTourError
		if errors.As(theory.Check(cfg.rows, cfg.cols, (s-1)/cfg.cols, (s-1)%cfg.cols, cfg.closed), &nt) {
			if reasons == nil {
				reasons = map[int]string{}
			}
			reasons[s] = nt.Reason
		}
	}
	return reasons
}
