package frontier

import (
	"context"
	"fmt"

	"github.com/knightstour/knightstour/internal/count/limbs"
)

// Every prefix. A scan by cells (NewCells) counts the board of the first n squares for
// every n, as Knuth's DYNAHAM and DYNAHAMP print a count after every square (OEIS
// A383661.., A389755..): its squares are the scan's, column by column and top to bottom
// in a column, so that the board of the first n squares is n/width whole columns and
// the top n mod width squares of one more. A path or cycle is whole after a square when
// it covers the squares up to it and no other: the step counts it there, whether or
// not the square ends a column. A state and its mirror image do not have the same
// completions on a board whose last column is partly filled, so such a scan keeps them
// apart (about twice the states of a scan by columns), and scans a square at a time.

// NewCells returns the scan of the boards of the first n squares of width-wide boards,
// n = 1, 2, ... (paths and cycles with open, else cycles), before its first square:
// Square returns every square's board, Board.Cells its squares.
func NewCells(width int, open bool) (*Columns, error) {
	c, err := NewColumns(width, open)
	if err != nil {
		return nil, err
	}
	c.cells = true
	return c, nil
}

// ScanCells counts the Hamiltonian cycles (and with open the paths) of the board of
// the first n squares of width-wide boards, n = 1..squares, in one scan, and calls
// each with each board's counts in order, as Scan does for whole columns.
func ScanCells(ctx context.Context, width, squares int, open bool, each func(Board) error) error {
	if width < 1 || width > MaxWidth || squares < 1 {
		return fmt.Errorf("a scan of the first 1..%d squares of %d-wide boards: the width may be 1..%d, the squares 1 or more", squares, width, MaxWidth)
	}
	c, err := NewCells(width, open)
	if err != nil {
		return err
	}
	for n := c.sq + 1; n <= squares; n++ {
		b, _, err := c.Square(ctx, n == squares)
		if err != nil {
			return err
		}
		if err := each(b); err != nil {
			return err
		}
	}
	return nil
}

// cellsBoard is the board of the squares scanned, of a scan by cells, from the paths
// and cycles (sums) of the step that scanned the last of them, the first square of the
// scan with start.
func (c *Columns) cellsBoard(sums [2][]uint64, start bool) Board {
	b := Board{Len: (c.sq + c.width - 1) / c.width, Cells: c.sq, Cycles: limbs.Int(sums[1]), States: c.States(), Bytes: c.Bytes()}
	if c.open {
		b.Paths = limbs.Int(sums[0])
		if c.sq == 1 && start {
			b.Paths.SetInt64(1) // one square: the path of no edges
		}
	}
	return b
}
