package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"runtime/debug"
	"strings"
	"time"

	"knightstour/internal/count"
	"knightstour/internal/count/machine"
	"knightstour/internal/sicily"
	"knightstour/internal/theory"
)

// This file is the count program (-count): its configuration and the loop that answers
// each query with the exact number of tours (internal/count counts them; progress.go
// reports on a long count).

// minMem is the least -mem: a smaller cap is a size without its unit (-mem 4 for 4GiB),
// and would leave the tables no room, or none at all.
const minMem = 1_000_000

// countConfig is what the command line asks of the count program.
type countConfig struct {
	rows, cols  int
	closed      bool
	end         int   // -end: the square tours end on (1-based); 0: any
	verbose     bool  // -v: progress on stderr even when it is not a terminal
	mem         int64 // -mem: the memory a count may use; 0: the default (see defaultMemory)
	part, parts int   // -part K/N: count only part K (1-based) of N; parts 0: the whole
}

// newCountConfig checks a count of the tours of a rows×cols board, closed ones with
// closed, that end on the square end names (1-based; nil: any), within the memory mem
// names (nil: the default), only the part that part names (K/N; nil: the whole), and
// returns its configuration.
func newCountConfig(rows, cols int, closed bool, end, mem, part *string, verbose bool) (*countConfig, error) {
	cfg := &countConfig{rows: rows, cols: cols, closed: closed, verbose: verbose}
	if err := count.Check(rows, cols); err != nil {
		return nil, fmt.Errorf("-count: %w", err)
	}
	if end != nil {
		n := rows * cols
		e, err := decimal(*end)
		if err != nil || e < 1 || e > int64(n) {
			return nil, fmt.Errorf("-end %q: want a square of the %dx%d board, 1..%d", *end, rows, cols, n)
		}
		cfg.end = int(e)
	}
	if mem != nil {
		b, err := machine.ParseSize(*mem)
		if err != nil {
			return nil, fmt.Errorf("-mem: %w", err)
		}
		if b < minMem {
			return nil, fmt.Errorf("-mem %q: want at least 1MB (a size with its unit, such as 4GiB)", *mem)
		}
		cfg.mem = b
	}
	if part != nil {
		k, n, err := parsePart(*part)
		if err != nil {
			return nil, fmt.Errorf("-part: %w", err)
		}
		cfg.part, cfg.parts = k, n
	}
	return cfg, nil
}

// parsePart reads K/N, part K of N parts: 1 <= K <= N.
func parsePart(s string) (k, n int, err error) {
	var k64, n64 int64
	ks, ns, ok := strings.Cut(s, "/")
	if ok {
		k64, err = decimal(ks)
		if err == nil {
			n64, err = decimal(ns)
		}
	}
	if !ok || err != nil || n64 < 1 || k64 < 1 || k64 > n64 || n64 > maxParts {
		return 0, 0, fmt.Errorf("%q: want K/N, part K of N parts (1 <= K <= N <= %d), as in 3/8", s, maxParts)
	}
	return int(k64), int(n64), nil
}

// maxParts bounds N in -part K/N: a count splits into parts by the states of one layer.
const maxParts = 1 << 20

// countEnv is what the count program takes from where it runs rather than from the
// command line.
type countEnv struct {
	terminal bool          // stderr is a terminal: progress is shown, rewritten in place
	every    time.Duration // how often progress is reported
	memory   memoryCap     // the memory a count may use unless -mem says otherwise
}

// memoryCap is the memory a count may use, and where the figure comes from.
type memoryCap struct {
	bytes int64  // 0: no cap
	from  string // for messages: "-mem", "GOMEMLIMIT", "3/4 of the machine's memory", ...
}

// defaultMemory is the memory a count may use without -mem: GOMEMLIMIT when it is set,
// else three quarters of the machine's memory or of its container's limit (the rest is
// for everything else on the machine), else (where there is no /proc/meminfo) no cap;
// and no more than an address-space limit leaves (addressSpaceCap).
func defaultMemory() memoryCap {
	if limit := debug.SetMemoryLimit(-1); limit != math.MaxInt64 {
		return memoryCap{limit, "GOMEMLIMIT"}
	}
	m := memoryCap{}
	if total, from, err := machine.Memory(""); err == nil {
		m = memoryCap{total / 4 * 3, "3/4 of " + from}
	}
	if as, ok := machine.AddressSpace(); ok {
		if c := addressSpaceCap(as); m.bytes == 0 || c.bytes < m.bytes {
			m = c
		}
	}
	return m
}

// addressSpaceCap is the memory a count may use under an address-space limit of as bytes
// (ulimit -v, prlimit --as): an eighth of it, or on large limits half of what is left
// beyond goReserve. Go's runtime maps address space in large reservations as its heap
// grows and dies ("fatal error: out of memory", no message of ours) when one fails, far
// below the limit: measured here, a program filling its heap got 150 to 300 MB under a
// limit of 1 GB, 250 MB under 1.5 GB, 1.6 GB under 3 GB. Within this cap a count that
// would pass the limit is refused, or stopped with a message.
func addressSpaceCap(as int64) memoryCap {
	return memoryCap{max(as/8, (as-goReserve)/2), fmt.Sprintf("what the address-space limit of %s (ulimit -v) leaves room for, Go's runtime reserving much of it", machine.Format(as))}
}

// goReserve is the address space that Go's runtime takes beyond its heap on a large
// limit (measured: 1.4 GB under 3 GB).
const goReserve = 2 << 30

// tables is the most the counter's tables may hold: three quarters of the cap (the
// rest is the garbage collector's headroom); 0 for no cap.
func (m memoryCap) tables() int64 { return m.bytes / 4 * 3 }

// String says the cap in words for messages.
func (m memoryCap) String() string {
	if m.bytes == 0 {
		return "no memory cap (-mem sets one)"
	}
	if m.from == "-mem" {
		return machine.Format(m.bytes) + " (-mem)"
	}
	return fmt.Sprintf("%s (%s; -mem sets another)", machine.Format(m.bytes), m.from)
}

// memory returns the cap a count runs under: -mem when given, else env's.
func (cfg *countConfig) memory(env countEnv) memoryCap {
	if cfg.mem > 0 {
		return memoryCap{cfg.mem, "-mem"}
	}
	return env.memory
}

// limitRuntime makes Go's garbage collector keep the heap within the cap and close to
// what the count holds: its tables are large arrays without pointers, cheap to
// collect often, and a layer's freed tables would otherwise stay resident until the
// heap doubled.
func limitRuntime(m memoryCap) {
	if m.bytes > 0 && m.from != "GOMEMLIMIT" {
		debug.SetMemoryLimit(m.bytes)
	}
	debug.SetGCPercent(countGCPercent)
}

// countGCPercent is the garbage collector's target while counting (GOGC; Go's default
// is 100). Measured on 7x8 closed: 387 MB resident at 10 and 411 MB at 25, for the same
// processor time; the counter before its layers were compacted took 835 MB at 100 and
// 512 MB at 25.
const countGCPercent = 10

// beyondReach is how many times the memory allowed a count's estimate must be for the
// count to be refused before it starts: the estimate is rough (within a factor of 4 on
// the boards measured), so a count a little over is tried, and stops cleanly if it
// does pass the cap.
const beyondReach = 4

// run answers every query read from stdin (start squares as in the tour program, and 0
// for every start) with the number of tours from that start, one line each, written
// and flushed as soon as it is known. Where theory (or the colours of the start and
// the end) rules tours out the answer is 0 at once, with the reason on stderr. A count
// whose estimate is far beyond the memory allowed is refused at once (an error naming
// the estimate). Progress goes to stderr every env.every when on a terminal or with -v.
// When ctx is cancelled (Ctrl-C) run stops and returns an error that wraps
// context.Canceled and says in words where the count stopped.
func (cfg *countConfig) run(ctx context.Context, stdin io.Reader, stdout *bufio.Writer, stderr io.Writer, env countEnv) error {
	errw := &lockedWriter{w: stderr}
	end := count.Every
	if cfg.end > 0 {
		end = cfg.end - 1
	}
	mem := cfg.memory(env)
	opt := count.Options{MaxBytes: mem.tables()}
	if cfg.parts > 1 {
		opt.Part, opt.Parts = cfg.part-1, cfg.parts
	}
	var c *count.Counter // made at the first query that needs it: O(rows·cols) memory
	queries, readErr := readCountQueries(ctx, stdin, cfg.rows*cfg.cols)
	for {
		var start int
		select {
		case <-ctx.Done():
			return &interrupted{"interrupted while waiting for a query", context.Cause(ctx)}
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
		if c == nil {
			var err error
			if c, err = count.New(cfg.rows, cfg.cols, cfg.closed, end, opt); err != nil {
				return err
			}
		}
		need := c.Estimate(s)
		if t := mem.tables(); t > 0 && need.Bytes/beyondReach > t {
			about := "about " + machine.Format(need.Bytes) + " (a rough estimate)"
			if need.Bytes == math.MaxInt64 { // the estimate's ceiling: over 10^15 states
				about = "more than any machine has (over 10^15 states, a rough estimate)"
			}
			return fmt.Errorf("%s: out of reach: its tables would hold %s, more than %d times the %s they may use; a count may use %s, and its tables three quarters of it",
				cfg.what(start), about, beyondReach, machine.Format(t), mem)
		}
		var stop func()
		if cfg.verbose || env.terminal {
			stop = watch(c, cfg.what(start), mem, errw, env.terminal, env.every)
		}
		n, err := c.Tours(ctx, s)
		if stop != nil {
			stop()
		}
		if err != nil {
			p := c.Progress()
			if errors.Is(err, context.Canceled) {
				at := where(p)
				if p.Stage == count.StageScan {
					at = "in " + at
				}
				return &interrupted{fmt.Sprintf("interrupted: the count for %s stopped %s after %s; what it had counted is lost",
					cfg.what(start), at, roundDuration(p.Elapsed)), context.Cause(ctx)}
			}
			if errors.Is(err, count.ErrTooBig) {
				return fmt.Errorf("%s: %w; a count may use %s, its tables three quarters of it (the estimate, about %s, was within %d times that, so the count was tried)",
					cfg.what(start), err, mem, machine.Format(need.Bytes), beyondReach)
			}
			return fmt.Errorf("%s: %w", cfg.what(start), err)
		}
		if err := writeFlush(stdout, n.String()+"\n"); err != nil {
			return err
		}
	}
}

// interrupted is the error of a count that Ctrl-C (or another signal) stopped: its
// message says in words where, and it wraps context.Canceled and the context's cause
// (the signal: the exit status) without saying so.
type interrupted struct {
	msg   string
	cause error
}

func (e *interrupted) Error() string   { return e.msg }
func (e *interrupted) Unwrap() []error { return []error{context.Canceled, e.cause} }

// writeFlush writes s and flushes, so that each count is seen as soon as it is known.
func writeFlush(w *bufio.Writer, s string) error {
	if _, err := w.WriteString(s); err != nil {
		return err
	}
	return w.Flush()
}

// what names a query in messages: "8x8 square 5", "8x8 every square", with " to 9"
// under -end.
func (cfg *countConfig) what(start int) string {
	s := fmt.Sprintf("%dx%d square %d", cfg.rows, cfg.cols, start)
	if start == 0 {
		s = fmt.Sprintf("%dx%d every square", cfg.rows, cfg.cols)
	}
	if cfg.end > 0 {
		s += fmt.Sprintf(" to %d", cfg.end)
	}
	if cfg.parts > 1 {
		s += fmt.Sprintf(" (part %d of %d)", cfg.part, cfg.parts)
	}
	return s
}

// noTour returns why no tour of the kind asked for starts at start (1-based; 0 for
// any square), or "" if theory allows one: theory's reasons for the start, and with
// -end for the end (a tour read backwards starts at its end), and the colours: a
// knight's move changes colour, so a tour of a board with an even number of squares
// ends on the other colour than its start.
func (cfg *countConfig) noTour(start int) string {
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
		q := sicily.NewQueryReader(stdin, 0, squares)
		for {
			start, err := q.Next()
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
