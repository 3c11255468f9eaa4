package frontier

import (
	"cmp"
	"slices"
)

// bottoms is the bottom states of a meet (see MeetCycles) by the degrees they give the
// middle: the states sorted by their degrees, and a table of the degrees, each with
// where its states start and end.
type bottoms struct {
	groups *table // one-word keys, the degrees; the count start<<32 | end
	states []bottom
}

// bottom is a bottom state: the degrees it gives the middle (two bits a square), its
// mates (four bits a square, of mates), and its count, twice the true one.
type bottom struct {
	deg, mates, count uint64
}

// of returns the bottom states of the degrees d.
func (b *bottoms) of(d uint64) []bottom {
	t := b.groups
	stride := 1 + t.limbs
	for i := int(d * hashFactor >> t.shift); ; i = (i + 1) & (t.size - 1) {
		switch t.data[i*stride] {
		case d:
			r := t.data[i*stride+1]
			return b.states[r>>32 : r&(1<<32-1)]
		case empty:
			return nil
		}
	}
}

// degrees returns the degrees of the bottom states, each once.
func (b *bottoms) degrees() []uint64 {
	var d []uint64
	for i, s := range b.states {
		if i == 0 || s.deg != b.states[i-1].deg {
			d = append(d, s.deg)
		}
	}
	return d
}

// bottoms returns the states held, read as bottoms and spread to both mirror images
// (each with the count kept: the scan keeps one of a state and its image with the
// counts of both), grouped by the degrees they give the middle.
func (c *Columns) bottoms() *bottoms {
	states := make([]bottom, 0, 2*c.States())
	put := func(lo, hi, count uint64) {
		if m, ok := middleOf(lo, hi, c.width, c.hi == 1, true); ok {
			states = append(states, bottom{m.deg, m.mate, count})
		}
	}
	c.Each(func(lo, hi uint64, w []uint64) {
		put(lo, hi, w[0])
		ilo, ihi := c.image(lo, hi)
		put(ilo, ihi, w[0]) // a state that is its own image: twice
	})
	slices.SortFunc(states, func(a, b bottom) int { return cmp.Compare(a.deg, b.deg) })
	groups := 0
	for i := range states {
		if i == 0 || states[i].deg != states[i-1].deg {
			groups++
		}
	}
	b := &bottoms{groups: newTable(groups, 1), states: states}
	for i := 0; i < len(states); {
		j := i
		for j < len(states) && states[j].deg == states[i].deg {
			j++
		}
		b.groups.add(states[i].deg, []uint64{uint64(i)<<32 | uint64(j)})
		i = j
	}
	return b
}

// image returns the mirror image of the state lo, hi (hi 0 for a one-word key).
func (c *Columns) image(lo, hi uint64) (uint64, uint64) {
	if c.hi == 1 {
		k := c.mirror.image5(wide{lo, hi})
		return k[0], k[1]
	}
	return c.mirror.image(lo), 0
}
