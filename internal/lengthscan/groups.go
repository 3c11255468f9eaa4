package lengthscan

import (
	"context"
	"fmt"
)

// A column in groups. The squares of a column before its last run in rounds of up to
// maxRound squares, each over the states in groups by what they have in the squares
// the round leaves alone (Spare, Kinds): no two groups make the same state in a round,
// so each group runs its squares in tables of its own, small enough to stay in the
// cache, and what it makes goes on, with no table, to be grouped again for the next
// round. The column's last square, where a state and its mirror image are one, runs
// over all the states into one table, as Square does.

// maxRound is the most squares a round takes.
const maxRound = 3

// minSpare is the fewest squares a round of more than one square leaves alone, so that
// the states fall into enough groups.
const minSpare = 4

// groupStates is about how many states a group holds: its tables stay in the cache.
const groupStates = 1 << 13

// Next scans the squares up to the end of the column, the last of them the scan's last
// with last (no states after it), and returns the board the column finishes.
func (c *Columns) Next(ctx context.Context, last bool) (Board, error) {
	if c.sq%c.width == 0 && c.width > 1 && !c.ended {
		if err := c.grouped(ctx); err != nil {
			return Board{}, err
		}
	}
	for {
		b, done, err := c.Square(ctx, last)
		if err != nil || done {
			return b, err
		}
	}
}

// rounds returns the squares of each round of the first width-1 squares of a column.
func rounds(width int) []int {
	var steps []int
	for r := 0; r < width-1; {
		n := 1
		for n < maxRound && r+n < width-1 && SpareCount(Spare(width, r, n+1)) >= minSpare {
			n++
		}
		steps = append(steps, n)
		r += n
	}
	return steps
}

// grouped scans the squares of the column before its last in rounds of groups, and
// leaves the states after them as its current table (a table of the records, with no
// free slot; equal keys may repeat where paths or cycles are whole, which is harmless:
// each is extended and the next table adds them up).
func (c *Columns) grouped(ctx context.Context) error {
	in, scat, out := c.recs[0][:0], c.recs[1], c.recs[2]
	c.cur.each(func(k uint64, w []uint64) { in = append(append(in, k), w...) })
	limbs := c.cur.limbs
	tabs := &c.tabs
	r := 0
	for _, n := range rounds(c.width) {
		for {
			var carry bool
			var err error
			scat = scatter(scat, in, 1+limbs, Spare(c.width, r, n))
			out, carry, err = c.round(ctx, scat, limbs, r, n, tabs, out[:0])
			if err != nil {
				return err
			}
			if !carry {
				break
			}
			in, limbs = widenRecords(in, limbs), limbs+1 // a count needs a word more
			*tabs = [2]*table{}
		}
		in, out = out, in
		r += n
	}
	// in is the table's until the column's last square has run; the next column
	// writes it again only after that.
	c.recs = [3][]uint64{out, scat, in}
	c.spare, c.cur = c.cur, &table{data: in, limbs: limbs, size: len(in) / (1 + limbs), n: len(in) / (1 + limbs)}
	c.sq += c.width - 1
	c.start = false
	return nil
}

// round runs the squares r..r+n-1 of the column over the records in (of limbs words a
// count), which scatter put in groups, appending the records of the states they make to
// out. It says whether a count carried out of its top word.
func (c *Columns) round(ctx context.Context, in []uint64, limbs, r, n int, tabs *[2]*table, out []uint64) ([]uint64, bool, error) {
	stride := 1 + limbs
	for len(in) > 0 {
		if err := ctx.Err(); err != nil {
			return out, false, err
		}
		g := in[stride : stride*(1+int(in[0]))] // a group: its size, then its records
		in = in[stride*(1+int(in[0])):]
		if len(g) == 0 {
			continue
		}
		cur := &table{data: g, limbs: limbs, size: len(g) / stride, n: len(g) / stride}
		for j := 0; j < n; j++ {
			next := reuse(tabs[j%2], 2*cur.n, limbs)
			s := &step{ctx: ctx, batch: c.adds, w: c.w, width: c.width, open: c.open, next: next,
				paths: make([]uint64, limbs+1), cycles: make([]uint64, limbs+1)}
			s.run(cur, neighbours(c.width, r+j))
			if next.carry {
				return out, true, nil
			}
			tabs[j%2], cur = next, next
		}
		cur.each(func(k uint64, w []uint64) { out = append(append(out, k), w...) })
	}
	return out, false, nil
}

// scatter returns, in buf, the records of in (stride words, the key first) in groups
// by a hash of what their keys have in the squares of spare (Kinds), so that equal
// ones are in one group, of about groupStates records: each group a header of stride
// words, the first its number of records, and then its records.
func scatter(buf, in []uint64, stride int, spare uint64) []uint64 {
	states := len(in) / stride
	gbits := 0
	for gbits < 12 && states>>gbits > groupStates && SpareCount(spare) > 0 {
		gbits++
	}
	group := func(k uint64) int { return int((Kinds(k, spare) * hashFactor) >> (63 - uint(gbits)) >> 1) }
	size := make([]int, 1<<gbits)
	for i := 0; i < len(in); i += stride {
		size[group(in[i])]++
	}
	at := make([]int, 1<<gbits)
	n := 0
	for g, k := range size {
		at[g] = n + stride
		n += (1 + k) * stride
	}
	if cap(buf) < n {
		buf = make([]uint64, n)
	}
	buf = buf[:n]
	for g, k := range size {
		buf[at[g]-stride] = uint64(k)
	}
	for i := 0; i < len(in); i += stride {
		g := group(in[i])
		copy(buf[at[g]:at[g]+stride], in[i:i+stride])
		at[g] += stride
	}
	return buf
}

// widenRecords returns the records of in (a key and limbs words of count each) with a
// word more a count.
func widenRecords(in []uint64, limbs int) []uint64 {
	out := make([]uint64, 0, len(in)/(1+limbs)*(2+limbs))
	for i := 0; i < len(in); i += 1 + limbs {
		out = append(append(out, in[i:i+1+limbs]...), 0)
	}
	return out
}

// Scan counts the Hamiltonian cycles (and with open the paths) of the width×n board
// for n = 1..length, in one scan of the width×length board, and calls each with each
// board's counts in order as the scan passes it. It stops at the first error of each,
// or when ctx is done (with ctx's error, within 2^16 states).
func Scan(ctx context.Context, width, length int, open bool, each func(Board) error) error {
	if width < 1 || width > MaxWidth || length < 1 {
		return fmt.Errorf("a %dx%d scan: the width may be 1..%d, the length 1 or more", width, length, MaxWidth)
	}
	c, err := NewColumns(width, open)
	if err != nil {
		return err
	}
	for n := 1; n <= length; n++ {
		b, err := c.Next(ctx, n == length)
		if err != nil {
			return err
		}
		if err := each(b); err != nil {
			return err
		}
	}
	return nil
}
