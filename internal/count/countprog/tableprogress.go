package countprog

import (
	"fmt"
	"sync"
	"time"

	"github.com/knightstour/knightstour/internal/count"
	"github.com/knightstour/knightstour/internal/machine"
)

// tableMeter is the progress of a table's scan, as the progress reports read it
// (progressSource): the scan tells it of each column it passes (passed), the reports
// read it once a second from their own goroutine (Progress), and the time left is the
// model's (count.TableModel.TableLeft) from the columns done. A table's n is a length,
// or in a table of the first cells (the model's Cells) a number of squares.
type tableMeter struct {
	model count.TableModel
	to    int              // the table's last n
	now   func() time.Time // the clock; time.Now but in tests
	began time.Time

	mu     sync.Mutex
	n      int             // the table's n passed
	ends   []time.Duration // when each column passed ended, from began
	states int64           // the states held after the last board passed
	bytes  int64           // the memory of the tables then
}

// newTableMeter returns the meter of the scan of m up to the table's n to, begun now.
func newTableMeter(m count.TableModel, to int, now func() time.Time) *tableMeter {
	return &tableMeter{model: m, to: to, now: now, began: now()}
}

// passed records the board of the table's n passed, the scan holding states in tables
// of bytes.
func (t *tableMeter) passed(n int, states, bytes int64) {
	at := t.now().Sub(t.began)
	cols := n
	if t.model.Cells {
		cols = n / t.model.Width
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	for len(t.ends) < cols {
		t.ends = append(t.ends, at)
	}
	t.n, t.states, t.bytes = n, states, bytes
}

// Progress returns the scan's progress as a count's: Row is the table's n passed, Rows
// its last, and Left the model's estimate.
func (t *tableMeter) Progress() count.Progress {
	elapsed := t.now().Sub(t.began)
	t.mu.Lock()
	defer t.mu.Unlock()
	sq, squares := t.n, t.to
	if !t.model.Cells {
		sq, squares = t.n*t.model.Width, t.to*t.model.Width
	}
	p := count.Progress{Square: sq, Squares: squares, Row: t.n, Rows: t.to,
		States: t.states, Bytes: t.bytes, PeakBytes: t.bytes, Elapsed: elapsed, Work: count.Work{Table: true, ScanRows: t.model.Length}}
	p.Left, p.Rough = t.model.TableLeft(t.ends, elapsed)
	return p
}

// tableModel is the model of cfg's table (count.TableModel): a table of the first cells
// is modelled as a table of its columns, the last perhaps partly filled, scaled.
func (cfg *Config) tableModel() count.TableModel {
	t := cfg.Table
	if t.Cells {
		return count.TableModel{Width: t.Width, Length: (t.To + t.Width - 1) / t.Width, Open: !cfg.Closed, Cells: true}
	}
	return count.TableModel{Width: t.Width, Length: t.To, Open: !cfg.Closed}
}

// tableEstimate says, before a table starts, what it is estimated to need: "knightstour:
// the 6xn table, n = 1..16 (closed tours, undirected): about 4 s of processor time,
// tables about 78.8 MB at the most (an estimate)"; "under 1 s" for less. It returns an error, the table out of
// reach, when the least its tables are expected to hold is beyond what mem lets them.
func (cfg *Config) tableEstimate(mem memoryCap) (string, error) {
	t := cfg.Table
	n := cfg.tableModel().Need()
	what := fmt.Sprintf("%s (%s)", t.name(), cfg.counted())
	if lim := mem.tables(); lim > 0 && n.Least > lim {
		about := "about " + mem.say(n.Bytes) + ", at least " + mem.say(n.Least) + " (an estimate)"
		return "", fmt.Errorf("%s: out of reach: its tables would hold %s, more than the %s they may use; a count may use %s, and its tables three quarters of it",
			what, about, mem.say(lim), mem)
	}
	return needLine(what, n.CPU, false, n.Bytes, ""), nil
}

// needLine says what a table (what) is estimated to need: "knightstour: WHAT: about 4 s
// of processor time, tables about 78.8 MB at the most (an estimate)", "under 1 s" for
// less, "at most about" where cpu is a bound (atMost), and how the estimate was made
// after "an estimate" where how is not "".
func needLine(what string, cpu time.Duration, atMost bool, bytes int64, how string) string {
	says := "about " + roundDuration(cpu)
	switch {
	case cpu < time.Second:
		says = "under 1 s"
	case atMost:
		says = "at most " + says
	}
	if how != "" {
		how = ": " + how
	}
	return fmt.Sprintf("knightstour: %s: %s of processor time, tables about %s at the most (an estimate%s)",
		what, says, machine.Format(bytes), how)
}
