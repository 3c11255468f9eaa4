package countprog

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/knightstour/knightstour/internal/count"
)

// TestTableProgress checks what a table says of its progress, a table of lengths or of
// the first cells alike: its estimate first, then a report at each tick (one here,
// given before the table starts), as a count's: in a log a line with the n it is at,
// the states and the memory it holds and the time left; on a terminal, a line drawn in
// place and erased before each line of the table and at the end.
func TestTableProgress(t *testing.T) {
	const (
		columns = "the 3xn table, n = 4..5 (strictly open tours, undirected)"
		cells   = "the first 10..12 cells of 3-row boards (strictly open tours, undirected)"
	)
	lengths := Table{Width: 3, From: 4, To: 5}
	firstCells := Table{Width: 3, From: 10, To: 12, Cells: true}
	for _, tc := range []struct {
		name     string
		table    Table
		terminal bool
		out      string
		want     []string // the lines of stderr, each as its start
		has      []string // what stderr holds
	}{
		{"log", lengths, false, "4 8\n5 0\n",
			[]string{"knightstour: " + columns + ": under 1 s of processor time, tables about ", "knightstour: counting " + columns + ": at n = "},
			[]string{" of 5, ", " states held, tables ", " so far, ", " left"}},
		{"terminal", lengths, true, "4 8\n5 0\n",
			[]string{"knightstour: " + columns + ": under 1 s of processor time, tables about ", "\rknightstour: " + columns + ": "},
			[]string{"\x1b[K\r\x1b[K", " of 5"}},
		{"cells log", firstCells, false, "10 2\n11 2\n12 8\n",
			[]string{"knightstour: " + cells + ": under 1 s of processor time, tables about ", "knightstour: counting " + cells + ": at n = "},
			[]string{" of 12, ", " states held, tables ", " so far, ", " left"}},
		{"cells terminal", firstCells, true, "10 2\n11 2\n12 8\n",
			[]string{"knightstour: " + cells + ": under 1 s of processor time, tables about ", "\rknightstour: " + cells + ": "},
			[]string{"\x1b[K\r\x1b[K", " of 12"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tbl := tc.table
			cfg := Config{Rows: 3, Cols: 5, Verbose: !tc.terminal, Table: &tbl, Convention: Convention{Open: true, Undirected: true}}
			tick := make(chan time.Time, 1)
			tick <- time.Time{}
			out, errOut, err := runCount(t, cfg, []int{0}, Env{tick: tick, Terminal: tc.terminal, Width: func() int { return 200 }})
			if err != nil || out != tc.out {
				t.Fatalf("%q, %v; want %q", out, err, tc.out)
			}
			lines := strings.Split(strings.TrimSuffix(errOut, "\n"), "\n")
			if len(lines) != len(tc.want) {
				t.Fatalf("%d lines, want %d:\n%s", len(lines), len(tc.want), errOut)
			}
			for i, w := range tc.want {
				if !strings.HasPrefix(lines[i], w) {
					t.Errorf("line %d: %q, want it to start %q", i+1, lines[i], w)
				}
			}
			for _, h := range tc.has {
				if !strings.Contains(errOut, h) {
					t.Errorf("stderr lacks %q:\n%q", h, errOut)
				}
			}
		})
	}
}

// TestTableOutOfReach checks that a table whose estimate is beyond the memory its
// tables may use is refused at once, as a board's count is: no line of it counted. A
// table of the first cells is refused where the table of as many columns is not: its
// scan holds about three times the bytes (count.TableModel's Cells).
func TestTableOutOfReach(t *testing.T) {
	for _, tc := range []struct {
		name  string
		table Table
		want  string
	}{
		{"lengths", Table{Width: 7, From: 1, To: 40}, "the 7xn table, n = 1..40 (closed tours, directed): out of reach: its tables would hold about "},
		{"cells", Table{Width: 6, From: 1, To: 72, Cells: true}, "the first 1..72 cells of 6-row boards (closed tours, directed): out of reach: its tables would hold about "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tbl := tc.table
			cfg := Config{Rows: tbl.Width, Cols: 40, Mem: parseMem(t, "64MB"), Table: &tbl, Convention: Convention{Closed: true}}
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			var out, errOut bytes.Buffer
			err := Run(ctx, cfg, &list{qs: []int{0}}, Env{Stdout: &out, Stderr: &errOut, memory: noMachine})
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) || !strings.Contains(err.Error(), "more than the 48.0 MB they may use; a count may use 64 MB (-mem)") || out.Len() > 0 {
				t.Errorf("%q, %v; want nothing and an error starting %q", out.String(), err, tc.want)
			}
		})
	}
	// The table of as many columns (6xn, n = 1..12) is within the cap.
	cfg := Config{Rows: 6, Cols: 12, Mem: parseMem(t, "64MB"), Table: &Table{Width: 6, From: 1, To: 12}, Convention: Convention{Closed: true}}
	if _, err := cfg.tableEstimate(memoryCap{bytes: cfg.Mem.Bytes}); err != nil {
		t.Errorf("the 6xn table, n = 1..12, under 64MB: %v", err)
	}
}

// TestTableMeter checks a table's progress as the reports read it, on a fake clock:
// the columns passed, the states and the memory then, and a time left from the model
// that falls as the columns pass, rough until the states have grown.
func TestTableMeter(t *testing.T) {
	now := time.Unix(0, 0)
	m := newTableMeter(count.TableModel{Width: 6, Length: 12}, 12, func() time.Time { return now })
	p := m.Progress()
	if p.Row != 0 || p.Rows != 12 || !p.Work.Table || p.Left <= 0 || !p.Rough {
		t.Fatalf("at the start: %+v", p)
	}
	var last time.Duration
	for n := 1; n <= 12; n++ {
		now = now.Add(time.Second)
		m.passed(n, int64(1000*n), int64(1<<20*n))
		p = m.Progress()
		if p.Row != n || p.States != int64(1000*n) || p.Bytes != int64(1<<20*n) || p.Elapsed != time.Duration(n)*time.Second {
			t.Fatalf("after %d: %+v", n, p)
		}
		if n > 6 && p.Left >= last {
			t.Errorf("after %d: %v left, %v after %d", n, p.Left, last, n-1)
		}
		if rough := n < 5 && n < 12; p.Rough != rough {
			t.Errorf("after %d: rough %v, want %v", n, p.Rough, rough)
		}
		last = p.Left
	}
	if p.Left != 0 {
		t.Errorf("at the end: %v left", p.Left)
	}
}

// TestTableMeterCells checks the progress of a table of the first cells: its n is the
// squares passed, of the table's last, and a column ends with its last square.
func TestTableMeterCells(t *testing.T) {
	now := time.Unix(0, 0)
	m := newTableMeter(count.TableModel{Width: 3, Length: 4, Cells: true}, 11, func() time.Time { return now })
	for _, tc := range []struct{ n, columns int }{{1, 0}, {2, 0}, {3, 1}, {5, 1}, {6, 2}, {10, 3}, {11, 3}} {
		now = now.Add(time.Second)
		m.passed(tc.n, 10, 100)
		p := m.Progress()
		if p.Row != tc.n || p.Rows != 11 || p.Square != tc.n || p.Squares != 11 || len(m.ends) != tc.columns || !p.Work.Table {
			t.Errorf("after %d squares: %+v, %d columns ended; want %d", tc.n, p, len(m.ends), tc.columns)
		}
	}
}
