package count

import (
	"fmt"
	"math"
	"testing"
	"time"
)

// TestOwnTime checks the blend of a step's own pace with its prediction: the
// prediction until partStepMeasured of it is read, then the two weighted by the square
// root of the share read, in their logarithms, and never less than the step has run.
func TestOwnTime(t *testing.T) {
	f := math.Sqrt(0.9)
	for _, tc := range []struct {
		name            string
		prior, in, part float64
		want            float64
	}{
		{"not measured", 2, 1, 1.0 / 128, 2},
		{"not measured, run longer", 2, 3, 1.0 / 128, 3},
		{"a quarter read", 16, 1, 0.25, 8}, // own 4: √(4·16)
		{"all read", 16, 4, 1, 4},
		{"no prior", 0, 1, 0.5, 1},
		{"mostly read", 2, 3, 0.9, math.Exp(f*math.Log(3/0.9) + (1-f)*math.Log(2))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := ownTime(tc.prior, tc.in, tc.part); math.Abs(got-tc.want) > 1e-9 {
				t.Errorf("ownTime(%v, %v, %v) = %v, want %v", tc.prior, tc.in, tc.part, got, tc.want)
			}
		})
	}
}

// partsProgress is a meet in 2 parts of 3 steps each (the tops read with the first
// block of edges walked from each, the second block, the join), whose halves' scan's
// last column took 1 s (its rows at 1 s and 2 s), its parts' bottoms 10 each and their
// pairs 100 and 50; marks are its steps begun: part, step, states and when (in
// seconds).
func partsProgress(elapsed, part float64, marks ...[4]float64) Progress {
	p := Progress{Rows: 4, Squares: 16, Stage: StageMiddle, Elapsed: seconds(elapsed), Work: Work{
		Meets: true, MeetInParts: true, ScanRows: 2, RowDone: []float64{100, 1100},
		RowTime: []time.Duration{time.Second, 2 * time.Second}, MeetParts: 2, Part: part,
		PartBottoms: []int64{10, 10}, PartPairs: []float64{100, 50}, PartsBegan: []time.Duration{2 * time.Second}}}
	for _, k := range marks {
		p.Work.MeetSteps = append(p.Work.MeetSteps, MeetMark{Part: int(k[0]), Step: int(k[1]), Steps: 3, States: int64(k[2]), Began: seconds(k[3])})
	}
	return p
}

// TestPartsLeft checks the time left of a meet whose middle goes in parts: before any
// block is measured, partsPerColumn times the scan's last column, less the time in
// the parts (but no less than a part's share); in the first part's first block (step
// 0, the top states read and the first block of edges walked from each), the model
// (the blocks at its pace, the join at partJoinPerPair times it a pair, the second
// part as the first) blended with that prior by the share of the first part run; in
// the second part, the model alone, its join at the first join's time per pair, but
// for the parts after it, blended with partsPrior by the share of the parts done and
// under way.
func TestPartsLeft(t *testing.T) {
	prior := partsPerColumn * 1.0 // the scan's last column took 1 s
	// In the first part's first block, half read in 1 s: the blocks take 0.02 s a
	// state, the joins partJoinPerPair times that a pair. Part 0: its first block 2 s
	// (1 left), its second 2 s (100 states, as the first read), its join of 100 middle
	// states (as the block read) of pairs 100·100/10; part 1: its blocks 2 s each as
	// part 0's, its join of pairs 50·100/10.
	rate := partJoinPerPair * 0.02
	first := 2 + 2 + rate*1000
	model := 1 + 2 + rate*1000 + 2 + 2 + rate*500
	f := math.Sqrt(1 / first) // 1 s of the first part run
	blended := math.Exp(f*math.Log(model) + (1-f)*math.Log(prior-1))
	// In the first join, begun 0.5 s ago, not yet measured: its time predicted at
	// 500 pairs less than the 0.5 s run; the first part's 4.5 s run of its 4.5 s
	// predicted, so the model alone: part 1's blocks 2 s each as part 0's, its join
	// of 50 middle states (as part 0's) of pairs 50·50/10.
	firstJoin := 2 + 2 + rate*250
	// In the second part's first block, a quarter read in 1 s: its own 4 s blended
	// with part 0's 2 s (√8 s); its second block 2 s as part 0's, its join at part 0's
	// 4 s for 100·50/10 pairs, 50 middle states (as part 0's join) of pairs 50·50/10:
	// 2 s.
	second := math.Sqrt(8) - 1 + 2 + 2
	// The same in 3 parts, the third's pairs as the second's: its first block the mean
	// of part 0's 2 s and part 1's √8 s, its second 2 s, its join 2 s, blended with
	// partsPrior's third, weighted by √(2/3) (a part done and one under way, of three).
	f3 := math.Sqrt(2.0 / 3)
	third := math.Exp(f3*math.Log((2+math.Sqrt(8))/2+2+2) + (1-f3)*math.Log(prior/3))
	// A middle of one block (steps 0 and the join), its first block half read in 1 s:
	// the block 1 s left, its join of pairs 100·100/10, part 1's block 2 s as part 0's
	// and its join of pairs 50·100/10, blended with the prior as above.
	oneModel := 1 + rate*1000 + 2 + rate*500
	oneFirst := 2 + rate*1000
	f1 := math.Sqrt(1 / oneFirst)
	oneBlock := partsProgress(3, 0.5, [4]float64{0, 0, 100, 2})
	oneBlock.Work.MeetSteps[0].Steps = 2
	twoParts := []([4]float64){{0, 0, 100, 2}, {0, 1, 100, 4}, {0, 2, 50, 6}, {1, 0, 100, 10}}
	inThree := partsProgress(11, 0.25, twoParts...)
	inThree.Work.MeetParts, inThree.Work.PartBottoms, inThree.Work.PartPairs = 3, []int64{10, 10, 10}, []float64{100, 50, 50}
	// The same, but part 1 of 2 was begun at 10 s, passed its share in its second
	// block and was split in two (3 parts), made again from 14 s: the steps of the
	// part begun are no part's, and the estimate is as above, 4 s later.
	split := inThree
	split.Elapsed = seconds(15)
	split.Work.MeetSteps = []MeetMark{{0, 0, 3, 2, 100, 2e9}, {0, 1, 3, 2, 100, 4e9}, {0, 2, 3, 2, 50, 6e9}, {1, 0, 3, 2, 100, 10e9}, {1, 1, 3, 2, 400, 12e9}, {1, 0, 3, 3, 100, 14e9}}
	for _, tc := range []struct {
		name  string
		p     Progress
		want  float64 // seconds; -1: none
		rough bool
	}{
		{"no part begun", func() Progress { p := partsProgress(3, 0); p.Work.PartsBegan = nil; return p }(), -1, true},
		{"no scan measured", func() Progress {
			p := partsProgress(2.5, 0.001, [4]float64{0, 0, 100, 2})
			p.Work.RowTime = nil
			return p
		}(), -1, true},
		{"about to begin, late", partsProgress(20, 0), 0, true},
		{"about to begin", partsProgress(3, 0), prior - 1, true},
		{"the first block, not measured", partsProgress(2.5, 0.001, [4]float64{0, 0, 100, 2}), prior - 0.5, true},
		{"the first block, late", partsProgress(8, 0.001, [4]float64{0, 0, 100, 2}), prior / 2, true},
		{"the first block", partsProgress(3, 0.5, [4]float64{0, 0, 100, 2}), blended, true},
		{"the first join", partsProgress(6.5, 0.001, twoParts[:3]...), firstJoin, true},
		{"a middle of one block", oneBlock, math.Exp(f1*math.Log(oneModel) + (1-f1)*math.Log(prior-1)), true},
		{"the second part", partsProgress(11, 0.25, twoParts...), second, false},
		{"the second of three parts", inThree, second + third, false},
		{"the second of three parts, split from two", split, second + third, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, rough := partsLeft(tc.p)
			if tc.want < 0 && got != -1 || tc.want >= 0 && math.Abs(got.Seconds()-tc.want) > 1e-6 || rough != tc.rough {
				t.Errorf("partsLeft = %v (rough %v), want %.6fs (rough %v)", got, rough, tc.want, tc.rough)
			}
		})
	}
}

// TestSplitsAhead checks the time the splits to come add (splitsAhead): the parts as
// planned still whole from the one under way on, at the rate of splits of those begun,
// each a part's time and the time the splits after the first threw more (after the
// first, a planned part is split before it is begun); none without a split.
func TestSplitsAhead(t *testing.T) {
	const perPart = 10
	for _, tc := range []struct {
		name    string
		elapsed float64
		marks   []MeetMark // Part, Step, Steps, Parts, States, Began
		want    float64
	}{
		{"no split", 5, []MeetMark{{0, 0, 2, 3, 100, 0}, {0, 1, 2, 3, 50, 2e9}, {1, 0, 2, 3, 100, 4e9}}, 0},
		{"recorded before parts were marked", 5, []MeetMark{{0, 0, 2, 0, 100, 0}, {1, 0, 2, 0, 100, 4e9}}, 0},
		// 3 planned; part 0 passed its share after 4 s: its halves are parts 0 and 1,
		// the two planned after it still whole, each split as it was, before begun.
		{"the first split", 9, []MeetMark{{0, 0, 2, 3, 100, 0}, {0, 0, 2, 4, 100, 4e9}, {0, 1, 2, 4, 50, 6e9}, {1, 0, 2, 4, 100, 8e9}}, 2 * perPart},
		// 3 planned; part 0 made whole, part 1 split after 3 s: one of two split.
		{"one of two split", 8, []MeetMark{{0, 0, 2, 3, 100, 0}, {0, 1, 2, 3, 50, 2e9}, {1, 0, 2, 3, 100, 4e9}, {1, 0, 2, 4, 100, 7e9}}, 0.5 * perPart},
		// 4 planned; part 0 split after 4 s, the second planned split before it was
		// begun (now parts 2 and 3), the third split after 2 s (now parts 4 and 5):
		// the last still whole, split at the rate of three in three, and the two
		// splits after the first threw 2 s.
		{"split before begun", 17, []MeetMark{
			{0, 0, 2, 4, 100, 0}, {0, 0, 2, 5, 100, 4e9}, {0, 1, 2, 5, 50, 6e9}, {1, 0, 2, 5, 100, 8e9}, {1, 1, 2, 5, 50, 9e9},
			{2, 0, 2, 6, 100, 10e9}, {2, 1, 2, 6, 50, 11e9}, {3, 0, 2, 6, 100, 12e9}, {3, 1, 2, 6, 50, 13e9},
			{4, 0, 2, 6, 100, 14e9}, {4, 0, 2, 7, 100, 16e9}}, perPart + 2.0/2},
	} {
		p := Progress{Elapsed: seconds(tc.elapsed), Work: Work{MeetSteps: tc.marks, MeetParts: tc.marks[len(tc.marks)-1].Parts, Part: 0.5}}
		cur := tc.marks[len(tc.marks)-1].Part
		if got := newPartsModel(p).splitsAhead(cur, perPart); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("%s: %g s, want %g", tc.name, got, tc.want)
		}
	}
}

// TestBottomsLeft checks the time left of a meet reading its scan's states into its
// bottom states: bottomsPerState times the scan's time per state made a state, blended
// with its own pace once measured, then from a square the top's own scan (startTop of
// the bottom's), and the parts' prior (from a square, its own).
func TestBottomsLeft(t *testing.T) {
	// The scan made 1000 states in its last row, in 1 s: 1 ms a state.
	prior := bottomsPerState * 1000 * 0.001
	for _, tc := range []struct {
		name        string
		elapsed     float64
		part        float64
		tops        int
		wantBottoms float64 // the bottoms' time left
	}{
		{"begun", 2, 0, 0, prior},
		{"not measured", 3, 0.001, 0, prior - 1},
		{"half read", 3, 0.5, 0, math.Exp(math.Sqrt(0.5)*math.Log(2)+(1-math.Sqrt(0.5))*math.Log(prior)) - 1},
		{"a top to come", 2, 0, 1, prior + startTop*1100*0.001},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := Progress{Rows: 4, Squares: 16, Elapsed: seconds(tc.elapsed), Work: Work{Meets: true, MeetInParts: true, ScanRows: 2,
				RowDone: []float64{100, 1100}, Done: 1100, RowTime: []time.Duration{time.Second, 2 * time.Second},
				BottomsBegan: 2 * time.Second, BottomStates: 1000, Part: tc.part, Tops: tc.tops}}
			got, rough := timeLeft(p)
			want := tc.wantBottoms + partsPerColumn
			if tc.tops == 1 { // the parts from a square, 4 wide
				want = tc.wantBottoms + startPartsPerColumn*math.Pow(startPartsWide, -3)
			}
			if math.Abs(got.Seconds()-want) > 1e-6 || !rough {
				t.Errorf("timeLeft = %v (rough %v), want %.6fs, rough", got, rough, want)
			}
		})
	}
}

// TestLastColumn checks the time of the last column of a meet's halves' scan: the last
// row's, or on a board of odd length the geometric mean of it and the top's last row's,
// times the scan's share of the workers' time where its processor time is kept (at
// most 1); none before the scan is done.
func TestLastColumn(t *testing.T) {
	times := []time.Duration{time.Second, 2 * time.Second, 4 * time.Second}
	half := []time.Duration{time.Second / 2, time.Second, 2 * time.Second} // the scan on one of two workers
	for _, tc := range []struct {
		name string
		rows int
		done int
		proc []time.Duration
		want float64
	}{
		{"even", 8, 3, nil, 2},
		{"odd", 7, 3, nil, math.Sqrt(2)},
		{"under way", 8, 2, nil, 0},
		{"one of two workers", 8, 3, half, 1},
		{"odd, one of two", 7, 3, half, math.Sqrt(2) / 2},
		{"more than the workers", 8, 3, []time.Duration{2 * time.Second, 4 * time.Second, 8 * time.Second}, 2},
		{"processor time not kept", 8, 3, half[:2], 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := Progress{Rows: tc.rows, Work: Work{Meets: true, MeetInParts: true, ScanRows: 3, RowTime: times[:tc.done], RowProc: tc.proc}}
			if got := lastColumn(p); math.Abs(got-tc.want) > 1e-9 {
				t.Errorf("lastColumn = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestMeetScanLeft checks the time left of a meet in parts while it scans its halves:
// the scan's own (scanLeft at scanPace, its pace as of when its work done last grew
// where it grows by rounds), less the time since then (but no less than stalled of
// it), and meetRestPerColumn times its last column (meetRestWide of it, 8 wide; with
// paths, pathsWide of that; its wall time times the scan's share of the workers' time,
// where its processor time is kept) for its bottom states and parts, or from a square
// the top's own scan, startTop of the bottom's, and startPartsPerColumn times the
// column (startPartsWide of it a row past 7 wide) for the parts, where a scan's is its
// own alone.
func TestMeetScanLeft(t *testing.T) {
	s := time.Second
	p := Progress{Rows: 12, Row: 2, Squares: 96, Elapsed: 30 * s, Work: Work{ScanRows: 6, Meets: true,
		RowDone: []float64{100, 300}, RowTime: []time.Duration{5 * s, 20 * s}, Done: 400}}
	left, last, _ := scanLeft(p)
	alone, _ := timeLeft(p)
	p.Work.MeetInParts = true
	for _, tc := range []struct {
		name   string
		doneAt time.Duration
		pace   float64 // the scan's time per state made: from 5 s, 300 made
		since  float64 // the time since DoneAt
		paths  bool
		proc   []time.Duration // Work.RowProc
		share  float64         // the scan's share of the workers' time
		tops   int             // Work.Tops: 1 from a square, the bottom's scan first
	}{
		{"as the scan goes", 0, 25.0 / 300, 0, false, nil, 1, 0},
		{"a round under way", 25 * s, 20.0 / 300, 5, false, nil, 1, 0},
		{"a round stalled", 21 * s, 16.0 / 300, 9, false, nil, 1, 0},
		{"with paths", 0, 25.0 / 300, 0, true, nil, 1, 0},
		{"on one of two workers", 0, 25.0 / 300, 0, false, []time.Duration{s, 5 * s}, 0.25, 0},
		{"a top to come", 0, 25.0 / 300, 0, true, nil, 1, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q := p
			q.Work.DoneAt, q.Work.MeetsPaths, q.Work.RowProc, q.Work.Tops = tc.doneAt, tc.paths, tc.proc, tc.tops
			rest := meetRestPerColumn * meetRestWide * last * tc.pace * tc.share // 8 wide
			if tc.paths {
				rest *= pathsWide
			}
			if tc.tops == 1 { // the top's own scan, as long as the bottom's whole, and the parts from a square
				rest = startTop*(400+left)*tc.pace + startPartsPerColumn*startPartsWide*last*tc.pace*tc.share
			}
			want := max(left*tc.pace-tc.since, stalled*left*tc.pace) + rest
			got, rough := timeLeft(q)
			if d := got.Seconds() - want; d < -1e-3 || d > 1e-3 || !rough || got == alone {
				t.Errorf("%v left (rough %v), want %.3fs, rough, not the scan's alone %v", got, rough, want, alone)
			}
		})
	}
}

// TestMeetMeter checks what the meter records of a meet on package frontier's states:
// its scan's work by the states its rounds make (a step begun at each round's square
// inside a column, Done as of DoneAt), the scan's last row ended as the bottom states
// are read (their share of both passes as Part), and the steps of its parts, each
// once, with the share of the step's states read as Part (none as a part begins), and
// a part split: made again in more parts, the bottoms and pairs of the parts as they
// stand then.
func TestMeetMeter(t *testing.T) {
	var m meter
	now := time.Unix(0, 0)
	m.now = func() time.Time { return now }
	m.begin(8, 4, 3, nil)
	m.meetsInParts(false)
	for _, r := range []struct{ sq, states int }{{2, 10}, {4, 30}, {6, 100}, {8, 200}, {11, 1000}, {12, 500}} {
		now = now.Add(time.Second)
		m.roundDone(r.sq, r.states)
		if r.sq%4 == 0 && r.sq < 12 { // the column hook ends a row as the next begins
			m.rowDone(r.sq/4 - 1)
		}
	}
	p := m.progress()
	if p.Work.Done != 1840 || p.Work.DoneAt != 6*time.Second || p.Work.StepTo != 12 || fmt.Sprint(p.Work.RowDone) != "[40 340]" {
		t.Errorf("scan: done %v at %v, step to %d, rows %v; want 1840 at 6s, to 12, rows [40 340]", p.Work.Done, p.Work.DoneAt, p.Work.StepTo, p.Work.RowDone)
	}
	now = now.Add(time.Second)
	m.bottomsRead(500, 0)
	m.bottomsRead(500, 250)
	p = m.progress()
	if p.Work.BottomsBegan != 7*time.Second || p.Work.BottomStates != 500 || len(p.Work.RowDone) != 3 || p.Work.RowTime[2] != 7*time.Second || p.Work.Part != 0.25 {
		t.Errorf("bottoms: began %v, %d states, rows %v at %v, part %v; want 7s, 500, 3 rows, the last at 7s, 0.25",
			p.Work.BottomsBegan, p.Work.BottomStates, p.Work.RowDone, p.Work.RowTime, p.Work.Part)
	}
	m.meetPart(StageMiddle, 0, 2)
	for _, s := range []struct{ step, read int }{{0, 0}, {0, 50}, {1, 0}, {1, 80}} {
		now = now.Add(time.Second)
		m.meetStep(MeetMark{Step: s.step, Steps: 3, States: 100}, s.read, []int{5, 4}, []float64{25, 16})
	}
	p = m.progress()
	want := []MeetMark{{Part: 0, Step: 0, Steps: 3, States: 100, Began: 8 * time.Second}, {Part: 0, Step: 1, Steps: 3, States: 100, Began: 10 * time.Second}}
	if fmt.Sprint(p.Work.MeetSteps) != fmt.Sprint(want) || p.Work.Part != 0.8 || fmt.Sprint(p.Work.PartBottoms, p.Work.PartPairs) != "[5 4] [25 16]" {
		t.Errorf("parts: steps %v, part %v, bottoms %v, pairs %v; want %v, 0.8, [5 4], [25 16]", p.Work.MeetSteps, p.Work.Part, p.Work.PartBottoms, p.Work.PartPairs, want)
	}
	m.meetPart(StageMiddle, 1, 2) // the next part, before its first step: none of it read
	if p = m.progress(); p.Work.Part != 0 {
		t.Errorf("the next part begun: part %v, want 0", p.Work.Part)
	}
	// Part 1 split in two, made again from its first step: its own marks, in 3 parts,
	// and the parts' bottoms and pairs as they stand now; the progress taken before
	// keeps its own.
	m.meetStep(MeetMark{Part: 1, Parts: 2, Step: 0, Steps: 3, States: 100}, 0, []int{5, 4}, []float64{25, 16})
	now = now.Add(time.Second)
	m.meetStep(MeetMark{Part: 1, Parts: 3, Step: 0, Steps: 3, States: 100}, 0, []int{5, 2, 2}, []float64{25, 8, 8})
	if q := m.progress(); len(q.Work.MeetSteps) != 4 || q.Work.MeetSteps[3].Parts != 3 || fmt.Sprint(q.Work.PartBottoms, q.Work.PartPairs) != "[5 2 2] [25 8 8]" ||
		fmt.Sprint(p.Work.PartBottoms, p.Work.PartPairs) != "[5 4] [25 16]" {
		t.Errorf("split: steps %v, bottoms %v, pairs %v (before: %v, %v); want 4 steps, the last in 3 parts, [5 2 2] [25 8 8] ([5 4] [25 16])",
			q.Work.MeetSteps, q.Work.PartBottoms, q.Work.PartPairs, p.Work.PartBottoms, p.Work.PartPairs)
	}
}

// TestPartsPrior checks the parts' time predicted from the scan's last column:
// partsPerColumn times it, and with paths past 7 wide pathsScale of that; from a
// square, startPartsPerColumn times it, startPartsWide more a row past 7 wide.
func TestPartsPrior(t *testing.T) {
	for _, tc := range []struct {
		width int
		paths bool
		tops  int
		want  float64
	}{
		{4, false, 0, partsPerColumn},
		{4, true, 0, partsPerColumn},
		{8, false, 0, partsPerColumn},
		{8, true, 0, partsPerColumn * pathsWide},
		{7, true, 1, startPartsPerColumn},
		{8, true, 1, startPartsPerColumn * startPartsWide},
	} {
		p := Progress{Rows: 8, Squares: 8 * tc.width, Work: Work{ScanRows: 3, MeetsPaths: tc.paths, Tops: tc.tops,
			RowTime: []time.Duration{time.Second, 2 * time.Second, 4 * time.Second}}}
		if got := partsPrior(p); math.Abs(got-2*tc.want) > 1e-9 {
			t.Errorf("%d wide, paths %v, tops %d: partsPrior = %v, want %v", tc.width, tc.paths, tc.tops, got, 2*tc.want)
		}
	}
}

// TestMeterProcessorTime checks the processor time the meter keeps at the end of each
// row (Work.RowProc): the count's own, from its beginning, over its workers; none where
// the system does not say, and none from a row on which it stopped saying, so that
// RowProc is RowTime's first rows.
func TestMeterProcessorTime(t *testing.T) {
	s := time.Second
	for _, tc := range []struct {
		name string
		says []bool // whether the clock says, at the count's beginning and at each row's end
		want string
	}{
		{"says", []bool{true, true, true, true}, "[1.5s 3s 4.5s]"},
		{"never says", []bool{false, true, true, true}, "[]"},
		{"stops saying", []bool{true, true, false, true}, "[1.5s]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var m meter
			now, cpu, read := time.Unix(0, 0), 10*s, 0
			m.now = func() time.Time { return now }
			m.cpu = func() (time.Duration, bool) {
				read++
				return cpu, tc.says[read-1]
			}
			m.workers = 2
			m.begin(8, 4, 3, nil)
			for r := 0; r < 3; r++ {
				now, cpu = now.Add(2*s), cpu+3*s
				m.rowDone(r)
			}
			if p := m.progress(); fmt.Sprint(p.Work.RowProc) != tc.want || len(p.Work.RowTime) != 3 {
				t.Errorf("RowProc %v, RowTime %v; want %s and 3 rows", p.Work.RowProc, p.Work.RowTime, tc.want)
			}
		})
	}
}

// TestTopScanLeft checks the time left in the own scan of a top from a square:
// startTop of the bottom's work to topRow (its last RowDone; on a board of odd length
// the row before) less the top's (Done past the bottom's), no less than stalled of it,
// at the bottom's pace and as of DoneAt once the top has made any, then the parts of a
// meet from a square (startPartsPerColumn); none before the bottom's scan is done.
func TestTopScanLeft(t *testing.T) {
	s := time.Second
	// The bottom: 3 rows, the last 9e4 successors in 5 s (the pace over it). Its
	// last column, 5 s, gives the parts startPartsPerColumn·startPartsWide·5 (8 wide);
	// on a board of odd length, the geometric mean of it and the row before's, 1 s.
	base := Work{Meets: true, MeetInParts: true, MeetsPaths: true, ScanRows: 3, Top: 1, Tops: 1,
		RowDone: []float64{1e3, 1e4, 1e5}, RowTime: []time.Duration{s, 2 * s, 7 * s}}
	pace := 5.0 / 9e4
	parts := startPartsPerColumn * startPartsWide * 5
	top := startTop * 1e5
	for _, tc := range []struct {
		name    string
		rows    int // of the board
		done    int // rows of the bottom's scan done
		work    float64
		doneAt  time.Duration
		elapsed time.Duration
		want    float64 // seconds; -1: not known
	}{
		{"the bottom's scan under way", 8, 2, 1e5, 0, 10 * s, -1},
		{"the top begun", 8, 3, 1e5, 0, 10 * s, top*pace + parts},
		{"the bottom's last round, none of the top's", 8, 3, 1e5, 9 * s, 10 * s, top*pace + parts},
		{"the top half done", 8, 3, 1e5 + top/2, 0, 10 * s, top/2*pace + parts},
		{"the top past its share", 8, 3, 2e5, 0, 10 * s, stalled*top*pace + parts},
		{"a round under way", 8, 3, 1e5 + top/2, 9 * s, 10 * s, top/2*pace - 1 + parts},
		{"odd length", 7, 3, 1e5, 0, 10 * s, startTop*1e4*pace + startPartsPerColumn*startPartsWide*math.Sqrt(5)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := base
			w.RowDone, w.RowTime, w.Done, w.DoneAt = w.RowDone[:tc.done], w.RowTime[:tc.done], tc.work, tc.doneAt
			got, rough := topScanLeft(Progress{Rows: tc.rows, Squares: 8 * tc.rows, Stage: StageScan, Elapsed: tc.elapsed, Work: w})
			if tc.want < 0 {
				if got >= 0 {
					t.Errorf("%v left, want not known", got)
				}
				return
			}
			if math.Abs(got.Seconds()-tc.want) > 1e-6 || !rough {
				t.Errorf("%v left (rough %v), want %.6fs, rough", got, rough, tc.want)
			}
		})
	}
}

// TestTopAhead checks the time of a top's own scan still ahead of a meet from a square:
// none from every start, nor once the top's scan has begun; startTop of the work given
// at the pace given until the bottom's row at topRow is done, then of its RowDone.
func TestTopAhead(t *testing.T) {
	rows := []float64{10, 100, 1000}
	for _, tc := range []struct {
		name      string
		rows      int // of the board
		done      int // rows of the bottom's scan done
		top, tops int
		want      float64
	}{
		{"every start", 8, 2, 0, 0, 0},
		{"the top begun", 8, 3, 1, 1, 0},
		{"the bottom under way", 8, 2, 0, 1, startTop * 5000 * 2},
		{"the bottom done", 8, 3, 0, 1, startTop * 1000 * 2},
		{"odd length, the top's rows done", 7, 2, 0, 1, startTop * 100 * 2},
		{"odd length, the top's rows under way", 7, 1, 0, 1, startTop * 5000 * 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := Progress{Rows: tc.rows, Squares: 8 * tc.rows, Work: Work{ScanRows: 3, Top: tc.top, Tops: tc.tops, RowDone: rows[:tc.done]}}
			if got := topAhead(p, 5000, 2); math.Abs(got-tc.want) > 1e-9 {
				t.Errorf("topAhead = %v, want %v", got, tc.want)
			}
		})
	}
}
