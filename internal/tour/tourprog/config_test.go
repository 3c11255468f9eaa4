package tourprog

import (
	"bufio"
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// TestValidate checks that Validate rejects boards without squares and values out of
// their types' ranges, before anything could divide by a side or index a name, and that
// Run rejects them too, writing nothing.
func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		cfg  Config
		want string
	}{
		{Config{Rows: 8, Cols: 0}, "8x0 board: want at least 1 row and 1 column"},
		{Config{Rows: -1, Cols: 8}, "-1x8 board: want at least 1 row and 1 column"},
		{Config{Rows: 2, Cols: -3}, "2x-3 board: want at least 1 row and 1 column"},
		{Config{Rows: 8, Cols: 8, Format: 9}, "Format(9): no such format"},
		{Config{Rows: 8, Cols: 8, Method: 7}, "Method(7): no such method"},
		{Config{Rows: 8, Cols: 8, Notation: -1}, "Notation(-1): no such notation"},
		{Config{Rows: 0, Cols: 0, Method: 7}, "Method(7): no such method"},
	} {
		t.Run(tc.want, func(t *testing.T) {
			if err := tc.cfg.Validate(false); fmt.Sprint(err) != tc.want {
				t.Errorf("Validate: %v, want %s", err, tc.want)
			}
			var out bytes.Buffer
			w := bufio.NewWriter(&out)
			err := Run(&tc.cfg, strings.NewReader("1"), w, &out, nil)
			w.Flush()
			if fmt.Sprint(err) != tc.want || out.Len() > 0 {
				t.Errorf("Run: %v and %q written, want %s and nothing", err, out.String(), tc.want)
			}
		})
	}
}

// TestString checks that a value out of range prints as stringer prints it.
func TestString(t *testing.T) {
	for _, tc := range []struct {
		v    fmt.Stringer
		want string
	}{
		{Method(7), "Method(7)"}, {Format(-1), "Format(-1)"}, {Notation(2), "Notation(2)"},
		{DFS, "dfs"}, {HTML, "html"}, {Algebraic, "algebraic"},
	} {
		if got := tc.v.String(); got != tc.want {
			t.Errorf("String() = %q, want %q", got, tc.want)
		}
	}
}

// TestLineToFiles checks that Run refuses files with a format that writes lines, rather
// than dropping them.
func TestLineToFiles(t *testing.T) {
	files := &memFiles{files: map[string]string{}}
	var out bytes.Buffer
	w := bufio.NewWriter(&out)
	err := Run(&Config{Rows: 8, Cols: 8}, strings.NewReader("1"), w, &out, files)
	w.Flush()
	if want := "-o goes with -format svg or html"; fmt.Sprint(err) != want || out.Len() > 0 || len(files.files) > 0 {
		t.Errorf("error %v, %d bytes and %d files written, want %s and nothing", err, out.Len(), len(files.files), want)
	}
}

// TestParseSeed checks -seed's values: decimal digits from 0 to 2⁶⁴-1, and a clear
// error for anything else.
func TestParseSeed(t *testing.T) {
	const bad = "want a whole number from 0 to 18446744073709551615, in decimal digits"
	for _, tc := range []struct {
		in   string
		want uint64
		err  bool
	}{
		{"0", 0, false}, {"1", 1, false}, {"007", 7, false},
		{"18446744073709551615", 1<<64 - 1, false},
		{"18446744073709551616", 0, true}, {"", 0, true}, {"x", 0, true}, {"-1", 0, true},
		{"+1", 0, true}, {"0x10", 0, true}, {" 1", 0, true}, {"1.5", 0, true}, {"1_000", 0, true},
	} {
		t.Run(tc.in, func(t *testing.T) {
			seed, err := ParseSeed(tc.in)
			if tc.err {
				if want := fmt.Sprintf("-seed %q: %s", tc.in, bad); fmt.Sprint(err) != want || seed != (Seed{}) {
					t.Errorf("%v and %+v, want %s", err, seed, want)
				}
				return
			}
			if n, ok := seed.Value(); err != nil || !ok || n != tc.want {
				t.Errorf("%d, %v, %v; want %d", n, ok, err, tc.want)
			}
		})
	}
	if n, ok := (Seed{}).Value(); ok || n != 0 || (Seed{}).String() != "" {
		t.Errorf("the zero Seed is %d, %v, %q; want none", n, ok, Seed{}.String())
	}
}

// FuzzParseSeed checks that ParseSeed takes exactly the decimal numbers that fit in 64
// bits, and that a seed reads back from its String.
func FuzzParseSeed(f *testing.F) {
	for _, s := range []string{"0", "42", "18446744073709551615", "18446744073709551616", "-1", "0x1", "", "1e3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		seed, err := ParseSeed(s)
		n, perr := strconv.ParseUint(s, 10, 64)
		digits := s != "" && strings.Trim(s, "0123456789") == ""
		if (err == nil) != (digits && perr == nil) {
			t.Fatalf("ParseSeed(%q): %v", s, err)
		}
		if err != nil {
			return
		}
		if got, ok := seed.Value(); !ok || got != n {
			t.Fatalf("ParseSeed(%q) = %d, %v; want %d", s, got, ok, n)
		}
		if again, err := ParseSeed(seed.String()); err != nil || again != seed {
			t.Fatalf("ParseSeed(%q) = %+v, %v; want %+v", seed.String(), again, err, seed)
		}
	})
}

// TestParseBudget checks -budget's values: decimal digits only, up to 2⁶³-1.
func TestParseBudget(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int64
		err  string
	}{
		{"0", 0, ""}, {"010", 10, ""}, {"9223372036854775807", 1<<63 - 1, ""},
		{"9223372036854775808", 0, "value out of range"},
		{"", 0, "want decimal digits only"}, {"-1", 0, "want decimal digits only"},
		{"+5", 0, "want decimal digits only"}, {"0x10", 0, "want decimal digits only"},
	} {
		n, err := ParseBudget(tc.in)
		if n != tc.want || fmt.Sprint(err) != tc.err && !(err == nil && tc.err == "") {
			t.Errorf("ParseBudget(%q) = %d, %v; want %d, %q", tc.in, n, err, tc.want, tc.err)
		}
	}
}
