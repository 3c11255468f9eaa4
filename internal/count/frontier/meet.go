package frontier

import (
	"cmp"
	"context"
	"fmt"
	"math/big"
	"math/bits"
	"slices"
)

// Meeting in the middle. The Hamiltonian cycles of a width×length board are split at
// two middle columns, h and h+1: the top is columns 0..h-1 with all their edges (into
// the middle columns too), the bottom columns h+2..length-1 with theirs, and the middle
// the edges between columns h and h+1. After h columns the scan's window is the two
// middle columns (and a square of the next that the top does not reach): each state
// gives, for the middle squares, the degree each has from the top and how the top's
// paths pair their ends. The 180° rotation maps the board onto itself and the scan from
// the last column onto the scan from the first, so the scan's states after length-h-2
// columns, read backwards, are the bottom's. The middle edges are added to each top
// state; then a top and a bottom state make Hamiltonian cycles when every middle square
// has degree 2 in all and the two pairings of the ends (the squares of degree 1 on each
// side) close into one cycle. Bottom states are grouped by their degrees, so each top
// state meets only the bottom states of the degrees it needs.
//
// The scan keeps one of a state and its mirror image with the counts of both; the
// completions of the two are equal, so the top is taken as it is, and the bottom
// spread back to both images, each with the count kept: twice the true counts (a state
// that is its own image is counted twice), and the sum is twice the cycles.

// middle is the two middle columns' squares as one side gives them: for each, its
// degree from that side and, for an end (degree 1), the square its path ends at.
type middle struct {
	n    int // the squares: 2·width
	deg  [2 * MaxWidth]uint8
	mate [2 * MaxWidth]int8
}

// topMiddle reads the middle of a top state: square q of the middle is the window's
// square q. It returns false for a state that cannot be the top of a cycle: a whole
// cycle, or an edge at the window's last square.
func topMiddle(k uint64, width int) (middle, bool) {
	return readMiddle(k, width, func(p int) int { return p })
}

// bottomMiddle reads the middle of a bottom state: the window's square p is the
// middle's 2·width-1-p, the board turned round.
func bottomMiddle(k uint64, width int) (middle, bool) {
	return readMiddle(k, width, func(p int) int { return 2*width - 1 - p })
}

// readMiddle reads the window k of a closed scan as a middle, square p of the window
// being the middle's at(p).
func readMiddle(k uint64, width int, at func(p int) int) (middle, bool) {
	w := 2*width + 1
	m := middle{n: 2 * width}
	if k>>(4*uint(w)) != 0 || code(k, w-1) != bare {
		return m, false
	}
	for p := 0; p < m.n; p++ {
		q := at(p)
		switch c := code(k, p); c {
		case bare:
		case inner:
			m.deg[q] = 2
		default:
			t := pointsTo(k, w, p)
			if t >= m.n {
				return m, false
			}
			m.deg[q], m.mate[q] = 1, int8(at(t))
		}
	}
	return m, true
}

// degrees returns the middle's degrees, two bits a square.
func (m *middle) degrees() uint64 {
	var d uint64
	for q := 0; q < m.n; q++ {
		d |= uint64(m.deg[q]) << (2 * uint(q))
	}
	return d
}

// need returns the degrees the other side must give the middle's squares: 2 less
// each of the middle's.
func (m *middle) need() uint64 {
	var d uint64
	for q := 0; q < m.n; q++ {
		d |= uint64(2-m.deg[q]) << (2 * uint(q))
	}
	return d
}

// mates packs the middle's mates, four bits a square (of degree 1; others 0).
func (m *middle) mates() uint64 {
	var x uint64
	for q := 0; q < m.n; q++ {
		if m.deg[q] == 1 {
			x |= uint64(m.mate[q]) << (4 * uint(q))
		}
	}
	return x
}

// edge returns m with the edge between the middle squares a and b, and false where a
// square would have three edges or the edge closes a cycle (the bottom still needs its
// edges).
func (m middle) edge(a, b int) (middle, bool) {
	if m.deg[a] == 2 || m.deg[b] == 2 {
		return m, false
	}
	x, y := int8(a), int8(b) // the far ends of the path the edge makes
	if m.deg[a] == 1 {
		if m.mate[a] == int8(b) {
			return m, false
		}
		x = m.mate[a]
	}
	if m.deg[b] == 1 {
		y = m.mate[b]
	}
	m.deg[a]++
	m.deg[b]++
	m.mate[x], m.mate[y] = y, x
	return m, true
}

// oneCycle reports whether the top's ends (of the middle top) and the bottom's (mates,
// packed) close into one cycle: walking from an end, alternately along the top's path
// and the bottom's, comes back to it through every end.
func oneCycle(top *middle, mates uint64) bool {
	ends, first := 0, -1
	for q := 0; q < top.n; q++ {
		if top.deg[q] == 1 {
			ends++
			if first < 0 {
				first = q
			}
		}
	}
	if ends == 0 {
		return false
	}
	q, walked := first, 0
	for {
		q = int(top.mate[q])
		q = int(mates >> (4 * uint(q)) & 15)
		walked += 2
		if q == first {
			return walked == ends
		}
	}
}

// middleEdges returns the edges between the two middle columns of a width-high board:
// each square of the first to the squares of the second two rows up and down.
func middleEdges(width int) [][2]int {
	var e [][2]int
	for r := 0; r < width; r++ {
		if r >= 2 {
			e = append(e, [2]int{r, width + r - 2})
		}
		if r+2 < width {
			e = append(e, [2]int{r, width + r + 2})
		}
	}
	return e
}

// bottoms is the bottom states by the degrees they give the middle: for each, the
// packed mates and the counts (twice the true ones).
type bottoms struct {
	groups wordSet // the degrees: where each group starts and ends in states
	states []bottom
}

type bottom struct {
	deg, mates, count uint64
}

// of returns the bottom states of the degrees d.
func (b *bottoms) of(d uint64) []bottom {
	r, ok := b.groups.get(d)
	if !ok {
		return nil
	}
	return b.states[r>>32 : r&(1<<32-1)]
}

// wordSet maps words to words: open addressing, linear probing, at most half full.
type wordSet struct {
	keys, vals []uint64
	used       []bool
	shift      uint
}

func newWordSet(n int) wordSet {
	size, shift := 16, uint(60)
	for size < 2*n {
		size, shift = 2*size, shift-1
	}
	return wordSet{keys: make([]uint64, size), vals: make([]uint64, size), used: make([]bool, size), shift: shift}
}

// grown returns s in a set twice as large.
func (s *wordSet) grown() wordSet {
	g := newWordSet(len(s.keys))
	for i, k := range s.keys {
		if s.used[i] {
			g.put(k, s.vals[i])
		}
	}
	return g
}

func (s *wordSet) slot(k uint64) int {
	i := int(k * hashFactor >> s.shift)
	for s.used[i] && s.keys[i] != k {
		i = (i + 1) & (len(s.keys) - 1)
	}
	return i
}

func (s *wordSet) put(k, v uint64) {
	i := s.slot(k)
	s.keys[i], s.vals[i], s.used[i] = k, v, true
}

func (s *wordSet) get(k uint64) (uint64, bool) {
	i := s.slot(k)
	return s.vals[i], s.used[i]
}

// MeetCycles counts the Hamiltonian cycles of the width×length board by meeting in the
// middle (see above): a board at least 4 long, its halves' counts of one word.
func MeetCycles(ctx context.Context, width, length int) (*big.Int, error) {
	if width < 3 || width > MaxWidth || length < 4 {
		return nil, fmt.Errorf("meeting in the middle on a %dx%d board: the width may be 3..%d, the length 4 or more", width, length, MaxWidth)
	}
	h := (length - 2) / 2
	b := length - 2 - h
	c, err := NewColumns(width, false)
	if err != nil {
		return nil, err
	}
	var top *Columns
	for n := 1; n <= b; n++ {
		if _, err := c.Next(ctx, false); err != nil {
			return nil, err
		}
		if n == h && h < b {
			if top, err = c.copyStates(); err != nil {
				return nil, err
			}
		}
	}
	if top == nil {
		top = c
	}
	if c.Limbs() > 1 || top.Limbs() > 1 {
		return nil, fmt.Errorf("meeting in the middle on a %dx%d board: a half's counts pass 64 bits", width, length)
	}
	bot := c.bottoms(width)
	return meet(ctx, top, bot, width)
}

// copyStates returns a scan holding c's states, after the same squares.
func (c *Columns) copyStates() (*Columns, error) {
	t, err := After(c.width, c.open, c.sq)
	if err != nil {
		return nil, err
	}
	err = t.Fill(c.States(), func(add func(uint64, []uint64) error) error {
		var err error
		c.Each(func(k uint64, w []uint64) {
			if err == nil {
				err = add(k, w)
			}
		})
		return err
	})
	return t, err
}

// bottoms groups the states held, read as bottoms and spread to both mirror images,
// by the degrees they give the middle.
func (c *Columns) bottoms(width int) *bottoms {
	var states []bottom
	put := func(k, count uint64) {
		if m, ok := bottomMiddle(k, width); ok {
			states = append(states, bottom{m.degrees(), m.mates(), count})
		}
	}
	c.Each(func(k uint64, w []uint64) {
		put(k, w[0])
		if img := c.mirror.image(k); img != k {
			put(img, w[0])
		} else {
			put(k, w[0])
		}
	})
	slices.SortFunc(states, func(a, b bottom) int { return cmp.Compare(a.deg, b.deg) })
	groups := 0
	for i := range states {
		if i == 0 || states[i].deg != states[i-1].deg {
			groups++
		}
	}
	b := &bottoms{groups: newWordSet(groups), states: states}
	for i := 0; i < len(states); {
		j := i
		for j < len(states) && states[j].deg == states[i].deg {
			j++
		}
		b.groups.put(states[i].deg, uint64(i)<<32|uint64(j))
		i = j
	}
	return b
}

// pack returns the middle as a word, four bits a square: 0 for degree 0, 1 for degree
// 2, and 2 + its mate for degree 1 (so 2·width is at most 14).
func (m *middle) pack() uint64 {
	var x uint64
	for q := 0; q < m.n; q++ {
		c := uint64(m.deg[q]) >> 1 // 0 or 2 edges: 0 or 1
		if m.deg[q] == 1 {
			c = 2 + uint64(m.mate[q])
		}
		x |= c << (4 * uint(q))
	}
	return x
}

// unpack returns the middle of n squares that pack gave x.
func unpack(x uint64, n int) middle {
	m := middle{n: n}
	for q := 0; q < n; q++ {
		switch c := x >> (4 * uint(q)) & 15; c {
		case 0:
		case 1:
			m.deg[q] = 2
		default:
			m.deg[q], m.mate[q] = 1, int8(c-2)
		}
	}
	return m
}

// add adds v to k's word in s, which must have room for it.
func (s *wordSet) add(k, v uint64) bool {
	i := s.slot(k)
	var c uint64
	s.vals[i], c = bits.Add64(s.vals[i], v, 0)
	s.keys[i], s.used[i] = k, true
	return c == 0
}

// meet adds the middle edges to the top states, merging equal middle states and
// dropping those whose degrees no bottom state completes, then adds up, over the middle
// states, the counts of the bottom states that close each into one cycle, and halves
// the sum.
func meet(ctx context.Context, top *Columns, bot *bottoms, width int) (*big.Int, error) {
	edges := middleEdges(width)
	mid := newWordSet(1 << 10)
	held := 0
	var err error
	n := 0
	top.Each(func(k uint64, w []uint64) {
		if n++; n&(1<<12-1) == 0 && err == nil {
			err = ctx.Err()
		}
		m, ok := topMiddle(k, width)
		if !ok || err != nil {
			return
		}
		withEdges(m, edges, func(m *middle) {
			if _, ok := bot.groups.get(m.need()); ok {
				x := m.pack()
				if 2*(held+1) > len(mid.keys) {
					mid = mid.grown()
				}
				if i := mid.slot(x); !mid.used[i] {
					held++
				}
				if !mid.add(x, w[0]) {
					err = fmt.Errorf("meeting in the middle on a %d-wide board: a middle count passes 64 bits", width)
				}
			}
		})
	})
	if err != nil {
		return nil, err
	}
	var lo, hi, top3 uint64
	for i, x := range mid.keys {
		if !mid.used[i] {
			continue
		}
		v, m := mid.vals[i], unpack(x, 2*width)
		for _, b := range bot.of(m.need()) {
			if oneCycle(&m, b.mates) {
				ph, pl := bits.Mul64(v, b.count)
				var c uint64
				lo, c = bits.Add64(lo, pl, 0)
				hi, c = bits.Add64(hi, ph, c)
				top3 += c
			}
		}
	}
	total := new(big.Int).SetUint64(top3)
	total.Lsh(total, 64).Add(total, new(big.Int).SetUint64(hi))
	total.Lsh(total, 64).Add(total, new(big.Int).SetUint64(lo))
	if total.Bit(0) != 0 {
		return nil, fmt.Errorf("meeting in the middle on a %d-wide board: an odd sum %v, not twice the cycles", width, total)
	}
	return total.Rsh(total, 1), nil
}

// withEdges calls f with m and each choice of the middle edges (from edges) it takes.
func withEdges(m middle, edges [][2]int, f func(*middle)) {
	if len(edges) == 0 {
		f(&m)
		return
	}
	withEdges(m, edges[1:], f)
	if e, ok := m.edge(edges[0][0], edges[0][1]); ok {
		withEdges(e, edges[1:], f)
	}
}
