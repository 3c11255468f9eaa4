package judge

import (
	"bytes"
	"fmt"
	"io"
	"strings"
)

// This file guesses the board that answers in the line form were written for, so that
// a judge told the wrong board (8×8 by default, where the files are a 6×6 problem's)
// can say so instead of a bare "not a knight's move". The C++ judge guesses the same
// way (boardsOf in cpp/src/judge.h), word for word.

// Guess limits: the lines read are those within the first GuessBytes bytes of a file
// (a line cut by the limit is not read), and at most GuessLines of them hold squares.
const (
	GuessBytes = 1 << 20
	GuessLines = 1000
)

// Size is a board's size.
type Size struct{ Rows, Cols int }

func (s Size) String() string { return fmt.Sprintf("%dx%d", s.Rows, s.Cols) }

// Boards returns the boards, by rows then columns, whose open tours the lines of r
// read as: every line that holds squares (not blank, not "no tour") is a legal tour
// from its first square of a rows×cols board, rows·cols the number of its squares.
// A square here is ASCII digits only (at most 18); the words of a line are separated
// by spaces, tabs and carriage returns, and a UTF-8 byte order mark before the first
// is skipped. It returns nil when a line holds anything else or a single square, when
// no line holds squares, when the lines have no board in common, or when reading r
// fails. It reads
// at most GuessBytes bytes, and costs O(that) memory and O(d·GuessBytes) time, d the
// number of divisors of a line's length.
func Boards(r io.Reader) []Size {
	buf, err := io.ReadAll(io.LimitReader(r, GuessBytes+1))
	if err != nil {
		return nil
	}
	if len(buf) > GuessBytes { // the last line may be cut: it is not read
		buf = buf[:bytes.LastIndexByte(buf[:GuessBytes], '\n')+1]
	}
	buf = bytes.TrimPrefix(buf, []byte("\xef\xbb\xbf"))
	var boards []Size
	lines := 0
	for _, line := range strings.Split(string(buf), "\n") {
		words := strings.FieldsFunc(line, func(c rune) bool { return c == ' ' || c == '\t' || c == '\r' })
		if len(words) == 0 || len(words) == 2 && words[0] == "no" && words[1] == "tour" {
			continue
		}
		tour, ok := guessSquares(words)
		if !ok {
			return nil
		}
		if len(tour) < 2 { // a line of one square: the 1×1 board is no guess
			return nil
		}
		if lines++; lines == 1 {
			for rows := 1; rows <= len(tour); rows++ {
				if len(tour)%rows == 0 {
					boards = append(boards, Size{rows, len(tour) / rows})
				}
			}
		}
		kept := boards[:0]
		for _, b := range boards {
			if b.Rows*b.Cols == len(tour) && CheckTour(b.Rows, b.Cols, tour[0], false, tour) == nil {
				kept = append(kept, b)
			}
		}
		if boards = kept; len(boards) == 0 || lines == GuessLines {
			break
		}
	}
	if len(boards) == 0 {
		return nil
	}
	return boards
}

// guessSquares reads the words of a line as squares: ASCII digits only, at most 18.
func guessSquares(words []string) ([]int, bool) {
	tour := make([]int, len(words))
	for i, w := range words {
		if len(w) > 18 {
			return nil, false
		}
		for j := 0; j < len(w); j++ {
			if w[j] < '0' || w[j] > '9' {
				return nil, false
			}
			tour[i] = tour[i]*10 + int(w[j]-'0')
		}
	}
	return tour, true
}

// BoardHint returns what a judge adds to its message where it judged the rows×cols
// board and the lines it was given read as tours of boards (Boards) that do not
// include it: " (judged as 8x8, the default: the lines read as tours of 6x6: give
// -rows 6 -cols 6)", from saying where the board came from ("the default", "from
// the flags"). It returns "" where boards is empty or holds the board judged, and where
// the board judged is none (a side under 1, or more than 2147483646 squares: the judge
// says so).
func BoardHint(rows, cols int, from string, boards []Size) string {
	if len(boards) == 0 || rows < 1 || cols < 1 || int64(rows)*int64(cols) > 1<<31-2 {
		return ""
	}
	var sizes, flags []string
	for _, b := range boards {
		if b.Rows == rows && b.Cols == cols {
			return ""
		}
		sizes = append(sizes, b.String())
		flags = append(flags, fmt.Sprintf("-rows %d -cols %d", b.Rows, b.Cols))
	}
	return fmt.Sprintf(" (judged as %dx%d, %s: the lines read as tours of %s: give %s)",
		rows, cols, from, strings.Join(sizes, " or "), strings.Join(flags, " or "))
}
