package tourprog

import (
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/knightstour/knightstour/internal/tour/sicily"
)

// TestQueries checks the reader of start squares with each Notation: numbers always,
// chess names with Algebraic, and an error that says what a square may be.
func TestQueries(t *testing.T) {
	for _, tc := range []struct {
		name     string
		notation Notation
		in       string
		want     []int
		err      string
	}{
		{"numbers", Number, "1 64 -1", []int{1, 64}, ""},
		{"a name as a number", Number, "1 a8", []int{1}, `line 1: "a8" is not a square (want 1..64)`},
		{"names", Algebraic, "a8 h1 1 d7\n-1", []int{1, 64, 1, 12}, ""},
		{"off the board", Algebraic, "a8\ni1", []int{1}, `line 2: "i1" is not a square (want 1..64 or a8..h1)`},
		{"too big", Algebraic, "65", nil, `line 1: "65" is not a square (want 1..64 or a8..h1)`},
		{"cut short", Algebraic, "a" + strings.Repeat("1", 40), nil, `line 1: "a` + strings.Repeat("1", 39) + `..." is not a square (want 1..64 or a8..h1)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q := newNotation(&Config{Rows: 8, Cols: 8, Notation: tc.notation}).queries(strings.NewReader(tc.in))
			var got []int
			var err error
			for {
				var s int
				if s, err = q.Next(); err != nil {
					break
				}
				got = append(got, s)
			}
			msg := ""
			if !errors.Is(err, io.EOF) {
				msg = err.Error()
			}
			if !reflect.DeepEqual(got, tc.want) || msg != tc.err {
				t.Errorf("read %v, error %q; want %v, %q", got, msg, tc.want, tc.err)
			}
		})
	}
}

// TestNameError checks that a token that is no square under -notation algebraic is
// still a *sicily.SquareError to errors.As, with its line and token.
func TestNameError(t *testing.T) {
	q := newNotation(&Config{Rows: 8, Cols: 8, Notation: Algebraic}).queries(strings.NewReader("a8\n\nz9"))
	q.Next()
	_, err := q.Next()
	var se *sicily.SquareError
	if !errors.As(err, &se) || se.Line != 3 || se.Token != "z9" {
		t.Errorf("error %v: want a *sicily.SquareError at line 3 about z9", err)
	}
}
