package countprog

import (
	"testing"
	"time"

	"github.com/knightstour/knightstour/internal/count"
)

// TestLeftHeld feeds a leftTracker estimates a second apart: an estimate that the count
// does not call rough is still called rough until the end it foretells has stayed
// within a tenth of the time left for 10 s (or a tenth of the count's whole time as
// foretold), and again after it jumps; one that rises all along stays rough.
func TestLeftHeld(t *testing.T) {
	for _, tc := range []struct {
		name  string
		left  func(s int) int // the count's estimate at second s, in seconds
		rough []int           // the seconds from 2 to 60 whose report must be rough
	}{
		{"steady end", func(s int) int { return 100 - s }, span(2, 10)},
		{"jumps at 30", func(s int) int {
			if s < 30 {
				return 100 - s
			}
			return 200 - s
		}, append(span(2, 10), span(30, 49)...)},
		{"rises all along", func(s int) int { return 50 + 2*s }, span(2, 60)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := map[int]bool{}
			for _, s := range tc.rough {
				want[s] = true
			}
			tr := &leftTracker{}
			for s := 1; s <= 60; s++ {
				p := tr.shown(count.Progress{Elapsed: time.Duration(s) * time.Second, Left: time.Duration(tc.left(s)) * time.Second})
				if s >= 2 && p.Rough != want[s] {
					t.Errorf("second %d: rough %v, want %v", s, p.Rough, want[s])
				}
			}
		})
	}
	t.Run("rough stays rough", func(t *testing.T) {
		tr := &leftTracker{}
		for s := 1; s <= 30; s++ {
			if p := tr.shown(count.Progress{Elapsed: time.Duration(s) * time.Second, Left: time.Minute, Rough: true}); !p.Rough {
				t.Fatalf("second %d: the count's rough estimate shown as not rough", s)
			}
		}
	})
}

// span returns the whole numbers from a to b.
func span(a, b int) []int {
	var s []int
	for i := a; i <= b; i++ {
		s = append(s, i)
	}
	return s
}

// TestLeftShare checks that the time left is scaled by the program's share of the
// processors while the count measured its pace (the last quarter of the time so far)
// over its share in the last 10 s: a program that had two processors and now gets half
// of one needs longer than its pace says. With no processor clock it is not scaled.
func TestLeftShare(t *testing.T) {
	cpuAt := func(s int) time.Duration { // 2 s a second to second 90, then 0.5
		if s <= 90 {
			return time.Duration(2*s) * time.Second
		}
		return 180*time.Second + time.Duration(s-90)*time.Second/2
	}
	var now int
	tr := &leftTracker{cpu: func() (time.Duration, bool) { return cpuAt(now), true }}
	plain := &leftTracker{}
	for now = 1; now <= 100; now++ {
		p := count.Progress{Elapsed: time.Duration(now) * time.Second, Left: time.Minute}
		got, same := tr.shown(p), plain.shown(p)
		if same.Left != time.Minute {
			t.Fatalf("second %d: %v left with no processor clock, want 1m0s", now, same.Left)
		}
		if now <= 90 && got.Left != time.Minute {
			t.Fatalf("second %d: %v left at a steady share, want 1m0s", now, got.Left)
		}
		if now == 100 {
			// From second 75: 35 s of processor time in 25 s; from second 90: 5 in 10.
			if want := time.Duration(60 * (35.0 / 25) / (5.0 / 10) * float64(time.Second)); got.Left != want {
				t.Errorf("%v left, want %v", got.Left, want)
			}
		}
	}
}

// TestLeftSharePhase checks that a change of phase is not taken for a change in the
// machine: a count that scans on one processor and then runs its rest on two keeps its
// estimate as the count makes it, until both spans of shareRatio are in the new phase;
// a change in its share inside the phase still scales it.
func TestLeftSharePhase(t *testing.T) {
	cpuAt := func(s int) time.Duration { // 1 s a second to second 100 (the scan), then 2 to 150, then 1
		switch {
		case s <= 100:
			return time.Duration(s) * time.Second
		case s <= 150:
			return 100*time.Second + time.Duration(2*(s-100))*time.Second
		}
		return 200*time.Second + time.Duration(s-150)*time.Second
	}
	var now int
	tr := &leftTracker{cpu: func() (time.Duration, bool) { return cpuAt(now), true }}
	for now = 1; now <= 170; now++ {
		stage := count.StageScan
		if now > 100 {
			stage = count.StageMiddle
		}
		got := tr.shown(count.Progress{Elapsed: time.Duration(now) * time.Second, Left: time.Minute, Stage: stage})
		switch {
		case now <= 150 && got.Left != time.Minute:
			t.Fatalf("second %d: %v left, want 1m0s: the share changed with the phase only", now, got.Left)
		case now == 170:
			// From the report at second 127 (three quarters of 170): 66 s of processor
			// time in 43 s; from second 160: 10 in 10.
			ratio := (66.0 / 43) / (10.0 / 10)
			if want := time.Duration(60 * ratio * float64(time.Second)); got.Left != want {
				t.Errorf("second 170: %v left, want %v", got.Left, want)
			}
		}
	}
}
