package tourprog

import (
	"bufio"
	"bytes"
	"fmt"
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
