package count

import (
	"context"
	"math"
	"math/big"

	fr "github.com/knightstour/knightstour/internal/count/frontier"
)

// pathsFrontierFrom is the least length from which the paths with no fixed end of a
// board up to pathsFrontierWidth wide go by package frontier's scan rather than meet in
// the middle: 5x10 took 0.62 s of CPU by the scan, 1.23 s by the meet (5x9 0.52 and
// 0.54, 5x8 0.48 and 0.33), 6x9 20 s and 59 s (6x8 16.5 and 14.6). On 7-wide boards the
// meet stays: the scan of 7-wide paths would hold some ten times the meet's memory.
const pathsFrontierFrom, pathsFrontierWidth = 9, 6

// scansNotMeets reports whether problem p, which meets in the middle, is counted by
// package frontier's scan instead (see pathsFrontierFrom).
func scansNotMeets(cycle bool, w, l int) bool {
	return !cycle && w <= pathsFrontierWidth && l >= pathsFrontierFrom
}

// roles returns the roles of the squares (row-major) for the paths with ends a and b
// (either may be Every: a free end): a and b End, and where an end is free every other
// square Free, but on an odd board, where a path ends on the corners' colour (see
// colours), the squares of the other colour; with both ends fixed, the others Inner.
func (q question) roles(a, b int) []fr.Role {
	n := q.rows * q.cols
	free := a == Every || b == Every
	roles := make([]fr.Role, n)
	for s := range roles {
		switch {
		case s == a || s == b:
			roles[s] = fr.End
		case !free || n%2 == 1 && (s/q.cols+s%q.cols)%2 == 1:
			roles[s] = fr.Inner
		}
	}
	return roles
}

// frontierMeets reports whether problem p meets in the middle on package frontier's
// states (fr.Meet): its cycles, or its paths with no fixed end, where they may meet
// (meets), but the paths of boards up to 6 wide and at least 9 long, which are scanned
// (scansNotMeets).
func frontierMeets(p *problem) bool {
	if !p.cycle && !p.symmetric() || scansNotMeets(p.cycle, p.w, p.l) {
		return false
	}
	return meets(p.w, p.l)
}

// meets reports whether the cycles, or the paths with no fixed end, of a board w wide
// and l long may meet in the middle (fr.Meet): boards 3 to fr.MeetWidth wide, long
// enough to have a top and a bottom, and at most 3 times as long as wide (longer
// boards are cheap to scan, and their counts soon pass 64 bits: a meet whose counts
// could, fr.ErrMeetOverflow, falls back to the scan). The meet is the faster wherever
// it was measured, and far the faster on the small boards, where package frontier's
// scan of a whole board starts with arrays sized for long ones: the cycles of 6x6 from
// square 1 took 0.01 s of CPU by the meet, 1.15 s by the scan, 6x8's 0.25 s and 2.26
// s, 8x6's 0.28 s and 2.49 s (least of 3, on a busy machine); the paths from every
// start of 4x8 0.01 s and 0.02 s; those of 7x9 took it 1,168 s of CPU and 3.57 GB (one
// run, a busy machine; the scan of 7-wide paths would hold some ten times the meet's
// memory), and 8 wide from 9 long are out of reach either way. Measured before, CPU seconds (least of 3,
// alternating, nice'd) and peak resident memory of the program's count, the meet this
// package kept before (labels of its own) against package frontier's: the paths of 6x8
// 15.3 s, 182 MB and 10.0 s, 121 MB; 7x7 85.0 s, 456 MB and 29.4 s, 653 MB; one run
// each: 6x7 5.2 s, 54 MB and 1.8 s, 72 MB; 5x8 0.31 and 0.23 s; 7x8 (one run each,
// GOGC=10, a busy machine) 792 s, 2.92 GB and, its middle in 4 parts
// (fr.Meet.Parts), 308 s, 1.27 GB. The cycles of 8x8 from square 1, the program's
// count on a quiet machine, least of 3 alternating (go run ./scripts/measure count
// -base 3b92c5c "8 8 1 -closed"): 535 s of CPU, 441 s of wall time and 1.46 GB
// resident, the join on two goroutines (fr.Meet.Workers), against 3b92c5c's meet
// (labels of its own, two goroutines) 683 s of CPU, 351 s of wall time and 2.90 GB;
// of smaller boards from square 1, against 3b92c5c: 5x12 0.07 s and 0.20 s, 6x10 1.6
// s and 2.7 s, 6x14 4.2 s and 11.0 s, 7x8 7.4 s and 8.7 s, 7x10 131 s and 133 s.
func meets(w, l int) bool { return w >= 3 && w <= fr.MeetWidth && l >= 4 && l <= 3*w }

// meetsHere reports whether a count of the cycles, or the paths with no fixed end, of
// a board w wide and l long, which may meet in the middle (meets), does so as this
// Counter counts: whole, or in parts on a board of even length (frontierMeetParts); in
// parts a board of odd length is scanned in rounds.
func (c *Counter) meetsHere(w, l int) bool {
	return meets(w, l) && (c.opt.Parts <= 1 || l%2 == 0)
}

// frontierMeetPeak are the measured peaks of the bytes of the closed counts of boards 5
// to 8 wide and 8 long that meet on package frontier's states (Progress.PeakBytes: 5×8
// 100 kB and a margin, as the scan's least tables weigh there, since the meet keeps
// the bottom states of the lesser degrees of a state and its mirror image (144 to 180
// kB before); 9.6 MB and 111 MB; 8×8's 1.45 GB resident, the program's count from
// square 1), and frontierMeetGrowth the logarithms of their growth over two rows of
// length, from 8 to 10 rows (5×10: 811 kB, 6×10: 28.7 MB, 7×10: 605 MB; 8 wide as 7
// wide, not measured); two rows further they grow half as much (5×12: 1.96 MB) up to a
// length of 2w+2, as the meet's halves stop growing there.
var frontierMeetPeak, frontierMeetGrowth = [4]float64{120e3, 9.6e6, 111e6, 1.45e9}, [4]float64{1.52, 1.09, 1.70, 1.70}

// frontierMeetShrink is how much faster, in the logarithm, the peak of a closed count
// that meets on package frontier's states shrinks below 8 rows than it grows above:
// 3.3 from 6×8 to 6×6.
const frontierMeetShrink = 3.3

// frontierMeetEstimate returns the peak of the bytes of the closed count of a board w
// wide and l long that meets on package frontier's states (meets): frontierMeetPeak on a
// board 8 long (and below 5 wide, 16 times less a column), growing by
// frontierMeetGrowth over two rows of length (half as much, in its logarithm, two rows
// further, up to 2w+2 rows), and shrinking frontierMeetShrink times as much per two rows
// below 8 (6×6: 267 kB, 6×7: 1.90 MB). An odd length
// is the geometric mean of the two even ones beside it. It costs O(l).
func frontierMeetEstimate(w, l int) float64 {
	if l%2 == 1 {
		return math.Sqrt(frontierMeetEstimate(w, l-1) * frontierMeetEstimate(w, l+1))
	}
	i := max(w-5, 0)
	logPeak, g := math.Log(frontierMeetPeak[i])-float64(i-(w-5))*math.Log(16), frontierMeetGrowth[i]
	for m := 8; m < min(l, 2*w+2); m += 2 {
		logPeak += g * math.Pow(0.5, float64(m-8)/2)
	}
	for m := 8; m > l; m -= 2 {
		logPeak -= frontierMeetShrink * g
	}
	return math.Exp(logPeak)
}

// pathsFromMeetOnFrontier reports whether the paths with one end fixed and the other
// free (the open tours from a square) of a board w wide and l long meet on package
// frontier's states (fr.Meet with Start) rather than go by the scan: 6x7, 6x8, 7x7,
// 7x8 and 8x8 (not measured whole: its scan, in chunks, would hold the tables of 8
// columns where the meet's scans hold 3). Measured, CPU seconds (least of 3,
// alternating, nice'd) and peak resident memory of the program's count from square 1,
// the scan against the meet: 6x7 (the older scan this package had) 17.6 s, 89 MB and
// 2.0 s, 70 MB; 6x8 (package frontier's, before its prune near the end) 15.2 s, 447
// MB and 5.7 s, 99 MB; 7x7 (the older scan; one run) 523 s, 1.45 GB and 36.4 s, 640
// MB. Where the auto method searches (5 wide up to 10 long, 6x6) the route does not
// matter; 6x9, one run: 21.6 s, 446 MB and 17.1 s, 294 MB, whose meet holds more
// than fromMeetPeak, so it keeps the scan until measured further; 7x8, one run each,
// a busy machine: 289 s, 3.76 GB and 218 s, 1.05 GB, the same count (the older scan
// had not finished after 1,570 s).
func pathsFromMeetOnFrontier(w, l int) bool {
	return w == 6 && (l == 7 || l == 8) || w == 7 && (l == 7 || l == 8) || w == 8 && l == 8
}

// fromMeetPeak are the measured peaks of the bytes of the counts of the paths from a
// square that meet on package frontier's states (pathsFromMeetOnFrontier), 6 to 8
// wide (Progress.PeakBytes): 6x7 from squares 0, 3, 9, 17 and 24, 69 to 72 MB; 6x8
// from squares 0, 3, 9 and 27, 77, 90, 71 and 90 MB; 7x7 from square 0, 754 MB (the
// top's scan then came first, its top states held through the bottom's; now the
// bottom's states are held through the top's scan, and 7x7 from square 0 held 0.59 to
// 0.64 GB resident either way, 6x8 from square 0 76 MB); 8x8 as its paths with no
// fixed end (openMeetPeak, extrapolated; in this order not measured), whose bottom's
// scan it is.
var fromMeetPeak = [3]float64{90e6, 754e6, openMeetPeak[1]}

// fromMeetEstimate returns the peak of the bytes of the count of the paths from a
// square of a board w wide that meets on package frontier's states
// (pathsFromMeetOnFrontier), and the least it needs: the peak over meetError, but 8
// wide no less than its bottom's scan, which is the paths' with no fixed end
// (openMeetLeast).
func fromMeetEstimate(w int) (peak, least float64) {
	peak = fromMeetPeak[w-6]
	least = peak / meetError
	if w == 8 {
		least = max(least, openMeetLeast[1])
	}
	return peak, least
}

// meetStart returns fr.Meet's Start for the paths with an end at square s (row-major)
// of the board: Meet's board is the lesser side wide, so a board with more rows than
// columns is read transposed (a symmetry of the knight's moves).
func (q question) meetStart(s int) int {
	r, col := s/q.cols, s%q.cols
	if q.rows > q.cols {
		r, col = col, r
	}
	return 1 + r*max(q.rows, q.cols) + col
}

// frontierMeet counts the board's Hamiltonian cycles, or with open its Hamiltonian
// paths (with start, fr.Meet's Start, those with an end there; 0: no fixed end), by
// meeting in the middle on package frontier's states (fr.Meet): the meter hears of
// each column of the halves' scan, of the bytes the meet holds and of its stages
// (StageMiddle, StageJoin), and the count stops with ErrTooBig where the bytes pass
// Options.MaxBytes.
func (c *Counter) frontierMeet(ctx context.Context, open bool, start int) (*big.Int, error) {
	return c.meetOf(open, start).Count(ctx)
}

// meetOf returns the meet of frontierMeet, its hooks the meter's (and the first
// begun).
func (c *Counter) meetOf(open bool, start int) fr.Meet {
	w, l := min(c.q.rows, c.q.cols), max(c.q.rows, c.q.cols)
	m := &c.m
	m.begin(l, w, l-2-(l-2)/2, nil)
	m.meetsInParts(open)
	held := c.heldHook()
	stage := func(s fr.MeetStage, part, parts int) error {
		st := StageMiddle
		if s == fr.MeetJoin {
			st = StageJoin
		}
		m.row.Store(int64((l - 2) / 2)) // the middle's first row, as the scan ends a row short of it
		m.meetPart(st, part, parts)
		if c.scan.hook != nil {
			c.scan.hook()
		}
		return nil
	}
	return fr.Meet{Width: w, Length: l, Open: open, Start: start, MaxBytes: c.opt.MaxBytes, Workers: c.opt.workers(),
		Column: c.columnHook(w, held, true), Held: held, Stage: stage, Rounds: m.roundDone, Step: meetStepHook(m), Bottoms: m.bottomsRead, Top: m.topBegins}
}

// meetStepHook returns the hook that tells m of each step of the parts of a meet's
// middle (fr.Meet.Step).
func meetStepHook(m *meter) func(fr.MeetStep) {
	return func(s fr.MeetStep) {
		m.meetStep(MeetMark{Part: s.Part, Parts: s.Parts, Step: s.Step, Steps: s.Steps, States: int64(s.States)}, s.Read, s.Bottoms, s.Pairs)
	}
}

// columnHook returns the hook that tells the meter of each column of a scan w wide
// (see frontierCount), held of its bytes: the row done and the step begun, a column
// of w squares; with rounds, the halves' scan of a meet on package frontier's states,
// whose rounds of squares tell the meter of the states they make (see
// meter.roundDone) and begin its steps within the column.
func (c *Counter) columnHook(w int, held func(bytes int64) error, rounds bool) func(done, states int, bytes int64) error {
	m := &c.m
	step := w
	if rounds {
		step = 1
	}
	return func(done, states int, bytes int64) error {
		if done > 0 {
			if !rounds {
				m.made.Add(int64(states))
			}
			m.rowDone(done - 1)
		}
		m.states.Store(int64(states))
		if err := held(bytes); err != nil {
			return err
		}
		m.stepBegins(done*w, step)
		if c.scan.hook != nil {
			c.scan.hook()
		}
		return nil
	}
}

// heldHook returns the hook that tells the meter of the bytes a count's tables hold,
// and stops the count with ErrTooBig where they pass Options.MaxBytes.
func (c *Counter) heldHook() func(bytes int64) error {
	m := &c.m
	return func(bytes int64) error {
		m.bytes.Store(bytes)
		m.notePeak(bytes)
		if c.opt.MaxBytes > 0 && bytes > c.opt.MaxBytes {
			return tooBig(bytes, c.opt.MaxBytes)
		}
		return nil
	}
}

// frontierCount counts the board's Hamiltonian cycles, or with roles (of
// question.roles) its paths, by package frontier's scan, a column at a time: the meter
// hears of each column (the fixed squares of the board's layout, board.go, for its time
// left), and the count stops with ErrTooBig where the scan's tables would hold more
// than Options.MaxBytes: between its columns, and within one as its arrays grow
// (Single.Held), where a column may multiply them twentyfold.
func (c *Counter) frontierCount(ctx context.Context, roles []fr.Role, fixed []int) (*big.Int, error) {
	w, l := min(c.q.rows, c.q.cols), max(c.q.rows, c.q.cols)
	m := &c.m
	m.begin(l, w, l, fixed)
	held := c.heldHook()
	s := fr.Single{Rows: c.q.rows, Cols: c.q.cols, Open: roles != nil, Roles: roles, Held: held}
	s.Column = c.columnHook(w, held, false)
	x, err := s.Count(ctx)
	if err != nil {
		return nil, err
	}
	m.square.Store(int64(w * l))
	m.row.Store(int64(l))
	return x, nil
}
