package count

import "time"

// Progress is a snapshot of a count in progress, in the terms of the scanned board: the
// board is scanned row by row along its longer side, Rows rows of the shorter side's
// width.
type Progress struct {
	Square, Squares int // squares of the board the scan has processed, of all
	// Row is the row of the scanned board being processed (0-based; Rows when done),
	// Rows its number of rows.
	Row, Rows int
	States    int64 // frontier states of the layer being expanded (in the middle, of the middle table)
	Bytes     int64 // memory the layers' tables hold now
	PeakBytes int64 // the most they have held in this Counter
	// Elapsed is the time since the current count began. Left is an estimate of the
	// time it still needs, from the work done and the work left (see timeLeft), or -1
	// while there is nothing to estimate it from (before two rows are done); Rough says
	// that Left rests on a model of work not begun yet, so that it is not worth trusting
	// closely (see timeLeft for how close it has been).
	Elapsed, Left time.Duration
	Rough         bool
	// Stage is where a count that meets in the middle is (see frontier.Meet):
	// StageScan while it scans the halves' rows and reads their states into bottom
	// states, StageMiddle while it adds the edges between the middle rows (Row and
	// Row+1) to the top states in part Step of Steps of its middle, StageJoin while it
	// joins that part with the bottom states. A count that only scans stays in
	// StageScan.
	Stage       Stage
	Step, Steps int
	// Work is the work done so far, in the units that Left is estimated in.
	Work Work
}

// width returns the width of the scanned board: its squares over its rows (the squares
// alone before its rows are known).
func (p Progress) width() int { return p.Squares / max(p.Rows, 1) }

// Work is the work a count has done, in the measures its time left is estimated from
// (see timeLeft).
type Work struct {
	// Meets says that the count meets in the middle; ScanRows is the number of rows
	// its scan covers (Rows for a count that does not meet). Ends are the rows of the
	// scan that hold the tour's fixed ends (a start, an end), in order: the layers
	// change around them.
	Meets bool
	// Round says that this is a round of a count in parts: a few steps of a scan,
	// whose time left is not estimated (the rows and steps it has done are not the
	// count's), nor is that of a meet's join in rounds (its scan was not measured in
	// that process); a round of a search has its estimate.
	Round bool
	// Table says that this is a table's scan (see TableModel): Row is the columns it
	// has passed, Rows the longest board's length, and Left its estimate.
	Table    bool
	ScanRows int
	Ends     []int
	// Done is the successors the scan has made, each added to the next layer (new or
	// merged with a state there): the measure of the scan's work, whose time per unit
	// holds steadier than per state expanded (a state makes from none to eleven).
	// RowDone is Done at the end of each finished row, RowTime the time from the start
	// at which the row ended.
	Done    float64
	RowDone []float64
	// DoneAt is when Done last grew, where it grows by rounds of squares (package
	// frontier's scan: a round may take a while); 0 where it grows as the scan goes.
	DoneAt  time.Duration `json:",omitempty"`
	RowTime []time.Duration
	// RowProc is, where the count knows its processor time (Options.ProcessorTime),
	// the processor time it had used from its start to the end of each finished row,
	// over its workers (at most GOMAXPROCS): the time its work would have taken spread
	// over them, the clock of TestRecordProgress's recordings. The scan runs on one
	// goroutine and a meet's rest on the workers, so the rest is predicted from the
	// scan in this measure (see scanShare). It is RowTime's rows from the first on, as
	// long as the system said; empty where it never did.
	RowProc []time.Duration `json:",omitempty"`
	// Profile is the shape of the last finished row: Profile[c] is the share of its
	// work done after its first c squares (width+1 values, from 0 to 1; inside a step
	// over several squares, in proportion). The rows of a board share a shape, so it
	// tells how far through its work the row under way is.
	Profile []float64
	// StepTo is the square after the scan's step under way (a step may process
	// several squares), and Part the share of the step under way that is taken: of a
	// meet's step, by the states it has read of those it reads (MeetMark.States); of
	// its bottom states, by those read (0 within a step of the scan).
	StepTo int
	Part   float64
	// Began is when each stage began, from the start of the count (0 for a stage not
	// begun, and for the scan).
	Began [3]time.Duration
	// MeetInParts says that the count meets in the middle on package frontier's states,
	// its middle in parts (see frontier.Meet.Parts): MeetParts of them once the first
	// begins (0 before), and PartsBegan when each part begun so far began, from the
	// start of the count. MeetsPaths says that it meets with paths (open tours), not
	// cycles.
	MeetInParts bool
	MeetsPaths  bool `json:",omitempty"`
	MeetParts   int
	PartsBegan  []time.Duration
	// MeetSteps are the steps of the parts of such a meet begun so far, in order (see
	// frontier.MeetStep: in each part, the top states read with the first block of
	// middle edges walked from each, the later blocks added, the join), PartBottoms
	// the bottom states of each part as the parts stand now (a part split adds one),
	// by which the parts were evened out, and PartPairs each part's sum over its
	// degrees of the square of their bottom states (see frontier.MeetStep). Part is
	// then the share of the states of the step under way read.
	// BottomsBegan is when such a meet, its halves' scan done, began to read the
	// scan's BottomStates states into its bottom states (0 before), in two passes
	// over them (see frontier.Meet.Bottoms): Part is then the share of both read.
	BottomsBegan time.Duration `json:",omitempty"`
	BottomStates int64         `json:",omitempty"`
	// Top, from 1, is the top of Tops whose own scan (with its start fixed) and parts
	// such a meet from a square is in, after its bottom's scan: 0 before, in the
	// bottom's (see frontier.Meet.Top; Tops is more than 1 where one bottom serves many
	// starts).
	Top, Tops int `json:",omitempty"`
	// TopsBegan is when each top begun so far began its own scan, from the start of
	// the count, and TopsDone the scan's work (Done) then.
	TopsBegan   []time.Duration `json:",omitempty"`
	TopsDone    []float64       `json:",omitempty"`
	MeetSteps   []MeetMark      `json:",omitempty"`
	PartBottoms []int64         `json:",omitempty"`
	PartPairs   []float64       `json:",omitempty"`
	// Search is the work of a count by the depth-first search, nil for a scan.
	Search *SearchWork `json:",omitempty"`
}

// MeetMark is a step of a part of a meet's middle on package frontier's states (see
// frontier.MeetStep): step Step of Steps of part Part, begun at Began from the start of
// the count, reading States states.
type MeetMark struct {
	Part, Step, Steps int
	Parts             int `json:",omitempty"`
	States            int64
	Began             time.Duration
}

// SearchWork is the work of a count by the depth-first search, in nodes of its tree:
// its roots (the top of the tree, split) are counted in turn, each estimated before the
// count by Knuth's random descents (see searchLeft).
type SearchWork struct {
	Roots, RootsDone int     // the roots of this count (or part), and those finished
	Nodes            float64 // the nodes visited so far
	NodesDone        float64 // the nodes of the roots finished
	// EstDone and EstLeft are the estimated nodes of the roots finished, and of the
	// others.
	EstDone, EstLeft float64
}

// Stage is a stage of a count (see Progress.Stage).
type Stage int32

// Stages of a count.
const (
	StageScan Stage = iota
	StageMiddle
	StageJoin
)
