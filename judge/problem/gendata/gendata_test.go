package gendata

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// canonical matches an input as the package's input validators demand it: lines of
// squares one space apart, then "-1".
var canonical = regexp.MustCompile(`^([1-9][0-9]*( [1-9][0-9]*)*\n)+-1\n$`)

// TestEightByEight: on 8×8 gendata writes the inputs kept in judge/problem/files/package/data
// (generated and kept by the judge form's tests) and cases/input.txt, byte for byte.
func TestEightByEight(t *testing.T) {
	files, err := inputs(board{rows: 8, cols: 8})
	if err != nil {
		t.Fatal(err)
	}
	kept, err := filepath.Glob(filepath.Join("..", "files", "package", "data", "*", "*.in"))
	if err != nil || len(kept) < 7 {
		t.Fatalf("kept inputs %q: %v", kept, err)
	}
	want := map[string]string{"secret/every-start.in": filepath.Join("..", "..", "..", "cases", "input.txt")}
	for _, k := range kept {
		if filepath.Base(k) == "cases-input.in" { // cases/input.txt, every-start.in above
			continue
		}
		want[filepath.Base(filepath.Dir(k))+"/"+filepath.Base(k)] = k
	}
	if len(files) != len(want) {
		t.Errorf("%d inputs, want %d", len(files), len(want))
	}
	for name, path := range want {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(files[name], data) {
			t.Errorf("%s differs from %s", name, path)
		}
	}
}

// TestBoards writes the inputs of other boards and checks their form, and refuses boards
// where a start has no tour.
func TestBoards(t *testing.T) {
	for _, tc := range []struct {
		b       board
		refused string
	}{
		{b: board{rows: 5, cols: 6}},
		{b: board{rows: 6, cols: 6, closed: true}},
		{b: board{rows: 1, cols: 1}}, // the sample has one start
		{b: board{rows: 3, cols: 4}, refused: "the 3x4 board has no open tour from 6 of its 12 squares"},
		{b: board{rows: 5, cols: 5, closed: true}, refused: "the 5x5 board has no closed tour from 25 of its 25 squares"},
	} {
		t.Run(fmt.Sprintf("%dx%d-%s", tc.b.rows, tc.b.cols, tc.b.kind()), func(t *testing.T) {
			files, err := Inputs(tc.b.rows, tc.b.cols, tc.b.closed)
			if tc.refused != "" {
				if err == nil || !strings.Contains(err.Error(), tc.refused) {
					t.Fatalf("Inputs = %v, want %q", err, tc.refused)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			n := tc.b.rows * tc.b.cols
			if len(files) < 4 {
				t.Fatalf("%d inputs: want the sample, every start and random ones", len(files))
			}
			seen := map[string]string{} // no two inputs alike: problemtools warns of that
			for name, data := range files {
				if other, ok := seen[string(data)]; ok {
					t.Errorf("%s is %s again", name, other)
				}
				seen[string(data)] = name
				if !canonical.Match(data) {
					t.Errorf("%s is not canonical", name)
				}
				for _, f := range strings.Fields(string(data)) {
					if s, _ := strconv.Atoi(f); f != "-1" && (s < 1 || s > n) {
						t.Errorf("%s: square %s is not on the board", name, f)
					}
				}
			}
			every := files["secret/every-start.in"]
			if n == 1 { // the sample is every start
				every = files["sample/1.in"]
			}
			if got := strings.Count(string(every), "\n"); got != n+1 {
				t.Errorf("every-start.in has %d lines, want %d", got, n+1)
			}
		})
	}
	if _, err := Inputs(0, 8, false); err == nil {
		t.Error("a board of 0 rows is not refused")
	}
}
