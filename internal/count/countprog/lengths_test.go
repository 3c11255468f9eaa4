package countprog

import (
	"fmt"
	"strings"
	"testing"

	"github.com/knightstour/knightstour/internal/tour/tourprog"
)

// TestParseLengths checks the sides and ranges read, and the messages of the others.
func TestParseLengths(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want Lengths
		err  string
	}{
		{"5", Lengths{From: 5, To: 5, text: "5"}, ""},
		{"08", Lengths{From: 8, To: 8, text: "08"}, ""},
		{"1..30", Lengths{From: 1, To: 30, Range: true, text: "1..30"}, ""},
		{"5..5", Lengths{From: 5, To: 5, Range: true, text: "5..5"}, ""},
		{"0", Lengths{text: "0"}, `-cols "0": want a whole number of at least 1, in decimal digits`},
		{"+5", Lengths{text: "+5"}, `-cols "+5": want a whole number of at least 1, in decimal digits`},
		{"99999999999999999999", Lengths{text: "99999999999999999999"}, "-cols 99999999999999999999: too large: a board has at most 1000000000 squares"},
		{"3..1", Lengths{Range: true, text: "3..1"}, `-cols "3..1": want N, or a range A..B of whole numbers with 1 <= A <= B, as in 1..30`},
		{"1..", Lengths{Range: true, text: "1.."}, `-cols "1..": want N, or a range A..B of whole numbers with 1 <= A <= B, as in 1..30`},
	} {
		got, err := ParseLengths("-cols", tc.s)
		if got != tc.want || fmt.Sprint(err) != tc.err && !(err == nil && tc.err == "") {
			t.Errorf("ParseLengths(%q) = %+v, %v; want %+v, %q", tc.s, got, err, tc.want, tc.err)
		}
	}
}

// TestMaxSquares checks that the command line's bound on a board is the tour program's.
func TestMaxSquares(t *testing.T) {
	if maxSquares != tourprog.MaxSquares {
		t.Errorf("maxSquares = %d, tourprog.MaxSquares = %d", maxSquares, tourprog.MaxSquares)
	}
}

// FuzzLengths checks that ParseLengths reads any value of -rows or -cols without
// panicking, and that what it accepts is a side or a range of sides 1 <= A <= B.
func FuzzLengths(f *testing.F) {
	for _, s := range []string{"5", "1..30", "3..1", "..", "1..", "0..4", "08..09", "1..2..3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, err := ParseLengths("-cols", s)
		if l.Range != strings.Contains(s, "..") || err == nil && (l.From < 1 || l.From > l.To || !l.Range && l.From != l.To) {
			t.Errorf("%q: %+v", s, l)
		}
	})
}
