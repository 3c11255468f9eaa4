package tiles

import (
	"fmt"

	"github.com/knightstour/knightstour/judge"
)

// judgeWalker walks w to the end and checks the tour with the judge's CheckTour
// (1-based squares); buf is reused for the tour.
func judgeWalker(w *Walker, rows, cols, start int, closed bool, buf []int) ([]int, error) {
	buf = buf[:0]
	for {
		sq, ok := w.Next()
		if !ok {
			break
		}
		buf = append(buf, sq+1)
	}
	return buf, judge.CheckTour(rows, cols, start+1, closed, buf)
}

// checkTour is an independent checker of a whole tour (0-based squares).
func checkTour(rows, cols, start int, closed bool, tour []int) error {
	c := newStreamCheck(rows, cols, start, closed)
	for _, sq := range tour {
		if err := c.add(sq); err != nil {
			return err
		}
	}
	return c.finish()
}

// streamCheck checks a tour square by square in one bit per square: the tour visits
// every square of the rows×cols board once, starts at start, moves by dr²+dc² = 5 (it
// shares no move table with the package), and, if closed, ends a knight's move from
// the start.
type streamCheck struct {
	rows, cols, start, n, count int
	closed                      bool
	seen                        []uint64
	first, last                 int
}

func newStreamCheck(rows, cols, start int, closed bool) *streamCheck {
	return &streamCheck{rows: rows, cols: cols, start: start, closed: closed,
		n: rows * cols, seen: make([]uint64, (rows*cols+63)/64)}
}

func (c *streamCheck) add(sq int) error {
	if c.count >= c.n {
		return fmt.Errorf("more than %d squares", c.n)
	}
	if sq < 0 || sq >= c.n {
		return fmt.Errorf("move %d: square %d off the board", c.count, sq)
	}
	if c.seen[sq>>6]>>(sq&63)&1 == 1 {
		return fmt.Errorf("move %d: square %d visited twice", c.count, sq)
	}
	c.seen[sq>>6] |= 1 << (sq & 63)
	if c.count == 0 {
		if sq != c.start {
			return fmt.Errorf("starts at %d, want %d", sq, c.start)
		}
		c.first = sq
	} else if !c.knight(c.last, sq) {
		return fmt.Errorf("move %d: %d to %d is not a knight's move", c.count, c.last, sq)
	}
	c.last = sq
	c.count++
	return nil
}

func (c *streamCheck) finish() error {
	if c.count != c.n {
		return fmt.Errorf("%d squares, want %d", c.count, c.n)
	}
	if c.closed && !c.knight(c.last, c.first) {
		return fmt.Errorf("not closed: %d to %d", c.last, c.first)
	}
	return nil
}

func (c *streamCheck) knight(a, b int) bool {
	dr, dc := a/c.cols-b/c.cols, a%c.cols-b%c.cols
	return dr*dr+dc*dc == 5
}

// checkWalker walks w to the end through a streamCheck.
func checkWalker(w *Walker, rows, cols, start int, closed bool) error {
	c := newStreamCheck(rows, cols, start, closed)
	for {
		sq, ok := w.Next()
		if !ok {
			break
		}
		if err := c.add(sq); err != nil {
			return err
		}
	}
	if sq, ok := w.Next(); ok || sq != -1 {
		return fmt.Errorf("Next after the end returned %d, %v", sq, ok)
	}
	return c.finish()
}

// tourExists says what theory says for sides >= 5.
func tourExists(rows, cols, start int, closed bool) bool {
	if rows%2 == 0 || cols%2 == 0 {
		return true
	}
	r, c := start/cols, start%cols
	return !closed && (r+c)%2 == 0
}
