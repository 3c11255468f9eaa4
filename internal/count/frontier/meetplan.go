package frontier

import (
	"context"
	"slices"
)

// midPlan is the parts of a meet's middle, made and joined one after another
// (Meet.join): each part's degrees of the bottom states (degs) and slice of the top
// states (cuts), and the bottom states of each part and the sum of the squares of
// each of its degrees' (see MeetStep). A part whose middle passes the meet's
// MaxBytes (passed) is split in two and made again: in two slices where its first
// table held at least half of its middle, or it has one degree (splitting its degrees
// would not shrink that table), and slices can be had (the first block leaves some
// square alone: not on the closed meets 5 and 6 wide, whose middle edges are one
// block); else in halves of its degrees (halve). Each part after it is then split
// before it is begun (before): where it has more bottom states than the larger half
// of a part whose degrees were halved (most: the least of those), in halves of its
// degrees once (its halves are split again only where they pass), and into as many
// slices as any part has needed. A split costs O(parts + the part's degrees' bottom
// states); the first part made from slices reads the top states once, to size them.
type midPlan struct {
	degs    [][]uint64
	cuts    []topSlice
	bottoms []int
	pairs   []float64
	bot     *bottoms
	mask    uint64 // the squares of a slice's hash (sliceMask)
	sizes   []int  // the top states of each slice of maxSlices, once read
	most    int    // a larger half's bottom states, 0 before any
	planned int    // the first part as planned, not split
	sliced  int    // the slices of every part begun from now on
}

// maxSlices is the most slices of the top states a part of a middle is made from.
const maxSlices = 64

// newMidPlan returns the plan of the parts of degrees degs of the bottom states bot,
// of a board width high, each from every top state, whose slices would go by the
// squares that first, the first block of the middle edges, leaves alone.
func newMidPlan(bot *bottoms, degs [][]uint64, width int, first [][2]int) *midPlan {
	p := &midPlan{degs: degs, cuts: make([]topSlice, len(degs)), bot: bot, sliced: 1}
	for i := range p.cuts {
		p.cuts[i] = topSlice{0, 1}
	}
	p.mask = sliceMask(width, first)
	p.bottoms, p.pairs = partBottoms(bot, degs)
	return p
}

// replace puts the parts degs, their slices cuts, in the place of part i.
func (p *midPlan) replace(i int, degs [][]uint64, cuts []topSlice) {
	p.degs = slices.Replace(p.degs, i, i+1, degs...)
	p.cuts = slices.Replace(p.cuts, i, i+1, cuts...)
	p.bottoms, p.pairs = partBottoms(p.bot, p.degs)
	if i < p.planned {
		p.planned += len(degs) - 1
	} else {
		p.planned = i + len(degs)
	}
}

// halve splits part i in halves of its degrees (halve), each of its slice, and says
// whether it could (not where it has one degree).
func (p *midPlan) halve(i int, walk *edgeWalk) bool {
	halves := halve(walk, p.bot, p.degs[i])
	if halves == nil {
		return false
	}
	p.replace(i, halves, []topSlice{p.cuts[i], p.cuts[i]})
	return true
}

// slice splits part i in two slices of its slice, and says whether it could (not past
// maxSlices, nor where the first block leaves no square alone: one slice would hold
// every top state).
func (p *midPlan) slice(i int) bool {
	if p.mask == 0 || p.cuts[i].n*2 > maxSlices {
		return false
	}
	h := p.cuts[i].halves()
	p.replace(i, [][]uint64{p.degs[i], p.degs[i]}, h[:])
	return true
}

// passed splits part i, whose middle passed the meet's MaxBytes, its first table at
// least half of it where first, and says whether it could: in slices where first or
// it has one degree, and they can be had, else in halves of its degrees.
func (p *midPlan) passed(i int, walk *edgeWalk, first bool) bool {
	if (first || len(p.degs[i]) < 2) && p.slice(i) {
		p.sliced = max(p.sliced, p.cuts[i].n)
		return true
	}
	if !p.halve(i, walk) {
		return false
	}
	if larger := max(p.bottoms[i], p.bottoms[i+1]); p.most == 0 || larger < p.most {
		p.most = larger
	}
	return true
}

// before splits part i, not begun, as the parts that passed say (see midPlan), and
// says whether it did: then part i is to be looked at again.
func (p *midPlan) before(i int, walk *edgeWalk) bool {
	if p.most > 0 && i >= p.planned && p.bottoms[i] > p.most && p.halve(i, walk) {
		return true
	}
	return p.cuts[i].n < p.sliced && p.slice(i)
}

// tops returns the top states of part i's slice of tops, sizing the slices of
// maxSlices, of which each slice is some, with a read of tops the first time.
func (p *midPlan) tops(ctx context.Context, tops topStates, i int) (topStates, error) {
	s := p.cuts[i]
	if s.n == 1 {
		return tops, nil
	}
	if p.sizes == nil {
		sizes, err := sliceSizes(ctx, tops, p.mask, maxSlices)
		if err != nil {
			return nil, err
		}
		p.sizes = sizes
	}
	n, per := 0, maxSlices/s.n // slice k of n is the slices k·per to (k+1)·per-1 of maxSlices
	for _, c := range p.sizes[s.k*per : (s.k+1)*per] {
		n += c
	}
	return &slicedTops{tops: tops, slice: s, mask: p.mask, n: n}, nil
}

// halve returns the degrees degs of a part of the middle, whose walk is walk, in two
// parts: by splitDegs, or where their needs take one value, halved; nil for one degree.
func halve(walk *edgeWalk, bot *bottoms, degs []uint64) [][]uint64 {
	if halves := splitDegs(walk, degs, bot.size, 2); len(halves) == 2 {
		return halves
	}
	if len(degs) < 2 {
		return nil
	}
	return [][]uint64{degs[:len(degs)/2], degs[len(degs)/2:]}
}

// partBottoms returns the bottom states of bot of each part of the degrees parts, and
// the sum over each part's degrees of the square of their bottom states (see
// MeetStep).
func partBottoms(bot *bottoms, parts [][]uint64) ([]int, []float64) {
	n, sq := make([]int, len(parts)), make([]float64, len(parts))
	for i, degs := range parts {
		for _, d := range degs {
			k := len(bot.of(d))
			n[i] += k
			sq[i] += float64(k) * float64(k)
		}
	}
	return n, sq
}
