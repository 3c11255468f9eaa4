package countprog

import (
	"strings"
	"testing"
)

// TestEach checks -each: query 0 answered with the tours from each square, a row of
// the board a line, each number against the brute force (checkCounts) in every
// convention, and the queries of the squares asked after it answered from it with no
// count of their own; where theory rules out every square, 0s and why, uncounted.
func TestEach(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  Config
		why  string // what stderr starts with (the squares' queries after it say why theirs are 0)
	}{
		{"5x5 open", Config{Rows: 5, Cols: 5}, ""},
		{"3x4 undirected", Config{Rows: 3, Cols: 4, Convention: Convention{Undirected: true}}, ""},
		{"5x4 strictly open", Config{Rows: 5, Cols: 4, Convention: Convention{Open: true}}, ""},
		{"6x5 closed", Config{Rows: 6, Cols: 5, Convention: Convention{Closed: true}}, ""},
		{"4x5 to square 20", Config{Rows: 4, Cols: 5, End: 20}, ""},
		{"4x4, no tour", Config{Rows: 4, Cols: 4}, "knightstour: 4x4 each square: no open tour"},
		{"5x5 closed, no tour by theory", Config{Rows: 5, Cols: 5, Convention: Convention{Closed: true}}, "knightstour: 5x5 each square: no closed tour"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := tc.cfg.Rows * tc.cfg.Cols
			qs := []int{0}
			for s := 1; s <= n; s++ {
				qs = append(qs, s)
			}
			cfg := tc.cfg
			cfg.Each = true
			counted := 0
			out, stderr, err := runCount(t, cfg, qs, Env{counted: func() { counted++ }})
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(stderr, tc.why) {
				t.Errorf("stderr %q, want it to start with %q", stderr, tc.why)
			}
			lines := strings.SplitAfter(out, "\n")
			if len(lines) != tc.cfg.Rows+n+1 || lines[len(lines)-1] != "" {
				t.Fatalf("%d lines, want the %d rows of the board and %d answers:\n%s", len(lines)-1, tc.cfg.Rows, n, out)
			}
			board := strings.Join(lines[:tc.cfg.Rows], "")
			for _, l := range lines[:tc.cfg.Rows] {
				if f := strings.Fields(l); len(f) != tc.cfg.Cols {
					t.Errorf("row %q: %d numbers, want %d", l, len(f), tc.cfg.Cols)
				}
			}
			checkCounts(t, tc.cfg, qs[1:], strings.ReplaceAll(board, " ", "\n"))
			if rest := strings.Join(lines[tc.cfg.Rows:], ""); rest != strings.Join(strings.Fields(board), "\n")+"\n" {
				t.Errorf("the squares' queries after it: %q, want the board's numbers", rest)
			}
			if counted > 1 {
				t.Errorf("%d counts, want at most one (the board's)", counted)
			}
		})
	}
}
