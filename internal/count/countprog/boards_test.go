package countprog

import (
	"fmt"
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

// TestNumbered checks the prefix before each line, however the lines are written.
func TestNumbered(t *testing.T) {
	for _, tc := range []struct {
		writes []string
		want   string
	}{
		{[]string{"12\n"}, "7 12\n"},
		{[]string{"1", "2\n3\n"}, "7 12\n7 3\n"},
		{[]string{"", "0\n", "4"}, "7 0\n7 4"},
	} {
		var b strings.Builder
		w := &numbered{w: &b, prefix: "7 "}
		for _, s := range tc.writes {
			if n, err := w.Write([]byte(s)); err != nil || n != len(s) {
				t.Fatalf("Write(%q) = %d, %v", s, n, err)
			}
		}
		if b.String() != tc.want {
			t.Errorf("%q: %q, want %q", tc.writes, b.String(), tc.want)
		}
	}
}
