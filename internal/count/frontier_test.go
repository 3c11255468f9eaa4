package count

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"testing"

	"github.com/knightstour/knightstour/internal/count/brutetest"
	fr "github.com/knightstour/knightstour/internal/count/frontier"
)

// roleCase is a question of one board with squares of fixed roles: closed (cycles), or
// open with roles (row-major; nil: every square Free), and the brute force's answer in
// undirected paths or cycles.
type roleCase struct {
	name  string
	open  bool
	roles []fr.Role
	want  int64
	keeps bool // a square is kept from being an end, and no end is fixed
	one   bool // an end at, or no end at, the square at, the others free
	at    int
}

// roleCases returns the questions of the rows×cols board, with the brute force's table
// bt: its cycles, its paths, for every square s the paths with an end at s and the
// paths with none there, and the paths between s and each square after it (between
// every two squares on boards of up to 12 squares; from the first and the middle
// square on larger ones).
func roleCases(rows, cols int, bt [][]int64) []roleCase {
	n := rows * cols
	paths, cycles := brutetest.Undirected(rows, cols)
	cases := []roleCase{{name: "closed", want: cycles}, {name: "open", open: true, want: paths}}
	roles := func(r fr.Role, at map[int]fr.Role) []fr.Role {
		out := make([]fr.Role, n)
		for s := range out {
			out[s] = r
		}
		for s, x := range at {
			out[s] = x
		}
		return out
	}
	for s := 0; s < n; s++ {
		var from int64
		for _, x := range bt[s] {
			from += x
		}
		cases = append(cases,
			roleCase{name: fmt.Sprintf("an end at %d", s), one: true, at: s, open: true, roles: roles(fr.Free, map[int]fr.Role{s: fr.End}), want: from},
			roleCase{name: fmt.Sprintf("no end at %d", s), one: true, at: s, open: true, roles: roles(fr.Free, map[int]fr.Role{s: fr.Inner}), want: paths - from, keeps: true})
		if n > 12 && s != 0 && s != n/2 {
			continue
		}
		for e := s + 1; e < n; e++ {
			cases = append(cases, roleCase{name: fmt.Sprintf("from %d to %d", s, e), open: true, roles: roles(fr.Inner, map[int]fr.Role{s: fr.End, e: fr.End}), want: bt[s][e]})
		}
	}
	return cases
}

// TestFrontierRoles checks package frontier's count of one board with squares of fixed
// roles against the brute force, on every board of widths
// 1 to 5 up to 20 squares, and 5x5, each way round (the scan's order is the board's
// columns or its rows). 5x5's 88 questions take 8.5 s of CPU: without KNIGHTSTOUR_SLOW=1
// it asks an end at, or no end at, its first and middle squares only (the squares its
// paths between two start from), and the boards of 20 squares, 4x5 and 5x4, ask them at
// every square of a window as wide.
func TestFrontierRoles(t *testing.T) {
	var boards [][2]int
	for rows := 1; rows <= 7; rows++ {
		for cols := 1; cols <= 20; cols++ {
			if n := rows * cols; n > 1 && (n <= 20 || rows == 5 && cols == 5) && min(rows, cols) <= 5 {
				boards = append(boards, [2]int{rows, cols})
			}
		}
	}
	for _, b := range boards {
		rows, cols := b[0], b[1]
		t.Run(fmt.Sprintf("%dx%d", rows, cols), func(t *testing.T) {
			all := slowOn()
			for _, tc := range roleCases(rows, cols, brutetest.Tours(rows, cols)) {
				if rows*cols > 20 && !all && tc.one && tc.at != 0 && tc.at != rows*cols/2 {
					continue
				}
				s := fr.Single{Rows: rows, Cols: cols, Open: tc.open, Roles: tc.roles}
				if !tc.open {
					s.Roles = nil
				}
				got, err := s.Count(context.Background())
				if err != nil {
					t.Fatalf("%s: %v", tc.name, err)
				}
				if got.Cmp(big.NewInt(tc.want)) != 0 {
					t.Errorf("%s: frontier %v, the brute force %d", tc.name, got, tc.want)
				}
			}
		})
	}
}

// TestFrontierTables checks the counts of package frontier's scan of a table, board by
// board, against the brute force: the undirected paths and cycles.
func TestFrontierTables(t *testing.T) {
	for _, tc := range []struct {
		width, length int
		open          bool
	}{
		{3, 8, true}, {4, 6, true}, {5, 5, true}, {6, 4, false}, {3, 10, false},
	} {
		t.Run(fmt.Sprintf("%dx%d open %v", tc.width, tc.length, tc.open), func(t *testing.T) {
			err := fr.Scan(context.Background(), tc.width, tc.length, tc.open, func(b fr.Board) error {
				paths, cycles := brutetest.Undirected(tc.width, b.Len)
				if b.Cycles.Cmp(big.NewInt(cycles)) != 0 || tc.open && b.Paths.Cmp(big.NewInt(paths)) != 0 {
					t.Errorf("%dx%d: %v paths, %v cycles; the brute force %d and %d", tc.width, b.Len, b.Paths, b.Cycles, paths, cycles)
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestFrontierRolesWide checks package frontier's paths between two squares (of
// opposite colours: there are some) of boards 6 wide, each way round, against the
// depth-first search's tours from one to the other: the brute force takes too long
// there.
func TestFrontierRolesWide(t *testing.T) {
	for _, tc := range []struct{ rows, cols, a, b int }{
		{6, 6, 0, 13}, {6, 6, 2, 20}, {6, 7, 3, 10}, {7, 6, 3, 11},
	} {
		t.Run(fmt.Sprintf("%dx%d from %d to %d", tc.rows, tc.cols, tc.a, tc.b), func(t *testing.T) {
			c, err := New(tc.rows, tc.cols, false, tc.b, Options{Method: MethodDFS})
			if err != nil {
				t.Fatal(err)
			}
			roles := c.q.roles(tc.a, tc.b)
			got, err := fr.Single{Rows: tc.rows, Cols: tc.cols, Open: true, Roles: roles}.Count(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			want, err := c.Tours(context.Background(), tc.a)
			if err != nil {
				t.Fatal(err)
			}
			if got.Cmp(want) != 0 || got.Sign() == 0 { // the ends of opposite colours: paths between them
				t.Errorf("frontier %v, the search %v", got, want)
			}
		})
	}
}

// TestFrontierMaxBytes counts boards by package frontier's scan under a cap that the
// bytes at the start of a column pass and the column's own tables do not (a column
// grows them tenfold): the count stops with ErrTooBig, its tables never much past the
// cap (Progress.PeakBytes, what the meter heard of them).
func TestFrontierMaxBytes(t *testing.T) {
	for _, tc := range []struct {
		name       string
		rows, cols int
		roles      []fr.Role
		maxBytes   int64
	}{
		{"6x8 closed, column 4 from 1.4 MB to 18 MB", 6, 8, nil, 3_000_000},
		{"8x6 closed, column 4 from 1.4 MB to 18 MB", 8, 6, nil, 3_000_000},
		{"5x6 open, column 2 from 49 kB to 465 kB", 5, 6, make([]fr.Role, 30), 150_000},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := New(tc.rows, tc.cols, tc.roles == nil, Every, Options{MaxBytes: tc.maxBytes, Method: MethodScan}) // open where roles are given
			if err != nil {
				t.Fatal(err)
			}
			_, err = c.frontierCount(context.Background(), tc.roles, nil)
			if !errors.Is(err, ErrTooBig) {
				t.Fatalf("error %v, want %v", err, ErrTooBig)
			}
			peak := c.Progress().PeakBytes
			t.Logf("%v; the peak %d bytes", err, peak)
			if peak > 2*tc.maxBytes { // a step of an array's growth past the cap at most
				t.Errorf("the tables held %d bytes under a cap of %d: more than twice it", peak, tc.maxBytes)
			}
		})
	}
}

// TestMeetStart checks the paths from each square counted by package frontier's meet
// (frontierMeet with question.meetStart) against the brute force, on boards up to 30
// squares, each way round: the square's mapping to Meet's board, transposed where the
// board has more rows than columns. On boards of odd area the squares of the other
// colour than the corners' end no path. (On 4x7 and 5x6 the test compared with the old
// route, meetOrScan with the end fixed, which took twice the CPU of the brute force
// there; TestSmallBoards checks the old route against the brute force on those boards.)
func TestMeetStart(t *testing.T) {
	for _, b := range [][2]int{{3, 4}, {4, 3}, {3, 5}, {5, 3}, {4, 4}, {3, 7}, {7, 3}, {4, 5}, {5, 4}, {4, 6}, {6, 4}, {5, 5}, {4, 7}, {7, 4}, {5, 6}, {6, 5}} {
		rows, cols := b[0], b[1]
		t.Run(fmt.Sprintf("%dx%d", rows, cols), func(t *testing.T) {
			c, err := New(rows, cols, false, Every, Options{Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			for s, to := range brutetest.Tours(rows, cols) {
				got, err := c.frontierMeet(context.Background(), true, c.q.meetStart(s))
				if err != nil {
					t.Fatalf("from %d: %v", s, err)
				}
				var want int64
				for _, x := range to {
					want += x
				}
				if !got.IsInt64() || got.Int64() != want {
					t.Errorf("from %d: the meet %v, the brute force %d", s, got, want)
				}
			}
		})
	}
}

// TestFromMeetRoute checks which questions fromMeet leaves to the other routes (nil):
// the boards not routed to the meet from a square, and the paths with no end or both
// ends fixed.
func TestFromMeetRoute(t *testing.T) {
	for _, tc := range []struct {
		rows, cols, a, b int
	}{
		{5, 5, 0, Every}, {5, 8, 1, Every}, {6, 6, 1, Every}, {9, 6, 1, Every}, {7, 9, 1, Every},
		{8, 6, Every, Every}, {7, 7, Every, Every}, {8, 6, 1, 12}, {7, 7, 0, 2},
	} {
		c, err := New(tc.rows, tc.cols, false, Every, Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		if x, err := c.fromMeet(context.Background(), tc.a, tc.b); x != nil || err != nil {
			t.Errorf("%dx%d, ends %d and %d: fromMeet %v, %v; want nil, nil", tc.rows, tc.cols, tc.a, tc.b, x, err)
		}
	}
	for _, b := range [][2]int{{6, 7}, {7, 6}, {6, 8}, {8, 6}, {7, 7}, {7, 8}, {8, 7}, {8, 8}} {
		if !pathsFromMeetOnFrontier(min(b[0], b[1]), max(b[0], b[1])) {
			t.Errorf("%dx%d: not routed to the meet from a square", b[0], b[1])
		}
	}
}

// TestOpenMeetRoute checks which paths with no fixed end meet in the middle
// (frontierMeets): boards up to three times as long as wide, but those up to 6 wide
// from 9 long, which are scanned (scansNotMeets).
func TestOpenMeetRoute(t *testing.T) {
	for _, tc := range []struct {
		w, l  int
		meets bool
	}{
		{5, 8, true}, {6, 7, true}, {7, 7, true}, {7, 8, true}, {7, 9, true}, {7, 21, true},
		{7, 22, false}, {8, 8, true}, {8, 9, true}, {4, 8, true}, {6, 9, false}, {3, 5, true}, {4, 9, false},
	} {
		c, err := New(tc.l, tc.w, false, Every, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if got := frontierMeets(c.scan.problem(false, nil)); got != tc.meets {
			t.Errorf("%dx%d: meets %v, want %v", tc.w, tc.l, got, tc.meets)
		}
	}
}
