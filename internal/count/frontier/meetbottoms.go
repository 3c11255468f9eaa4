package frontier

import "context"

// bottoms is the bottom states of a meet (see Meet) by the degrees they give the
// middle: the states in groups of equal degrees, one after another, and a table of the
// degrees, each with where its group starts and ends.
type bottoms struct {
	groups *table   // one-word keys, the degrees; the count start<<32 | end
	degs   []uint64 // the degrees, each once
	states []bottom
}

// bottom is a bottom state: its mates (four bits a square, of middle.mate), and its
// count, twice the true one.
type bottom struct {
	mates, count uint64
}

// of returns the bottom states of the degrees d.
func (b *bottoms) of(d uint64) []bottom {
	j := b.groups.find(d)
	if j < 0 {
		return nil
	}
	r := b.groups.data[j+1]
	return b.states[r>>32 : r&(1<<32-1)]
}

// bytes returns the memory of the states and the table of the groups.
func (b *bottoms) bytes() int64 {
	return int64(cap(b.states))*16 + int64(cap(b.degs))*8 + b.groups.bytes()
}

// bottomsOf returns the bottom states of the states of a halves' scan of width-wide
// boards, packed as the top states are (Columns.tops: each followed by its count):
// each turned round (a state's middle read as a bottom is its top's turned) and
// spread to both mirror images, each with the count kept (the scan keeps one of a
// state and its image with the counts of both), grouped by the degrees they give the
// middle: a pass counts the groups' states, and a second puts each in its place. It
// tells read of the states that both passes have read, every readEvery of them, and
// returns ctx's error once ctx is done. It costs O(states) time, and 16 bytes a bottom
// state beside the packed ones.
func bottomsOf(ctx context.Context, packed []uint64, width int, read func(states int)) (*bottoms, error) {
	b := &bottoms{groups: newTable(1024, 1)}
	one := []uint64{1}
	i := 0
	each := func(f func(m middle, count uint64)) error {
		for j := 0; j < len(packed); j += 2 {
			if i++; i&(readEvery-1) == 0 {
				if err := ctx.Err(); err != nil {
					return err
				}
				read(i)
			}
			m := unpack(packed[j], 2*width).turned(2 * width)
			f(m, packed[j+1])
			f(m.flipped(width), packed[j+1])
		}
		return nil
	}
	if err := each(func(m middle, _ uint64) { b.groups.add(m.deg, one) }); err != nil {
		return nil, err
	}
	n, data := uint64(0), b.groups.data
	for j := 0; j < len(data); j += 2 {
		if data[j] != empty {
			size := data[j+1]
			data[j+1] = n<<32 | n // the group's end, moved on as its states are put
			n += size
			b.degs = append(b.degs, data[j])
		}
	}
	b.states = make([]bottom, n)
	err := each(func(m middle, count uint64) {
		j := b.groups.find(m.deg) + 1
		b.states[data[j]&(1<<32-1)] = bottom{m.mate, count}
		data[j]++
	})
	return b, err
}

// flipped returns the middle of a width-high board's mirror image: each column upside
// down.
func (m middle) flipped(width int) middle {
	flip := func(q int) uint {
		if q < width {
			return uint(width - 1 - q)
		}
		return uint(3*width - 1 - q)
	}
	f := middle{deg: m.deg >> (2 * endsAt) << (2 * endsAt)} // the ends vertex's
	for q := 0; q < 2*width; q++ {
		d, fq := m.degree(q), flip(q)
		f.deg |= d << (2 * fq)
		if d == 1 {
			f.mate |= uint64(flip(m.mateOf(q))) << (4 * fq)
		}
	}
	return f
}

// turned returns the middle of the n squares on the board turned round: square q is
// square n-1-q, its mate turned as well; the ends vertex stays.
func (m middle) turned(n int) middle {
	t := middle{deg: m.deg >> (2 * endsAt) << (2 * endsAt)}
	for q := 0; q < n; q++ {
		d, tq := m.degree(q), uint(n-1-q)
		t.deg |= d << (2 * tq)
		if d == 1 {
			t.mate |= uint64(n-1-m.mateOf(q)) << (4 * tq)
		}
	}
	return t
}
