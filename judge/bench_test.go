package judge

import (
	"bytes"
	"errors"
	"math/rand"
	"strconv"
	"testing"
)

// benchFiles returns a query file of q random starts on 8×8 (seed 1) and
// the output that answers them, one Sicily line per query.
func benchFiles(tb testing.TB, q int) (input, output []byte) {
	lines := make([]string, 65)
	for s := 1; s <= 64; s++ {
		lines[s] = lineOf(mustTour(tb, 8, 8, s, false)) + "\n"
	}
	rng := rand.New(rand.NewSource(1))
	var in, out bytes.Buffer
	for i := 0; i < q; i++ {
		s := rng.Intn(64) + 1
		in.WriteString(strconv.Itoa(s))
		in.WriteByte('\n')
		out.WriteString(lines[s])
	}
	in.WriteString("-1\n")
	return in.Bytes(), out.Bytes()
}

// BenchmarkJudge judges the output for 100,000 random 8×8 queries (about
// 18 MB) of a deterministic program, the same line for the same start:
// after the first 64 lines, every line is a repeat the memo accepts.
func BenchmarkJudge(b *testing.B) {
	in, out := benchFiles(b, 100000)
	cfg := Config{Rows: 8, Cols: 8}
	b.SetBytes(int64(len(out)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Judge(cfg, bytes.NewReader(in), bytes.NewReader(out), nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkJudgeNoMemo is BenchmarkJudge without the memo of accepted
// lines: every line is parsed and checked, as for a program that prints a
// different tour each time. Its MB/s figure is the speed of the parser.
func BenchmarkJudgeNoMemo(b *testing.B) {
	in, out := benchFiles(b, 100000)
	cfg := Config{Rows: 8, Cols: 8}
	b.SetBytes(int64(len(out)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := judgeWith(cfg, bytes.NewReader(in), bytes.NewReader(out), nil, options{noMemo: true}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkJudgeWithAnswer is BenchmarkJudge with the answer file (the
// same output) walked alongside.
func BenchmarkJudgeWithAnswer(b *testing.B) {
	in, out := benchFiles(b, 100000)
	cfg := Config{Rows: 8, Cols: 8}
	b.SetBytes(int64(len(out)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Judge(cfg, bytes.NewReader(in), bytes.NewReader(out), bytes.NewReader(out)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCopy reads the same output the way cat does (a copy through a
// 128 KiB buffer), for comparison with BenchmarkJudge.
func BenchmarkCopy(b *testing.B) {
	_, out := benchFiles(b, 100000)
	buf := make([]byte, 128<<10)
	b.SetBytes(int64(len(out)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r := bytes.NewReader(out)
		for {
			if n, _ := r.Read(buf); n == 0 {
				break
			}
		}
	}
}

// BenchmarkGrid judges 10,000 8×8 boards in the grid form.
func BenchmarkGrid(b *testing.B) {
	rng := rand.New(rand.NewSource(1))
	var in, out bytes.Buffer
	for i := 0; i < 10000; i++ {
		s := rng.Intn(64) + 1
		in.WriteString(strconv.Itoa(s) + "\n")
		out.WriteString(gridOf(8, 8, mustTour(b, 8, 8, s, false), " "))
	}
	cfg := Config{Rows: 8, Cols: 8, Format: GridForm}
	b.SetBytes(int64(out.Len()))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Judge(cfg, bytes.NewReader(in.Bytes()), bytes.NewReader(out.Bytes()), nil); err != nil {
			b.Fatal(err)
		}
	}
}

// zigzag returns the first count squares (1-based) of a knight's path on a rows×cols
// board: along two rows at a time, two columns a move, to one side and back along the
// next two rows. It is not a tour, but every move is a knight's move and no square
// comes twice, so the judge reads all of it before it finds too few squares.
func zigzag(rows, cols, count int) []int {
	path := make([]int, 0, count)
	r0, c, dir := 0, 0, 2
	for r0+1 < rows && len(path) < count {
		j := 0
		for ; c >= 0 && c < cols && len(path) < count; j++ {
			path = append(path, (r0+j%2)*cols+c+1)
			c += dir
		}
		c -= dir // the last square, on row r0 + (j-1)%2
		if (j-1)%2 == 0 {
			c -= dir / 2 // two rows down, one column back
		} else {
			c -= dir // one row down, two columns back
		}
		r0, dir = r0+2, -dir
	}
	return path
}

// BenchmarkJudgeHugeLine judges a line of 4,000,000 squares of a 10000×10000 board
// (8- and 9-digit numbers, 36 MB): the fast path of boards too large for a table of
// squares (fastBits).
func BenchmarkJudgeHugeLine(b *testing.B) {
	const side, count = 10000, 4_000_000
	path := zigzag(side, side, count)
	for i := 1; i < len(path); i++ {
		if !naiveKnight(side, path[i-1], path[i]) {
			b.Fatalf("zigzag: move %d is not a knight's move", i)
		}
	}
	line := lineOf(path) + "\n"
	b.SetBytes(int64(len(line)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var e *Error
		if err := CheckLine(side, side, path[0], false, line); !errors.As(err, &e) || e.Kind != TooFew || e.Index != count+1 {
			b.Fatalf("got %v, want too few squares after %d", err, count)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/count, "ns/square")
}
