package tourprog

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/knightstour/knightstour/internal/tour/sicily"
)

// TestAppendWide formats numbers of every length, at the edges of the 8-digit and
// 2-digit steps, against strconv.
func TestAppendWide(t *testing.T) {
	var sq []int
	for _, v := range []int{1, 9, 10, 99, 100, 9999, 10000, 99999999, 100000000, 100000001,
		999999999, 1000000000, 1234567890, 1<<31 - 1} {
		sq = append(sq, v-1, v)
	}
	var want []byte
	for _, v := range sq {
		want = append(append(want, ' '), strconv.Itoa(v+1)...)
	}
	b := make([]byte, 0, len(sq)*sicily.SquareText+sicily.StoreSlack)
	if got := appendWide(b, sq); string(got) != string(want) {
		t.Errorf("appendWide:\n got %q\nwant %q", got, want)
	}
}

func FuzzAppendWide(f *testing.F) {
	f.Add(uint32(0), uint32(99999999))
	f.Add(uint32(123456789), uint32(2147483646))
	f.Fuzz(func(t *testing.T, a, b uint32) {
		a, b = a&(1<<31-1), b&(1<<31-1) // squares are ints, also on 32-bit machines
		buf := make([]byte, 3, 3+2*sicily.SquareText+sicily.StoreSlack)
		got := appendWide(buf, []int{int(a), int(b)})
		want := fmt.Sprintf("\x00\x00\x00 %d %d", uint64(a)+1, uint64(b)+1)
		if string(got) != want {
			t.Fatalf("appendWide(%d, %d) = %q, want %q", a, b, got, want)
		}
	})
}

// BenchmarkAppendWide formats batches of squares of a 10000×10000 board (8-digit
// numbers, mostly), as sicily's BenchmarkFormat does with AppendSquares.
func BenchmarkAppendWide(b *testing.B) {
	sq := make([]int, walkBatch)
	for k := range sq {
		sq[k] = 12_345_678 + k*10007
	}
	buf := make([]byte, 0, walkBatch*sicily.SquareText+sicily.StoreSlack)
	for i := 0; i < b.N; i++ {
		buf = appendWide(buf[:0], sq)
	}
	b.SetBytes(int64(len(buf)))
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/walkBatch, "ns/square")
}
