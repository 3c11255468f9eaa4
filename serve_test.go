package main

import (
	"strconv"
	"testing"
)

func TestAppendUint(t *testing.T) {
	for _, v := range []uint{0, 1, 9, 10, 11, 99, 100, 101, 999, 1000, 12345, 99999999, 100000000, 1<<63 + 12345} {
		if got, want := string(appendUint([]byte("x"), v)), "x"+strconv.FormatUint(uint64(v), 10); got != want {
			t.Errorf("appendUint(%d) = %q, want %q", v, got, want)
		}
	}
}

func FuzzAppendUint(f *testing.F) {
	f.Add(uint64(0))
	f.Add(uint64(123456789))
	f.Fuzz(func(t *testing.T, v uint64) {
		if got, want := string(appendUint(nil, uint(v))), strconv.FormatUint(v, 10); got != want {
			t.Fatalf("appendUint(%d) = %q, want %q", v, got, want)
		}
	})
}

func BenchmarkAppendUint(b *testing.B) {
	buf := make([]byte, 0, 16)
	for i := 0; i < b.N; i++ {
		buf = appendUint(buf[:0], uint(i%100_000_000))
	}
}

func BenchmarkStrconvAppendUint(b *testing.B) {
	buf := make([]byte, 0, 16)
	for i := 0; i < b.N; i++ {
		buf = strconv.AppendUint(buf[:0], uint64(i%100_000_000), 10)
	}
}
