package main

import (
	"bufio"
	"strconv"
	"strings"
	"testing"
)

// TestAppendTour formats a path against strconv.
func TestAppendTour(t *testing.T) {
	for _, path := range [][]int32{nil, {0}, {99, 0, 9, 1 << 30, 99999999, 100000000, 999999999}} {
		var want []byte
		for i, v := range path {
			if i > 0 {
				want = append(want, ' ')
			}
			want = strconv.AppendInt(want, int64(v)+1, 10)
		}
		want = append(want, '\n')
		if got := appendTour([]byte("x"), path); string(got) != "x"+string(want) {
			t.Errorf("appendTour(%v) = %q, want %q", path, got, "x"+string(want))
		}
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
