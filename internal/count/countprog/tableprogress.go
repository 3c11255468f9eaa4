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
// model's (count.TableModel.TableLeft) from the columns done.
type tableMeter struct {
	model count.TableModel
	now   func() time.Time // the clock; time.Now but in tests
	began time.Time

	mu     sync.Mutex
	ends   []time.Duration // when each column passed ended, from began
	states int64           // the states held after the last column passed
	bytes  int64           // the memory of the tables then
}

// newTableMeter returns the meter of the scan of m, begun now.
func newTableMeter(m count.TableModel, now func() time.Time) *tableMeter {
	return &tableMeter{model: m, now: now, began: now()}
}

// passed records the board of length n passed, the scan holding states in tables of
// bytes.
func (t *tableMeter) passed(n int, states, bytes int64) {
	at := t.now().Sub(t.began)
	t.mu.Lock()
	defer t.mu.Unlock()
	for len(t.ends) < n {
		t.ends = append(t.ends, at)
	}
	t.states, t.bytes = states, bytes
}

// Progress returns the scan's progress as a count's: Row is the columns passed, Rows
// the table's longest board, and Left the model's estimate.
func (t *tableMeter) Progress() count.Progress {
	elapsed := t.now().Sub(t.began)
	t.mu.Lock()
	defer t.mu.Unlock()
	w, n := t.model.Width, len(t.ends)
	p := count.Progress{Square: n * w, Squares: t.model.Length * w, Row: n, Rows: t.model.Length,
		States: t.states, Bytes: t.bytes, PeakBytes: t.bytes, Elapsed: elapsed, Work: count.Work{Table: true, ScanRows: t.model.Length}}
	p.Left, p.Rough = t.model.TableLeft(t.ends, elapsed)
	return p
}

// tableModel is the model of cfg's table (count.TableModel).
func (cfg *Config) tableModel() count.TableModel {
	return count.TableModel{Width: cfg.Table.Width, Length: cfg.Table.To, Open: !cfg.Closed}
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
	cpu := "about " + roundDuration(n.CPU)
	if n.CPU < time.Second {
		cpu = "under 1 s"
	}
	return fmt.Sprintf("knightstour: %s: %s of processor time, tables about %s at the most (an estimate)",
		what, cpu, machine.Format(n.Bytes)), nil
}
