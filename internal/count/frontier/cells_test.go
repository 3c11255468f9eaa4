package frontier

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/knightstour/knightstour/internal/count/brutetest"
)

// cells returns the boards of the scan of the first 1..n squares, width-wide.
func cells(t *testing.T, width, n int, open bool) []Board {
	t.Helper()
	var boards []Board
	err := ScanCells(context.Background(), width, n, open, func(b Board) error {
		if b.Cells != len(boards)+1 || b.Len != (b.Cells+width-1)/width {
			t.Fatalf("board of %d squares, %d columns, after %d boards", b.Cells, b.Len, len(boards))
		}
		boards = append(boards, b)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(boards) != n {
		t.Fatalf("%d boards, want %d", len(boards), n)
	}
	return boards
}

// TestCellsBrute checks the board of every prefix of the squares, up to 18 of them (24
// on width 5; 11 and 9 on widths 6 and 7, whose first squares hold the most states per
// square, and where every count but the first square's is 0: TestOEISSequences' longer
// 6- and 7-row tables count their first paths and cycles), against the brute force's
// first squares of a board read by rows, the same graph: paths and cycles from an open
// scan, cycles from a closed one.
func TestCellsBrute(t *testing.T) {
	for width := 1; width <= 7; width++ {
		n := []int{18, 18, 18, 18, 24, 11, 9}[width-1] // 5-wide: Knuth's first cycles, on 18, 22 and 24 squares
		width := width                                 // go 1.21: one width for the whole loop, and the subtests run after it
		t.Run(fmt.Sprintf("%d-wide", width), func(t *testing.T) {
			t.Parallel()
			open, closed := cells(t, width, n, true), cells(t, width, n, false)
			for i, b := range open {
				paths, cycles := brutetest.Cells(width, b.Cells)
				if b.Paths.Cmp(big.NewInt(paths)) != 0 || b.Cycles.Cmp(big.NewInt(cycles)) != 0 {
					t.Errorf("the first %d squares: %v paths, %v cycles; the brute force %d, %d", b.Cells, b.Paths, b.Cycles, paths, cycles)
				}
				if closed[i].Paths != nil || closed[i].Cycles.Cmp(b.Cycles) != 0 {
					t.Errorf("the first %d squares: the closed scan's %v cycles (paths %v), the open scan's %v", b.Cells, closed[i].Cycles, closed[i].Paths, b.Cycles)
				}
			}
		})
	}
}

// TestCellsColumns checks the boards of the squares up to the end of each column
// against the scan by columns, where counts pass 2⁶⁴ on the 3-wide closed scan, and
// that the boards between them are the ones the scan counts square by square: paths on
// 4x20 and 5x6, cycles on all. 6x5 closed (8 cycles, 5 s of CPU) runs with
// KNIGHTSTOUR_SLOW=1 only; TestCellsBrute scans 6 and 7 wide.
func TestCellsColumns(t *testing.T) {
	for _, tc := range []struct {
		width, length int
		open          bool
	}{
		{3, 70, false}, {4, 20, true}, {5, 6, true}, {5, 20, false}, {6, 5, false}, {7, 2, false},
	} {
		tc := tc // go 1.21
		t.Run(fmt.Sprintf("%dx%d open %v", tc.width, tc.length, tc.open), func(t *testing.T) {
			if tc.width == 6 {
				slow(t, "5 s of CPU")
			}
			t.Parallel()
			byCells := cells(t, tc.width, tc.width*tc.length, tc.open)
			for i, b := range scan(t, tc.width, tc.length, tc.open) {
				c := byCells[(i+1)*tc.width-1]
				if c.Len != b.Len || c.Cycles.Cmp(b.Cycles) != 0 || (tc.open && c.Paths.Cmp(b.Paths) != 0) {
					t.Errorf("%dx%d: %v paths, %v cycles; the columns' scan %v, %v", tc.width, b.Len, c.Paths, c.Cycles, b.Paths, b.Cycles)
				}
			}
		})
	}
}

// TestCellsRefused checks that a scan of every prefix refuses bad widths and lengths,
// and that a scan by cells takes no round over groups: it scans a square at a time.
func TestCellsRefused(t *testing.T) {
	for _, tc := range []struct{ width, n int }{{0, 5}, {MaxWidth + 1, 5}, {5, 0}} {
		if err := ScanCells(context.Background(), tc.width, tc.n, true, func(Board) error { return nil }); err == nil {
			t.Errorf("%d-wide, %d squares: no error", tc.width, tc.n)
		}
	}
	c, err := NewCells(5, true)
	if err != nil {
		t.Fatal(err)
	}
	var boards []Board
	for i := 0; i < 3; i++ { // 15 squares: the first board with a path is the 14th
		b, _, err := c.Round(context.Background(), 5, false)
		if err != nil {
			t.Fatal(err)
		}
		boards = append(boards, b)
	}
	if boards[2].Cells != 15 || boards[2].Paths.Sign() != 0 {
		t.Errorf("three rounds of a column: the board of %d squares, %v paths; want 15, 0", boards[2].Cells, boards[2].Paths)
	}
}
