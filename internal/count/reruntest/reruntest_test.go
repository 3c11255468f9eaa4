package reruntest

import (
	"slices"
	"testing"
)

// TestMatches checks the files a hint names: one file, a list, a range of rounds with
// *, and the errors of a message without a hint, a bad range and a hint that names no
// file there.
func TestMatches(t *testing.T) {
	names := []string{"j/round-1/done-1", "j/round-1/done-2", "j/round-2/done-1", "j/round-2/done-2", "j/round-3/done-1", "j/round-2/states-1"}
	for _, tc := range []struct {
		name, msg string
		want      []string // nil: an error
	}{
		{"one", "x: damaged: remove j/round-2/done-1 and run round 2 of part 1 again", []string{"j/round-2/done-1"}},
		{"list", "x: remove j/round-1/done-2, j/round-3/done-1 and run round 1 of parts 2, 3 again", []string{"j/round-1/done-2", "j/round-3/done-1"}},
		{"range", "x: remove j/round-{2..3}/done-* and run rounds 2 to 3 of every part again", []string{"j/round-2/done-1", "j/round-2/done-2", "j/round-3/done-1"}},
		{"no hint", "x: damaged", nil},
		{"no run", "x: remove j/round-2/done-1", nil},
		{"bad range", "x: remove j/round-{2-3}/done-* and run rounds again", nil},
		{"no file", "x: remove j/round-9/done-1 and run round 9 of part 1 again", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Matches(tc.msg, names)
			switch {
			case tc.want == nil && err == nil:
				t.Errorf("Matches = %q, want an error", got)
			case tc.want != nil && err != nil:
				t.Errorf("Matches: %v", err)
			case !slices.Equal(got, tc.want):
				t.Errorf("Matches = %q, want %q", got, tc.want)
			}
		})
	}
}
