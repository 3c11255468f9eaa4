package tourprog

import (
	"bufio"
	"errors"
	"fmt"

	"knightstour/internal/render"
)

// svgWriter draws each tour as SVG: one drawing to stdout, or with -o one file a
// query. Where no tour exists it draws nothing.
type svgWriter struct {
	out        *bufio.Writer
	files      Files // nil: to out
	rows, cols int
	closed     bool
	drawings   int
}

// newSVGWriter draws the tours of a rows×cols board, closed or not, to out or, where
// files is not nil, one file a query.
func newSVGWriter(out *bufio.Writer, files Files, rows, cols int, closed bool) *svgWriter {
	return &svgWriter{out: out, files: files, rows: rows, cols: cols, closed: closed}
}

func (w *svgWriter) tour(start int, ans answer) error {
	if w.drawings++; w.drawings == 2 && w.files == nil {
		return errors.New("-format svg writes one drawing to stdout: use -o DIR for several queries")
	}
	tour := ans.squares(w.rows * w.cols)
	draw := func(out *bufio.Writer) error { return render.SVG(out, w.rows, w.cols, tour, w.closed) }
	if w.files == nil {
		return draw(w.out)
	}
	if err := w.files.WriteFile(fmt.Sprintf("tour-%dx%d-%d.svg", w.rows, w.cols, start), draw); err != nil {
		return fmt.Errorf("drawing of square %d: %w", start, err)
	}
	return nil
}

func (w *svgWriter) noTour(int) error { return nil }
