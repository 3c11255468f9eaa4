package count

import "math/bits"

// Roles of squares in a problem.
const (
	roleInner = iota // degree 2: a square inside the path, or any square of a cycle
	roleFree         // degree 1 or 2: the path may end here
	roleEnd          // degree 1: the path ends here
)

// problem is one counting job on a scan: Hamiltonian cycles, or Hamiltonian paths with
// each square's role fixed.
type problem struct {
	*scan
	cycle  bool
	role   []uint8 // per scan square
	fixed  []int   // scan squares with roleEnd, ascending
	maxEnd int     // path ends in a finished path: 2, or 0 for a cycle
	chain  int     // the last chain squares of each row are processed in one step (see cells)
	raw    bool    // (tests) keep the successors that the degree prune would drop
	// unforced (tests) leaves the forced edges out of the degree prune of a path.
	unforced bool
	// ruleColours says whether the colours of the ends need checking (see colours):
	// not on an odd board when no end is fixed, where only squares of the corners'
	// colour may be ends.
	ruleColours bool
	// hook (tests) is called on the counting goroutine when a step of the scan begins
	// and when a stage of the meet begins, after the progress says so.
	hook func()
}

// entered calls the hook, if any.
func (p *problem) entered() {
	if p.hook != nil {
		p.hook()
	}
}

// symmetric reports whether the problem is the same under the left-right mirror of the
// scanned board: cycles, and paths with no fixed end.
func (p *problem) symmetric() bool { return len(p.fixed) == 0 }

// canonical returns the least of a state at the end of a row and its mirror image. The
// window is then two whole rows (its last square is untouched), and mirroring maps
// column c to w-1-c within each row; labels are renumbered in the new order, and the
// ends count stays. On boards of even width the mirror swaps the colours, which the
// colour rule does not mind: it treats the two colours alike there.
func (p *problem) canonical(k key) key {
	var codes, mirror [2*MaxWidth + 2]uint8
	ends := p.unpack(k, &codes)
	w := p.w
	for i := 0; i < 2*w; i++ {
		mirror[(i/w)*w+w-1-i%w] = codes[i]
	}
	var relabel [16]uint8
	next := uint8(codeLabel)
	for i := 0; i < 2*w; i++ {
		if c := mirror[i]; c >= codeLabel {
			if relabel[c] == 0 {
				relabel[c] = next
				next++
			}
			mirror[i] = relabel[c]
		}
	}
	m := p.packKey(&mirror, ends)
	if m.hi < k.hi || (m.hi == k.hi && m.lo < k.lo) {
		return m
	}
	return k
}

// Working values of a square's mate in expand.
const (
	mateNone = -1 // degree 0
	mateEnd  = -2 // the other end of its path is an end of the tour
)

// frontier is the decoded window while square v is processed: index i is square v+i,
// for i = 0..win (index win is the square that enters the window).
type frontier struct {
	deg  [2*MaxWidth + 3]int8
	mate [2*MaxWidth + 3]int8 // for degree 1: partner index or mateEnd
	// open is feasible's mask of the squares after v that are not full (see
	// openMask), made when the state is decoded and kept as v's edges fill squares,
	// so that feasible need not read the window again.
	open uint64
}

// maxSucc bounds the successors of one state: at most C(4,0)+C(4,1)+C(4,2) choices.
const maxSucc = 16

// expand writes the successors of state k when square v is processed into out and
// returns how many there are. Each successor is the window v+1..v+win after v takes
// its forward edges, with the ends count updated.
func (p *problem) expand(v int, k key, out *[maxSucc]key) int {
	var f frontier
	win := p.win
	var first [16]int8 // first index seen with each label
	for i := range first {
		first[i] = -1
	}
	var codes [2*MaxWidth + 2]uint8
	ends := p.unpack(k, &codes)
	for i := 0; i < win; i++ {
		c := codes[i]
		switch {
		case c == codeUntouched:
			f.mate[i] = mateNone
		case c == codeFull:
			f.deg[i] = 2
		case c == codeToEnd:
			f.deg[i] = 1
			f.mate[i] = mateEnd
		default:
			f.deg[i] = 1
			if j := first[c]; j >= 0 {
				f.mate[i], f.mate[j] = j, int8(i)
			} else {
				first[c] = int8(i)
			}
		}
	}
	f.mate[win] = mateNone
	f.open = p.openMask(v, &f)

	// Forward edges v may take: to squares that are not full.
	offs := p.fwd[v]
	var targets [4]int8
	nt := 0
	for _, o := range offs {
		if f.deg[o] < 2 {
			targets[nt] = o
			nt++
		}
	}
	// pending: fixed ends after v not yet attached (they will each add one).
	pending := 0
	for _, e := range p.fixed {
		if e > v && (e-v > win || f.deg[e-v] == 0) {
			pending++
		}
	}
	d := int(f.deg[0])
	n := 0
	switch p.role[v] {
	case roleInner:
		n = p.choose(v, &f, ends, false, 2-d, targets[:nt], out, n)
	case roleEnd:
		if d == 0 {
			n = p.choose(v, &f, ends, true, 1, targets[:nt], out, n)
		} else {
			n = p.choose(v, &f, ends, false, 0, targets[:nt], out, n)
		}
	case roleFree:
		n = p.choose(v, &f, ends, false, 2-d, targets[:nt], out, n)
		if d < 2 && ends+1+pending <= p.maxEnd {
			n = p.choose(v, &f, ends, true, 1-d, targets[:nt], out, n)
		}
	}
	return n
}

// choose adds to out every successor in which v takes exactly k of the targets (and,
// with term, becomes an end of the tour), and returns the new length of out.
func (p *problem) choose(v int, f *frontier, ends int, term bool, k int, targets []int8, out *[maxSucc]key, n int) int {
	nt := len(targets)
	if k < 0 || k > nt {
		return n
	}
	for mask := 0; mask < 1<<nt; mask++ {
		if bits.OnesCount(uint(mask)) != k {
			continue
		}
		g := *f
		e := ends
		done := false // a cycle closed or a path got both its ends
		ok := true
		if term {
			e++
			done = g.attachEnd(0)
		}
		var fullMask uint64 // targets that became full (for the prune)
		for j := 0; j < nt && ok; j++ {
			if mask>>j&1 == 0 {
				continue
			}
			b := int(targets[j])
			if p.role[v+b] == roleEnd && g.deg[b] == 0 {
				e++
				g.attachEnd(b) // b takes this edge as its only one
			}
			closed, cyc := g.addEdge(0, b)
			if cyc && !p.cycle {
				ok = false
				break
			}
			if done && closed {
				ok = false
				break
			}
			done = done || closed
			if g.deg[b] == 2 {
				fullMask |= 1 << uint(b-1)
				g.open &^= 1 << uint(b-1)
			}
		}
		if !ok || g.deg[0] != 2 || e > p.maxEnd {
			continue
		}
		if e > ends && p.ruleColours && !p.colours(v, &g, e) {
			continue
		}
		if done {
			if !p.finished(v, &g) {
				continue
			}
		} else if !p.raw && (!p.feasible(v, &g, fullMask, e)) {
			continue
		}
		out[n] = p.encode(&g, e)
		n++
	}
	return n
}

// colours checks the colours of the tour's ends after v is processed, when an end was
// attached: every knight's move joins squares of opposite colours, so on a board with
// as many squares of each colour the two ends differ in colour, and on an odd board both
// are of the corners' colour. The colours of the ends attached so far follow from the
// degrees: summing degree·sign (sign +1 on the corners' colour, -1 on the other) over
// all squares gives 0, each processed square has degree 2 unless it is an end, so the
// signed sum over processed ends is 2·(signed count of processed squares) plus the
// signed degree sum of the window. Fixed ends in the window that have their edge are
// ends with degree 1.
func (p *problem) colours(v int, g *frontier, ends int) bool {
	imb := 2 * p.signSum[v] // 2·Σ sign over squares 0..v
	for i := 1; i <= p.win && v+i < p.n; i++ {
		d := int(g.deg[i])
		if d == 2 && p.role[v+i] == roleEnd {
			d = 1
			imb += p.sign(v + i) // an attached end outside the processed squares
		}
		imb += p.sign(v+i) * d
	}
	// imb is now Σ sign over attached ends.
	switch {
	case p.n%2 == 1:
		return imb == ends
	case ends == 2:
		return imb == 0
	}
	return imb == 1 || imb == -1
}

// sign is +1 on the colour of square 0 (the corners' colour) and -1 on the other.
func (p *problem) sign(x int) int {
	if (x/p.w+x%p.w)%2 == 0 {
		return 1
	}
	return -1
}

// attachEnd makes square i an end of the tour: a square of degree 0 becomes a path end
// whose other end is the tour's end; a square of degree 1 becomes full and the other end
// of its path now leads to the tour's end. It reports whether that path now has both
// its ends at ends of the tour (the path is finished).
func (g *frontier) attachEnd(i int) bool {
	if g.deg[i] == 0 {
		g.deg[i] = 1
		g.mate[i] = mateEnd
		return false
	}
	g.deg[i] = 2
	m := g.mate[i]
	if m == mateEnd {
		return true
	}
	g.mate[m] = mateEnd
	return false
}

// addEdge joins squares a and b (both of degree < 2). closed reports that a cycle
// closed or a path got both its ends; cycle that it was a cycle.
func (g *frontier) addEdge(a, b int) (closed, cycle bool) {
	ea, eb := int8(a), int8(b)
	if g.deg[a] == 1 {
		ea = g.mate[a]
	}
	if g.deg[b] == 1 {
		eb = g.mate[b]
	}
	g.deg[a]++
	g.deg[b]++
	if ea == int8(b) {
		return true, true
	}
	if ea == mateEnd && eb == mateEnd {
		return true, false
	}
	if ea >= 0 {
		g.mate[ea] = eb
	}
	if eb >= 0 {
		g.mate[eb] = ea
	}
	return false, false
}

// finished reports whether the cycle or path that closed while v was processed covers
// the board: every square in the window is full and none lies beyond it.
func (p *problem) finished(v int, g *frontier) bool {
	if v+p.win < p.n-1 {
		return false
	}
	for i := 1; i <= p.win && v+i < p.n; i++ {
		if g.deg[i] != 2 {
			return false
		}
	}
	return true
}

// feasible is the degree prune, run on each successor that did not finish: after v is
// processed, every square that is neither processed nor full must still be able to
// reach its least degree through squares that are neither processed nor full (its
// capacity: its degree plus such neighbours). For a cycle it tests the squares whose
// capacity changed (v's forward neighbours, which lost v, and the neighbours of squares
// that became full); for a path see pathFeasible. fullMask has bit i-1 for window
// index i that became full; ends counts the ends attached so far.
func (p *problem) feasible(v int, g *frontier, fullMask uint64, ends int) bool {
	if !p.cycle {
		return p.pathFeasible(v, g, ends)
	}
	w2 := 2*p.w + 1
	free := g.open
	// Only squares whose neighbours all lie inside the mask (bit j+w2 < 64) are tested.
	check := free & (^uint64(0) >> uint(min(w2, 63)))
	changed := alignedNbr(p.nbr[v], -w2-1) // v's neighbours (v is at index 0)
	for m := fullMask; m != 0; m &= m - 1 {
		i := bits.TrailingZeros64(m) + 1
		changed |= alignedNbr(p.nbr[v+i], i-w2-1)
	}
	for m := check & changed; m != 0; m &= m - 1 {
		i := bits.TrailingZeros64(m) + 1 // index relative to v
		c := bits.OnesCount64(alignedNbr(p.nbr[v+i], i-w2-1) & free)
		if i <= p.win {
			c += int(g.deg[i])
		}
		if c < 2 {
			return false
		}
	}
	return true
}

// pathFeasible is the degree prune of a path. It tests all the squares within reach of
// the window and counts the free squares whose capacity is below 2: each must be an end
// of the tour, and there are only two. A square whose capacity is just the degree it
// needs (2, or 1 at an end) must take an edge to each neighbour it can still reach:
// those edges are forced, and a square that they would give more edges than it can
// take is a dead end, as is a forced pair of edges that closes a path into a cycle, or
// joins the two ends of the tour while squares are left. Cost: O(squares in reach).
func (p *problem) pathFeasible(v int, g *frontier, ends int) bool {
	w2 := 2*p.w + 1
	free := g.open
	check := free & (^uint64(0) >> uint(min(w2, 63)))
	for _, e := range p.fixed { // fixed ends still to attach
		if e > v && (e-v > p.win || g.deg[e-v] == 0) {
			ends++
		}
	}
	var forced, near, ended uint64 // the squares with forced edges, their neighbours, and the squares that must be ends
	spent := ends >= p.maxEnd      // no end is left to place: a free square needs degree 2
	for m := check; m != 0; m &= m - 1 {
		j := bits.TrailingZeros64(m)
		i := j + 1 // index relative to v
		nb := alignedNbr(p.nbr[v+i], i-w2-1) & free
		d := 0
		if i <= p.win {
			d = int(g.deg[i])
		}
		c := bits.OnesCount64(nb) + d
		need := 2
		switch p.role[v+i] {
		case roleInner:
			if c < 2 {
				return false
			}
		case roleEnd:
			if c < 1 {
				return false
			}
			need = 1
		case roleFree:
			if c < 1 || spent && c < 2 {
				return false
			}
			if c >= 2 && !spent {
				continue // an end or not: nothing is forced
			}
			if spent {
				break
			}
			ends++ // it must be an end
			ended |= 1 << uint(j)
			need = 1
		}
		if c == need && nb != 0 && !p.unforced {
			forced |= 1 << uint(j)
			near |= nb
			if !p.linkable(g, i, d, need, nb, free) {
				return false
			}
		}
	}
	return ends <= p.maxEnd && p.forcedFit(v, g, forced, near, free, check, ended, p.maxEnd-ends)
}

// linkable reports whether square i (window index, degree d, needing degree need)
// may take its forced edges to its neighbours nb (bits relative to v+1, as in free):
// not if they close a path into a cycle, nor if they join two paths that lead to ends
// of the tour, or make square i the second end of the path of an end, while squares
// other than those (in free) are left.
func (p *problem) linkable(g *frontier, i, d, need int, nb, free uint64) bool {
	a := bits.TrailingZeros64(nb) + 1
	b := 64 - bits.LeadingZeros64(nb)
	left := free&^(1<<uint(i-1))&^nb != 0 // squares besides these
	toEnd := func(x int) bool { return x <= p.win && g.deg[x] == 1 && g.mate[x] == mateEnd }
	switch {
	case d == 0 && need == 2: // a, b: two paths' ends join through i
		if a > p.win || b > p.win || g.deg[a] != 1 || g.deg[b] != 1 {
			return true
		}
		return int(g.mate[a]) != b && (!left || !toEnd(a) || !toEnd(b))
	case d == 1 && need == 2: // i's path goes on to a
		if a > p.win || g.deg[a] != 1 {
			return true
		}
		return int(g.mate[i]) != a && (!left || g.mate[i] != mateEnd || !toEnd(a))
	case d == 0 && need == 1: // i is an end of the tour, joined to a
		return !left || !toEnd(a)
	}
	return true
}

// forcedFit reports whether each square of near (relative to v+1) can take the forced
// edges from its neighbours in forced: at most 2 less its degree (1 less at a fixed
// end). A square that they fill takes no other edge, so its other neighbours lose it:
// each of those (in check) must still reach its least degree, through the forced edges
// and the squares neither full nor filled, and those that can only be ends now must fit
// the budget of ends left (ended are those counted already). A square left with just
// the edges it needs has them forced in turn, and so on, a few rounds.
func (p *problem) forcedFit(v int, g *frontier, forced, near, free, check, ended uint64, budget int) bool {
	w2 := 2*p.w + 1
	var filled uint64 // squares the forced edges fill
	for round := 0; forced != 0 && round < forcedRounds; round++ {
		var hit uint64
		for m := near &^ forced &^ filled; m != 0; m &= m - 1 {
			j := bits.TrailingZeros64(m)
			nb := alignedNbr(p.nbr[v+j+1], j-w2)
			k := bits.OnesCount64(nb & forced)
			if r := p.room(v, g, j+1); k > r {
				return false
			} else if k == r {
				filled |= 1 << uint(j)
				hit |= nb
			}
		}
		used := forced | filled
		var more uint64
		for m := hit & check & free &^ used; m != 0; m &= m - 1 {
			j := bits.TrailingZeros64(m)
			nb := alignedNbr(p.nbr[v+j+1], j-w2) & free
			d := 0
			if j < p.win {
				d = int(g.deg[j+1])
			}
			open := nb &^ used
			c := d + bits.OnesCount64(nb&forced) + bits.OnesCount64(open)
			need, role, bit := 2, p.role[v+j+1], uint64(1)<<uint(j)
			switch {
			case c < 1:
				return false
			case role == roleEnd:
				need = 1
			case c < 2: // a free square that must be an end
				if role == roleInner || ended&bit == 0 && budget == 0 {
					return false
				}
				if ended&bit == 0 {
					ended |= bit
					budget--
				}
				need = 1
			case role == roleInner, budget == 0:
			default:
				continue // it may be an end or not: nothing is forced
			}
			if c == need && open != 0 {
				more |= bit
				near |= open
			}
		}
		forced |= more
		if more == 0 {
			break
		}
	}
	return true
}

// forcedRounds is how many rounds forcedFit takes.
const forcedRounds = 4

// room is the most edges window index i may still take: 2 less its degree (1 less at
// a fixed end).
func (p *problem) room(v int, g *frontier, i int) int {
	r := 2
	if p.role[v+i] == roleEnd {
		r = 1
	}
	if i <= p.win {
		r -= int(g.deg[i])
	}
	return r
}

// openMask returns the squares after v that are not full in g, bit j for square
// v+1+j (the squares past the window are open, those past the board are not). Cost:
// O(window).
func (p *problem) openMask(v int, g *frontier) uint64 {
	var free uint64
	for i := 1; i <= p.win; i++ {
		if g.deg[i] < 2 {
			free |= 1 << uint(i-1)
		}
	}
	free |= ^uint64(0) << uint(p.win)
	if rest := p.n - v - 1; rest < 64 {
		free &= 1<<uint(rest) - 1
	}
	return free
}

// alignedNbr shifts a neighbour mask made relative to u-(2w+1) so that it is relative to
// v+1, where shift = (u-2w-1)-(v+1).
func alignedNbr(mask uint64, shift int) uint64 {
	if shift >= 0 {
		if shift >= 64 {
			return 0
		}
		return mask << uint(shift)
	}
	if -shift >= 64 {
		return 0
	}
	return mask >> uint(-shift)
}

// encode makes the key of window squares 1..win of g, labels numbered in order of
// first appearance, with ends attached.
func (p *problem) encode(g *frontier, ends int) key {
	var codes [2*MaxWidth + 2]uint8
	var lab [2*MaxWidth + 3]uint8
	next := uint8(codeLabel)
	for i := 1; i <= p.win; i++ {
		var c uint8
		switch {
		case g.deg[i] == 0:
			c = codeUntouched
		case g.deg[i] == 2:
			c = codeFull
		case g.mate[i] == mateEnd:
			c = codeToEnd
		case int(g.mate[i]) > i:
			c = next
			lab[i] = next
			next++
		default:
			c = lab[g.mate[i]]
		}
		codes[i-1] = c
	}
	return p.packKey(&codes, ends)
}
