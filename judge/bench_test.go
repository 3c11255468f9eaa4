package judge

import (
	"bytes"
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
// same output) skimmed alongside.
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
