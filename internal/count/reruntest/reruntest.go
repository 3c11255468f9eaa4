// Package reruntest follows, in tests, what jobdir.Job.Hint's hints say to run again: the
// files after "remove " and before " and run" are removed, so that the rounds can run
// again. Both the count's and the table's rounds say their hints so.
package reruntest

import (
	"fmt"
	"path"
	"strings"
	"testing"

	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// Follow does what a repair message says: it removes from d the files that msg's hint
// names (see Matches), and fails the test if there is no hint or it names no file in d.
func Follow(t testing.TB, d *jobdir.MemDir, msg string) {
	t.Helper()
	names, err := Matches(msg, d.Names())
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range names {
		d.Remove(n)
	}
}

// Matches returns those of names that msg's hint says to remove: the list after
// ": remove " and before " and run ", of names or patterns that may hold a range of
// rounds ({R..L}) and *. It is an error if msg has no such hint, a range is not one, or
// the hint names none of names; each name is returned once. It costs O(patterns·names).
func Matches(msg string, names []string) ([]string, error) {
	_, rest, ok := strings.Cut(msg, ": remove ")
	list, _, ok2 := strings.Cut(rest, " and run ")
	if !ok || !ok2 {
		return nil, fmt.Errorf("%s: no hint to remove files and run rounds again", msg)
	}
	var out []string
	seen := map[string]bool{}
	for _, pat := range strings.Split(list, ", ") {
		pats := []string{pat}
		if a, b, ok := strings.Cut(pat, "{"); ok {
			rng, tail, _ := strings.Cut(b, "}")
			var lo, hi int
			if _, err := fmt.Sscanf(rng, "%d..%d", &lo, &hi); err != nil {
				return nil, fmt.Errorf("%s: %q is not a range", msg, rng)
			}
			pats = nil
			for r := lo; r <= hi; r++ {
				pats = append(pats, fmt.Sprintf("%s%d%s", a, r, tail))
			}
		}
		for _, p := range pats {
			for _, n := range names {
				if ok, _ := path.Match(p, n); ok && !seen[n] {
					seen[n] = true
					out = append(out, n)
				}
			}
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: it names no file there", msg)
	}
	return out, nil
}
