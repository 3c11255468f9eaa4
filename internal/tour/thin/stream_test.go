package thin

import (
	"fmt"
	"testing"
)

// TestHuge streams tours of 3×10^7 and 4×10^7 boards (both orientations) from a middle
// start through a bitset checker. Skipped with -short.
func TestHuge(t *testing.T) {
	if testing.Short() {
		t.Skip("huge boards skipped with -short")
	}
	const n = 10_000_000
	tests := []struct {
		rows, cols, start int
		closed            bool
	}{
		{3, n, n/2 + 1, true},          // row 0, middle column (odd)
		{3, n + 1, (n + 1) / 2, false}, // 3×odd: row 0, column (n+1)/2, r+c even
		{4, n, n/2 + 7, false},
		{n, 4, (n/2)*4 + 3, false},
		{n, 3, (n/2)*3 + 1, true},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%dx%d", tt.rows, tt.cols), func(t *testing.T) {
			w, err := New(tt.rows, tt.cols, tt.start, tt.closed)
			if err != nil {
				t.Fatal(err)
			}
			if err := checkWalk(tt.rows, tt.cols, tt.start, tt.closed, w); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// BenchmarkWalk measures Next on long boards; it reports ns/square.
func BenchmarkWalk(b *testing.B) {
	const n = 1_000_000
	for _, bd := range []struct{ rows, cols, start int }{
		{3, n, n / 2},
		{3, n + 1, n / 2},
		{4, n, n / 2},
		{n, 4, n / 2 * 4},
	} {
		b.Run(fmt.Sprintf("%dx%d", bd.rows, bd.cols), func(b *testing.B) {
			squares := 0
			sink := 0
			for i := 0; i < b.N; i++ {
				w, err := New(bd.rows, bd.cols, bd.start, false)
				if err != nil {
					b.Fatal(err)
				}
				for {
					sq, ok := w.Next()
					if !ok {
						break
					}
					sink += sq
					squares++
				}
			}
			if sink == 42 {
				b.Log(sink)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(squares), "ns/square")
		})
	}
}
