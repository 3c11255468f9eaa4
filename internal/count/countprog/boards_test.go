package countprog

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
)

// TestTableByBoards checks tables past scanWidth, counted a board at a time, against
// the scanned tables of the other side: line n of the 8-wide table is line 8 of the
// n-wide table (the n×8 board is the 8×n board turned), by every convention, by rows
// and by columns, in both forms.
func TestTableByBoards(t *testing.T) {
	const wide, from = scanWidth + 1, 2
	for _, tc := range []struct {
		name   string
		conv   Convention
		byRows bool
		form   TableForm
		to     int // the paths of 5x8 take 2 s, its cycles 0.1 s
	}{
		{"every tour", Convention{}, false, BFile, 4},
		{"undirected by rows", Convention{Undirected: true}, true, BFile, 4},
		{"strictly open", Convention{Open: true}, false, Column, 4},
		{"closed undirected", Convention{Closed: true, Undirected: true}, false, BFile, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			to := tc.to
			cfg := Config{Convention: tc.conv, Rows: wide, Cols: to, Table: &Table{Width: wide, From: from, To: to, ByRows: tc.byRows, Form: tc.form}}
			got, _, err := runCount(t, cfg, []int{0}, Env{})
			if err != nil {
				t.Fatal(err)
			}
			var want strings.Builder
			for n := from; n <= to; n++ {
				narrow := Config{Convention: tc.conv, Rows: n, Cols: wide, Table: &Table{Width: n, From: wide, To: wide, Form: Column}}
				line, _, err := runCount(t, narrow, []int{0}, Env{})
				if err != nil {
					t.Fatal(err)
				}
				if tc.form == BFile {
					fmt.Fprint(&want, n, " ")
				}
				want.WriteString(line)
			}
			if got != want.String() {
				t.Errorf("the %d-wide table by boards:\n%s\nwant, from the narrow tables:\n%s", wide, got, want.String())
			}
		})
	}
}

// TestTableByBoardsVerbose checks that -v says that the table goes a board at a time.
func TestTableByBoardsVerbose(t *testing.T) {
	cfg := Config{Verbose: true, Rows: 9, Cols: 3, Table: &Table{Width: 9, From: 3, To: 3}}
	out, errOut, err := runCount(t, cfg, []int{0}, Env{})
	if err != nil {
		t.Fatal(err)
	}
	if want := "the 9xn table, n = 3..3 (every tour, directed): a board at a time"; !strings.Contains(errOut, want) {
		t.Errorf("stderr %q, want it to say %q", errOut, want)
	}
	if !strings.HasPrefix(out, "3 ") {
		t.Errorf("stdout %q, want the line of 3", out)
	}
}

// TestTableByBoardsInterrupted cancels a table counted a board at a time once its
// third line is out: the error names the table and the board it stopped in, wraps
// context.Canceled and the cause, and the lines before it are printed.
func TestTableByBoardsInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	cfg := Config{Rows: 8, Cols: 5, Table: &Table{Width: 8, From: 1, To: 5}, Convention: Convention{Undirected: true}}
	out := &cancelOnLine{last: "3 396\n", cancel: cancel}
	err := Run(ctx, cfg, &list{qs: []int{0}}, Env{Stdout: out, Stderr: io.Discard, memory: noMachine})
	want := "interrupted: the 8xn table, n = 1..5 stopped in its board 8x4, the lines before it printed"
	if err == nil || err.Error() != want || !errors.Is(err, context.Canceled) || !errors.Is(err, errSignal) || out.String() != "1 0\n2 0\n3 396\n" {
		t.Errorf("Run: %v, stdout %q; want %q", err, out.String(), want)
	}
}

// TestTableByBoardsOutOfReach checks that a table counted a board at a time whose
// longest board with tours is beyond the cap is refused before its first line, and
// that one within it counts.
func TestTableByBoardsOutOfReach(t *testing.T) {
	for _, tc := range []struct {
		table Table
		mem   string
		want  string
	}{
		{Table{Width: 9, From: 1, To: 12}, "100MB", "the 9xn table, n = 1..12, a board at a time: 9x12 every square: out of reach"},
		{Table{Width: 9, From: 1, To: 3}, "100MB", ""},
	} {
		cfg := Config{Rows: 9, Cols: tc.table.To, Table: &tc.table, Mem: parseMem(t, tc.mem), Convention: Convention{Closed: true}}
		out, _, err := runCount(t, cfg, []int{0}, Env{})
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.table.name(), err)
		case tc.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.want) || out != ""):
			t.Errorf("%s: %v, stdout %q; want %q and no line", tc.table.name(), err, out, tc.want)
		}
	}
}
