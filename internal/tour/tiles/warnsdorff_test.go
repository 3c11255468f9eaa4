package tiles

import (
	"fmt"
	"testing"
)

// TestWarnsdorff checks that the greedy baseline's output is a valid partial or full
// tour and that it reports completeness truthfully.
func TestWarnsdorff(t *testing.T) {
	for _, tc := range []struct {
		rows, cols, start int
		wantFull          bool
	}{
		{8, 8, 0, true},
		{1, 1, 0, true},
		{3, 3, 0, false},
		{50, 50, 0, true},
		{5, 1000, 0, false},
	} {
		t.Run(fmt.Sprintf("%dx%d", tc.rows, tc.cols), func(t *testing.T) {
			tour, full := Warnsdorff(tc.rows, tc.cols, tc.start)
			if full != tc.wantFull {
				t.Fatalf("full = %v after %d squares, want %v", full, len(tour), tc.wantFull)
			}
			c := newStreamCheck(tc.rows, tc.cols, tc.start, false)
			for _, sq := range tour {
				if err := c.add(sq); err != nil {
					t.Fatal(err)
				}
			}
			if full != (len(tour) == tc.rows*tc.cols) {
				t.Fatalf("full = %v with %d squares", full, len(tour))
			}
		})
	}
	if tour, ok := Warnsdorff(0, 5, 0); tour != nil || ok {
		t.Fatalf("0x5: got %v, %v", tour, ok)
	}
}

// BenchmarkWarnsdorff times the greedy baseline on the same boards as BenchmarkWalk.
func BenchmarkWarnsdorff(b *testing.B) {
	for _, n := range []int{1000, 3000} {
		b.Run(fmt.Sprintf("%dx%d", n, n), func(b *testing.B) {
			full := false
			for i := 0; i < b.N; i++ {
				_, full = Warnsdorff(n, n, 0)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n*n), "ns/square")
			if !full {
				b.Log("greedy pass got stuck")
			}
		})
	}
}
