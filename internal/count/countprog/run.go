package countprog

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"time"

	"github.com/knightstour/knightstour/internal/count"
	"github.com/knightstour/knightstour/internal/count/jobdir"
	"github.com/knightstour/knightstour/internal/machine"
)

// Queries is where the count program reads its queries. Next returns the next one: a
// start square (1-based), or 0 for every start; io.EOF after the last; or an error that
// names the line and the token that is not a query. Next is called from one goroutine.
type Queries interface {
	Next() (int, error)
}

// Env is what the count program takes from where it runs rather than from the command
// line.
type Env struct {
	Stdout io.Writer // the answers, a line each, each written as soon as it is known
	Stderr io.Writer // why a count is 0, and the progress of a long count
	// Terminal says that Stderr is a terminal: progress is shown there, once a second,
	// as one line that fits its width, redrawn in place and erased at the end.
	Terminal bool
	// Width returns the terminal's width in columns; it is read at each redraw, so a
	// resized terminal is followed. Nil, or a width of 0 or less: 80.
	Width func() int

	// Dir is the folder of a count in rounds (Config.Rounds), which all its parts share.
	Dir jobdir.Dir
	// Open opens a file to read: the generating function of -from (Table.GenFunc).
	Open func(name string) (io.ReadCloser, error)

	tick    <-chan time.Time // the progress reports' ticks (tests); nil: every second
	memory  *memoryCap       // the cap without cfg.Mem (tests); nil: defaultMemory()
	counted func()           // called before each count of a query, a board's or a table's (tests); nil: none
}

// progressEvery is how often a long count reports its progress.
const progressEvery = time.Second

// Run answers every query with the number of tours from that start (0: from every
// start) on env.Stdout, one line each, written as soon as it is known. Where theory (or
// the colours of the start and the end) rules tours out the answer is 0 at once, with
// the reason on env.Stderr. A query asked again is answered at once from the count
// already made (a Counter remembers its counts, but would choose its method again
// first, at a cost of milliseconds). A count whose estimate is far beyond the memory
// allowed is refused at once (an error naming the estimate); one that passes it stops
// with an error. Progress goes to env.Stderr on a terminal or with cfg.Verbose. While
// Run runs, Go's garbage collector keeps to the memory cap (limitRuntime). A table
// (cfg.Table) answers each query, 0, with its lines instead (tableRun): the queries of
// both come through one loop, which hands each to its sink.
//
// When ctx is done (Ctrl-C), while a query is counted or while Run waits for one, Run
// stops and returns an error that wraps context.Canceled and the context's cause, and
// says in words where the count stopped.
// Run returns nil at the end of the queries, and otherwise the first error, after
// every answer before it.
func Run(ctx context.Context, cfg Config, queries Queries, env Env) error {
	if err := cfg.Check(); err != nil {
		return err
	}
	mem, err := cfg.memory(env)
	if err != nil {
		return err
	}
	defer limitRuntime(mem)()
	var s sink
	if cfg.Table != nil {
		s, err = cfg.tableSink(env, mem)
	} else {
		s, err = cfg.boardSink(env, mem)
	}
	if err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel() // stops the reading of queries
	starts, readErr := readQueries(ctx, queries)
	for {
		select {
		case <-ctx.Done():
			return &interrupted{"interrupted while waiting for a query", context.Cause(ctx)}
		case start, ok := <-starts:
			if !ok {
				if err := <-readErr; err != nil {
					return err
				}
				return s.end()
			}
			if err := s.answer(ctx, start); err != nil {
				return err
			}
		}
	}
}

// sink is what Run's queries go to, one at a time, as Run reads them: the counts of a
// board (boardRun) or a table (tableRun).
type sink interface {
	answer(ctx context.Context, start int) error // the query start, a square or 0
	end() error                                  // after the last query
}

// boardRun answers the queries of a count of one board.
type boardRun struct {
	cfg     *Config
	env     Env
	stderr  io.Writer
	mem     memoryCap
	tourEnd int // the tours' end (0-based), or count.Every
	opt     count.Options
	conv    *convention
	c       *count.Counter // made at the first query that needs it: O(rows·cols) memory
	made    map[int]string // the answers of the whole counts made, by query
	plan    plan           // of a count in rounds
}

// boardSink is the sink of cfg's count of a board, under the cap mem.
func (cfg *Config) boardSink(env Env, mem memoryCap) (*boardRun, error) {
	r := &boardRun{cfg: cfg, env: env, stderr: &lockedWriter{w: env.Stderr}, mem: mem, tourEnd: count.Every, made: map[int]string{}}
	if cfg.End > 0 {
		r.tourEnd = cfg.End - 1
	}
	r.opt = count.Options{MaxBytes: mem.tables(), Method: cfg.Method, ProcessorTime: machine.ProcessorTime}
	if cfg.Rounds != nil {
		if env.Dir == nil {
			return nil, errors.New("a count in rounds needs its folder")
		}
		r.opt.Part, r.opt.Parts, r.opt.Prepare = cfg.Part-1, cfg.Parts, prepareRound
	}
	r.conv = cfg.convention(r.tourEnd, r.opt)
	return r, nil
}

func (r *boardRun) answer(ctx context.Context, start int) error {
	if r.cfg.Each && start == 0 {
		return r.each(ctx)
	}
	a, why, err := r.tours(ctx, start)
	if a == "" || err != nil {
		return err
	}
	if _, err := io.WriteString(r.env.Stdout, a+"\n"); err != nil {
		return err
	}
	r.why(why)
	return nil
}

// why says on stderr, after the answer 0, why: the reason theory gives ("": nothing).
func (r *boardRun) why(reason string) {
	if reason != "" {
		fmt.Fprintln(r.stderr, "knightstour: "+reason)
	}
}

// tours returns the answer to the query start, a number in decimal, or "" where a
// count in rounds has none to print (a round of a part, the plan): answered at once
// where it can be (see answered, and why for 0 by theory), or counted, after the
// estimate is checked against the cap.
func (r *boardRun) tours(ctx context.Context, start int) (a, why string, err error) {
	cfg, mem := r.cfg, r.mem
	if a, why, done := cfg.answered(start, r.made); done {
		return a, why, nil
	}
	s := count.Every
	if start > 0 {
		s = start - 1
	}
	c, err := r.counter()
	if err != nil {
		return "", "", err
	}
	need := c.Estimate(s) // of the scan's tables: the search holds O(rows·cols)
	if cfg.Rounds != nil {
		need = partNeed(need, cfg.Parts)
		r.plan.add(c, s)
	}
	sum := cfg.Rounds != nil && cfg.Rounds.Round == 0 && !cfg.Rounds.Plan // reads the parts' done files only
	if t := mem.tables(); t > 0 && need.Least > t && c.Method(s) != count.MethodDFS && !sum {
		return "", "", cfg.outOfReach(start, need, mem)
	}
	if cfg.Rounds != nil && cfg.Rounds.Plan {
		return "", "", nil // every query checked, the plan is printed at the end
	}
	cfg.tellEstimate(r.stderr, c, s, start, need, mem)
	n, err := cfg.count(ctx, c, s, start, r.env, r.stderr, mem)
	if err != nil {
		return "", "", cfg.failed(start, c.Progress(), err, ctx, mem, need)
	}
	if n == nil {
		return "", "", nil
	}
	if n, err = r.conv.apply(ctx, n, s); err != nil {
		return "", "", cfg.failed(start, c.Progress(), err, ctx, mem, need)
	}
	if cfg.Rounds == nil {
		r.made[start] = n.String()
	}
	return n.String(), "", nil
}

func (r *boardRun) end() error { return r.cfg.ended(r.plan, r.env, r.stderr) }

// counter returns the run's counter, made at the first call.
func (r *boardRun) counter() (*count.Counter, error) {
	if r.c == nil {
		c, err := count.New(r.cfg.Rows, r.cfg.Cols, r.cfg.Closed, r.tourEnd, r.opt)
		if err != nil {
			return nil, err
		}
		r.c = c
	}
	return r.c, nil
}

// answered answers the query start without a count where it can, and says whether it
// did: 0 where theory (or the colours of the start and the end) rules tours out, with
// why, for stderr (in a count in rounds, only when the parts are added up: "" in a
// round or the plan), and the answer already made (made) to a query asked again.
func (cfg *Config) answered(start int, made map[int]string) (a, why string, done bool) {
	if reason := cfg.noTour(start); reason != "" {
		if cfg.Rounds != nil && (cfg.Rounds.Plan || cfg.Rounds.Round > 0) {
			return "", "", true // answered when the parts are added up
		}
		return "0", cfg.what(start) + ": " + reason, true
	}
	n, ok := made[start]
	return n, "", ok
}

// ended is what Run returns once the queries have ended: nil, or for a count in rounds
// the plan (-round 0 of the plan), or an error for a round past the last.
func (cfg *Config) ended(p plan, env Env, stderr io.Writer) error {
	switch {
	case cfg.Rounds == nil:
		return nil
	case cfg.Rounds.Plan:
		return p.print(env, cfg.Verbose, stderr)
	case cfg.Rounds.Round > p.rounds:
		return fmt.Errorf("round %d: the counts of these queries take %s (-round 0 says how many)", cfg.Rounds.Round, rounds(p.rounds))
	}
	return nil
}

// tellEstimate writes to w, before the whole count from start (s, the counter c's)
// begins, with -v, what its tables are estimated (need) to hold at the most:
// "knightstour: 8x8 every square (every tour, undirected): tables about 19.0 GB at the
// most, at least 13.8 GB (an estimate)"; nothing for a count by the depth-first search,
// which holds next to nothing, or a count in rounds, whose plan says its parts'.
func (cfg *Config) tellEstimate(w io.Writer, c *count.Counter, s, start int, need count.Need, mem memoryCap) {
	if cfg.Verbose && cfg.Rounds == nil && c.Method(s) != count.MethodDFS {
		fmt.Fprintf(w, "knightstour: %s (%s): tables about %s at the most, at least %s (an estimate)\n",
			cfg.what(start), cfg.counted(), mem.say(need.Bytes), mem.say(need.Least))
	}
}

// outOfReach is the error of the count from start whose estimate need is beyond what
// its tables may hold under mem.
func (cfg *Config) outOfReach(start int, need count.Need, mem memoryCap) error {
	about := "about " + mem.say(need.Bytes) + ", at least " + mem.say(need.Least) + " (an estimate)"
	if need.Bytes == math.MaxInt64 { // the estimate's ceiling: over 10^15 states
		about = "more than any machine has (over 10^15 states, a rough estimate)"
	}
	return fmt.Errorf("%s: out of reach: its tables would hold %s, more than the %s they may use; a count may use %s, and its tables three quarters of it",
		cfg.what(start), about, mem.say(mem.tables()), mem)
}

// count runs the count from start (s, the counter's) with c, its progress reported
// while it runs (on a terminal or with -v): the whole count, a round of a part (nil:
// nothing to print), or the sum of the parts' results.
func (cfg *Config) count(ctx context.Context, c *count.Counter, s, start int, env Env, stderr io.Writer, mem memoryCap) (*big.Int, error) {
	defer cfg.watched(c, start, env, stderr, mem)()
	switch {
	case cfg.Rounds == nil:
		return c.Tours(ctx, s)
	case cfg.Rounds.Round > 0:
		return nil, cfg.round(ctx, c, s, start, env, stderr)
	}
	return c.Sum(s, env.Dir)
}

// watched reports the progress of c's count of the query start while it runs (on a
// terminal or with -v), until the returned stop, and tells env.counted of the count.
func (cfg *Config) watched(c *count.Counter, start int, env Env, stderr io.Writer, mem memoryCap) (stop func()) {
	stop = func() {}
	if cfg.Verbose || env.Terminal {
		r := &reporter{w: stderr, what: cfg.query(start), mem: mem, terminal: env.Terminal, width: env.Width,
			resident: residentMemory, left: &leftTracker{cpu: machine.ProcessorTime}}
		stop = watch(c, r, env.tick)
	}
	if env.counted != nil {
		env.counted()
	}
	return stop
}

// failed is the error of the count from start that stopped with err, at p.
// It ran under the cap mem, estimated to need need.
func (cfg *Config) failed(start int, p count.Progress, err error, ctx context.Context, mem memoryCap, need count.Need) error {
	var tooBig *count.TooBigError
	switch {
	case errors.Is(err, context.Canceled):
		at := where(p, false)
		if p.Stage == count.StageScan && p.Work.Search == nil {
			at = "in " + at
		}
		lost := "what it had counted is lost"
		if cfg.Rounds != nil {
			lost = "this round of the part is lost (run it again), the rounds before are kept"
		}
		return &interrupted{fmt.Sprintf("interrupted: the count for %s stopped %s after %s; %s",
			cfg.what(start), at, roundDuration(p.Elapsed), lost), context.Cause(ctx)}
	case errors.As(err, &tooBig):
		held, allowed := mem.sayApart(tooBig.Held, tooBig.Max)
		return fmt.Errorf("%s: %w: its tables would hold %s, more than the %s they may use; a count may use %s, its tables three quarters of it (the estimate, about %s, at least %s, was within that, so the count was tried)",
			cfg.what(start), count.ErrTooBig, held, allowed, mem, mem.say(need.Bytes), mem.say(need.Least))
	}
	return fmt.Errorf("%s: %w", cfg.what(start), err)
}

// memory returns the cap a count runs under: cfg.Mem when given, else env's default;
// an error for a cap below the least -mem takes (GOMEMLIMIT=1: the program itself takes
// more, and a count under it could only stop).
func (cfg *Config) memory(env Env) (memoryCap, error) {
	var m memoryCap
	switch {
	case cfg.Mem.Bytes > 0:
		m = memoryCap{bytes: cfg.Mem.Bytes, from: "-mem", size: cfg.Mem}
	case env.memory != nil:
		m = *env.memory
	default:
		m = defaultMemory()
	}
	if m.bytes > 0 && m.bytes < minMem {
		return m, fmt.Errorf("a memory cap of %s: want at least 1MB (GOMEMLIMIT=0, or none, is no cap)", m)
	}
	return m, nil
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

// readQueries reads the queries in a goroutine, so that the caller can wait for a
// query and for Ctrl-C at once. The queries come on the first channel, which is closed
// after the last; then the second carries nil (the end of the queries, or ctx done) or
// the error that stopped the reading. The goroutine ends once ctx is done, or when a
// Next that blocks returns.
func readQueries(ctx context.Context, queries Queries) (<-chan int, <-chan error) {
	starts := make(chan int)
	errc := make(chan error, 1)
	go func() {
		defer close(starts)
		for {
			start, err := queries.Next()
			if errors.Is(err, io.EOF) {
				errc <- nil
				return
			}
			if err != nil {
				errc <- err
				return
			}
			select {
			case starts <- start:
			case <-ctx.Done():
				errc <- nil
				return
			}
		}
	}()
	return starts, errc
}
