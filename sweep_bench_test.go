package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"sync"
	"testing"
	"time"
)

// sweepResult is what one board of the sweep found.
type sweepResult struct {
	queries int
	worst   time.Duration
	name    string // the slowest query
	err     error
}

// sweepLimit is the most a query of the sweep may take.
const sweepLimit = 100 * time.Millisecond

// sweepBoard answers every start of the rows×cols board with -method auto, writing
// each answer line, and times each query on its own. A query over sweepLimit is timed
// twice more, each time on a new answerer (so that no cached line helps), and its best
// time counts: one slow run can be the machine's doing, three cannot.
func sweepBoard(rows, cols int) sweepResult {
	cfg := &config{rows: rows, cols: cols, method: methodAuto, format: formatLine}
	a := newAnswerer(cfg)
	var r sweepResult
	for start := 1; start <= rows*cols; start++ {
		d, err := timeQuery(a, start)
		for retry := 0; retry < 2 && d > sweepLimit && err == nil; retry++ {
			var again time.Duration
			again, err = timeQuery(newAnswerer(cfg), start)
			d = min(d, again)
		}
		if d > r.worst {
			r.worst, r.name = d, fmt.Sprintf("%dx%d start %d", rows, cols, start)
		}
		if err != nil {
			r.err = fmt.Errorf("%dx%d start %d: %w", rows, cols, start, err)
			return r
		}
		r.queries++
	}
	return r
}

// timeQuery answers start with a, writing the answer line, and says how long it took.
func timeQuery(a *answerer, start int) (time.Duration, error) {
	w := bufio.NewWriter(io.Discard)
	t0 := time.Now()
	line, walk, err := a.tour(start)
	switch {
	case line != nil:
		_, err = w.Write(line)
	case walk != nil:
		err = writeWalk(w, walk)
	case isNoTour(err):
		err = nil
	}
	return time.Since(t0), err
}

// BenchmarkSweep times every start of every board up to KNIGHTSTOUR_SWEEP×KNIGHTSTOUR_SWEEP
// (default 12) with -method auto, open tours, and reports the slowest query. It fails
// if any query takes over 100 ms (in the best of three runs, see sweepBoard). Boards are shared out among GOMAXPROCS workers; each
// query runs on one. scripts/sweep.sh runs it up to 40×40.
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
			if r.worst > all.worst {
				all.worst, all.name = r.worst, r.name
			}
		}
		if all.err != nil {
			b.Fatal(all.err)
		}
		b.ReportMetric(float64(all.worst.Microseconds())/1000, "worst-ms")
		b.ReportMetric(float64(all.queries), "queries")
		b.Logf("%d queries on boards up to %dx%d; slowest: %s, %v", all.queries, side, side, all.name, all.worst)
		if all.worst > sweepLimit {
			b.Fatalf("%s took %v, over %v", all.name, all.worst, sweepLimit)
		}
	}
}
