package judge

import (
	"errors"
	"fmt"
	"strings"
)

// The examples take their tours from knightTour, the tests' own search
// (tours_test.go): the judge accepts any legal tour, whoever computed it.

func ExampleCheckTour() {
	tour := knightTour(5, 6, 1, false) // 30 squares from square 1
	fmt.Println(CheckTour(5, 6, 1, false, tour))
	fmt.Println(CheckTour(5, 6, 1, false, tour[:29]))
	fmt.Println(CheckTour(5, 6, 2, false, tour))
	// Output:
	// <nil>
	// too few squares: got 29, want 30
	// first square is 1, want 2
}

func ExampleCheckLine() {
	tour := knightTour(8, 8, 1, false)
	line := lineOf(tour) // "1 11 5 15 ..."
	fmt.Println(CheckLine(8, 8, 1, false, line+"\r\n"))
	tour[11], tour[12] = tour[12], tour[11]
	fmt.Println(CheckLine(8, 8, 1, false, lineOf(tour)))
	fmt.Println(CheckLine(8, 8, 1, false, strings.Replace(line, " 5 ", " five ", 1)))
	fmt.Println(CheckLine(8, 8, 1, true, line))
	// Output:
	// <nil>
	// position 12 (square 49): 53 -> 49 is not a knight's move
	// token 3: "five" is not an integer
	// position 64 (square 45): tour is not closed (45 is not a knight's move from 1)
}

func ExampleCheckGrid() {
	tour := knightTour(5, 6, 1, false)
	grid := gridOf(5, 6, tour, ", ") // 5 lines of 6 move numbers
	fmt.Print(grid)
	fmt.Println(CheckGrid(5, 6, 1, false, grid))
	fmt.Println(CheckGrid(5, 6, 1, false, "["+strings.ReplaceAll(grid, "\n", "],\n[")+"]"))
	fmt.Println(CheckGrid(5, 6, 2, false, grid))
	// Output:
	// 1, 20, 9, 24, 3, 18
	// 10, 29, 2, 19, 14, 25
	// 21, 8, 23, 28, 17, 4
	// 30, 11, 6, 15, 26, 13
	// 7, 22, 27, 12, 5, 16
	// <nil>
	// <nil>
	// first square is 1 (row 1, column 1), want 2
}

func ExampleJudge() {
	input := "1\n2\n-1\n"
	output := lineOf(knightTour(7, 7, 1, false)) + "\nno tour\n"
	answer := output // the reference output, walked as the output is
	cfg := Config{Rows: 7, Cols: 7}
	sum, err := Judge(cfg, strings.NewReader(input), strings.NewReader(output), strings.NewReader(answer))
	fmt.Println(VerdictOf(err), sum, err)

	// An answer file that is not a right answer is a judge failure.
	_, err = Judge(cfg, strings.NewReader(input), strings.NewReader(output), strings.NewReader("1 2\nno tour\n"))
	fmt.Println(VerdictOf(err), err)
	// Output:
	// ok 2 queries: 1 tours, 1 no tour <nil>
	// FAIL the answer file (jury), line 1 (query 1, start 1): position 2 (square 2): 1 -> 2 is not a knight's move
}

func ExampleReader() {
	out := lineOf(knightTour(6, 6, 1, false)) + "\n" + lineOf(knightTour(6, 6, 2, false)) + "\n"
	r, err := NewReader(strings.NewReader(out), 6, 6, false, LineForm)
	if err != nil {
		panic(err)
	}
	for _, start := range []int{1, 3} {
		noTour, err := r.Next(start)
		fmt.Println(noTour, err)
		if err != nil {
			break
		}
	}
	// Output:
	// false <nil>
	// false query 2 (start 3), line 2: first square is 2, want 3
}

func ExampleError() {
	tour := knightTour(8, 8, 1, false)
	tour[39] = tour[8]
	err := CheckLine(8, 8, 1, false, lineOf(tour))
	var e *Error
	if errors.As(err, &e) {
		fmt.Println(e.Kind, e.Index, e.First, e.Kind.Verdict())
	}
	fmt.Println(err)
	// Output:
	// repeated square 40 9 wrong answer
	// position 40 (square 48): visited twice (first at position 9)
}

func ExampleIsNoTour() {
	fmt.Println(IsNoTour("no tour\r\n"), IsNoTour("no tours"))
	// Output: true false
}

func ExampleReadQueries() {
	starts, err := ReadQueries(strings.NewReader("1 2\r\n64 -1 anything"), 8, 8)
	fmt.Println(starts, err)
	_, err = ReadQueries(strings.NewReader("1 65"), 8, 8)
	fmt.Println(VerdictOf(err), err)
	// Output:
	// [1 2 64] <nil>
	// FAIL input: line 1, token 2: square 65 is out of range 1..64
}
