package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"runtime/debug"
	"strconv"
	"sync"
	"time"

	"knightstour/internal/count"
	"knightstour/internal/theory"
)

// exitInterrupted is the exit status after Ctrl-C stopped a count (128 + SIGINT, as
// shells report a program killed by it).
const exitInterrupted = 130

// countFlags checks the flags of -count mode: -end (given as its text) and -v go with
// -count, and -count with none of the flags that choose or print a tour.
func (cfg *config) countFlags(fs *flag.FlagSet, end string) error {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if !cfg.count {
		for _, name := range []string{"end", "v"} {
			if set[name] {
				return fmt.Errorf("-%s goes with -count", name)
			}
		}
		return nil
	}
	for _, name := range []string{"method", "budget", "format", "o"} {
		if set[name] {
			return fmt.Errorf("-%s goes with tours, not with -count", name)
		}
	}
	if _, err := count.New(cfg.rows, cfg.cols, false, count.Every, count.Options{}); err != nil {
		return fmt.Errorf("-count: %w", err)
	}
	if set["end"] {
		n := cfg.rows * cfg.cols
		e, err := strconv.Atoi(end)
		if err != nil || e < 1 || e > n {
			return fmt.Errorf("-end %q: want a square of the %dx%d board, 1..%d", end, cfg.rows, cfg.cols, n)
		}
		cfg.end = e
	}
	return nil
}

// interruptible returns a context that Ctrl-C cancels. After the first Ctrl-C the
// default action is back, so a second one kills the program at once.
func interruptible() (context.Context, context.CancelFunc) {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	go func() {
		<-ctx.Done()
		stop()
	}()
	return ctx, stop
}

// isTerminal reports whether f is a terminal (a character device).
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// memoryBudget is the most the count's tables may hold: three quarters of GOMEMLIMIT
// when it is set (the rest is the garbage collector's headroom), else no bound.
func memoryBudget() int64 {
	limit := debug.SetMemoryLimit(-1)
	if limit == math.MaxInt64 {
		return 0
	}
	return limit / 4 * 3
}

// runCount answers every query read from stdin (start squares as in run, and 0 for
// every start) with the number of tours from that start, one line each, written and
// flushed as soon as it is known. Where theory (or the colours of the start and the
// end) rules tours out the answer is 0 at once, with the reason on stderr. Progress
// goes to stderr once a second when terminal or -v. When ctx is cancelled (Ctrl-C)
// runCount stops and returns an error that wraps context.Canceled.
func (cfg *config) runCount(ctx context.Context, stdin io.Reader, stdout *bufio.Writer, stderr io.Writer, terminal bool) error {
	errw := &lockedWriter{w: stderr}
	end := count.Every
	if cfg.end > 0 {
		end = cfg.end - 1
	}
	maxBytes := cfg.maxBytes
	if maxBytes == 0 {
		maxBytes = memoryBudget()
	}
	c, err := count.New(cfg.rows, cfg.cols, cfg.closed, end, count.Options{MaxBytes: maxBytes})
	if err != nil {
		return err
	}
	queries, readErr := readCountQueries(ctx, stdin, cfg.rows*cfg.cols)
	for {
		var start int
		select {
		case <-ctx.Done():
			return fmt.Errorf("interrupted while waiting for a query: %w", ctx.Err())
		case q, ok := <-queries:
			if !ok {
				return <-readErr
			}
			start = q
		}
		if reason := cfg.noTour(start); reason != "" {
			if err := writeFlush(stdout, "0\n"); err != nil {
				return err
			}
			fmt.Fprintf(errw, "knightstour: %s: %s\n", cfg.what(start), reason)
			continue
		}
		s := count.Every
		if start > 0 {
			s = start - 1
		}
		var stop func()
		if cfg.verbose || terminal {
			stop = cfg.watch(c, cfg.what(start), errw, terminal)
		}
		n, err := c.Tours(ctx, s)
		if stop != nil {
			stop()
		}
		if err != nil {
			p := c.Progress()
			if errors.Is(err, context.Canceled) {
				return fmt.Errorf("interrupted: the count for %s stopped after %d of %d squares: %w", cfg.what(start), p.Square, p.Squares, err)
			}
			return fmt.Errorf("%s: %w", cfg.what(start), err)
		}
		if err := writeFlush(stdout, n.String()+"\n"); err != nil {
			return err
		}
	}
}

// writeFlush writes s and flushes, so that each count is seen as soon as it is known.
func writeFlush(w *bufio.Writer, s string) error {
	if _, err := w.WriteString(s); err != nil {
		return err
	}
	return w.Flush()
}

// what names a query in messages: "8x8 square 5", "8x8 every square", with " to 9"
// under -end.
func (cfg *config) what(start int) string {
	s := fmt.Sprintf("%dx%d square %d", cfg.rows, cfg.cols, start)
	if start == 0 {
		s = fmt.Sprintf("%dx%d every square", cfg.rows, cfg.cols)
	}
	if cfg.end > 0 {
		s += fmt.Sprintf(" to %d", cfg.end)
	}
	return s
}

// noTour returns why no tour of the kind asked for starts at start (1-based; 0 for
// any square), or "" if theory allows one: theory's reasons for the start, and with
// -end for the end (a tour read backwards starts at its end), and the colours: a
// knight's move changes colour, so a tour of a board with an even number of squares
// ends on the other colour than its start.
func (cfg *config) noTour(start int) string {
	rows, cols, n := cfg.rows, cfg.cols, cfg.rows*cfg.cols
	check := func(sq int, closed bool) error {
		return theory.Check(rows, cols, (sq-1)/cols, (sq-1)%cols, closed)
	}
	if cfg.end > 0 {
		if err := check(cfg.end, false); err != nil {
			return fmt.Sprintf("no tour ends at square %d, since none starts there: %v", cfg.end, err)
		}
	}
	if start == 0 {
		var first error
		for sq := 1; sq <= n; sq++ {
			err := check(sq, cfg.closed)
			if err == nil {
				return ""
			}
			if first == nil {
				first = err
			}
		}
		return first.Error()
	}
	if err := check(start, cfg.closed); err != nil {
		return err.Error()
	}
	if cfg.end == 0 {
		return ""
	}
	colour := func(sq int) int { return ((sq-1)/cols + (sq-1)%cols) % 2 }
	dr, dc := (start-1)/cols-(cfg.end-1)/cols, (start-1)%cols-(cfg.end-1)%cols
	switch {
	case start == cfg.end && n > 1:
		return "a tour of more than one square ends on another square than its start"
	case cfg.closed && dr*dr+dc*dc != 5:
		return fmt.Sprintf("no closed tour ends at square %d: it is not a knight's move from square %d", cfg.end, start)
	case n%2 == 0 && colour(start) == colour(cfg.end):
		return "a knight's move changes colour, so a tour of a board with an even number of squares ends on the other colour than its start"
	}
	return ""
}

// readCountQueries reads start squares (or 0) from stdin in a goroutine, so that the
// caller can wait for a query and for Ctrl-C at once. The queries come on the first
// channel, which is closed after the last; then the second carries nil (the end of the
// input or -1) or the error that stopped the reading.
func readCountQueries(ctx context.Context, stdin io.Reader, squares int) (<-chan int, <-chan error) {
	queries := make(chan int)
	errc := make(chan error, 1)
	go func() {
		defer close(queries)
		q := newQueryReader(stdin, squares)
		for {
			start, err := q.next()
			var bad *squareError
			if errors.As(err, &bad) {
				if v, aerr := atoi([]byte(bad.token)); aerr == nil && v == 0 {
					start, err = 0, nil
				} else {
					err = fmt.Errorf("line %d: %q is not a square (want 1..%d, or 0 for every square)", bad.line, bad.token, squares)
				}
			}
			if errors.Is(err, io.EOF) {
				errc <- nil
				return
			}
			if err != nil {
				errc <- err
				return
			}
			select {
			case queries <- start:
			case <-ctx.Done():
				errc <- nil
				return
			}
		}
	}()
	return queries, errc
}

// progressEvery is how often watch reports.
const progressEvery = time.Second

// watch reports c's progress on w every cfg.every (default progressEvery) until the
// returned function is called: on a terminal as one line rewritten in place (and
// erased at the end), otherwise one line per report.
func (cfg *config) watch(c *count.Counter, what string, w io.Writer, terminal bool) (stop func()) {
	every := cfg.every
	if every == 0 {
		every = progressEvery
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		t0 := time.Now()
		tick := time.NewTicker(every)
		defer tick.Stop()
		shown := false
		for {
			select {
			case <-done:
				if shown && terminal {
					fmt.Fprint(w, "\r\x1b[K")
				}
				return
			case <-tick.C:
				line := progressLine(what, c.Progress(), time.Since(t0))
				if terminal {
					fmt.Fprint(w, "\r"+line+"\x1b[K")
				} else {
					fmt.Fprintln(w, line)
				}
				shown = true
			}
		}
	}()
	return func() {
		close(done)
		wg.Wait()
	}
}

// progressLine describes a count in progress.
func progressLine(what string, p count.Progress, elapsed time.Duration) string {
	return fmt.Sprintf("knightstour: counting %s: %d of %d squares scanned, %d states (%d%% expanded, %d in the next layer), tables %s (peak %s), %s",
		what, p.Square, p.Squares, p.States, 100*p.Shards/256, p.Next, megabytes(p.Bytes), megabytes(p.PeakBytes), elapsed.Round(time.Second))
}

// megabytes formats a byte count in MB, rounded.
func megabytes(b int64) string {
	return fmt.Sprintf("%d MB", (b+500_000)/1_000_000)
}

// lockedWriter serialises writes from the progress reports and the query loop.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}
