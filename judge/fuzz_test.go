package judge

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// fuzzBoards are the boards the fuzz targets choose from.
var fuzzBoards = [][2]int{{8, 8}, {5, 5}, {3, 4}, {1, 1}, {6, 6}, {5, 6}, {4, 5}}

func fuzzBoard(sel uint8) (rows, cols int) {
	b := fuzzBoards[int(sel)%len(fuzzBoards)]
	return b[0], b[1]
}

// addTourSeeds adds, for each fuzz board, a valid answer and a few broken
// ones, formatted by format.
func addTourSeeds(f *testing.F, format func(rows, cols int, tour []int) string) {
	for sel := range fuzzBoards {
		rows, cols := fuzzBoard(uint8(sel))
		for _, closed := range []bool{false, true} {
			tour := knightTour(rows, cols, 1, closed)
			if tour == nil {
				continue
			}
			f.Add(uint8(sel), 1, closed, format(rows, cols, tour))
			if len(tour) > 3 {
				f.Add(uint8(sel), 1, closed, format(rows, cols, swapped(tour, 1, 2)))
				f.Add(uint8(sel), 1, closed, format(rows, cols, withSquare(tour, 2, tour[1])))
			}
			f.Add(uint8(sel), 2, closed, format(rows, cols, tour))
		}
	}
}

// checkAllWays checks c in every layout, through a small buffer and a
// large one, and fails unless they all agree; it returns the verdict.
func checkAllWays(t *testing.T, c checkCase, form Format) error {
	want := checkWith(c, form, options{noMemo: true})
	if want != nil {
		var e *Error
		if !errors.As(want, &e) {
			t.Fatalf("not an *Error: %v", want)
		}
	}
	for _, lay := range []layout{layoutTiny, layoutCells, layoutBits} {
		for _, size := range []int{64, 200} {
			got := checkWith(c, form, options{bufSize: size, layout: lay})
			g, w := fmt.Sprint(got), fmt.Sprint(want)
			if lay == layoutBits {
				g, w = wherePositionsKept.ReplaceAllString(g, ""), wherePositionsKept.ReplaceAllString(w, "")
			}
			if g != w {
				t.Fatalf("layout %d, buffer %d: %s; default: %s", lay, size, g, w)
			}
		}
	}
	return want
}

func FuzzCheckLine(f *testing.F) {
	addTourSeeds(f, func(_, _ int, tour []int) string { return lineOf(tour) + "\n" })
	f.Add(uint8(0), 1, false, "no tour\r\n")
	f.Add(uint8(3), 1, false, "1\n\n")
	f.Add(uint8(3), 1, false, "01 \t")
	f.Fuzz(func(t *testing.T, sel uint8, start int, closed bool, line string) {
		rows, cols := fuzzBoard(sel)
		c := checkCase{rows: rows, cols: cols, start: start, closed: closed, answer: line}
		err := checkAllWays(t, c, LineForm)
		if fmt.Sprint(err) != fmt.Sprint(CheckLine(rows, cols, start, closed, line)) {
			t.Fatalf("CheckLine differs from the reader: %v", err)
		}
		if err != nil {
			return
		}
		// Accepted: the line must be one line of integers that form a tour.
		body, rest, _ := strings.Cut(line, "\n")
		if strings.TrimSpace(rest) != "" {
			t.Fatalf("accepted with more lines: %q", line)
		}
		var tour []int
		for _, w := range strings.Fields(body) {
			v, err := strconv.Atoi(w)
			if err != nil || w[0] == '+' {
				t.Fatalf("accepted a token %q", w)
			}
			tour = append(tour, v)
		}
		if !naiveValid(rows, cols, start, closed, tour) {
			t.Fatalf("accepted an invalid tour %v", tour)
		}
		if err := CheckTour(rows, cols, start, closed, tour); err != nil {
			t.Fatalf("CheckTour rejects what CheckLine accepts: %v", err)
		}
	})
}

func FuzzGrid(f *testing.F) {
	addTourSeeds(f, func(rows, cols int, tour []int) string { return gridOf(rows, cols, tour, " ") })
	addTourSeeds(f, func(rows, cols int, tour []int) string { return "[" + gridOf(rows, cols, tour, ", ") + "]\r\n" })
	f.Add(uint8(0), 1, false, "no tour\n")
	f.Fuzz(func(t *testing.T, sel uint8, start int, closed bool, grid string) {
		rows, cols := fuzzBoard(sel)
		c := checkCase{rows: rows, cols: cols, start: start, closed: closed, answer: grid}
		err := checkAllWays(t, c, GridForm)
		if fmt.Sprint(err) != fmt.Sprint(CheckGrid(rows, cols, start, closed, grid)) {
			t.Fatalf("CheckGrid differs from the reader: %v", err)
		}
		if err != nil {
			return
		}
		tour := tourOfGrid(rows, cols, grid)
		if tour == nil || !naiveValid(rows, cols, start, closed, tour) {
			t.Fatalf("accepted an invalid grid %q", grid)
		}
	})
}

func FuzzCheckTour(f *testing.F) {
	tour := knightTour(5, 6, 1, false)
	raw := make([]byte, len(tour))
	for i, v := range tour {
		raw[i] = byte(v)
	}
	f.Add(uint8(5), 1, false, raw)
	f.Add(uint8(3), 1, true, []byte{1})
	f.Fuzz(func(t *testing.T, sel uint8, start int, closed bool, raw []byte) {
		rows, cols := fuzzBoard(sel)
		tour := make([]int, len(raw))
		for i, b := range raw {
			tour[i] = int(int8(b))
		}
		err := CheckTour(rows, cols, start, closed, tour)
		if got, want := err == nil, naiveValid(rows, cols, start, closed, tour); got != want {
			t.Fatalf("CheckTour says %v, the naive check %v", err, want)
		}
	})
}

func FuzzJudge(f *testing.F) {
	l1 := lineOf(knightTour(5, 6, 1, false)) + "\n"
	l2 := lineOf(knightTour(5, 6, 2, false)) + "\n"
	f.Add(uint8(5), false, "1 2 -1", l1+l2, l1+l2)
	f.Add(uint8(5), false, "1 1 2", l1+l1+l2, "")
	f.Add(uint8(5), false, "2 1", "no tour\n"+l1, "no tour\n"+l2)
	f.Add(uint8(5), true, "1 2", gridOf(5, 6, knightTour(5, 6, 1, false), " ")+"\n"+"no tour\n", "")
	f.Fuzz(func(t *testing.T, sel uint8, grid bool, input, output, answer string) {
		rows, cols := fuzzBoard(sel)
		cfg := Config{Rows: rows, Cols: cols}
		if grid {
			cfg.Format = GridForm
		}
		var ans *strings.Reader
		if answer != "" {
			ans = strings.NewReader(answer)
		}
		var sum Summary
		var err error
		if ans == nil {
			sum, err = Judge(cfg, strings.NewReader(input), strings.NewReader(output), nil)
		} else {
			sum, err = Judge(cfg, strings.NewReader(input), strings.NewReader(output), ans)
		}
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("not an *Error: %v", err)
			}
			return
		}
		starts, qerr := ReadQueries(strings.NewReader(input), rows, cols)
		if qerr != nil || sum.Queries != len(starts) || sum.Tours+sum.NoTours != sum.Queries {
			t.Fatalf("accepted with summary %+v for queries %v (%v)", sum, starts, qerr)
		}
		if grid {
			return
		}
		// Re-check every line of the output and of the answer file the plain way (a
		// byte order mark before either is skipped).
		fuzzRecheck(t, cfg, starts, output)
		if answer != "" {
			fuzzRecheck(t, cfg, starts, answer)
		}
	})
}

// fuzzRecheck checks an accepted output (or answer file) of the line form the plain
// way: each line a valid tour from its start, or "no tour" where theory has none.
func fuzzRecheck(t *testing.T, cfg Config, starts []int, output string) {
	t.Helper()
	rows, cols := cfg.Rows, cfg.Cols
	lines := strings.Split(strings.TrimPrefix(output, "\xef\xbb\xbf"), "\n")
	for i, s := range starts {
		if IsNoTour(lines[i]) {
			if !noTour(cfg, s) {
				t.Fatalf("line %d: accepted no tour where a tour from %d exists", i+1, s)
			}
			continue
		}
		var tour []int
		for _, w := range strings.Fields(lines[i]) {
			v, err := strconv.Atoi(w)
			if err != nil {
				t.Fatalf("line %d: accepted a token %q", i+1, w)
			}
			tour = append(tour, v)
		}
		if !naiveValid(rows, cols, s, false, tour) {
			t.Fatalf("line %d: accepted an invalid tour %v", i+1, tour)
		}
	}
	for _, l := range lines[len(starts):] {
		if strings.TrimSpace(l) != "" {
			t.Fatalf("accepted extra output %q", l)
		}
	}
}

// FuzzReadQueries checks ReadQueries against strings.FieldsFunc and
// strconv.Atoi under the square grammar (no plus sign, at most 40 bytes):
// the same queries, an error exactly where a token is not a square.
func FuzzReadQueries(f *testing.F) {
	f.Add("1 2 3 -1 x")
	f.Add("1\r\n64\t0")
	f.Add(strings.Repeat("0", 39) + "7 " + strings.Repeat("0", 40) + "7")
	f.Fuzz(func(t *testing.T, input string) {
		got, err := ReadQueries(strings.NewReader(input), 8, 8)
		var want []int
		bad := false
		for _, w := range strings.FieldsFunc(input, func(r rune) bool { return strings.ContainsRune(" \t\r\n\f\v", r) }) {
			v, aerr := strconv.Atoi(w)
			if aerr == nil && (w[0] == '+' || len(w) > maxToken) {
				aerr = strconv.ErrSyntax
			}
			if v == -1 && aerr == nil {
				break
			}
			if aerr != nil || v < 1 || v > 64 {
				bad = true
				break
			}
			want = append(want, v)
		}
		if bad != (err != nil) {
			t.Fatalf("error %v, want one: %v", err, bad)
		}
		if err != nil {
			if !strings.Contains(err.Error(), "input") {
				t.Fatalf("error %v", err)
			}
			return
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("got %v, want %v", got, want)
		}
	})
}
