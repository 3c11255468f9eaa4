package countprog

import (
	"fmt"
	"testing"
)

// TestFlagsConfig checks what Flags.Config makes of the count program's command line,
// and which combinations of flags it refuses, before any count.
func TestFlagsConfig(t *testing.T) {
	s := func(v string) *string { return &v }
	lengths := func(v string) Lengths {
		l, err := ParseLengths("-x", v)
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
	for _, tc := range []struct {
		name string
		f    Flags
		want string // the Config, %+v, with its Table
		err  string
	}{
		{"board", Flags{Rows: lengths("5"), Cols: lengths("6"), End: s("30"), Method: s("dfs")},
			"5x6 end 30 method dfs", ""},
		{"table", Flags{Rows: lengths("5"), Cols: lengths("1..30"), RowsGiven: true, Table: s("column")},
			"5x30 table {Width:5 From:1 To:30 ByRows:false Form:column}", ""},
		{"table by rows", Flags{Rows: lengths("2..9"), Cols: lengths("4")},
			"9x4 table {Width:4 From:2 To:9 ByRows:true Form:bfile}", ""},
		{"in rounds", Flags{Rows: lengths("6"), Cols: lengths("6"), Part: s("2/3"), Dir: s("d"), Round: s("4")},
			"6x6 part 2/3 round &{Round:4 Plan:false}", ""},
		{"end off the board", Flags{Rows: lengths("3"), Cols: lengths("4"), End: s("13")}, "", `-end "13": want a square of the 3x4 board, 1..12`},
		{"method", Flags{Rows: lengths("3"), Cols: lengths("4"), Method: s("construct")}, "", `-method "construct": want auto, dfs or scan (with -count)`},
		{"table form without a table", Flags{Rows: lengths("3"), Cols: lengths("4"), Table: s("bfile")}, "", "-table goes with a table: a range of lengths, as in -rows 5 -cols 1..30"},
		{"end with a table", Flags{Rows: lengths("3"), Cols: lengths("1..4"), End: s("1")}, "", "-end does not go with a table (a range of lengths)"},
		{"two ranges", Flags{Rows: lengths("03..4"), Cols: lengths("1..4")}, "", "-rows 03..4 -cols 1..4: a table has one side fixed, the other a range"},
		{"round without dir", Flags{Rows: lengths("3"), Cols: lengths("4"), Round: s("1")}, "", "-round goes with -dir"},
		{"dir without part", Flags{Rows: lengths("3"), Cols: lengths("4"), Dir: s("d")}, "", "-part and -dir go together: part K/N of a count in rounds, through the folder DIR"},
		{"table too wide", Flags{Rows: lengths("8"), Cols: lengths("1..4")}, "",
			"-count: a table of 8-wide boards: a table scans boards at most 7 wide (count the boards one at a time); the width is -rows' default, 8: give it, as in -rows 5 -cols 1..30"},
		{"open and closed", Flags{Rows: lengths("5"), Cols: lengths("5"), Convention: Convention{Closed: true, Open: true}}, "",
			"-count: -open and -closed exclude each other: strictly open tours are the ones that do not close"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := tc.f.Config()
			if fmt.Sprint(err) != tc.err && !(err == nil && tc.err == "") {
				t.Fatalf("%v, want %q", err, tc.err)
			}
			if err != nil {
				return
			}
			got := fmt.Sprintf("%dx%d", cfg.Rows, cfg.Cols)
			if cfg.End > 0 {
				got += fmt.Sprintf(" end %d", cfg.End)
			}
			if cfg.Method != 0 {
				got += fmt.Sprintf(" method %v", cfg.Method)
			}
			if cfg.Table != nil {
				got += fmt.Sprintf(" table %+v", *cfg.Table)
			}
			if cfg.Rounds != nil {
				got += fmt.Sprintf(" part %d/%d round %+v", cfg.Part, cfg.Parts, cfg.Rounds)
			}
			if got != tc.want {
				t.Errorf("%s, want %s", got, tc.want)
			}
		})
	}
}
