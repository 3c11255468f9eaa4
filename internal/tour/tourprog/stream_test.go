package tourprog

import (
	"bufio"
	"errors"
	"strings"
	"testing"

	"github.com/knightstour/knightstour/internal/tour/sicily"
	"github.com/knightstour/knightstour/internal/tour/tiles"
)

// failAfter is a writer that fails once it has taken n bytes.
type failAfter struct{ n int }

var errDisk = errors.New("disk full")

func (f *failAfter) Write(p []byte) (int, error) {
	if len(p) > f.n {
		n := f.n
		f.n = 0
		return n, errDisk
	}
	f.n -= len(p)
	return len(p), nil
}

// TestWriteWalkLong writes lines long enough to go through writeChunks, through writers
// of several sizes, and checks them against the plain formatting of the same squares;
// a write error stops the line and is returned (or, from the last chunk, kept by the
// bufio.Writer for Flush).
func TestWriteWalkLong(t *testing.T) {
	const n = 3*chunkSize/8 + 12345 // about three chunks of text
	path := make([]int32, n)
	for i := range path {
		path[i] = int32((i * 7919) % n)
	}
	want := string(sicily.AppendTour(nil, path))
	for _, size := range []int{16, 4096, chunkSize, 4 * chunkSize} {
		var out strings.Builder
		w := bufio.NewWriterSize(&out, size)
		w.WriteString("before\n")
		if err := writeWalk(w, &pathWalker{path: path}); err != nil {
			t.Fatal(err)
		}
		w.Flush()
		if got := out.String(); got != "before\n"+want {
			t.Errorf("buffer of %d bytes: wrong line of %d bytes, want %d", size, len(got), len(want)+7)
		}
	}
	for _, after := range []int{10, chunkSize + 10, 2 * chunkSize} {
		w := bufio.NewWriterSize(&failAfter{n: after}, chunkSize)
		err := writeWalk(w, &pathWalker{path: path})
		if err == nil {
			err = w.Flush() // the error of the last chunk may wait in w's buffer
		}
		if !errors.Is(err, errDisk) {
			t.Errorf("failing after %d bytes: %v, want %v", after, err, errDisk)
		}
	}
}

// BenchmarkWriteWalk writes the closed tour of a 3000×3000 board (70 MB) through a
// 1 MiB bufio.Writer to a writer that only counts, as main does to a file: walking,
// formatting and the goroutine of writeChunks, without the kernel's copy.
// scripts/measure floor times the whole program on 10000×10000.
func BenchmarkWriteWalk(b *testing.B) {
	bl := tiles.NewBuilder()
	cw := &countWriter{}
	w := bufio.NewWriterSize(cw, 1<<20)
	for i := 0; i < b.N; i++ {
		walk, err := bl.New(3000, 3000, 0, true)
		if err != nil {
			b.Fatal(err)
		}
		if err := writeWalk(w, walk); err != nil {
			b.Fatal(err)
		}
		w.Flush()
	}
	b.SetBytes(cw.n / int64(b.N))
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/9e6, "ns/square")
}

// countWriter counts the bytes written to it.
type countWriter struct{ n int64 }

func (c *countWriter) Write(p []byte) (int, error) {
	c.n += int64(len(p))
	return len(p), nil
}

// TestWriteWalk writes walks through writers of several sizes, the tiny ones included.
func TestWriteWalk(t *testing.T) {
	path := []int32{0, 11, 7, 2, 9, 10, 1, 8, 3, 4, 5, 6}
	want := string(sicily.AppendTour(nil, path))
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
