package count

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/rand"
	"os"
	"strings"
	"testing"

	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// countInRounds counts the tours from start in parts parts through d, running the
// parts of each round in the order order gives (nil: 0..parts-1), a Counter a part
// for all its rounds (as the tests' one process stands for many), and returns the sum
// and the most bytes a part's tables held.
func countInRounds(t *testing.T, rows, cols int, closed bool, end, start, parts int, method Method, d jobdir.Dir, order func(r int) []int) (sum *big.Int, peak int64) {
	t.Helper()
	ctx := context.Background()
	counters := make([]*Counter, parts)
	counter := func(k int) *Counter {
		if counters[k] == nil {
			c, err := New(rows, cols, closed, end, Options{Part: k, Parts: parts, Method: method})
			if err != nil {
				t.Fatal(err)
			}
			counters[k] = c
		}
		return counters[k]
	}
	rounds := counter(0).Rounds(start)
	for r := 1; r <= rounds; r++ {
		ks := make([]int, parts)
		for k := range ks {
			ks[k] = k
		}
		if order != nil {
			ks = order(r)
		}
		for _, k := range ks {
			c := counter(k)
			_, err := c.Round(ctx, start, r, d)
			if err != nil {
				t.Fatalf("round %d, part %d: %v", r, k+1, err)
			}
			peak = max(peak, c.Progress().PeakBytes)
		}
	}
	sum, err := counter(0).Sum(start, d)
	if err != nil {
		t.Fatal(err)
	}
	return sum, peak
}

// slowOn reports whether the long cases run: with KNIGHTSTOUR_SLOW=1, not with -short.
// go test ./... leaves them to CI's KNIGHTSTOUR_SLOW=1 step.
func slowOn() bool { return !testing.Short() && os.Getenv("KNIGHTSTOUR_SLOW") == "1" }

// slow skips t unless the long cases run: cost says what it takes.
func slow(t *testing.T, cost string) {
	t.Helper()
	if !slowOn() {
		t.Skipf("%s: with KNIGHTSTOUR_SLOW=1", cost)
	}
}

// TestRoundsAddUp counts boards whole and in rounds of parts (open and closed, from a
// start, from every start, and to an end; with the scan, the meet and, on boards of up
// to 30 squares, the search; from one part to more parts than a layer has states) and
// expects the parts to add up to the whole. (TestFrontierRoundsAddUp counts 5x16's
// cycles in 2, 3 and 4 parts.) 6x7's cycles, whose halves differ in length, take 3 s
// of CPU: with KNIGHTSTOUR_SLOW=1 only.
func TestRoundsAddUp(t *testing.T) {
	for _, tc := range []struct {
		rows, cols int
		closed     bool
		end, start int
		parts      int
	}{
		{5, 5, false, Every, 0, 3},
		{5, 5, false, Every, Every, 4},
		{5, 6, false, 8, 3, 3},
		{5, 8, true, Every, 0, 5},
		{5, 8, true, Every, Every, 2},
		{6, 7, true, Every, Every, 3}, // the halves differ in length
		{5, 6, true, 8, 15, 4},
		{3, 12, true, 0, 7, 3},
		{4, 5, false, 19, 0, 2},
		{1, 1, false, Every, 0, 2},
		{1, 1, false, Every, Every, 3},
		{1, 2, false, Every, Every, 2},
		{3, 10, true, Every, 0, 2},
		{3, 20, true, Every, 0, 3},
		{3, 16, false, Every, 0, 3},
		{4, 12, false, Every, 0, 3},
		{4, 10, false, Every, Every, 2},
		{5, 5, false, Every, 0, 1},
		{3, 4, false, Every, Every, 40}, // more parts than any layer has states
		{3, 12, true, 0, 14, 3},         // closed from a start to an end a knight's move away
		{5, 6, true, 0, 13, 2},
		{5, 6, true, Every, Every, 16},
	} {
		for _, method := range []Method{MethodScan, MethodDFS} {
			if method == MethodDFS && tc.rows*tc.cols > 30 {
				continue
			}
			name := fmt.Sprintf("%dx%d-closed=%v-end=%d-start=%d-parts=%d-%v", tc.rows, tc.cols, tc.closed, tc.end, tc.start, tc.parts, method)
			t.Run(name, func(t *testing.T) {
				if tc.rows*tc.cols == 42 {
					slow(t, "3 s of CPU")
				}
				whole, err := New(tc.rows, tc.cols, tc.closed, tc.end, Options{Method: method})
				if err != nil {
					t.Fatal(err)
				}
				want, err := whole.Tours(context.Background(), tc.start)
				if err != nil {
					t.Fatal(err)
				}
				got, _ := countInRounds(t, tc.rows, tc.cols, tc.closed, tc.end, tc.start, tc.parts, method, jobdir.NewMemDir(), nil)
				if got.Cmp(want) != 0 {
					t.Errorf("the parts add up to %v, the whole is %v", got, want)
				}
			})
		}
	}
}

// TestRoundsDivide checks that the parts divide the memory: on 5x8 open from square 1
// in 4 parts, no part's tables hold more than half of the whole's.
func TestRoundsDivide(t *testing.T) {
	whole, err := New(5, 8, false, Every, Options{Method: MethodScan})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := whole.Tours(context.Background(), 0); err != nil {
		t.Fatal(err)
	}
	_, peak := countInRounds(t, 5, 8, false, Every, 0, 4, MethodScan, jobdir.NewMemDir(), nil)
	if w := whole.Progress().PeakBytes; peak > w/2 {
		t.Errorf("a part's tables held %d bytes, the whole's %d", peak, w)
	}
	t.Logf("a part's tables held at most %d bytes, the whole's %d", peak, whole.Progress().PeakBytes)
}

// TestRoundsAnyOrder runs the parts of each round in a random order, each part's
// round twice (the second does nothing), and expects the same answer.
func TestRoundsAnyOrder(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	want, _ := countInRounds(t, 5, 6, true, Every, 0, 3, MethodScan, jobdir.NewMemDir(), nil)
	d := jobdir.NewMemDir()
	got, _ := countInRounds(t, 5, 6, true, Every, 0, 3, MethodScan, d, func(int) []int {
		ks := rng.Perm(3)
		return append(ks, ks...)
	})
	if got.Cmp(want) != 0 {
		t.Errorf("in random order: %v, in order %v", got, want)
	}
}

// TestRoundsNotReady checks that a round whose inputs are not all there is refused with
// ErrNotReady naming the parts not done, and that Sum says the same before the end.
func TestRoundsNotReady(t *testing.T) {
	ctx := context.Background()
	d := jobdir.NewMemDir()
	part := func(k int) *Counter {
		c, err := New(5, 5, false, Every, Options{Part: k, Parts: 3, Method: MethodScan})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	if _, err := part(0).Round(ctx, 0, 1, d); err != nil {
		t.Fatal(err)
	}
	_, err := part(0).Round(ctx, 0, 2, d)
	if !errors.Is(err, ErrNotReady) || !strings.Contains(err.Error(), "parts 2, 3 of 3 have") {
		t.Errorf("round 2 before round 1 is done: %v", err)
	}
	if _, err := part(1).Sum(0, d); !errors.Is(err, ErrNotReady) {
		t.Errorf("Sum before the end: %v", err)
	}
}

// TestRoundsKilled stops a part's round as a killed process stops, at every 23rd file it
// writes in turn (every seventh with KNIGHTSTOUR_SLOW=1: 8 s of CPU), then runs it again,
// and expects the same answer: a file not committed is not seen, and the round is done
// again from what the round before left.
func TestRoundsKilled(t *testing.T) {
	want, _ := countInRounds(t, 5, 6, false, Every, 0, 3, MethodScan, jobdir.NewMemDir(), nil)
	errKilled := errors.New("killed")
	step := 23
	if slowOn() {
		step = 7
	}
	for kill := 1; kill < 100; kill += step {
		d := jobdir.NewMemDir()
		commits := 0
		d.Fail = func(name string) error {
			if commits++; commits == kill {
				return errKilled
			}
			return nil
		}
		ctx := context.Background()
		rounds := 0
		var got *big.Int
		for k := 0; ; k = (k + 1) % 3 {
			c, err := New(5, 6, false, Every, Options{Part: k, Parts: 3, Method: MethodScan})
			if err != nil {
				t.Fatal(err)
			}
			if rounds == 0 {
				rounds = c.Rounds(0)
			}
			done := true
			for r := 1; r <= rounds; r++ {
				if _, err := c.Round(ctx, 0, r, d); errors.Is(err, ErrNotReady) {
					done = false
					break
				} else if err != nil && !errors.Is(err, errKilled) {
					t.Fatalf("kill at commit %d: round %d, part %d: %v", kill, r, k+1, err)
				} else if err != nil {
					done = false
					break
				}
			}
			if got, err = c.Sum(0, d); err == nil {
				break
			}
			if !done && commits > 10*kill+1000 {
				t.Fatalf("kill at commit %d: no end", kill)
			}
		}
		if got.Cmp(want) != 0 {
			t.Errorf("killed at commit %d: %v, want %v", kill, got, want)
		}
	}
}

// whole56 returns the open tours of 5x6 from start (or Every), counted whole by method.
func whole56(t *testing.T, method Method, start int) *big.Int {
	t.Helper()
	whole, err := New(5, 6, false, Every, Options{Method: method})
	if err != nil {
		t.Fatal(err)
	}
	want, err := whole.Tours(context.Background(), start)
	if err != nil {
		t.Fatal(err)
	}
	return want
}

// TestRoundsSymmetric counts in one folder the tours from a start in one part and from
// its mirror image in the other, as a count resumed under the mirror image of its query
// does (the two share their files), by the scan and by the search, and expects the whole
// count.
func TestRoundsSymmetric(t *testing.T) {
	ctx := context.Background()
	for _, method := range []Method{MethodScan, MethodDFS} {
		t.Run(method.String(), func(t *testing.T) {
			want := whole56(t, method, 0)
			d := jobdir.NewMemDir()
			starts := []int{0, 5} // square 1 and its mirror image
			part := func(k int) *Counter {
				c, err := New(5, 6, false, Every, Options{Part: k, Parts: 2, Method: method})
				if err != nil {
					t.Fatal(err)
				}
				return c
			}
			for r := 1; r <= part(0).Rounds(0); r++ {
				for k := 0; k < 2; k++ {
					if _, err := part(k).Round(ctx, starts[k], r, d); err != nil {
						t.Fatal(err)
					}
				}
			}
			for k, s := range starts {
				got, err := part(k).Sum(s, d)
				if method == MethodDFS && err != nil && errors.Is(err, ErrNotReady) {
					continue // the search's parts are of their own start: the other is not done
				}
				if err != nil || got.Cmp(want) != 0 {
					t.Errorf("from square %d: %v, %v; want %v", s+1, got, err, want)
				}
			}
		})
	}
}

// TestRoundsWorkers counts in parts that run with different numbers of workers, as parts
// on different machines do, by the scan and by the search, and expects the whole count.
func TestRoundsWorkers(t *testing.T) {
	ctx := context.Background()
	for _, method := range []Method{MethodScan, MethodDFS} {
		t.Run(method.String(), func(t *testing.T) {
			want := whole56(t, method, Every)
			d := jobdir.NewMemDir()
			part := func(k int) *Counter {
				c, err := New(5, 6, false, Every, Options{Part: k, Parts: 3, Method: method, Workers: 1 + 3*k})
				if err != nil {
					t.Fatal(err)
				}
				return c
			}
			for r := 1; r <= part(0).Rounds(Every); r++ {
				for k := 0; k < 3; k++ {
					if _, err := part(k).Round(ctx, Every, r, d); err != nil {
						t.Fatal(err)
					}
				}
			}
			got, err := part(1).Sum(Every, d)
			if err != nil || got.Cmp(want) != 0 {
				t.Errorf("%v, %v; want %v", got, err, want)
			}
		})
	}
}

// TestDoneChecked checks the counts a done file may end with: the result in the last
// round, and there only, a number, once. Anything else is refused as not a file of
// this count.
func TestDoneChecked(t *testing.T) {
	x := exchange{d: jobdir.NewMemDir(), job: "5x5-paths-1-any-2parts", parts: 2, rounds: 9}
	head := "knightstour count in rounds\njob 5x5-paths-1-any-2parts\nround %d of 9\npart 1 of 2\nstates received 4\nstates held 3\nstates sent 2\n"
	for _, tc := range []struct {
		name  string
		round int
		tail  string
		ok    bool
	}{
		{"a result", 9, "result 5\n", true},
		{"nothing more in the last round", 9, "", false},
		{"nothing more in a round between", 4, "", true},
		{"a result not in the last round", 3, "result 5\n", false},
		{"the states kept (a line of the meet before)", 4, "states kept 1\n", false},
		{"a count kept (a line of the meet before)", 3, "count kept 7\n", false},
		{"a result said kept", 9, "result kept 5\n", false},
		{"two results", 9, "result 5\nresult 6\n", false},
		{"a result below zero", 9, "result -1\n", false},
		{"something else", 4, "comment 1\n", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x.d.(*jobdir.MemDir).WriteFile(x.files().DoneName(tc.round, 0), jobdir.Seal([]byte(fmt.Sprintf(head, tc.round)+tc.tail)))
			note, err := x.files().ReadDone(tc.round, 0)
			if tc.ok != (err == nil) || err != nil && !errors.Is(err, jobdir.ErrCorrupt) {
				t.Fatalf("%q: %v", tc.tail, err)
			}
			if tc.ok && (note.Recv != 4 || note.Held != 3 || note.Sent != 2) {
				t.Errorf("read %+v", note)
			}
		})
	}
}
