package tourprog

import (
	"bufio"
	"errors"
	"fmt"

	"github.com/knightstour/knightstour/internal/tour/render"
)

// svgWriter draws each answer as SVG: one drawing to stdout, or with -o one file a
// query. Where no tour exists it draws the board with the start crossed out, and
// says why.
type svgWriter struct {
	out        *bufio.Writer
	files      Files // nil: to out
	rows, cols int
	closed     bool
	name       func(s int) string // names a square as the user does
	drawings   int
}

// newSVGWriter draws the answers of a rows×cols board, closed or not, to out or, where
// files is not nil, one file a query; name names the squares in the words of a drawing
// of no tour.
func newSVGWriter(out *bufio.Writer, files Files, rows, cols int, closed bool, name func(s int) string) *svgWriter {
	return &svgWriter{out: out, files: files, rows: rows, cols: cols, closed: closed, name: name}
}

func (w *svgWriter) tour(start int, ans answer) error {
	tour := ans.squares(w.rows * w.cols)
	return w.draw(start, func(out *bufio.Writer) error { return render.SVG(out, w.rows, w.cols, tour, w.closed) })
}

func (w *svgWriter) noTour(start int, reason string) error {
	return w.draw(start, func(out *bufio.Writer) error {
		return render.NoTourSVG(out, w.rows, w.cols, start, w.name(start), w.closed, reason)
	})
}

// draw writes the drawing of the query start that draw writes, to stdout, or with -o
// to its file. Without -o there is one drawing: a second query is an error.
func (w *svgWriter) draw(start int, draw func(*bufio.Writer) error) error {
	if w.drawings++; w.drawings == 2 && w.files == nil {
		return errors.New("-format svg writes one drawing to stdout: use -o DIR for several queries")
	}
	if w.files == nil {
		return draw(w.out)
	}
	if err := w.files.WriteFile(fmt.Sprintf("tour-%dx%d-%d.svg", w.rows, w.cols, start), draw); err != nil {
		return fmt.Errorf("drawing of square %d: %w", start, err)
	}
	return nil
}
