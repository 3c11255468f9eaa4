package tourprog

import (
	"bufio"
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/knightstour/knightstour/internal/tour/page"
)

// TestPageToursLate checks that the tours a page holds are found as the first page is
// written, not before any query is read: a run without queries writes nothing and
// succeeds even where the tours cannot be found, a bad token is reported as such, a
// query's own error comes before the page's, and the page's error names its square as
// the configuration's notation does.
func TestPageToursLate(t *testing.T) {
	for _, tc := range []struct {
		name     string
		budget   int64
		notation Notation
		stdin    string
		want     string // the error, "<nil>" for none
	}{
		{"no queries", 1, Number, "", "<nil>"},
		{"bad token", 1, Number, "x", `line 1: "x" is not a square (want 1..64)`},
		{"the query's error", 1, Algebraic, "1", "8x8 a8: the Sicily search gave up after 1 node (raise -budget, or use -method auto)"},
		{"the page's error", 64, Number, "1", "8x8 square 35, for the page: the Sicily search gave up after 64 nodes (raise -budget, or use -method auto)"},
		{"the page's error, algebraic", 64, Algebraic, "1", "8x8 c4, for the page: the Sicily search gave up after 64 nodes (raise -budget, or use -method auto)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := &Config{Rows: 8, Cols: 8, Method: DFS, Budget: tc.budget, Format: HTML, Notation: tc.notation}
			var out bytes.Buffer
			w := bufio.NewWriter(&out)
			err := Run(cfg, strings.NewReader(tc.stdin), w, &bytes.Buffer{}, nil)
			w.Flush()
			if got := fmt.Sprint(err); got != tc.want || out.Len() > 0 {
				t.Errorf("error %q and %d bytes written, want %q and none", got, out.Len(), tc.want)
			}
		})
	}
}

// TestPageToursOnce checks that the html writer asks for the tours as it writes each
// page and never before the first.
func TestPageToursOnce(t *testing.T) {
	calls := 0
	tours := func() ([][]int, error) { calls++; return nil, nil }
	files := &memFiles{files: map[string]string{}}
	w := newHTMLWriter(page.Board{Rows: 3, Cols: 4}, bufio.NewWriter(&bytes.Buffer{}), files, tours)
	if calls != 0 {
		t.Fatalf("the tours were asked for %d times before any page", calls)
	}
	for start := 1; start <= 2; start++ {
		if err := w.noTour(start, ""); err != nil {
			t.Fatal(err)
		}
		if calls != start {
			t.Errorf("after %d pages the tours were asked for %d times", start, calls)
		}
	}
}
