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
// Start is 1-based, as on the command line.
var recorded = []struct {
	name       string
	rows, cols int
	closed     bool
	start      int // 0: every start
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
		n, err := c.Tours(context.Background(), r.start-1)
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

// TestRowProfile checks the profile a finished row leaves (Work.Profile): the share of
// the row's work done after each square, in proportion inside a step over several
// squares, and the share of the row under way that rowShare reads from it.
func TestRowProfile(t *testing.T) {
	var m meter
	m.now = time.Now
	m.begin(4, 5, 4, nil)
	// Row 0: steps of one square with 10, 20, 30 successors, then one of two squares
	// with 40.
	for v, made := range []int64{10, 20, 30} {
		m.stepBegins(v, 1)
		m.made.Add(made)
	}
	m.stepBegins(3, 2)
	m.made.Add(40)
	m.rowDone(0)
	want := []float64{0, 0.1, 0.3, 0.6, 0.8, 1}
	p := m.progress()
	if fmt.Sprint(p.Work.Profile) != fmt.Sprint(want) {
		t.Fatalf("profile %v, want %v", p.Work.Profile, want)
	}
	// Tilted by ±5·ln 2, the squares' work (0.1, 0.2, 0.3, 0.2, 0.2) is scaled by
	// 2^±(c+½): in proportion (0.1, 0.4, 1.2, 1.6, 3.2) or (0.1, 0.1, 0.075, 0.025,
	// 0.0125).
	tilt := 5 * math.Ln2
	for _, tc := range []struct {
		name           string
		square, stepTo int
		part, tilt     float64
		want           float64
	}{
		{"at the start", 5, 6, 0, 0, 0},
		{"half the first step", 5, 6, 0.5, 0, 0.05},
		{"third square", 7, 8, 0, 0, 0.3},
		{"half the last, double step", 8, 10, 0.5, 0, 0.8},
		{"past the row", 10, 11, 0, 0, 0},
		{"third square, growing more", 7, 8, 0, tilt, 0.5 / 6.5},
		{"third square, growing less", 7, 8, 0, -tilt, 0.2 / 0.3125},
		{"half the last, double step, growing more", 8, 10, 0.5, tilt, (1.7 + 0.5*4.8) / 6.5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q := p
			q.Square, q.Work.StepTo, q.Work.Part = tc.square, tc.stepTo, tc.part
			got := tiltedShare(q, tc.tilt)
			if tc.tilt == 0 {
				got = rowShare(q)
			}
			if math.Abs(got-tc.want) > 1e-9 {
				t.Errorf("share = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestScanLeft checks the scan's prediction on rows made to measure (width 8, so that
// the layers stop growing at row 7): growth that falls by firstDecay at row 2 and
// growthDecay after, and saturatedDecay from row 7; rows that stopped growing, the
// last rows of a whole board shrinking, the rows near a fixed end of the tour, and the
// row under way at its own measure.
func TestScanLeft(t *testing.T) {
	profile := []float64{0, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 1}
	// own is the row under way after rows of 100 and 200 when its first square made
	// 1000: half the row by the last row's profile, less tilted by the row's growing
	// more than the last; the model has it at 200·2^firstDecay.
	model := 200 * math.Pow(2, firstDecay)
	own := underWay(profile, 1000, model, 200, math.Ln2)
	// settled is the same row when its first square made 100: about 200 by its own
	// measure, more than half the row, tilted by its growing less.
	settled := underWay(profile, 100, model, 200, math.Ln2)
	// Rows 4 and 5 of 6 are the last but one and the last: row 4 grows by
	// 2^growthDecay over row 3 and shrinks by 0.022; row 5, which grows no more (row
	// 4 shrank), by 0.0001.
	row4 := 800 * math.Pow(2, growthDecay) * 0.022
	row5 := row4 * 0.0001
	// Around a fixed end in row e, rows e-2 .. e+1 hold endNear[0..3] of what they would
	// without it, and the rows after it endNear[3].
	near := endNear
	for _, tc := range []struct {
		name       string
		rows       []float64 // work of the finished rows
		scanRows   int
		meets      bool
		ends       []int
		part       float64 // work of the row under way so far, all in its first square
		left, last float64
		rough      bool
	}{
		// growth 10^4, then 10^(4·0.65), 10^(4·0.65·0.8)
		{"growing", []float64{1, 1e4}, 4, true, nil, 0, math.Pow(10, 6.6) + math.Pow(10, 8.68), math.Pow(10, 8.68), true},
		// growth 10 a row up to row 7; then 10^0.15 and 10^0.0225 (saturatedDecay)
		{"saturating", []float64{1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7}, 10, true, nil, 0, 1e7*math.Pow(10, 0.15) + 1e7*math.Pow(10, 0.1725), 1e7 * math.Pow(10, 0.1725), true},
		{"saturated", []float64{1e4, 1e4, 1e4}, 6, true, nil, 0, 3e4, 1e4, false},
		{"alternating", []float64{1e4, 1e4, 1.3e4, 1e4, 1.3e4}, 6, true, nil, 0, 1.3e4 * math.Pow(1.3, growthDecay), 1.3e4 * math.Pow(1.3, growthDecay), false},
		{"the last rows", []float64{100, 200, 400, 800}, 6, false, nil, 0, row4 + row5, row5, true},
		// A fixed end in row 5: rows of 1000 but for row 3, two before it. Rows 4 to 7
		// would hold 1000 each without it.
		{"a fixed end ahead", []float64{1000, 1000, 1000, 1000 * near[0]}, 8, true, []int{5}, 0, 1000 * (near[1] + near[2] + 2*near[3]), 1000 * near[3], true},
		// A fixed end in row 3, passed.
		{"past a fixed end", []float64{1000, 1000 * near[0], 1000 * near[1], 1000 * near[2], 1000 * near[3], 1000 * near[3]}, 8, true, []int{3}, 0, 2000 * near[3], 1000 * near[3], false},
		// In the first rows, a fixed end changes nothing.
		{"a fixed end in the first rows", []float64{1e4, 1e4, 1e4}, 6, true, []int{0, 1}, 0, 3e4, 1e4, false},
		// Twice the last row: still growing.
		{"own measure", []float64{100, 200}, 3, true, nil, 1000, own - 1000, own, true},
		{"own measure, settled", []float64{100, 200}, 3, true, nil, 100, settled - 100, settled, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			const width = 8
			var p Progress
			p.Rows, p.Squares = 10, 10*width
			w := &p.Work
			w.Meets, w.ScanRows, w.Ends = tc.meets, tc.scanRows, tc.ends
			for _, r := range tc.rows {
				w.Done += r
				w.RowDone = append(w.RowDone, w.Done)
			}
			p.Square = width * len(tc.rows)
			if tc.part > 0 { // the first square is done: the step under way began at the second
				p.Square++
			}
			w.Done += tc.part
			w.StepTo = p.Square + 1
			w.Profile = profile
			left, last, rough := scanLeft(p)
			if math.Abs(left-tc.left) > 1e-9*tc.left || math.Abs(last-tc.last) > 1e-9*tc.last || rough != tc.rough {
				t.Errorf("scanLeft = %v, %v, %v; want %v, %v, %v", left, last, rough, tc.left, tc.last, tc.rough)
			}
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

// TestSeconds: an estimate of seconds past what a Duration holds is the longest
// Duration, not a negative one.
func TestSeconds(t *testing.T) {
	for _, tc := range []struct {
		s    float64
		want time.Duration
	}{
		{0, 0},
		{1.5, 1500 * time.Millisecond},
		{1e9, 1e9 * time.Second},
		{1e12, math.MaxInt64},
		{math.Inf(1), math.MaxInt64},
	} {
		if got := seconds(tc.s); got != tc.want {
			t.Errorf("seconds(%v) = %v, want %v", tc.s, got, tc.want)
		}
	}
}

// TestTopsLeft checks that the time left is not known (not modelled) throughout the
// tops of many starts joined with one bottom (-each), nor in the join of a meet in
// rounds; and that it is partsLeft's in the parts of a single start's, topScanLeft's
// in its top's own scan.
func TestTopsLeft(t *testing.T) {
	parts := Work{MeetInParts: true, MeetParts: 4, BottomsBegan: time.Second, PartsBegan: []time.Duration{2 * time.Second, 4 * time.Second},
		Meets: true, ScanRows: 3, RowDone: []float64{1e3, 1e4, 1e5}, RowTime: []time.Duration{time.Second / 10, time.Second / 2, time.Second},
		MeetSteps: []MeetMark{{Part: 0, Step: 0, Steps: 4, States: 1000, Began: 2 * time.Second}, {Part: 0, Step: 1, Steps: 4, States: 1000, Began: 3 * time.Second}}}
	for _, tc := range []struct {
		name      string
		stage     Stage
		top, tops int
		round     bool
		known     bool
	}{
		{"a top's own scan", StageScan, 1, 1, false, true},
		{"the parts of one start", StageJoin, 1, 1, false, true},
		{"the parts of a start of ten", StageJoin, 3, 10, false, false},
		{"a top's scan of ten", StageScan, 3, 10, false, false},
		{"the join of a meet in rounds", StageJoin, 0, 0, true, false},
		{"the bottoms of a meet's join in rounds", StageScan, 0, 0, true, false},
	} {
		w := parts
		w.Top, w.Tops, w.Round = tc.top, tc.tops, tc.round
		p := Progress{Stage: tc.stage, Step: 1, Steps: 4, Rows: 8, Squares: 64, Elapsed: 5 * time.Second, Work: w}
		left, _ := timeLeft(p)
		want, _ := partsLeft(p)
		if tc.stage == StageScan {
			want, _ = topScanLeft(p)
		}
		if !tc.known {
			want = -1
		} else if want < 0 {
			t.Fatalf("%s: partsLeft knows no time left: the test's parts are too few", tc.name)
		}
		if left != want {
			t.Errorf("%s: time left %v, want %v", tc.name, left, want)
		}
	}
}

// TestTopScanLeft checks the time left in the own scan of a top from a square:
// startTop of the bottom's work to topRow (its last RowDone; on a board of odd length
// the row before) less the top's (Done past the bottom's), no less than stalled of it,
// at the bottom's pace and as of DoneAt once the top has made any, then the parts of a
// meet from a square (startPartsPerColumn); none before the bottom's scan is done.
func TestTopScanLeft(t *testing.T) {
	s := time.Second
	// The bottom: 3 rows, the last 9e4 successors in 5 s (the pace over it). Its
	// last column, 5 s, gives the parts startPartsPerColumn·startPartsWide·5 (8 wide);
	// on a board of odd length, the geometric mean of it and the row before's, 1 s.
	base := Work{Meets: true, MeetInParts: true, MeetsPaths: true, ScanRows: 3, Top: 1, Tops: 1,
		RowDone: []float64{1e3, 1e4, 1e5}, RowTime: []time.Duration{s, 2 * s, 7 * s}}
	pace := 5.0 / 9e4
	parts := startPartsPerColumn * startPartsWide * 5
	top := startTop * 1e5
	for _, tc := range []struct {
		name    string
		rows    int // of the board
		done    int // rows of the bottom's scan done
		work    float64
		doneAt  time.Duration
		elapsed time.Duration
		want    float64 // seconds; -1: not known
	}{
		{"the bottom's scan under way", 8, 2, 1e5, 0, 10 * s, -1},
		{"the top begun", 8, 3, 1e5, 0, 10 * s, top*pace + parts},
		{"the bottom's last round, none of the top's", 8, 3, 1e5, 9 * s, 10 * s, top*pace + parts},
		{"the top half done", 8, 3, 1e5 + top/2, 0, 10 * s, top/2*pace + parts},
		{"the top past its share", 8, 3, 2e5, 0, 10 * s, stalled*top*pace + parts},
		{"a round under way", 8, 3, 1e5 + top/2, 9 * s, 10 * s, top/2*pace - 1 + parts},
		{"odd length", 7, 3, 1e5, 0, 10 * s, startTop*1e4*pace + startPartsPerColumn*startPartsWide*math.Sqrt(5)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := base
			w.RowDone, w.RowTime, w.Done, w.DoneAt = w.RowDone[:tc.done], w.RowTime[:tc.done], tc.work, tc.doneAt
			got, rough := topScanLeft(Progress{Rows: tc.rows, Squares: 8 * tc.rows, Stage: StageScan, Elapsed: tc.elapsed, Work: w})
			if tc.want < 0 {
				if got >= 0 {
					t.Errorf("%v left, want not known", got)
				}
				return
			}
			if math.Abs(got.Seconds()-tc.want) > 1e-6 || !rough {
				t.Errorf("%v left (rough %v), want %.6fs, rough", got, rough, tc.want)
			}
		})
	}
}

// TestTopAhead checks the time of a top's own scan still ahead of a meet from a square:
// none from every start, nor once the top's scan has begun; startTop of the work given
// at the pace given until the bottom's row at topRow is done, then of its RowDone.
func TestTopAhead(t *testing.T) {
	rows := []float64{10, 100, 1000}
	for _, tc := range []struct {
		name      string
		rows      int // of the board
		done      int // rows of the bottom's scan done
		top, tops int
		want      float64
	}{
		{"every start", 8, 2, 0, 0, 0},
		{"the top begun", 8, 3, 1, 1, 0},
		{"the bottom under way", 8, 2, 0, 1, startTop * 5000 * 2},
		{"the bottom done", 8, 3, 0, 1, startTop * 1000 * 2},
		{"odd length, the top's rows done", 7, 2, 0, 1, startTop * 100 * 2},
		{"odd length, the top's rows under way", 7, 1, 0, 1, startTop * 5000 * 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := Progress{Rows: tc.rows, Squares: 8 * tc.rows, Work: Work{ScanRows: 3, Top: tc.top, Tops: tc.tops, RowDone: rows[:tc.done]}}
			if got := topAhead(p, 5000, 2); math.Abs(got-tc.want) > 1e-9 {
				t.Errorf("topAhead = %v, want %v", got, tc.want)
			}
		})
	}
}
