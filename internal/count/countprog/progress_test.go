package countprog

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/knightstour/knightstour/internal/count"
)

// progressSamples are snapshots of counts in every stage, with the longest words each
// part of a progress line can take.
var progressSamples = []count.Progress{
	{Row: 0, Rows: 8, Left: -1, Rough: true},
	{Row: 3, Rows: 8, Left: 300 * time.Second, Rough: true, Elapsed: 41 * time.Second, States: 15_700_000, Bytes: 142e6},
	{Row: 3, Rows: 8, Stage: count.StageMiddle, Step: 4, Steps: 12, Left: 281 * time.Second, Rough: true, Elapsed: 61 * time.Second, States: 38_600_000, Bytes: 1.53e9, Work: count.Work{MeetParts: 12}},
	{Row: 3, Rows: 8, Stage: count.StageJoin, Step: 7, Steps: 12, Left: 119 * time.Second, Elapsed: 161 * time.Second, States: 72_500_000, Bytes: 2.61e9, Work: count.Work{MeetParts: 12}},
	{Row: 12, Rows: 13, Left: 99 * time.Hour, Rough: true, Elapsed: 1000 * time.Hour, States: 999_000_000_000, Bytes: 999e12},
	{Rows: 8, Left: 12 * time.Second, Elapsed: 30 * time.Second, Work: count.Work{Search: &count.SearchWork{Roots: 2168, RootsDone: 120}}},
}

// longQuery is the longest query a progress line can name.
var longQuery = query{board: "13x13", end: 169, part: 1048576, parts: 1048576, round: 1048576, conv: "strictly open tours, undirected"}

// fakeSource is a count whose progress goes through samples, one a call.
type fakeSource struct {
	samples []count.Progress
	n       int
}

func (f *fakeSource) Progress() count.Progress {
	p := f.samples[f.n%len(f.samples)]
	f.n++
	return p
}

// TestTerminalProgress drives the reports of a count on terminals of several widths
// with a tick channel: every redraw starts at the line's start, fits the width without
// reaching the last column, says the query first (its squares at least) and, on 80
// columns, the time left after it, and the line is erased at the end, with nothing on a line of its own.
func TestTerminalProgress(t *testing.T) {
	for _, width := range []int{80, 100, 40, 0} {
		t.Run(fmt.Sprint(width, " columns"), func(t *testing.T) {
			var w bytes.Buffer
			r := &reporter{w: &w, what: longQuery, terminal: true, width: func() int { return width }}
			tick := make(chan time.Time)
			stop := watch(&fakeSource{samples: progressSamples}, r, tick)
			for range progressSamples {
				tick <- time.Time{}
			}
			stop()
			s := w.String()
			if strings.Contains(s, "\n") || !strings.HasSuffix(s, "\r\x1b[K") {
				t.Fatalf("%q: a newline, or not erased at the end", s)
			}
			draws := strings.Split(strings.TrimSuffix(strings.TrimPrefix(s, "\r"), "\r\x1b[K"), "\r")
			if len(draws) != len(progressSamples) {
				t.Fatalf("%d redraws for %d ticks: %q", len(draws), len(progressSamples), s)
			}
			cols := width
			if cols <= 0 {
				cols = defaultWidth
			}
			for i, d := range draws {
				line, ok := strings.CutSuffix(d, "\x1b[K")
				if !ok || strings.Contains(line, "\x1b") {
					t.Errorf("redraw %q does not clear the rest of the line", d)
				}
				if n := utf8.RuneCountInString(line); n > cols-1 {
					t.Errorf("%d characters on a %d-column terminal: %q", n, cols, line)
				}
				if q := "knightstour: 13x13 every square to 169"; !strings.HasPrefix(line, q) && !strings.HasPrefix(line, "knightstour: every square to 169") {
					t.Errorf("%q does not start with the query, %q", line, q)
				}
				if i == 1 && cols >= 80 && !strings.Contains(line, "5 min 0 s left") {
					t.Errorf("%q does not say the time left", line)
				}
			}
			t.Logf("%q", draws[1])
		})
	}
}

// TestLogProgress drives the reports of a count off a terminal (-v): a line per tick
// with the detail, in the order the samples came.
func TestLogProgress(t *testing.T) {
	var w bytes.Buffer
	r := &reporter{w: &w, what: query{board: "8x8", start: 1}, mem: memoryCap{bytes: 19e9, from: "3/4 of the machine's memory"}, resident: func() int64 { return 724e6 }}
	tick := make(chan time.Time)
	stop := watch(&fakeSource{samples: progressSamples[1:3]}, r, tick)
	tick <- time.Time{}
	tick <- time.Time{}
	stop()
	want := "knightstour: counting 8x8 square 1: row 4 of 8, 15.7 million states held, tables 142 MB, memory 724 MB of 19.0 GB, 41 s so far, about 5 min 0 s left (a rough estimate)\n" +
		"knightstour: counting 8x8 square 1: adding the edges between rows 4 and 5 (part 5 of 12), 38.6 million states held, tables 1.53 GB, memory 724 MB of 19.0 GB, 1 min 1 s so far, about 4 min 41 s left (a rough estimate)\n"
	if w.String() != want {
		t.Errorf("reports:\n%s\nwant:\n%s", w.String(), want)
	}
}

// TestRunProgress runs counts with one progress tick waiting: Run reports once, on a
// terminal as a line erased at the end, and off one (-v) as a line of its own after
// the estimate's; without -v off a terminal, not at all.
func TestRunProgress(t *testing.T) {
	for _, tc := range []struct {
		name     string
		verbose  bool
		terminal bool
		check    func(stderr string) bool
	}{
		{"terminal", false, true, func(s string) bool {
			return strings.HasPrefix(s, "\rknightstour: ") && strings.HasSuffix(s, "\x1b[K\r\x1b[K") && strings.Count(s, "\r") == 2 && !strings.Contains(s, "\n")
		}},
		{"-v", true, false, func(s string) bool {
			estimate, progress, _ := strings.Cut(s, "\n")
			return strings.HasPrefix(estimate, "knightstour: 6x6 square 1 (closed tours, directed): tables about ") && strings.HasSuffix(estimate, " (an estimate)") &&
				strings.HasPrefix(progress, "knightstour: counting 6x6 square 1 (closed tours, directed): ") && strings.Contains(s, " states held, tables ") && strings.Count(s, "\n") == 2
		}},
		{"quiet", false, false, func(s string) bool { return s == "" }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tick := make(chan time.Time, 1)
			tick <- time.Time{}
			out, stderr, err := runCount(t, Config{Rows: 6, Cols: 6, Verbose: tc.verbose, Method: count.MethodScan, Convention: Convention{Closed: true}}, []int{1}, Env{Terminal: tc.terminal, tick: tick})
			if err != nil || out != "19724\n" {
				t.Fatalf("%v, stdout %q; want 19724 (2 × 9862)", err, out)
			}
			if !tc.check(stderr) {
				t.Errorf("stderr %q", stderr)
			}
		})
	}
}

// TestWhere checks the words for where a count is, in full and short: a row of the
// scan (of a meet on package frontier's states, the halves' or the bottom half's, and
// its bottom states grouped after), the middle rows' edges or the join of a count that
// meets in the middle, the roots of a search, the length a table's scan is at.
func TestWhere(t *testing.T) {
	for _, tc := range []struct {
		p           count.Progress
		want, short string
	}{
		{count.Progress{Row: 4, Rows: 8}, "row 5 of 8", "row 5/8"},
		{count.Progress{Row: 8, Rows: 8}, "row 8 of 8", "row 8/8"},
		{count.Progress{Row: 2, Rows: 8, Work: count.Work{MeetInParts: true, ScanRows: 3}}, "scanning the halves, row 3 of 8", "row 3/8"},
		{count.Progress{Row: 1, Rows: 7, Work: count.Work{MeetInParts: true, ScanRows: 3}}, "scanning the halves, row 2 of 7", "row 2/7"},
		{count.Progress{Row: 2, Rows: 7, Work: count.Work{MeetInParts: true, ScanRows: 3}}, "scanning the bottom half, row 3 of 7", "row 3/7"},
		{count.Progress{Row: 3, Rows: 7, Work: count.Work{MeetInParts: true, ScanRows: 3, BottomsBegan: time.Second, Part: 0.25}},
			"grouping the bottom half's states (25% done)", "grouping 25%"},
		{count.Progress{Row: 3, Rows: 8, Stage: count.StageMiddle, Step: 1, Steps: 4, Work: count.Work{MeetParts: 4}}, "adding the edges between rows 4 and 5 (part 2 of 4)", "middle 2/4"},
		{count.Progress{Row: 3, Rows: 8, Stage: count.StageJoin, Step: 3, Steps: 4, Work: count.Work{MeetParts: 4}}, "joining the halves (part 4 of 4)", "joining 4/4"},
		{count.Progress{Row: 1, Rows: 8, Work: count.Work{MeetInParts: true, ScanRows: 3, Tops: 10}}, "scanning the bottom half, row 2 of 8", "row 2/8"},
		{count.Progress{Row: 1, Rows: 8, Work: count.Work{MeetInParts: true, ScanRows: 3, BottomsBegan: time.Second, Top: 1, Tops: 1}},
			"scanning the top half from its start", "top 1/1"},
		{count.Progress{Row: 1, Rows: 8, Work: count.Work{MeetInParts: true, ScanRows: 3, BottomsBegan: time.Second, Top: 3, Tops: 10}},
			"scanning the top half from its start (start 3 of 10)", "top 3/10"},
		{count.Progress{Row: 3, Rows: 8, Stage: count.StageJoin, Step: 0, Steps: 4, Work: count.Work{MeetParts: 4, BottomsBegan: time.Second, Top: 3, Tops: 10}},
			"joining the halves (part 1 of 4, start 3 of 10)", "joining 1/4"},
		{count.Progress{Rows: 8, Work: count.Work{Search: &count.SearchWork{Roots: 2168, RootsDone: 120}}}, "searching (120 of 2168 roots done)", "roots 120/2168"},
		{count.Progress{Row: 6, Rows: 16, Work: count.Work{Table: true}}, "at n = 7 of 16", "n 7/16"},
		{count.Progress{Row: 16, Rows: 16, Work: count.Work{Table: true}}, "at n = 16 of 16", "n 16/16"},
	} {
		t.Run(tc.want, func(t *testing.T) {
			if got := where(tc.p, false); got != tc.want {
				t.Errorf("where = %q, want %q", got, tc.want)
			}
			if got := where(tc.p, true); got != tc.short {
				t.Errorf("where, short = %q, want %q", got, tc.short)
			}
		})
	}
}

// TestLeftWords checks the words for the time left: none before the count can estimate
// it, a rough estimate labelled so, then the estimate.
func TestLeftWords(t *testing.T) {
	for _, tc := range []struct {
		p    count.Progress
		want string
	}{
		{count.Progress{Left: -1, Rough: true}, "time left not known yet"},
		{count.Progress{Left: 190 * time.Second, Rough: true}, "about 3 min 10 s left (a rough estimate)"},
		{count.Progress{Left: 42 * time.Second}, "about 42 s left"},
		{count.Progress{Left: 0}, "about 0 s left"},
	} {
		t.Run(tc.want, func(t *testing.T) {
			if got := leftWords(tc.p); got != tc.want {
				t.Errorf("leftWords = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestEachEstimate runs -each -v, counted by the scan, and expects the estimate of a
// square's count first, as a board's; by the depth-first search, none.
func TestEachEstimate(t *testing.T) {
	for _, tc := range []struct {
		method count.Method
		want   string // the first line's start; "": no estimate
	}{
		{count.MethodScan, "knightstour: 5x6 each square (every tour, directed): tables about "},
		{count.MethodDFS, ""},
	} {
		t.Run(tc.method.String(), func(t *testing.T) {
			out, stderr, err := runCount(t, Config{Rows: 5, Cols: 6, Verbose: true, Each: true, Method: tc.method}, []int{0}, Env{})
			if err != nil || !strings.HasPrefix(out, "4542 1910 906 906 1910 4542\n") {
				t.Fatalf("%v, stdout %q", err, out)
			}
			first, _, _ := strings.Cut(stderr, "\n")
			if got := strings.HasPrefix(first, "knightstour: 5x6 each square") && strings.Contains(first, "(an estimate)"); got != (tc.want != "") || got && !strings.HasPrefix(first, tc.want) {
				t.Errorf("stderr %q, want its first line to start %q", stderr, tc.want)
			}
		})
	}
}
