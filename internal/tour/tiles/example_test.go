package tiles_test

import (
	"fmt"

	"github.com/knightstour/knightstour/internal/tour/tiles"
)

// A closed tour of the 6×6 board from square 0, printed as (row,col) pairs of its
// first moves.
func ExampleBuilder_New() {
	b := tiles.NewBuilder()
	w, err := b.New(6, 6, 0, true)
	if err != nil {
		fmt.Println(err)
		return
	}
	n := 0
	for sq, ok := w.Next(); ok; sq, ok = w.Next() {
		if n < 4 {
			fmt.Printf("(%d,%d) ", sq/6, sq%6)
		}
		n++
	}
	fmt.Println("...", n, "squares")
	// Output: (0,0) (2,1) (1,3) (0,5) ... 36 squares
}

// New refuses where theory says no tour exists.
func ExampleNew() {
	_, err := tiles.New(5, 5, 1, false)
	fmt.Println(err)
	// Output: tiles: 5x5 board: square (0,1) is of the minority colour, so no tour starts there: no such tour
}

// Warnsdorff is the greedy baseline; it may get stuck.
func ExampleWarnsdorff() {
	tour, full := tiles.Warnsdorff(8, 8, 0)
	fmt.Println(len(tour), full)
	// Output: 64 true
}
