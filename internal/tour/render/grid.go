package render

import (
	"fmt"
	"io"
	"strconv"
)

// flushAt is the buffer size at which Grid and SVG hand their output to the writer.
const flushAt = 32 << 10

// Grid writes the tour as rows lines of cols move numbers: the number in column c of
// line r is the move (1..rows*cols) at which the tour visits square r*cols+c+1. Each
// number is right-aligned in a field as wide as rows*cols, fields are separated by one
// space, lines have no trailing space and end in "\n"; so every line of a board is
// equally long and the columns line up.
//
// Grid returns an error wrapping ErrBadBoard or ErrBadTour (nothing is written) if a
// side is less than 1 or tour is not a permutation of 1..rows*cols, and the writer's
// first error, wrapped, otherwise. It costs O(rows*cols) time and 4 bytes per square
// for the inverse of the tour, and writes in chunks of about 32 KiB whatever the shape
// of the board.
func Grid(w io.Writer, rows, cols int, tour []int) error {
	moveAt, err := movesBySquare(rows, cols, tour)
	if err != nil {
		return err
	}
	width := digits(rows * cols)
	buf := make([]byte, 0, min(rows*cols*(width+1), flushAt)+width+1)
	c := 0 // column of the number being written
	for _, m := range moveAt {
		if c > 0 {
			buf = append(buf, ' ')
		}
		for pad := width - digits(int(m)); pad > 0; pad-- {
			buf = append(buf, ' ')
		}
		buf = strconv.AppendInt(buf, int64(m), 10)
		if c++; c == cols {
			buf = append(buf, '\n')
			c = 0
		}
		if len(buf) >= flushAt {
			if _, err := w.Write(buf); err != nil {
				return fmt.Errorf("render: writing grid: %w", err)
			}
			buf = buf[:0]
		}
	}
	if len(buf) > 0 {
		if _, err := w.Write(buf); err != nil {
			return fmt.Errorf("render: writing grid: %w", err)
		}
	}
	return nil
}
