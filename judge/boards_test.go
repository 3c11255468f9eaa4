package judge

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// lineNL is lineOf with its newline.
func lineNL(tour []int) string { return lineOf(tour) + "\n" }

// failingReader is a reader that fails.
type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, errors.New("disk gone") }

// TestBoards checks the boards that lines read as: every board whose tours all the
// lines are, none where a line is no tour of any board, holds something else than
// squares or a single square, and the limits on what is read.
func TestBoards(t *testing.T) {
	l66, l56 := lineNL(knightTour(6, 6, 1, false)), lineNL(knightTour(5, 6, 1, false))
	l65, l88 := lineNL(knightTour(6, 5, 1, false)), lineNL(knightTour(8, 8, 2, false))
	c66 := lineNL(knightTour(6, 6, 7, true))
	long := strings.Repeat(l66, GuessBytes/len(l66)+1) // past GuessBytes: the line cut there is not read
	for _, tc := range []struct {
		name, text string
		want       string // fmt of the boards
	}{
		{"6x6", l66 + c66, "[6x6]"},
		{"5x6", l56, "[5x6]"},
		{"6x5", l65, "[6x5]"},
		{"8x8 with no tour, blank lines, CRLF and a BOM", "\xef\xbb\xbf\r\n" + l88 + "no tour\r\n \t\n" + strings.ReplaceAll(l88, " ", "\t \r"), "[8x8]"},
		{"no final newline", strings.TrimSuffix(l66, "\n"), "[6x6]"},
		{"boards that disagree", l66 + l56, "[]"},
		{"a line no tour of any board", l66 + strings.Replace(l66, " ", " 1 ", 1), "[]"},
		{"a square repeated", "1 8 1 8\n", "[]"},
		{"a word not a square", l66 + "1 x\n", "[]"},
		{"a signed square", "+" + l66, "[]"},
		{"a square of 19 digits", "0000000000000000001 " + strings.TrimPrefix(l66, "1 "), "[]"},
		{"a square of 18 digits", "000000000000000001 " + strings.TrimPrefix(l66, "1 "), "[6x6]"},
		{"one square", "1\n", "[]"},
		{"only no tour", "no tour\nno tour\n", "[]"},
		{"no tour, spelt otherwise", l66 + "No tour\n", "[]"},
		{"empty", "", "[]"},
		{"more than GuessBytes", long, "[6x6]"},
		{"a line longer than GuessBytes", strings.Repeat("1 ", GuessBytes), "[]"},
		{"the lines after GuessLines", strings.Repeat(l66, GuessLines) + l56, "[6x6]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := Boards(strings.NewReader(tc.text))
			if fmt.Sprint(got) != tc.want || got != nil && len(got) == 0 {
				t.Errorf("Boards = %v (nil %v), want %s", got, got == nil, tc.want)
			}
		})
	}
	if got := Boards(failingReader{}); got != nil {
		t.Errorf("Boards of a failed read = %v", got)
	}
}

// TestBoardHint checks the words a judge adds: the board judged, where it came from,
// the boards the lines read as and their flags; nothing where the lines read as the
// board judged, as no board, or where the board judged is none.
func TestBoardHint(t *testing.T) {
	for _, tc := range []struct {
		rows, cols int
		boards     []Size
		want       string
	}{
		{8, 8, []Size{{6, 6}}, " (judged as 8x8, the default: the lines read as tours of 6x6: give -rows 6 -cols 6)"},
		{6, 6, []Size{{5, 6}, {6, 5}}, " (judged as 6x6, the default: the lines read as tours of 5x6 or 6x5: give -rows 5 -cols 6 or -rows 6 -cols 5)"},
		{6, 6, []Size{{4, 9}, {6, 6}}, ""},
		{8, 8, nil, ""},
		{0, 8, []Size{{8, 8}}, ""},
		{100000, 100000, []Size{{8, 8}}, ""},
	} {
		if got := BoardHint(tc.rows, tc.cols, "the default", tc.boards); got != tc.want {
			t.Errorf("BoardHint(%d, %d, %v) = %q, want %q", tc.rows, tc.cols, tc.boards, got, tc.want)
		}
	}
}

// FuzzBoards checks that Boards never panics, and that every board it returns has the
// first line's squares, which are a tour of it.
func FuzzBoards(f *testing.F) {
	f.Add(lineNL(knightTour(5, 6, 1, false)))
	f.Add("1 8 3\nno tour\n")
	f.Fuzz(func(t *testing.T, text string) {
		for _, b := range Boards(strings.NewReader(text)) {
			if b.Rows < 1 || b.Cols < 1 || b.Rows*b.Cols < 2 {
				t.Fatalf("board %v", b)
			}
		}
	})
}

func ExampleBoards() {
	sixBySix := lineNL(knightTour(6, 6, 1, false)) + "no tour\n" + lineNL(knightTour(6, 6, 2, false))
	boards := Boards(strings.NewReader(sixBySix))
	fmt.Println(boards)
	fmt.Printf("%q\n", BoardHint(8, 8, "the default", boards))
	// Output:
	// [6x6]
	// " (judged as 8x8, the default: the lines read as tours of 6x6: give -rows 6 -cols 6)"
}
