package frontier

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/rand"
	"testing"

	"github.com/knightstour/knightstour/internal/count/brutetest"
	"github.com/knightstour/knightstour/internal/count/limbs"
)

// TestMeetCycles checks the meet in the middle against the scan of the whole board, and
// against brute force on small boards: 3..8 wide, odd and even lengths (a top one
// column shorter than the bottom), with keys of one word and of two (8 wide, and
// forced on narrower boards). 8x5, the smallest 8-wide board with cycles, takes 6 s of
// CPU: with KNIGHTSTOUR_SLOW=1 only (8x4, none, walks the 8-wide middle).
func TestMeetCycles(t *testing.T) {
	for _, tc := range []struct {
		width, length int
		wide          bool // keys of two words on a board up to 7 wide
	}{
		{3, 4, false}, {3, 10, false}, {3, 11, true}, {4, 4, false}, {4, 5, false}, {4, 6, true},
		{4, 9, false}, {5, 4, false}, {5, 5, true}, {5, 6, false}, {5, 7, false}, {6, 4, false},
		{6, 5, false}, {6, 5, true}, {7, 4, false}, {7, 5, true}, {8, 4, false}, {8, 5, false},
	} {
		t.Run(fmt.Sprintf("%dx%d wide %v", tc.width, tc.length, tc.wide), func(t *testing.T) {
			if tc.width == 8 && tc.length > 4 {
				slow(t, "6 s of CPU")
			}
			want, err := Single{Rows: tc.width, Cols: tc.length}.Count(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if tc.width*tc.length <= 20 {
				if _, cycles := brutetest.Undirected(tc.width, tc.length); want.Cmp(big.NewInt(cycles)) != 0 {
					t.Fatalf("scan %v, brute force %d", want, cycles)
				}
			}
			if got := meetCount(t, Meet{Width: tc.width, Length: tc.length}, tc.wide); got.Cmp(want) != 0 {
				t.Errorf("meet %v, scan %v", got, want)
			}
		})
	}
}

// TestMeetPaths checks the open meet (the Hamiltonian paths from every start) against
// brute force on boards of up to 30 squares, and against the open scan of the whole
// board where that is cheap (a shorter side up to 4) or brute force is not: 3..8 wide,
// odd areas (only the corners' colour ends a path), odd lengths (a top one column
// shorter than the bottom), with keys of one word and of two. 7x5 (odd, and uneven
// 7 wide) takes 3 s of CPU, its bottom the 7-wide open scan's two columns, and 8x4
// (the open meet 8 wide) 10 s, its middle's walk: with KNIGHTSTOUR_SLOW=1 only.
func TestMeetPaths(t *testing.T) {
	for _, tc := range []struct {
		width, length int
		wide, slow    bool // keys of two words on a board up to 7 wide; slow: see above
	}{
		{3, 4, false, false}, {3, 5, false, false}, {3, 7, true, false}, {3, 8, false, false},
		{3, 9, false, false}, {4, 4, false, false}, {4, 5, false, false}, {4, 6, true, false},
		{4, 7, false, false}, {5, 4, false, false}, {5, 5, false, false}, {5, 5, true, false},
		{5, 6, false, false}, {6, 4, false, false}, {6, 5, false, false}, {6, 5, true, false},
		{7, 4, false, false}, {7, 5, false, true}, {8, 4, false, true},
	} {
		t.Run(fmt.Sprintf("%dx%d wide %v", tc.width, tc.length, tc.wide), func(t *testing.T) {
			if tc.slow {
				slow(t, "3 to 10 s of CPU")
			}
			area := tc.width * tc.length
			var want *big.Int
			if area <= 30 {
				paths, _ := brutetest.Undirected(tc.width, tc.length)
				want = big.NewInt(paths)
			}
			if area > 30 || min(tc.width, tc.length) <= 4 {
				scan, err := Single{Rows: tc.width, Cols: tc.length, Open: true}.Count(context.Background())
				if err != nil {
					t.Fatal(err)
				}
				if want != nil && want.Cmp(scan) != 0 {
					t.Fatalf("scan %v, brute force %v", scan, want)
				}
				want = scan
			}
			if got := meetCount(t, Meet{Width: tc.width, Length: tc.length, Open: true}, tc.wide); got.Cmp(want) != 0 {
				t.Errorf("meet %v, want %v", got, want)
			}
		})
	}
}

// TestMeetFrom checks the open meet from a square (Start) against the open scan of
// the whole board with that square End: starts in the top, in either middle column and
// in the bottom (the board turned round), on boards of even and odd area (a start of
// the other colour than the corners': none), keys of one word and of two. 7x4's starts
// but one take 3 s of CPU together: with KNIGHTSTOUR_SLOW=1 only.
func TestMeetFrom(t *testing.T) {
	for _, tc := range []struct {
		width, length int
		wide          bool
		starts        []int // row-major, 0-based
	}{
		{3, 8, false, []int{0, 2, 4, 11, 13, 23}},
		{4, 6, true, []int{0, 5, 8, 14, 23}},
		{5, 5, false, []int{0, 1, 7, 12}},
		{6, 5, true, []int{7}},
		{7, 4, false, []int{0, 5, 10, 27}},
	} {
		for _, s := range tc.starts {
			t.Run(fmt.Sprintf("%dx%d from %d wide %v", tc.width, tc.length, s, tc.wide), func(t *testing.T) {
				if tc.width == 7 && s != 10 {
					slow(t, "1 s of CPU")
				}
				roles := make([]Role, tc.width*tc.length)
				roles[s] = End
				want, err := Single{Rows: tc.width, Cols: tc.length, Open: true, Roles: roles}.Count(context.Background())
				if err != nil {
					t.Fatal(err)
				}
				if got := meetCount(t, Meet{Width: tc.width, Length: tc.length, Open: true, Start: s + 1}, tc.wide); got.Cmp(want) != 0 {
					t.Errorf("meet %v, scan %v", got, want)
				}
			})
		}
	}
}

// meetCount counts mt by meeting in the middle on a scan with keys of two words where
// wide (wideColumns, on boards up to 7 wide too), else of the board's own, and fails t
// on an error, or where Count would refuse mt (Meet.valid).
func meetCount(t *testing.T, mt Meet, wide bool) *big.Int {
	t.Helper()
	if err := mt.valid(); err != nil {
		t.Fatal(err)
	}
	var c *Columns
	if wide {
		c = wideColumns(t, mt.Width, mt.Open)
	} else {
		var err error
		if c, err = NewColumns(mt.Width, mt.Open); err != nil {
			t.Fatal(err)
		}
	}
	got, err := mt.count(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// TestMeetCountFrom checks the counts from every square at once, one bottom's scan
// for all (CountFrom), each against the count from that square alone (Start), and
// their sum against twice the paths with no fixed end (each path has two ends), and
// that Top hears of each top: on boards of even and odd area (whose squares of the
// other colour end no path, and have no top). 5x6 takes 3 s of CPU: with
// KNIGHTSTOUR_SLOW=1 only.
func TestMeetCountFrom(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct{ width, length int }{{3, 8}, {4, 6}, {5, 5}, {5, 6}} {
		t.Run(fmt.Sprintf("%dx%d", tc.width, tc.length), func(t *testing.T) {
			if tc.width*tc.length == 30 {
				slow(t, "3 s of CPU")
			}
			var tops []string
			mt := Meet{Width: tc.width, Length: tc.length, Open: true, Top: func(i, n int) { tops = append(tops, fmt.Sprintf("%d/%d", i, n)) }}
			starts := make([]int, tc.width*tc.length)
			for i := range starts {
				starts[i] = i + 1
			}
			xs, err := mt.CountFrom(ctx, starts)
			if err != nil {
				t.Fatal(err)
			}
			mt.Top = nil
			ends := len(starts) // the squares where a path may end: on odd boards the corners' colour's
			if ends%2 == 1 {
				ends = (ends + 1) / 2
			}
			if len(tops) != ends+1 || tops[0] != fmt.Sprintf("-1/%d", ends) || tops[1] != fmt.Sprintf("0/%d", ends) || tops[ends] != fmt.Sprintf("%d/%d", ends-1, ends) {
				t.Errorf("Top told %v, want -1/%d, then 0/%d to %d/%d", tops, ends, ends, ends-1, ends)
			}
			sum := new(big.Int)
			for i, x := range xs {
				one := mt
				one.Start = starts[i]
				want, err := one.Count(ctx)
				if err != nil {
					t.Fatal(err)
				}
				if x.Cmp(want) != 0 {
					t.Errorf("from %d: %v among all, %v alone", starts[i], x, want)
				}
				sum.Add(sum, x)
			}
			every, err := mt.Count(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if every.Lsh(every, 1).Cmp(sum) != 0 || sum.Sign() == 0 {
				t.Errorf("the counts from each square add up to %v, want twice the paths, %v", sum, every)
			}
		})
	}
	for _, starts := range [][]int{{0}, {1, 31}, {-1}} {
		if _, err := (Meet{Width: 5, Length: 6, Open: true}).CountFrom(ctx, starts); err == nil {
			t.Errorf("starts %v of 5x6: no error", starts)
		}
	}
	if _, err := (Meet{Width: 5, Length: 6}).CountFrom(ctx, []int{1}); err == nil {
		t.Error("a closed meet from a square: no error")
	}
}

// TestMeetRefuses checks the boards and starts Meet refuses, closed and open, and
// that a half's count past 64 bits says so.
func TestMeetRefuses(t *testing.T) {
	for _, tc := range []struct {
		width, length  int
		open, overflow bool
		start          int
	}{
		{2, 8, false, false, 0}, {9, 9, false, false, 0}, {5, 3, false, false, 0}, {3, 100, false, true, 0},
		{9, 9, true, false, 0}, {4, 3, true, false, 0}, {3, 80, true, true, 0}, {4, 4, false, false, 1},
		{4, 4, true, false, 17}, {4, 4, true, false, -1}, {3, 80, true, true, 1},
	} {
		_, err := Meet{Width: tc.width, Length: tc.length, Open: tc.open, Start: tc.start}.Count(context.Background())
		if err == nil || errors.Is(err, ErrMeetOverflow) != tc.overflow {
			t.Errorf("%dx%d open %v from %d: %v", tc.width, tc.length, tc.open, tc.start, err)
		}
	}
}

// TestMeetHooks checks that the meet tells Column of each column of its scan, Held of
// what it holds and Stage of its stages, and stops with their errors.
func TestMeetHooks(t *testing.T) {
	stop := errors.New("stop")
	for _, tc := range []struct {
		name        string
		columnsFrom int   // Column stops from this column on (-1: never)
		heldOver    int64 // Held stops above this many bytes (-1: never)
		stageFrom   MeetStage
		columns     int
		stages      int
		err         error
		inMiddle    string // "held": Held stops, "ctx": the count is cancelled, once in the middle
		parts       int    // Meet.Parts
	}{
		{"whole", -1, -1, MeetJoin + 1, 3, 2, nil, "", 1},
		{"in parts", -1, -1, MeetJoin + 1, 3, 6, nil, "", 3},
		{"column", 2, -1, MeetJoin + 1, 3, 0, stop, "", 1},
		{"held", -1, 1000, MeetJoin + 1, 1, 0, stop, "", 1}, // within the halves' first column
		{"middle", -1, -1, MeetMiddle, 3, 1, stop, "", 1},
		{"held in the middle", -1, -1, MeetJoin + 1, 3, 1, stop, "held", 1},
		{"cancelled in the middle", -1, -1, MeetJoin + 1, 3, 1, context.Canceled, "ctx", 1},
		{"join", -1, -1, MeetJoin, 3, 2, stop, "", 1},
		{"join of a part", -1, -1, MeetJoin, 3, 2, stop, "", 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var columns, stages int
			var most int64
			middle := false
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			mt := Meet{Width: 5, Length: 8, Parts: tc.parts,
				Column: func(done, states int, bytes int64) error {
					if columns++; tc.columnsFrom >= 0 && done >= tc.columnsFrom {
						return stop
					}
					return nil
				},
				Held: func(bytes int64) error {
					most = max(most, bytes)
					if tc.heldOver >= 0 && bytes > tc.heldOver || middle && tc.inMiddle == "held" {
						return stop
					}
					return nil
				},
				Stage: func(s MeetStage, part, parts int) error {
					if want := stages / 2; part != want || parts != tc.parts {
						t.Errorf("stage %d in part %d of %d, want %d of %d", s, part, parts, want, tc.parts)
					}
					if middle = s == MeetMiddle; middle && tc.inMiddle == "ctx" {
						cancel()
					}
					if stages++; s >= tc.stageFrom {
						return stop
					}
					return nil
				}}
			x, err := mt.Count(ctx)
			if !errors.Is(err, tc.err) || columns != tc.columns || stages != tc.stages {
				t.Fatalf("err %v after %d columns and %d stages, want %v after %d and %d", err, columns, stages, tc.err, tc.columns, tc.stages)
			}
			if err == nil && (x.Int64() != 44202 || most == 0) {
				t.Errorf("%v cycles, %d bytes held", x, most)
			}
		})
	}
}

// TestMiddleOverflow checks that the middle's counts passing 64 bits stop the meet
// with ErrMeetOverflow: two top states of the same middle, each of count 2^63, that
// take no middle edge to meet a bottom state of every degree 2.
func TestMiddleOverflow(t *testing.T) {
	tops := []uint64{middle{}.pack(), 1 << 63, middle{}.pack(), 1 << 63}
	walk := newEdgeWalk(5, nil, -1, []uint64{twos(10)})
	_, err := middles(context.Background(), &packedTops{tops}, 1, 1, walk, 1, func(int64) error { return nil }, func(_, _, _ int) {})
	if !errors.Is(err, ErrMeetOverflow) {
		t.Errorf("err %v, want %v", err, ErrMeetOverflow)
	}
}

// TestMeetParts checks that a meet whose middle is made and joined in parts (Parts)
// counts as the whole meet (Parts 1): cycles, paths and paths from a square, in 2, 3 and 7
// parts (more than some boards' needs take values: fewer parts then). 7x4 open, the
// costliest, is in TestMeetPartsSplit's parts.
func TestMeetParts(t *testing.T) {
	for _, mt := range []Meet{
		{Width: 5, Length: 7}, {Width: 6, Length: 6}, {Width: 8, Length: 4},
		{Width: 5, Length: 6, Open: true}, {Width: 6, Length: 5, Open: true},
		{Width: 5, Length: 5, Open: true, Start: 8}, {Width: 4, Length: 7, Open: true, Start: 12},
	} {
		whole := mt
		whole.Parts = 1
		want := meetCount(t, whole, false)
		for _, parts := range []int{2, 3, 7} {
			t.Run(fmt.Sprintf("%dx%d open %v from %d in %d", mt.Width, mt.Length, mt.Open, mt.Start, parts), func(t *testing.T) {
				mt := mt
				mt.Parts = parts
				if got := meetCount(t, mt, false); got.Cmp(want) != 0 {
					t.Errorf("in parts %v, whole %v", got, want)
				}
			})
		}
	}
}

// TestMeetPartsChosen checks how many parts a meet's middle goes in: Parts where set,
// else minParts, or as many as keep the middle's estimated tables within MaxBytes
// beside the halves' states, up to maxParts; a part of a meet in parts (share) 1/share
// of them, at least one.
func TestMeetPartsChosen(t *testing.T) {
	for _, tc := range []struct {
		parts, share int
		maxBytes     int64
		tops         int
		held         int64
		want         int
	}{
		{3, 0, 0, 1e6, 0, 3}, {1, 0, 1 << 40, 1e9, 0, 1},
		{0, 0, 0, 1e9, 0, minParts},
		{0, 0, 1e12, 1e6, 1e9, minParts},
		{0, 0, 1e9 + 1e6*midBytesPerTop/10, 1e6, 1e9, 10},
		{0, 0, 1e9 + 1e6*midBytesPerTop/10 - 1, 1e6, 1e9, 11},
		{0, 0, 1e9, 1e6, 1e9, maxParts}, {0, 0, 1e9 + 1, 1e9, 1e9, maxParts},
		{0, 4, 0, 1e9, 0, 1}, {0, 3, 0, 1e9, 0, 2}, {0, 64, 1e12, 1e6, 1e9, 1},
		{0, 2, 1e9 + 1e6*midBytesPerTop/10 - 1, 1e6, 1e9, 6},
	} {
		if got := (Meet{Parts: tc.parts, MaxBytes: tc.maxBytes, share: tc.share}).parts(tc.tops, tc.held); got != tc.want {
			t.Errorf("Parts %d, MaxBytes %d, %d tops beside %d bytes: %d parts, want %d", tc.parts, tc.maxBytes, tc.tops, tc.held, got, tc.want)
		}
	}
}

// TestMeetProgress checks what the meet tells of its progress: Rounds of each round of
// the halves' scan (the squares on, within its columns), Bottoms of the bottom states
// read (from 0, at most both passes over the scan's states), and Step of each step of
// each part in order (each first with nothing read, then reads within its states), with
// the parts' bottom states (up to twice the scan's states: each with its mirror image,
// where it has a middle) and pairs.
func TestMeetProgress(t *testing.T) {
	for _, mt := range []Meet{{Width: 5, Length: 8, Parts: 2}, {Width: 5, Length: 8, Open: true, Parts: 3}} {
		t.Run(fmt.Sprintf("%dx%d open %v", mt.Width, mt.Length, mt.Open), func(t *testing.T) {
			var rounds []int
			scanned, bottoms := -1, -1
			var steps []MeetStep
			mt.Rounds = func(squares, states int) { rounds = append(rounds, squares) }
			mt.Bottoms = func(states, read int) {
				if read == 0 && bottoms < 0 {
					scanned = states
				}
				if states != scanned || read > 2*states || read < bottoms {
					t.Errorf("bottoms: %d read of %d states, after %d of %d", read, states, bottoms, scanned)
				}
				bottoms = read
			}
			mt.Step = func(s MeetStep) { steps = append(steps, s) }
			if _, err := mt.Count(context.Background()); err != nil {
				t.Fatal(err)
			}
			for i := 1; i < len(rounds); i++ {
				if rounds[i] <= rounds[i-1] {
					t.Errorf("rounds at squares %v: not in order", rounds)
				}
			}
			if h := (mt.Length - 2) / 2; len(rounds) == 0 || rounds[len(rounds)-1] != (mt.Length-2-h)*mt.Width || scanned <= 0 {
				t.Errorf("rounds at squares %v, %d states scanned", rounds, scanned)
			}
			var cur, next MeetStep // the step under way, and the next to begin
			for _, s := range steps {
				switch {
				case s.Read == 0 && s.Part == next.Part && s.Step == next.Step:
					cur, next.Step = s, next.Step+1
					if next.Step == s.Steps {
						next.Part, next.Step = next.Part+1, 0
					}
				case s.Part == cur.Part && s.Step == cur.Step && (s.Read < max(s.States, 1) || s.Step == s.Steps-1 && s.Read == s.States):
				default:
					t.Fatalf("step %+v after %+v", s, cur)
				}
				var sum int
				for _, b := range s.Bottoms {
					sum += b
				}
				if s.Parts != mt.Parts || sum <= 0 || sum > 2*scanned || len(s.Pairs) != mt.Parts {
					t.Fatalf("step %+v: %d parts, %d bottom states, want %d and up to %d", s, s.Parts, sum, mt.Parts, 2*scanned)
				}
			}
			if next.Part != mt.Parts {
				t.Errorf("%d parts done, want %d", next.Part, mt.Parts)
			}
		})
	}
}

// TestMeetPartsSplit checks that a part whose middle passes MaxBytes beside the bottom
// states is split and made again, with the same count: MaxBytes just under the most a
// part held in 2 parts (the tops kept to the last, as under a cap), so that one of them
// must split (closed 5 and 6 wide: by their degrees, their one block of middle edges
// leaving no square for slices). 7x4 open takes 2.5 s of CPU: with KNIGHTSTOUR_SLOW=1
// only.
func TestMeetPartsSplit(t *testing.T) {
	for _, mt := range []Meet{
		{Width: 8, Length: 4}, {Width: 5, Length: 8}, {Width: 6, Length: 8}, {Width: 5, Length: 6, Open: true}, {Width: 6, Length: 5, Open: true}, {Width: 7, Length: 4, Open: true},
	} {
		t.Run(fmt.Sprintf("%dx%d open %v", mt.Width, mt.Length, mt.Open), func(t *testing.T) {
			if mt.Width == 7 {
				slow(t, "2.5 s of CPU")
			}
			mt.Parts, mt.MaxBytes = 2, 1<<50
			var most int64
			var parts int
			middle := false
			mt.Stage = func(s MeetStage, part, n int) error { middle, parts = true, n; return nil }
			mt.Held = func(b int64) error {
				if middle {
					most = max(most, b)
				}
				return nil
			}
			want := meetCount(t, mt, false)
			mt.MaxBytes, middle = most-1, false
			if got := meetCount(t, mt, false); got.Cmp(want) != 0 || parts <= 2 {
				t.Errorf("under %d bytes: %v in %d parts, want %v in more than 2", mt.MaxBytes, got, parts, want)
			}
		})
	}
}

// TestMeetSplitsBeforeBegun checks that once a part's middle passes MaxBytes, each
// part as planned larger than its larger half is split before it is begun, once: on
// 5x8 open from every start, in 3 and 4 parts as planned, under 0.8 of the most a part
// held uncapped, one middle is thrown (the first part's), each part as planned ends in
// two, and the count is the same; when each part was begun as planned, 3 and 4 middles
// were thrown.
func TestMeetSplitsBeforeBegun(t *testing.T) {
	for _, parts := range []int{3, 4} {
		t.Run(fmt.Sprintf("%d parts", parts), func(t *testing.T) {
			mt := Meet{Width: 5, Length: 8, Open: true, Parts: parts, MaxBytes: 1 << 50}
			var most int64
			var middles []string // the middles begun, "part/parts", in turn
			joined := map[string]bool{}
			last := 0 // the parts at the last stage
			mt.Stage = func(s MeetStage, part, n int) error {
				at := fmt.Sprintf("%d/%d", part, n)
				if s == MeetMiddle {
					middles = append(middles, at)
				} else {
					joined[at] = true
				}
				last = n
				return nil
			}
			mt.Held = func(b int64) error {
				if len(middles) > 0 {
					most = max(most, b)
				}
				return nil
			}
			want := meetCount(t, mt, false)
			mt.MaxBytes, middles, joined = most*4/5, nil, map[string]bool{}
			got := meetCount(t, mt, false)
			var thrown []string
			for _, at := range middles {
				if !joined[at] {
					thrown = append(thrown, at)
				}
			}
			if first := fmt.Sprintf("0/%d", parts); got.Cmp(want) != 0 || len(thrown) != 1 || thrown[0] != first || last != 2*parts {
				t.Errorf("under %d bytes: %v, middles %v thrown, in %d parts; want %v, [%s] thrown, in %d", mt.MaxBytes, got, thrown, last, want, first, 2*parts)
			}
		})
	}
}

// joinFixture returns states middle states of n = 16 squares, each of one degree
// (every square an end) and a matching of its own, in tables made for room of them,
// and group bottom states of that degree, each with mates (every end the mate of
// square 0 where mates is 0: a pairing that closes no cycle).
func joinFixture(states, room, group int, mates uint64) (*midAdds, *bottoms, int) {
	const n = 16
	deg := uint64(lows2 & (1<<(2*n) - 1)) // every square an end
	mid := newMidAdds(room, states, firstKeys())
	seen, adds := map[uint64]bool{}, []uint64(nil)
	for i := uint64(1); len(seen) < states; i++ {
		var perm [n]int // a matching of the squares: i's mixed bits shuffle them, in pairs
		for q := range perm {
			perm[q] = q
		}
		x := i * 0x9E3779B97F4A7C15
		for q := n - 1; q > 0; q-- {
			j := int(x % uint64(q+1))
			x = x/uint64(q+1) ^ x>>33*0xBF58476D1CE4E5B9
			perm[q], perm[j] = perm[j], perm[q]
		}
		m := middle{deg: deg}
		for k := 0; k < n; k += 2 {
			a, b := uint64(perm[k]), uint64(perm[k+1])
			m.mate |= b<<(4*a) | a<<(4*b)
		}
		if p := m.pack(); !seen[p] {
			seen[p] = true
			adds = append(adds, mid.keys.mix(p), i)
		}
	}
	mid.addSorted(adds, nil, mid.orderBits())
	bot := &bottoms{groups: newTable(1, 1), degs: []uint64{deg}, states: make([]bottom, group)}
	add(bot.groups, narrow{deg}, []uint64{uint64(group)})
	for i := range bot.states {
		bot.states[i] = bottom{mates: mates, count: uint64(i + 1)}
	}
	return mid, bot, n
}

// TestJoinStops checks that the join asks its context by the pairs it walks, not only
// by the middle states it reads: 2,000 middle states of one degree, each met by 4,096
// bottom states, and the context cancelled once 1,024 of them are read, stop the join
// at the next 2^22 pairs; asked by states alone (every 2^12 of them), the join would
// read all 2,000 and end with no error.
func TestJoinStops(t *testing.T) {
	mid, bot, n := joinFixture(2000, 2000, 4096, 0)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	_, err := join(ctx, mid, bot, n, false, onePass().weight, 1, func(read int) {
		if read == 1024 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("err %v, want %v", err, context.Canceled)
	}
}

// TestJoinWorkers checks that the join counts the same on one goroutine and on
// several, each taking the middle's tables in turn (8 of them here), and tells the
// states it reads in order.
func TestJoinWorkers(t *testing.T) {
	var pairs uint64 // squares 2k and 2k+1 mates
	for k := uint64(0); k < 16; k += 2 {
		pairs |= (k+1)<<(4*k) | k<<(4*(k+1))
	}
	mid, bot, n := joinFixture(20000, 8*shardStates, 64, pairs)
	if len(mid.shards) != 8 {
		t.Fatalf("%d tables, want 8", len(mid.shards))
	}
	var sums []*big.Int
	for _, workers := range []int{1, 3} {
		last, tells := -1, 0
		x, err := join(context.Background(), mid, bot, n, false, onePass().weight, workers, func(read int) {
			if read < last {
				t.Errorf("%d goroutines: %d states read after %d", workers, read, last)
			}
			last, tells = read, tells+1
		})
		if err != nil {
			t.Fatal(err)
		}
		if tells < 8 || last != mid.states() {
			t.Errorf("%d goroutines: %d reports of the states read, the last %d of %d", workers, tells, last, mid.states())
		}
		sums = append(sums, x)
	}
	if sums[0].Sign() <= 0 || sums[0].Cmp(sums[1]) != 0 {
		t.Errorf("one goroutine %v, three %v", sums[0], sums[1])
	}
}

// TestPairSum checks pairSum's sums of products of a word and two words against
// big.Int's, with words near 2^64 so that every limb carries (the sums below 2^192: a
// high word under 2^40).
func TestPairSum(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	var s pairSum
	want := new(big.Int)
	for i := 0; i < 1000; i++ {
		a, lo, hi := ^uint64(0)-uint64(rng.Intn(9)), ^uint64(0)-uint64(rng.Intn(9)), rng.Uint64()>>24
		if i%3 == 0 {
			hi = 0
		}
		s.add(a, lo, hi)
		x := new(big.Int).Lsh(new(big.Int).SetUint64(hi), 64)
		x.Add(x, new(big.Int).SetUint64(lo))
		want.Add(want, x.Mul(x, new(big.Int).SetUint64(a)))
	}
	if got := limbs.Int(s[:]); got.Cmp(want) != 0 || s[2] == 0 {
		t.Errorf("sum %v, want %v", got, want)
	}
}

// TestMiddleWorkers checks that a meet counts the same with the middle's edges added
// and joined on one goroutine and on several (Workers), on boards whose parts' middles
// fill several tables, so that the rounds of addEdges take several chunks at once
// (7x4 open's: up to 8 chunks, 3 rounds on 3 goroutines).
func TestMiddleWorkers(t *testing.T) {
	for _, mt := range []Meet{{Width: 7, Length: 4, Open: true}} {
		t.Run(fmt.Sprintf("%dx%d open %v", mt.Width, mt.Length, mt.Open), func(t *testing.T) {
			var counts []*big.Int
			for _, w := range []int{1, 3} {
				m := mt
				m.Workers = w
				x, err := m.Count(context.Background())
				if err != nil {
					t.Fatal(err)
				}
				counts = append(counts, x)
			}
			if counts[0].Sign() <= 0 || counts[0].Cmp(counts[1]) != 0 {
				t.Errorf("one goroutine %v, three %v", counts[0], counts[1])
			}
		})
	}
}
