package count

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// BenchmarkCount times the scan (MethodScan) on a few counts and reports the states
// made per second (those at the ends of the scan's columns) and the peak memory of the
// tables.
func BenchmarkCount(b *testing.B) {
	for _, bc := range []struct {
		rows, cols int
		closed     bool
		start      int
	}{
		{6, 6, true, Every},
		{6, 6, false, Every},
		{3, 40, true, 0},
		{6, 7, true, 0},
		{6, 8, false, 0},
	} {
		kind := "open"
		if bc.closed {
			kind = "closed"
		}
		if bc.start != Every {
			kind += fmt.Sprint("-from-", bc.start+1)
		}
		b.Run(fmt.Sprintf("%dx%d-%s", bc.rows, bc.cols, kind), func(b *testing.B) {
			var states, peak int64
			var elapsed time.Duration
			for i := 0; i < b.N; i++ {
				c, err := New(bc.rows, bc.cols, bc.closed, Every, Options{Method: MethodScan})
				if err != nil {
					b.Fatal(err)
				}
				t0 := time.Now()
				if _, err := c.Tours(context.Background(), bc.start); err != nil {
					b.Fatal(err)
				}
				elapsed += time.Since(t0)
				states += c.m.made.Load()
				peak = max(peak, c.Progress().PeakBytes)
			}
			b.ReportMetric(float64(states)/elapsed.Seconds(), "states/s")
			b.ReportMetric(float64(peak)/1e6, "peak-MB")
		})
	}
}
