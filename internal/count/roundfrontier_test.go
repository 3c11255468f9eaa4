package count

import (
	"context"
	"fmt"
	"testing"

	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// TestFrontierRoundsAddUp counts single boards whose scan is package frontier's in
// 2, 3 and 4 parts (through frontier.InParts: a table read at its last column),
// closed and open, from a start, from every start, and to an end, and expects the parts
// to add up to the whole count.
func TestFrontierRoundsAddUp(t *testing.T) {
	for _, tc := range []struct {
		rows, cols int
		closed     bool
		end, start int
	}{
		{3, 10, true, Every, 0},
		{3, 10, true, Every, Every},
		{3, 12, true, 0, 14}, // closed from a start to an end a knight's move away: the paths between them
		{5, 16, true, Every, 2},
		{3, 8, false, Every, 0},
		{4, 9, false, Every, Every}, // scanned: it meets up to 8 long
		{7, 3, false, Every, 0},     // odd: an end on the corners' colour (7x5 took 5 times the CPU)
		{3, 7, false, Every, Every}, // odd, from every start (as 5x7, at a tenth of its CPU)
		{4, 8, false, 29, 1},
		{10, 3, false, Every, 10}, // from an inner square, the board on its side (as 8x5 from 12, at a fifth of its CPU)
	} {
		whole, err := New(tc.rows, tc.cols, tc.closed, tc.end, Options{Method: MethodScan})
		if err != nil {
			t.Fatal(err)
		}
		want, err := whole.Tours(context.Background(), tc.start)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%dx%d closed=%v end=%d start=%d: %v", tc.rows, tc.cols, tc.closed, tc.end, tc.start, want)
		if want.Sign() == 0 {
			t.Fatalf("%dx%d from %d: no tours, so the parts would add up to nothing anyway", tc.rows, tc.cols, tc.start)
		}
		for parts := 2; parts <= 4; parts++ {
			name := fmt.Sprintf("%dx%d-closed=%v-end=%d-start=%d-parts=%d", tc.rows, tc.cols, tc.closed, tc.end, tc.start, parts)
			t.Run(name, func(t *testing.T) {
				if whole.job(tc.start).fp == nil {
					t.Fatal("not scanned by package frontier's parts")
				}
				got, _ := countInRounds(t, tc.rows, tc.cols, tc.closed, tc.end, tc.start, parts, MethodScan, jobdir.NewMemDir(), nil)
				if got.Cmp(want) != 0 {
					t.Errorf("the parts add up to %v, the whole is %v", got, want)
				}
			})
		}
	}
}

// TestFrontierMeetRoundsAddUp counts boards that meet in the middle on package
// frontier's states (frontierMeets) from every start, even in length, in 2 and 3
// parts (through frontier.MeetInParts), the paths with no fixed end and the closed
// tours from a square, the board either way up, and expects the parts to add up to the
// whole count; a board of odd length keeps the scan in parts.
func TestFrontierMeetRoundsAddUp(t *testing.T) {
	for _, tc := range []struct {
		rows, cols int
		closed     bool
		start      int
	}{
		{5, 6, false, Every},
		{6, 5, false, Every},
		{5, 10, true, 0},
	} {
		whole, err := New(tc.rows, tc.cols, tc.closed, Every, Options{Method: MethodScan})
		if err != nil {
			t.Fatal(err)
		}
		want, err := whole.Tours(context.Background(), tc.start)
		if err != nil {
			t.Fatal(err)
		}
		for parts := 2; parts <= 3; parts++ {
			t.Run(fmt.Sprintf("%dx%d-closed=%v-start=%d-parts=%d", tc.rows, tc.cols, tc.closed, tc.start, parts), func(t *testing.T) {
				if whole.job(tc.start).fm == nil {
					t.Fatal("not met by package frontier's meet in parts")
				}
				got, _ := countInRounds(t, tc.rows, tc.cols, tc.closed, Every, tc.start, parts, MethodScan, jobdir.NewMemDir(), nil)
				if got.Cmp(want) != 0 {
					t.Errorf("the parts add up to %v, the whole is %v", got, want)
				}
			})
		}
	}
	// Run again once done, the last round of the halves' scan, its done file gone: the
	// rounds say it is not needed (nothing of the board's count is in it).
	d := jobdir.NewMemDir()
	want, _ := countInRounds(t, 5, 6, false, Every, Every, 2, MethodScan, d, nil)
	c, err := New(5, 6, false, Every, Options{Part: 0, Parts: 2, Method: MethodScan})
	if err != nil {
		t.Fatal(err)
	}
	scan := c.job(Every).fm.Rounds() - 1
	done := fmt.Sprintf("%s/round-%d/done-1", c.job(Every).fm.Scan().Job(), scan)
	if _, ok := d.ReadFile(done); !ok {
		t.Fatalf("no %s", done)
	}
	d.Remove(done)
	if rep, err := c.Round(context.Background(), Every, scan, d); err != nil || rep.Ran || rep.Result != nil {
		t.Errorf("the halves' last round again: %+v, %v; want nothing run", rep, err)
	}
	if got, err := c.Sum(Every, d); err != nil || got.Cmp(want) != 0 {
		t.Errorf("the sum after: %v, %v; want %v", got, err, want)
	}
	odd, err := New(5, 7, false, Every, Options{Method: MethodScan})
	if err != nil {
		t.Fatal(err)
	}
	if j := odd.job(Every); j.fm != nil || j.fp == nil {
		t.Errorf("5x7's paths in parts: meet %v, scan %v; want the scan", j.fm, j.fp)
	}
}

// TestFrontierRoundHolds runs the rounds of a board whose scan in parts is package
// frontier's and expects the progress, as each round begins (Options.Prepare), to say
// the states the part receives, not the meter's first 1.
func TestFrontierRoundHolds(t *testing.T) {
	ctx, d := context.Background(), jobdir.NewMemDir()
	var c *Counter
	var held []int64
	c, err := New(5, 16, true, Every, Options{Part: 0, Parts: 1, Method: MethodScan, Prepare: func(states int64) func() {
		if got := c.Progress().States; got != states {
			t.Errorf("as a round begins, the progress says %d states held, the round receives %d", got, states)
		}
		held = append(held, states)
		return func() {}
	}})
	if err != nil {
		t.Fatal(err)
	}
	if c.job(2).fp == nil {
		t.Fatal("not scanned by package frontier's parts")
	}
	for r := 1; r <= c.Rounds(2); r++ {
		if _, err := c.Round(ctx, 2, r, d); err != nil {
			t.Fatalf("round %d: %v", r, err)
		}
	}
	if n := len(held); n < 2 || held[n-1] <= 1 {
		t.Errorf("the rounds received %v states", held)
	}
}
