package tourprog

import (
	"bufio"
	"fmt"
	"io"

	"github.com/knightstour/knightstour/internal/notation"
	"github.com/knightstour/knightstour/internal/tour/sicily"
)

// This file is the Notation, chosen once (newNotation): squares read and written as
// numbers or in chess notation (a8 is square 1 on 8×8, h1 is 64; internal/notation),
// and the names of squares in messages.

// squareNotation is how the program reads and writes squares, chosen once from the
// Notation by newNotation: the rest of the program asks it and decides nothing.
type squareNotation struct {
	// name names square s (1-based) in messages: "square 12", or "d7".
	name func(s int) string
	// queries returns the reader of start squares from r: numbers, and chess names too.
	queries func(r io.Reader) sicily.Queries
	// writeNames writes the answer line of ans in chess names (answer.writeNames); nil
	// where squares are numbers (answer.writeLine).
	writeNames func(ans answer, w *bufio.Writer) error
	// chess says that squares are named in chess notation, for the page to show them so.
	chess bool
}

// newNotation returns cfg's squareNotation. It costs O(1).
func newNotation(cfg *Config) squareNotation {
	rows, cols := cfg.Rows, cfg.Cols
	numbers := func(r io.Reader) *sicily.QueryReader { return sicily.NewQueryReader(r, 1, rows*cols) }
	if cfg.Notation == Number {
		return squareNotation{
			name:    func(s int) string { return fmt.Sprintf("square %d", s) },
			queries: func(r io.Reader) sicily.Queries { return numbers(r) },
		}
	}
	list := " or " + notation.Name(1, rows, cols) + ".." + notation.Name(rows*cols, rows, cols)
	return squareNotation{
		name: func(s int) string { return notation.Name(s, rows, cols) },
		queries: func(r io.Reader) sicily.Queries {
			return &namedQueries{q: numbers(r), rows: rows, cols: cols, list: list}
		},
		writeNames: func(ans answer, w *bufio.Writer) error { return ans.writeNames(w, rows, cols) },
		chess:      true,
	}
}

// namedQueries reads start squares as numbers or chess names (a8 is square 1 on 8×8).
type namedQueries struct {
	q          *sicily.QueryReader
	rows, cols int
	list       string // the names taken, for errors: " or a8..h1"
}

// Next returns the next start square, as sicily.QueryReader's Next does, taking the
// chess name of a square too; a token that is neither is a *nameError, which says what
// names it takes.
func (n *namedQueries) Next() (int, error) {
	s, err := n.q.Next()
	se, ok := err.(*sicily.SquareError)
	if !ok {
		return s, err
	}
	if len(se.Token) <= sicily.MaxToken { // else cut short: no name
		if s, perr := notation.Parse([]byte(se.Token), n.rows, n.cols); perr == nil {
			return s, nil
		}
	}
	return 0, &nameError{sq: se, names: n.list}
}

// nameError is a token that is neither a square's number nor its chess name: the
// sicily.SquareError about the number, and the names taken.
type nameError struct {
	sq    *sicily.SquareError
	names string // " or a8..h1"
}

func (e *nameError) Error() string {
	return fmt.Sprintf("line %d: %q is not a square (want 1..%d%s)", e.sq.Line, e.sq.Token, e.sq.Squares, e.names)
}

func (e *nameError) Unwrap() error { return e.sq }

// writeNames writes the answer line in chess notation: the squares' names, one space
// apart, and a newline. It uses the answer up, and holds a batch of squares at a time.
func (a answer) writeNames(w *bufio.Writer, rows, cols int) error {
	var (
		buf   []byte
		batch [walkBatch]int
	)
	walk := a.walker()
	for i := 0; ; {
		n := walk.Fill(batch[:])
		if n == 0 {
			break
		}
		for _, s := range batch[:n] {
			buf = buf[:0]
			if i > 0 {
				buf = append(buf, ' ')
			}
			if _, err := w.Write(notation.Append(buf, s+1, rows, cols)); err != nil {
				return err
			}
			i++
		}
	}
	return w.WriteByte('\n')
}
