package main

import (
	"bufio"
	"strconv"
	"strings"
	"testing"
)

func TestAppendUint(t *testing.T) {
	for _, v := range []uint{0, 1, 9, 10, 11, 99, 100, 101, 999, 1000, 12345, 99999999, 100000000, 1<<31 + 12345} {
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

// TestWriteWalk writes walks through writers of several sizes, the tiny ones included.
func TestWriteWalk(t *testing.T) {
	path := []int32{0, 11, 7, 2, 9, 10, 1, 8, 3, 4, 5, 6}
	want := string(appendTour(nil, path))
	for _, size := range []int{16, 31, 32, 33, 64, 4096} {
		var out strings.Builder
		w := bufio.NewWriterSize(&out, size)
		if err := writeWalk(w, &pathWalker{path: path}); err != nil {
			t.Fatal(err)
		}
		w.Flush()
		if out.String() != want {
			t.Errorf("buffer of %d bytes: %q, want %q", size, out.String(), want)
		}
	}
}
