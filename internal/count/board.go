package count

import (
	"fmt"

	fr "github.com/knightstour/knightstour/internal/count/frontier"
)

// MaxWidth is the widest board the counter counts: the shorter side of a board may
// be at most MaxWidth, package frontier's widest (wider boards have far too many
// states to count in memory anyway).
const MaxWidth = fr.MaxWidth

// scan is a board laid out for the count: w columns (the shorter side) and l rows,
// squares numbered 0..n-1 row by row. The user's board may be the transpose; sq
// converts.
type scan struct {
	rows, cols int  // the user's board
	w, l, n    int  // the laid-out board: width, length, squares
	transposed bool // row r, column c is the user's row c, column r
}

// Check says whether the tours of a rows×cols board can be counted at all: at least one
// row and one column, the shorter side at most MaxWidth, at most maxSquares squares. It
// costs O(1) and allocates nothing; whether a count fits in memory is Estimate's to say.
func Check(rows, cols int) error {
	if rows < 1 || cols < 1 {
		return fmt.Errorf("%dx%d board: want at least one row and one column", rows, cols)
	}
	w, l := min(rows, cols), max(rows, cols)
	if w > MaxWidth {
		return fmt.Errorf("%dx%d board is too wide to count: the shorter side may be at most %d", rows, cols, MaxWidth)
	}
	if l > maxSquares/w {
		return fmt.Errorf("%dx%d board is too large to count: at most %d squares", rows, cols, maxSquares)
	}
	return nil
}

// newScan lays out the rows×cols board.
func newScan(rows, cols int) (*scan, error) {
	if err := Check(rows, cols); err != nil {
		return nil, err
	}
	s := &scan{rows: rows, cols: cols, w: cols, l: rows}
	if rows < cols {
		s.w, s.l, s.transposed = rows, cols, true
	}
	s.n = s.w * s.l
	return s, nil
}

// maxSquares bounds the board: the count keeps a few words per square.
const maxSquares = 1 << 24

// sq returns the scan index of the user's square (0-based, row-major).
func (s *scan) sq(square int) int {
	r, c := square/s.cols, square%s.cols
	if s.transposed {
		r, c = c, r
	}
	return r*s.w + c
}

// symmetries returns the squares that the board's symmetries map square to (the user's
// numbering): itself, the mirror images and, on a square board, the rotations and
// diagonal reflections. Tour counts are the same for all of them.
func symmetries(rows, cols, square int) []int {
	r, c := square/cols, square%cols
	out := []int{
		r*cols + c,
		r*cols + cols - 1 - c,
		(rows-1-r)*cols + c,
		(rows-1-r)*cols + cols - 1 - c,
	}
	if rows == cols {
		n := rows
		out = append(out,
			c*n+r,
			c*n+n-1-r,
			(n-1-c)*n+r,
			(n-1-c)*n+n-1-r,
		)
	}
	return out
}
