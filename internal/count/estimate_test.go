package count

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// TestEstimate compares the estimate of the tables' peak with the measured peak on
// boards small enough to count in a test: within a factor of 4.
func TestEstimate(t *testing.T) {
	for _, tc := range []struct {
		rows, cols int
		closed     bool
		start      int
	}{
		{5, 8, true, 0},
		{6, 7, true, 0},
		{5, 6, false, 0},
		{5, 7, false, 0},
	} {
		t.Run(fmt.Sprintf("%dx%d-closed=%v", tc.rows, tc.cols, tc.closed), func(t *testing.T) {
			c, err := New(tc.rows, tc.cols, tc.closed, Every, Options{})
			if err != nil {
				t.Fatal(err)
			}
			need := c.Estimate(tc.start)
			if _, err := c.Tours(context.Background(), tc.start); err != nil {
				t.Fatal(err)
			}
			peak := c.Progress().PeakBytes
			t.Logf("estimate %d B, measured %d B", need.Bytes, peak)
			if need.Bytes > 4*peak || 4*need.Bytes < peak {
				t.Errorf("estimate %d bytes, measured %d: more than a factor of 4 apart", need.Bytes, peak)
			}
		})
	}
}

// TestEstimateBeyondReach checks that the estimate of a board far beyond reach is
// huge at once (no count runs).
func TestEstimateBeyondReach(t *testing.T) {
	c, err := New(13, 13, true, Every, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if n := c.Estimate(0); n.Bytes < 1<<50 {
		t.Errorf("13x13: estimate %d bytes, want more than a petabyte", n.Bytes)
	}
}

// TestEstimateCheap checks that a counter of a board far beyond reach, and its
// estimate, cost nothing: the board is laid out for the scan only by a count.
func TestEstimateCheap(t *testing.T) {
	c, err := New(13, 1290000, true, Every, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if n := c.Estimate(0); n.Bytes < 1<<50 {
		t.Errorf("13x1290000: estimate %d bytes, want more than a petabyte", n.Bytes)
	}
	if c.sc != nil {
		t.Error("New or Estimate laid the board out")
	}
}

// TestEstimateLeft checks the time-left estimate on rows that grow to the middle of
// the board and shrink after it.
func TestEstimateLeft(t *testing.T) {
	s := time.Second
	for _, tc := range []struct {
		name    string
		ends    []time.Duration
		rows    int
		elapsed time.Duration
		want    time.Duration
	}{
		{"one row done", []time.Duration{s}, 8, s, -1},
		// rows of 1 and 2 s: growth 2, rows 2 and 3 take 4 and 8 s, rows 4..7 mirror
		// rows 3..0: 8+4+2+1.
		{"growing", []time.Duration{s, 3 * s}, 8, 3 * s, 4*s + 8*s + 8*s + 4*s + 2*s + s},
		// 1 s spent on row 2 already.
		{"part way", []time.Duration{s, 3 * s}, 8, 4 * s, 3*s + 8*s + 8*s + 4*s + 2*s + s},
		// past the middle: rows 4..5 done, mirrors of rows 3..2 taken for rows 6..7
		{"past the middle", []time.Duration{s, 3 * s, 7 * s, 15 * s, 23 * s, 27 * s}, 8, 27 * s, 2*s + s},
		// a row that shrank: growth at least 1
		{"shrinking", []time.Duration{2 * s, 3 * s}, 5, 3 * s, s + s + 2*s},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := estimateLeft(tc.ends, tc.rows, tc.elapsed); got != tc.want {
				t.Errorf("estimateLeft = %v, want %v", got, tc.want)
			}
		})
	}
}
