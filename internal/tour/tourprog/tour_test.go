package tourprog

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/knightstour/knightstour/internal/theory"
	"github.com/knightstour/knightstour/internal/tour/sicily"
	"github.com/knightstour/knightstour/judge"
)

// TestHugeBoardJudged streams the answers for 10⁷-square boards from run straight into
// the judge, which checks them in constant memory: a closed tour, an open tour on an
// odd×odd board, and a thin board.
func TestHugeBoardJudged(t *testing.T) {
	if testing.Short() {
		t.Skip("10⁷-square boards")
	}
	for _, tc := range []struct {
		name       string
		rows, cols int
		closed     bool
		starts     string
	}{
		{"closed 2500x4000", 2500, 4000, true, "1 5001250"},
		{"open 3163x3163", 3163, 3163, false, "5001285"},
		{"thin 4x2500000", 4, 2_500_000, false, "1250000"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := &Config{Rows: tc.rows, Cols: tc.cols, Closed: tc.closed}
			pr, pw := io.Pipe()
			go func() {
				w := bufio.NewWriter(pw)
				err := Run(cfg, strings.NewReader(tc.starts), w, io.Discard, nil)
				if err == nil {
					err = w.Flush()
				}
				pw.CloseWithError(err)
			}()
			sum, err := judge.Judge(judge.Config{Rows: tc.rows, Cols: tc.cols, Closed: tc.closed}, strings.NewReader(tc.starts), pr, nil)
			pr.Close()
			if err != nil {
				t.Fatal(err)
			}
			if want := len(strings.Fields(tc.starts)); sum.Tours != want {
				t.Errorf("%v, want %d tours", sum, want)
			}
		})
	}
}

// TestSearchDecision checks the one decision whether the Sicily search answers, with
// what budget, and whether the construction answers where it gives up.
func TestSearchDecision(t *testing.T) {
	for _, tc := range []struct {
		method     Method
		rows, cols int
		budget     int64
		searches   bool
		want       int64
	}{
		{Auto, 8, 8, 0, true, AutoBudget(64)},
		{Auto, 100, 100, 0, true, AutoBudget(10_000)},
		{Auto, 100, 101, 0, false, 0},
		{Auto, 8, 8, 500, true, 500},
		{DFS, 8, 8, 0, true, 0},
		{DFS, 1000, 1000, 7, true, 7},
		{Construct, 8, 8, 0, false, 0},
	} {
		cfg := &Config{Rows: tc.rows, Cols: tc.cols, Method: tc.method, Budget: tc.budget}
		if p := cfg.plan(); p.search != tc.searches || p.budget != tc.want || p.construct != (tc.method != DFS) {
			t.Errorf("-method %s %dx%d -budget %d: %+v, want search %v with budget %d", tc.method, tc.rows, tc.cols, tc.budget, p, tc.searches, tc.want)
		}
	}
}

// allStarts is the input that asks for every start of a board of n squares.
func allStarts(n int) string {
	var b strings.Builder
	for s := 1; s <= n; s++ {
		b.WriteString(strconv.Itoa(s))
		b.WriteByte('\n')
	}
	return b.String()
}

// runConfig runs cfg on stdin in-process and returns stdout and stderr.
func runConfig(t testing.TB, cfg *Config, stdin string) (string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	w := bufio.NewWriter(&out)
	if err := Run(cfg, strings.NewReader(stdin), w, &errOut, nil); err != nil {
		t.Fatalf("%+v: %v", *cfg, err)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	return out.String(), errOut.String()
}

// TestSweep answers every start of every board from 1×1 to 12×12, open and closed, with
// -method construct, and with -method auto (an unbounded -method dfs may search for
// hours): "no tour" exactly where theory says so, with one reason on stderr per "no
// tour", and otherwise a tour the judge accepts (closed when asked). -method auto is
// asked on one board of each transposed pair (rows <= cols), and for closed tours only
// on boards of up to 64 squares; KNIGHTSTOUR_SLOW=1 asks it on all of them (a minute
// more). The boards left out take the same branches, in this package and in every one
// it calls (their coverage is the same), and on larger boards most closed searches
// spend their whole budget before the construction answers, which the smaller boards
// test as well, and which internal/tour/prune's TestSearchAsPlain checks search by search.
func TestSweep(t *testing.T) {
	methods := []Method{Auto, Construct}
	slow := os.Getenv("KNIGHTSTOUR_SLOW") == "1"
	for rows := 1; rows <= 12; rows++ {
		for cols := 1; cols <= 12; cols++ {
			for _, closed := range []bool{false, true} {
				for _, method := range methods {
					if method == Auto && !slow && (closed && rows*cols > 64 || rows > cols) {
						continue
					}
					name := fmt.Sprintf("%dx%d/closed=%v/%s", rows, cols, closed, method)
					t.Run(name, func(t *testing.T) {
						cfg := &Config{Rows: rows, Cols: cols, Closed: closed, Method: method}
						in := allStarts(rows * cols)
						out, stderr := runConfig(t, cfg, in)
						checkAnswers(t, rows, cols, closed, in, out)
						if n, m := strings.Count(out, noTour), strings.Count(stderr, "\n"); n != m {
							t.Errorf("%d answers are no tour, but stderr has %d lines", n, m)
						}
					})
				}
			}
		}
	}
}

// query is one start of one board, and how long it took.
type query struct {
	rows, cols, start int
	took              time.Duration
}

func (q query) String() string { return fmt.Sprintf("%dx%d start %d", q.rows, q.cols, q.start) }

// sweepResult is what one board of the sweep found.
type sweepResult struct {
	queries int
	worst   query // the slowest query
	took    time.Duration
	err     error
}

// sweepBoard answers every start of the rows×cols board with -method auto, times each
// query on its own (the answer written to a buffer), and has the judge check every
// answer: a tour from the start, or "no tour" exactly where theory says none exists.
func sweepBoard(rows, cols int) sweepResult {
	a := newAnswerer(&Config{Rows: rows, Cols: cols}, sicily.MaxCache, nil)
	var (
		r   sweepResult
		out bytes.Buffer
	)
	w := bufio.NewWriter(&out)
	for start := 1; start <= rows*cols; start++ {
		out.Reset()
		t0 := time.Now()
		ans, err := a.tour(start)
		if err == nil {
			err = newLineWriter(w, squareNotation{}).tour(start, ans)
		}
		if err == nil {
			err = w.Flush()
		}
		d := time.Since(t0)
		switch {
		case isNoTour(err):
			err = theory.Check(rows, cols, (start-1)/cols, (start-1)%cols, false)
			if err == nil {
				err = errors.New("no tour where theory has one")
			} else {
				err = nil
			}
		case err == nil:
			err = judge.CheckLine(rows, cols, start, false, out.String())
		}
		if err != nil {
			r.err = fmt.Errorf("%dx%d start %d: %w", rows, cols, start, err)
			return r
		}
		r.queries++
		r.took += d
		if d > r.worst.took {
			r.worst = query{rows, cols, start, d}
		}
	}
	return r
}

// BenchmarkSweep answers every start of every board up to KNIGHTSTOUR_SWEEP×KNIGHTSTOUR_SWEEP
// (default 12) with -method auto, open tours, has the judge check every answer, and
// reports the slowest query and the mean. It fails on a wrong answer, never on time:
// this machine has slow stretches, so a fixed limit would fail at random. (The node
// budget of the search is what bounds a query, and TestSearchBudget tests it.) Boards are
// shared out among GOMAXPROCS workers. scripts/sweep.sh runs it up to 40×40.
func BenchmarkSweep(b *testing.B) {
	side := 12
	if s := os.Getenv("KNIGHTSTOUR_SWEEP"); s != "" {
		var err error
		if side, err = strconv.Atoi(s); err != nil {
			b.Fatalf("KNIGHTSTOUR_SWEEP=%q: %v", s, err)
		}
	}
	for i := 0; i < b.N; i++ {
		boards := make(chan [2]int)
		results := make(chan sweepResult)
		var wg sync.WaitGroup
		for w := 0; w < runtime.GOMAXPROCS(0); w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for bd := range boards {
					results <- sweepBoard(bd[0], bd[1])
				}
			}()
		}
		go func() {
			for rows := side; rows >= 1; rows-- { // large boards first, to balance the workers
				for cols := side; cols >= 1; cols-- {
					boards <- [2]int{rows, cols}
				}
			}
			close(boards)
			wg.Wait()
			close(results)
		}()
		var all sweepResult
		for r := range results {
			if r.err != nil && all.err == nil {
				all.err = r.err
			}
			all.queries += r.queries
			all.took += r.took
			if r.worst.took > all.worst.took {
				all.worst = r.worst
			}
		}
		if all.err != nil {
			b.Fatal(all.err)
		}
		mean := all.took / time.Duration(max(all.queries, 1))
		b.ReportMetric(float64(all.worst.took.Microseconds())/1000, "worst-ms")
		b.ReportMetric(float64(mean.Microseconds())/1000, "mean-ms")
		b.ReportMetric(float64(all.queries), "queries")
		b.Logf("%d queries on boards up to %dx%d, every answer judged; mean %v, slowest: %v, %v", all.queries, side, side, mean, all.worst, all.worst.took)
	}
}

// million is the input of the throughput benchmark: 1,000,000 start squares drawn with a
// fixed seed, then -1.
func million() []byte {
	rng := rand.New(rand.NewSource(1153))
	var b []byte
	for i := 0; i < 1_000_000; i++ {
		b = strconv.AppendInt(b, int64(rng.Intn(64)+1), 10)
		b = append(b, '\n')
	}
	return append(b, "-1\n"...)
}

// BenchmarkThroughput answers a million 8×8 queries (183 MB of output) and, as the
// baseline, copies the same output through a 1 MB buffer, as cat does; compare their
// MB/s. scripts/measure throughput measures the same ratio on whole processes.
func BenchmarkThroughput(b *testing.B) {
	in := million()
	var out bytes.Buffer
	w := bufio.NewWriter(&out)
	if err := Run(&Config{Rows: 8, Cols: 8}, bytes.NewReader(in), w, io.Discard, nil); err != nil {
		b.Fatal(err)
	}
	w.Flush()
	b.Run("knightstour", func(b *testing.B) {
		b.SetBytes(int64(out.Len()))
		for i := 0; i < b.N; i++ {
			w := bufio.NewWriterSize(io.Discard, 1<<20)
			if err := Run(&Config{Rows: 8, Cols: 8}, bytes.NewReader(in), w, io.Discard, nil); err != nil {
				b.Fatal(err)
			}
			w.Flush()
		}
	})
	b.Run("copy", func(b *testing.B) {
		b.SetBytes(int64(out.Len()))
		src, dst := out.Bytes(), make([]byte, 1<<20)
		for i := 0; i < b.N; i++ {
			for p := src; len(p) > 0; p = p[copy(dst, p):] {
			}
		}
	})
}

// checkAnswers checks that out holds one answer line for each start of stdin (every
// token of it a start): "no tour" exactly where theory says none exists, and otherwise
// a tour the judge accepts.
func checkAnswers(t *testing.T, rows, cols int, closed bool, stdin, out string) {
	t.Helper()
	starts := strings.Fields(stdin)
	lines := strings.SplitAfter(out, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines) != len(starts) {
		t.Fatalf("%d answers for %d queries", len(lines), len(starts))
	}
	for i, line := range lines {
		start, err := strconv.Atoi(starts[i])
		if err != nil {
			t.Fatal(err)
		}
		none := theory.Check(rows, cols, (start-1)/cols, (start-1)%cols, closed)
		switch {
		case line == noTour && none == nil:
			t.Errorf("%dx%d start %d closed=%v: no tour, but theory has one", rows, cols, start, closed)
		case line == noTour:
		case none != nil:
			t.Errorf("%dx%d start %d closed=%v: a tour where theory says %v", rows, cols, start, closed, none)
		default:
			if err := judge.CheckLine(rows, cols, start, closed, line); err != nil {
				t.Errorf("%dx%d start %d closed=%v: %v", rows, cols, start, closed, err)
			}
		}
	}
}
