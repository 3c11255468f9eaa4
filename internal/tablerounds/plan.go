package tablerounds

import (
	"math"

	"github.com/knightstour/knightstour/internal/count"
)

// Constants of the model of Estimate, measured with package frontier: the largest
// layer (the states between two squares) of long tables 5 wide, 40,811 states closed
// and 745,626 open (the layers stop growing about 8 columns in), and its growth a
// column of width: closed 25 (5 to 6 wide: 1,040,736 states), open 40 (4 to 5 wide:
// 65; 6 wide, tens of millions).
const (
	modelWidth               = 5
	modelClosed, modelOpen   = 40811, 745626
	growthClosed, growthOpen = 25, 40
	sentPerState             = 2 // the states the parts send in a round over the layer: 1.5 to 1.9 measured on 5x8 closed and 4x8 open in 4 parts
	tablesPerState           = 4 // two tables (the states, and the ones the next square makes), each of 4/3 to 8/3 slots a state (at most three quarters full)
	leastOverBytes           = 4 // the least over the estimate, as a count's
)

// Need is an estimate of what a table in rounds needs.
type Need struct {
	States    int64      // the states of the scan's largest layer, all the parts' together
	PartBytes int64      // what a part's tables hold then
	Disk      count.Need // the parts' files at once, on all their disks together
}

// Estimate estimates what the table in rounds needs, from a model of its largest layer
// (the constants above): the files of two rounds (a round's, and the round before's,
// which the parts read in it; each part removes its file of the round before that as
// it begins), each holding what the parts send of the largest layer. It costs O(1).
func (t Table) Estimate() Need {
	base, growth := float64(modelClosed), float64(growthClosed)
	if t.Open {
		base, growth = modelOpen, growthOpen
	}
	states := int64(min(base*math.Pow(growth, float64(t.Width-modelWidth)), 1e15))
	limbs := int64(1 + t.Width*t.Length/64) // at most a bit a square: the counts' words
	rec := 8 * (1 + limbs)
	parts := int64(max(t.Parts, 1))
	disk := 2 * sentPerState * states * rec
	return Need{States: states, PartBytes: tablesPerState * rec * states / parts,
		Disk: count.Need{States: sentPerState * states, Bytes: disk, Least: disk / leastOverBytes}}
}
