package tourprog

import (
	"bufio"
	"fmt"
	"io"

	"knightstour/internal/notation"
	"knightstour/internal/sicily"
)

// This file is -notation algebraic: squares read and written in chess notation (a8 is
// square 1 on 8×8, h1 is 64; internal/notation), and the names of squares in messages.

// squareName names square s (1-based) in messages: "square 12", or with -notation
// algebraic "d7".
func (cfg *Config) squareName(s int) string {
	if cfg.Notation == Algebraic {
		return notation.Name(s, cfg.Rows, cfg.Cols)
	}
	return fmt.Sprintf("square %d", s)
}

// queries returns the reader of cfg's start squares: numbers, and with -notation
// algebraic chess names too.
func (cfg *Config) queries(r io.Reader) sicily.Queries {
	q := sicily.NewQueryReader(r, 1, cfg.Rows*cfg.Cols)
	if cfg.Notation == Algebraic {
		rows, cols := cfg.Rows, cfg.Cols
		return &namedQueries{q: q, rows: rows, cols: cols,
			list: " or " + notation.Name(1, rows, cols) + ".." + notation.Name(rows*cols, rows, cols)}
	}
	return q
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
