package countprog

import (
	"flag"
	"fmt"
	"testing"
)

// parseFlags reads a command line of the count program as the entry does: -rows,
// -cols, -closed and -method the entry's, the rest Flags's own.
func parseFlags(t *testing.T, args ...string) *Flags {
	t.Helper()
	var f Flags
	fs := flag.NewFlagSet("knightstour", flag.ContinueOnError)
	rows, cols := fs.String("rows", "8", ""), fs.String("cols", "8", "")
	fs.String("method", "auto", "")
	fs.BoolVar(&f.Closed, "closed", false, "")
	f.Define(fs)
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	var err error
	if f.Rows, err = ParseLengths("-rows", *rows); err != nil {
		t.Fatal(err)
	}
	if f.Cols, err = ParseLengths("-cols", *cols); err != nil {
		t.Fatal(err)
	}
	return &f
}

// TestFlagsConfig checks what Flags.Config makes of the count program's command line,
// and which combinations of flags it refuses, before any count.
func TestFlagsConfig(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string // the Config in short
		err  string
	}{
		{[]string{"-rows", "5", "-cols", "6", "-end", "30", "-method", "dfs"}, "5x6 end 30 method dfs", ""},
		{[]string{"-rows", "5", "-cols", "6", "-open", "-undirected", "-v"}, "5x6 {Closed:false Open:true Undirected:true} verbose", ""},
		{[]string{"-rows", "5", "-cols", "1..30", "-table", "column"}, "5x30 table {Width:5 From:1 To:30 ByRows:false Form:column Cells:false GenFunc: Mod:0}", ""},
		{[]string{"-rows", "2..9", "-cols", "4"}, "9x4 table {Width:4 From:2 To:9 ByRows:true Form:bfile Cells:false GenFunc: Mod:0}", ""},
		{[]string{"-rows", "6", "-cols", "6", "-part", "2/3", "-dir", "d", "-round", "4"}, "6x6 part 2/3 round &{Round:4 Plan:false}", ""},
		{[]string{"-rows", "3", "-cols", "4", "-end", "13"}, "", `-end "13": want a square of the 3x4 board, 1..12`},
		{[]string{"-method", "construct"}, "", `-method "construct": want auto, dfs or scan (with -count)`},
		{[]string{"-table", "bfile"}, "", "-table goes with a table: a range of lengths, as in -rows 5 -cols 1..30"},
		{[]string{"-rows", "3", "-cols", "1..4", "-end", "1"}, "", "-end does not go with a table (a range of lengths)"},
		{[]string{"-rows", "8", "-cols", "8", "-each", "-undirected"}, "8x8 {Closed:false Open:false Undirected:true} each", ""},
		{[]string{"-rows", "3", "-cols", "1..4", "-each"}, "", "-each does not go with a table (a range of lengths): it answers a board's query 0 with the tours from each square"},
		{[]string{"-rows", "5", "-cells", "1..10", "-each"}, "", "-each does not go with -cells (a table of the first cells)"},
		{[]string{"-rows", "6", "-cols", "6", "-each", "-part", "2/3", "-dir", "d"}, "", "-count: -each in parts: count the squares' queries, 1..rows·cols, in parts"},
		{[]string{"-rows", "3", "-cols", "1..4", "-method", "dfs"}, "", "-method does not go with a table (a range of lengths)"},
		{[]string{"-rows", "03..4", "-cols", "1..4"}, "", "-rows 03..4 -cols 1..4: a table has one side fixed, the other a range"},
		{[]string{"-round", "1"}, "", "-round goes with -dir"},
		{[]string{"-dir", "d"}, "", "-part and -dir go together: part K/N of a count in rounds, through the folder DIR"},
		{[]string{"-cols", "1..4", "-table", "genfunc"}, "", "-count: -table genfunc of a 8-wide table: the terms modulo primes come from the scan's linear map, learnt on tables at most 7 wide; the width is -rows' default, 8: give it, as in -rows 5 -cols 1..30"},
		{[]string{"-rows", "12", "-cols", "1..4"}, "12x4 table {Width:12 From:1 To:4 ByRows:false Form:bfile Cells:false GenFunc: Mod:0}", ""},
		{[]string{"-rows", "12", "-cols", "1..12"}, "", "-count: the 12xn table, n = 1..12, a board at a time: its longest board: 12x12 board is too wide to count: the shorter side may be at most 11"},
		{[]string{"-rows", "8", "-cols", "1..3000000", "-from", "f.gf"}, "8x3000000 table {Width:8 From:1 To:3000000 ByRows:false Form:bfile Cells:false GenFunc:f.gf Mod:0}", ""},
		{[]string{"-rows", "8", "-cols", "1..9", "-part", "1/2", "-dir", "d"}, "", "-count: a table of 8-wide boards is counted a board at a time, whole: count one board in parts (-rows R -cols C with -part and -dir)"},
		{[]string{"-rows", "8", "-cols", "1..4"}, "8x4 table {Width:8 From:1 To:4 ByRows:false Form:bfile Cells:false GenFunc: Mod:0}", ""},
		{[]string{"-open", "-closed"}, "", "-count: -open and -closed exclude each other: strictly open tours are the ones that do not close"},
		{[]string{"-rows", "5", "-cells", "1..160", "-undirected"}, "5x32 {Closed:false Open:false Undirected:true} table {Width:5 From:1 To:160 ByRows:false Form:bfile Cells:true GenFunc: Mod:0}", ""},
		{[]string{"-rows", "7", "-cells", "30", "-table", "column"}, "7x5 table {Width:7 From:30 To:30 ByRows:false Form:column Cells:true GenFunc: Mod:0}", ""},
		{[]string{"-rows", "5", "-cols", "3", "-cells", "1..15"}, "", "-cols does not go with -cells: the board of the first K cells of N-row boards (-rows N) has ceil(K/N) columns, the last partly filled"},
		{[]string{"-rows", "5..6", "-cells", "1..15"}, "", "-rows 5..6 -cells 1..15: the boards of the first cells have one height, -rows N"},
		{[]string{"-rows", "5", "-cells", "1..15", "-mod", "7"}, "", "-count: -mod with -cells: a table of the first cells is printed exact only"},
		{[]string{"-rows", "5", "-cells", "1..15", "-from", "f.gf"}, "", "-count: a table of the first cells has no generating function here (-table genfunc and -from go with -rows N -cols A..B)"},
		{[]string{"-rows", "5", "-cells", "0..15"}, "", `-cells "0..15": want N, or a range A..B of whole numbers with 1 <= A <= B, as in 1..30`},
		{[]string{"-rows", "5", "-cells", "1..15", "-end", "3"}, "", "-end does not go with -cells (a table of the first cells)"},
		{[]string{"-rows", "5", "-cells", "1..15", "-method", "dfs"}, "", "-method does not go with -cells (a table of the first cells)"},
		{[]string{"-rows", "12", "-cells", "1..15"}, "", "-count: a table of the first cells of 12-row boards: it scans boards at most 11 wide"},
		{[]string{"-rows", "5", "-cols", "1..4000", "-table", "genfunc", "-closed"}, "5x4000 {Closed:true Open:false Undirected:false} table {Width:5 From:1 To:4000 ByRows:false Form:genfunc Cells:false GenFunc: Mod:0}", ""},
		{[]string{"-rows", "5", "-cols", "1000000", "-from", "f.gf", "-mod", "1000000007"}, "5x1000000 table {Width:5 From:1000000 To:1000000 ByRows:false Form:bfile Cells:false GenFunc:f.gf Mod:1000000007}", ""},
		{[]string{"-rows", "9", "-cols", "1..10", "-from", "f.gf"}, "9x10 table {Width:9 From:1 To:10 ByRows:false Form:bfile Cells:false GenFunc:f.gf Mod:0}", ""},
		{[]string{"-rows", "5", "-cols", "7", "-mod", "3"}, "", "-mod goes with a table: its lines modulo P, as -rows 5 -cols 1..30 -mod P scans them or -from reads them"},
		{[]string{"-rows", "5", "-cols", "1..7", "-mod", "3"}, "5x7 table {Width:5 From:1 To:7 ByRows:false Form:bfile Cells:false GenFunc: Mod:3}", ""},
		{[]string{"-rows", "5", "-cols", "1..7", "-mod", "1"}, "", `-mod "1": want a modulus 2..2^60-1 (with -from, 2..9223372036854775807): value out of range`},
		{[]string{"-rows", "5", "-cols", "1..7", "-from", "f.gf", "-mod", "1"}, "", `-mod "1": want a modulus 2..9223372036854775807: value out of range`},
		{[]string{"-rows", "5", "-cols", "1..7", "-from", "f.gf", "-mod", "9223372036854775808"}, "", `-mod "9223372036854775808": want a modulus 2..9223372036854775807: value out of range`},
		{[]string{"-rows", "5", "-cols", "1..7", "-from", ""}, "", `-from "": want the file of a generating function`},
		{[]string{"-rows", "5", "-cols", "1..7", "-from", "f.gf", "-table", "genfunc"}, "", "-count: -from with -table genfunc: -from reads a generating function, -table genfunc finds one"},
		{[]string{"-rows", "5", "-cells", "1..15", "-table", "genfunc"}, "", "-count: a table of the first cells has no generating function here (-table genfunc and -from go with -rows N -cols A..B)"},
		{[]string{"-rows", "5", "-cols", "1..7", "-table", "genfunc", "-part", "1/2", "-dir", "d"}, "", "-count: a generating function is found or read whole: drop -part and -dir"},
		{[]string{"-rows", "5", "-cells", "1..15", "-part", "1/2", "-dir", "d"}, "", "-count: -cells in parts: a table of the first cells is counted whole (its scan keeps a state and its mirror image apart, which the parts' rounds do not); drop -part and -dir"},
	} {
		t.Run(fmt.Sprint(tc.args), func(t *testing.T) {
			cfg, err := parseFlags(t, tc.args...).Config()
			if fmt.Sprint(err) != tc.err && !(err == nil && tc.err == "") {
				t.Fatalf("%v, want %q", err, tc.err)
			}
			if err == nil && short(cfg) != tc.want {
				t.Errorf("%s, want %s", short(cfg), tc.want)
			}
		})
	}
}

// short says in short what cfg asks for, for TestFlagsConfig.
func short(cfg *Config) string {
	s := fmt.Sprintf("%dx%d", cfg.Rows, cfg.Cols)
	if cfg.Convention != (Convention{}) {
		s += fmt.Sprintf(" %+v", cfg.Convention)
	}
	if cfg.Verbose {
		s += " verbose"
	}
	if cfg.Each {
		s += " each"
	}
	if cfg.End > 0 {
		s += fmt.Sprintf(" end %d", cfg.End)
	}
	if cfg.Method != 0 {
		s += fmt.Sprintf(" method %v", cfg.Method)
	}
	if cfg.Table != nil {
		s += fmt.Sprintf(" table %+v", *cfg.Table)
	}
	if cfg.Rounds != nil {
		s += fmt.Sprintf(" part %d/%d round %+v", cfg.Part, cfg.Parts, cfg.Rounds)
	}
	return s
}

// TestFlagsGiven checks which of the count program's own flags a command line without
// -count is refused for, and -dir's value.
func TestFlagsGiven(t *testing.T) {
	for _, tc := range []struct {
		args       []string
		given, dir string
		tableGiven bool
	}{
		{nil, "", "", false},
		{[]string{"-table", "column"}, "", "", true},
		{[]string{"-undirected", "-end", "3"}, "end", "", false},
		{[]string{"-dir", "d", "-v"}, "v", "d", false},
	} {
		f := parseFlags(t, tc.args...)
		if f.Given() != tc.given || f.Dir() != tc.dir || f.TableGiven() != tc.tableGiven {
			t.Errorf("%q: Given %q, Dir %q, TableGiven %v; want %q, %q, %v", tc.args, f.Given(), f.Dir(), f.TableGiven(), tc.given, tc.dir, tc.tableGiven)
		}
	}
}
