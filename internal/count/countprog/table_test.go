package countprog

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/knightstour/knightstour/internal/count"
)

// TestTable checks each line of tables by every convention against the count program's
// own answer to query 0 on that board, which checkCounts checks against the brute
// force: the table and the single boards agree, by rows and by columns.
func TestTable(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  Config
	}{
		{"3xn", Config{}},
		{"4xn open", Config{Convention: Convention{Open: true}}},
		{"4xn undirected", Config{Convention: Convention{Undirected: true}}},
		{"3xn open undirected", Config{Convention: Convention{Open: true, Undirected: true}}},
		{"5xn closed", Config{Convention: Convention{Closed: true}}},
		{"5xn closed undirected", Config{Convention: Convention{Closed: true, Undirected: true}}},
		{"nx4 by rows", Config{Convention: Convention{Undirected: true}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var width, from, to int
			fmt.Sscanf(tc.name[:1], "%d", &width)
			byRows := strings.HasPrefix(tc.name, "nx")
			if byRows {
				width = 4
			}
			from, to = 2, 30/width
			cfg := tc.cfg
			cfg.Table = &Table{Width: width, From: from, To: to, ByRows: byRows}
			cfg.Rows, cfg.Cols = width, to
			out, _, err := runCount(t, cfg, []int{0}, Env{})
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if len(lines) != to-from+1 {
				t.Fatalf("%d lines, want %d:\n%s", len(lines), to-from+1, out)
			}
			for i, line := range lines {
				n := from + i
				board := cfg
				board.Table, board.Rows, board.Cols = nil, width, n
				if byRows {
					board.Rows, board.Cols = n, width
				}
				want, _, err := runCount(t, board, []int{0}, Env{})
				if err != nil {
					t.Fatal(err)
				}
				checkCounts(t, board, []int{0}, want)
				if wantLine := fmt.Sprintf("%d %s", n, want); line+"\n" != wantLine {
					t.Errorf("line %q, want %q", line, strings.TrimSuffix(wantLine, "\n"))
				}
			}
		})
	}
}

// TestTableForms checks the plain column against the b-file lines, a table asked for
// twice, and a square as a query, which a table refuses after the answers before it.
func TestTableForms(t *testing.T) {
	cfg := Config{Rows: 5, Cols: 8, Table: &Table{Width: 5, From: 5, To: 8}, Convention: Convention{Closed: true, Undirected: true}}
	bfile, _, err := runCount(t, cfg, []int{0}, Env{})
	if err != nil {
		t.Fatal(err)
	}
	var column strings.Builder
	for _, line := range strings.Split(strings.TrimSuffix(bfile, "\n"), "\n") {
		_, a, _ := strings.Cut(line, " ")
		column.WriteString(a + "\n")
	}
	cfg.Table.Form = Column
	out, _, err := runCount(t, cfg, []int{0, 0}, Env{})
	if want := column.String() + column.String(); err != nil || out != want {
		t.Errorf("the column twice: %q, %v; want %q", out, err, want)
	}
	out, _, err = runCount(t, cfg, []int{0, 3, 0}, Env{})
	if err == nil || !strings.Contains(err.Error(), "query 3: a table counts the tours from every start") || out != column.String() {
		t.Errorf("a square: %q, %v; want the first table, then an error naming the query", out, err)
	}
}

// TestTableRefused checks the tables that Check refuses.
func TestTableRefused(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  Config
		want string
	}{
		{"too wide", Config{Table: &Table{Width: 12, From: 1, To: 12}}, "the shorter side may be at most 11"},
		{"first cells too wide", Config{Table: &Table{Width: 12, From: 1, To: 30, Cells: true}}, "at most 11 wide"},
		{"wide in parts", Config{Part: 1, Parts: 2, Rounds: &Rounds{}, Table: &Table{Width: 8, From: 1, To: 9}}, "a board at a time, whole"},
		{"backwards", Config{Table: &Table{Width: 5, From: 4, To: 3}}, "1 <= A <= B"},
		{"end", Config{End: 2, Table: &Table{Width: 5, From: 1, To: 3}}, "no end"},
		{"open closed", Config{Table: &Table{Width: 5, From: 1, To: 3}, Convention: Convention{Open: true, Closed: true}}, "exclude each other"},
		{"parts without a folder", Config{Part: 1, Parts: 2, Table: &Table{Width: 5, From: 1, To: 3}}, "part 1 of 2: a count in parts is counted in rounds through a folder the parts share (-dir)"},
		{"a part not of the parts", Config{Part: 3, Parts: 2, Rounds: &Rounds{}, Table: &Table{Width: 5, From: 1, To: 3}}, "part 3 of 2: want 1 <= K <= N"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.cfg.Check(); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Check: %v, want an error saying %q", err, tc.want)
			}
		})
	}
}

// TestTableCases checks the tables in the repository's cases/ (table-NAME.txt read with
// the flags of table-NAME.flags, which the program's end-to-end test runs against
// table-NAME.golden): Run writes exactly the golden lines, and each is the count
// program's own count of that board, which checkCounts checks by the brute force.
func TestTableCases(t *testing.T) {
	flagFiles, err := filepath.Glob(filepath.Join("..", "..", "..", "cases", "table-*.flags"))
	if err != nil || len(flagFiles) == 0 {
		t.Fatalf("no tables in cases/: %v", err)
	}
	for _, ff := range flagFiles {
		base := strings.TrimSuffix(ff, ".flags")
		t.Run(filepath.Base(base), func(t *testing.T) {
			cfg := readTableCase(t, ff)
			golden, err := os.ReadFile(base + ".golden")
			if err != nil {
				t.Fatal(err)
			}
			out, _, err := runCount(t, cfg, []int{0}, Env{})
			if err != nil || out != string(golden) {
				t.Fatalf("%v; stdout %q, want %q", err, out, golden)
			}
			for i, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
				board := cfg
				board.Table, board.Rows, board.Cols = nil, cfg.Table.Width, cfg.Table.From+i
				if cfg.Table.ByRows {
					board.Rows, board.Cols = board.Cols, board.Rows
				}
				want, _, err := runCount(t, board, []int{0}, Env{})
				if err != nil {
					t.Fatal(err)
				}
				checkCounts(t, board, []int{0}, want)
				if line != fmt.Sprintf("%d %s", cfg.Table.From+i, strings.TrimSuffix(want, "\n")) {
					t.Errorf("line %q, the board's count %q", line, want)
				}
			}
		})
	}
}

// readTableCase reads the flags of a table case: -count, -closed, -open, -undirected,
// and -rows and -cols, one of them a range A..B.
func readTableCase(t *testing.T, name string) Config {
	t.Helper()
	flags, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var cfg Config
	var rows, cols string
	fs := flag.NewFlagSet("case", flag.ContinueOnError)
	fs.Bool("count", false, "")
	fs.BoolVar(&cfg.Closed, "closed", false, "")
	fs.BoolVar(&cfg.Open, "open", false, "")
	fs.BoolVar(&cfg.Undirected, "undirected", false, "")
	fs.StringVar(&rows, "rows", "", "")
	fs.StringVar(&cols, "cols", "", "")
	if err := fs.Parse(strings.Fields(string(flags))); err != nil {
		t.Fatal(err)
	}
	tbl := &Table{ByRows: strings.Contains(rows, "..")}
	width, lengths := rows, cols
	if tbl.ByRows {
		width, lengths = cols, rows
	}
	from, to, _ := strings.Cut(lengths, "..")
	for _, f := range []struct {
		s string
		n *int
	}{{width, &tbl.Width}, {from, &tbl.From}, {to, &tbl.To}} {
		if *f.n, err = strconv.Atoi(f.s); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	cfg.Table, cfg.Rows, cfg.Cols = tbl, tbl.Width, tbl.To
	return cfg
}

// TestTableInterrupted cancels a table, of lengths or of the first cells, as its count
// begins (the query read): the error says which table stopped, wraps context.Canceled
// and the cause, and no line is printed.
func TestTableInterrupted(t *testing.T) {
	for _, tc := range []struct {
		table Table
		want  string
	}{
		{Table{Width: 5, From: 1, To: 8}, "interrupted: the 5xn table, n = 1..8 stopped after "},
		{Table{Width: 5, From: 1, To: 40, Cells: true}, "interrupted: the first 1..40 cells of 5-row boards stopped after "},
	} {
		t.Run(tc.want, func(t *testing.T) {
			ctx, cancel := context.WithCancelCause(context.Background())
			defer cancel(nil)
			tbl := tc.table
			cfg := Config{Rows: 5, Cols: 8, Table: &tbl}
			var out bytes.Buffer
			err := Run(ctx, cfg, &list{qs: []int{0}}, Env{Stdout: &out, Stderr: io.Discard, memory: noMachine, counted: func() { cancel(errSignal) }})
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) ||
				!errors.Is(err, context.Canceled) || !errors.Is(err, errSignal) || out.Len() != 0 {
				t.Errorf("Run: %v, stdout %q", err, out.String())
			}
		})
	}
}

// cancelOnLine is a writer that cancels its context once it has written the line last.
type cancelOnLine struct {
	bytes.Buffer
	last   string
	cancel context.CancelCauseFunc
}

func (w *cancelOnLine) Write(p []byte) (int, error) { return w.WriteString(string(p)) }

func (w *cancelOnLine) WriteString(s string) (int, error) {
	n, err := w.Buffer.WriteString(s)
	if s == w.last {
		w.cancel(errSignal)
	}
	return n, err
}

// TestTableInterruptedAfter cancels a table once its last line is written: every line
// is out and the table is done, so Run reports no interruption of it; the signal came
// after it, while Run waited for its next query or found the list's end.
func TestTableInterruptedAfter(t *testing.T) {
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	cfg := Config{Rows: 3, Cols: 4, Table: &Table{Width: 3, From: 1, To: 4, Form: Column}}
	out := &cancelOnLine{last: "16\n", cancel: cancel}
	err := Run(ctx, cfg, &list{qs: []int{0}}, Env{Stdout: out, Stderr: io.Discard, memory: noMachine})
	if err != nil && err.Error() != "interrupted while waiting for a query" || out.String() != "0\n0\n0\n16\n" {
		t.Errorf("Run: %v, stdout %q", err, out.String())
	}
}

// TestTableMemory checks that a table whose tables pass -mem within a column stops
// there with ErrTooBig, saying the board it did not finish: the 6xn closed table's
// fourth column grows them from 1.4 MB to 18 MB, past 12 MB (three quarters of 16 MB,
// above the estimate's least, 8.9 MB, so that the table is not refused at once).
func TestTableMemory(t *testing.T) {
	cfg := Config{Rows: 6, Cols: 4, Mem: parseMem(t, "16MB"), Table: &Table{Width: 6, From: 1, To: 4}, Convention: Convention{Closed: true}}
	out, _, err := runCount(t, cfg, []int{0}, Env{})
	want := "the 6xn table, n = 1..4: the count needs more memory than allowed: its tables would hold "
	if !errors.Is(err, count.ErrTooBig) || !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), "before 6x4 is done, more than the 12.0 MB they may use") {
		t.Errorf("%v, want an error beginning %q, stopped before 6x4 is done", err, want)
	}
	if lines := strings.Count(out, "\n"); lines != 3 {
		t.Errorf("%d lines before the error, want 3 (6x1..6x3):\n%s", lines, out)
	}
}
