package count

import (
	"context"
	"testing"
)

// BenchmarkSearch times the search of the open tours of 6×6 from a corner on one
// worker and reports its nodes per second.
func BenchmarkSearch(b *testing.B) {
	c, err := New(6, 6, false, Every, Options{Method: MethodDFS})
	if err != nil {
		b.Fatal(err)
	}
	roots := c.roots(0)
	var nodes uint64
	for i := 0; i < b.N; i++ {
		x, n, err := c.tree().searchRoots(context.Background(), roots, 1, partition{})
		if err != nil || x != 524486 {
			b.Fatal(x, err)
		}
		nodes += n
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
