package frontier

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/knightstour/knightstour/internal/count/limbs"
	"github.com/knightstour/knightstour/internal/hugepages"
)

// Meeting in the middle. The Hamiltonian cycles of a width×length board are split at
// two middle columns, h and h+1: the top is columns 0..h-1 with all their edges (into
// the middle columns too), the bottom columns h+2..length-1 with theirs, and the middle
// the edges between columns h and h+1. After h columns the scan's window is the two
// middle columns (and a square of the next that the top does not reach): each state
// gives, for the middle squares, the degree each has from the top and how the top's
// paths pair their ends. The 180° rotation maps the board onto itself and the scan from
// the last column onto the scan from the first, so the scan's states after length-h-2
// columns, read backwards, are the bottom's. The middle edges are added to the top
// states a few at a time, the middle states merged (by their packed codes, pack) after
// each few (middles); then a
// middle and a bottom state make Hamiltonian cycles when every middle square has degree
// 2 in all and the two pairings of the ends (the squares of degree 1 on each side)
// close into one cycle. Bottom states are grouped by their degrees, so each middle
// state meets only the bottom states of the degrees it needs; and the middle is made
// and joined in parts, one after another (Meet.Parts), each of the middles that need
// the degrees of some of the bottom states (splitDegs), so that its tables hold a
// part's states at a time.
//
// The scan keeps one of a state and its mirror image with the counts of both; the
// completions of the two are equal, so the top is taken as it is, and the bottom
// spread back to both images, each with the count kept: twice the true counts (a state
// that is its own image is counted twice), and the sum is twice the cycles (or paths).
// So a middle state and its image make as many tours with the bottom states: the
// middle's last step merges the two into the one that needs the lesser degrees
// (edgeWalk.key), a third fewer middle states to join, and of each top state's two
// bottom states only that of the lesser degrees is kept (both where they are equal).
//
// Open (Meet.Open), the meet counts the Hamiltonian paths, open tours from every
// start, on the open scan's states: the ends vertex (see doc.go) is one more vertex of
// the middle (endsAt), with the degree each side gives it, and a middle square whose
// path leads to an end of the tour, in that side, is paired with it (its own mate).
// The middle edges take the ends vertex's too: after a square's last edge to the other
// column, a step may make it an end of the tour (endEdge). A middle and a bottom state
// then make Hamiltonian paths when the ends vertex has degree 2 in all, as every
// middle square, and the pairings close into one cycle through it: where a side has
// both its edges, the other's pairing closes the first's as for cycles (oneCycles);
// where each has one, walking from the middle's end along the two pairings comes to
// the bottom's through every end (onePaths). On boards
// of odd area only the corners' colour may end a path: the scan's squares of the other
// colour are Inner, and their middle squares take no edge of the ends vertex; the 180°
// rotation and the mirror (odd widths) keep the colours, so the bottom is read as for
// cycles. On a board of even length, whose bottom is its top turned round, the tours
// with both ends in the top are as many as those with both in the bottom: the middle
// is walked from no top state with both, and those with both in the bottom count
// twice (meetPass).
//
// From a square (Meet.Start), the start is turned round into the top or the middle
// columns, if it is past them, and is End in a scan of the top's own, which merges
// mirror images only after the start's column (the rest of the board is then the same
// upside down, so a merged top state's completions are its image's); the bottom is
// the scan's of every start (the start is none of its squares), which is the same
// upside down: spread to both images it is twice the true counts, as for cycles. A
// start in the middle columns always takes its edge to the ends vertex.

// MeetWidth is the widest board Meet takes: the middle's 2·width squares, four bits
// each, fill a word.
const MeetWidth = 8

// ErrMeetOverflow is wrapped by Meet's error where a count of a half or of the
// middle passes 64 bits: the board is then for the scan alone.
var ErrMeetOverflow = errors.New("a count of the meet passes 64 bits")

// Meet is a count of the Hamiltonian cycles, or with Open the Hamiltonian paths, of one
// Width×Length board by meeting in the middle (see above): a board 3..MeetWidth wide
// and at least 4 long, whose halves' and middle's counts fit a word (else an error
// wrapping ErrMeetOverflow). Like Single's, its counts are undirected.
type Meet struct {
	Width, Length int
	// Open counts the Hamiltonian paths (open tours from every start) rather than the
	// cycles.
	Open bool
	// Start, with Open, is 1 + the square (row r, column c of the Width×Length board:
	// r·Length + c) that every path counted ends at; 0: the paths from every start.
	// With it the top is the scan's with the start End, the bottom's a scan of its own.
	Start int
	// Column, when not nil, is called before each column of the scan of the halves
	// (with Start, of the bottom's scan, then of the top's; with CountFrom, of each
	// start's top after the bottom's) with the columns done and the states and bytes
	// the scan holds then (as Single's); Held, when not nil, with the bytes the meet
	// holds as its arrays and tables of the halves and the middle grow, and before a
	// part's join with its goroutines' buffers too (joinBytes). Their errors stop the
	// count.
	Column func(done, states int, bytes int64) error
	Held   func(bytes int64) error
	// Stage, when not nil, is called as the meet adds the middle edges (MeetMiddle)
	// and as it joins the middle with the bottom (MeetJoin), in each part of the middle
	// (part 0 to parts-1; see Parts); its error stops the count.
	Stage func(s MeetStage, part, parts int) error
	// Rounds, when not nil, is told of each round of squares of the halves' scan, as
	// Columns.Rounds is: how far through a column it is. Step, when not nil, is told
	// of each step of each part of the middle as it begins and every readEvery states
	// it reads (see MeetStep): how far through a part the meet is; in the join, from
	// its goroutines (Workers), one call at a time.
	Rounds func(squares, states int)
	Step   func(MeetStep)
	// Bottoms, when not nil, is told as the meet reads the states of the halves'
	// scan, once it is done, into its bottom states: the states, and those read in
	// its two passes over them (up to twice the states), at first 0 and then every
	// readEvery.
	Bottoms func(states, read int)
	// Top, when not nil, is called before the own scan of each top from a square (with
	// Start, or each start of CountFrom's where a path may end), the i-th (from 0) of
	// n, after the bottom's scan; and with i -1 before the bottom's scan.
	Top func(i, n int)
	// Parts, if more than 0, is how many parts at most the middle is made and joined
	// in, one after another, each of the middles that need the degrees of some of the
	// bottom states (see splitDegs): a part's tables hold about 1/Parts of the whole
	// middle's, at the cost of the top states held to the last part and the first
	// middle edges walked from each of them in every part. 0: see parts.
	Parts int
	// MaxBytes, if more than 0, is the most the meet's tables may hold, by which it
	// chooses its parts (with Parts 0).
	MaxBytes int64
	// Workers is how many goroutines join a part of the middle with the bottom states
	// (0: one).
	Workers int
	// share, if more than 1, is the parts of a meet in parts (MeetInParts), a part of
	// whose join makes about 1/share of the middle: it takes 1/share of the parts.
	share int
}

// MeetStage is a stage of a meet after the scan of its halves.
type MeetStage int

// The stages of a meet after the scan.
const (
	MeetMiddle MeetStage = iota // the middle edges added to the top states
	MeetJoin                    // the middle states joined with the bottom's
)

// MeetStep is where a meet is in the parts of its middle (see Meet.Parts): in step
// Step of Steps of part Part of Parts, which reads States states and has read Read of
// them. Step 0 reads the top states and walks the first block of the middle edges
// (midBlock of them) from each, steps 1 to Steps-2 add the next blocks to the middle
// states of the step before, and step Steps-1 joins the middle states with the
// bottom states. Bottoms are the bottom states of each part (of each top state's
// two, those of the lesser degrees: see eachBottom), by which the parts were evened
// out (see splitDegs), and Pairs the sum over each part's degrees of the square of
// their bottom states: the pairs its join would walk if each degree were needed by as
// many middle states as it has bottom states.
type MeetStep struct {
	Part, Parts  int
	Step, Steps  int
	States, Read int
	Bottoms      []int
	Pairs        []float64
}

// MeetCycles counts the Hamiltonian cycles of the width×length board by meeting in the
// middle (Meet).
func MeetCycles(ctx context.Context, width, length int) (*big.Int, error) {
	return Meet{Width: width, Length: length}.Count(ctx)
}

// Count returns the count of the board, or the first error of Column or Held, or ctx's
// error when ctx is done.
func (mt Meet) Count(ctx context.Context) (*big.Int, error) {
	if err := mt.valid(); err != nil {
		return nil, err
	}
	c, err := NewColumns(mt.Width, mt.Open)
	if err != nil {
		return nil, err
	}
	return mt.count(ctx, c)
}

// valid returns an error where the meet's board or start is not one it takes.
func (mt Meet) valid() error {
	if mt.Width < 3 || mt.Width > MeetWidth || mt.Length < 4 {
		return fmt.Errorf("meeting in the middle on a %dx%d board: the width may be 3..%d, the length 4 or more", mt.Width, mt.Length, MeetWidth)
	}
	if mt.Start < 0 || mt.Start > mt.Width*mt.Length || mt.Start > 0 && !mt.Open {
		return fmt.Errorf("meeting in the middle on a %dx%d board, open %v: start %d, want 0 or, open, 1..%d", mt.Width, mt.Length, mt.Open, mt.Start, mt.Width*mt.Length)
	}
	return nil
}

// count is Count with the scan c, before its first square, which it spends: its tables
// go once the halves are read. From a square it is countFrom's.
func (mt Meet) count(ctx context.Context, c *Columns) (*big.Int, error) {
	if mt.Open && mt.Start > 0 {
		xs, err := mt.countFrom(ctx, c, []int{mt.Start})
		if err != nil {
			return nil, err
		}
		return xs[0], nil
	}
	width, h := c.width, mt.topColumns()
	c.roles = mt.roles(width)
	if err := mt.columns(ctx, c, 0, h, 0); err != nil {
		return nil, err
	}
	tops, err := c.tops(ctx)
	if err != nil {
		return nil, err
	}
	bot, err := mt.bottom(ctx, c, h, tops)
	if err != nil {
		return nil, err
	}
	sum, err := mt.join(ctx, &packedTops{tops}, bot, h, -1)
	if err != nil {
		return nil, err
	}
	return mt.halved(sum)
}

// CountFrom returns, for each of starts (each as Start, 1..Width·Length), the count
// of the open board's Hamiltonian paths with an end there, or the first error of
// Column or Held, or ctx's error when ctx is done. The bottom's scan is the same for
// every start: it is made once and held while each start's top is scanned and joined
// with it, so that n starts cost one bottom's scan and n tops' where n counts
// (Start) cost n of each.
func (mt Meet) CountFrom(ctx context.Context, starts []int) ([]*big.Int, error) {
	for _, s := range starts {
		m := mt
		m.Start = s
		if err := m.valid(); err != nil {
			return nil, err
		}
		if s == 0 || !mt.Open {
			return nil, fmt.Errorf("meeting in the middle on a %dx%d board, open %v: start %d, want, open, 1..%d", mt.Width, mt.Length, mt.Open, s, mt.Width*mt.Length)
		}
	}
	c, err := NewColumns(mt.Width, mt.Open)
	if err != nil {
		return nil, err
	}
	return mt.countFrom(ctx, c, starts)
}

// countFrom is CountFrom with the scan c, before its first square, which it spends as
// the bottom's scan: its tables go once the bottom states are read. A top's scan is a
// fresh one of c's, with its start End; it merges mirror images only after the
// start's column (see above).
func (mt Meet) countFrom(ctx context.Context, c *Columns, starts []int) ([]*big.Int, error) {
	width, length, h := c.width, mt.Length, mt.topColumns()
	xs := make([]*big.Int, len(starts))
	at := make([]int, len(starts)) // each start's square of the scan; -1: no path ends there
	n := 0                         // the starts where a path may end
	for i, start := range starts {
		mt.Start = start
		s, ok := mt.start(h)
		if at[i], xs[i] = -1, new(big.Int); ok {
			at[i] = s
			n++
		}
	}
	if n == 0 {
		return xs, nil
	}
	if mt.Top != nil {
		mt.Top(-1, n) // the tops to come, before the bottom's scan
	}
	roles := mt.roles(width)
	c.roles = roles
	base := c.fresh()
	if err := mt.columns(ctx, c, 0, h, 0); err != nil {
		return nil, err
	}
	bot, err := mt.bottom(ctx, c, h, nil)
	if err != nil {
		return nil, err
	}
	begun := 0
	for i, s := range at {
		if s < 0 {
			continue
		}
		if mt.Top != nil {
			mt.Top(begun, n)
		}
		begun++
		top := base.fresh()
		top.roles = make([]Role, width*length)
		copy(top.roles, roles)
		top.roles[s] = End
		top.mirrorFrom = mirrorFrom(top.roles, width)
		if err := mt.columns(ctx, top, 0, h, bot.bytes()); err != nil {
			return nil, err
		}
		tops, err := top.tops(ctx)
		if err != nil {
			return nil, err
		}
		if err := mt.held(top.Bytes() + topBytes(tops) + bot.bytes()); err != nil {
			return nil, err
		}
		*top = Columns{}
		sum, err := mt.join(ctx, &packedTops{tops}, bot, h, s)
		if err != nil {
			return nil, err
		}
		if xs[i], err = mt.halved(sum); err != nil {
			return nil, err
		}
	}
	return xs, nil
}

// bottom scans c, the halves' scan with its first h columns done, to the bottom's
// last column, beside tops (nil: none), the top states read from c at column h, and
// returns the bottom states. They are made (bottomsOf) from c's states read as tops,
// which are tops themselves where the bottom ends at column h too, once c's tables are
// gone: on 8x8 open (196 million states) the tables held 14.5 GB at once where the
// bottom states were made while the scan's table was held, beside the tops.
func (mt Meet) bottom(ctx context.Context, c *Columns, h int, tops []uint64) (*bottoms, error) {
	last, more := mt.Length-2-h, topBytes(tops)
	if err := mt.columns(ctx, c, h, last, more); err != nil {
		return nil, err
	}
	c.spare = nil // the scan goes no further: the table it would reuse may go
	packed := tops
	if tops == nil || last > h {
		var err error
		if packed, err = c.tops(ctx); err != nil {
			return nil, err
		}
		more += topBytes(packed)
	}
	if err := mt.held(c.Bytes() + more); err != nil {
		return nil, err
	}
	width := c.width
	*c = Columns{} // its tables go
	states := len(packed) / 2
	mt.bottoms(states, 0)
	bot, err := bottomsOf(ctx, &packedTops{packed}, width, func(read int) { mt.bottoms(states, read) })
	if err != nil {
		return nil, err
	}
	return bot, mt.held(bot.bytes() + more)
}

// join returns twice the count of the board (see above) from the top states tops
// (released) and the bottom states bot of a meet whose middle columns are h and h+1,
// the start at s of the scan (-1: every start), or of the pairs of bot's degrees (of
// some of the board's bottom states, in a meet in parts): the middle made and joined
// with the bottom part by part (see Meet.Parts), from the top states and with the
// weights of the meet's pass (see meetPass). A part whose middle passes MaxBytes beside
// the bottom states is split in two and each made in its turn, and the parts after it
// are split before they are begun (midPlan). The parts were evened out so: on 8x8 open
// from every start all 7 planned passed, 11% of the count's time spent on the middles
// thrown away; since, 1 of 14 parts is. Under MaxBytes the tops are kept to the last
// part for that.
func (mt Meet) join(ctx context.Context, tops topStates, bot *bottoms, h, s int) (*big.Int, error) {
	width, length := mt.Width, mt.Length
	ends, must := mt.ends(h, s)
	pass := mt.pass(s)
	sum := new(big.Int)
	all := newEdgeWalk(width, ends, must, bot.degs)
	degs := splitDegs(all, bot.degs, bot.size, mt.parts(tops.states(), bot.bytes()+tops.bytes()))
	plan := newMidPlan(bot, degs, width, all.edges[:min(midBlock, len(all.edges))])
	for i := 0; i < len(plan.degs); i++ {
		walk := newEdgeWalk(width, ends, must, images(plan.degs[i], width)).from(pass.takes) // before the stage: the middle's first step follows at once
		if plan.before(i, walk) {
			i--
			continue
		}
		part, err := mt.joinPart(ctx, tops, plan, i, walk, pass.weight)
		var full *partFull
		if errors.As(err, &full) {
			if plan.passed(i, walk, full.first) {
				i--
				continue
			}
			if herr := mt.held(full.bytes); herr != nil { // one degree, in the most slices: Held's own error
				err = herr
			}
		}
		if err != nil {
			return nil, fmt.Errorf("meeting in the middle on a %dx%d board: %w", width, length, err)
		}
		sum.Add(sum, part)
	}
	return sum, nil
}

// joinPart returns part i of plan's middle, whose walk is walk, made from its slice of
// the top states tops and joined with the bottom states: with the pass's weights weight,
// twice its share of the board's count; a *partFull error where its middle passes
// MaxBytes beside the bottom states.
func (mt Meet) joinPart(ctx context.Context, tops topStates, plan *midPlan, i int, walk *edgeWalk, weight [3]uint64) (*big.Int, error) {
	parts := len(plan.degs)
	if err := mt.stage(MeetMiddle, i, parts); err != nil {
		return nil, err
	}
	steps := 1 + max((len(walk.edges)+midBlock-1)/midBlock, 1)
	tell := func(step, states, read int) {
		if mt.Step != nil {
			mt.Step(MeetStep{Part: i, Parts: parts, Step: step, Steps: steps, States: states, Read: read, Bottoms: plan.bottoms, Pairs: plan.pairs})
		}
	}
	some, err := plan.tops(ctx, tops, i)
	if err != nil {
		return nil, err
	}
	mid, err := mt.middle(ctx, some, parts-i, walk, plan.bot, tell)
	if err != nil {
		return nil, err
	}
	if err := mt.stage(MeetJoin, i, parts); err != nil {
		return nil, err
	}
	if err := mt.held(mid.bytes() + plan.bot.bytes() + tops.bytes() + joinBytes(mid, mt.Workers)); err != nil {
		return nil, err
	}
	states := mid.states()
	tell(steps-1, states, 0)
	return join(ctx, mid, plan.bot, 2*mt.Width, mt.Open, weight, mt.Workers, func(read int) { tell(steps-1, states, read) })
}

// pass returns the pass of the meet's join from the start at s of the scan (-1: every
// start): turnedPass where the bottom is the top turned round, the open tours from
// every start of a board of even length; else onePass.
func (mt Meet) pass(s int) meetPass {
	if mt.Open && s < 0 && mt.Length%2 == 0 {
		return turnedPass()
	}
	return onePass()
}

// halved returns the count of the board from twice it, sum (join's, added up over the
// parts of a meet in parts), which it spends; an odd sum is an error.
func (mt Meet) halved(sum *big.Int) (*big.Int, error) {
	if sum.Bit(0) != 0 {
		return nil, fmt.Errorf("meeting in the middle on a %dx%d board: an odd sum %v, not twice the count", mt.Width, mt.Length, sum)
	}
	return sum.Rsh(sum, 1), nil
}

// partFull is middle's error where a part's middle passes Meet.MaxBytes beside the
// bottom states, with the bytes it would hold, and whether the middle's first table
// (after the first block of edges, see midBlock) was what passed: while it was made,
// or as the next was made from it, it at least as large as the next and its buffers.
// join splits the part (midPlan.passed).
type partFull struct {
	bytes int64
	first bool
}

func (e *partFull) Error() string {
	return fmt.Sprintf("a part of the middle would hold %d bytes beside the bottom states, past the meet's MaxBytes", e.bytes)
}

// middle returns the middle states of a part, the first of left (see middles), whose
// walk is walk: with MaxBytes, a *partFull error where its tables pass it beside the
// bottom states bot, the tops kept whatever left is (the part is then made again,
// split).
func (mt Meet) middle(ctx context.Context, tops topStates, left int, walk *edgeWalk, bot *bottoms, tell func(step, states, read int)) (*midAdds, error) {
	if mt.MaxBytes > 0 {
		left = max(left, 2)
	}
	return middles(ctx, tops, left, mt.share, walk, mt.Workers, func(b int64) error {
		if mt.MaxBytes > 0 && b+bot.bytes() > mt.MaxBytes {
			return &partFull{bytes: b + bot.bytes()}
		}
		return mt.held(b + bot.bytes())
	}, tell)
}

// The parts of the middle (Meet.Parts). minParts is how many it takes at least: the
// tables of a part are smaller, and a part's walk prunes the other parts' middles, so
// that on 7x8 open (8.6 million top states; GOGC=10, one run each on a busy machine)
// the meet took 314 s of CPU whole, 263 s in 4 parts and 287 s in 8, and its middle's
// peak fell under the scan's. midBytesPerTop is about the most the middle's tables
// hold whole, per top state (as one block's states are made from the other's): 180
// bytes on 7x8 open, 214 on 6x8 open and 215 on 7x7 open, and a margin; maxParts the
// most parts it takes, as each walks the first middle edges from every top state.
const (
	minParts, maxParts = 4, 64
	midBytesPerTop     = 256
)

// parts returns how many parts the middle of tops top states goes in, beside held
// bytes of the halves' states: Parts if set; else minParts, or as many as keep the
// middle's tables (midBytesPerTop a top state) within MaxBytes beside held, up to
// maxParts; in a meet in parts (share), 1/share of them, at least one.
func (mt Meet) parts(tops int, held int64) int {
	share := float64(max(mt.share, 1))
	least := math.Ceil(minParts / share)
	switch {
	case mt.Parts > 0:
		return mt.Parts
	case mt.MaxBytes <= 0:
		return int(least)
	case mt.MaxBytes <= held:
		return maxParts
	}
	n := float64(tops) / share * midBytesPerTop / float64(mt.MaxBytes-held)
	return int(min(max(math.Ceil(n), least), maxParts))
}

// columns scans columns from+1..to of c, the halves' scan, and calls Column before
// each, and Held within them, with c's bytes and more, what the meet holds besides
// (the top states while the bottom is scanned).
func (mt Meet) columns(ctx context.Context, c *Columns, from, to int, more int64) error {
	if mt.Held != nil {
		c.Held = func(bytes int64) error { return mt.Held(bytes + more) }
	}
	c.Rounds = mt.Rounds
	for n := from + 1; n <= to; n++ {
		if mt.Column != nil {
			if err := mt.Column(n-1, c.States(), c.Bytes()+more); err != nil {
				return err
			}
		}
		if _, err := c.Next(ctx, false); err != nil {
			return err
		}
		if c.Limbs() > 1 {
			return fmt.Errorf("meeting in the middle on a %dx%d board: %w (a half's)", c.width, mt.Length, ErrMeetOverflow)
		}
	}
	return nil
}

// fresh returns a scan of c's boards and keys before its first square, which tells
// c's Release of its tables.
func (c *Columns) fresh() *Columns {
	f := &Columns{width: c.width, w: c.w, hi: c.hi, open: c.open, mirror: c.mirror, cur: keyTable(c.hi, 1, 1), adds: newBatch(), start: true, Release: c.Release}
	if c.hi == 1 {
		add(f.cur, wide{}, []uint64{1})
	} else {
		add(f.cur, narrow{}, []uint64{1})
	}
	return f
}

// topColumns returns h, the top's columns: the middle columns are h and h+1 (see
// above), and the bottom's columns length-2-h, as many or, on a board of odd length,
// one more.
func (mt Meet) topColumns() int { return (mt.Length - 2) / 2 }

// start returns where the scan adds the start (Start), the board turned round if it
// is past the middle columns h and h+1, so that it is in the top or the middle: -1 for
// every start; and false where no path ends there (a square of the other colour than
// the corners' on a board of odd area).
func (mt Meet) start(h int) (int, bool) {
	if !mt.Open || mt.Start == 0 {
		return -1, true
	}
	r, col := (mt.Start-1)/mt.Length, (mt.Start-1)%mt.Length
	if mt.Width*mt.Length%2 == 1 && (r+col)%2 == 1 {
		return -1, false
	}
	if col > h+1 {
		r, col = mt.Width-1-r, mt.Length-1-col
	}
	return col*mt.Width + r, true
}

// roles returns the roles of the squares of an open meet's scan (in the scan's order,
// width a column) on a board of odd area: a path ends on the corners' colour, so the
// squares of the other are Inner. The 180° rotation keeps the colours, so the roles
// are the bottom's too, and the mirror (odd widths) keeps them. Otherwise nil: every
// square Free.
func (mt Meet) roles(width int) []Role {
	if !mt.Open || width*mt.Length%2 == 0 {
		return nil
	}
	roles := make([]Role, width*mt.Length)
	for s := range roles {
		if (s/width+s%width)%2 == 1 {
			roles[s] = Inner
		}
	}
	return roles
}

// ends returns, for an open meet whose middle columns are h and h+1, whether each
// middle square may end a path (on a board of odd area only the corners' colour's),
// and which must (the start, at s of the scan, if it is in the middle; else -1). A
// closed meet's is nil.
func (mt Meet) ends(h, s int) ([]bool, int) {
	if !mt.Open {
		return nil, -1
	}
	ends, must := make([]bool, 2*mt.Width), -1
	for q := range ends {
		col, row := h+q/mt.Width, q%mt.Width
		ends[q] = mt.Width*mt.Length%2 == 0 || (col+row)%2 == 0
		if s == col*mt.Width+row {
			must = q
		}
	}
	return ends, must
}

// stage calls Stage, if any, with s of the part of parts.
func (mt Meet) stage(s MeetStage, part, parts int) error {
	if mt.Stage == nil {
		return nil
	}
	return mt.Stage(s, part, parts)
}

// bottoms calls Bottoms, if any, with states and read.
func (mt Meet) bottoms(states, read int) {
	if mt.Bottoms != nil {
		mt.Bottoms(states, read)
	}
}

// held calls Held, if any, with bytes.
func (mt Meet) held(bytes int64) error {
	if mt.Held == nil {
		return nil
	}
	return mt.Held(bytes)
}

// tops returns the middles of the states held, read as tops, packed (pack), each
// followed by its count; or ctx's error once ctx is done.
func (c *Columns) tops(ctx context.Context) ([]uint64, error) {
	t := hugepages.Make[uint64](0, 2*c.States())
	err := c.eachUntil(ctx, func(lo, hi uint64, w []uint64) {
		if x, ok := topOf(lo, hi, c.width, c.hi == 1); ok {
			t = append(t, x, w[0])
		}
	})
	return t, err
}

// topOf returns the state of key (lo, hi) of a width-wide scan (its keys of two words
// where wide) read as a top state, packed (middleOf, pack), and false for a state that
// is not one.
func topOf(lo, hi uint64, width int, wide bool) (uint64, bool) {
	m, ok := middleOf(lo, hi, width, wide, false)
	if !ok {
		return 0, false
	}
	return m.pack(), true
}

// middles returns the middle states: the middle edges of walk added to the top states
// (tops) that it walks from, midBlock edges at a time: each state's choices of the
// next edges walked (edgeWalk), those whose degrees no bottom state of walk's completes
// dropped, and the middles made merged by their packed codes (pack) into a new table,
// the old one let go as it is read (addEdges, on up to workers goroutines). Merging
// between the blocks, rather than only at the end, walks each merged state's choices
// once where a walk from each top state would walk them for each state that merges into
// it. It is the first of left parts of the middle (see Meet.Parts), whose tables start
// with room for their share of the tops (1/share of them in a part of a meet in parts),
// and the last (left 1) releases the tops once their middles are in a table. It walks
// the first block of edges from the top states as it reads them, on up to workers
// goroutines too (firstEdges), and keeps only what meets the part's degrees: else its
// first table would hold every top state, whatever its degrees (no middle square is
// final before an edge); on 7x8 open that took 345 and 359 s of CPU against 374 and
// 405 s (GOGC=10, alternating on a busy machine), the same peak. It calls held with the bytes of its tables (and of the tops while it holds
// them) as they grow, and stops with its error, and tell with each step it begins (step
// 0 reads the tops and walks the first block of edges; step k from 1 on adds the k+1-th
// block), the states it reads, and those read so far every readEvery (step 0) or every
// round of addEdges (see MeetStep).
func middles(ctx context.Context, tops topStates, left, share int, walk *edgeWalk, workers int, held func(bytes int64) error, tell func(step, states, read int)) (*midAdds, error) {
	n := tops.states()
	room := n / left / max(share, 1)
	cur := newMidAdds(room, room, firstKeys())
	from := min(midBlock, len(walk.edges)) // the first edge the steps after the reading add
	if err := firstEdges(ctx, tops, walk, from, cur, workers, held, func(read int) { tell(0, n, read) }); err != nil {
		return nil, firstTable(err, true)
	}
	kept := int64(0)
	if left == 1 {
		tops.release()
	} else {
		kept = tops.bytes()
	}
	if cur.carried() {
		return nil, fmt.Errorf("%w (the middle's)", ErrMeetOverflow)
	}
	if err := held(cur.bytes() + kept); err != nil {
		return nil, firstTable(err, true)
	}
	for i := from; i < len(walk.edges); i += midBlock {
		to := min(i+midBlock, len(walk.edges))
		step, states := i/midBlock, cur.states()
		read := func(j int) { tell(step, states, j) }
		read(0)
		next, err := addEdges(ctx, walk, i, to, cur, workers, func(b int64) error {
			return firstTable(held(b+cur.bytes()+kept), i == from && cur.bytes() >= b)
		}, read)
		if err != nil {
			return nil, err
		}
		cur = next
	}
	return cur, nil
}

// firstTable returns err, marked as the first table's where it is a *partFull and
// first is set.
func firstTable(err error, first bool) error {
	var full *partFull
	if first && errors.As(err, &full) {
		full.first = true
	}
	return err
}

// readEvery is how many states (a power of two) a step of a part of the middle reads
// between two reports of its progress (Meet.Step), and the halves' states read into
// bottom states between two of Meet.Bottoms: a part's steps read some 10^5 states or
// more, whose pace shows within a percent of them.
const readEvery = 1 << 10

// midBlock is how many middle edges are walked from each state between two merges of
// the middle states (see middles). On 8x8 closed (12 middle edges), CPU and peak
// resident memory of the meet with GOGC=10, one run each on a busy machine: merged
// after every 4 edges 572 s and 3.9 GB, after 8 529 s and 3.9 GB, the walk of every
// edge from each top state 703 s and 3.0 GB; merged after every edge (unpacked and
// packed each time) was the slowest on smaller boards (8x6: 10.1 s against 4.7 s).
const midBlock = 8

// join adds up, over the middle states (mid, of n squares), the products of their
// counts and the counts of the bottom states that close each into one cycle: with
// open, one through the ends vertex (onePaths where each side has one of its edges);
// each product weight[v] times, v the middle's degree of the ends vertex (meetPass).
// It walks mid's tables on up to workers goroutines, a table at a time each (the sum
// does not depend on their order), and tells read of the middle states read, every
// readEvery a goroutine and the rest of each table at its end, one call at a time, in
// order: all of mid's states in all. Each goroutine asks ctx every 2^12 middle states
// or 2^22 pairs walked (0.1 to 0.2 s at the 30 to 50 ns a pair that 7x8 open's joins
// took before oneCycles and onePaths), whichever comes first, and every 2^16 states
// it reads of a table (but not while it orders them). It costs the pairs of a
// middle state and a bottom state of the degrees it needs, and holds beside mid and
// bot a table's states at joinMidBytes each a goroutine (joinBytes).
func join(ctx context.Context, mid *midAdds, bot *bottoms, n int, open bool, weight [3]uint64, workers int, read func(states int)) (*big.Int, error) {
	workers = tableWorkers(mid, workers)
	var (
		next atomic.Int64 // the next table to take
		mu   sync.Mutex   // read's: the states read so far, told in order
		told int
	)
	tell := func(k int) {
		mu.Lock()
		told += k
		read(told)
		mu.Unlock()
	}
	sums, errs := make([]pairSum, workers), make([]error, workers)
	together(workers, func(k int) {
		j := joiner{bot: bot, open: open, full: full(n, open), weight: weight, keys: mid.keys}
		for errs[k] == nil {
			i := int(next.Add(1) - 1)
			if i >= len(mid.shards) {
				break
			}
			errs[k] = j.table(ctx, mid.shards[i], tell)
		}
		sums[k] = j.sum // its own until now: no cache line shared in the loop
	})
	total := new(big.Int)
	for k := 0; k < workers; k++ {
		if errs[k] != nil {
			return nil, errs[k]
		}
		total.Add(total, limbs.Int(sums[k][:]))
	}
	return total, nil
}

// pairSum is a sum of products of a word and two words, in three limbs, little-endian
// (exact below 2^192).
type pairSum [3]uint64

// add adds the product of a and hi·2^64+lo.
func (s *pairSum) add(a, lo, hi uint64) {
	ph, pl := bits.Mul64(a, lo)
	qh, ql := bits.Mul64(a, hi)
	var c uint64
	s[0], c = bits.Add64(s[0], pl, 0)
	s[1], c = bits.Add64(s[1], ph, c)
	s[2] += qh + c
	s[1], c = bits.Add64(s[1], ql, 0)
	s[2] += c
}

// joiner joins the middle states of a table with the bottom states bot (see join),
// adding to sum; mids is its buffer of a table's middle states (see table).
type joiner struct {
	bot    *bottoms
	open   bool
	full   uint64
	weight [3]uint64 // a pair's, by the middle's degree of the ends vertex (meetPass)
	keys   mixer     // mixes the keys of the middle's tables
	sum    pairSum
	mids   []joinMid
}

// joinMid is a middle state of a table being joined: its count, and the degrees it
// needs of a bottom state.
type joinMid struct {
	m           middle
	count, need uint64
}

// joinMidBytes is the size of a joinMid.
const joinMidBytes = 32

// joinBytes returns the most that the buffers of join's workers goroutines hold over
// mid's tables: each the states of its largest table.
func joinBytes(mid *midAdds, workers int) int64 {
	most := 0
	for _, t := range mid.shards {
		most = max(most, t.n)
	}
	return int64(tableWorkers(mid, workers)) * int64(most) * joinMidBytes
}

// tableWorkers returns how many goroutines work on the tables of mid (join's, or
// addEdges' new ones) with workers asked: one a table at most, and one at least.
func tableWorkers(mid *midAdds, workers int) int { return max(min(workers, len(mid.shards)), 1) }

// table joins the middle states of t (keys mixed, see mix), telling tell of each
// readEvery of them read, and returns ctx's error once ctx is done. It reads them
// first, with the degrees each needs, and joins them in the order of those: the
// middle states of a group of bottom states one after another, which find the group
// once and keep it in the cache (on 7x8 closed a group serves some 27 middle states,
// each walking 39 bottom states on average), where in the order of the table's slots
// each found its group and fetched it from memory. On 8x8 closed from square 1 (the
// program's count, quiet, one run each) the meet took 682 s of CPU so (561 s of wall
// time, 1.51 GB) against 810 s (593 s, 1.43 GB), and 557 s (466 s) with oneCycles.
func (j *joiner) table(ctx context.Context, t *table, tell func(k int)) error {
	mids := j.mids[:0]
	var err error
	t.each(func(x uint64, w []uint64) {
		if len(mids)&(1<<16-1) == 0 && err == nil {
			err = ctx.Err()
		}
		if err == nil {
			m := unpack(j.keys.unmix(x))
			mids = append(mids, joinMid{m, w[0], m.need(j.full)})
		}
	})
	if j.mids = mids; err != nil {
		return err
	}
	slices.SortFunc(mids, func(a, b joinMid) int { return cmp.Compare(a.need, b.need) })
	pairs := 0 // the pairs walked since ctx was asked
	var bs []bottom
	for i := range mids {
		if (i+1)&(readEvery-1) == 0 {
			tell(readEvery)
		}
		if i&(1<<12-1) == 0 || pairs >= 1<<22 {
			if err := ctx.Err(); err != nil {
				return err
			}
			pairs = 0
		}
		if i == 0 || mids[i].need != mids[i-1].need {
			bs = j.bot.of(mids[i].need)
		}
		pairs += j.mid(&mids[i], bs)
	}
	if rest := len(mids) % readEvery; rest > 0 {
		tell(rest)
	}
	return nil
}

// mid joins the middle state x with the bottom states bs of the degrees it needs, and
// returns how many pairs it walked.
func (j *joiner) mid(x *joinMid, bs []bottom) int {
	m := x.m
	first, ends := m.firstEnd()
	v := m.degree(endsAt)
	if !j.open || v != 1 {
		if ends > 0 {
			lo, hi := oneCycles(m, first, ends/2, bs)
			j.add(x.count, v, lo, hi)
		}
		return len(bs)
	}
	if ends%2 == 1 { // else no bottom state's ends make one path of the top's
		lo, hi := onePaths(m, m.endsMate(), ends, bs)
		j.add(x.count, v, lo, hi)
	}
	return len(bs)
}

// add adds to the sum the product of a middle state's count, whose ends vertex has
// degree v, and hi·2^64+lo, the weight of v times.
func (j *joiner) add(count, v, lo, hi uint64) {
	for k := j.weight[v]; k > 0; k-- {
		j.sum.add(count, lo, hi)
	}
}
