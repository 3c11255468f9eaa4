package judge

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/knightstour/knightstour/internal/notation"
)

// algebraic returns the translation of s on a rows×cols board, read one byte at a time
// so that tokens are split across reads.
func algebraic(t *testing.T, s string, rows, cols int) string {
	t.Helper()
	r, err := Algebraic(iotest.OneByteReader(strings.NewReader(s)), rows, cols)
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestAlgebraic(t *testing.T) {
	tests := []struct {
		name, in, want string
		rows, cols     int
	}{
		{"corners", "a8 h8 a1 h1\n", "1 8 57 64\n", 8, 8},
		{"queries", "a8\r\nd7\t-1\n", "1\r\n12\t-1\n", 8, 8},
		{"numbers pass", "1 12 065 -1", "1 12 065 -1", 8, 8},
		{"no tour", "no tour\n", "no tour\n", 8, 8},
		{"off the board", "i1 a9 a0 a08 A8 a8x", "i1 a9 a0 a08 A8 a8x", 8, 8},
		{"byte order mark", "\xef\xbb\xbfa8 b6", "\xef\xbb\xbf1 18", 8, 8},
		{"wide", "z1 a100 z100", "2600 1 26", 100, 26},
		{"long token", "a12345678901 a1234567890123 b1", "a12345678901 a1234567890123 26", 5, 6},
		{"no final newline", "c3", "3", 3, 5},
		{"half a byte order mark", "\xef\xbba8", "\xef\xbba8", 8, 8},
		{"empty", "", "", 8, 8},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := algebraic(t, tt.in, tt.rows, tt.cols); got != tt.want {
				t.Errorf("Algebraic(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
	for _, b := range [][2]int{{8, 27}, {0, 8}} {
		if _, err := Algebraic(strings.NewReader(""), b[0], b[1]); err == nil {
			t.Errorf("Algebraic on %dx%d: no error", b[0], b[1])
		}
	}
}

// TestAlgebraicJudge judges whole outputs in chess notation: a right one, and wrong
// ones whose errors still quote the bad token as written.
func TestAlgebraicJudge(t *testing.T) {
	tour := knightTour(8, 8, 12, false)
	names := make([]string, len(tour))
	for i, s := range tour {
		names[i] = notation.Name(s, 8, 8)
	}
	line := strings.Join(names, " ")
	tests := []struct {
		name, input, output, want string
	}{
		{"right", "d7\n-1\n", line + "\n", ""},
		{"numbers too", "12 -1", lineOf(tour) + "\n", ""},
		{"bad token", "d7 -1", strings.Replace(line, names[5], "i9", 1) + "\n", `token 6: "i9" is not an integer`},
		{"wrong start", "a8 -1", line + "\n", "first square is 12, want 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in, _ := Algebraic(strings.NewReader(tt.input), 8, 8)
			out, _ := Algebraic(strings.NewReader(tt.output), 8, 8)
			_, err := Judge(Config{Rows: 8, Cols: 8}, in, out, nil)
			if tt.want == "" && err != nil || tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)) {
				t.Errorf("Judge: %v, want %q", err, tt.want)
			}
		})
	}
}

func ExampleAlgebraic() {
	queries, _ := Algebraic(strings.NewReader("a8 h1 -1\n"), 8, 8)
	starts, err := ReadQueries(queries, 8, 8)
	fmt.Println(starts, err)
	// Output:
	// [1 64] <nil>
}

// FuzzAlgebraic checks the judge's reading of chess notation against the program's
// (internal/notation), token by token: the judge translates exactly the tokens that
// notation.Parse reads, to the same square, and passes every other token through.
func FuzzAlgebraic(f *testing.F) {
	for _, s := range []string{"a8", "h1", "z26", "a0", "a08", "i1", "-1", "no", "a99999999999"} {
		f.Add(s, 8, 8)
	}
	f.Fuzz(func(t *testing.T, tok string, rows, cols int) {
		if rows < 1 || cols < 1 || cols > MaxAlgebraicCols || rows > 1_000_000_000/cols ||
			strings.ContainsAny(tok, " \t\r\n\v\f") || strings.HasPrefix(tok, "\xef\xbb\xbf") {
			return
		}
		got := algebraic(t, tok, rows, cols)
		s, err := notation.Parse([]byte(tok), rows, cols)
		switch {
		case err != nil && got != tok:
			t.Fatalf("%q on %dx%d: the judge reads %q, the program: %v", tok, rows, cols, got, err)
		case err == nil && got != strconv.Itoa(s):
			t.Fatalf("%q on %dx%d: the judge reads %q, the program %d", tok, rows, cols, got, s)
		case err != nil && !errors.Is(err, notation.ErrSyntax) && !errors.Is(err, notation.ErrRange):
			t.Fatalf("%q: %v", tok, err)
		}
	})
}
