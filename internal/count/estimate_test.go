package count

import (
	"context"
	"fmt"
	"testing"
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
			c, err := New(tc.rows, tc.cols, tc.closed, Every, Options{Method: MethodScan})
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
