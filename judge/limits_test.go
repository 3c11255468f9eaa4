package judge

import (
	"errors"
	"io"
	"runtime"
	"strings"
	"testing"
)

// repeat is a reader of count copies of s, made as they are read from
// one chunk of copies.
type repeat struct {
	s          string
	count      int
	chunk, buf []byte
}

func (r *repeat) Read(p []byte) (int, error) {
	if len(r.buf) == 0 {
		if r.count == 0 {
			return 0, io.EOF
		}
		if r.chunk == nil {
			r.chunk = []byte(strings.Repeat(r.s, 1<<16/len(r.s)+1))
		}
		k := min(r.count, len(r.chunk)/len(r.s))
		r.count -= k
		r.buf = r.chunk[:k*len(r.s)]
	}
	n := copy(p, r.buf)
	r.buf = r.buf[n:]
	return n, nil
}

// TestJudgeMemory checks that the memory of Judge does not grow with the
// number of queries: it reads queries alongside the answers.
func TestJudgeMemory(t *testing.T) {
	const queries = 4 << 20
	judgeN := func(n int) uint64 {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		cfg := Config{Rows: 1, Cols: 1}
		sum, err := Judge(cfg, &repeat{s: "1\n", count: n}, &repeat{s: "1\n", count: n}, &repeat{s: "1\n", count: n})
		runtime.ReadMemStats(&after)
		if err != nil || sum.Queries != n {
			t.Fatalf("%v, %v", sum, err)
		}
		return after.TotalAlloc - before.TotalAlloc
	}
	small, big := judgeN(1000), judgeN(queries)
	// Each query would cost 4 bytes if the queries were kept: 16 MiB.
	if big > small+1<<20 {
		t.Errorf("%d queries allocate %d bytes, 1000 queries %d: memory grows with the queries", queries, big, small)
	}
}

// TestNoTourCost checks that an answer costs time in proportion to its bytes, not to
// the board: on a board of 2^26 squares (a bitset of 8 MiB), a "no tour" answer sets
// no word of the bitset, so the next answer's begin clears none (clearing it all would
// cost a million words an answer). It counts the words to clear, not the time
// (scripts/measure judge times it).
func TestNoTourCost(t *testing.T) {
	const answers = 1000
	r, err := newReader(&repeat{s: "no tour\n", count: answers}, 1, 1<<26, false, LineForm, options{layout: layoutBits})
	if err != nil {
		t.Fatal(err)
	}
	// A 1-row board has no tour from square 2 (it has no knight's move).
	for q := 1; q <= answers; q++ {
		claims, e := r.next(2)
		if e != nil || !claims {
			t.Fatalf("answer %d: %v, claims no tour %v", q, e, claims)
		}
		if r.b.swept || len(r.b.dirty) > 0 {
			t.Fatalf("answer %d: %d words of the bitset to clear (swept %v)", q, len(r.b.dirty), r.b.swept)
		}
	}
}

// TestBitsetAnswers checks that on a bitset board every answer starts
// afresh, whichever path set its bits (visit, or the line form's fast
// path): tours from squares 1, 2 and 1 again, and a wrong answer after
// them, on 8×8 and 100×100 kept as bitsets.
func TestBitsetAnswers(t *testing.T) {
	for _, side := range []int{8, 100} {
		t1, t2 := lineOf(mustTour(t, side, side, 1, false))+"\n", lineOf(mustTour(t, side, side, 2, false))+"\n"
		for _, noMemo := range []bool{false, true} {
			o := options{layout: layoutBits, noMemo: noMemo}
			cfg := Config{Rows: side, Cols: side}
			out := t1 + t2 + t1
			sum, err := judgeWith(cfg, strings.NewReader("1 2 1"), strings.NewReader(out), strings.NewReader(out), o)
			if err != nil || sum.Tours != 3 {
				t.Errorf("%dx%d %+v: %v, %v", side, side, o, sum, err)
			}
			bad := t1 + t2 + "1\n"
			_, err = judgeWith(cfg, strings.NewReader("1 2 1"), strings.NewReader(bad), strings.NewReader(out), o)
			var e *Error
			if !errors.As(err, &e) || e.Kind != TooFew || e.Query != 3 {
				t.Errorf("%dx%d %+v: got %v, want too few squares in answer 3", side, side, o, err)
			}
		}
	}
}

// TestBitsetClear checks the record of a bitset board between answers:
// after a short answer and after one that sets more words than the dirty
// list keeps, no square is left visited.
func TestBitsetClear(t *testing.T) {
	b, err := newBoard(1, 1<<22, false, layoutBits)
	if err != nil {
		t.Fatal(err)
	}
	for _, step := range []int{1 << 12, 64, 1} { // 1024, 65536 and 4M squares
		b.begin()
		for v := 1; v <= b.n; v += step {
			if _, again := b.visit(v, 1); again {
				t.Fatalf("step %d: square %d left visited by the answer before", step, v)
			}
		}
		if want := len(b.seen)/dirtyShare < b.n/step; b.swept != want && step != 1 {
			t.Errorf("step %d: swept %v", step, b.swept)
		}
	}
	b.begin()
	if countBits(b.seen) != 0 {
		t.Errorf("%d squares left visited", countBits(b.seen))
	}
}

func countBits(words []uint64) int {
	n := 0
	for _, w := range words {
		for ; w != 0; w &= w - 1 {
			n++
		}
	}
	return n
}
