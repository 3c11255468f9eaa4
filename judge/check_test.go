package judge

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"
)

// checkCase is one answer and what the judge must say about it.
type checkCase struct {
	name   string
	rows   int
	cols   int
	start  int
	closed bool
	answer string
	kind   Kind // 0: accepted
	index  int  // Error.Index, when kind is not 0
}

// withSquare returns a copy of tour with tour[i] = v.
func withSquare(tour []int, i, v int) []int {
	t := append([]int(nil), tour...)
	t[i] = v
	return t
}

// swapped returns a copy of tour with tour[i] and tour[j] swapped.
func swapped(tour []int, i, j int) []int {
	t := append([]int(nil), tour...)
	t[i], t[j] = t[j], t[i]
	return t
}

// lineCases are the answers in the line form the tests check, built from
// tours computed by the test search.
func lineCases(t testing.TB) []checkCase {
	tour := mustTour(t, 8, 8, 1, false)
	from2 := mustTour(t, 8, 8, 2, false)
	closed := mustTour(t, 6, 6, 1, true)
	line := lineOf(tour)
	words := strings.Fields(line)
	return []checkCase{
		{name: "valid", answer: line + "\n"},
		{name: "valid from 2", start: 2, answer: lineOf(from2) + "\n"},
		{name: "CRLF", answer: line + "\r\n"},
		{name: "trailing spaces", answer: line + "  \t \n"},
		{name: "no final newline", answer: line},
		{name: "CR without newline", answer: line + "\r"},
		{name: "leading spaces", answer: "   " + line + "\n"},
		{name: "tabs and double spaces", answer: strings.Join(words[:10], "\t") + "  " + strings.Join(words[10:], "   ") + "\n"},
		{name: "leading zeros", answer: "0" + line + "\n"},
		{name: "swapped pair", answer: lineOf(swapped(tour, 10, 11)) + "\n", kind: NotKnightMove, index: 11},
		{name: "swapped first pair", answer: lineOf(swapped(tour, 0, 1)) + "\n", kind: WrongStart, index: 1},
		{name: "repeated square", answer: lineOf(withSquare(tour, 39, tour[8])) + "\n", kind: Repeated, index: 40},
		{name: "repeated start", answer: lineOf(withSquare(tour, 2, 1)) + "\n", kind: Repeated, index: 3},
		{name: "63 squares", answer: lineOf(tour[:63]) + "\n", kind: TooFew, index: 64},
		{name: "65 squares", answer: line + " " + strconv.Itoa(tour[0]) + "\n", kind: TooMany, index: 65},
		{name: "70 squares", answer: line + " 1 2 3 x 5 6\n", kind: TooMany, index: 65},
		{name: "square 65", answer: lineOf(withSquare(tour, 5, 65)) + "\n", kind: OutOfRange, index: 6},
		{name: "square 0", answer: lineOf(withSquare(tour, 5, 0)) + "\n", kind: OutOfRange, index: 6},
		{name: "negative square", answer: lineOf(withSquare(tour, 5, -3)) + "\n", kind: OutOfRange, index: 6},
		{name: "huge square", answer: strings.Replace(line, " "+words[7]+" ", " 123456789012345678901234567890 ", 1) + "\n", kind: OutOfRange, index: 8},
		{name: "first square 65", answer: lineOf(withSquare(tour, 0, 65)) + "\n", kind: OutOfRange, index: 1},
		{name: "wrong start", answer: lineOf(from2) + "\n", kind: WrongStart, index: 1},
		{name: "garbage token", answer: strings.Replace(line, " "+words[6]+" ", " x ", 1) + "\n", kind: BadToken, index: 7},
		{name: "garbage after digits", answer: strings.Replace(line, " "+words[6]+" ", " "+words[6]+"a ", 1) + "\n", kind: BadToken, index: 7},
		{name: "plus sign", answer: strings.Replace(line, " "+words[6]+" ", " +"+words[6]+" ", 1) + "\n", kind: BadToken, index: 7},
		{name: "comma", answer: strings.Join(words, ",") + "\n", kind: BadToken, index: 1},
		{name: "long garbage", answer: strings.Repeat("z", 100) + "\n", kind: BadToken, index: 1},
		{name: "empty line", answer: "\n", kind: TooFew, index: 1},
		{name: "empty", answer: "", kind: MissingAnswer},
		{name: "blank line", answer: "  \r\n", kind: TooFew, index: 1},
		{name: "no tour", answer: "no tour\n", kind: ClaimsNoTour},
		{name: "no tour CRLF", answer: "no tour \r\n", kind: ClaimsNoTour},
		{name: "no tour and more", answer: "no tour 5\n", kind: BadToken, index: 1},
		{name: "no tours", answer: "no tours\n", kind: BadToken, index: 1},
		{name: "no alone", answer: "no\n", kind: BadToken, index: 1},
		{name: "extra line", answer: line + "\n" + line + "\n", kind: ExtraOutput},
		{name: "blank lines after", answer: line + "\n\n  \n\r\n"},
		{name: "not closed", closed: true, answer: line + "\n", kind: NotClosed, index: 64},
		{name: "closed 6x6", rows: 6, cols: 6, closed: true, answer: lineOf(closed) + "\n"},
		{name: "open 6x6", rows: 6, cols: 6, answer: lineOf(closed) + "\n"},
		{name: "1x1", rows: 1, cols: 1, answer: "1\n"},
		{name: "1x1 closed", rows: 1, cols: 1, closed: true, answer: "1\n", kind: NotClosed, index: 1},
		{name: "1x1 wrong", rows: 1, cols: 1, answer: "2\n", kind: OutOfRange, index: 1},
	}
}

// gridCases are the answers in the grid form the tests check.
func gridCases(t testing.TB) []checkCase {
	tour := mustTour(t, 8, 8, 1, false)
	from2 := mustTour(t, 8, 8, 2, false)
	closed := mustTour(t, 6, 6, 1, true)
	grid := gridOf(8, 8, tour, " ")
	rows := strings.SplitAfter(grid, "\n")
	cell := func(v int) (r, c int) { return (tour[v-1] - 1) / 8, (tour[v-1] - 1) % 8 }
	// setCell returns grid with the number in row r, column c replaced by s.
	setCell := func(r, c int, s string) string {
		out := append([]string(nil), rows...)
		f := strings.Fields(out[r])
		f[c] = s
		out[r] = strings.Join(f, " ") + "\n"
		return strings.Join(out, "")
	}
	r10, c10 := cell(10)
	r11, c11 := cell(11)
	swappedGrid := setCell(r10, c10, "11")
	{
		out := strings.SplitAfter(swappedGrid, "\n")
		f := strings.Fields(out[r11])
		f[c11] = "10"
		out[r11] = strings.Join(f, " ") + "\n"
		swappedGrid = strings.Join(out, "")
	}
	r40, c40 := cell(40)
	r65, c65 := cell(6)
	var python strings.Builder
	python.WriteString("[")
	for r := 0; r < 8; r++ {
		if r > 0 {
			python.WriteString(",\n ")
		}
		python.WriteString("[" + strings.Join(strings.Fields(rows[r]), ", ") + "]")
	}
	python.WriteString("]\n")
	return []checkCase{
		{name: "valid", answer: grid},
		{name: "valid tabs", answer: gridOf(8, 8, tour, "\t")},
		{name: "valid padded", answer: strings.ReplaceAll(" "+strings.ReplaceAll(grid, "\n", "\n "), " ", "  ")},
		{name: "valid python", answer: python.String()},
		{name: "valid braces", answer: "{\n" + strings.ReplaceAll(gridOf(8, 8, tour, ", "), "\n", "},\n") + "}\n"},
		{name: "valid from 2", start: 2, answer: gridOf(8, 8, from2, " ")},
		{name: "CRLF", answer: strings.ReplaceAll(grid, "\n", "\r\n")},
		{name: "trailing spaces", answer: strings.ReplaceAll(grid, "\n", "   \n")},
		{name: "no final newline", answer: strings.TrimSuffix(grid, "\n")},
		{name: "blank lines around", answer: "\n\n" + grid + "\n\n"},
		{name: "swapped pair", answer: swappedGrid, kind: NotKnightMove},
		{name: "repeated move", answer: setCell(r40, c40, "9"), kind: Repeated, index: 9},
		{name: "63 squares", answer: setCell(7, 7, ""), kind: TooFew},
		{name: "9 in a row", answer: setCell(3, 7, rows[3][len(rows[3])-3:len(rows[3])-1]+" 1"), kind: TooMany},
		{name: "7 rows", answer: strings.Join(rows[:7], ""), kind: TooFew},
		{name: "square 65", answer: setCell(r65, c65, "65"), kind: OutOfRange},
		{name: "wrong start", answer: gridOf(8, 8, from2, " "), kind: WrongStart, index: 1},
		{name: "garbage token", answer: setCell(2, 3, "x"), kind: BadToken},
		{name: "float", answer: setCell(2, 3, "2.5"), kind: BadToken},
		{name: "extra board", answer: grid + "\n" + grid, kind: ExtraOutput},
		{name: "extra row", answer: grid + rows[0], kind: ExtraOutput},
		{name: "all in one line", answer: strings.ReplaceAll(grid, "\n", " ") + "\n", kind: TooMany},
		{name: "empty", answer: "", kind: MissingAnswer},
		{name: "no tour", answer: "no tour\n", kind: ClaimsNoTour},
		{name: "no tour in a board", answer: strings.Join(rows[:3], "") + "no tour\n", kind: BadToken},
		{name: "not closed", closed: true, answer: grid, kind: NotClosed, index: 64},
		{name: "closed 6x6", rows: 6, cols: 6, closed: true, answer: gridOf(6, 6, closed, " ")},
		{name: "1x1", rows: 1, cols: 1, answer: "1\n"},
		{name: "1x1 as 2", rows: 1, cols: 1, answer: "2\n", kind: OutOfRange},
	}
}

// defaults fills in the 8×8 board and start square 1.
func (c checkCase) defaults() checkCase {
	if c.rows == 0 {
		c.rows, c.cols = 8, 8
	}
	if c.start == 0 {
		c.start = 1
	}
	return c
}

// verify checks err against the case and returns the line for the golden
// file of messages.
func (c checkCase) verify(t *testing.T, err error) string {
	t.Helper()
	if c.kind == 0 {
		if err != nil {
			t.Errorf("got %v, want nil", err)
		}
		return fmt.Sprintf("%s: ok\n", c.name)
	}
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("got %v (%T), want an *Error of kind %v", err, err, c.kind)
	}
	if e.Kind != c.kind {
		t.Errorf("got kind %v (%v), want %v", e.Kind, err, c.kind)
	}
	if c.index != 0 && e.Index != c.index {
		t.Errorf("got index %d (%v), want %d", e.Index, err, c.index)
	}
	return fmt.Sprintf("%s: %v: %v\n", c.name, e.Kind, err)
}

func TestCheckLine(t *testing.T) {
	var golden strings.Builder
	for _, tc := range lineCases(t) {
		tc := tc.defaults()
		t.Run(tc.name, func(t *testing.T) {
			err := CheckLine(tc.rows, tc.cols, tc.start, tc.closed, tc.answer)
			golden.WriteString(tc.verify(t, err))
		})
	}
	goldie.New(t).Assert(t, "check_line", []byte(golden.String()))
}

func TestCheckGrid(t *testing.T) {
	var golden strings.Builder
	for _, tc := range gridCases(t) {
		tc := tc.defaults()
		t.Run(tc.name, func(t *testing.T) {
			err := CheckGrid(tc.rows, tc.cols, tc.start, tc.closed, tc.answer)
			golden.WriteString(tc.verify(t, err))
		})
	}
	goldie.New(t).Assert(t, "check_grid", []byte(golden.String()))
}

// TestCheckTour checks the []int form against the line form: the same
// verdict for every line case whose tokens are all integers.
func TestCheckTour(t *testing.T) {
	for _, tc := range lineCases(t) {
		tc := tc.defaults()
		var tour []int
		ints := true
		for _, f := range strings.Fields(tc.answer) {
			v, err := strconv.Atoi(f)
			if err != nil || f[0] == '+' {
				ints = false
				break
			}
			tour = append(tour, v)
		}
		if !ints || tc.kind == ExtraOutput || tc.kind == MissingAnswer {
			continue
		}
		t.Run(tc.name, func(t *testing.T) {
			got := CheckTour(tc.rows, tc.cols, tc.start, tc.closed, tour)
			want := CheckLine(tc.rows, tc.cols, tc.start, tc.closed, tc.answer)
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("CheckTour: %v\nCheckLine: %v", got, want)
			}
		})
	}
}

// symmetries returns the maps of a rows×cols board onto itself, as
// functions of 1-based squares.
func symmetries(rows, cols int) []func(int) int {
	sq := func(r, c int) int { return r*cols + c + 1 }
	maps := []func(r, c int) int{
		func(r, c int) int { return sq(r, c) },
		func(r, c int) int { return sq(rows-1-r, c) },
		func(r, c int) int { return sq(r, cols-1-c) },
		func(r, c int) int { return sq(rows-1-r, cols-1-c) },
	}
	if rows == cols {
		maps = append(maps,
			func(r, c int) int { return sq(c, r) },
			func(r, c int) int { return sq(cols-1-c, r) },
			func(r, c int) int { return sq(c, rows-1-r) },
			func(r, c int) int { return sq(cols-1-c, rows-1-r) },
		)
	}
	var out []func(int) int
	for _, m := range maps {
		m := m
		out = append(out, func(v int) int { return m((v-1)/cols, (v-1)%cols) })
	}
	return out
}

// TestAnyTour checks that the judge accepts every legal tour, not one:
// from each start of 8×8 and 5×6, the images under the board's symmetries
// of the tours from the other squares, and those tours reversed.
func TestAnyTour(t *testing.T) {
	for _, size := range [][2]int{{8, 8}, {5, 6}} {
		rows, cols := size[0], size[1]
		t.Run(fmt.Sprintf("%dx%d", rows, cols), func(t *testing.T) {
			distinct := map[string]bool{}
			for s := 1; s <= rows*cols; s++ {
				base := mustTour(t, rows, cols, s, false)
				for _, g := range symmetries(rows, cols) {
					img := make([]int, len(base))
					for i, v := range base {
						img[i] = g(v)
					}
					rev := make([]int, len(img))
					for i, v := range img {
						rev[len(img)-1-i] = v
					}
					for _, tour := range [][]int{img, rev} {
						line := lineOf(tour)
						distinct[line] = true
						if err := CheckLine(rows, cols, tour[0], false, line+"\n"); err != nil {
							t.Fatalf("%v: %v", line, err)
						}
						if err := CheckGrid(rows, cols, tour[0], false, gridOf(rows, cols, tour, " ")); err != nil {
							t.Fatalf("grid of %v: %v", line, err)
						}
					}
				}
			}
			if len(distinct) < 4*rows*cols {
				t.Errorf("only %d distinct tours checked", len(distinct))
			}
		})
	}
}
