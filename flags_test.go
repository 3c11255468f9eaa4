package main

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"
)

// TestHelp checks that -h (-help, --help), wherever it is on the command line, prints
// the usage to stdout, with the value names of the flags and the exit status, and
// exits 0 without reading a query.
func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"-h"}, {"-help"}, {"--help"}, {"-count", "-rows", "5", "-h"}} {
		args := args // go 1.21: one args for the whole loop, and the subtests run after it
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			t.Parallel()
			out, stderr, code := runMain(t, "1\n", args...)
			if code != 0 || stderr != "" {
				t.Fatalf("exit %d, stderr %q; want 0 and nothing on stderr", code, stderr)
			}
			if !strings.HasPrefix(out, "usage: knightstour [flags] < starts\n") {
				t.Errorf("stdout does not start with the usage line:\n%s", out)
			}
			for _, want := range []string{"-rows N", "-cols N", "-budget N", "-method M", "-format F", "-o DIR", "-version", "-mem SIZE", "-part K/N", "-dir DIR", "-round R", "-seed N", "Exit status:", "  2  a bad command line"} {
				if !strings.Contains(out, want) {
					t.Errorf("usage lacks %q:\n%s", want, out)
				}
			}
		})
	}
}

// TestUsageFile checks that docs/usage.txt lists every flag as the flag set describes
// it in full (flagLong's descriptions), between its "Flags:" and "Exit status:"
// lines; after a change to a flag, go test -run TestUsageFile -update writes the list
// again (the text around it is the file's own).
func TestUsageFile(t *testing.T) {
	file, err := os.ReadFile(filepath.Join("docs", "usage.txt"))
	if err != nil {
		t.Fatal(err)
	}
	head, rest, ok1 := strings.Cut(string(file), usageFlags)
	_, tail, ok2 := strings.Cut(rest, "\nExit status:\n")
	if !ok1 || !ok2 {
		t.Fatalf("docs/usage.txt has no %q or no \"Exit status:\" line", usageFlags)
	}
	fs := newFlagSet(&flagValues{})
	long := flagLong()
	fs.VisitAll(func(f *flag.Flag) { f.Usage = long[f.Name] })
	var out bytes.Buffer
	fs.SetOutput(&out)
	fs.PrintDefaults()
	g := goldie.New(t, goldie.WithFixtureDir("docs"), goldie.WithNameSuffix(".txt"))
	g.Assert(t, "usage", []byte(head+usageFlags+out.String()+"\nExit status:\n"+tail))
}

// TestHelpShort checks that every line -h prints is at most 80 columns wide (a tab
// taken to the next multiple of 8), and that each flag's short and long descriptions
// name its value alike: -h is docs/usage.txt in short.
func TestHelpShort(t *testing.T) {
	var out bytes.Buffer
	if _, err := parseFlags([]string{"-h"}, &out); !errors.Is(err, flag.ErrHelp) {
		t.Fatalf("-h: %v, want flag.ErrHelp", err)
	}
	for i, line := range strings.Split(out.String(), "\n") {
		if n := columns(line); n > 80 {
			t.Errorf("-h line %d is %d columns wide, more than 80:\n%s", i+1, n, line)
		}
	}
	help := flagLong()
	fs := newFlagSet(&flagValues{})
	fs.VisitAll(func(f *flag.Flag) {
		h, ok := help[f.Name]
		short, _ := flag.UnquoteUsage(f)
		long, _ := flag.UnquoteUsage(&flag.Flag{Name: f.Name, Usage: h, Value: f.Value})
		if !ok || h == "" || f.Usage == "" || short != long {
			t.Errorf("-%s: the short help names its value %q, the long one %q", f.Name, short, long)
		}
		delete(help, f.Name)
	})
	for name := range help {
		t.Errorf("flagLong describes -%s, which is no flag", name)
	}
}

// TestColumns checks how TestHelpShort measures a line.
func TestColumns(t *testing.T) {
	for _, tc := range []struct {
		line string
		want int
	}{{"", 0}, {"abc", 3}, {"\tx", 9}, {"    \tx", 9}, {"ab\tc\td", 17}, {"a×b", 3}} {
		if got := columns(tc.line); got != tc.want {
			t.Errorf("columns(%q) = %d, want %d", tc.line, got, tc.want)
		}
	}
}

// columns is how many columns a terminal takes to show line: a tab takes it to the next
// multiple of 8, any other character one.
func columns(line string) int {
	n := 0
	for _, r := range line {
		if r == '\t' {
			n = n/8*8 + 8
			continue
		}
		n++
	}
	return n
}

// TestFlagPackageErrors checks what the flag package refuses: an unknown flag, a flag
// without its value, a bad boolean or number. Status 2, and on stderr only what is
// wrong and where the usage is, not the whole usage.
func TestFlagPackageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"-nope"}, "flag provided but not defined: -nope"},
		{[]string{"-closed=maybe"}, `invalid boolean value "maybe" for -closed: parse error`},
		{[]string{"-rows"}, "flag needs an argument: -rows"},
		{[]string{"-count", "-end"}, "flag needs an argument: -end"},
		{[]string{"-budget", "-1"}, `invalid value "-1" for flag -budget: want decimal digits only`},
		// One reading of numbers, the judge's and package.sh's: digits only, no sign, no 0x.
		{[]string{"-budget", "+5"}, `invalid value "+5" for flag -budget: want decimal digits only`},
		{[]string{"-budget", "0x10"}, `invalid value "0x10" for flag -budget: want decimal digits only`},
	} {
		tc := tc // go 1.21: one tc for the whole loop, and the subtests run after it
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			t.Parallel()
			out, stderr, code := runMain(t, "1\n", tc.args...)
			if want := "knightstour: " + tc.msg + "\nrun 'knightstour -h' for usage\n"; code != 2 || out != "" || stderr != want {
				t.Errorf("exit %d, stdout %q, stderr %q; want 2, nothing, %q", code, out, stderr, want)
			}
		})
	}
}

// TestVersion checks that -version prints one line naming the program and the Go
// release, and answers no query.
func TestVersion(t *testing.T) {
	out, stderr, code := runMain(t, "1\n", "-version")
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	if !regexp.MustCompile(`^knightstour (\(devel\)|[0-9a-f]{12}(\+dirty)?|v[0-9]\S*) go[0-9]\S*\n$`).MatchString(out) {
		t.Errorf("-version printed %q, want \"knightstour VERSION GOVERSION\\n\"", out)
	}
}

// TestBadFlags checks that a bad value of a flag is refused with status 2 before any
// work, with a message that names the flag and the value.
func TestBadFlags(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		msg  string // part of stderr
	}{
		{"argument", []string{"input.txt"}, `unexpected argument "input.txt"`},
		{"zero rows", []string{"-rows", "0"}, `knightstour: -rows "0": want a whole number of at least 1, in decimal digits`},
		{"negative cols", []string{"-cols", "-3"}, `knightstour: -cols "-3": want a whole number of at least 1, in decimal digits`},
		{"text rows", []string{"-rows", "abc"}, `knightstour: -rows "abc": want a whole number of at least 1, in decimal digits`},
		{"fraction cols", []string{"-cols", "2.5"}, `knightstour: -cols "2.5": want a whole number of at least 1, in decimal digits`},
		{"huge rows", []string{"-rows", "99999999999999999999"}, "knightstour: -rows 99999999999999999999: too large: a board has at most 1000000000 squares"},
		{"huge negative", []string{"-cols", "-99999999999999999999"}, `knightstour: -cols "-99999999999999999999": want a whole number of at least 1, in decimal digits`},
		{"budget without search", []string{"-method", "construct", "-budget", "10"}, "knightstour: -budget goes with -method auto or dfs: the construction does not search"},
		{"budget on a constructed board", []string{"-rows", "101", "-cols", "100", "-budget", "10"}, "knightstour: -budget: -method auto searches boards of up to 10000 squares and constructs the tours of 101x100 (use -method dfs to search it)"},
		{"too large", []string{"-rows", "100000", "-cols", "100000"}, "knightstour: 100000x100000 board is too large: at most 1000000000 squares"},
		{"overflow", []string{"-rows", "4611686018427387904", "-cols", "4"}, "too large: a board has at most 1000000000 squares"},
		{"dfs too large", []string{"-method", "dfs", "-rows", "2000", "-cols", "1000"}, "knightstour: -method dfs: 2000x1000 board is too large for the search: at most 1000000 squares"},
		{"method", []string{"-method", "magic"}, `knightstour: -method "magic": want auto, dfs or construct`},
		{"plus rows", []string{"-rows", "+5"}, `knightstour: -rows "+5": want a whole number of at least 1, in decimal digits`},
		{"format", []string{"-format", "png"}, `knightstour: -format "png": want line, grid, svg or html`},
		{"grid too large", []string{"-format", "grid", "-rows", "4000", "-cols", "4000"}, "knightstour: -format grid: 4000x4000 board is too large: at most 4000000 squares"},
		{"svg too large", []string{"-format", "svg", "-rows", "201"}, "knightstour: -format svg: 201x8 board is too large to draw: at most 200 rows and 200 columns"},
		{"o without svg", []string{"-o", "dir"}, "knightstour: -o goes with -format svg"},
		{"seed text", []string{"-seed", "x"}, `knightstour: -seed "x": want a whole number from 0 to 18446744073709551615, in decimal digits`},
		{"seed empty", []string{"-seed", ""}, `knightstour: -seed "": want a whole number from 0 to 18446744073709551615, in decimal digits`},
		{"seed negative", []string{"-seed", "-1"}, `knightstour: -seed "-1": want a whole number from 0 to 18446744073709551615, in decimal digits`},
		{"seed too large", []string{"-seed", "18446744073709551616"}, `knightstour: -seed "18446744073709551616": want a whole number from 0 to 18446744073709551615, in decimal digits`},
	} {
		tc := tc // go 1.21: one tc for the whole loop, and the subtests run after it
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			out, stderr, code := runMain(t, "1\n-1\n", tc.args...)
			if code != 2 || out != "" || !strings.Contains(stderr, tc.msg) {
				t.Errorf("exit %d, stdout %q, stderr %q; want 2, nothing, %q", code, out, stderr, tc.msg)
			}
			if strings.Count(stderr, tc.msg) != 1 || strings.Contains(stderr, "usage") {
				t.Errorf("stderr %q says %q more than once, or the usage", stderr, tc.msg)
			}
		})
	}
}

// TestSeed runs the real main with -seed on boards of every kind: each answer is a
// tour the judge accepts, the same seed prints the same bytes, and the two seeds of
// each case print other tours (printf '1\n' | knightstour -seed 2 differs from -seed 1).
func TestSeed(t *testing.T) {
	for _, tc := range []struct {
		name       string
		args       []string // the board
		rows, cols int
		closed     bool
		stdin      string
		seeds      [2]string
	}{
		{"8x8", nil, 8, 8, false, "1\n", [2]string{"1", "2"}},
		{"8x8 starts", nil, 8, 8, false, "1 28 64 10\n-1\n", [2]string{"0", "18446744073709551615"}},
		{"8x8 closed", []string{"-closed"}, 8, 8, true, "1 28 64\n", [2]string{"1", "2"}},
		{"5x5", []string{"-rows", "5", "-cols", "5"}, 5, 5, false, "1 13 25\n", [2]string{"1", "2"}},
		{"6x7 closed", []string{"-rows", "6", "-cols", "7", "-closed"}, 6, 7, true, "1 20\n", [2]string{"3", "4"}},
		{"100x100", []string{"-rows", "100", "-cols", "100"}, 100, 100, false, "1 5050\n", [2]string{"1", "2"}},
		{"101x100 constructed", []string{"-rows", "101", "-cols", "100", "-closed"}, 101, 100, true, "1 5050\n", [2]string{"1", "2"}},
		{"3x1000", []string{"-rows", "3", "-cols", "1000", "-method", "construct"}, 3, 1000, false, "1 1500\n", [2]string{"1", "2"}},
	} {
		tc := tc // go 1.21: one tc for the whole loop, and the subtests run after it
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var outs [2]string
			for i, seed := range tc.seeds {
				args := append([]string{"-seed", seed}, tc.args...)
				out, stderr, code := runMain(t, tc.stdin, args...)
				if code != 0 || stderr != "" {
					t.Fatalf("-seed %s: exit %d, stderr %q", seed, code, stderr)
				}
				checkAnswers(t, tc.rows, tc.cols, tc.closed, tc.stdin, out)
				if again, _, _ := runMain(t, tc.stdin, args...); again != out {
					t.Fatalf("-seed %s: another output the second time", seed)
				}
				outs[i] = out
			}
			if outs[0] == outs[1] {
				t.Errorf("-seed %s and -seed %s: the same tours", tc.seeds[0], tc.seeds[1])
			}
		})
	}
}

// TestCountFlags checks the command-line errors of -count: status 2 and a message that
// names the flag and the value.
func TestCountFlags(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		msg  string
	}{
		{"end without count", []string{"-end", "3"}, "knightstour: -end goes with -count"},
		{"v without count", []string{"-v"}, "knightstour: -v goes with -count"},
		{"end not a number", []string{"-count", "-end", "x"}, `knightstour: -end "x": want a square of the 8x8 board, 1..64`},
		{"end off the board", []string{"-count", "-rows", "3", "-cols", "4", "-end", "13"}, `knightstour: -end "13": want a square of the 3x4 board, 1..12`},
		{"end zero", []string{"-count", "-end", "0"}, `knightstour: -end "0": want a square of the 8x8 board, 1..64`},
		{"end plus", []string{"-count", "-rows", "5", "-cols", "5", "-end", "+25"}, `knightstour: -end "+25": want a square of the 5x5 board, 1..25`},
		{"part plus", []string{"-count", "-part", "+1/2"}, `knightstour: -part: "+1/2": want K/N, part K of N parts (1 <= K <= N <= 4096), as in 3/8`},
		{"method", []string{"-count", "-method", "construct"}, `knightstour: -method "construct": want auto, dfs or scan (with -count)`},
		{"dfs too large", []string{"-count", "-method", "dfs", "-rows", "9"}, "knightstour: -count: 9x8 board: method dfs counts boards of at most 64 squares"},
		{"format", []string{"-count", "-format", "grid"}, "knightstour: -format goes with tours, not with -count"},
		{"seed", []string{"-count", "-seed", "1"}, "knightstour: -seed goes with tours, not with -count"},
		{"seed with a table", []string{"-count", "-rows", "5", "-cols", "1..3", "-seed", "1"}, "knightstour: -seed does not go with a table (a range of lengths)"},
		{"too wide", []string{"-count", "-rows", "12", "-cols", "20"}, "knightstour: -count: 12x20 board is too wide to count: the shorter side may be at most 11"},
		{"mem not a size", []string{"-count", "-mem", "lots"}, `knightstour: -mem: "lots" is not a memory size (want for example 4GiB, 1.5G or 800MB)`},
		{"mem without its unit", []string{"-count", "-mem", "4"}, `knightstour: -mem: "4": want at least 1MB (a size with its unit, such as 4GiB)`},
		{"part", []string{"-count", "-part", "4/3"}, `knightstour: -part: "4/3": want K/N, part K of N parts (1 <= K <= N <= 4096), as in 3/8`},
		{"mem without count", []string{"-mem", "4G"}, "knightstour: -mem goes with -count"},
		{"part without count", []string{"-part", "1/2"}, "knightstour: -part goes with -count"},
		{"part without dir", []string{"-count", "-part", "1/2"}, "knightstour: -part and -dir go together: part K/N of a count in rounds, through the folder DIR"},
		{"dir without part", []string{"-count", "-dir", "d"}, "knightstour: -part and -dir go together: part K/N of a count in rounds, through the folder DIR"},
		{"round without dir", []string{"-count", "-round", "1"}, "knightstour: -round goes with -dir"},
		{"round not a number", []string{"-count", "-part", "1/2", "-dir", "d", "-round", "x"}, `knightstour: -round: "x": want a round, 1 or more, or 0 for the number of rounds`},
		{"dir without count", []string{"-dir", "d"}, "knightstour: -dir goes with -count"},
		{"open without count", []string{"-open"}, "knightstour: -open goes with -count"},
		{"range without count", []string{"-cols", "1..3"}, "knightstour: a range of lengths (A..B) goes with -count: a table of counts"},
		{"two ranges", []string{"-count", "-rows", "1..3", "-cols", "1..3"}, "knightstour: -rows 1..3 -cols 1..3: a table has one side fixed, the other a range"},
		{"range backwards", []string{"-count", "-rows", "5", "-cols", "3..1"}, `knightstour: -cols "3..1": want N, or a range A..B of whole numbers with 1 <= A <= B, as in 1..30`},
		{"range open-ended", []string{"-count", "-rows", "1..", "-cols", "5"}, `knightstour: -rows "1..": want N, or a range A..B of whole numbers with 1 <= A <= B, as in 1..30`},
		{"table form", []string{"-count", "-rows", "5", "-cols", "1..3", "-table", "x"}, `knightstour: -table "x": want bfile, column or genfunc`},
		{"table without a range", []string{"-count", "-table", "column"}, "knightstour: -table goes with a table: a range of lengths, as in -rows 5 -cols 1..30"},
		{"end with a table", []string{"-count", "-rows", "5", "-end", "3", "-cols", "1..3"}, "knightstour: -end does not go with a table (a range of lengths)"},
		{"table too wide", []string{"-count", "-cols", "1..3", "-table", "genfunc"}, "knightstour: -count: -table genfunc of a 8-wide table: the terms modulo primes come from the scan's linear map, learnt on tables at most 7 wide; the width is -rows' default, 8: give it, as in -rows 5 -cols 1..30"},
		{"table by rows too wide", []string{"-count", "-rows", "1..3", "-table", "genfunc"}, "knightstour: -count: -table genfunc of a 8-wide table: the terms modulo primes come from the scan's linear map, learnt on tables at most 7 wide; the width is -cols' default, 8: give it, as in -rows 1..30 -cols 5"},
		{"table too wide, given", []string{"-count", "-rows", "12", "-cols", "1..12"}, "knightstour: -count: the 12xn table, n = 1..12, a board at a time: its longest board: 12x12 board is too wide to count: the shorter side may be at most 11"},
		{"table part without dir", []string{"-count", "-rows", "5", "-cols", "1..3", "-part", "1/2"}, "knightstour: -part and -dir go together: part K/N of a count in rounds, through the folder DIR"},
		{"table round without dir", []string{"-count", "-rows", "5", "-cols", "1..3", "-round", "1"}, "knightstour: -round goes with -dir"},
		{"table part", []string{"-count", "-rows", "5", "-cols", "1..3", "-part", "3/2", "-dir", "d"}, `knightstour: -part: "3/2": want K/N, part K of N parts (1 <= K <= N <= 4096), as in 3/8`},
		{"undirected without count", []string{"-undirected"}, "knightstour: -undirected goes with -count"},
		{"open and closed", []string{"-count", "-open", "-closed"}, "knightstour: -count: -open and -closed exclude each other: strictly open tours are the ones that do not close"},
		{"undirected to an end", []string{"-count", "-undirected", "-end", "3"}, "knightstour: -count: -undirected with an end: a tour from a start to an end is counted once already (in the direction from its start to its end); drop -undirected"},
		{"open in parts", []string{"-count", "-open", "-part", "1/2", "-dir", "d"}, "knightstour: -count: -open in parts: a strictly open count takes two counts (the tours less the closed ones); count the tours and the closed tours in parts, and subtract"},
	} {
		tc := tc // go 1.21: one tc for the whole loop, and the subtests run after it
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			out, stderr, code := runMain(t, "1\n", tc.args...)
			if code != 2 || out != "" || stderr != tc.msg+"\n" {
				t.Errorf("exit %d, stdout %q, stderr %q; want 2, nothing, %q", code, out, stderr, tc.msg)
			}
		})
	}
}

// TestHTMLFlags checks the command lines that -format html and -notation refuse.
func TestHTMLFlags(t *testing.T) {
	tests := []struct {
		args []string
		msg  string
	}{
		{[]string{"-format", "html", "-rows", "201"}, "-format html: 201x8 board is too large for a page: at most 200 rows and 200 columns"},
		{[]string{"-o", "x"}, "-o goes with -format svg or html"},
		{[]string{"-notation", "chess"}, `-notation "chess": want number or algebraic`},
		{[]string{"-notation", "algebraic", "-cols", "27"}, "-notation algebraic: 8x27 board: too many columns for chess notation: 27 columns, at most 26 (a to z)"},
		{[]string{"-count", "-notation", "algebraic"}, "-notation goes with tours, not with -count"},
	}
	for _, tt := range tests {
		tt := tt // go 1.21: one tt for the whole loop, and the subtests run after it
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			t.Parallel()
			_, stderr, code := runMain(t, "1", tt.args...)
			if code != 2 || stderr != "knightstour: "+tt.msg+"\n" {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, stderr, tt.msg)
			}
		})
	}
}

// TestCountMethods checks that -method chooses how a count is made, and that each
// method gives the count (5x5, every start: 1728 open tours).
func TestCountMethods(t *testing.T) {
	for _, method := range []string{"auto", "dfs", "scan"} {
		method := method // go 1.21: one method for the whole loop, and the subtests run after it
		t.Run(method, func(t *testing.T) {
			t.Parallel()
			out, stderr, code := runMain(t, "0\n", "-count", "-rows", "5", "-cols", "5", "-method", method)
			if code != 0 || out != "1728\n" || stderr != "" {
				t.Errorf("exit %d, stdout %q, stderr %q; want 0, 1728", code, out, stderr)
			}
		})
	}
}
