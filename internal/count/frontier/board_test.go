package frontier

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"testing"

	"github.com/knightstour/knightstour/internal/count/brutetest"
)

// TestSingle counts one board each way round with a square of each role against the
// brute force: the paths from a corner, the paths with no end there, the paths from a
// corner to the square a knight's move away, the cycles. Package count's tests check
// every small board against its own scan too.
func TestSingle(t *testing.T) {
	for _, b := range [][2]int{{3, 4}, {4, 3}, {4, 5}, {5, 4}, {3, 7}} {
		rows, cols := b[0], b[1]
		n := rows * cols
		bt := brutetest.Tours(rows, cols)
		paths, cycles := brutetest.Undirected(rows, cols)
		var from int64
		for _, x := range bt[0] {
			from += x
		}
		to := cols + 2 // a knight's move from the corner
		between := make([]Role, n)
		for s := range between {
			between[s] = Inner
		}
		between[0], between[to] = End, End
		for _, tc := range []struct {
			name  string
			open  bool
			roles []Role
			want  int64
		}{
			{"cycles", false, nil, cycles},
			{"paths", true, nil, paths},
			{"from the corner", true, roleAt(n, 0, End), from},
			{"no end at the corner", true, roleAt(n, 0, Inner), paths - from},
			{"from the corner to a knight's move", true, between, bt[0][to]},
		} {
			t.Run(fmt.Sprintf("%dx%d %s", rows, cols, tc.name), func(t *testing.T) {
				got, err := Single{Rows: rows, Cols: cols, Open: tc.open, Roles: tc.roles}.Count(context.Background())
				if err != nil {
					t.Fatal(err)
				}
				if got.Cmp(big.NewInt(tc.want)) != 0 {
					t.Errorf("%v, the brute force %d", got, tc.want)
				}
			})
		}
	}
}

// roleAt returns the roles of n squares, every one Free but square s, r.
func roleAt(n, s int, r Role) []Role {
	roles := make([]Role, n)
	roles[s] = r
	return roles
}

// TestScanSquare checks the scan's order of a board's squares: down the columns of a
// wide board, across the rows of a tall one.
func TestScanSquare(t *testing.T) {
	for _, tc := range []struct{ rows, cols, square, want int }{
		{3, 4, 0, 0}, {3, 4, 1, 3}, {3, 4, 4, 1}, {3, 4, 11, 11}, {3, 4, 7, 10},
		{4, 3, 1, 1}, {4, 3, 5, 5}, {3, 3, 1, 3},
	} {
		if got := ScanSquare(tc.rows, tc.cols, tc.square); got != tc.want {
			t.Errorf("%dx%d square %d: scanned %d, want %d", tc.rows, tc.cols, tc.square, got, tc.want)
		}
	}
}

// TestSingleErrors checks the errors of a count of one board given wrong: too wide,
// roles on a closed count, too few roles, an unknown role, three ends.
func TestSingleErrors(t *testing.T) {
	three := roleAt(12, 0, End)
	three[1], three[2] = End, End
	for _, s := range []Single{
		{Rows: MaxWidth + 1, Cols: MaxWidth + 2},
		{Rows: 3, Cols: 4, Roles: roleAt(12, 0, End)},
		{Rows: 3, Cols: 4, Open: true, Roles: roleAt(11, 0, End)},
		{Rows: 3, Cols: 4, Open: true, Roles: roleAt(12, 0, Inner+1)},
		{Rows: 3, Cols: 4, Open: true, Roles: three},
	} {
		if _, err := s.Count(context.Background()); err == nil {
			t.Errorf("%+v: no error", s)
		}
	}
}

// TestSingleHeld counts boards one of whose columns grows the tables tenfold under a
// cap between the bytes at its start and at its end: Held, told of the bytes within
// the column, stops the count there, before the tables are much past the cap (the
// Column hook, which passes the column's start, alone would see its end's bytes).
func TestSingleHeld(t *testing.T) {
	errCap := errors.New("past the cap")
	for _, tc := range []struct {
		name     string
		s        Single
		maxBytes int64
	}{
		{"6x5 open, column 2 from 49 kB to 465 kB", Single{Rows: 6, Cols: 5, Open: true}, 150_000},
		{"6x8 closed, column 4 from 1.4 MB to 18 MB", Single{Rows: 6, Cols: 8}, 3_000_000},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var seen int64 // the most bytes a hook saw
			fits := func(bytes int64) error {
				seen = max(seen, bytes)
				if bytes > tc.maxBytes {
					return errCap
				}
				return nil
			}
			s := tc.s
			s.Column = func(_, _ int, bytes int64) error { return fits(bytes) }
			s.Held = fits
			_, err := s.Count(context.Background())
			if !errors.Is(err, errCap) {
				t.Fatalf("error %v, want %v", err, errCap)
			}
			t.Logf("stopped at %d bytes under a cap of %d", seen, tc.maxBytes)
			if seen > 2*tc.maxBytes { // a step of an array's growth past the cap at most
				t.Errorf("the hooks saw %d bytes under a cap of %d: more than twice it", seen, tc.maxBytes)
			}
		})
	}
}
