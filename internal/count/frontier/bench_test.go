package frontier

import (
	"context"
	"testing"
)

// BenchmarkClosed5 scans the 5×n closed table to n = 30.
func BenchmarkClosed5(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if err := Scan(context.Background(), 5, 30, false, func(Board) error { return nil }); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOpen5 scans the 5×n open table to n = 12.
func BenchmarkOpen5(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if err := Scan(context.Background(), 5, 12, true, func(Board) error { return nil }); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkClosed6 scans the 6×n closed table to n = 10.
func BenchmarkClosed6(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if err := Scan(context.Background(), 6, 10, false, func(Board) error { return nil }); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkClosed5Long scans the 5×n closed table to n = 300: counts of many words.
func BenchmarkClosed5Long(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if err := Scan(context.Background(), 5, 300, false, func(Board) error { return nil }); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOpen5Long scans the 5×n open table to n = 150: counts of many words.
func BenchmarkOpen5Long(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if err := Scan(context.Background(), 5, 150, true, func(Board) error { return nil }); err != nil {
			b.Fatal(err)
		}
	}
}
