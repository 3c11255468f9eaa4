package frontier

import (
	"cmp"
	"context"
	"fmt"
	"math/bits"
	"slices"

	"github.com/knightstour/knightstour/internal/hugepages"
)

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

// size returns the bottom states of the degrees d.
func (b *bottoms) size(d uint64) int { return len(b.of(d)) }

// eachBottom calls f with the bottom state of each top state of tops (of a halves'
// scan of width-wide boards, see Columns.tops) and its count: each turned round (a
// state's middle read as a bottom is its top's turned), or its mirror image, each
// with the count kept (the scan keeps one of a state and its image with the counts of
// both): of the two, that of the lesser degrees (lesser), or both where their degrees
// are equal. The bottom states spread to both images would make as many tours with a
// middle as its image with theirs, and the middle's walk merges each middle with its
// image into the one that needs the lesser degrees (edgeWalk.key), so only those are
// kept. Where keep is not nil, only those whose degrees it keeps (read from the packed
// top, bottomDegs, before the rest is). It tells read of the top states read, every
// readEvery of them, and returns ctx's error once ctx is done.
func eachBottom(ctx context.Context, tops topStates, width int, keep func(deg uint64) bool, read func(states int), f func(m middle, count uint64)) error {
	i, n := 0, 2*width
	return tops.each(func(x, w uint64) error {
		if i++; i&(readEvery-1) == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
			read(i)
		}
		d, fd := bottomDegs(x, width)
		kt, kf := lesser(d, fd)
		if keep != nil {
			kt, kf = kt && keep(d), kf && keep(fd)
		}
		if !kt && !kf {
			return nil
		}
		u := unpack(x)
		if kt {
			f(u.turned(n), w)
		}
		if kf {
			f(u.swapped(width), w) // the image's turned
		}
		return nil
	})
}

// bottomDegs returns the degrees of the two bottom states of the packed top x of a
// width-wide board (see eachBottom): its own turned, and its mirror image's; as
// unpack, turned and swapped give them, without the mates (degsOf).
func bottomDegs(x uint64, width int) (d, fd uint64) {
	deg, _, _ := degsOf(x)
	return turnDegs(deg, 2*width), swapDegs(deg, width)
}

// lesser reports which of the degrees d and fd of a top state's two bottom states
// (bottomDegs) the meet keeps (eachBottom): the lesser, or both where they are equal.
func lesser(d, fd uint64) (bool, bool) { return d <= fd, fd <= d }

// bottomsOf returns the bottom states of the top states tops (eachBottom) grouped by
// the degrees they give the middle: a pass counts the groups' states (degreeSizes),
// and a second puts each in its place (bottomsIn). It tells read of the states that
// both passes have read, every readEvery of them, and returns ctx's error once ctx is
// done. It costs O(states) time, and 16 bytes a bottom state beside the tops, and
// bottomsIn's batch (degreeBatch states, 200 MB) while it puts them.
func bottomsOf(ctx context.Context, tops topStates, width int, read func(states int)) (*bottoms, error) {
	sizes, err := degreeSizes(ctx, tops, width, read)
	if err != nil {
		return nil, err
	}
	n := tops.states()
	return bottomsIn(ctx, tops, width, sizes, false, func(i int) { read(n + i) })
}

// degreeSizes returns the bottom states of the top states tops (eachBottom: those of
// the lesser degrees) of each degree, in a table keyed by the degrees (bottomDegs),
// added in batches in the order of its slots (degreeBatch): the first pass of
// bottomsOf. It tells read of the top states read, every readEvery of them.
func degreeSizes(ctx context.Context, tops topStates, width int, read func(states int)) (*table, error) {
	sizes := newTable(1024, 1)
	var adds, sorted []uint64
	i := 0
	err := tops.each(func(x, _ uint64) error {
		if i++; i&(readEvery-1) == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
			read(i)
		}
		d, fd := bottomDegs(x, width)
		kt, kf := lesser(d, fd)
		if kt {
			adds = append(adds, d, 1)
		}
		if kf {
			adds = append(adds, fd, 1)
		}
		if len(adds) >= 2*min(degreeBatch, max(sizes.size/2, 1024)) {
			adds, sorted = addOrdered[narrow](sizes, adds, sorted, 2)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	addOrdered[narrow](sizes, adds, sorted, 2)
	return sizes, nil
}

// degreeBatch is the most adds degreeSizes gathers before it makes them in the order
// of the table's slots (addOrdered), and at most half as many as the table has slots
// (bottomsIn puts the bottom states degreeBatch at a time so too, ordered): its
// table of the degrees grows to gigabytes on 8x8 (a cache miss an add, 43% of the
// first pass of a join in parts, profiled), and 2^22 adds, ordered on 20 bits of their
// hashes, sweep it a few slots apart. More adds than slots, in order, would crowd the
// few slots they go to, the table not yet grown for them, into long runs (2^22 from
// the first: 7x8 open's degrees counted in 195 s, against 4.0 s unordered and 2.7 s
// so). Measured: 7x8 open's 8.6 million top states 2.7 s against 4.0 s; the first
// pass of a part's join of 8x8 open in 4 parts, 13% of it in 120 s against 9%.
const degreeBatch = 1 << 22

// bottomsIn returns the bottom states of the top states tops whose degrees are in the
// table sizes (keyed by the degrees, each with its bottom states: degreeSizes'), which
// it takes for its groups: each put in its place in a pass over tops; with some,
// sizes holds some of their degrees, and the others' states are passed over. The
// states are put degreeBatch at a time in the order of their degrees' slots
// (ordered), in which the groups lie too, so that the finds and the puts sweep the
// table and the states where each missed the cache. 7x8 open's 17.1 million bottom
// states (BenchmarkBottoms) were made in 1.67 s of CPU so, with turned and swapped
// below, against 11.1 s (least of 2, alternating, quiet).
func bottomsIn(ctx context.Context, tops topStates, width int, sizes *table, some bool, read func(states int)) (*bottoms, error) {
	b := &bottoms{groups: sizes}
	at, data := uint64(0), sizes.data
	for j := 0; j < len(data); j += 2 {
		if data[j] != empty {
			size := data[j+1]
			data[j+1] = at<<32 | at // the group's end, moved on as its states are put
			at += size
			b.degs = append(b.degs, data[j])
		}
	}
	b.states = hugepages.Make[bottom](int(at), int(at))
	var keep func(d uint64) bool
	if some {
		keep = func(d uint64) bool { return sizes.find(d) >= 0 }
	}
	put := func(deg, mates, count uint64) {
		j := sizes.find(deg) + 1
		b.states[data[j]&(1<<32-1)] = bottom{mates, count}
		data[j]++
	}
	var recs, spare []uint64 // each bottom state's degrees, mates and count
	place := func() {
		var in []uint64
		in, spare = ordered[narrow](sizes, recs, spare, 3)
		for i := 0; i < len(in); i += 3 {
			put(in[i], in[i+1], in[i+2])
		}
		recs = in[:0]
	}
	err := eachBottom(ctx, tops, width, keep, read, func(m middle, count uint64) {
		if sizes.size < batchFrom { // in the cache: no batch (6x8 closed took 1.4 times as long so)
			put(m.deg, m.mate, count)
			return
		}
		if recs = append(recs, m.deg, m.mate, count); len(recs) >= 3*degreeBatch {
			place()
		}
	})
	if err == nil {
		place()
	}
	return b, err
}

// merge adds up the bottom states of each group that are equal (their mates), as a
// meet in parts has them where the halves' states of two parts are mirror images of
// each other (see MeetInParts), keeping one of each: the join then walks each pair
// once. It costs a sort of each group; a count past 64 bits is ErrMeetOverflow.
func (b *bottoms) merge() error {
	data, at := b.groups.data, uint64(0)
	for _, d := range b.degs {
		j := b.groups.find(d) + 1
		g := b.states[data[j]>>32 : data[j]&(1<<32-1)]
		slices.SortFunc(g, func(x, y bottom) int { return cmp.Compare(x.mates, y.mates) })
		start := at
		for i, s := range g {
			if i > 0 && s.mates == b.states[at-1].mates {
				var carry uint64
				if b.states[at-1].count, carry = bits.Add64(b.states[at-1].count, s.count, 0); carry != 0 {
					return fmt.Errorf("%w (the bottom's)", ErrMeetOverflow)
				}
				continue
			}
			b.states[at] = s
			at++
		}
		data[j] = start<<32 | at
	}
	b.states = b.states[:at] // its array stays, as bytes says
	return nil
}

// mirrored returns the mirror image of the middle of a width-high board, each column
// upside down: square q of column c at row width-1-q of c, the ends vertex kept. A
// bottom state's image is the bottom state of the top's image, so a middle and its
// image make as many tours with bottom states that hold every state's image as well.
func (m middle) mirrored(width int) middle { return m.turned(2 * width).swapped(width) }

// mirrorDegs returns the degrees deg (of a middle) of a width-high board upside down,
// those of its mirror image (mirrored).
func mirrorDegs(deg uint64, width int) uint64 { return swapDegs(turnDegs(deg, 2*width), width) }

// swapped returns the middle of a width-high board with its two columns swapped:
// square q at (q+width) mod 2·width, its mate moved so; the ends vertex stays. It is
// the mirror image (each column upside down) of the middle turned round. The mates'
// offsets move a byte's two at once in lanes of 8 bits. Cost: a few dozen operations.
func (m middle) swapped(width int) middle {
	w := uint(width)
	s := middle{deg: swapDegs(m.deg, width)}
	mate := m.mate
	if w < 8 {
		mate &= 1<<(8*w) - 1
	}
	mate = mate>>(4*w) | mate<<(4*w)
	const bytes = 0x0101010101010101
	lane := func(v uint64) uint64 { // v < 16 a byte, each made (v+width) mod 2·width
		ge := (v + (0x80-uint64(w))*bytes) >> 7 & bytes // 1 where v ≥ width
		return v + uint64(w)*bytes - ge*uint64(2*w)
	}
	even := lane(mate & 0x0F0F0F0F0F0F0F0F)
	odd := lane(mate >> 4 & 0x0F0F0F0F0F0F0F0F)
	s.mate = (even | odd<<4) & (spread(s.ends()) * 15)
	return s
}

// turned returns the middle of the n squares on the board turned round: square q is
// square n-1-q, its mate turned as well; the ends vertex stays. The mates turn by a
// reversal of their bytes and nibbles, each then n-1 less itself. Cost: a few dozen
// operations.
func (m middle) turned(n int) middle {
	t := middle{deg: turnDegs(m.deg, n)}
	ends := spread(t.ends()) * 15
	x := bits.ReverseBytes64(m.mate)
	x = (x>>4&0x0F0F0F0F0F0F0F0F | x&0x0F0F0F0F0F0F0F0F<<4) >> (4 * uint(16-n))
	t.mate = (uint64(n-1)*lows - x&ends) & ends // no nibble borrows: each is at most n-1
	return t
}

// turnDegs returns the degrees deg (of a middle, two bits a square) of n squares
// turned round: square q's at n-1-q, by a reversal of their bits; the ends vertex's
// stay.
func turnDegs(deg uint64, n int) uint64 {
	r := uint64(bits.Reverse32(uint32(deg))) // square q's at 15-q, its two bits reversed
	return (r>>1&lows2|r&lows2<<1)>>(2*uint(16-n)) | deg>>(2*endsAt)<<(2*endsAt)
}

// swapDegs returns the degrees deg (of a middle) of a width-high board with its two
// columns swapped: square q's at (q+width) mod 2·width; the ends vertex's stay.
func swapDegs(deg uint64, width int) uint64 {
	w := uint(width)
	squares := uint64(1)<<(4*w) - 1 // the bits of the 2·width squares' degrees
	low := deg & squares
	return (low>>(2*w)|low<<(2*w))&squares | deg&^squares
}
