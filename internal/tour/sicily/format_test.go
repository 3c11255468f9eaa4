package sicily

import (
	"fmt"
	"strconv"
	"testing"
)

// TestAppendTour formats a path against strconv.
func TestAppendTour(t *testing.T) {
	for _, path := range [][]int32{nil, {0}, {99, 0, 9, 1 << 20, 9999999, 99999998}} {
		var want []byte
		for i, v := range path {
			if i > 0 {
				want = append(want, ' ')
			}
			want = strconv.AppendInt(want, int64(v)+1, 10)
		}
		want = append(want, '\n')
		if got := AppendTour([]byte("x"), path); string(got) != "x"+string(want) {
			t.Errorf("AppendTour(%v) = %q, want %q", path, got, "x"+string(want))
		}
	}
}

// TestAppendSquares formats numbers of every length below 10⁸, at the edges of the
// 8-digit and 2-digit steps, against strconv.
func TestAppendSquares(t *testing.T) {
	var sq []int32
	for _, v := range []int32{1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 12345, 99999, 100000,
		999999, 1000000, 9999999, 10000000, 12345678, 99999998} {
		sq = append(sq, v-1, v)
	}
	var want []byte
	for _, v := range sq {
		want = append(append(want, ' '), strconv.Itoa(int(v)+1)...)
	}
	b := make([]byte, 0, len(sq)*SquareText+StoreSlack)
	if got := AppendSquares(b, sq); string(got) != string(want) {
		t.Errorf("AppendSquares:\n got %q\nwant %q", got, want)
	}
}

func FuzzAppendSquares(f *testing.F) {
	f.Add(uint32(0), uint32(99999998))
	f.Fuzz(func(t *testing.T, a, b uint32) {
		a, b = a%(1e8-1), b%(1e8-1)
		buf := make([]byte, 3, 3+2*SquareText+StoreSlack)
		got := AppendSquares(buf, []int32{int32(a), int32(b)})
		if want := fmt.Sprintf("\x00\x00\x00 %d %d", a+1, b+1); string(got) != want {
			t.Fatalf("AppendSquares(%d, %d) = %q, want %q", a, b, got, want)
		}
	})
}

func ExampleAppendTour() {
	fmt.Printf("%q\n", AppendTour(nil, []int32{0, 11, 16}))
	// Output: "1 12 17\n"
}

// BenchmarkFormat formats batches of squares of a 10000×10000 board (8-digit numbers,
// mostly): AppendSquares, and strconv.AppendUint for comparison.
func BenchmarkFormat(b *testing.B) {
	const batch = 4096
	sq := make([]int32, batch)
	for k := range sq {
		sq[k] = int32(12_345_678 + k*10007)
	}
	buf := make([]byte, 0, batch*SquareText+StoreSlack)
	b.Run("AppendSquares", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			buf = AppendSquares(buf[:0], sq)
		}
		b.SetBytes(int64(len(buf)))
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/batch, "ns/square")
	})
	b.Run("strconv", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			buf = buf[:0]
			for _, v := range sq {
				buf = strconv.AppendUint(append(buf, ' '), uint64(v)+1, 10)
			}
		}
		b.SetBytes(int64(len(buf)))
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/batch, "ns/square")
	})
}
