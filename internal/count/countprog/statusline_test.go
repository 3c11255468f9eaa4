package countprog

import (
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/knightstour/knightstour/internal/count"
)

// TestStatusLine checks what the terminal's line keeps at given widths: everything
// where it fits, then less and less, the query's squares last.
func TestStatusLine(t *testing.T) {
	q := query{board: "8x8", start: 13, conv: "closed tours, directed"}
	p := count.Progress{Row: 2, Rows: 8, Left: 131 * time.Second, Rough: true, Elapsed: 5 * time.Second}
	for _, tc := range []struct {
		width int
		want  string
	}{
		{200, "knightstour: 8x8 square 13 (closed tours, directed): about 2 min 11 s left (a rough estimate), row 3 of 8, 5 s so far"},
		{100, "knightstour: 8x8 square 13 (closed tours, directed): roughly 2 min 11 s left, row 3 of 8, 5 s so far"},
		{90, "knightstour: 8x8 square 13 (closed tours, directed): roughly 2 min 11 s left, row 3 of 8"},
		{79, "knightstour: 8x8 square 13: roughly 2 min 11 s left, row 3 of 8"},
		{60, "knightstour: 8x8 square 13: roughly 2 min 11 s left, row 3/8"},
		{51, "knightstour: 8x8 square 13: roughly 2 min 11 s left"},
		{50, "knightstour: 8x8 square 13: 2 min 11 s left"},
		{42, "knightstour: square 13: 2 min 11 s left"},
		{38, "knightstour: 13: 2 min 11 s left"},
		{20, "knightstour: 13"},
		{10, "knightstou"},
	} {
		if got := statusLine(q, p, tc.width); got != tc.want {
			t.Errorf("width %d: %q, want %q", tc.width, got, tc.want)
		}
	}
}

// TestStatusLineWidths draws lines of every stage, for several queries, at every width
// from 40 to 200: each fits, starts with the query (its squares at least), says the time
// left wherever its shortest words fit beside the query's shortest, and a wider
// terminal never shows less; at 200 columns the whole line shows.
func TestStatusLineWidths(t *testing.T) {
	queries := []query{
		{board: "8x8", start: 13, conv: "closed tours, directed"},
		{board: "7x7", conv: "every tour, undirected"},
		{board: "8x8", start: 2, end: 3, conv: "every tour, directed"},
		{board: "6x8", start: 1, part: 3, parts: 8, round: 12, conv: "strictly open tours, directed"},
	}
	for _, q := range queries {
		for i, p := range progressSamples {
			t.Run(fmt.Sprintf("%s/%d", q.squares(true), i), func(t *testing.T) {
				full := statusParts{q: q, p: p}.line()
				shortest := "knightstour: " + q.squares(true)
				least := shortest + ": " + statusParts{p: p, noRough: true, shortLft: true}.left()
				said := roundDuration(p.Left) + " left" // in every words of the time left
				if p.Left < 0 {
					said = "time left"
				}
				prev := ""
				for width := 40; width <= 200; width++ {
					line := statusLine(q, p, width)
					n := utf8.RuneCountInString(line)
					switch {
					case n > width:
						t.Fatalf("width %d: %d characters: %q", width, n, line)
					case !strings.HasPrefix(line, "knightstour: ") || !strings.Contains(line, q.squares(true)):
						t.Fatalf("width %d: %q does not name the query's squares", width, line)
					case utf8.RuneCountInString(least) <= width && !strings.Contains(line, said):
						t.Fatalf("width %d: %q does not say the time left", width, line)
					case n < utf8.RuneCountInString(prev):
						t.Fatalf("width %d: %q, shorter than at %d: %q", width, line, width-1, prev)
					}
					prev = line
				}
				if utf8.RuneCountInString(full) <= 200 && prev != full {
					t.Errorf("at 200: %q, want %q", prev, full)
				}
			})
		}
	}
}

// TestQuerySquares checks how a query names its squares, in full and short: a square,
// every square, each square apart (-each), with an end.
func TestQuerySquares(t *testing.T) {
	for _, tc := range []struct {
		q           query
		full, short string
	}{
		{query{start: 13}, "square 13", "13"},
		{query{}, "every square", "every square"},
		{query{each: true}, "each square", "each square"},
		{query{start: 2, end: 9}, "square 2 to 9", "2 to 9"},
		{query{end: 9}, "every square to 9", "every square to 9"},
	} {
		if got := tc.q.squares(false); got != tc.full {
			t.Errorf("%+v: %q, want %q", tc.q, got, tc.full)
		}
		if got := tc.q.squares(true); got != tc.short {
			t.Errorf("%+v short: %q, want %q", tc.q, got, tc.short)
		}
	}
}
