package judge

import (
	"errors"
	"fmt"
	"io"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// checkWith is CheckLine or CheckGrid with the Reader's knobs turned.
func checkWith(c checkCase, form Format, o options) error {
	return checkOne(c.rows, c.cols, c.start, c.closed, form, c.answer, o)
}

// wherePositionsKept matches the parts of messages that only boards with a
// table of squares give (a bitset keeps no positions).
var wherePositionsKept = regexp.MustCompile(` \((first at|move \d+ is at) [^)]*\)`)

// TestLayoutsAndBuffers checks that the verdict does not depend on how the
// output is cut into pieces (buffers from 64 bytes, so that tokens and
// lines straddle them at every offset), on the layout of the visit record,
// or on the memo of accepted lines.
func TestLayoutsAndBuffers(t *testing.T) {
	sizes := []int{64, 65, 66, 67, 69, 71, 75, 80, 97, 128, 183, 184, 200, bufSize}
	if testing.Short() {
		sizes = []int{64, 67, 80, 183, bufSize}
	}
	layouts := []layout{layoutAuto, layoutTiny, layoutCells, layoutBits}
	forms := []struct {
		form  Format
		cases []checkCase
	}{{LineForm, lineCases(t)}, {GridForm, gridCases(t)}}
	for _, f := range forms {
		for _, tc := range f.cases {
			tc := tc.defaults()
			t.Run(f.form.String()+"/"+tc.name, func(t *testing.T) {
				want := fmt.Sprint(checkWith(tc, f.form, options{noMemo: true}))
				for _, size := range sizes {
					for _, lay := range layouts {
						for _, noMemo := range []bool{false, true} {
							o := options{bufSize: size, layout: lay, noMemo: noMemo}
							got := fmt.Sprint(checkWith(tc, f.form, o))
							if lay == layoutBits {
								got = wherePositionsKept.ReplaceAllString(got, "")
								want := wherePositionsKept.ReplaceAllString(want, "")
								if got != want {
									t.Fatalf("%+v: got %s, want %s", o, got, want)
								}
							} else if got != want {
								t.Fatalf("%+v: got %s, want %s", o, got, want)
							}
						}
					}
				}
			})
		}
	}
}

// TestLongLines checks tours of 10,000 squares (a line of about 49 KB,
// a grid of 100 rows) through small buffers and every layout.
func TestLongLines(t *testing.T) {
	const rows, cols = 100, 100
	tour := mustTour(t, rows, cols, 1, false)
	line := lineOf(tour) + "\n"
	grid := gridOf(rows, cols, tour, " ")
	bad := lineOf(swapped(tour, 7000, 7001)) + "\n"
	for _, lay := range []layout{layoutAuto, layoutBits} {
		for _, size := range []int{64, 1000, bufSize} {
			o := options{bufSize: size, layout: lay}
			c := checkCase{rows: rows, cols: cols, start: 1, answer: line}
			if err := checkWith(c, LineForm, o); err != nil {
				t.Errorf("%+v: line: %v", o, err)
			}
			c.answer = grid
			if err := checkWith(c, GridForm, o); err != nil {
				t.Errorf("%+v: grid: %v", o, err)
			}
			c.answer = bad
			var e *Error
			if err := checkWith(c, LineForm, o); !errors.As(err, &e) || e.Kind != NotKnightMove || e.Index != 7001 {
				t.Errorf("%+v: swapped pair: got %v, want not a knight's move at square 7001", o, err)
			}
		}
	}
}

// repeatReader returns n copies of s, then io.EOF, without holding them.
type repeatReader struct {
	s string
	n int
	i int // bytes of the current copy already read
	m int // bytes read in all
}

func (r *repeatReader) Read(p []byte) (int, error) {
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
	r.m += m
	return m, nil
}

// TestHugeLine checks that a line far larger than the buffer streams by
// in constant memory: a 1×1 board answered with millions of squares, and
// that a huge token is not read whole (the reader stops at its 41st byte).
func TestHugeLine(t *testing.T) {
	n := 10000000
	if testing.Short() {
		n = 1000000
	}
	const huge = 1 << 30 // a token of a gigabyte or more: only its start may be read
	tests := []struct {
		name string
		in   *repeatReader
		want string
		read int // at most this many bytes read (0: all)
	}{
		{"many squares", &repeatReader{s: "1 ", n: n}, "too many squares: got " + strconv.Itoa(n) + ", want 1", 0},
		{"many squares then a huge token", &repeatReader{s: strings.Repeat("1 ", n) + strings.Repeat("7", 10*bufSize), n: 1},
			"too many squares: got " + strconv.Itoa(n+1) + " or more, want 1", 2*n + 2*bufSize},
		{"huge token", &repeatReader{s: "9", n: huge}, `token 1: "999999999999999999999999..." is longer than 40 bytes: want a tour or exactly "no tour"`, 2 * bufSize},
		{"huge garbage", &repeatReader{s: "9x", n: huge}, `token 1: "9x9x9x9x9x9x9x9x9x9x9x9x..." is not an integer: want a tour or exactly "no tour"`, 2 * bufSize},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			r, err := NewReader(io.MultiReader(tt.in, strings.NewReader("\n")), 1, 1, false, LineForm)
			if err != nil {
				t.Fatal(err)
			}
			_, err = r.Next(1)
			runtime.ReadMemStats(&after)
			if err == nil || !strings.HasSuffix(err.Error(), tt.want) {
				t.Errorf("got %v, want ...%s", err, tt.want)
			}
			if grown := after.TotalAlloc - before.TotalAlloc; grown > 4<<20 {
				t.Errorf("allocated %d bytes for the line", grown)
			}
			if tt.read > 0 && tt.in.m > tt.read {
				t.Errorf("read %d bytes, want at most %d", tt.in.m, tt.read)
			}
		})
	}
}

// TestReaderAfterError checks the positions an *Error gives in a stream.
func TestReaderPositions(t *testing.T) {
	tour := mustTour(t, 8, 8, 5, false)
	out := lineOf(mustTour(t, 8, 8, 1, false)) + "\n" + lineOf(mustTour(t, 8, 8, 2, false)) + "\n" + lineOf(swapped(tour, 30, 31)) + "\n"
	r, err := NewReader(strings.NewReader(out), 8, 8, false, LineForm)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []int{1, 2} {
		if _, err := r.Next(s); err != nil {
			t.Fatalf("start %d: %v", s, err)
		}
	}
	_, err = r.Next(5)
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("got %v, want an *Error", err)
	}
	want := Error{Kind: NotKnightMove, Query: 3, Start: 5, Line: 3, Index: 31}
	if e.Kind != want.Kind || e.Query != want.Query || e.Start != want.Start || e.Line != want.Line || e.Index != want.Index {
		t.Errorf("got %+v, want %+v", *e, want)
	}
	if !strings.HasPrefix(e.Error(), "query 3 (start 5), line 3: position 31 (square 25): ") {
		t.Errorf("message %q", e.Error())
	}
}

func TestNewReaderErrors(t *testing.T) {
	tests := []struct {
		rows, cols int
		form       Format
	}{{0, 8, LineForm}, {8, -1, LineForm}, {1 << 20, 1 << 20, LineForm}, {8, 8, Format(7)}}
	for _, tt := range tests {
		if _, err := NewReader(strings.NewReader(""), tt.rows, tt.cols, false, tt.form); err == nil {
			t.Errorf("NewReader(%d, %d, %v): no error", tt.rows, tt.cols, tt.form)
		}
	}
}

func TestMemo(t *testing.T) {
	l1 := lineOf(mustTour(t, 8, 8, 1, false))
	l2 := lineOf(mustTour(t, 8, 8, 2, false))
	tests := []struct {
		name   string
		input  string
		output string
		want   string // "" for accepted
	}{
		{"repeats", "1 1 2 1 2", l1 + "\n" + l1 + "\n" + l2 + "\n" + l1 + "\n" + l2 + "\n", ""},
		{"repeat for another start", "1 2", l1 + "\n" + l1 + "\n", "query 2 (start 2), line 2: first square is 1, want 2"},
		{"longer than the memo", "1 1", l1 + "\n" + l1 + " 5\n", "query 2 (start 1), line 2: too many squares: got 65, want 64"},
		{"shorter than the memo", "1 1", l1 + "\n" + l1[:len(l1)-3] + "\n", "query 2 (start 1), line 2: too few squares: got 63, want 64"},
		{"repeat without newline", "1 1", l1 + "\n" + l1, ""},
		{"repeat then extra", "1 1", l1 + "\n" + l1 + "\n" + l1 + "\n", "line 3: output left over after the last answer: \"1 11 5 15 32 47 64 54 48...\""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Judge(Config{Rows: 8, Cols: 8}, strings.NewReader(tt.input), strings.NewReader(tt.output), nil)
			if got := fmt.Sprint(err); tt.want == "" && err != nil || tt.want != "" && got != tt.want {
				t.Errorf("got %v, want %q", err, tt.want)
			}
		})
	}
	m := newLineMemo(1 << 17)
	m.add(100000, []byte("1 2 3"))
	if got := string(m.get(100000)); got != "1 2 3" {
		t.Errorf("big memo: got %q", got)
	}
}
