package tourprog

import (
	"bufio"
	"errors"
	"fmt"

	"github.com/knightstour/knightstour/internal/tour/page"
)

// htmlWriter writes each answer as a page that animates the tour and lets a person try
// one (internal/tour/page): one page to stdout, or with -o one file a query. Every page
// holds the same tours from every square and reasons where none exists, which the
// program finds and hands to the writer: the writer finds no tour itself.
type htmlWriter struct {
	out      *bufio.Writer
	files    Files // nil: to out
	board    page.Board
	tours    func() ([][]int, error)
	drawings int
}

// newHTMLWriter writes pages of board (its size, kind of tour, notation and reasons
// where no tour exists: what every page shows), to out or, where files is not nil, one
// file a query, with the tours from every square that tours returns (nil where none
// exists, or nil for a board too large to hold them). tours is called as each page is
// written and must return the same each time: the program computes them once, for the
// first page.
func newHTMLWriter(board page.Board, out *bufio.Writer, files Files, tours func() ([][]int, error)) *htmlWriter {
	return &htmlWriter{out: out, files: files, board: board, tours: tours}
}

func (w *htmlWriter) tour(start int, ans answer) error {
	return w.page(start, ans.squares(w.board.Rows*w.board.Cols))
}

// noTour writes the page all the same: it says so, and try mode works there too.
func (w *htmlWriter) noTour(start int, _ string) error { return w.page(start, nil) }

// page writes the page of the query start, whose tour is tour (nil where there is
// none), to stdout, or with -o to its file. Without -o there is one page: a second query
// is an error.
func (w *htmlWriter) page(start int, tour []int) error {
	if w.drawings++; w.drawings == 2 && w.files == nil {
		return errors.New("-format html writes one page to stdout: use -o DIR for several queries")
	}
	tours, err := w.tours()
	if err != nil {
		return err
	}
	b := w.board
	b.Start, b.Tour, b.Tours = start, tour, tours
	if w.files == nil {
		return page.Write(w.out, b)
	}
	name := fmt.Sprintf("tour-%dx%d-%d.html", b.Rows, b.Cols, start)
	if err := w.files.WriteFile(name, func(f *bufio.Writer) error { return page.Write(f, b) }); err != nil {
		return fmt.Errorf("page of square %d: %w", start, err)
	}
	return nil
}
