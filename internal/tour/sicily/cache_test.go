package sicily

import (
	"fmt"
	"testing"

	"github.com/knightstour/knightstour/judge"
)

// TestSolver checks the solver and its line cache: a start asked again gets the very
// line it got first, whether the cache kept it or, full, searched again; the lines are
// tours; and the bytes kept never pass the limit.
func TestSolver(t *testing.T) {
	one := len(AppendTour(nil, make([]int32, 64))) + 4*64 // about what one 8×8 tour takes
	for _, tc := range []struct {
		name  string
		limit int
		kept  int // tours the cache keeps
	}{
		{"roomy", MaxCache, 64},
		{"two tours", 2*one + one/2, 2},
		{"none", 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := NewSolver(8, 8, tc.limit)
			first := make([]string, 64)
			for pass := 0; pass < 2; pass++ {
				for start := 1; start <= 64; start++ {
					b, ok := d.Line(start)
					if !ok {
						t.Fatalf("start %d: no tour", start)
					}
					line := string(b)
					if pass == 0 {
						if err := judge.CheckLine(8, 8, start, false, line); err != nil {
							t.Fatalf("start %d: %v", start, err)
						}
						first[start-1] = line
					} else if line != first[start-1] {
						t.Fatalf("start %d asked again: another line", start)
					}
					if tour := d.cache.Get(start); tour != nil && string(AppendTour(nil, tour.Path)) != line {
						t.Fatalf("start %d: the squares kept are not those of the line", start)
					}
				}
			}
			kept := 0
			for start := 1; start <= 64; start++ {
				if d.cache.Get(start) != nil {
					kept++
				}
			}
			if kept != tc.kept || d.cache.bytes > tc.limit {
				t.Errorf("kept %d tours in %d bytes (limit %d), want %d", kept, d.cache.bytes, tc.limit, tc.kept)
			}
		})
	}
}

func ExampleSolver_Line() {
	d := NewSolver(8, 8, MaxCache)
	line, ok := d.Line(1)
	fmt.Print(ok, " ", string(line[:20]), "...\n")
	// Output: true 1 11 17 2 12 6 16 31...
}
