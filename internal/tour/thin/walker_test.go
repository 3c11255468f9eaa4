package thin

import (
	"errors"
	"fmt"
	"math"
	"math/rand"
	"testing"

	"github.com/knightstour/knightstour/judge"
)

// sweepMax is the longest side of the boards TestEveryStart sweeps completely: 40, as on
// every other kind of board. Longer boards only add gadgets to chains already seven
// gadgets long and more (the statements run are the same from 30 on, as -short's sweep
// shows); TestHuge and TestRandomLong walk longer ones.
func sweepMax() int {
	if testing.Short() {
		return 30
	}
	return 40
}

func TestEveryStart(t *testing.T) {
	for _, short := range []int{3, 4} {
		for n := 1; n <= sweepMax(); n++ {
			for _, dims := range [][2]int{{short, n}, {n, short}} {
				rows, cols := dims[0], dims[1]
				if rows > cols && min(rows, cols) == short && n == short {
					continue // square board: same as the other orientation
				}
				t.Run(fmt.Sprintf("%dx%d", rows, cols), func(t *testing.T) {
					for start := 0; start < rows*cols; start++ {
						for _, closed := range []bool{false, true} {
							checkOne(t, rows, cols, start, closed)
						}
					}
				})
			}
		}
	}
}

// checkOne checks New's answer for one board and start against the theory table.
func checkOne(t *testing.T, rows, cols, start int, closed bool) {
	t.Helper()
	w, err := New(rows, cols, start, closed)
	want := theoryAllows(rows, cols, start, closed)
	if !want {
		if err == nil {
			t.Fatalf("%d×%d from %d closed=%v: got a walker, theory says no tour", rows, cols, start, closed)
		}
		if min(rows, cols) >= 3 && min(rows, cols) <= 4 && !errors.Is(err, ErrNoTour) {
			t.Fatalf("%d×%d from %d closed=%v: error %v does not wrap ErrNoTour", rows, cols, start, closed, err)
		}
		return
	}
	if err != nil {
		t.Fatalf("%d×%d from %d closed=%v: %v", rows, cols, start, closed, err)
	}
	if got, want := w.Closed(), min(rows, cols) == 3 && max(rows, cols)%2 == 0 && max(rows, cols) >= 10; got != want {
		t.Fatalf("%d×%d from %d: Closed() = %v, want %v", rows, cols, start, got, want)
	}
	tour := collect(w, rows*cols)
	if w.Closed() && !closed {
		closed = true // check the promise too
	}
	if err := judge.CheckTour(rows, cols, start+1, closed, tour); err != nil {
		t.Fatalf("%d×%d from %d closed=%v: judge: %v", rows, cols, start, closed, err)
	}
}

// TestNewSeeded checks NewSeeded on thin boards of every kind (the fixed blocks 3×4
// and 4×5, 3×even closed, 4×n, standing and lying, long): the judge accepts every
// tour, the same seed gives the same tour, and on boards with many tours the seeds 1
// to 5 give at least two tours from each start.
func TestNewSeeded(t *testing.T) {
	for _, c := range []struct {
		rows, cols int
		closed     bool
		starts     []int
		many       bool
	}{
		{3, 4, false, []int{0, 3}, false},
		{4, 5, false, []int{0, 19}, true},
		{3, 10, true, []int{0, 14}, true},
		{4, 40, false, []int{0, 39, 120}, true},
		{40, 3, false, []int{0, 61}, true},
		{3, 1001, false, []int{0, 1500}, true},
	} {
		t.Run(fmt.Sprintf("%dx%d/closed=%v", c.rows, c.cols, c.closed), func(t *testing.T) {
			for _, start := range c.starts {
				tours := map[string]bool{}
				for seed := uint64(1); seed <= 5; seed++ {
					tour, again := seededTour(t, c.rows, c.cols, start, c.closed, seed), seededTour(t, c.rows, c.cols, start, c.closed, seed)
					if fmt.Sprint(tour) != fmt.Sprint(again) {
						t.Fatalf("seed %d from %d: two tours", seed, start)
					}
					tours[fmt.Sprint(tour)] = true
				}
				if c.many && len(tours) < 2 {
					t.Errorf("from %d: the seeds 1 to 5 gave %d tours, want at least 2", start, len(tours))
				}
			}
		})
	}
}

// seededTour returns NewSeeded's tour (1-based squares), which the judge must accept.
func seededTour(t *testing.T, rows, cols, start int, closed bool, seed uint64) []int {
	t.Helper()
	w, err := NewSeeded(rows, cols, start, closed, seed)
	if err != nil {
		t.Fatalf("seed %d from %d: %v", seed, start, err)
	}
	tour := collect(w, rows*cols)
	if err := judge.CheckTour(rows, cols, start+1, closed, tour); err != nil {
		t.Fatalf("seed %d from %d: judge: %v", seed, start, err)
	}
	return tour
}

// collect drains w into a tour of 1-based squares, the judge's numbering, stopping
// after limit+1 squares.
func collect(w *Walker, limit int) []int {
	var tour []int
	for len(tour) <= limit {
		sq, ok := w.Next()
		if !ok {
			break
		}
		tour = append(tour, sq+1)
	}
	return tour
}

func TestRandomLong(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	tries := 200
	if testing.Short() {
		tries = 40
	}
	for i := 0; i < tries; i++ {
		short := 3 + rng.Intn(2)
		n := 5 + rng.Intn(4996)
		rows, cols := short, n
		if rng.Intn(2) == 0 {
			rows, cols = cols, rows
		}
		closed := short == 3 && n%2 == 0 && rng.Intn(2) == 0
		start := rng.Intn(rows * cols)
		for !theoryAllows(rows, cols, start, closed) {
			start = rng.Intn(rows * cols)
		}
		t.Run(fmt.Sprintf("%dx%d/%d/%v", rows, cols, start, closed), func(t *testing.T) {
			checkOne(t, rows, cols, start, closed)
		})
	}
}

func TestErrors(t *testing.T) {
	tests := []struct {
		name             string
		rows, cols, from int
		closed           bool
		want             error
	}{
		{"too thin", 2, 10, 0, false, ErrNotThin},
		{"too wide", 5, 10, 0, false, ErrNotThin},
		{"zero", 0, 3, 0, false, ErrNotThin},
		{"negative start", 3, 10, -1, false, ErrBadStart},
		{"start past end", 3, 10, 30, false, ErrBadStart},
		{"3x3", 3, 3, 0, false, ErrNoTour},
		{"3x6", 6, 3, 0, false, ErrNoTour},
		{"4x4", 4, 4, 0, false, ErrNoTour},
		{"3x4 middle", 3, 4, 1, false, ErrNoTour},
		{"3x7 centre", 3, 7, 10, false, ErrNoTour},
		{"3x9 minority", 3, 9, 1, false, ErrNoTour},
		{"overflow", 3, math.MaxInt / 2, 0, false, ErrTooLarge},
		{"3x8 closed", 3, 8, 0, true, ErrNoTour},
		{"3x9 closed", 3, 9, 0, true, ErrNoTour},
		{"4x9 inner", 4, 9, 9, false, ErrNoTour},
		{"4x9 closed", 4, 9, 0, true, ErrNoTour},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := New(tt.rows, tt.cols, tt.from, tt.closed)
			if !errors.Is(err, tt.want) {
				t.Fatalf("New(%d, %d, %d, %v) = %v, want %v", tt.rows, tt.cols, tt.from, tt.closed, err, tt.want)
			}
		})
	}
}

// TestConstantMemory checks that Next never allocates and that New allocates the same
// on a board of 3×1001 as on 3×10,000,001 (and likewise for 4 rows).
func TestConstantMemory(t *testing.T) {
	tests := []struct {
		rows, small, big int
	}{
		{3, 1001, 10_000_001},
		{3, 1002, 10_000_002},
		{4, 1001, 10_000_001},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%d rows", tt.rows), func(t *testing.T) {
			allocs := func(n int) float64 {
				return testing.AllocsPerRun(5, func() {
					if _, err := New(tt.rows, n, n/2/4*4, false); err != nil {
						t.Fatal(err)
					}
				})
			}
			if a, b := allocs(tt.small), allocs(tt.big); a != b {
				t.Errorf("New allocates %v times on %d×%d, %v on %d×%d", a, tt.rows, tt.small, b, tt.rows, tt.big)
			}
			w, err := New(tt.rows, tt.big, tt.big/2/4*4, false)
			if err != nil {
				t.Fatal(err)
			}
			if a := testing.AllocsPerRun(100000, func() { w.Next() }); a != 0 {
				t.Errorf("Next allocates %v times a call", a)
			}
		})
	}
}
