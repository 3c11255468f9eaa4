package main

import (
	"fmt"
	"io"
	"runtime/metrics"
	"sync"
	"time"

	"knightstour/internal/count"
	"knightstour/internal/count/machine"
)

// This file reports the progress of a long count on stderr.

// progressEvery is how often the count program reports its progress.
const progressEvery = time.Second

// watch reports c's progress on w, counting what, every every until the returned
// function is called: on a terminal as one line rewritten in place (and erased at the
// end), otherwise one line per report. mem is the memory the count may use.
func watch(c *count.Counter, what string, mem memoryCap, w io.Writer, terminal bool, every time.Duration) (stop func()) {
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
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
				line := progressLine(what, c.Progress(), mem, residentMemory())
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

// progressLine describes a count in progress in plain words: the row of the board it
// is in, the states it holds, the memory of its tables and of the program (and the
// cap), the time so far and the time left (see leftWords).
func progressLine(what string, p count.Progress, mem memoryCap, resident int64) string {
	of := ""
	if mem.bytes > 0 {
		of = " of " + machine.Format(mem.bytes)
	}
	return fmt.Sprintf("knightstour: counting %s: %s, %s states held, tables %s, memory %s%s, %s so far, %s",
		what, where(p), bigNumber(p.Held()), machine.Format(p.Bytes), machine.Format(resident), of, roundDuration(p.Elapsed), leftWords(p))
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
// middle, the middle rows' edges or the join (docs/counting.md).
func where(p count.Progress) string {
	switch p.Stage {
	case count.StageMiddle:
		return fmt.Sprintf("adding the edges between rows %d and %d (%d of %d)", p.Row+1, p.Row+2, p.Step+1, p.Steps)
	case count.StageJoin:
		return fmt.Sprintf("joining the halves (%d%% done)", 100*p.Step/max(p.Steps, 1))
	}
	return fmt.Sprintf("row %d of %d", min(p.Row+1, p.Rows), p.Rows)
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
