package thin

import "errors"

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
