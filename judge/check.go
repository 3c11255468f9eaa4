package judge

import (
	"strings"
)

// CheckTour checks that tour (squares 1..rows*cols, row-major, square k at
// row (k-1)/cols and column (k-1)%cols) is a legal open tour of the
// rows×cols board from square start: rows*cols squares, the first is
// start, none twice, each a knight's move (dr² + dc² = 5) from the one
// before; when closed is true, the last square must also be a knight's
// move from the first. It returns nil or an *Error for the first thing
// wrong. It costs O(len(tour) + rows*cols) time and memory for the board.
func CheckTour(rows, cols, start int, closed bool, tour []int) error {
	b, err := newBoard(rows, cols, closed, layoutAuto)
	if err != nil {
		return err
	}
	b.begin()
	t := &lineTour{b: b}
	t.reset(start)
	for i, v := range tour {
		if i == b.n {
			t.over, t.count = true, len(tour)
			break
		}
		if !t.square(v) {
			break
		}
	}
	t.finish()
	if t.err != nil {
		return t.err
	}
	return nil
}

// CheckLine checks one answer in the Sicily form: the squares of a tour
// on one line, separated by spaces (tabs, trailing spaces, a CR and a
// final newline are allowed), by the rule of CheckTour. A token that is
// not an integer is an *Error of Kind BadToken; a line that says
// "no tour" is an *Error of Kind ClaimsNoTour (see IsNoTour); more than
// one line is an *Error of Kind ExtraOutput. The line is read as a stream
// (see Reader): the cost is O(len(line) + rows*cols) time and the memory
// of the board.
func CheckLine(rows, cols, start int, closed bool, line string) error {
	return checkOne(rows, cols, start, closed, LineForm, line, options{bufSize: min(len(line)+1, bufSize), noMemo: true})
}

// CheckGrid checks one answer in the grid form (see GridForm): rows lines
// of cols move numbers, where the cell of move 1 is square start and each
// move is a knight's move from the one before (and, when closed is true,
// the last from the first). Errors are as for CheckLine; the cost is
// O(len(grid) + rows*cols) time and the memory of the board.
func CheckGrid(rows, cols, start int, closed bool, grid string) error {
	return checkOne(rows, cols, start, closed, GridForm, grid, options{bufSize: min(len(grid)+1, bufSize), noMemo: true})
}

// checkOne checks text, one answer, through a Reader with options o.
func checkOne(rows, cols, start int, closed bool, form Format, text string, o options) error {
	r, err := newReader(strings.NewReader(text), rows, cols, closed, form, o)
	if err != nil {
		return err
	}
	noTour, err := r.Next(start)
	if err == nil && noTour {
		err = &Error{Kind: ClaimsNoTour, Msg: "the answer says no tour"}
	}
	if err == nil {
		err = r.End()
	}
	if e, ok := err.(*Error); ok {
		e.Query, e.Start = 0, 0
		if e.Kind != ExtraOutput {
			e.Line = 0
		}
		return e
	}
	return err
}
