// Package page writes one self-contained HTML page that shows a knight's tour and lets
// a person try one: the board, the tour drawn and animated (play, pause, step forward
// and back, a speed control, move numbers and coordinates that can be shown or hidden,
// the closing move of a closed tour), a click on a square to see the tour from there
// (when the caller gives the tours from every square), and a try mode in which a
// person builds a tour by clicking, with the legal next squares marked, Warnsdorff's
// hint (the onward moves of each candidate), undo, and a verdict: stuck, tour or
// closed tour.
//
// The page needs no network and no other file: its CSS, script and data are inline.
// Any test harness can drive it through a fixed contract of data attributes (see
// docs/page.md in the repository): data-square="N" on every square, data-board with
// data-step and data-verdict on the board, and data-action on the controls.
//
// The package computes no tours: the caller passes them in, as the program's I/O has
// them (1-based squares numbered row-major). It checks that each is a permutation of
// the board's squares, not that its moves are knight's moves (that is the judge's job),
// so it shows any permutation faithfully. Output is deterministic byte for byte. The
// package holds no state and does no I/O beyond the io.Writer given.
package page

import (
	"bytes"
	_ "embed"
	"errors"
	"fmt"
	"html/template"
	"io"

	"github.com/knightstour/knightstour/internal/notation"
)

// Limits on the boards a page shows.
const (
	// MaxSide is the largest number of rows or columns of a page's board. Every square
	// is an element of the page, and the tour is drawn on one canvas: a 200×200 board
	// is 40,000 elements, which a browser lays out in well under a second.
	MaxSide = 200
	// MaxToursSide is the largest number of rows or columns for which a page embeds
	// the tours from every square (Board.Tours): on 16×16 that is 256 tours of 256
	// squares, about 260 KB.
	MaxToursSide = 16
	// MaxAlgebraicCols is the most columns a board in chess notation has: the files
	// are the letters a to z.
	MaxAlgebraicCols = notation.MaxCols
)

// Errors that Write returns, wrapped with the details.
var (
	// ErrBoard means the board's sides are out of range, or its start square is off
	// the board.
	ErrBoard = errors.New("bad board")
	// ErrTour means a tour is not a permutation of the board's squares, or does not
	// begin on the square it is given for.
	ErrTour = errors.New("bad tour")
)

// Board is what a page shows: a rows×cols board, the tour that a query asked for and,
// optionally, the tours from every square.
type Board struct {
	Rows, Cols int
	// Closed says that the tours were asked to be closed; the page says so. Whether
	// a tour shown is closed (its last square a knight's move from its first) the page
	// works out itself, and draws the closing move of every tour that is.
	Closed bool
	// Start is the square of the query (1-based, row-major).
	Start int
	// Tour is the tour from Start (1-based squares in the order visited), or nil when
	// there is none; the page then says that there is no tour from Start.
	Tour []int
	// Tours, when not nil, holds rows*cols entries: Tours[s-1] is the tour from square
	// s, or nil when there is none. A click on a square then shows the tour from it.
	// Only boards with both sides at most MaxToursSide may have them.
	Tours [][]int
	// Algebraic names squares in chess notation (file letter and rank number, a8 the
	// top-left square of 8×8) in the page's coordinates and messages; otherwise by
	// their numbers. It needs at most MaxAlgebraicCols columns.
	Algebraic bool
	// NoTour maps each square from which no tour of the kind asked for exists to the
	// reason, in theory's words ("on an odd×odd board a tour must start on a
	// corner-coloured square"): the page says it where it shows no tour, and names the
	// squares that do start tours. Nil when every square starts one.
	NoTour map[int]string
}

//go:embed page.html
var pageHTML string

//go:embed page.css
var pageCSS string

//go:embed page.js
var pageJS string

// tmpl is the page's template; the CSS and the script go in as they are.
var tmpl = template.Must(template.New("page").Parse(pageHTML))

// data is the part of the page the template fills in; the script reads Data as JSON.
type data struct {
	Title string
	CSS   template.CSS
	JS    template.JS
	Data  pageData
}

// pageData is the page's data as its script reads it: Board with the names that the
// script uses.
type pageData struct {
	Rows      int            `json:"rows"`
	Cols      int            `json:"cols"`
	Closed    bool           `json:"closed"`
	Start     int            `json:"start"`
	Tour      []int          `json:"tour"`
	Tours     [][]int        `json:"tours"`
	Algebraic bool           `json:"algebraic"`
	NoTour    map[int]string `json:"noTour"`
}

// Write writes the page for b to w. It returns an error wrapping ErrBoard or ErrTour
// (and writes nothing) when b is not a board it can show, and the writer's error
// otherwise. It costs O(rows·cols) time for the tour and O(rows²·cols²) for Tours, and
// about 4 bytes of output per square of each tour, plus about 26 KB of CSS and script.
func Write(w io.Writer, b Board) error {
	if err := b.check(); err != nil {
		return err
	}
	d := data{
		Title: title(b),
		CSS:   template.CSS(pageCSS),
		JS:    template.JS(pageJS),
		Data:  pageData(b),
	}
	var buf bytes.Buffer
	if err := tmpl.Execute(&buf, d); err != nil {
		return fmt.Errorf("page: %w", err)
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// title returns the page's title: the board, the kind of tour and the start square,
// "No knight's tour on 7×7 from square 2" where the start has none.
func title(b Board) string {
	kind := "Knight's tour"
	switch {
	case b.Tour == nil && b.Closed:
		kind = "No closed knight's tour"
	case b.Tour == nil:
		kind = "No knight's tour"
	case b.Closed:
		kind = "Closed knight's tour"
	}
	return fmt.Sprintf("%s on %d×%d from %s", kind, b.Rows, b.Cols, squareName(b, b.Start))
}

// squareName names square s (1-based) as the page does.
func squareName(b Board, s int) string {
	if !b.Algebraic || s < 1 || s > b.Rows*b.Cols || b.Cols > notation.MaxCols {
		return fmt.Sprintf("square %d", s)
	}
	return notation.Name(s, b.Rows, b.Cols)
}

// check says whether b is a board that a page can show.
func (b Board) check() error {
	switch {
	case b.Rows < 1 || b.Cols < 1:
		return fmt.Errorf("%w: %dx%d: want at least one row and one column", ErrBoard, b.Rows, b.Cols)
	case b.Rows > MaxSide || b.Cols > MaxSide:
		return fmt.Errorf("%w: %dx%d is too large for a page: at most %d rows and %d columns", ErrBoard, b.Rows, b.Cols, MaxSide, MaxSide)
	case b.Algebraic && b.Cols > MaxAlgebraicCols:
		return fmt.Errorf("%w: %dx%d: chess notation names at most %d columns (a to z)", ErrBoard, b.Rows, b.Cols, MaxAlgebraicCols)
	case b.Start < 1 || b.Start > b.Rows*b.Cols:
		return fmt.Errorf("%w: start square %d is off the %dx%d board", ErrBoard, b.Start, b.Rows, b.Cols)
	}
	if err := b.checkTour(b.Start, b.Tour); err != nil {
		return err
	}
	for s := range b.NoTour {
		if s < 1 || s > b.Rows*b.Cols {
			return fmt.Errorf("%w: a reason for square %d, off the %dx%d board", ErrBoard, s, b.Rows, b.Cols)
		}
	}
	if b.Tours == nil {
		return nil
	}
	n := b.Rows * b.Cols
	switch {
	case b.Rows > MaxToursSide || b.Cols > MaxToursSide:
		return fmt.Errorf("%w: %dx%d: tours from every square go with boards of at most %d rows and columns", ErrBoard, b.Rows, b.Cols, MaxToursSide)
	case len(b.Tours) != n:
		return fmt.Errorf("%w: %d tours for the %d squares of %dx%d", ErrTour, len(b.Tours), n, b.Rows, b.Cols)
	}
	for i, t := range b.Tours {
		if err := b.checkTour(i+1, t); err != nil {
			return err
		}
	}
	return nil
}

// checkTour says whether t (nil: no tour) is a permutation of the board's squares that
// begins on start.
func (b Board) checkTour(start int, t []int) error {
	if t == nil {
		return nil
	}
	n := b.Rows * b.Cols
	if len(t) != n {
		return fmt.Errorf("%w from %d: %d squares, want %d", ErrTour, start, len(t), n)
	}
	if t[0] != start {
		return fmt.Errorf("%w from %d: it begins on %d", ErrTour, start, t[0])
	}
	seen := make([]bool, n+1)
	for i, s := range t {
		switch {
		case s < 1 || s > n:
			return fmt.Errorf("%w from %d: move %d is square %d, off the board", ErrTour, start, i+1, s)
		case seen[s]:
			return fmt.Errorf("%w from %d: square %d twice", ErrTour, start, s)
		}
		seen[s] = true
	}
	return nil
}
