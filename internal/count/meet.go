package count

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"sync"
	"sync/atomic"

	"github.com/knightstour/knightstour/internal/count/limbs"
)

// Meeting in the middle. A cycle count on a board of r+2+r' rows is split at its two
// middle rows, r and r+1 (0-based): the top is rows 0..r-1 with their edges (into the
// middle rows too), the bottom rows r+2..l-1 with theirs, and the middle the edges
// between rows r and r+1. The scan's layer after r rows is the top: each state gives,
// for the two middle rows, the degree each square has from the top and how the top's
// paths pair their ends. The 180° rotation maps the board onto itself and the scan of
// the bottom from the last row onto the scan from the first, so the scan's layer after
// r' rows, rows turned over, is the bottom. The middle edges are added to the top
// states (a small scan of their own, states merged after each edge); then a top state
// and a bottom state make Hamiltonian cycles when every middle square has degree 2 in
// all and the top's and the bottom's pairings of the ends (the squares of degree 1 on
// each side) close into one cycle. Bottom states are grouped by their degrees, so each
// top state is tried only against the bottom states of the degrees it needs.
//
// Paths with no fixed end (open tours from every start) meet alike. A path's end in a
// processed square shows in the halves as a middle square whose path leads to an end
// of the tour (codeToEnd); a middle square may be an end itself, so after its last
// middle edge a step of the middle (endStep) may make it one, as if it took an edge to
// a vertex beyond the board: it then needs degree 2 with that edge, and the bottom does
// not give it. A top and a bottom state make Hamiltonian paths when the pairings make
// one path from an end of the tour to the other through every square of degree 1 on
// each side (onePath). The 180° rotation keeps the squares that may be ends (every
// square, or on an odd board the corners' colour), so the bottom is again the scan's
// layer turned over.
//
// The scan never holds the layers of the middle rows, the largest of a scan (on 8×8
// the layer after 3 rows holds 8.9 million states, those of rows 4 and 5 up to 178
// million), and the scan is done once for both halves when r = r'.
//
// Mirror images: the scan merges a state with its mirror image at the end of each row,
// so a layer holds one state of each mirror pair with the sum of their counts (the
// true layer at a row's end is mirror-symmetric: each count is half that sum for both,
// or all of it for a state that is its own image). The bottom is spread back to both
// images (each with the merged count, twice it for its own image: twice the true
// counts), the top is not; the sum over pairs is then twice the cycles (or paths),
// since the number of completions of a top state and of its mirror image are equal.

// meetable reports whether the count is done by meeting in the middle: cycle counts on
// boards at most 8 wide (two middle rows of codes fill a 64-bit word), and counts of
// the paths with no fixed end on boards at most 7 wide (a position's partner may be
// the tour's end, mateEnd15), long enough to have a top and a bottom, and at most 3
// times as long as wide (longer boards are cheap to scan; their counts soon pass 64
// bits, and a count of a half or of the middle that could pass 64 bits falls back to
// the scan, see errMeetOverflow).
func (p *problem) meetable() bool {
	if p.cycle {
		return meets(p.w, p.l)
	}
	return p.symmetric() && pathsMeet(p.w, p.l)
}

// meets reports whether the cycles of a board w wide and l long are counted by meeting
// in the middle (see problem.meetable).
func meets(w, l int) bool { return w >= 3 && w <= 8 && l >= 4 && l <= 3*w }

// pathsMeet reports whether the paths with no fixed end of a board w wide and l long
// are counted by meeting in the middle: a position's partner may be the tour's end
// (mateEnd15), so at most 7 wide.
func pathsMeet(w, l int) bool { return w <= 7 && meets(w, l) }

// meet counts the Hamiltonian cycles, or paths, by meeting in the middle (see above).
func (p *problem) meet(ctx context.Context, e engine) (*big.Int, error) {
	w, m := p.w, e.m
	r, rb := p.meetRows() // rb is r or r+1
	m.begin(p.l, w, rb, nil)
	if !p.cycle {
		m.meetsWithPaths()
	}
	if p.cycle && p.n%2 == 1 {
		return new(big.Int), nil // a knight's move changes colour: a cycle has even length
	}
	l, err := p.advance(ctx, e, p.start(), 0, r*w)
	if err != nil {
		return nil, err
	}
	top, err := p.halfStates(ctx, l, rb == r)
	if err != nil {
		return nil, err
	}
	bot := top
	if rb != r {
		if l, err = p.advance(ctx, e, l, r*w, rb*w); err != nil {
			return nil, err
		}
		if bot, err = p.halfStates(ctx, l, true); err != nil {
			return nil, err
		}
	}
	if !top.middleFits(w, !p.cycle) {
		return nil, errMeetOverflow
	}
	total, err := p.meetHalves(ctx, e, top, bot)
	if err != nil {
		return nil, err
	}
	return total.Rsh(total, 1), nil // twice the cycles or paths: see above
}

// meetRows returns the rows of the top half and of the bottom half of a count that
// meets in the middle (see problem.meet).
func (p *problem) meetRows() (r, rb int) {
	r = (p.l - 2) / 2
	return r, p.l - 2 - r
}

// meetHalves adds the middle edges to the top half's states and joins them with the
// bottom half's, and returns twice the cycles (or paths) they make (see above).
func (p *problem) meetHalves(ctx context.Context, e engine, top, bot halfList) (*big.Int, error) {
	m, workers := e.m, len(e.obs)
	w := p.w
	r, rb := p.meetRows()
	m.square.Store(int64(rb * w))
	m.row.Store(int64(r))
	b, err := newBottom(ctx, bot, w)
	if err != nil {
		return nil, err
	}
	b.paths = !p.cycle
	m.bottomBuilt(b.pairsPerState())
	held := top.bytes() + b.bytes()
	m.bytes.Store(held)
	m.notePeak(held)
	if e.maxBytes > 0 && held > e.maxBytes {
		return nil, tooBig(held, e.maxBytes)
	}
	mid, err := p.middle(ctx, &top, b, workers, e.maxBytes, m)
	if err != nil {
		return nil, err
	}
	m.states.Store(mid.states())
	m.enter(StageJoin, midShards)
	p.entered()
	total, err := b.join(ctx, mid, workers, m)
	if err != nil {
		return nil, err
	}
	m.row.Store(int64(p.l))
	m.square.Store(int64(p.n))
	return total, nil
}

// halfList is a list of half states: the codes of the two middle rows (4 bits a
// square, the scan's codes: 0 untouched, 1 full, 2 led to an end of the tour, 3+k
// paired by label k) and counts.
type halfList struct {
	codes, cnt []uint64
}

func (h halfList) bytes() int64 { return int64(16 * len(h.codes)) }

// middleFits reports whether the middle's counts surely fit in 64 bits when h is the
// top of a board w wide: each of the 2(w-2) middle edges at most doubles the sum of
// the counts, so no middle state's count passes the top's sum times 2^(2(w-2)); for
// paths (ends), times also the ways to make at most two of the 2w middle squares ends
// of the tour. The top is the same in every part of a count in parts, so every part
// takes the same way (the meet, or the scan when this fails), and the middle cannot
// overflow in one part and not in another. It costs a pass over the top.
func (h halfList) middleFits(w int, ends bool) bool {
	var sum, carry uint64
	for _, c := range h.cnt {
		if sum, carry = bits.Add64(sum, c, 0); carry != 0 {
			return false
		}
	}
	bound := uint64(1) << (64 - 2*(w-2))
	if ends {
		n := uint64(2 * w)
		bound /= 1 + n + n*(n-1)/2
	}
	return sum < bound
}

// halfStates lists the states of the scan's layer l after whole rows: the codes of
// the first two rows of each window (the square after them is untouched). With free it
// frees l's tables as it goes. It sees ctx done between shards.
func (p *problem) halfStates(ctx context.Context, l *layer, free bool) (halfList, error) {
	states, _ := l.size()
	h := halfList{codes: make([]uint64, 0, states), cnt: make([]uint64, 0, states)}
	for si := range l.shards {
		if err := ctx.Err(); err != nil {
			return halfList{}, err
		}
		s := &l.shards[si]
		if s.lo != nil && s.stride != 1 {
			return halfList{}, errMeetOverflow
		}
		for i, x := range s.lo {
			if x == emptyWord {
				continue
			}
			c, err := p.halfCode(key{lo: x})
			if err != nil {
				return halfList{}, err
			}
			h.codes = append(h.codes, c)
			h.cnt = append(h.cnt, s.cnt[i])
		}
		if free {
			s.lo, s.hi, s.cnt = nil, nil, nil
		}
	}
	return h, nil
}

// halfCode returns the codes of the first two rows of the window of state k, a state
// after whole rows (the square after them is untouched), 4 bits a square.
func (p *problem) halfCode(k key) (uint64, error) {
	var codes [2*MaxWidth + 2]uint8
	p.unpack(k, &codes)
	if codes[2*p.w] != codeUntouched || k.hi != 0 {
		return 0, fmt.Errorf("internal error: a state after whole rows touches the square after the next two rows")
	}
	var c uint64
	for j := 2*p.w - 1; j >= 0; j-- {
		c = c<<4 | uint64(codes[j])
	}
	return c, nil
}

// bottom is the bottom half's states in the middle rows' positions of the top (rows
// turned over), both mirror images, sorted by degrees; groups maps degrees (as degNib
// gives them) to the run of states that have them, start<<32 | end.
type bottom struct {
	n      int
	states []bottomState
	groups *u64map
	paths  bool // joined into paths (see join), not cycles
}

// bottomState is a state of the bottom: its degrees, each position's partner (4 bits a
// position, for the squares of degree 1: mateEnd15 for one led to an end of the tour)
// and its count.
type bottomState struct{ deg, mates, cnt uint64 }

func (b *bottom) bytes() int64 {
	return int64(24*len(b.states)) + b.groups.bytes()
}

// newBottom makes the bottom from the scan's half states h of a board w wide. It sees
// ctx done every checkEvery states.
func newBottom(ctx context.Context, h halfList, w int) (*bottom, error) {
	bb := bottomBuilder{w: w, ents: make([]bottomState, 0, 2*len(h.codes))}
	for i, c := range h.codes {
		if i%checkEvery == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		if err := bb.add(c, h.cnt[i]); err != nil {
			return nil, err
		}
	}
	return bb.bottom(ctx)
}

// bottomBuilder makes a bottom from half states given one at a time (add), keeping
// those whose degrees keep accepts (all if keep is nil).
type bottomBuilder struct {
	w    int
	keep func(deg uint64) bool
	ents []bottomState
}

// add adds the bottom states of the scan's half state c with count cnt: rows turned
// over, both mirror images (see above).
func (bb *bottomBuilder) add(c, cnt uint64) error {
	n := 2 * bb.w
	put := func(c, cnt uint64) {
		if d := degNib(c); bb.keep == nil || bb.keep(d) {
			bb.ents = append(bb.ents, bottomState{d, mates(c, n), cnt})
		}
	}
	f, fm, same := turnOver(c, bb.w)
	if same {
		if cnt > math.MaxUint64/2 {
			return errMeetOverflow
		}
		put(f, 2*cnt)
		return nil
	}
	put(f, cnt)
	put(fm, cnt)
	return nil
}

// turnOver returns the bottom states of the scan's half state c (width w): c with its
// rows turned over, and its mirror image's; same says that c is its own mirror image
// (one bottom state, f, that counts twice).
func turnOver(c uint64, w int) (f, fm uint64, same bool) {
	n := 2 * w
	// Turn the rows over: the bottom's first window row is the middle row nearer to
	// it, the top's second.
	var mir uint64
	for j := 0; j < n; j++ {
		x := nib(c, j)
		f |= x << (4 * uint((j+w)%n))
		mir |= x << (4 * uint((j/w)*w+w-1-j%w))
	}
	mir = relabel(mir, n)
	for j := 0; j < n; j++ {
		fm |= nib(mir, j) << (4 * uint((j+w)%n))
	}
	return f, fm, mir == c
}

// bottom sorts the states by their degrees (sortByDeg) and groups them. It sees ctx
// done every checkEvery states.
func (bb *bottomBuilder) bottom(ctx context.Context) (*bottom, error) {
	ents := bb.ents
	if err := sortByDeg(ctx, ents); err != nil {
		return nil, err
	}
	b := &bottom{n: 2 * bb.w, states: ents}
	groups := 0
	for i, e := range ents {
		if i == 0 || e.deg != ents[i-1].deg {
			groups++
		}
	}
	b.groups = newU64map(groups)
	for i, seen := 0, 0; i < len(ents); {
		if i-seen >= checkEvery {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			seen = i
		}
		j := i
		for j < len(ents) && ents[j].deg == ents[i].deg {
			j++
		}
		b.groups.put(ents[i].deg, uint64(i)<<32|uint64(j))
		i = j
	}
	return b, nil
}

// pairsPerState is the number of bottom states that a middle state is joined with, on
// average, if the middle's states fall on the groups in proportion to their sizes: the
// sum of the squares of the groups' sizes over the number of bottom states. Measured on
// seven closed boards from 5×12 to 7×10, it was within 25% of the real average, so the
// join's work is about the middle's final states times it (see middleLeft). It costs
// O(groups).
func (b *bottom) pairsPerState() float64 {
	var sq float64
	for i, d := range b.groups.keys {
		if d != emptyWord {
			g := b.groups.vals[i]
			size := float64(g&(1<<32-1) - g>>32)
			sq += size * size
		}
	}
	return sq / float64(max(len(b.states), 1))
}

// needs returns the set of what the top's degrees must be at the positions of nibble
// mask f to meet some bottom group.
func (b *bottom) needs(f uint64) *u64map { return needs(b.groups, b.n, f) }

// needs returns the set of what the top's degrees must be at the positions of nibble
// mask f to meet some bottom group, the groups' degrees being the keys of groups (n
// positions).
func needs(groups *u64map, n int, f uint64) *u64map {
	s := newU64map(groups.used)
	for _, d := range groups.keys {
		if d != emptyWord {
			s.put(complement(d, n)&f, 0)
		}
	}
	return s
}

// middle adds the middle's steps (middleEdges: the edges between the middle rows, a
// square of the upper one and the squares two columns to each side in the lower, in
// order of their right column, and for paths the end steps) to the top states one at a
// time, in place: a state that takes the step adds its count to the state it becomes,
// and one that does not stays (a state that has just taken the step cannot take it
// again, so the table can be read while it grows).
// Once a square has all its middle edges its degree is final, and states whose final
// degrees meet no bottom group are dropped. It empties top once the table holds its
// states. The work is a pass over the table per edge; the table is the memory.
func (p *problem) middle(ctx context.Context, top *halfList, b *bottom, workers int, maxBytes int64, m *meter) (*midTable, error) {
	n := 2 * p.w
	edges, finalAfter := p.middleEdges()
	t := &midTable{maxBytes: maxBytes, m: m, base: b.bytes()}
	f := finalAfter(-1)
	need := b.needs(f)
	obs := make([]*midOutbox, workers)
	for i := range obs {
		obs[i] = &midOutbox{t: t}
	}
	for i, x := range top.codes {
		if i%checkEvery == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		if need.has(degNib(x) & f) {
			if err := obs[0].put(x, top.cnt[i]); err != nil {
				return nil, err
			}
		}
	}
	if err := obs[0].flushAll(); err != nil {
		return nil, err
	}
	*top = halfList{} // the table holds them now
	m.enter(StageMiddle, len(edges))
	p.entered()
	for k, e := range edges {
		m.middleStep(k, t.states())
		if ff := finalAfter(k); ff != f {
			f, need = ff, b.needs(ff)
		} else {
			need = nil
		}
		if err := t.step(ctx, e, n, f, need, obs); err != nil {
			return nil, err
		}
		if need != nil {
			t.purge(workers)
		}
	}
	return t, nil
}

// edge is a step of the middle: an edge between positions a and b of the middle rows,
// or, with b = endStep, square a made an end of the tour.
type edge struct{ a, b int }

// endStep is the b of a step that makes a square an end of the tour.
const endStep = -1

// middleEdges returns the steps of the middle in the order it adds them, and the
// positions (as a nibble mask) whose degrees are final after step k (-1: before the
// first). The steps are the edges between the middle rows and, for paths that meet,
// after a square's last edge, the step that makes it an end of the tour if it may be
// one.
func (p *problem) middleEdges() ([]edge, func(k int) uint64) {
	w, n := p.w, 2*p.w
	var edges []edge
	for c := 2; c < w; c++ {
		edges = append(edges, edge{c, w + c - 2}, edge{w + c, c - 2})
	}
	if !p.cycle && p.meetable() {
		edges = p.withEnds(edges)
	}
	last := lastSteps(edges)
	return edges, func(k int) uint64 {
		var f uint64
		for j := 0; j < n; j++ {
			if last[j] <= k {
				f |= 15 << (4 * uint(j))
			}
		}
		return f
	}
}

// withEnds returns edges with the end steps of a path count: each middle square that
// may be an end (p.role) gets its end step after its last edge, or before every edge if
// it has none.
func (p *problem) withEnds(edges []edge) []edge {
	n := 2 * p.w
	last := lastSteps(edges)
	free := func(j int) bool { return p.role[p.meetTop()+j] == roleFree }
	var out []edge
	for j := 0; j < n; j++ {
		if last[j] < 0 && free(j) {
			out = append(out, edge{j, endStep})
		}
	}
	for k, e := range edges {
		out = append(out, e)
		for _, j := range [2]int{e.a, e.b} {
			if last[j] == k && free(j) {
				out = append(out, edge{j, endStep})
			}
		}
	}
	return out
}

// lastSteps returns, for each middle position, the last of steps that reaches it (-1
// if none does).
func lastSteps(steps []edge) [16]int {
	var last [16]int
	for j := range last {
		last[j] = -1
	}
	for k, e := range steps {
		last[e.a] = k
		if e.b != endStep {
			last[e.b] = k
		}
	}
	return last
}

// meetTop returns the scan square of the first middle position.
func (p *problem) meetTop() int {
	r, _ := p.meetRows()
	return r * p.w
}

// join sums, over the middle states and the bottom states of the degrees each needs,
// the products of their counts where the two pairings close into one cycle, or for
// paths (b.paths) make one path between two ends of the tour.
func (b *bottom) join(ctx context.Context, mid *midTable, workers int, m *meter) (*big.Int, error) {
	n := b.n
	var taken atomic.Int64
	var wg sync.WaitGroup
	sums := make([][3]uint64, workers) // little-endian limbs: exact (each product is below 2^128)
	errs := make([]error, workers)
	for wk := 0; wk < workers; wk++ {
		wg.Add(1)
		go func(wk int) {
			defer wg.Done()
			var lo, hi, top uint64
			for {
				si := int(taken.Add(1) - 1)
				if si >= midShards {
					break
				}
				if ctx.Err() != nil {
					errs[wk] = ctx.Err()
					return
				}
				sh := &mid.shards[si]
				for i, x := range sh.keys {
					v := sh.vals[i]
					if x == emptyWord || v == 0 {
						continue
					}
					d := degNib(x)
					g, ok := b.groups.get(complement(d, n))
					ends := d & nibOnes // the squares of degree 1
					if !ok || ends == 0 {
						continue
					}
					xm := mates(x, n)
					s := bits.TrailingZeros64(ends) / 4
					k := bits.OnesCount64(ends)
					if b.paths {
						s = endAt(xm, ends)
					}
					for _, bs := range b.states[g>>32 : g&(1<<32-1)] {
						if b.paths {
							if !onePath(xm, bs.mates, ends, s, k) {
								continue
							}
						} else if !oneCycle(xm, bs.mates, s, k/2) {
							continue
						}
						ph, pl := bits.Mul64(v, bs.cnt)
						var carry uint64
						lo, carry = bits.Add64(lo, pl, 0)
						hi, carry = bits.Add64(hi, ph, carry)
						top += carry
					}
				}
				m.stageStep.Add(1)
			}
			sums[wk] = [3]uint64{lo, hi, top}
		}(wk)
	}
	wg.Wait()
	if err := firstErr(errs); err != nil {
		return nil, err
	}
	total := new(big.Int)
	for _, s := range sums {
		total.Add(total, limbs.Int(s[:]))
	}
	return total, nil
}

// oneCycle reports whether the middle's partners xm and the bottom's bm (4 bits a
// position) close into one cycle through position s, of the given number of middle
// paths. Cost: O(paths).
func oneCycle(xm, bm uint64, s, paths int) bool {
	y, seen := s, 0
	for { // along the cycle through s: a middle path, then a bottom one
		seen++
		y = int(bm >> (4 * (xm >> (4 * uint(y)) & 15)) & 15)
		if y == s {
			return seen == paths
		}
	}
}

// endAt returns a position of degree 1 (in the nibble mask ends) whose partner in m is
// the tour's end (mateEnd15), or -1 if there is none.
func endAt(m, ends uint64) int {
	z := m & (m >> 1) & (m >> 2) & (m >> 3) & ends
	if z == 0 {
		return -1
	}
	return bits.TrailingZeros64(z) / 4
}

// onePath reports whether the middle's partners xm and the bottom's bm (4 bits a
// position, mateEnd15 for the tour's end) make one path through all k positions of
// degree 1 (the nibble mask ends), from the tour's end to the tour's end. s is a
// position whose middle partner is the end (endAt), or -1 to look for one in bm.
// Cost: O(k).
func onePath(xm, bm, ends uint64, s, k int) bool {
	m, o := bm, xm // from s, the other side's partner first
	if s < 0 {
		if s = endAt(bm, ends); s < 0 {
			return false // no end of the tour: cycles
		}
		m, o = xm, bm
	}
	y, seen := s, 1
	for seen <= k {
		z := int(m >> (4 * uint(y)) & 15)
		if z == mateEnd15 {
			return seen == k
		}
		y, seen = z, seen+1
		m, o = o, m
	}
	return false
}
