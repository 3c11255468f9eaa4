package tourprog

import (
	"bufio"

	"github.com/knightstour/knightstour/internal/tour/render"
)

// This file is the writers of the answers, one per Format (the line and the grid here,
// the drawing in draw.go, the page in html.go): Run chooses one, once. No writer finds a
// tour: each writes the tours it is handed.

// noTour is the answer where no tour exists.
const noTour = "no tour\n"

// writer writes the answers to the queries, in their order, in one Format: tour the
// tour from start, noTour the answer where none exists, with theory's reason (Run has
// said it on stderr).
type writer interface {
	tour(start int, ans answer) error
	noTour(start int, reason string) error
}

// Files writes the files of -o DIR, one a query, as the entry makes them: WriteFile
// writes the file called name (tour-8x8-1.svg, no folder) by calling write, all or
// nothing (a failed write leaves no file and returns the error).
type Files interface {
	WriteFile(name string, write func(w *bufio.Writer) error) error
}

// lineWriter writes each answer as a line: the squares one space apart, as numbers or
// chess names.
type lineWriter struct {
	out   *bufio.Writer
	names func(ans answer, w *bufio.Writer) error // the line in chess names; nil: numbers
}

// newLineWriter writes each answer to out, its squares named as nt names them.
func newLineWriter(out *bufio.Writer, nt squareNotation) *lineWriter {
	return &lineWriter{out: out, names: nt.writeNames}
}

// tour writes ans's line. In numbers a found tour's line is written as it is kept: the
// Sicily program's every query, so the one branch on the way.
func (w *lineWriter) tour(_ int, ans answer) error {
	switch {
	case w.names != nil:
		return w.names(ans, w.out)
	case ans.line != nil:
		_, err := w.out.Write(ans.line)
		return err
	}
	return writeWalk(w.out, ans.walker())
}

func (w *lineWriter) noTour(int, string) error {
	_, err := w.out.WriteString(noTour)
	return err
}

// gridWriter writes each answer as a board of move numbers, a blank line between two.
type gridWriter struct {
	out        *bufio.Writer
	rows, cols int
	boards     int // the answers written
}

// newGridWriter writes the boards of a rows×cols board's answers to out.
func newGridWriter(out *bufio.Writer, rows, cols int) *gridWriter {
	return &gridWriter{out: out, rows: rows, cols: cols}
}

func (w *gridWriter) tour(_ int, ans answer) error {
	if err := w.separate(""); err != nil {
		return err
	}
	return render.Grid(w.out, w.rows, w.cols, ans.squares(w.rows*w.cols))
}

func (w *gridWriter) noTour(int, string) error { return w.separate(noTour) }

// separate writes s, after a blank line if this is not the first answer.
func (w *gridWriter) separate(s string) error {
	if w.boards++; w.boards > 1 {
		s = "\n" + s
	}
	_, err := w.out.WriteString(s)
	return err
}
