package countprog

import (
	"strings"
	"testing"
)

// TestConventions counts by each convention on small boards, from every start, from
// squares and to ends, and checks every answer against the brute force (or, on 6×6,
// against the published counts), and what -v says is counted.
func TestConventions(t *testing.T) {
	for _, tc := range []struct {
		name   string
		cfg    Config
		qs     []int
		counts string // in -v's words
	}{
		{"5x6 open", Config{Rows: 5, Cols: 6, Convention: Convention{Open: true}}, []int{0, 1, 8, 15}, "strictly open tours, directed"},
		{"5x6 open undirected", Config{Rows: 5, Cols: 6, Convention: Convention{Open: true, Undirected: true}}, []int{0, 1, 2, 8}, "strictly open tours, undirected"},
		{"5x6 undirected", Config{Rows: 5, Cols: 6, Convention: Convention{Undirected: true}}, []int{0, 1, 8}, "every tour, undirected"},
		{"5x6 closed undirected", Config{Rows: 5, Cols: 6, Convention: Convention{Closed: true, Undirected: true}}, []int{0, 1, 8}, "closed tours, undirected"},
		{"5x6 open to an end", Config{Rows: 5, Cols: 6, End: 1, Convention: Convention{Open: true}}, []int{0, 9, 14, 2, 3}, "strictly open"},
		{"3x4 open", Config{Rows: 3, Cols: 4, Convention: Convention{Open: true}}, []int{0, 1, 4}, "strictly open"},
		{"4x5 open undirected", Config{Rows: 4, Cols: 5, Convention: Convention{Open: true, Undirected: true}}, []int{0, 1, 2}, "strictly open"},
		{"1x1 undirected", Config{Rows: 1, Cols: 1, Convention: Convention{Undirected: true}}, []int{0, 1}, "undirected"},
		{"1x1 open", Config{Rows: 1, Cols: 1, Convention: Convention{Open: true}}, []int{0, 1}, "strictly open"},
		{"6x6 closed undirected", Config{Rows: 6, Cols: 6, Convention: Convention{Closed: true, Undirected: true}}, []int{0}, "closed tours, undirected"},
		{"6x6 open undirected", Config{Rows: 6, Cols: 6, Convention: Convention{Open: true, Undirected: true}}, []int{0}, "strictly open tours"},
		{"6x6 undirected", Config{Rows: 6, Cols: 6, Convention: Convention{Undirected: true}}, []int{0}, "every tour, undirected"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, _, err := runCount(t, tc.cfg, tc.qs, Env{})
			if err != nil {
				t.Fatal(err)
			}
			checkCounts(t, tc.cfg, tc.qs, out)
			if got := tc.cfg.counted(); !strings.Contains(got, tc.counts) {
				t.Errorf("counted %q, want it to say %q", got, tc.counts)
			}
		})
	}
}

// TestConventionRefused checks that the conventions that make no sense together are
// refused before any count.
func TestConventionRefused(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  Config
		want string
	}{
		{"open closed", Config{Rows: 5, Cols: 6, Convention: Convention{Open: true, Closed: true}}, "exclude each other"},
		{"undirected end", Config{Rows: 5, Cols: 6, End: 3, Convention: Convention{Undirected: true}}, "drop -undirected"},
		{"open in parts", Config{Rows: 5, Cols: 6, Part: 1, Parts: 2, Rounds: &Rounds{}, Convention: Convention{Open: true}}, "-open in parts"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.cfg.Check()
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Check: %v, want an error saying %q", err, tc.want)
			}
		})
	}
}
