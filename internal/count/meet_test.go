package count

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"testing"

	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// TestMeet counts the Hamiltonian cycles of boards by meeting in the middle and in three
// parts in rounds, on every board the meet takes up to 6 wide, 9 long and 48 squares
// (even and odd lengths, one half or two, at every width: 6x9 would cost the rest twice
// over), and by the scan alone on those of up to 42 squares: on 6x8 the scan alone takes
// eight times as long as the rest, and TestMeetWorkers checks the meet there against the
// published count.
func TestMeet(t *testing.T) {
	ctx := context.Background()
	for w := 3; w <= 6; w++ {
		for l := 4; l <= 9 && w*l <= 48; l++ {
			c, err := New(l, w, true, Every, Options{})
			if err != nil {
				t.Fatal(err)
			}
			p := c.scan.problem(true, nil, false)
			if !p.meetable() {
				continue
			}
			t.Run(fmt.Sprintf("%dx%d", w, l), func(t *testing.T) {
				got, err := p.meet(ctx, c.engine())
				if err != nil {
					t.Fatal(err)
				}
				if w*l <= 42 {
					want, err := p.run(ctx, c.engine())
					if err != nil {
						t.Fatal(err)
					}
					if got.Cmp(want) != 0 {
						t.Errorf("meeting in the middle: %v cycles, the scan: %v", got, want)
					}
				}
				// Closed tours from square 1 are twice the cycles.
				sum, _, _ := countInRounds(t, l, w, true, Every, 0, 3, MethodScan, jobdir.NewMemDir(), nil)
				if want2 := new(big.Int).Lsh(got, 1); sum.Cmp(want2) != 0 {
					t.Errorf("three parts in rounds add up to %v tours, meeting in the middle counts %v", sum, want2)
				}
			})
		}
	}
}

// TestMeetWorkers counts 6×8 (55,488,142 cycles) with one worker and with four: the
// middle table is shared by the workers.
func TestMeetWorkers(t *testing.T) {
	for _, workers := range []int{1, 4} {
		c, err := New(6, 8, true, Every, Options{Workers: workers})
		if err != nil {
			t.Fatal(err)
		}
		p := c.scan.problem(true, nil, false)
		got, err := p.meet(context.Background(), c.engine())
		if err != nil {
			t.Fatal(err)
		}
		if got.Cmp(big.NewInt(55488142)) != 0 {
			t.Errorf("%d workers: %v cycles, want 55488142", workers, got)
		}
	}
}

// TestMeetOverflow checks that a sum in the middle table that passes 64 bits is
// reported (the count then falls back to the scan, whose counts have no bound).
func TestMeetOverflow(t *testing.T) {
	tb := &midTable{m: &meter{}}
	s := &tb.shards[0]
	if err := tb.add(s, 5, 5, 1<<63); err != nil {
		t.Fatal(err)
	}
	if err := tb.add(s, 5, 5, 1<<63); !errors.Is(err, errMeetOverflow) {
		t.Errorf("2^63 + 2^63: %v, want errMeetOverflow", err)
	}
}

// TestJoinEdge checks the middle's edge on codes: labels join paths, a full square
// takes no edge, and an edge between the two ends of one path is refused.
func TestJoinEdge(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   uint64
		a, b int
		out  uint64
		ok   bool
	}{
		{"new path", nibbles(0, 0, 0, 0), 1, 3, nibbles(0, 3, 0, 3), true},
		{"extend", nibbles(3, 0, 3, 0), 2, 3, nibbles(3, 0, 1, 3), true},
		{"join two paths", nibbles(3, 4, 3, 4), 0, 1, nibbles(1, 1, 3, 3), true},
		{"full", nibbles(1, 0, 0, 0), 0, 1, 0, false},
		{"cycle", nibbles(3, 0, 3, 0), 0, 2, 0, false},
		{"relabel", nibbles(0, 3, 0, 3), 0, 2, nibbles(3, 4, 3, 4), true},
		{"to an end, extend", nibbles(2, 0, 0, 0), 0, 1, nibbles(1, 2, 0, 0), true},
		{"to an end from b", nibbles(0, 2, 0, 0), 0, 1, nibbles(2, 1, 0, 0), true},
		{"a path led to an end", nibbles(3, 2, 3, 0), 0, 1, nibbles(1, 1, 2, 0), true},
		{"a path led to an end from b", nibbles(2, 3, 0, 3), 0, 1, nibbles(1, 1, 0, 2), true},
		{"the two ends joined", nibbles(2, 2, 0, 0), 0, 1, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, ok := joinEdge(tc.in, tc.a, tc.b, 4)
			if ok != tc.ok || ok && out != tc.out {
				t.Errorf("joinEdge(%x, %d, %d) = %x, %v; want %x, %v", tc.in, tc.a, tc.b, out, ok, tc.out, tc.ok)
			}
		})
	}
}

// TestJoinEnd checks the step that makes a middle square an end of the tour: an
// untouched square leads to the end, a path's end becomes full and its other end leads
// to the end, and a square whose path leads to an end already, a full square or a
// third end is refused.
func TestJoinEnd(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   uint64
		a    int
		out  uint64
		ok   bool
	}{
		{"untouched", nibbles(0, 0, 0, 0), 1, nibbles(0, 2, 0, 0), true},
		{"a path's end", nibbles(3, 4, 3, 4), 0, nibbles(1, 3, 2, 3), true},
		{"full", nibbles(1, 0, 0, 0), 0, 0, false},
		{"both ends joined", nibbles(2, 0, 0, 0), 0, 0, false},
		{"a third end", nibbles(2, 2, 0, 0), 2, 0, false},
		{"a second end", nibbles(2, 0, 0, 0), 3, nibbles(2, 0, 0, 2), true},
		{"a path's end with two ends made", nibbles(2, 2, 3, 3), 2, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, ok := joinEnd(tc.in, tc.a, 4)
			if ok != tc.ok || ok && out != tc.out {
				t.Errorf("joinEnd(%x, %d) = %x, %v; want %x, %v", tc.in, tc.a, out, ok, tc.out, tc.ok)
			}
		})
	}
}

// TestOnePath checks the join of the middle's and the bottom's partners into one path:
// positions 0..3 of degree 1, partners 4 bits a position, E the tour's end.
func TestOnePath(t *testing.T) {
	const E = mateEnd15
	for _, tc := range []struct {
		name   string
		xm, bm uint64
		k      int // positions 0..k-1 have degree 1
		want   bool
	}{
		{"one path, both ends above", nibbles(E, 2, 1, E), nibbles(1, 0, 3, 2), 4, true},
		{"one path, both ends below", nibbles(1, 0, 3, 2), nibbles(E, 2, 1, E), 4, true},
		{"one path, an end on each side", nibbles(E, 2, 1), nibbles(1, 0, E), 3, true},
		{"one square between the ends", nibbles(E), nibbles(E), 1, true},
		{"a path and a cycle", nibbles(E, E, 3, 2), nibbles(1, 0, 3, 2), 4, false},
		{"two paths", nibbles(E, E, E, E), nibbles(1, 0, 3, 2), 4, false},
		{"cycles, no end", nibbles(1, 0, 3, 2), nibbles(3, 2, 1, 0), 4, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ends := uint64(nibOnes) & (1<<(4*uint(tc.k)) - 1)
			if got := onePath(tc.xm, tc.bm, ends, endAt(tc.xm, ends), tc.k); got != tc.want {
				t.Errorf("onePath(%x, %x) = %v, want %v", tc.xm, tc.bm, got, tc.want)
			}
		})
	}
}

// TestOnePathWide joins partners made by mates from the codes of 14 positions (a
// board 7 wide, the widest whose paths meet), an end of the tour at the last: one path
// through all of them, and one that leaves a cycle aside.
func TestOnePathWide(t *testing.T) {
	const n = 14
	top := mates(nibbles(2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 2), n) // 0 and 13 lead to ends
	ends := uint64(nibOnes) & (1<<(4*n) - 1)
	for _, tc := range []struct {
		name   string
		bottom uint64
		want   bool
	}{
		{"one path", nibbles(3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9), true},
		{"a path and a cycle", nibbles(3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 9, 9, 8), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := onePath(top, mates(tc.bottom, n), ends, endAt(top, ends), n); got != tc.want {
				t.Errorf("onePath = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestMiddleFits checks the bound on the top's counts below which the middle's cannot
// pass 64 bits: 2^(64-2(w-2)) for cycles, and that over the 1 + 2w + C(2w, 2) ways to
// make at most two of the middle squares ends for paths.
func TestMiddleFits(t *testing.T) {
	for _, tc := range []struct {
		name  string
		w     int
		ends  bool
		bound uint64
	}{
		{"cycles, 8 wide", 8, false, 1 << 52},
		{"paths, 7 wide", 7, true, (1 << 54) / 106},
		{"paths, 3 wide", 3, true, (1 << 62) / 22},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if !(halfList{cnt: []uint64{tc.bound - 2, 1}}).middleFits(tc.w, tc.ends) {
				t.Errorf("a sum of %d does not fit", tc.bound-1)
			}
			if (halfList{cnt: []uint64{tc.bound - 1, 1}}).middleFits(tc.w, tc.ends) {
				t.Errorf("a sum of %d fits", tc.bound)
			}
		})
	}
}

// TestMeetPaths counts the Hamiltonian paths of boards (no end fixed) by meeting in the
// middle and by the scan alone, on every board the meet takes up to 30 squares (odd
// ones too, where only the corners' colour may end a path), and 6x6 against the
// published count: 3,318,960 (OEIS A083386, half of A165134's 6,637,920 tours).
func TestMeetPaths(t *testing.T) {
	ctx := context.Background()
	for w := 3; w <= 6; w++ {
		for l := w; l <= 3*w && w*l <= 36; l++ {
			c, err := New(l, w, false, Every, Options{})
			if err != nil {
				t.Fatal(err)
			}
			p := c.scan.problem(false, nil, true)
			published := w == 6 && l == 6
			if !p.meetable() || w*l > 30 && !published {
				continue
			}
			t.Run(fmt.Sprintf("%dx%d", w, l), func(t *testing.T) {
				got, err := p.meet(ctx, c.engine())
				if err != nil {
					t.Fatal(err)
				}
				want := big.NewInt(3318960)
				if !published {
					if want, err = p.run(ctx, c.engine()); err != nil {
						t.Fatal(err)
					}
				}
				if got.Cmp(want) != 0 {
					t.Errorf("meeting in the middle: %v paths, want %v", got, want)
				}
			})
		}
	}
}

// TestPairsPerState checks the bottom states a middle state is joined with, on average
// over the bottom's states: groups of 1, 2 and 3 states give (1 + 4 + 9) / 6.
func TestPairsPerState(t *testing.T) {
	b := &bottom{states: make([]bottomState, 6), groups: newU64map(3)}
	for i, g := range [][2]uint64{{0, 1}, {1, 3}, {3, 6}} {
		b.groups.put(uint64(i+1), g[0]<<32|g[1])
	}
	if got, want := b.pairsPerState(), 14.0/6; got != want {
		t.Errorf("pairsPerState = %v, want %v", got, want)
	}
}

// TestMeetCancel cancels a count that meets in the middle while it adds the middle
// edges and while it joins the halves (cancelled when the stage begins): it stops
// there with the context's error.
func TestMeetCancel(t *testing.T) {
	for _, stage := range []Stage{StageMiddle, StageJoin} {
		t.Run(fmt.Sprint(stage), func(t *testing.T) {
			c, err := New(6, 8, true, Every, Options{Method: MethodScan})
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			c.scan.hook = func() {
				if c.Progress().Stage == stage {
					cancel()
				}
			}
			_, err = c.Tours(ctx, 0)
			if !errors.Is(err, context.Canceled) {
				t.Fatalf("err %v, want context.Canceled", err)
			}
			if p := c.Progress(); p.Stage != stage {
				t.Errorf("stopped in stage %d, want %d", p.Stage, stage)
			}
		})
	}
}

// nibbles packs 4-bit values, the first lowest: codes or partners of positions.
func nibbles(c ...uint64) uint64 {
	var x uint64
	for j, v := range c {
		x |= v << (4 * uint(j))
	}
	return x
}
