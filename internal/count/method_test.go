package count

import (
	"context"
	"fmt"
	"testing"

	"github.com/knightstour/knightstour/internal/count/dfs"
)

func ExampleParseMethod() {
	m, err := ParseMethod("dfs")
	fmt.Println(m, err)
	c, _ := New(5, 6, false, Every, Options{Method: m})
	n, _ := c.Tours(context.Background(), 0)
	fmt.Println(n, "open tours of 5x6 from a corner, by the", c.Method(0))
	_, err = ParseMethod("bfs")
	fmt.Println(err)
	// Output:
	// dfs <nil>
	// 4542 open tours of 5x6 from a corner, by the dfs
	// "bfs": want auto, dfs or scan
}

// TestParseMethod reads every method's name and refuses others.
func TestParseMethod(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Method
		err  string
	}{
		{"auto", MethodAuto, ""},
		{"dfs", MethodDFS, ""},
		{"scan", MethodScan, ""},
		{"DFS", 0, `"DFS": want auto, dfs or scan`},
		{"", 0, `"": want auto, dfs or scan`},
	} {
		t.Run(tc.in, func(t *testing.T) {
			got, err := ParseMethod(tc.in)
			if tc.err != "" {
				if err == nil || err.Error() != tc.err {
					t.Fatalf("err %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil || got != tc.want || got.String() != tc.in {
				t.Errorf("%v (%v), %v: want %v", got, got.String(), err, tc.want)
			}
		})
	}
}

// FuzzParseMethod checks that what ParseMethod reads prints back as it was written.
func FuzzParseMethod(f *testing.F) {
	for _, s := range []string{"auto", "dfs", "scan", "x", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMethod(s)
		if err == nil && m.String() != s {
			t.Errorf("ParseMethod(%q) = %v", s, m)
		}
	})
}

// TestMethodChoice checks the method MethodAuto chooses where one method is far ahead
// (measured side by side, see docs/counting.md), and that a method given is kept.
func TestMethodChoice(t *testing.T) {
	for _, tc := range []struct {
		rows, cols int
		closed     bool
		start      int
		want       Method
	}{
		{5, 6, false, Every, MethodDFS},  // 37,568 tours: the search is 50 times as fast
		{6, 6, false, Every, MethodDFS},  // 6,637,920 tours: 13 times
		{6, 6, false, 0, MethodDFS},      // 524,486 tours: 14 times
		{5, 8, false, Every, MethodScan}, // 36 million tours: the scan is 5 times as fast
		{6, 7, false, 0, MethodScan},     // 58 million tours: 3 times
		{6, 8, false, 0, MethodScan},
		{6, 7, true, 0, MethodScan},
		{7, 8, true, 0, MethodScan},
		{9, 9, false, 0, MethodScan}, // more than 64 squares
	} {
		t.Run(fmt.Sprintf("%dx%d-closed=%v-start=%d", tc.rows, tc.cols, tc.closed, tc.start), func(t *testing.T) {
			c, err := New(tc.rows, tc.cols, tc.closed, Every, Options{})
			if err != nil {
				t.Fatal(err)
			}
			search, scan := c.costs(tc.start)
			if got := c.Method(tc.start); got != tc.want {
				t.Errorf("%v (costs: search %.3g, scan %.3g), want %v", got, search, scan, tc.want)
			}
			for _, m := range []Method{MethodDFS, MethodScan} {
				c, err := New(tc.rows, tc.cols, tc.closed, Every, Options{Method: m})
				if err != nil {
					if m == MethodDFS && tc.rows*tc.cols > dfs.MaxSquares {
						continue // refused: too many squares
					}
					t.Fatal(err)
				}
				if got := c.Method(tc.start); got != m {
					t.Errorf("Options.Method %v: %v", m, got)
				}
			}
		})
	}
}

// TestMethodCheck checks which boards each method takes, without a Counter.
func TestMethodCheck(t *testing.T) {
	for _, tc := range []struct {
		m          Method
		rows, cols int
		err        string
	}{
		{MethodDFS, 8, 8, ""},
		{MethodDFS, 9, 8, "9x8 board: method dfs counts boards of at most 64 squares"},
		{MethodScan, 13, 100, ""},
		{MethodAuto, 9, 8, ""},
		{Method(7), 5, 5, "method Method(7): want auto, dfs or scan"},
	} {
		if err := tc.m.Check(tc.rows, tc.cols); fmt.Sprint(err) != tc.err && !(err == nil && tc.err == "") {
			t.Errorf("%v.Check(%d, %d) = %v, want %q", tc.m, tc.rows, tc.cols, err, tc.err)
		}
	}
}
