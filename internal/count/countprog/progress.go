package countprog

import (
	"fmt"
	"io"
	"runtime/metrics"
	"sync"
	"time"

	"github.com/knightstour/knightstour/internal/count"
	"github.com/knightstour/knightstour/internal/machine"
)

// progressSource is what a progress report reads: a count's progress. A
// count.Counter is one; its Progress is safe to call while it counts.
type progressSource interface {
	Progress() count.Progress
}

// reporter writes the progress reports of one count to w: on a terminal one line
// that fits its width, the query and the time left first, redrawn in place (statusLine); elsewhere a
// line per report with the detail (progressLine).
type reporter struct {
	w        io.Writer
	what     query     // the query (Config.query)
	mem      memoryCap // the cap the count runs under
	terminal bool
	width    func() int   // the terminal's width; nil or <= 0: defaultWidth
	resident func() int64 // the memory the program holds (residentMemory)
	left     *leftTracker // the time left as the reports show it; nil: as the count says
	mu       sync.Mutex   // over shown and the writes: erase may be called from the count's goroutine
	shown    bool         // a line is on the terminal
}

// defaultWidth is the width of a terminal that does not say its own.
const defaultWidth = 80

// report writes one report of p.
func (r *reporter) report(p count.Progress) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.left != nil {
		p = r.left.shown(p)
	}
	if !r.terminal {
		fmt.Fprintln(r.w, progressLine(r.what.String(), p, r.mem, r.resident()))
		return
	}
	width := defaultWidth
	if r.width != nil && r.width() > 0 {
		width = r.width()
	}
	// The line stays short of the last column, where some terminals wrap at once: the
	// carriage return then goes back to its start, and clearing to the end of the line
	// leaves nothing of a longer line before it.
	fmt.Fprint(r.w, "\r"+statusLine(r.what, p, width-1)+"\x1b[K")
	r.shown = true
}

// erase clears the line that report drew on a terminal, if any, so that a line of
// the count's own output can be written there; the next report draws it again.
func (r *reporter) erase() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.shown {
		fmt.Fprint(r.w, "\r\x1b[K")
		r.shown = false
	}
}

// watch reports src's progress through r at every tick (nil: every progressEvery)
// until the returned function is called; it erases the terminal's line then. A tick
// that comes as the count ends is still reported. The reports run in a goroutine of
// their own, and stop returns once it has ended.
func watch(src progressSource, r *reporter, tick <-chan time.Time) (stop func()) {
	var ticker *time.Ticker
	if tick == nil {
		ticker = time.NewTicker(progressEvery)
		tick = ticker.C
	}
	done, ended := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(ended)
		for {
			select {
			case <-done:
				select {
				case <-tick:
					r.report(src.Progress())
				default:
				}
				r.erase()
				return
			case <-tick:
				r.report(src.Progress())
			}
		}
	}()
	return func() {
		close(done)
		<-ended
		if ticker != nil {
			ticker.Stop()
		}
	}
}

// progressLine describes a count in progress in plain words, for a log: the row of the
// board it is in, the states it holds, the memory of its tables and of the program
// (and the cap), the time so far and the time left (see leftWords).
func progressLine(what string, p count.Progress, mem memoryCap, resident int64) string {
	of := ""
	if mem.bytes > 0 {
		of = " of " + mem.say(mem.bytes)
	}
	return fmt.Sprintf("knightstour: counting %s: %s, %s states held, tables %s, memory %s%s, %s so far, %s",
		what, where(p, false), bigNumber(p.States), machine.Format(p.Bytes), machine.Format(resident), of, roundDuration(p.Elapsed), leftWords(p))
}

// leftWords says the count's estimate of its time left (count.Progress.Left), which it
// makes from the work done and the work left: "time left not known yet" before it has
// anything to go on, "about 3 min left (a rough estimate)" while it is rough, then
// "about 3 min left".
func leftWords(p count.Progress) string {
	switch {
	case p.Left < 0:
		return "time left not known yet"
	case p.Rough:
		return "about " + roundDuration(p.Left) + " left (a rough estimate)"
	}
	return "about " + roundDuration(p.Left) + " left"
}

// where says where a count is: the row of its scan, or for a count that meets in the
// middle, the middle rows' edges or the join (on package frontier's states, the half
// the scan makes and the bottom states grouped after it), or for a search the roots of
// its tree done, or for a table the length it is at (docs/counting.md); short, in few
// words: "row 4/8", "edges 5/12", "joining 7%", "roots 120/2168", "n 7/16".
func where(p count.Progress, short bool) string {
	if s := p.Work.Search; s != nil {
		if short {
			return fmt.Sprintf("roots %d/%d", s.RootsDone, s.Roots)
		}
		return fmt.Sprintf("searching (%d of %d roots done)", s.RootsDone, s.Roots)
	}
	switch {
	case p.Work.Table && short:
		return fmt.Sprintf("n %d/%d", min(p.Row+1, p.Rows), p.Rows)
	case p.Work.Table:
		return fmt.Sprintf("at n = %d of %d", min(p.Row+1, p.Rows), p.Rows)
	case p.Work.MeetParts > 0 && p.Stage == count.StageMiddle && short:
		return fmt.Sprintf("middle %d/%d", p.Step+1, p.Steps)
	case p.Work.MeetParts > 0 && p.Stage == count.StageMiddle:
		return fmt.Sprintf("adding the edges between rows %d and %d (part %d of %d%s)", p.Row+1, p.Row+2, p.Step+1, p.Steps, ofTops(p))
	case p.Work.MeetParts > 0 && p.Stage == count.StageJoin && short:
		return fmt.Sprintf("joining %d/%d", p.Step+1, p.Steps)
	case p.Work.MeetParts > 0 && p.Stage == count.StageJoin:
		return fmt.Sprintf("joining the halves (part %d of %d%s)", p.Step+1, p.Steps, ofTops(p))
	case p.Work.Top > 0 && p.Stage == count.StageScan && short:
		return fmt.Sprintf("top %d/%d", p.Work.Top, p.Work.Tops)
	case p.Work.Top > 0 && p.Stage == count.StageScan:
		if p.Work.Tops > 1 {
			return fmt.Sprintf("scanning the top half from its start (start %d of %d)", p.Work.Top, p.Work.Tops)
		}
		return "scanning the top half from its start"
	case p.Work.BottomsBegan > 0 && short:
		return fmt.Sprintf("grouping %.0f%%", 100*p.Work.Part)
	case p.Work.BottomsBegan > 0:
		return fmt.Sprintf("grouping the bottom half's states (%.0f%% done)", 100*p.Work.Part)
	case short:
		return fmt.Sprintf("row %d/%d", min(p.Row+1, p.Rows), p.Rows)
	case p.Work.MeetInParts:
		return halves(p) + fmt.Sprintf(", row %d of %d", p.Row+1, p.Rows)
	}
	return fmt.Sprintf("row %d of %d", min(p.Row+1, p.Rows), p.Rows)
}

// ofTops is ", start 3 of 10" for the parts of the third of ten tops that a meet on
// package frontier's states joins with one bottom (-each), else "".
func ofTops(p count.Progress) string {
	if p.Work.Tops <= 1 {
		return ""
	}
	return fmt.Sprintf(", start %d of %d", p.Work.Top, p.Work.Tops)
}

// halves says which half the scan of a meet on package frontier's states makes: both
// (the top's states are the scan's after its first half of the rows, the bottom's
// after all of them, the same rows on a board of even length), or on a board of odd
// length, in the scan's last row, the bottom's alone, as from a square (Work.Tops),
// whose tops have scans of their own.
func halves(p count.Progress) string {
	if p.Rows%2 == 1 && p.Row == p.Work.ScanRows-1 || p.Work.Tops > 0 {
		return "scanning the bottom half"
	}
	return "scanning the halves"
}

// residentMemory is the memory the program holds from the system now, as the Go
// runtime accounts it (what it has mapped less what it has given back).
func residentMemory() int64 {
	s := []metrics.Sample{{Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 || s[1].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(s[0].Value.Uint64() - s[1].Value.Uint64())
}

// bigNumber writes a count of states in words: 950, 12 thousand, 8.1 million.
func bigNumber(n int64) string {
	switch x := float64(n); {
	case n < 1000:
		return fmt.Sprint(n)
	case n < 1_000_000:
		return fmt.Sprintf("%.0f thousand", x/1e3)
	case n < 1_000_000_000:
		return fmt.Sprintf("%.3g million", x/1e6)
	default:
		return fmt.Sprintf("%.3g billion", x/1e9)
	}
}

// roundDuration writes a duration for people: 0 s, 42 s, 3 min 10 s, 2 h 5 min.
func roundDuration(d time.Duration) string {
	s := int64(d.Round(time.Second) / time.Second)
	switch {
	case s < 60:
		return fmt.Sprintf("%d s", s)
	case s < 3600:
		return fmt.Sprintf("%d min %d s", s/60, s%60)
	case s < 100*3600:
		return fmt.Sprintf("%d h %d min", s/3600, s%3600/60)
	}
	return fmt.Sprintf("%d days", s/86400)
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
