package count

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/knightstour/knightstour/internal/count/jobdir"
	"github.com/knightstour/knightstour/internal/machine"
)

// recording is a count's progress as it was recorded: snapshots of Counter.Progress taken
// every 10 ms, thinned evenly in time to at most maxSnapshots, and the time the whole
// count took.
type recording struct {
	Board     string        `json:"board"`
	Workers   int           `json:"workers"`
	Total     time.Duration `json:"total"`
	Snapshots []Progress    `json:"snapshots"`
}

const maxSnapshots = 300

// recorded are the counts whose progress is recorded in testdata/progress-NAME.json:
// scans of the whole board (open tours from a corner, from an edge, from the middle, and
// long boards whose layers saturate), closed counts that meet in the middle, 6, 7 and 8
// wide, open tours from a corner of 7×8, which meet in the middle from a square (the
// bottom's scan, the top's own, the parts), open tours from every start, which meet in
// the middle with paths (8×8's under the tables' cap of a 24 GB machine, as the command
// sets it, so that its parts are split as they pass it), and the depth-first search.
// Start is 1-based, as on the command line; -1, from each square (-each: the tops of
// 7×8's 16 classes of squares on one bottom).
var recorded = []struct {
	name       string
	rows, cols int
	closed     bool
	start      int // 0: every start; -1: from each square
	method     Method
	maxBytes   int64 // Options.MaxBytes; 0: none
}{
	{"6x8-open", 6, 8, false, 1, MethodAuto, 0},
	{"6x8-open-20", 6, 8, false, 20, MethodAuto, 0},
	{"6x9-open", 6, 9, false, 1, MethodAuto, 0},
	{"5x14-open", 5, 14, false, 1, MethodAuto, 0},
	{"6x10-open-27", 6, 10, false, 27, MethodAuto, 0},
	{"5x40-open-100", 5, 40, false, 100, MethodAuto, 0},
	{"5x20-open-10", 5, 20, false, 10, MethodAuto, 0},
	{"6x20-closed", 6, 20, true, 1, MethodAuto, 0},
	{"6x14-closed", 6, 14, true, 1, MethodAuto, 0},
	{"7x8-closed", 7, 8, true, 1, MethodAuto, 0},
	{"7x10-closed", 7, 10, true, 1, MethodAuto, 0},
	{"8x8-closed", 8, 8, true, 1, MethodAuto, 0},
	{"7x7-open", 7, 7, false, 0, MethodAuto, 0},
	{"7x8-open-1", 7, 8, false, 1, MethodAuto, 0},
	{"7x8-open-each", 7, 8, false, -1, MethodAuto, 0},
	{"6x8-open-every", 6, 8, false, 0, MethodScan, 0},
	{"6x7-open-4-dfs", 6, 7, false, 4, MethodDFS, 0},
	{"6x7-open-1-dfs", 6, 7, false, 1, MethodDFS, 0},
	{"8x8-open-every", 8, 8, false, 0, MethodAuto, 14_250_000_000},
}

// TestRecordProgress records the progress of the counts of recorded into testdata
// (recordingFile), a snapshot every 10 ms (every 20, 40, ... ms as the snapshots held
// reach heldSnapshots, halved each time), with KNIGHTSTOUR_RECORD=1 (about 18 minutes
// on 2 cores; the 8×8 closed count, on one, takes 11 of them) or
// KNIGHTSTOUR_RECORD=NAME for one. Those under a cap (maxBytes) are recorded by name
// only: 8×8 open from every start took 2 h 4 min of CPU and 1 h 16 min on 2 cores when recorded,
// with GOGC=10 and GOMEMLIMIT=19GiB on a 24 GB machine. The count's clock is the processor time the test
// has used over GOMAXPROCS (processorClock), so that other work on the machine
// changes the recording little. The recordings are
// TestTimeLeft's fixtures; they are measured, so a new recording differs from the old
// in its times.
func TestRecordProgress(t *testing.T) {
	which := os.Getenv("KNIGHTSTOUR_RECORD")
	if which == "" {
		t.Skip("KNIGHTSTOUR_RECORD=1 (or =NAME) records the progress of real counts into testdata")
	}
	for _, r := range recorded {
		if which != r.name && (which != "1" || r.maxBytes > 0) {
			continue
		}
		c, err := New(r.rows, r.cols, r.closed, Every, Options{Method: r.method, MaxBytes: r.maxBytes})
		if err != nil {
			t.Fatal(err)
		}
		now := processorClock(t)
		c.m.now = now
		done := make(chan struct{})
		snaps := make(chan []Progress)
		go func() {
			var s []Progress
			every := 10 * time.Millisecond
			tick := time.NewTicker(every)
			defer tick.Stop()
			for {
				select {
				case <-done:
					snaps <- s
					return
				case <-tick.C:
					s = append(s, c.Progress())
				}
				if len(s) == heldSnapshots { // every other, as often: still even in time
					s = thinned(s)
					every *= 2
					tick.Reset(every)
				}
			}
		}()
		t0 := now()
		var n any
		if r.start < 0 {
			n, err = c.ToursFromEach(context.Background())
		} else {
			n, err = c.Tours(context.Background(), r.start-1)
		}
		total := now().Sub(t0)
		close(done)
		all := <-snaps
		if err != nil {
			t.Fatal(err)
		}
		rec := recording{Board: r.name, Workers: runtime.GOMAXPROCS(0), Total: total}
		for _, s := range all { // the first snapshot at or after each 1/maxSnapshots of the time
			if len(rec.Snapshots) == 0 || s.Elapsed*maxSnapshots >= total*time.Duration(len(rec.Snapshots)) {
				s.Left, s.Rough = 0, false // the replay estimates them
				rec.Snapshots = append(rec.Snapshots, s)
			}
		}
		var buf bytes.Buffer
		z := gzip.NewWriter(&buf)
		if err := json.NewEncoder(z).Encode(rec); err != nil {
			t.Fatal(err)
		}
		if err := z.Close(); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(recordingFile(r.name), buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %v tours in %v, %d snapshots", r.name, n, total, len(rec.Snapshots))
	}
}

// heldSnapshots is the most snapshots TestRecordProgress holds while a count runs: at
// every 10 ms an hour-long count would take 360,000 of them.
const heldSnapshots = 16 * maxSnapshots

// thinned returns every other snapshot of s, the first kept, in s's array.
func thinned(s []Progress) []Progress {
	n := 0
	for i := 0; i < len(s); i += 2 {
		s[n] = s[i]
		n++
	}
	clear(s[n:])
	return s[:n]
}

// processorClock returns a clock that reads the processor time the process has used,
// over GOMAXPROCS: the time an idle machine would take to do the same work on all its
// processors. It skips the test where the system does not say.
func processorClock(t *testing.T) func() time.Time {
	if _, ok := machine.ProcessorTime(); !ok {
		t.Skip("the system does not say the processor time used")
	}
	procs := time.Duration(runtime.GOMAXPROCS(0))
	return func() time.Time {
		d, _ := machine.ProcessorTime()
		return time.Unix(0, 0).Add(d / procs)
	}
}

// Bounds of TestTimeLeft: once a tenth of a count's time has passed, every estimate of
// its time left, rough or not, is within maxRatio of the time that was really left, or
// within slack of it (the progress line shows whole seconds, once a second).
const (
	maxRatio = 2
	slack    = time.Second
)

// TestThinned checks that thinned keeps every other snapshot, the first among them.
func TestThinned(t *testing.T) {
	for n := 0; n <= 5; n++ {
		var s []Progress
		for i := 0; i < n; i++ {
			s = append(s, Progress{Elapsed: time.Duration(i)})
		}
		var got []time.Duration
		for _, p := range thinned(s) {
			got = append(got, p.Elapsed)
		}
		var want []time.Duration
		for i := 0; i < n; i += 2 {
			want = append(want, time.Duration(i))
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%d snapshots: kept %v, want %v", n, got, want)
		}
	}
}

// TestTimeLeft replays the recorded counts (see TestRecordProgress) through timeLeft and
// holds its estimates to maxRatio from a tenth of each count's time on; there is an
// estimate from then on. It logs the worst estimates, rough and not.
func TestTimeLeft(t *testing.T) {
	for _, r := range recorded {
		t.Run(r.name, func(t *testing.T) {
			rec := readRecording(t, r.name)
			worst := [2]float64{1, 1} // rough, trusted
			var at [2]string
			for _, s := range rec.Snapshots {
				if s.Elapsed*10 < rec.Total {
					continue
				}
				real := rec.Total - s.Elapsed
				left, rough := timeLeft(s)
				if left < 0 {
					t.Errorf("%v in (%s): no estimate, %v really left", s.Elapsed, where(s), real)
					continue
				}
				if d := left - real; d < slack && d > -slack {
					continue
				}
				ratio := max(left.Seconds()/real.Seconds(), real.Seconds()/left.Seconds())
				i := 1
				if rough {
					i = 0
				}
				if ratio > worst[i] {
					worst[i] = ratio
					at[i] = fmt.Sprintf("%.0f%% in, %s", 100*s.Elapsed.Seconds()/rec.Total.Seconds(), where(s))
				}
				if ratio > maxRatio {
					t.Errorf("%v in (%s): estimate %v (rough %v), really %v left: %.2fx", s.Elapsed, where(s), left.Round(time.Millisecond), rough, real.Round(time.Millisecond), ratio)
				}
			}
			t.Logf("%s (%v): worst %.2f rough (%s), %.2f trusted (%s)", r.name, rec.Total.Round(time.Millisecond), worst[0], at[0], worst[1], at[1])
		})
	}
}

// underWay solves for the row under way as rowUnderWay defines it, by bisection (where
// rowUnderWay iterates): row = e^(√s·ln(part/s) + (1-√s)·ln(model)), where s is the
// share of the row done after square 0 by profile, tilted by ln(row/last) - was.
func underWay(profile []float64, part, model, last, was float64) float64 {
	width := len(profile) - 1
	share := func(tilt float64) float64 {
		var first, all float64
		for c := 0; c < width; c++ {
			v := (profile[c+1] - profile[c]) * math.Exp(tilt*(float64(c)+0.5)/float64(width))
			if c == 0 {
				first = v
			}
			all += v
		}
		return first / all
	}
	lo, hi := math.Log(part), math.Log(1e6*part) // ln row: above the row's own part
	for i := 0; i < 200; i++ {
		mid := (lo + hi) / 2
		s := share(mid - math.Log(last) - was)
		if math.Sqrt(s)*math.Log(part/s)+(1-math.Sqrt(s))*math.Log(model) > mid {
			lo = mid
		} else {
			hi = mid
		}
	}
	return math.Exp(lo)
}

// where says where a snapshot is, for messages.
func where(p Progress) string {
	return fmt.Sprintf("stage %d step %d/%d, square %d, row %d of %d", p.Stage, p.Step, p.Steps, p.Square, p.Row, p.Rows)
}

// recordingFile is where the recording of the count name is kept: gzipped JSON (a
// recording is rewritten whole whenever it is made again, so a text diff would show
// nothing of use).
func recordingFile(name string) string {
	return filepath.Join("testdata", "progress-"+name+".json.gz")
}

// readRecording reads the recording of the count name.
func readRecording(t *testing.T, name string) recording {
	t.Helper()
	f, err := os.Open(recordingFile(name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var rec recording
	if err := json.NewDecoder(z).Decode(&rec); err != nil {
		t.Fatal(err)
	}
	if len(rec.Snapshots) < 20 || rec.Total <= 0 {
		t.Fatalf("%s: %d snapshots in %v: record it again (KNIGHTSTOUR_RECORD=%s)", name, len(rec.Snapshots), rec.Total, name)
	}
	return rec
}

// TestRoundLeft runs counts in rounds, in two parts, and checks the time left each
// round leaves: none (-1) for a round that scans, whose rows and steps are not the
// count's, unless it finished the board, and for the join of a meet in parts (its scan
// was not measured in that process: not modelled); the search's own estimate for its
// rounds.
func TestRoundLeft(t *testing.T) {
	for _, tc := range []struct {
		name       string
		rows, cols int
		closed     bool
		start      int
		method     Method
	}{
		{"scan", 5, 6, false, 0, MethodScan},
		{"meet", 5, 8, true, Every, MethodScan},
		{"search", 5, 6, false, 0, MethodDFS},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := jobdir.NewMemDir()
			parts := []*Counter{}
			for k := 0; k < 2; k++ {
				c, err := New(tc.rows, tc.cols, tc.closed, Every, Options{Part: k, Parts: 2, Method: tc.method})
				if err != nil {
					t.Fatal(err)
				}
				parts = append(parts, c)
			}
			for r := 1; r <= parts[0].Rounds(tc.start); r++ {
				for k, c := range parts {
					if _, err := c.Round(context.Background(), tc.start, r, d); err != nil {
						t.Fatalf("round %d, part %d: %v", r, k+1, err)
					}
					p := c.Progress()
					switch {
					case p.Work.Search != nil:
						if p.Left < 0 {
							t.Errorf("round %d, part %d (%s): no time left", r, k+1, where(p))
						}
					case p.Stage == StageJoin:
						if !p.Work.MeetInParts || p.Left != -1 {
							t.Errorf("round %d, part %d (%s): %v left, meet in parts %v; want none, a meet in parts", r, k+1, where(p), p.Left, p.Work.MeetInParts)
						}
					case !p.Work.Round:
						t.Errorf("round %d, part %d (%s): not marked a round", r, k+1, where(p))
					case p.Row < p.Rows && p.Left != -1:
						t.Errorf("round %d, part %d (%s): %v left, want none", r, k+1, where(p), p.Left)
					}
				}
			}
		})
	}
}

// TestTopsLeft checks the time left of a meet from a square: topScanLeft's in its
// top's own scan and partsLeft's in its parts; of many starts on one bottom (-each),
// the top under way's so, as if alone (its own scan's work and its own parts), and
// each top after it the first's time (so far and left), then the mean of the tops
// done; not known in the bottom's scan of many starts, nor in the join of a meet in
// rounds.
func TestTopsLeft(t *testing.T) {
	s := time.Second
	parts := Work{MeetInParts: true, MeetParts: 4, BottomsBegan: s, PartsBegan: []time.Duration{2 * s, 4 * s},
		Meets: true, ScanRows: 3, RowDone: []float64{1e3, 1e4, 1e5}, RowTime: []time.Duration{s / 10, s / 2, s}, Done: 1e5 + 700,
		MeetSteps: []MeetMark{{Part: 0, Step: 0, Steps: 4, States: 1000, Began: 2 * s}, {Part: 0, Step: 1, Steps: 4, States: 1000, Began: 3 * s}}}
	one := func(p Progress) time.Duration { // the time left of p as one start's
		p.Work.Top, p.Work.Tops = 1, 1
		left, _ := partsLeft(p)
		if p.Stage == StageScan {
			left, _ = topScanLeft(p)
		}
		if left < 0 {
			t.Fatalf("no time left known of %+v: the test's parts are too few", p.Work)
		}
		return left
	}
	// own is one of p with the work and parts of its third top, begun at 3.5 s, alone.
	own := func(p Progress) time.Duration {
		p.Work.Done, p.Work.PartsBegan, p.Work.MeetSteps = 1e5+100, []time.Duration{4 * s}, nil
		return one(p)
	}
	for _, tc := range []struct {
		name      string
		stage     Stage
		top, tops int
		began     []time.Duration // Work.TopsBegan
		round     bool
		want      func(p Progress) time.Duration // nil: not known
	}{
		{"a top's own scan", StageScan, 1, 1, []time.Duration{2 * s}, false, one},
		{"the parts of one start", StageJoin, 1, 1, []time.Duration{2 * s}, false, one},
		{"the parts of the first start of ten", StageJoin, 1, 10, []time.Duration{2 * s},
			false, func(p Progress) time.Duration { return one(p) + 9*(3*s+one(p)) }},
		{"the third start of ten", StageJoin, 3, 10, []time.Duration{s, 3 * s / 2, 2 * s},
			false, func(p Progress) time.Duration { return one(p) + 7*s/2 }},
		{"the parts of the third start of ten, its own", StageJoin, 3, 10, []time.Duration{s, 5 * s / 2, 7 * s / 2},
			false, func(p Progress) time.Duration { return own(p) + 7*5*s/4 }},
		{"the scan of the third start of ten, its own", StageScan, 3, 10, []time.Duration{s, 5 * s / 2, 7 * s / 2},
			false, func(p Progress) time.Duration { return own(p) + 7*5*s/4 }},
		{"the bottom's scan of ten starts", StageScan, 0, 10, nil, false, nil},
		{"the join of a meet in rounds", StageJoin, 0, 0, nil, true, nil},
		{"the bottoms of a meet's join in rounds", StageScan, 0, 0, nil, true, nil},
	} {
		w := parts
		w.Top, w.Tops, w.TopsBegan, w.Round = tc.top, tc.tops, tc.began, tc.round
		for range tc.began { // each top's scan made 300 successors
			w.TopsDone = append(w.TopsDone, 1e5+300*float64(len(w.TopsDone)))
		}
		p := Progress{Stage: tc.stage, Step: 1, Steps: 4, Rows: 8, Squares: 64, Elapsed: 5 * s, Work: w}
		left, _ := timeLeft(p)
		want := time.Duration(-1)
		if tc.want != nil {
			want = tc.want(p)
		}
		if left != want {
			t.Errorf("%s: time left %v, want %v", tc.name, left, want)
		}
	}
	// None where the top under way's time left is not known (its bottom's rows not all
	// done), nor where the tops' marks do not agree.
	w := parts
	w.Top, w.Tops, w.TopsBegan, w.TopsDone, w.ScanRows = 2, 10, []time.Duration{s, 2 * s}, []float64{1e5, 1e5 + 300}, 4
	for _, name := range []string{"the top's time left not known", "a top begun without its work"} {
		p := Progress{Stage: StageScan, Rows: 8, Squares: 64, Elapsed: 5 * s, Work: w}
		if left, _ := timeLeft(p); left != -1 {
			t.Errorf("%s: time left %v, want none", name, left)
		}
		w.ScanRows, w.TopsDone = 3, w.TopsDone[:1]
	}
}
