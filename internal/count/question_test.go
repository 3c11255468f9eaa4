package count

import (
	"fmt"
	"testing"
)

// TestReduce checks what the tours from a start come down to, on 6×6 (36 squares;
// square 13 is a knight's move from 0, 1 is not).
func TestReduce(t *testing.T) {
	for _, tc := range []struct {
		closed     bool
		end, start int
		want       string // known N, or cycles×times, or paths(a,b)×times
	}{
		{true, Every, Every, "cycles×72"},
		{true, Every, 5, "cycles×2"},
		{true, 7, Every, "cycles×2"},
		{true, 13, 0, "paths(0,13)×1"},
		{true, 1, 0, "known 0"}, // not a knight's move apart
		{false, Every, Every, "paths(-1,-1)×2"},
		{false, Every, 5, "paths(5,-1)×1"},
		{false, 7, Every, "paths(7,-1)×1"},
		{false, 7, 3, "paths(3,7)×1"},
		{false, 7, 7, "known 0"},
	} {
		t.Run(fmt.Sprintf("closed=%v-end=%d-start=%d", tc.closed, tc.end, tc.start), func(t *testing.T) {
			r := question{rows: 6, cols: 6, closed: tc.closed, end: tc.end}.reduce(tc.start)
			var got string
			switch {
			case r.known != nil:
				got = fmt.Sprint("known ", r.known)
			case r.cycles:
				got = fmt.Sprintf("cycles×%d", r.times)
			default:
				got = fmt.Sprintf("paths(%d,%d)×%d", r.a, r.b, r.times)
			}
			if got != tc.want {
				t.Errorf("%s, want %s", got, tc.want)
			}
		})
	}
	if r := (question{rows: 1, cols: 1, end: Every}).reduce(0); r.known == nil || r.known.Int64() != 1 {
		t.Errorf("1×1 open: %+v, want the one tour", r)
	}
}

// TestWays checks the table of the conventions, on 6×6 (36 squares) and on one square.
func TestWays(t *testing.T) {
	for _, tc := range []struct {
		closed, fixed bool
		squares       int
		want          int64
	}{
		{false, false, 36, 2},
		{false, true, 36, 1},
		{true, false, 36, 72},
		{true, true, 36, 2},
		{false, false, 1, 1},
		{true, false, 1, 1},
		{false, false, 2, 2},
		{true, false, 2, 4},
	} {
		if got := Ways(tc.closed, tc.fixed, tc.squares); got != tc.want {
			t.Errorf("Ways(closed=%v, fixed=%v, %d) = %d, want %d", tc.closed, tc.fixed, tc.squares, got, tc.want)
		}
	}
}
