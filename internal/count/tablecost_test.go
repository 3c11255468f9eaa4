package count

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	tablescan "github.com/knightstour/knightstour/internal/count/frontier"
	"github.com/knightstour/knightstour/internal/machine"
)

// tableTrace is a table's scan as it was recorded (see tablecost.go): the processor
// time from the start at each column's end, in seconds, and the states and the
// tables' bytes (frontier.Board's) then.
type tableTrace struct {
	Width  int       `json:"width"`
	Open   bool      `json:"open"`
	CPU    []float64 `json:"cpu"`
	Bytes  []int64   `json:"bytes"`
	States []int64   `json:"states"`
}

// tableTraces are the recorded tables, testdata/table-NAME.json, and the lengths they
// were recorded to; the earlier recordings of three of them (NAME-earlier, of the same
// build, a few minutes before on a machine as loaded) are replayed too: the first
// columns' times varied by 2 between the two.
var (
	tableRecorded = []string{"5-closed", "5-open", "6-closed", "6-open", "7-closed"}
	tableTraces   = append(tableRecorded[:len(tableRecorded):len(tableRecorded)], "6-closed-earlier", "6-open-earlier", "7-closed-earlier")
)

var tableTraceLength = map[string]int{"5-closed": 30, "5-open": 30, "6-closed": 24, "6-open": 24, "7-closed": 10}

// TestRecordTables records the tables of tableRecorded into testdata, with
// KNIGHTSTOUR_RECORD=tables, or KNIGHTSTOUR_RECORD=table-NAME for one (about 3 minutes
// of processor time in all, 6-open 100 s of it): frontier's scan alone, its clock the
// processor time the test has used (the scan is single-threaded: on an idle machine,
// its time). They are TestTableLeft's and TestTableNeed's fixtures, and measured: a new
// recording differs from the old in its times.
func TestRecordTables(t *testing.T) {
	which := os.Getenv("KNIGHTSTOUR_RECORD")
	if which == "" {
		t.Skip("KNIGHTSTOUR_RECORD=tables (or =table-NAME) records tables' scans into testdata")
	}
	if _, ok := machine.ProcessorTime(); !ok {
		t.Skip("the system does not say the processor time used")
	}
	for _, name := range tableRecorded {
		if which != "tables" && which != "table-"+name {
			continue
		}
		var tr tableTrace
		if _, err := fmt.Sscanf(name, "%d-", &tr.Width); err != nil {
			t.Fatal(err)
		}
		tr.Open = name[2:] == "open"
		scan, err := tablescan.NewColumns(tr.Width, tr.Open)
		if err != nil {
			t.Fatal(err)
		}
		t0, _ := machine.ProcessorTime()
		err = scan.Scan(context.Background(), tableTraceLength[name], func(b tablescan.Board) error {
			now, _ := machine.ProcessorTime()
			tr.CPU = append(tr.CPU, (now - t0).Seconds())
			tr.Bytes, tr.States = append(tr.Bytes, b.Bytes), append(tr.States, int64(b.States))
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		b, err := json.Marshal(tr)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join("testdata", "table-"+name+".json"), append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %.1f s", name, tr.CPU[len(tr.CPU)-1])
	}
}

func readTableTrace(t *testing.T, name string) tableTrace {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "table-"+name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var tr tableTrace
	if err := json.Unmarshal(b, &tr); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return tr
}

func traceSeconds(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }

// TestTableLeft replays the recorded tables through TableLeft, each to its length and
// to every shorter one from a quarter of it on: at each column's end and at quarters of
// the column under way, once a tenth of the table's time has passed, the time left is
// within maxRatio of the time that was really left, or within slack of it. The shorter
// ones are not held to it in their last column: where the counts grow a word there, the
// model may put the column scanned again a column off (up to 4.5 times off on the
// recordings, with 1 to 5 s left).
func TestTableLeft(t *testing.T) {
	for _, name := range tableTraces {
		tr := readTableTrace(t, name)
		for length := max(len(tr.CPU)/4, 1); length <= len(tr.CPU); length++ {
			m := TableModel{Width: tr.Width, Length: length, Open: tr.Open}
			ends := make([]time.Duration, length)
			for j := range ends {
				ends[j] = traceSeconds(tr.CPU[j])
			}
			total := ends[length-1]
			tol := slack
			worst := 1.0
			for k := 0; k < length; k++ {
				from := time.Duration(0)
				if k > 0 {
					from = ends[k-1]
				}
				for q := 0; q < 4; q++ {
					at := from + (ends[k]-from)*time.Duration(q)/4
					if at*10 < total {
						continue
					}
					left, _ := m.TableLeft(ends[:k], at)
					real := total - at
					if d := left - real; d < tol && d > -tol {
						continue
					}
					ratio := max(left.Seconds()/real.Seconds(), real.Seconds()/left.Seconds())
					worst = max(worst, ratio)
					if ratio > maxRatio && (k < length-1 || length == len(tr.CPU)) {
						t.Errorf("%s to %d, %v in (column %d, %d/4): estimate %v, really %v left: %.2fx", name, length, at, k+1, q, left, real, ratio)
					}
				}
			}
			if length == len(tr.CPU) {
				t.Logf("%s to %d (%v): worst %.2fx", name, length, total.Round(time.Millisecond), worst)
			}
		}
	}
}

// TestTableNeed holds the estimates of the recorded tables, each to every length from
// 4 on, to what they took: the processor time within maxRatio, and the tables' peak
// at least the estimate's least and at most 1.5 times its bytes.
func TestTableNeed(t *testing.T) {
	for _, name := range tableTraces {
		tr := readTableTrace(t, name)
		for length := 4; length <= len(tr.CPU); length++ {
			n := TableModel{Width: tr.Width, Length: length, Open: tr.Open}.Need()
			cpu := traceSeconds(tr.CPU[length-1])
			var peak int64
			for _, b := range tr.Bytes[:length] {
				peak = max(peak, b)
			}
			r := n.CPU.Seconds() / cpu.Seconds()
			msg := fmt.Sprintf("%s to %d: estimate %v and %d bytes, took %v and %d bytes (%.2fx, %.2fx)", name, length, n.CPU, n.Bytes, cpu, peak, r, float64(n.Bytes)/float64(peak))
			if r > maxRatio || r < 1/maxRatio || peak < n.Least || float64(peak) > 1.5*float64(n.Bytes) {
				t.Error(msg)
			} else if length == len(tr.CPU) || length == 8 {
				t.Log(msg)
			}
		}
	}
}

// TestTableNeedWide checks that a table wider than the widest measured (7) is estimated
// tableGrowthUp times the states and tableTimeGrowthUp times the processor time of one
// a column narrower, not as the widest measured, and that the 8xn closed table's fourth
// column is given at least the 12 minutes it had taken, unfinished.
func TestTableNeedWide(t *testing.T) {
	for _, open := range []bool{false, true} {
		for width := 8; width <= 9; width++ {
			n, less := TableModel{Width: width, Length: 12, Open: open}.Need(), TableModel{Width: width - 1, Length: 12, Open: open}.Need()
			if r := float64(n.States) / float64(less.States); r < tableGrowthUp*0.9 || r > tableGrowthUp*1.1 {
				t.Errorf("%d wide, open %v: %d states, %.1f times %d wide's", width, open, n.States, r, width-1)
			}
			if n.CPU < less.CPU*tableTimeGrowthUp/2 {
				t.Errorf("%d wide, open %v: %v of CPU, %d wide %v", width, open, n.CPU, width-1, less.CPU)
			}
		}
	}
	m := TableModel{Width: 8, Length: 8}
	states, column, _ := m.constants()
	if fourth := m.Work(4) * column; fourth < 12*60 {
		t.Errorf("8xn closed: its fourth column estimated at %.0f s of CPU, measured more than 720 s (%.3g states a column)", fourth, states)
	}
}
