package countprog

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/knightstour/knightstour/internal/count"
)

// TestTableProgress checks what a table says of its progress: its estimate first, then
// a report at each tick (one here, given before the table starts), as a count's: in a
// log a line with the length it is at, the states and the memory it holds and the time
// left; on a terminal, a line drawn in place and erased before each line of the table
// and at the end.
func TestTableProgress(t *testing.T) {
	const what = "the 3xn table, n = 4..5 (strictly open tours, undirected)"
	for _, tc := range []struct {
		name     string
		terminal bool
		want     []string // the lines of stderr, each as its start
		has      []string // what stderr holds
	}{
		{"log", false, []string{"knightstour: " + what + ": under 1 s of processor time, tables about ", "knightstour: counting " + what + ": at n = "},
			[]string{" states held, tables ", " so far, ", " left"}},
		{"terminal", true, []string{"knightstour: " + what + ": under 1 s of processor time, tables about ", "\rknightstour: " + what + ": "},
			[]string{"\x1b[K\r\x1b[K", " n"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := Config{Rows: 3, Cols: 5, Verbose: !tc.terminal, Table: &Table{Width: 3, From: 4, To: 5}, Convention: Convention{Open: true, Undirected: true}}
			tick := make(chan time.Time, 1)
			tick <- time.Time{}
			out, errOut, err := runCount(t, cfg, []int{0}, Env{tick: tick, Terminal: tc.terminal, Width: func() int { return 200 }})
			if err != nil || out != "4 8\n5 0\n" {
				t.Fatalf("%q, %v", out, err)
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
// tables may use is refused at once, as a board's count is: no line of it counted.
func TestTableOutOfReach(t *testing.T) {
	cfg := Config{Rows: 7, Cols: 40, Mem: parseMem(t, "64MB"), Table: &Table{Width: 7, From: 1, To: 40}, Convention: Convention{Closed: true}}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out, errOut bytes.Buffer
	err := Run(ctx, cfg, &list{qs: []int{0}}, Env{Stdout: &out, Stderr: &errOut, memory: noMachine})
	want := "the 7xn table, n = 1..40 (closed tours, directed): out of reach: its tables would hold about "
	if err == nil || !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), "more than the 48.0 MB they may use") || out.Len() > 0 {
		t.Errorf("%q, %v; want nothing and an error starting %q", out.String(), err, want)
	}
}

// TestTableMeter checks a table's progress as the reports read it, on a fake clock:
// the columns passed, the states and the memory then, and a time left from the model
// that falls as the columns pass, rough until the states have grown.
func TestTableMeter(t *testing.T) {
	now := time.Unix(0, 0)
	m := newTableMeter(count.TableModel{Width: 6, Length: 12}, func() time.Time { return now })
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
