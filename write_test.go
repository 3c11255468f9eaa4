package main

import (
	"bufio"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"knightstour/internal/tiles"
)

// TestAppendSquares formats numbers of every length, at the edges of the 8-digit and
// 2-digit steps, against strconv.
func TestAppendSquares(t *testing.T) {
	var sq []int
	for _, v := range []int{1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 12345, 99999, 100000,
		999999, 1000000, 9999999, 10000000, 12345678, 99999999, 100000000, 100000001,
		999999999, 1000000000, 1234567890, 1<<31 - 1} {
		sq = append(sq, v-1, v)
	}
	var want []byte
	for _, v := range sq {
		want = append(append(want, ' '), strconv.Itoa(v+1)...)
	}
	b := make([]byte, 0, len(sq)*squareText+storeSlack)
	if got := appendSquares(b, sq); string(got) != string(want) {
		t.Errorf("appendSquares:\n got %q\nwant %q", got, want)
	}
}

func FuzzAppendSquares(f *testing.F) {
	f.Add(uint32(0), uint32(99999999))
	f.Add(uint32(123456789), uint32(2147483646))
	f.Fuzz(func(t *testing.T, a, b uint32) {
		a, b = a&(1<<31-1), b&(1<<31-1) // squares are ints, also on 32-bit machines
		buf := make([]byte, 3, 3+2*squareText+storeSlack)
		got := appendSquares(buf, []int{int(a), int(b)})
		want := fmt.Sprintf("\x00\x00\x00 %d %d", uint64(a)+1, uint64(b)+1)
		if string(got) != want {
			t.Fatalf("appendSquares(%d, %d) = %q, want %q", a, b, got, want)
		}
	})
}

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
	want := string(appendTour(nil, path))
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

// BenchmarkFormat formats batches of squares of a 10000×10000 board (8-digit numbers,
// mostly): appendSquares, and strconv.AppendUint for comparison.
func BenchmarkFormat(b *testing.B) {
	sq := make([]int, walkBatch)
	for k := range sq {
		sq[k] = 12_345_678 + k*10007
	}
	buf := make([]byte, 0, walkBatch*squareText+storeSlack)
	b.Run("appendSquares", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			buf = appendSquares(buf[:0], sq)
		}
		b.SetBytes(int64(len(buf)))
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/walkBatch, "ns/square")
	})
	b.Run("strconv", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			buf = buf[:0]
			for _, v := range sq {
				buf = strconv.AppendUint(append(buf, ' '), uint64(v)+1, 10)
			}
		}
		b.SetBytes(int64(len(buf)))
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/walkBatch, "ns/square")
	})
}

// BenchmarkWriteWalk writes the closed tour of a 3000×3000 board (70 MB) through a
// 1 MiB bufio.Writer to a writer that only counts, as main does to a file: walking,
// formatting and the goroutine of writeChunks, without the kernel's copy.
// scripts/floor.sh times the whole program on 10000×10000.
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
