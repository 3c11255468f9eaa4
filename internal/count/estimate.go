package count

import "math"

// Need is a rough estimate of what a count needs, from a model of the layers' sizes
// (see Counter.Estimate).
type Need struct {
	States int64 // frontier states in the largest layer
	Bytes  int64 // the most the tables hold (Options.MaxBytes bounds it)
}

// Constants of the model of Counter.Estimate, measured with this package (the figures
// and how to measure them again are in docs/counting.md).
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

	// meetBytes is the peak of the tables of the closed count of 7×8 when it meets in
	// the middle (see problem.meet), and meetWidthGrowth its growth per column of
	// width: from 5×8 to 8×8 it grew 17, 16 and 29 times.
	meetBytes       = 90e6
	meetWidthGrowth = 20
	// meetBytesPerState is what the middle table holds per state.
	meetBytesPerState = 35
)

// Estimate returns a rough estimate of what counting the tours from start (or Every)
// needs: within a factor of 4 on the boards measured (a test checks boards up to 6×8),
// and an extrapolation beyond them that grows by a factor of about 25 for each column
// of width. It costs O(1): nothing is counted.
func (c *Counter) Estimate(start int) Need {
	w, l := float64(min(c.rows, c.cols)), float64(max(c.rows, c.cols))
	length := math.Pow(lengthShrink, modelLength-l)
	if l >= modelLength {
		length = math.Pow(lengthGrowth, min(l, 2*w)-modelLength)
	}
	cycles := c.closed && (c.end == Every || start == Every)
	if cycles && meets(int(w), int(l)) {
		bytes := max(meetBytes*math.Pow(meetWidthGrowth, w-modelWidth)*length, 1)
		return Need{
			States: int64(bytes / meetBytesPerState),
			Bytes:  int64(bytes),
		}
	}
	states := modelStates * math.Pow(widthGrowth, w-modelWidth) * length
	if !cycles {
		states *= pathFactor
	}
	states = max(states, 1)
	n := Need{States: math.MaxInt64, Bytes: math.MaxInt64}
	if states < 1e15 {
		n.States = int64(states)
		n.Bytes = int64(states * bytesPerState)
	}
	return n
}
