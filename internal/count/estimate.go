package count

import "math"

// Need is an estimate of what a count needs, from a model of the layers' sizes (see
// Counter.Estimate).
type Need struct {
	States int64 // frontier states in the largest layer
	Bytes  int64 // the most the tables hold (Options.MaxBytes bounds it)
	// Least is the least the tables are expected to hold: Bytes over the most the
	// model has overestimated a count it was measured on (by a margin). A count whose
	// Least is more than Options.MaxBytes would stop with ErrTooBig, after as long as
	// it takes to get there (minutes on 8×8): refuse it before it starts.
	Least int64
}

// Constants of the model of Counter.Estimate, measured with the older scan this package
// had (docs/counting.md gives the figures, and TestEstimate how close the model comes):
// the states they give still cost the choice of method (scanNodes, meetNodes) and a
// board's disk in parts, while the bytes of package frontier's scan are
// frontierEstimate's, of its meet frontierMeetEstimate's.
const (
	// modelStates is the largest layer of the closed count of the 7×8 board, and
	// modelWidth, modelLength the board's width and length.
	modelStates             = 8.3e6
	modelWidth, modelLength = 7, 8
	// widthGrowth is the growth of the largest layer per column of width, measured
	// from 5×8 to 6×8 to 7×8 (closed): 26 and 22.
	widthGrowth = 25
	// lengthGrowth is its growth per row of length past modelLength (up to 2w rows;
	// longer boards keep the same middle layers), lengthShrink its shrink per row below.
	lengthGrowth, lengthShrink = 1.5, 0.35
	// pathFactor is how many more states a count of open tours holds than a count of
	// closed ones on the same board: 12 to 13 on 5×8 and 6×8.
	pathFactor = 12
	// bytesPerState is what the tables hold per state of the largest layer: a slot of
	// 16 bytes in a table at most 3/4 full, and the layer being expanded beside it.
	bytesPerState = 48

	// scanError is the most the model of the scan has overestimated the tables'
	// peak on the boards measured (TestEstimate): a factor of 4.
	scanError = 4

	// meetBytesPerState is what the middle table holds per state.
	meetBytesPerState = 35
	// pathMeetError is the most the model of the scan has overestimated the tables'
	// peak of a count of open tours from every start, which meets in the middle
	// (TestEstimate): 0.6 to 1.3 times the estimate on 4×8 to 6×8, and a margin.
	pathMeetError = 6

	// meetError is the most the model of the meet has overestimated the tables' peak,
	// or underestimated it, on the boards measured (see TestEstimate): within 1.4
	// times, and a margin.
	meetError = 1.6
)

// Estimate returns an estimate of what counting the tours from start (or Every) needs.
// A closed count that meets in the middle (meets) comes within a factor of
// meetError of the measured peak on the boards measured, 5×8 to 8×8 (see
// frontierMeetEstimate). A scan, within a factor of 4 on the boards measured (a test
// checks boards up to 6×8), and an extrapolation beyond them that grows by a factor
// of about 25 for each column of width. Open tours from every start, which meet in the
// middle too, are estimated as the scan, with a lower least (pathMeetError), but 7 and
// 8 wide by the measured peaks of the meet (openMeetPeak); the paths from a square
// that meet, by their measured peaks (fromMeetEstimate); both as the scan in a count
// in parts (Options.Parts), which scans in rounds, but the former where the board's
// length is even (a meet in parts). It costs O(1): nothing is counted.
func (c *Counter) Estimate(start int) Need {
	w, l := min(c.q.rows, c.q.cols), max(c.q.rows, c.q.cols)
	cycles := c.q.closed && (c.q.end == Every || start == Every)
	if cycles && meets(w, l) && (w*l)%2 == 1 { // a knight's move changes colour: no cycle
		return Need{}
	}
	if cycles && c.meetsHere(w, l) {
		bytes := frontierMeetEstimate(w, l)
		return Need{States: int64(bytes / meetBytesPerState), Bytes: int64(bytes), Least: int64(bytes / meetError)}
	}
	length := math.Pow(lengthShrink, modelLength-float64(l))
	if l >= modelLength {
		length = math.Pow(lengthGrowth, float64(min(l, 2*w)-modelLength))
	}
	states := modelStates * math.Pow(widthGrowth, float64(w-modelWidth)) * length
	if !cycles {
		states *= pathFactor
	}
	states = max(states, 1)
	n := Need{States: math.MaxInt64, Bytes: math.MaxInt64, Least: math.MaxInt64 / scanError}
	if states < 1e15 {
		n.States = int64(states)
		n.Bytes = int64(states * bytesPerState)
		n.Least = n.Bytes / scanError
		free := !c.q.closed && start == Every && c.q.end == Every
		from := !cycles && (start == Every) != (c.q.end == Every) // one end fixed
		// A count in parts (Options.Parts) scans in rounds, and meets on frontier's
		// from every start on boards of even length only (frontier.MeetInParts).
		whole := c.opt.Parts <= 1
		switch {
		case whole && from && pathsFromMeetOnFrontier(w, l):
			peak, least := fromMeetEstimate(w)
			n.Bytes, n.Least = int64(peak), int64(least)
		case free && w >= 7 && l <= 8 && c.meetsHere(w, l):
			n.Bytes = int64(openMeetPeak[w-7])
			n.Least = int64(openMeetLeast[w-7])
		case free && w <= 7 && meets(w, l) && !scansNotMeets(false, w, l):
			n.Least = n.Bytes / pathMeetError
		case whole && !cycles && w <= frontierWidth:
			n.Bytes = int64(frontierEstimate(w, cycles) * frontierShort(w, l))
			n.Least = int64(float64(n.Bytes) / frontierError)
		default:
			n.Bytes = int64(frontierEstimate(w, cycles))
			n.Least = int64(float64(n.Bytes) / frontierError)
		}
	}
	return n
}

// openMeetPeak is the peak of the tables of a count of the paths with no fixed end
// that meets on package frontier's states (meets), 7 and 8 wide up to 8
// long (Progress.PeakBytes, GOGC=10): 1.45 GB measured on 7x8, where the halves' scan
// holds the most; 8x8's extrapolated by the growth of 7x8's from 6x8 (110 MB), 13
// times, 19 GB. openMeetLeast is the least they need, measured: 0.72 GB on 7x7, and on
// 8x8 the 13.8 GB its scan of 3 columns held at its peak (2,498 s of CPU; 196 million
// top states, 9.3 GB with the bottom's into the middle), so that a count certain to
// stop is refused at once.
var openMeetPeak, openMeetLeast = [2]float64{1.45e9, 19e9}, [2]float64{0.72e9, 13.8e9}

// frontierPeak are the measured peaks of the tables of package frontier's scan of one
// board 5 and 6 wide, of paths and of cycles: 8.4 MB on 5x6 and 5x10 from a corner
// (2.7 MB on 5x5), 355 MB on 6x8 (297 MB on 6x6); 2.0 MB on 5x16 and 74 MB on 6x20
// closed. The scan holds about as many states from a length of the width on.
// frontierWidthGrowth is their growth per column of width (42 and 37 from 5 to 6), and
// frontierError the most the model is off on the boards measured, and a margin.
var frontierPeak = [2][2]float64{{8.4e6, 355e6}, {2.0e6, 74e6}}

const frontierWidthGrowth, frontierError = 40, 4

// frontierShort is the share of frontierEstimate that package frontier's scan of the
// paths of a whole board w wide and l long holds, where its prune near the board's end
// (frontier's prune.go) kills most states of the last columns: e^(-c·d²) for a board
// d = w+5-l > 0 rows shorter than w+5, c 0.12 up to 6 wide and 0.07 at 7. Measured,
// the peak over frontierPeak's model: from square 1, 5x5 0.023, 5x6 0.13, 5x7 0.34,
// 5x8 0.66, 5x10 1.0, 6x6 0.080, 6x9 0.84 (the model's 0.050, 0.15, 0.34, 0.62, 1,
// 0.050, 0.62); 7x8 from square 1 0.26 (resident; 0.33), 7x7 from corner to corner
// 0.145 (0.17). The cycles were not measured so, and a scan in parts, which does not
// prune near the end, holds the whole.
func frontierShort(w, l int) float64 {
	d, c := float64(w+5-l), 0.12
	if w >= 7 {
		c = 0.07
	}
	if d <= 0 {
		return 1
	}
	return math.Exp(-c * d * d)
}

// frontierWidth is the widest board whose states package frontier keeps in keys of
// one word, in tables; wider ones go in chunks (frontierChunkBytes).
const frontierWidth = 7

// frontierChunkBytes is what package frontier's scan holds at its peak, in bytes, per
// state at a column's end once the states hold, on boards over frontierWidth wide,
// where its rounds are in chunks (its chunks.go: some 24 bytes a state, of the larger
// of a round's states before and after), rather than in tables: measured to the end of
// a column (Progress.PeakBytes over the states there), 27 on 9x10 closed at 2 columns
// (229 MB, 8.5 million states), 31 on 8x9 from square 1 at 2 (324 MB, 10.5 million),
// 47 on 8x26 closed at 3 (438 MB, 9.3 million), and a margin for the states within a
// column.
const frontierChunkBytes = 48

// frontierEstimate returns the peak of the tables of package frontier's scan of a board
// w wide, of its cycles or its paths, in bytes. Past frontierWidth it is the states
// its table's model holds at a column's end (TableModel: 7 wide's times tableGrowthUp
// a column of width) at frontierChunkBytes each: no whole board 8 wide or more fits
// 2 GB, and the states the first columns measured there, over the model's ramp
// (tableRampBytes), give 0.31 to 2.2 times its bytes (8x26 closed: 9.3 million at 3
// columns, 2.2; 9x10 closed: 8.5 million at 2, 0.59; 8x8 from square 0: 24 million at
// 2, 0.72; 8x9 from square 1: 10.5 million at 2, 0.31), within frontierError
// (TestEstimateWide).
func frontierEstimate(w int, cycles bool) float64 {
	if w > frontierWidth {
		states, _, _ := TableModel{Width: w, Open: !cycles}.constants()
		return states * frontierChunkBytes
	}
	peaks := frontierPeak[0]
	if cycles {
		peaks = frontierPeak[1]
	}
	if w >= 6 {
		return peaks[1] * math.Pow(frontierWidthGrowth, float64(w-6))
	}
	return peaks[0] / math.Pow(frontierWidthGrowth, float64(5-w))
}
