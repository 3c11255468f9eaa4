package countprog

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/knightstour/knightstour/internal/count"
	"github.com/knightstour/knightstour/internal/count/jobdir"
	"github.com/knightstour/knightstour/internal/machine"
)

// list is Queries from a slice: its queries, then err (io.EOF where nil).
type list struct {
	qs  []int
	err error
}

func (l *list) Next() (int, error) {
	if len(l.qs) == 0 {
		if l.err == nil {
			return 0, io.EOF
		}
		return 0, l.err
	}
	q := l.qs[0]
	l.qs = l.qs[1:]
	return q, nil
}

// parseMem is the memory cap s, as -mem gives it.
func parseMem(t *testing.T, s string) machine.Size {
	t.Helper()
	z, err := ParseMem(s)
	if err != nil {
		t.Fatal(err)
	}
	return z
}

// noMachine is the memory cap the tests run under unless they say otherwise: none, so
// that nothing depends on the machine's memory.
var noMachine = &memoryCap{}

// runCount runs the count program on cfg and the queries qs in env (with Stdout and
// Stderr its own, and no cap unless env has one) and returns what it wrote and its error.
func runCount(t *testing.T, cfg Config, qs []int, env Env) (stdout, stderr string, err error) {
	t.Helper()
	var out, errOut bytes.Buffer
	env.Stdout, env.Stderr = &out, &errOut
	if env.memory == nil {
		env.memory = noMachine
	}
	err = Run(context.Background(), cfg, &list{qs: qs}, env)
	return out.String(), errOut.String(), err
}

// TestRunQueries counts on small boards and checks every answer against the brute
// force: all starts, 0, an end, closed tours, and the messages of the answers that
// theory settles at once.
func TestRunQueries(t *testing.T) {
	for _, tc := range []struct {
		name   string
		cfg    Config
		qs     []int
		stderr string // all of it
	}{
		{"5x5 open", Config{Rows: 5, Cols: 5}, []int{0, 1, 3, 13, 25}, ""},
		{"5x5 minority colour", Config{Rows: 5, Cols: 5}, []int{2}, "knightstour: 5x5 square 2: no open tour: on an odd×odd board a tour must start on a corner-coloured square\n"},
		{"3x4 every start", Config{Rows: 3, Cols: 4}, []int{0, 1, 2, 4, 5}, "knightstour: 3x4 square 2: no open tour: on a 3×4 board a tour must start in the first or last column\n"},
		{"3x4 to a corner", Config{Rows: 3, Cols: 4, End: 12}, []int{0, 1, 4, 9}, "knightstour: 3x4 square 4 to 12: a knight's move changes colour, so a tour of a board with an even number of squares ends on the other colour than its start\n"},
		{"to itself", Config{Rows: 3, Cols: 4, End: 1}, []int{1}, "knightstour: 3x4 square 1 to 1: a tour of more than one square ends on another square than its start\n"},
		{"end with no tour", Config{Rows: 4, Cols: 5, End: 7}, []int{1, 0}, "knightstour: 4x5 square 1 to 7: no tour ends at square 7, since none starts there: no open tour: on a 4×n board a tour must start in the first or last row (Pósa: outer squares touch only inner ones)\nknightstour: 4x5 every square to 7: no tour ends at square 7, since none starts there: no open tour: on a 4×n board a tour must start in the first or last row (Pósa: outer squares touch only inner ones)\n"},
		{"no closed tour", Config{Rows: 4, Cols: 5, Convention: Convention{Closed: true}}, []int{0, 3}, "knightstour: 4x5 every square: no closed tour: a 4×n board has no closed tour (outer squares touch only inner ones)\nknightstour: 4x5 square 3: no closed tour: a 4×n board has no closed tour (outer squares touch only inner ones)\n"},
		{"closed to an end", Config{Rows: 5, Cols: 6, End: 1, Convention: Convention{Closed: true}}, []int{0, 9, 14, 2}, "knightstour: 5x6 square 2 to 1: no closed tour ends at square 1: it is not a knight's move from square 2\n"},
		{"1x1", Config{Rows: 1, Cols: 1}, []int{1, 0}, ""},
		{"1x1 to itself", Config{Rows: 1, Cols: 1, End: 1}, []int{1}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, stderr, err := runCount(t, tc.cfg, tc.qs, Env{})
			if err != nil {
				t.Fatal(err)
			}
			if stderr != tc.stderr {
				t.Errorf("stderr %q, want %q", stderr, tc.stderr)
			}
			checkCounts(t, tc.cfg, tc.qs, out)
		})
	}
}

// TestCases checks the golden files of the counts in the repository's cases/ (NAME.txt
// read with the flags of NAME.flags, which the program's end-to-end test runs): every
// count in NAME.golden is the test's own (brute force or published), and Run writes
// exactly NAME.golden and NAME.stderr.golden (or nothing on stderr).
func TestCases(t *testing.T) {
	flagFiles, err := filepath.Glob(filepath.Join("..", "..", "..", "cases", "count-*.flags"))
	if err != nil || len(flagFiles) == 0 {
		t.Fatalf("no counts in cases/: %v", err)
	}
	for _, ff := range flagFiles {
		base := strings.TrimSuffix(ff, ".flags")
		t.Run(filepath.Base(base), func(t *testing.T) {
			cfg, qs := readCase(t, base)
			golden, err := os.ReadFile(base + ".golden")
			if err != nil {
				t.Fatal(err)
			}
			checkCounts(t, cfg, qs, string(golden))
			wantErr, err := os.ReadFile(base + ".stderr.golden")
			if err != nil && !errors.Is(err, os.ErrNotExist) {
				t.Fatal(err)
			}
			out, stderr, err := runCount(t, cfg, qs, Env{})
			if err != nil || out != string(golden) || stderr != string(wantErr) {
				t.Errorf("Run: %v, stdout %q, stderr %q; want %q and %q", err, out, stderr, golden, wantErr)
			}
		})
	}
}

// readCase reads the configuration of cases/NAME.flags (base is the path without the
// suffix) and the queries of NAME.txt, up to -1.
func readCase(t *testing.T, base string) (Config, []int) {
	t.Helper()
	flags, err := os.ReadFile(base + ".flags")
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Rows: 8, Cols: 8}
	fs := flag.NewFlagSet("case", flag.ContinueOnError)
	fs.Bool("count", false, "")
	fs.BoolVar(&cfg.Closed, "closed", false, "")
	fs.IntVar(&cfg.Rows, "rows", 8, "")
	fs.IntVar(&cfg.Cols, "cols", 8, "")
	fs.IntVar(&cfg.End, "end", 0, "")
	if err := fs.Parse(strings.Fields(string(flags))); err != nil {
		t.Fatal(err)
	}
	in, err := os.ReadFile(base + ".txt")
	if err != nil {
		t.Fatal(err)
	}
	var qs []int
	for _, tok := range strings.Fields(string(in)) {
		q, err := strconv.Atoi(tok)
		if err != nil {
			t.Fatalf("%s.txt: %v", base, err)
		}
		if q == -1 {
			break
		}
		qs = append(qs, q)
	}
	return cfg, qs
}

// TestOutOfReach checks that a count far beyond the memory allowed is refused at once
// (before anything grows), with the estimate and the cap in words, after the answers
// before it.
func TestOutOfReach(t *testing.T) {
	machineCap := &memoryCap{bytes: 16 << 30, from: "3/4 of the machine's memory"}
	for _, tc := range []struct {
		name string
		cfg  Config
		qs   []int
		out  string
		want []string
	}{
		{"11x40", Config{Rows: 11, Cols: 40}, []int{1}, "",
			[]string{"11x40 square 1: out of reach: its tables would hold more than any machine has (over 10^15 states, a rough estimate)", "3/4 of the machine's memory; -mem sets another"}},
		// 9 wide: 8x9's paths, by package frontier's scan in chunks, are estimated at
		// 48 GB, at least 12 GB, within reach of this cap.
		{"9x10 open after an answer", Config{Rows: 9, Cols: 10, End: 3}, []int{1, 2}, "0\n",
			[]string{"9x10 square 2 to 3: out of reach: ", " (an estimate)"}},
		{"7x8 within -mem 5MB", Config{Rows: 7, Cols: 8, Mem: parseMem(t, "5MB"), Convention: Convention{Closed: true}}, []int{1}, "",
			[]string{"out of reach", "a count may use 5 MB (-mem), and its tables three quarters of it"}},
		// Issue 35: it used to be tried, and to stop after two minutes.
		{"8x8 closed within -mem 1GiB", Config{Rows: 8, Cols: 8, Mem: parseMem(t, "1GiB"), Convention: Convention{Closed: true}}, []int{1}, "",
			[]string{"8x8 square 1: out of reach: its tables would hold about 1.35 GiB, at least 864 MiB (an estimate), more than the 768 MiB they may use; a count may use 1 GiB (-mem)"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, _, err := runCount(t, tc.cfg, tc.qs, Env{memory: machineCap})
			if err == nil || out != tc.out {
				t.Fatalf("%v, stdout %q; want an error and %q", err, out, tc.out)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("%q does not say %q", err, w)
				}
			}
		})
	}
}

// TestMemoryCap runs a count whose estimate is within reach of the cap but whose
// tables pass it: it stops with an error that says so, with figures that agree with
// it, and the same count with more memory answers.
func TestMemoryCap(t *testing.T) {
	// GOMEMLIMIT=1: a count under a cap of one byte is refused, not run to the end.
	if _, _, err := runCount(t, Config{Rows: 6, Cols: 6}, []int{1}, Env{memory: &memoryCap{bytes: 1, from: "GOMEMLIMIT"}}); err == nil || !strings.Contains(err.Error(), "1 B (GOMEMLIMIT") {
		t.Errorf("6x6 within GOMEMLIMIT=1: %v, want an error naming the cap", err)
	}
	_, _, err := runCount(t, Config{Rows: 5, Cols: 10, Mem: parseMem(t, "4MB")}, []int{1}, Env{})
	if err == nil || !strings.Contains(err.Error(), "the count needs more memory than allowed") || !strings.Contains(err.Error(), "4 MB (-mem)") {
		t.Fatalf("5x10 within 4MB: %v", err)
	}
	// The figures may not contradict the verdict: the tables' figure is the larger one.
	msg := err.Error()
	var held, allowed float64
	if i := strings.Index(msg, "its tables would hold "); i < 0 {
		t.Errorf("%q does not say what the tables would hold", msg)
	} else if _, err := fmt.Sscanf(msg[i:], "its tables would hold %f MB, more than the %f MB", &held, &allowed); err != nil || held <= allowed {
		t.Errorf("%q: the tables would hold %v MB, more than %v MB (%v)", msg, held, allowed, err)
	}
	out, _, err := runCount(t, Config{Rows: 6, Cols: 6, Mem: parseMem(t, "64MB"), Convention: Convention{Closed: true}}, []int{1}, Env{})
	if err != nil || out != "19724\n" {
		t.Errorf("6x6 within 64MB: %v, stdout %q", err, out)
	}
}

// TestParts counts 6x6 closed from square 1 and from every start in three parts, in
// rounds through one folder: the plan says the rounds, the answers before the last
// round say what is not done, and the parts add up to the whole, printed as the whole
// prints it.
func TestParts(t *testing.T) {
	dir := jobdir.NewMemDir()
	cfg := func(k int, r *Rounds) Config {
		return Config{Rows: 6, Cols: 6, Part: k, Parts: 3, Rounds: r, Method: count.MethodScan, Convention: Convention{Closed: true}}
	}
	qs := []int{1, 0, 2}
	out, _, err := runCount(t, cfg(1, &Rounds{Plan: true}), qs, Env{Dir: dir})
	rounds, cerr := strconv.Atoi(strings.TrimSpace(out))
	if err != nil || cerr != nil || rounds < 3 {
		t.Fatalf("the plan: %v, stdout %q", err, out)
	}
	for r := 1; r <= rounds; r++ {
		for k := 3; k >= 1; k-- { // any order
			out, _, err := runCount(t, cfg(k, &Rounds{Round: r}), qs, Env{Dir: dir})
			if err != nil || out != "" {
				t.Fatalf("round %d of part %d: %v, stdout %q", r, k, err, out)
			}
		}
		if r == rounds-1 {
			_, _, err := runCount(t, cfg(1, &Rounds{}), qs, Env{Dir: dir})
			if !errors.Is(err, count.ErrNotReady) || !strings.Contains(err.Error(), fmt.Sprintf("round %d of %d", rounds, rounds)) {
				t.Errorf("the answers before the last round: %v", err)
			}
		}
	}
	if _, _, err := runCount(t, cfg(3, &Rounds{Round: rounds + 1}), qs, Env{Dir: dir}); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("take %d rounds", rounds)) {
		t.Errorf("a round past the last: %v", err)
	}
	out, _, err = runCount(t, cfg(2, &Rounds{}), qs, Env{Dir: dir})
	if want := "19724\n710064\n19724\n"; err != nil || out != want {
		t.Errorf("the parts add up to %q, %v; want %q", out, err, want)
	}
}

// blocked is Queries whose Next waits until the test ends, as a terminal with nothing
// typed does.
type blocked chan struct{}

func (b blocked) Next() (int, error) {
	<-b
	return 0, io.EOF
}

// errSignal stands for the signal that stopped a count: main's exit status comes
// from it.
var errSignal = errors.New("stopped by a signal")

// TestInterrupted cancels Run while it waits for a query (a count's or a table's, the
// one loop of queries) and while it counts: the error says where it stopped and wraps
// context.Canceled and the context's cause.
func TestInterrupted(t *testing.T) {
	for _, cfg := range []Config{
		{Rows: 5, Cols: 5},
		{Rows: 5, Cols: 3, Table: &Table{Width: 5, From: 1, To: 3}},
		{Rows: 5, Cols: 3, Table: &Table{Width: 5, From: 1, To: 3}, Part: 1, Parts: 2, Rounds: &Rounds{Round: 1}},
	} {
		t.Run(fmt.Sprintf("waiting %dx%d table %v rounds %v", cfg.Rows, cfg.Cols, cfg.Table != nil, cfg.Rounds != nil), func(t *testing.T) {
			ctx, cancel := context.WithCancelCause(context.Background())
			cancel(errSignal)
			b := make(blocked)
			defer close(b)
			err := Run(ctx, cfg, b, Env{Stdout: io.Discard, Stderr: io.Discard, memory: noMachine, Dir: jobdir.NewMemDir()})
			if err == nil || err.Error() != "interrupted while waiting for a query" || !errors.Is(err, context.Canceled) || !errors.Is(err, errSignal) {
				t.Errorf("Run: %v", err)
			}
		})
	}
	t.Run("counting", func(t *testing.T) {
		// The first progress report cancels the count: it comes at once, from the tick
		// waiting in the channel, while the count from square 2 runs (or is about to).
		ctx, cancel := context.WithCancelCause(context.Background())
		defer cancel(nil)
		tick := make(chan time.Time, 1)
		tick <- time.Time{}
		var out bytes.Buffer
		stderr := &hook{write: func(p []byte) {
			if bytes.HasPrefix(p, []byte("knightstour: counting ")) {
				cancel(errSignal)
			}
		}}
		// -mem 1TB: the count is far beyond this machine, but it stops long before it grows.
		err := Run(ctx, Config{Rows: 8, Cols: 8, End: 3, Mem: parseMem(t, "1TB"), Verbose: true}, &list{qs: []int{1, 2, 3}},
			Env{Stdout: &out, Stderr: stderr, tick: tick})
		if out.String() != "0\n" {
			t.Errorf("stdout %q, want the answer before the count: 0", out.String())
		}
		if err == nil || !errors.Is(err, context.Canceled) || !errors.Is(err, errSignal) ||
			!strings.HasPrefix(err.Error(), "interrupted: the count for 8x8 square 2 to 3 stopped in row ") ||
			!strings.HasSuffix(err.Error(), "; what it had counted is lost") {
			t.Errorf("Run: %v", err)
		}
	})
}

// hook is a writer that calls write with each write, and keeps what was written.
type hook struct {
	mu    sync.Mutex
	buf   bytes.Buffer
	write func(p []byte)
}

func (h *hook) Write(p []byte) (int, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.write(p)
	return h.buf.Write(p)
}

// TestReadError checks that an error of the queries (a bad token) ends Run with that
// error, after the answers before it.
func TestReadError(t *testing.T) {
	bad := errors.New(`line 3: "x" is not a square`)
	var out bytes.Buffer
	err := Run(context.Background(), Config{Rows: 3, Cols: 4}, &list{qs: []int{1, 0}, err: bad}, Env{Stdout: &out, Stderr: io.Discard, memory: noMachine})
	if !errors.Is(err, bad) || out.String() != "2\n16\n" {
		t.Errorf("Run: %v, stdout %q; want %v after 2 and 16", err, out.String(), bad)
	}
}

// smallDisk is a folder whose filesystem has free bytes free.
type smallDisk struct {
	*jobdir.MemDir
	free int64
}

func (d smallDisk) Free() (int64, bool) { return d.free, true }

// TestPlanDisk checks that the plan of a count in rounds refuses a folder whose
// filesystem cannot hold its files, with the estimate, and says the number of rounds
// where it can.
func TestPlanDisk(t *testing.T) {
	cfg := Config{Rows: 7, Cols: 8, Part: 1, Parts: 8, Rounds: &Rounds{Plan: true}}
	_, _, err := runCount(t, cfg, []int{1}, Env{Dir: smallDisk{jobdir.NewMemDir(), 1 << 20}})
	if err == nil || !strings.Contains(err.Error(), "more than the 1.05 MB free on the folder's filesystem") || !strings.Contains(err.Error(), "at least") {
		t.Errorf("1 MB free: %v", err)
	}
	out, _, err := runCount(t, cfg, []int{1}, Env{Dir: smallDisk{jobdir.NewMemDir(), 1 << 40}})
	if err != nil || out != "24\n" {
		t.Errorf("1 TB free: %q, %v; want 24 rounds", out, err)
	}
}

// readOnly is a folder where no file can be begun.
type readOnly struct{ jobdir.Dir }

func (readOnly) Create(string) (jobdir.File, error) { return nil, fs.ErrPermission }

// TestPlanChecks checks that the plan (-round 0) says no where round 1 would fail: a
// folder the parts cannot write in, a part's memory below what it needs.
func TestPlanChecks(t *testing.T) {
	cfg := Config{Rows: 6, Cols: 8, Part: 1, Parts: 2, Rounds: &Rounds{Plan: true}}
	for _, tc := range []struct {
		name string
		mem  string
		dir  jobdir.Dir
		want string
	}{
		{"read-only folder", "", readOnly{jobdir.NewMemDir()}, "could not write their files in the folder"},
		{"too little memory", "1MB", jobdir.NewMemDir(), "out of reach"},
		{"fine", "", jobdir.NewMemDir(), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := cfg
			if tc.mem != "" {
				cfg.Mem = parseMem(t, tc.mem)
			}
			out, _, err := runCount(t, cfg, []int{1}, Env{Dir: tc.dir})
			switch {
			case tc.want == "" && (err != nil || out != "16\n"):
				t.Errorf("%q, %v; want 16 rounds", out, err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want) || out != ""):
				t.Errorf("%q, %v; want no plan and an error with %q", out, err, tc.want)
			}
		})
	}
}

// TestRepeatedQueries asks for the same queries again and again: each is counted once
// (those that theory settles not at all), and answered again at once, as the first
// time, which is the answer it gets alone.
func TestRepeatedQueries(t *testing.T) {
	for _, tc := range []struct {
		name    string
		cfg     Config
		qs      []int // asked times times, in turn
		times   int
		counted int // how many of qs are counted
	}{
		{"5x6 square 1", Config{Rows: 5, Cols: 6}, []int{1}, 1000, 1},
		{"5x6 squares 1, 2, every", Config{Rows: 5, Cols: 6}, []int{1, 2, 0}, 100, 3},
		{"5x6 closed, squares 1, 7", Config{Rows: 5, Cols: 6, Convention: Convention{Closed: true}}, []int{1, 7}, 50, 2},
		{"4x5 squares 1, 2, 3 to 20", Config{Rows: 4, Cols: 5, End: 20}, []int{1, 2, 3}, 10, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var qs []int
			for i := 0; i < tc.times; i++ {
				qs = append(qs, tc.qs...)
			}
			counted := 0
			out, _, err := runCount(t, tc.cfg, qs, Env{counted: func() { counted++ }})
			if err != nil {
				t.Fatal(err)
			}
			once, _, err := runCount(t, tc.cfg, tc.qs, Env{})
			if err != nil {
				t.Fatal(err)
			}
			if want := strings.Repeat(once, tc.times); out != want {
				t.Errorf("answers %.200q..., want %q %d times", out, once, tc.times)
			}
			if counted != tc.counted {
				t.Errorf("%d counts for %d queries to count", counted, tc.counted)
			}
		})
	}
}

// TestBoardSinkClock checks that a board's count is given the processor clock, so that
// its time left weighs a meet's scan, on one core, against its rest, on all
// (count.Options.ProcessorTime).
func TestBoardSinkClock(t *testing.T) {
	cfg := Config{Rows: 5, Cols: 5}
	r, err := cfg.boardSink(Env{Stderr: io.Discard}, memoryCap{})
	if err != nil {
		t.Fatal(err)
	}
	if r.opt.ProcessorTime == nil {
		t.Error("the count has no processor clock")
	}
}
