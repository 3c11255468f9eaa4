package sicily

import (
	"errors"
	"io"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/knightstour/knightstour/judge"
)

// readAll reads every query of in; err is what stopped it (nil for -1 or the end).
func readAll(in string, squares int) (qs []int, err error) {
	q := NewQueryReader(strings.NewReader(in), 1, squares)
	for {
		v, err := q.Next()
		if errors.Is(err, io.EOF) {
			return qs, nil
		}
		if err != nil {
			return qs, err
		}
		qs = append(qs, v)
	}
}

// TestQueryReaderZero checks the reader of the count program, which takes the query 0
// (every square) and says so where a token is not a query.
func TestQueryReaderZero(t *testing.T) {
	q := NewQueryReader(strings.NewReader("0 00 -0 12 13"), 0, 12)
	var got []int
	for {
		v, err := q.Next()
		if err != nil {
			if want := `line 1: "13" is not a square (want 1..12, or 0 for every square)`; err.Error() != want {
				t.Errorf("error %q, want %q", err, want)
			}
			break
		}
		got = append(got, v)
	}
	if !reflect.DeepEqual(got, []int{0, 0, 0, 12}) {
		t.Errorf("queries %v, want [0 0 0 12]", got)
	}
}

// TestQueryReader checks the queries read and the error that stops the reading.
func TestQueryReader(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		want     []int
		err      string
	}{
		{"empty", "", nil, ""},
		{"only end", "-1\n", nil, ""},
		{"lines", "1\n2\n3\n-1\n", []int{1, 2, 3}, ""},
		{"crlf", "1\r\n2\r\n-1\r\n", []int{1, 2}, ""},
		{"crlf line count", "1\r\n2\r\n\r\nx\r\n", []int{1, 2}, `line 4: "x" is not a square (want 1..64)`},
		{"lone cr line count", "1\r2\r\rx\r", []int{1, 2}, `line 4: "x" is not a square (want 1..64)`},
		{"mixed line ends", "1\n\r\n2\r\r\n\n\rx", []int{1, 2}, `line 7: "x" is not a square (want 1..64)`},
		{"cr after token", "5\r\r\n6 y", []int{5, 6}, `line 3: "y" is not a square (want 1..64)`},
		{"several a line", "1 2\t3\v4\f5\n-1", []int{1, 2, 3, 4, 5}, ""},
		{"blank lines", "\n\n 7 \n\n\n8\n", []int{7, 8}, ""},
		{"no end", "9 10", []int{9, 10}, ""},
		{"text after end", "11 -1 abc 0 99", []int{11}, ""},
		{"plus sign", "+12 -1", nil, `line 1: "+12" is not a square (want 1..64)`},
		{"leading zeros", "0064 000000000000000000000000000007 -01 5", []int{64, 7}, ""},
		{"letters", "1\n\nabc", []int{1}, `line 3: "abc" is not a square (want 1..64)`},
		{"zero", "0", nil, `line 1: "0" is not a square (want 1..64)`},
		{"above", "64\n65", []int{64}, `line 2: "65" is not a square (want 1..64)`},
		{"minus two", "-2", nil, `line 1: "-2" is not a square (want 1..64)`},
		{"fraction", "2.5", nil, `line 1: "2.5" is not a square (want 1..64)`},
		{"overflow", "99999999999999999999", nil, `line 1: "99999999999999999999" is not a square (want 1..64)`},
		{"40 bytes", strings.Repeat("0", 39) + "7 -1", []int{7}, ""},
		{"41 bytes", "1 " + strings.Repeat("0", 40) + "7 -1", []int{1}, `line 1: "` + strings.Repeat("0", 40) + `..." is not a square (want 1..64)`},
		{"41 bytes of -1", "1 -" + strings.Repeat("0", 39) + "1", []int{1}, `line 1: "-` + strings.Repeat("0", 39) + `..." is not a square (want 1..64)`},
		{"glued", "1,2", nil, `line 1: "1,2" is not a square (want 1..64)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			qs, err := readAll(tc.in, 64)
			if !reflect.DeepEqual(qs, tc.want) {
				t.Errorf("queries %v, want %v", qs, tc.want)
			}
			got := ""
			if err != nil {
				got = err.Error()
				var se *SquareError
				if !errors.As(err, &se) {
					t.Errorf("error %v is not a *SquareError", err)
				}
			}
			if got != tc.err {
				t.Errorf("error %q, want %q", got, tc.err)
			}
		})
	}
}

// FuzzQueryReader checks the reader against strings.Fields and strconv.Atoi (less the
// plus sign, which the judge does not read either): the same queries, an error exactly
// where a token is not a square, never a panic.
func FuzzQueryReader(f *testing.F) {
	for _, s := range []string{"1 2 3 -1", "1\r\n64\r\n", "abc", "0", "65", "2.5", "-1 x", "\n\n5\t6", "99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		qs, err := readAll(in, 64)
		var want []int
		var bad bool
		for _, tok := range strings.FieldsFunc(in, func(r rune) bool { return r < 128 && isSpace(byte(r)) }) {
			v, perr := strconv.Atoi(tok)
			if strings.HasPrefix(tok, "+") { // the judge's grammar: no plus sign
				perr = strconv.ErrSyntax
			}
			if perr == nil && v == -1 && len(tok) <= MaxToken {
				break
			}
			if perr != nil || v < 1 || v > 64 || len(tok) > MaxToken {
				bad = true
				break
			}
			want = append(want, v)
		}
		if !reflect.DeepEqual(qs, want) || bad != (err != nil) {
			t.Fatalf("%q: got %v, %v; want %v, error %v", in, qs, err, want, bad)
		}
	})
}

// countingReader serves a token of n copies of s followed by "\n", and
// counts the bytes read from it.
type countingReader struct {
	s    string
	n, i int // copies left, bytes of the current copy read
	read int
}

func (r *countingReader) Read(p []byte) (int, error) {
	m := 0
	for m < len(p) && r.n > 0 {
		k := copy(p[m:], r.s[r.i:])
		m += k
		if r.i += k; r.i == len(r.s) {
			r.i, r.n = 0, r.n-1
		}
	}
	if m == 0 {
		return 0, io.EOF
	}
	r.read += m
	return m, nil
}

// TestTokenGrammar checks that knightstour and the judge agree on what a
// square is (docs/input.md) on a table of tokens: as a start square of a
// query file (the judge's ReadQueries and knightstour's reader) and as the
// one square of an answer on a 1×1 board (judge.CheckLine), and that
// neither reads a huge token whole.
func TestTokenGrammar(t *testing.T) {
	tokens := []string{
		"1", "7", "64", "007", "0064", "-1", "-01", "-0", "0", "65", "-2", "-64", "100",
		"+1", "1x", "x1", "1.0", "1e0", "0x1", "-", "--1", "1-", "١", "\xef\xbb\xbf1",
		strings.Repeat("0", 39) + "1", strings.Repeat("0", 40) + "1",
		strings.Repeat("0", 38) + "64", strings.Repeat("0", 39) + "64",
		"-" + strings.Repeat("0", 38) + "1", "-" + strings.Repeat("0", 39) + "1",
		strings.Repeat("9", 40), strings.Repeat("9", 41), "2147483647", "2147483648", "4294967297", "18446744073709551617",
	}
	for _, tok := range tokens {
		t.Run(strconv.Quote(tok), func(t *testing.T) {
			// A query file of this token and then the square 2.
			in := tok + "\n2\n"
			ours, oerr := readAll(in, 64)
			theirs, terr := judge.ReadQueries(strings.NewReader(in), 8, 8)
			if (oerr == nil) != (terr == nil) || oerr == nil && !equalInts(ours, theirs) {
				t.Errorf("query file %q: knightstour reads %v (%v), the judge %v (%v)", in, ours, oerr, theirs, terr)
			}
			// The token as the answer on a 1×1 board: a square of value 1 or not.
			// (The judge skips a byte order mark before the output, as testlib
			// does: there it is not part of the token.)
			if strings.HasPrefix(tok, "\xef\xbb\xbf") {
				return
			}
			one, err := readAll(tok, 1)
			isOne := err == nil && len(one) == 1
			if cerr := judge.CheckLine(1, 1, 1, false, tok+"\n"); (cerr == nil) != isOne {
				t.Errorf("answer %q on 1×1: the judge says %v, knightstour reads %v (%v)", tok, cerr, one, err)
			}
		})
	}
	// A token of a gigabyte: each program reads its start and stops.
	for _, s := range []string{"7", "0", "x"} {
		r := &countingReader{s: s, n: 1 << 30}
		if _, err := NewQueryReader(r, 1, 64).Next(); err == nil || r.read > 1<<20 {
			t.Errorf("knightstour on a huge token of %q: %v after reading %d bytes", s, err, r.read)
		}
		r = &countingReader{s: s, n: 1 << 30}
		if _, err := judge.ReadQueries(r, 8, 8); err == nil || r.read > 4<<20 {
			t.Errorf("the judge on a huge token of %q: %v after reading %d bytes", s, err, r.read)
		}
		r = &countingReader{s: s, n: 1 << 30}
		rd, _ := judge.NewReader(r, 8, 8, false, judge.LineForm)
		var e *judge.Error
		if _, err := rd.Next(1); !errors.As(err, &e) || e.Kind != judge.BadToken || r.read > 4<<20 {
			t.Errorf("the judge on an answer of a huge token of %q: %v after reading %d bytes", s, err, r.read)
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
