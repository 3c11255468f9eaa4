package thin_test

import (
	"fmt"
	"strings"

	"github.com/knightstour/knightstour/internal/tour/thin"
)

// tourText drains w into a line of 0-based squares.
func tourText(w *thin.Walker) string {
	var b strings.Builder
	for sq, ok := w.Next(); ok; sq, ok = w.Next() {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprint(&b, sq)
	}
	return b.String()
}

// The 3×4 board has tours only from its first and last columns. Squares are 0-based
// and row-major.
func ExampleNew() {
	w, err := thin.New(3, 4, 0, false)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(tourText(w))
	_, err = thin.New(3, 4, 1, false)
	fmt.Println(err)
	// Output:
	// 0 6 8 1 7 9 2 4 10 3 5 11
	// thin: 3×4 from square 1 (row 0, column 1): no open tour: on a 3×4 board a tour must start in the first or last column: no tour exists
}

// A closed tour of the 3×14 board from square 20: a 3×10 cycle and one gadget of
// four columns; the last square is a knight's move from the first.
func ExampleWalker_Next() {
	w, err := thin.New(3, 14, 20, true)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(tourText(w))
	// Output:
	// 20 4 33 6 18 34 22 10 26 38 9 36 7 19 35 23 11 27 39 12 41 25 13 40 24 8 37 21 5 17 29 0 16 28 1 30 14 2 31 15 3 32
}
