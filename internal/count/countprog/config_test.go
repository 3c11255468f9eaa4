package countprog

import (
	"fmt"
	"testing"

	"github.com/knightstour/knightstour/internal/count"
	"github.com/knightstour/knightstour/internal/machine"
)

// TestParseMem checks the memory caps read: sizes with their units, at least 1MB.
func TestParseMem(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want int64
		err  string
	}{
		{"4GiB", 4 << 30, ""},
		{"800MB", 800e6, ""},
		{"1MB", 1e6, ""},
		{"lots", 0, `"lots" is not a memory size (want for example 4GiB, 1.5G or 800MB)`},
		{"0", 0, `"0" is not a memory size (want for example 4GiB, 1.5G or 800MB)`},
		{"4", 0, `"4": want at least 1MB (a size with its unit, such as 4GiB)`},
		{"999KB", 0, `"999KB": want at least 1MB (a size with its unit, such as 4GiB)`},
		{"2e6", 0, `"2e6" is not a memory size (want for example 4GiB, 1.5G or 800MB)`},
		{"0x1p21MB", 0, `"0x1p21MB" is not a memory size (want for example 4GiB, 1.5G or 800MB)`},
		{"1_000KB", 0, `"1_000KB" is not a memory size (want for example 4GiB, 1.5G or 800MB)`},
	} {
		got, err := ParseMem(tc.s)
		if got.Bytes != tc.want || fmt.Sprint(err) != tc.err && !(err == nil && tc.err == "") {
			t.Errorf("ParseMem(%q) = %d, %v; want %d, %q", tc.s, got.Bytes, err, tc.want, tc.err)
		}
	}
}

// TestCheck checks the configurations Run refuses before any query.
func TestCheck(t *testing.T) {
	for _, tc := range []struct {
		cfg Config
		err string
	}{
		{Config{Rows: 8, Cols: 8, End: 64, Part: 3, Parts: 8, Rounds: &Rounds{Round: 2}}, ""},
		{Config{Rows: 8, Cols: 8, Part: 3, Parts: 8}, "part 3 of 8: a count in parts is counted in rounds through a folder the parts share (-dir)"},
		{Config{Rows: 8, Cols: 8, Rounds: &Rounds{}}, "a count in rounds is a count in parts: want -part K/N"},
		{Config{Rows: 12, Cols: 20}, "12x20 board is too wide to count: the shorter side may be at most 11"},
		{Config{Rows: 11, Cols: 20}, ""},
		{Config{Rows: 3, Cols: 4, End: 13}, "end square 13: want a square of the 3x4 board, 1..12"},
		{Config{Rows: 3, Cols: 4, Mem: machine.Size{Bytes: 999}}, "memory cap of 999 bytes: want at least 1MB"},
		{Config{Rows: 3, Cols: 4, Part: 4, Parts: 3}, "part 4 of 3: want 1 <= K <= N <= 4096"},
		{Config{Rows: 9, Cols: 8, Method: count.MethodDFS}, "9x8 board: method dfs counts boards of at most 64 squares"},
	} {
		if err := tc.cfg.Check(); fmt.Sprint(err) != tc.err && !(err == nil && tc.err == "") {
			t.Errorf("%+v: %v, want %q", tc.cfg, err, tc.err)
		}
	}
}

// FuzzParsePart checks the reading of K/N: what it accepts is a part of the parts, and
// reads back the same from its plain form.
func FuzzParsePart(f *testing.F) {
	for _, s := range []string{"1/1", "3/8", "0/3", "4/3", "1/", "/2", "a/b", "1/2/3", " 1/2", "+1/2", "08/09", "1/0x10"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		k, n, err := ParsePart(s)
		if err != nil {
			return
		}
		if k < 1 || k > n || n > MaxParts {
			t.Fatalf("ParsePart(%q) = %d/%d without an error", s, k, n)
		}
		if k2, n2, err := ParsePart(fmt.Sprintf("%d/%d", k, n)); err != nil || k2 != k || n2 != n {
			t.Fatalf("ParsePart(%q) = %d/%d, but its plain form reads %d/%d, %v", s, k, n, k2, n2, err)
		}
	})
}
