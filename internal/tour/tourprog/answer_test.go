package tourprog

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/knightstour/knightstour/internal/tour/prune"
	"github.com/knightstour/knightstour/internal/tour/search"
	"github.com/knightstour/knightstour/internal/tour/sicily"
	"github.com/knightstour/knightstour/judge"
)

// TestAnswerForms checks that an answer gives the same tour as a line and as squares,
// whether the Sicily search found it (a line and a path, from the cache the second
// time) or the construction made it (a walk).
func TestAnswerForms(t *testing.T) {
	for _, method := range []Method{Auto, Construct} {
		cfg := &Config{Rows: 6, Cols: 7, Method: method}
		a := newAnswerer(cfg, sicily.MaxCache, nil)
		for _, start := range []int{1, 20, 1} {
			t.Run(fmt.Sprintf("%s/%d", method, start), func(t *testing.T) {
				line, err := a.tour(start)
				if err != nil {
					t.Fatal(err)
				}
				var b strings.Builder
				w := bufio.NewWriter(&b)
				if err := newLineWriter(w, squareNotation{}).tour(start, line); err != nil {
					t.Fatal(err)
				}
				w.Flush()
				sq, err := a.tour(start)
				if err != nil {
					t.Fatal(err)
				}
				var fromSquares []string
				for _, v := range sq.squares(42) {
					fromSquares = append(fromSquares, strconv.Itoa(v))
				}
				if want := strings.Join(fromSquares, " ") + "\n"; b.String() != want {
					t.Errorf("line %q, squares %q", b.String(), want)
				}
				if (line.walk == nil) != (method == Auto) {
					t.Errorf("walk %v under -method %s", line.walk, method)
				}
			})
		}
	}
}

// TestSeededTours runs the tour program with -seed on boards of every kind: 8×8 from
// several starts, open and closed; 5×5 open; 6×7; 100×100, searched and constructed;
// 101×101 and thin boards, constructed; and boards with few tours. The same seed must
// give the same bytes (with and without workers searching ahead), the judge must
// accept every answer, and on boards with many tours the seeds 1 to 5 must give at
// least two outputs.
func TestSeededTours(t *testing.T) {
	for _, tc := range []struct {
		rows, cols int
		closed     bool
		method     Method
		starts     string
		many       bool
	}{
		{8, 8, false, Auto, "1 28 64 10", true},
		{8, 8, true, Auto, "1 28 64 10", true},
		{5, 5, false, Auto, "1 13 25 3", true},
		{6, 7, false, Auto, "1 20 42", true},
		{6, 7, true, Auto, "1 20 42", true},
		{100, 100, false, Auto, "1 5050 9999", true},
		{100, 100, true, Construct, "1 5050", true},
		{101, 101, false, Construct, "1 5101", true},
		{3, 40, true, Auto, "1 60", true},
		{4, 3001, false, Auto, "1 3001", true},
		{3, 4, false, Auto, "1 4", false},
		{1, 1, false, Auto, "1", false},
	} {
		t.Run(fmt.Sprintf("%dx%d/closed=%v/%s", tc.rows, tc.cols, tc.closed, tc.method), func(t *testing.T) {
			outs := map[string]bool{}
			for seed := uint64(1); seed <= 5; seed++ {
				cfg := &Config{Rows: tc.rows, Cols: tc.cols, Closed: tc.closed, Method: tc.method, Seed: NewSeed(seed)}
				out, _ := runConfig(t, cfg, tc.starts)
				ahead := *cfg
				ahead.Workers = 4
				if again, _ := runConfig(t, &ahead, tc.starts); again != out {
					t.Fatalf("seed %d: two outputs", seed)
				}
				sum, err := judge.Judge(judge.Config{Rows: tc.rows, Cols: tc.cols, Closed: tc.closed}, strings.NewReader(tc.starts), strings.NewReader(out), nil)
				if n := len(strings.Fields(tc.starts)); err != nil || sum.Tours != n {
					t.Fatalf("seed %d: %v, %v; want %d tours", seed, sum, err, n)
				}
				outs[out] = true
			}
			if tc.many && len(outs) < 2 {
				t.Errorf("the seeds 1 to 5 gave %d outputs, want at least 2", len(outs))
			}
		})
	}
}

// TestGaveUpAskedAgain checks that a start where the search ran out of budget (a corner
// of 6×6 closed) is not searched again when asked again: with the search cancelled
// after the first answer (a search would end in errCancelled), it still gets the
// construction's tour, the first answer's, under -method auto; and under -method dfs
// the same budget error.
func TestGaveUpAskedAgain(t *testing.T) {
	line := func(a answer) string {
		var b strings.Builder
		w := bufio.NewWriter(&b)
		if err := newLineWriter(w, squareNotation{}).tour(1, a); err != nil {
			t.Fatal(err)
		}
		w.Flush()
		return b.String()
	}
	built, err := newAnswerer(&Config{Rows: 6, Cols: 6, Closed: true, Method: Construct}, sicily.MaxCache, nil).tour(1)
	if err != nil {
		t.Fatal(err)
	}
	want := line(built)
	for _, method := range []Method{Auto, DFS} {
		t.Run(method.String(), func(t *testing.T) {
			var cancel atomic.Bool
			a := newAnswerer(&Config{Rows: 6, Cols: 6, Closed: true, Method: method, Budget: AutoBudget(36)}, sicily.MaxCache, &cancel)
			var answers []string
			for i := 0; i < 3; i++ {
				ans, err := a.tour(1)
				switch {
				case method == DFS && err == nil:
					t.Fatalf("asked %d times: a tour within the budget; the test needs a start where the search gives up", i+1)
				case method == DFS:
					answers = append(answers, err.Error())
				case err != nil:
					t.Fatalf("asked %d times: %v", i+1, err)
				case ans.walk == nil:
					t.Fatalf("asked %d times: the search found the tour; the test needs a start where it gives up", i+1)
				default:
					answers = append(answers, line(ans))
				}
				cancel.Store(true)
			}
			if method == Auto && answers[0] != want {
				t.Errorf("first answer %q, the construction's %q", answers[0], want)
			}
			if answers[1] != answers[0] || answers[2] != answers[0] {
				t.Errorf("asked again: %q, first %q", answers[1:], answers[0])
			}
		})
	}
}

// BenchmarkSearch100x100 answers every 10th start of 100×100 as -method auto does (the
// Sicily search within its budget, else the construction), writing each line, and
// reports the cost per query and how many searches ran out of budget without a proof
// that they would (those that still spend the whole budget).
func BenchmarkSearch100x100(b *testing.B) {
	cfg := &Config{Rows: 100, Cols: 100}
	w := bufio.NewWriterSize(io.Discard, 1<<20)
	s := search.New(100, 100, search.Options{Prune: &prune.Pruning{}})
	path := make([]int32, 10000)
	full := 0
	for start := 0; start < 10000; start += 10 {
		if res, n := s.Search(start, AutoBudget(10000), path); res != search.Found && n >= AutoBudget(10000) {
			full++
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		a := newAnswerer(cfg, sicily.MaxCache, nil) // no cache from the last round
		for start := 1; start <= 10000; start += 10 {
			ans, err := a.tour(start)
			if err != nil {
				b.Fatal(err)
			}
			if err := newLineWriter(w, squareNotation{}).tour(start, ans); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1000, "ns/query")
	b.ReportMetric(float64(full)/10, "%budget-spent")
}
