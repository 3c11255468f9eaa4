package render

import (
	"errors"
	"fmt"
	"math"
)

// Errors returned by Grid and SVG, wrapped with context; test them with errors.Is.
var (
	// ErrBadBoard means a side of the board is less than 1.
	ErrBadBoard = errors.New("render: bad board size")
	// ErrBadTour means the tour is not a permutation of the board's squares.
	ErrBadTour = errors.New("render: bad tour")
	// ErrTooLarge means the board is too large to render (see MaxSVGSide).
	ErrTooLarge = errors.New("render: board too large")
)

// maxSquares bounds rows*cols so move numbers fit the int32 table of movesBySquare.
const maxSquares = math.MaxInt32

// movesBySquare checks that tour visits each square of a rows×cols board exactly once
// and returns the inverse: moveAt[k-1] is the 1-based move number at square k.
// It costs O(rows*cols) time and 4 bytes per square.
func movesBySquare(rows, cols int, tour []int) ([]int32, error) {
	if rows < 1 || cols < 1 {
		return nil, fmt.Errorf("%w: %dx%d, both sides must be at least 1", ErrBadBoard, rows, cols)
	}
	if rows > maxSquares/cols {
		return nil, fmt.Errorf("%w: %dx%d has more than %d squares", ErrTooLarge, rows, cols, maxSquares)
	}
	n := rows * cols
	if len(tour) != n {
		return nil, fmt.Errorf("%w: %d squares for a %dx%d board, want %d", ErrBadTour, len(tour), rows, cols, n)
	}
	moveAt := make([]int32, n)
	for i, sq := range tour {
		if sq < 1 || sq > n {
			return nil, fmt.Errorf("%w: move %d is square %d, outside 1..%d", ErrBadTour, i+1, sq, n)
		}
		if prev := moveAt[sq-1]; prev != 0 {
			return nil, fmt.Errorf("%w: square %d visited at moves %d and %d", ErrBadTour, sq, prev, i+1)
		}
		moveAt[sq-1] = int32(i + 1)
	}
	return moveAt, nil
}

// digits returns the number of decimal digits of n >= 0.
func digits(n int) int {
	d := 1
	for n >= 10 {
		n /= 10
		d++
	}
	return d
}
