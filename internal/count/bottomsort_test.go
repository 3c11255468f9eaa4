package count

import (
	"cmp"
	"context"
	"errors"
	"math/rand"
	"slices"
	"sync/atomic"
	"testing"
	"time"
)

// TestSortByDeg checks the radix sort of the bottom against the standard library's
// sort: the same degrees in the same order, the same states, on runs of every length
// around the insertion sort's and with few and many kinds of degrees; and that a
// cancelled context stops it.
func TestSortByDeg(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for _, n := range []int{0, 1, 2, 31, 33, 100, 5000, 70000} {
		for _, kinds := range []int64{1, 2, 3} {
			ents := make([]bottomState, n)
			for i := range ents {
				var d uint64
				for j := 0; j < 16; j++ {
					d |= uint64(r.Int63n(kinds)) << (4 * j)
				}
				ents[i] = bottomState{deg: d, mates: uint64(i), cnt: r.Uint64()}
			}
			want := slices.Clone(ents)
			slices.SortStableFunc(want, func(a, b bottomState) int { return cmp.Compare(a.deg, b.deg) })
			if err := sortByDeg(context.Background(), ents); err != nil {
				t.Fatal(err)
			}
			for i := range ents {
				if ents[i].deg != want[i].deg {
					t.Fatalf("%d states, %d kinds: at %d degrees %x, want %x", n, kinds, i, ents[i].deg, want[i].deg)
				}
			}
			byMates := func(a, b bottomState) int { return cmp.Compare(a.mates, b.mates) }
			slices.SortFunc(ents, byMates)
			slices.SortFunc(want, byMates)
			if !slices.Equal(ents, want) {
				t.Fatalf("%d states, %d kinds: the states changed", n, kinds)
			}
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := sortByDeg(ctx, make([]bottomState, checkEvery)); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled sort: %v, want context.Canceled", err)
	}
}

// armed is a context whose Done never fires and whose Err says cancelled once it is
// armed: it stands for a Ctrl-C that comes after the scan's last step has looked at
// its Done channel for the last time.
type armed struct {
	context.Context
	on atomic.Bool
}

func (a *armed) Done() <-chan struct{}       { return nil }
func (a *armed) Deadline() (time.Time, bool) { return time.Time{}, false }
func (a *armed) Err() error {
	if a.on.Load() {
		return context.Canceled
	}
	return nil
}

// TestMeetCancelled cancels a count that meets in the middle as its scan of the
// halves ends: it must stop there, before the middle (the half states, the bottom, its
// sort and the middle's first states are passes over the whole half, seconds on 8×8),
// not at the middle's first look at its context.
func TestMeetCancelled(t *testing.T) {
	c, err := New(6, 6, true, Every, Options{Method: MethodScan})
	if err != nil {
		t.Fatal(err)
	}
	ctx := &armed{Context: context.Background()}
	c.scan.hook = func() {
		if p := c.Progress(); p.Stage == StageScan && p.Square >= 6 {
			ctx.on.Store(true) // the top half's last step (rows 1 and 2 of 6x6)
		}
	}
	if _, err := c.Tours(ctx, 0); !errors.Is(err, context.Canceled) {
		t.Fatalf("%v, want context.Canceled", err)
	}
	if p := c.Progress(); p.Stage != StageScan {
		t.Errorf("stopped in stage %v, want the scan's end", p.Stage)
	}
}
