package tiles

import (
	"fmt"
	"testing"
)

// BenchmarkWalk walks whole tours and reports the cost per square.
func BenchmarkWalk(b *testing.B) {
	bl := NewBuilder()
	for _, bc := range []struct {
		rows, cols int
		centre     bool
	}{
		{1000, 1000, false},
		{999, 1001, true},
		{3000, 3000, false},
		{10000, 10000, false},
		{9999, 10001, true},
	} {
		start := 0
		if bc.centre {
			// The centre (4999,5000) of 9999×10001 is a minority square; take the
			// majority square left of it.
			start = bc.rows/2*bc.cols + bc.cols/2
			if (bc.rows/2+bc.cols/2)%2 == 1 {
				start--
			}
		}
		b.Run(fmt.Sprintf("%dx%d", bc.rows, bc.cols), func(b *testing.B) {
			sum := 0
			for i := 0; i < b.N; i++ {
				w, err := bl.New(bc.rows, bc.cols, start, !bc.centre)
				if err != nil {
					b.Fatal(err)
				}
				for {
					sq, ok := w.Next()
					if !ok {
						break
					}
					sum += sq
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(bc.rows*bc.cols), "ns/square")
			if sum == 0 {
				b.Fatal("empty")
			}
		})
	}
}

// BenchmarkFill walks whole tours in batches, as the writer does, and reports the cost
// per square; compare BenchmarkWalk.
func BenchmarkFill(b *testing.B) {
	bl := NewBuilder()
	for _, bc := range []struct{ rows, cols int }{{1000, 1000}, {10000, 10000}} {
		b.Run(fmt.Sprintf("%dx%d", bc.rows, bc.cols), func(b *testing.B) {
			var buf [4096]int
			sum := 0
			for i := 0; i < b.N; i++ {
				w, err := bl.New(bc.rows, bc.cols, 0, true)
				if err != nil {
					b.Fatal(err)
				}
				for n := w.Fill(buf[:]); n > 0; n = w.Fill(buf[:]) {
					sum += buf[n-1]
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(bc.rows*bc.cols), "ns/square")
			if sum == 0 {
				b.Fatal("empty")
			}
		})
	}
}

// BenchmarkNew times the per-query setup of a walker (no walking).
func BenchmarkNew(b *testing.B) {
	bl := NewBuilder()
	for _, bc := range []struct {
		rows, cols, start int
		closed            bool
	}{
		{8, 8, 0, true},
		{40, 40, 0, true},
		{41, 41, 20*41 + 20, false},
		{11, 11, 0, false},
		{9999, 10001, 4999*10001 + 4999, false},
	} {
		b.Run(fmt.Sprintf("%dx%d", bc.rows, bc.cols), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := bl.New(bc.rows, bc.cols, bc.start, bc.closed); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
