package count

import (
	"context"
	"errors"
	"fmt"
	"testing"
)

// TestEstimate compares the estimate of the tables' peak with the measured peak on
// boards small enough to count in a test: within a factor of scanError for a scan,
// meetError for a closed count that meets in the middle; and never less than Least,
// which refuses a count at once.
func TestEstimate(t *testing.T) {
	for _, tc := range []struct {
		rows, cols int
		closed     bool
		start      int
		within     float64
	}{
		{5, 8, true, 0, meetError},
		{5, 12, true, 0, meetError},
		{6, 6, true, 0, meetError},
		{6, 7, true, 0, meetError},
		{6, 10, true, 0, meetError},
		{5, 6, false, 0, scanError},
		{5, 7, false, 0, scanError},
		{5, 8, false, Every, scanError}, // meets in the middle
		{6, 6, false, Every, scanError},
	} {
		t.Run(fmt.Sprintf("%dx%d-closed=%v-start=%d", tc.rows, tc.cols, tc.closed, tc.start), func(t *testing.T) {
			c, err := New(tc.rows, tc.cols, tc.closed, Every, Options{Method: MethodScan})
			if err != nil {
				t.Fatal(err)
			}
			need := c.Estimate(tc.start)
			if _, err := c.Tours(context.Background(), tc.start); err != nil {
				t.Fatal(err)
			}
			peak := c.Progress().PeakBytes
			t.Logf("estimate %d B (at least %d B), measured %d B", need.Bytes, need.Least, peak)
			if b := float64(need.Bytes); b > tc.within*float64(peak) || tc.within*b < float64(peak) {
				t.Errorf("estimate %d bytes, measured %d: more than a factor of %v apart", need.Bytes, peak, tc.within)
			}
			if need.Least > peak {
				t.Errorf("at least %d bytes, measured %d", need.Least, peak)
			}
		})
	}
}

// TestEstimateNoCycle checks that a closed count that meets in the middle on a board
// with an odd number of squares, which has no cycle and counts nothing, needs nothing.
func TestEstimateNoCycle(t *testing.T) {
	c, err := New(7, 7, true, Every, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if n := c.Estimate(0); n != (Need{}) {
		t.Errorf("7x7 closed: estimate %+v, want nothing", n)
	}
}

// TestEstimateOpenMeet checks the estimates of the paths with no fixed end of 7x7,
// 7x8 and 8x8, which meet on package frontier's states (too slow to count in a test),
// against their measured peaks (openMeetPeak): Least no more than the least, and Bytes
// no less than the most; 8x8's measured is its scan's peak (the middle not run). A
// count in parts, which scans in rounds, is estimated as the scan.
func TestEstimateOpenMeet(t *testing.T) {
	for _, tc := range []struct {
		rows, cols  int
		least, most int64
	}{
		{7, 7, 0.72e9, 0.72e9}, {7, 8, 1.45e9, 1.45e9}, {8, 7, 1.45e9, 1.45e9}, {8, 8, 13.8e9, 13.8e9},
	} {
		c, err := New(tc.rows, tc.cols, false, Every, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if n := c.Estimate(Every); n.Least > tc.least || n.Bytes < tc.most {
			t.Errorf("%dx%d: estimate %d bytes, at least %d; measured %d to %d", tc.rows, tc.cols, n.Bytes, n.Least, tc.least, tc.most)
		}
	}
	// In parts a board of even length meets in rounds (the meet's estimate), one of
	// odd length scans in rounds (the scan's).
	for _, tc := range []struct {
		rows, cols int
		meets      bool
	}{{8, 8, true}, {7, 8, true}, {7, 7, false}} {
		c, err := New(tc.rows, tc.cols, false, Every, Options{Part: 1, Parts: 4})
		if err != nil {
			t.Fatal(err)
		}
		n := c.Estimate(Every)
		if meet := n.Bytes == int64(openMeetPeak[tc.rows-7]) && n.Least == int64(openMeetLeast[tc.rows-7]); meet != tc.meets {
			t.Errorf("%dx%d in parts: estimate %d bytes, at least %d: the meet's %v, want %v", tc.rows, tc.cols, n.Bytes, n.Least, meet, tc.meets)
		}
	}
}

// TestEstimateFromMeet checks the estimates of the paths from a square that meet on
// package frontier's states (too slow to count in a test) against their measured peaks
// (fromMeetPeak): Least no more than the least of them, which a count must not be
// refused, and Bytes no less than the most, each way round and from a start or to an
// end. 8x8's measured is its bottom's scan, which is the paths' with no fixed end: its
// Least must be that, so that a count certain to stop is refused at once.
func TestEstimateFromMeet(t *testing.T) {
	for _, tc := range []struct {
		rows, cols, start, end int
		least, most            int64 // the measured peaks
	}{
		{6, 7, 0, Every, 69e6, 72e6},
		{7, 6, Every, 3, 69e6, 72e6},
		{6, 8, 0, Every, 71e6, 90e6},
		{8, 6, 5, Every, 71e6, 90e6},
		{6, 8, Every, 27, 71e6, 90e6},
		{7, 7, 0, Every, 754e6, 754e6},
		{8, 8, 0, Every, 13.8e9, 13.8e9}, // its bottom's scan alone, the every-start one's (openMeetLeast)
	} {
		c, err := New(tc.rows, tc.cols, false, tc.end, Options{})
		if err != nil {
			t.Fatal(err)
		}
		n := c.Estimate(tc.start)
		if n.Least > tc.least || n.Bytes < tc.most || tc.rows*tc.cols == 64 && n.Least < tc.least {
			t.Errorf("%dx%d from %d to %d: estimate %d B (at least %d B), measured %d to %d B", tc.rows, tc.cols, tc.start, tc.end, n.Bytes, n.Least, tc.least, tc.most)
		}
	}
}

// TestEstimateBeyondReach checks that the estimate of a board far beyond reach is
// huge at once (no count runs).
func TestEstimateBeyondReach(t *testing.T) {
	c, err := New(11, 11, false, Every, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if n := c.Estimate(0); n.Bytes < 1<<43 || n.Least < 1<<41 {
		t.Errorf("11x11: estimate %d bytes, want more than 8 TB", n.Bytes)
	}
}

// TestEstimateCheap checks that a counter of a board far beyond reach, and its
// estimate, cost nothing: the board is laid out for the scan only by a count.
func TestEstimateCheap(t *testing.T) {
	c, err := New(11, 1500000, true, Every, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if n := c.Estimate(0); n.Bytes < 1<<43 {
		t.Errorf("11x1500000: estimate %d bytes, want more than 8 TB", n.Bytes)
	}
	if c.scan.sc != nil {
		t.Error("New or Estimate laid the board out")
	}
}

// TestTooBigError checks that a count stopped on Options.MaxBytes says so with its
// figures, as ErrTooBig, and that the figure held reads as more than the one allowed.
func TestTooBigError(t *testing.T) {
	c, err := New(6, 6, true, Every, Options{MaxBytes: 100_000, Method: MethodScan})
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.Tours(context.Background(), 0)
	var tb *TooBigError
	if !errors.Is(err, ErrTooBig) || !errors.As(err, &tb) || tb.Held <= tb.Max || tb.Max != 100_000 {
		t.Fatalf("err %v (%+v), want a TooBigError over 100000 bytes", err, tb)
	}
	if got, want := (&TooBigError{Held: 100_001, Max: 100_000}).Error(), ErrTooBig.Error()+": its tables would hold 0.2 MB, more than the 0.1 MB they may use"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
}

// TestEstimateWide checks the estimates of boards over frontierWidth wide, which
// package frontier scans (too large to count in a test, or in 2 GB), against what was
// measured to the end of a column (see frontierChunkBytes): Bytes more than the peak
// there, and within frontierError of the states there grown by the table's model of
// the first columns (tableRampBytes) to those that hold, at frontierChunkBytes each;
// Least Bytes over frontierError.
func TestEstimateWide(t *testing.T) {
	for _, tc := range []struct {
		rows, cols   int
		closed       bool
		start        int
		column       int   // the column measured to
		states, peak int64 // there
	}{
		{8, 26, true, 0, 3, 9.27e6, 438e6},
		{10, 9, true, 0, 2, 8.51e6, 229e6},
		{8, 9, false, 1, 2, 10.5e6, 324e6}, // 8x8 from a square meets in the middle
	} {
		c, err := New(tc.rows, tc.cols, tc.closed, Every, Options{})
		if err != nil {
			t.Fatal(err)
		}
		n := c.Estimate(tc.start)
		kind := TableModel{Open: !tc.closed}.kind()
		held := float64(tc.states) / tableRampBytes[kind][tc.column-1] * frontierChunkBytes
		name := fmt.Sprintf("%dx%d closed=%v from %d", tc.rows, tc.cols, tc.closed, tc.start)
		t.Logf("%s: estimate %d B (at least %d B), measured %d B at column %d, held %.3g B from there", name, n.Bytes, n.Least, tc.peak, tc.column, held)
		if b := float64(n.Bytes); n.Bytes <= tc.peak || b > frontierError*held || frontierError*b < held {
			t.Errorf("%s: estimate %d B, measured %d B at column %d: %.3g B held from there", name, n.Bytes, tc.peak, tc.column, held)
		}
		if n.Least != int64(float64(n.Bytes)/frontierError) {
			t.Errorf("%s: at least %d B, want the estimate %d B over %v", name, n.Least, n.Bytes, frontierError)
		}
	}
}
