package thin

import (
	"errors"
	"fmt"
)

// Errors returned by New, wrapped with the board and square they concern.
var (
	// ErrNotThin: the board's short side is not 3 or 4 (or a side is not positive).
	ErrNotThin = errors.New("board is not thin (short side must be 3 or 4)")
	// ErrBadStart: the start square is not on the board.
	ErrBadStart = errors.New("start square is off the board")
	// ErrTooLarge: rows*cols does not fit in an int.
	ErrTooLarge = errors.New("board too large")
	// ErrNoTour: theory says no tour of the asked kind starts there.
	ErrNoTour = errors.New("no tour exists")
)

// noTourReason says why no tour of the rows×n board (rows 3 or 4, n >= 3) starts at
// (r, c), or returns "" when one does (a closed one if closed). It is the table of
// theory.md, in O(1).
func noTourReason(rows, n, r, c int, closed bool) string {
	if rows == 4 {
		switch {
		case n == 4:
			return "4×4 has no knight's tour"
		case closed:
			return fmt.Sprintf("4×%d has no closed tour", n)
		case r != 0 && r != 3:
			return "on 4×n tours start and end in an outer row (0 or 3)"
		}
		return ""
	}
	switch {
	case n == 3 || n == 5 || n == 6:
		return fmt.Sprintf("3×%d has no knight's tour", n)
	case closed && (n%2 == 1 || n < 10):
		return fmt.Sprintf("3×%d has no closed tour", n)
	case n == 4 && c != 0 && c != 3:
		return "on 3×4 tours start only in the first or last column"
	case n == 7 && (r+c)%2 == 1:
		return "on 3×7 tours start on the majority colour (row+column even)"
	case n == 7 && r == 1 && c == 3:
		return "on 3×7 no tour starts in the centre"
	case n == 8 && r == 1 && (c == 2 || c == 5):
		return "on 3×8 no tour starts at (1,2) or (1,5)"
	case n%2 == 1 && (r+c)%2 == 1:
		return fmt.Sprintf("on 3×%d tours start on the majority colour (row+column even)", n)
	}
	return ""
}
