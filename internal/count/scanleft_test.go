package count

import (
	"fmt"
	"math"
	"testing"
	"time"
)

// TestRowProfile checks the profile a finished row leaves (Work.Profile): the share of
// the row's work done after each square, in proportion inside a step over several
// squares, and the share of the row under way that rowShare reads from it.
func TestRowProfile(t *testing.T) {
	var m meter
	m.now = time.Now
	m.begin(4, 5, 4, nil)
	// Row 0: steps of one square with 10, 20, 30 successors, then one of two squares
	// with 40.
	for v, made := range []int64{10, 20, 30} {
		m.stepBegins(v, 1)
		m.made.Add(made)
	}
	m.stepBegins(3, 2)
	m.made.Add(40)
	m.rowDone(0)
	want := []float64{0, 0.1, 0.3, 0.6, 0.8, 1}
	p := m.progress()
	if fmt.Sprint(p.Work.Profile) != fmt.Sprint(want) {
		t.Fatalf("profile %v, want %v", p.Work.Profile, want)
	}
	// Tilted by ±5·ln 2, the squares' work (0.1, 0.2, 0.3, 0.2, 0.2) is scaled by
	// 2^±(c+½): in proportion (0.1, 0.4, 1.2, 1.6, 3.2) or (0.1, 0.1, 0.075, 0.025,
	// 0.0125).
	tilt := 5 * math.Ln2
	for _, tc := range []struct {
		name           string
		square, stepTo int
		part, tilt     float64
		want           float64
	}{
		{"at the start", 5, 6, 0, 0, 0},
		{"half the first step", 5, 6, 0.5, 0, 0.05},
		{"third square", 7, 8, 0, 0, 0.3},
		{"half the last, double step", 8, 10, 0.5, 0, 0.8},
		{"past the row", 10, 11, 0, 0, 0},
		{"third square, growing more", 7, 8, 0, tilt, 0.5 / 6.5},
		{"third square, growing less", 7, 8, 0, -tilt, 0.2 / 0.3125},
		{"half the last, double step, growing more", 8, 10, 0.5, tilt, (1.7 + 0.5*4.8) / 6.5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q := p
			q.Square, q.Work.StepTo, q.Work.Part = tc.square, tc.stepTo, tc.part
			got := tiltedShare(q, tc.tilt)
			if tc.tilt == 0 {
				got = rowShare(q)
			}
			if math.Abs(got-tc.want) > 1e-9 {
				t.Errorf("share = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestScanLeft checks the scan's prediction on rows made to measure (width 8, so that
// the layers stop growing at row 7): growth that falls by firstDecay at row 2 and
// growthDecay after, and saturatedDecay from row 7; rows that stopped growing, the
// last rows of a whole board shrinking, the rows near a fixed end of the tour, and the
// row under way at its own measure.
func TestScanLeft(t *testing.T) {
	profile := []float64{0, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 1}
	// own is the row under way after rows of 100 and 200 when its first square made
	// 1000: half the row by the last row's profile, less tilted by the row's growing
	// more than the last; the model has it at 200·2^firstDecay.
	model := 200 * math.Pow(2, firstDecay)
	own := underWay(profile, 1000, model, 200, math.Ln2)
	// settled is the same row when its first square made 100: about 200 by its own
	// measure, more than half the row, tilted by its growing less.
	settled := underWay(profile, 100, model, 200, math.Ln2)
	// Rows 4 and 5 of 6 are the last but one and the last: row 4 grows by
	// 2^growthDecay over row 3 and shrinks by 0.022; row 5, which grows no more (row
	// 4 shrank), by 0.0001.
	row4 := 800 * math.Pow(2, growthDecay) * 0.022
	row5 := row4 * 0.0001
	// Around a fixed end in row e, rows e-2 .. e+1 hold endNear[0..3] of what they would
	// without it, and the rows after it endNear[3].
	near := endNear
	for _, tc := range []struct {
		name       string
		rows       []float64 // work of the finished rows
		scanRows   int
		meets      bool
		ends       []int
		part       float64 // work of the row under way so far, all in its first square
		left, last float64
		rough      bool
	}{
		// growth 10^4, then 10^(4·0.65), 10^(4·0.65·0.8)
		{"growing", []float64{1, 1e4}, 4, true, nil, 0, math.Pow(10, 6.6) + math.Pow(10, 8.68), math.Pow(10, 8.68), true},
		// growth 10 a row up to row 7; then 10^0.15 and 10^0.0225 (saturatedDecay)
		{"saturating", []float64{1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7}, 10, true, nil, 0, 1e7*math.Pow(10, 0.15) + 1e7*math.Pow(10, 0.1725), 1e7 * math.Pow(10, 0.1725), true},
		{"saturated", []float64{1e4, 1e4, 1e4}, 6, true, nil, 0, 3e4, 1e4, false},
		{"alternating", []float64{1e4, 1e4, 1.3e4, 1e4, 1.3e4}, 6, true, nil, 0, 1.3e4 * math.Pow(1.3, growthDecay), 1.3e4 * math.Pow(1.3, growthDecay), false},
		{"the last rows", []float64{100, 200, 400, 800}, 6, false, nil, 0, row4 + row5, row5, true},
		// A fixed end in row 5: rows of 1000 but for row 3, two before it. Rows 4 to 7
		// would hold 1000 each without it.
		{"a fixed end ahead", []float64{1000, 1000, 1000, 1000 * near[0]}, 8, true, []int{5}, 0, 1000 * (near[1] + near[2] + 2*near[3]), 1000 * near[3], true},
		// A fixed end in row 3, passed.
		{"past a fixed end", []float64{1000, 1000 * near[0], 1000 * near[1], 1000 * near[2], 1000 * near[3], 1000 * near[3]}, 8, true, []int{3}, 0, 2000 * near[3], 1000 * near[3], false},
		// In the first rows, a fixed end changes nothing.
		{"a fixed end in the first rows", []float64{1e4, 1e4, 1e4}, 6, true, []int{0, 1}, 0, 3e4, 1e4, false},
		// Twice the last row: still growing.
		{"own measure", []float64{100, 200}, 3, true, nil, 1000, own - 1000, own, true},
		{"own measure, settled", []float64{100, 200}, 3, true, nil, 100, settled - 100, settled, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			const width = 8
			var p Progress
			p.Rows, p.Squares = 10, 10*width
			w := &p.Work
			w.Meets, w.ScanRows, w.Ends = tc.meets, tc.scanRows, tc.ends
			for _, r := range tc.rows {
				w.Done += r
				w.RowDone = append(w.RowDone, w.Done)
			}
			p.Square = width * len(tc.rows)
			if tc.part > 0 { // the first square is done: the step under way began at the second
				p.Square++
			}
			w.Done += tc.part
			w.StepTo = p.Square + 1
			w.Profile = profile
			left, last, rough := scanLeft(p)
			if math.Abs(left-tc.left) > 1e-9*tc.left || math.Abs(last-tc.last) > 1e-9*tc.last || rough != tc.rough {
				t.Errorf("scanLeft = %v, %v, %v; want %v, %v, %v", left, last, rough, tc.left, tc.last, tc.rough)
			}
		})
	}
}

// TestSeconds: an estimate of seconds past what a Duration holds is the longest
// Duration, not a negative one.
func TestSeconds(t *testing.T) {
	for _, tc := range []struct {
		s    float64
		want time.Duration
	}{
		{0, 0},
		{1.5, 1500 * time.Millisecond},
		{1e9, 1e9 * time.Second},
		{1e12, math.MaxInt64},
		{math.Inf(1), math.MaxInt64},
	} {
		if got := seconds(tc.s); got != tc.want {
			t.Errorf("seconds(%v) = %v, want %v", tc.s, got, tc.want)
		}
	}
}
