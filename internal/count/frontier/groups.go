package frontier

import (
	"context"
	"fmt"
	"math/bits"

	"github.com/knightstour/knightstour/internal/count/limbs"
	"github.com/knightstour/knightstour/internal/hugepages"
)

// A column in groups. The squares of a column run in rounds of up to maxRound squares,
// each over the states in groups by what they have in the squares the round leaves
// alone (Spare, Kinds): no two groups make the same state in a round, so each group
// runs its squares in tables of its own, small enough to stay in the cache, and what
// it makes goes on, with no table, to be grouped again for the next round. After the
// column's last square, where a state and its mirror image are one, two groups may
// make the same state: the states are grouped by their keys and merged.

// maxRound is the most squares a round takes: with minSpare, two on boards up to
// MaxWidth wide.
const maxRound = 2

// minSpare is the fewest squares a round of more than one square leaves alone, so that
// the states fall into enough groups whose tables stay in the cache. Rounds of one
// square or two over fine groups took 0.85 to 0.9 of the CPU of rounds of three over
// coarse ones (at least 4 squares alone) on 5- and 6-wide open tables, and the same on
// closed ones.
const minSpare = 8

// groupStates is about how many states a group holds: its tables stay in the cache.
const groupStates = 1 << 11

// Next scans the squares up to the end of the column, the last of them the scan's last
// with last (no states after it), and returns the board the column finishes.
func (c *Columns) Next(ctx context.Context, last bool) (Board, error) {
	b, _, err := c.Round(ctx, c.width-c.sq%c.width, last)
	return b, err
}

// rounds returns the squares of each round of the squares of rows from..to-1 of a
// column: a round takes another square while it takes fewer than most and leaves at
// least spare squares alone (Spare). The groups of a column take maxRound and
// minSpare, the rounds of a table in parts theirs (InParts.column).
func rounds(width, from, to, most, spare int) []int {
	var steps []int
	for r := from; r < to; {
		n := 1
		for n < most && r+n < to && spareCount(width, r, n+1) >= spare {
			n++
		}
		steps = append(steps, n)
		r += n
	}
	return steps
}

// records are the states between rounds: a key and limbs words of count each.
type records struct {
	data  []uint64
	limbs int
}

// Round scans the next n squares, all in one column, the last of them the scan's last
// with last (no states after it), in rounds over groups of the states (see groups.go),
// and when they end the column returns true and the counts of the board it finishes,
// as Square does. It leaves the states after them as its current table (a table of the
// records, with no free slot), or on boards over 7 wide in chunks (see chunks.go). A
// round writes the states it makes over the ones it had, which scatter has copied in
// groups: two arrays of states between them (in chunks, the larger of the two). It
// stops with ctx's error when ctx is done, and the states are then lost.
func (c *Columns) Round(ctx context.Context, n int, last bool) (Board, bool, error) {
	r := c.sq % c.width
	switch {
	case n < 1 || r+n > c.width:
		return Board{}, false, fmt.Errorf("a %d-wide scan after %d squares: %d squares are not in one column", c.width, c.sq, n)
	case c.start && c.hi == 1 && n > 1 && !c.cells && !c.ended: // the start alone, the rest in chunks
		if _, _, err := c.Square(ctx, false); err != nil {
			return Board{}, false, err
		}
		c.rounded(c.sq, c.States())
		if err := c.held(c.Bytes()); err != nil {
			return Board{}, false, err
		}
		return c.Round(ctx, n-1, last)
	case c.ended || c.start || c.width == 1 || c.cells: // Square's errors, the start, a square a column, every prefix
		for j := 1; ; j++ {
			b, end, err := c.Square(ctx, last && j == n)
			if err == nil {
				c.rounded(c.sq, c.States())
				err = c.held(c.Bytes())
			}
			if err != nil || j == n {
				return b, end, err
			}
		}
	}
	end := r+n == c.width
	lastRow := r + n
	if end {
		lastRow-- // the column's last square merges mirror images
	}
	var b Board
	var err error
	if c.hi == 1 {
		b, err = c.chunkRounds(ctx, r, lastRow, end && !last)
	} else {
		b, err = c.arrayRounds(ctx, r, lastRow, end && !last)
	}
	if err != nil {
		return Board{}, false, err
	}
	c.sq += lastRow - r
	if end && last {
		return c.Square(ctx, true)
	}
	if !end {
		return Board{}, false, nil
	}
	c.sq++
	b.States, b.Bytes = c.States(), c.Bytes()
	return b, true, nil
}

// arrayRounds runs the rounds of the squares of rows r..lastRow-1 of the column, and
// with column its last square and the merge of mirror images, over the states in
// arrays (see Round), and leaves the states they make as the current table; with
// column it returns the board the column finishes.
func (c *Columns) arrayRounds(ctx context.Context, r, lastRow int, column bool) (Board, error) {
	in := records{c.cur.data, c.cur.limbs}
	if c.cur.n != c.cur.size { // a table with free slots: its states copied
		in.data = c.cur.appendTo(hugepages.Make[uint64](0, (c.cur.n+1)*c.cur.stride()))
	}
	// The arrays are the round's now: a wider count may need new ones, and these free.
	scat := c.scat
	c.cur, c.spare, c.scat = keyTable(c.hi, 0, in.limbs), nil, nil
	var err error
	row := r
	for _, steps := range rounds(c.width, r, lastRow, maxRound, minSpare) {
		fed := c.states(in)
		if in, scat, err = c.round(ctx, in, scat, row, steps, c.room(in, row), nil); err != nil {
			return Board{}, err
		}
		c.yields[row] = yield{fed: fed, made: c.states(in)}
		row += steps
		c.rounded(c.sq+row-r, c.states(in))
	}
	b := Board{Len: c.sq/c.width + 1}
	if column {
		var sums [2][]uint64 // the column's paths and cycles
		fed := c.states(in)
		if in, scat, err = c.round(ctx, in, scat, lastRow, 1, c.room(in, lastRow), &sums); err != nil {
			return Board{}, err
		}
		c.yields[lastRow] = yield{fed: fed, made: c.states(in)}
		c.rounded(c.sq+lastRow+1-r, c.states(in))
		if in, scat, err = c.merge(in, scat); err != nil {
			return Board{}, err
		}
		b.Cycles = limbs.Int(sums[1])
		if c.open {
			b.Paths = limbs.Int(sums[0])
		}
	}
	c.scat = scat
	states := c.states(in)
	c.cur = &table{data: in.data, hi: c.hi, limbs: in.limbs, size: states, n: states}
	return b, nil
}

// chunkRounds is arrayRounds over the states in chunks (see chunks.go): boards over 7
// wide.
func (c *Columns) chunkRounds(ctx context.Context, r, lastRow int, column bool) (Board, error) {
	c.spare = nil
	in := c.chunked
	if in == nil {
		in = c.toChunks()
	}
	c.chunked = nil // lost on an error, as the arrays' states are
	var err error
	row := r
	for _, steps := range rounds(c.width, r, lastRow, maxRound, minSpare) {
		if in, err = c.roundChunks(ctx, in, row, steps, nil); err != nil {
			break
		}
		row += steps
		c.rounded(c.sq+row-r, in.n)
	}
	b := Board{Len: c.sq/c.width + 1}
	var sums [2][]uint64 // the column's paths and cycles
	if column && err == nil {
		if in, err = c.roundChunks(ctx, in, lastRow, 1, &sums); err == nil {
			c.rounded(c.sq+lastRow+1-r, in.n)
			in, err = c.mergeChunks(ctx, in)
		}
	}
	if err != nil {
		c.free, c.chunkBytes = nil, 0
		return Board{}, err
	}
	if column {
		b.Cycles = limbs.Int(sums[1])
		if c.open {
			b.Paths = limbs.Int(sums[0])
		}
	}
	c.chunked = in
	c.dropFree()
	return b, nil
}

// room returns the room, in words, for the states the round from row r of a column
// makes from in: a little more than it made a column before, in proportion to the
// states it makes them from (the layers grow from column to column before they
// settle).
func (c *Columns) room(in records, r int) int {
	return c.yields[r].of(c.states(in)) * c.stride(in.limbs)
}

// stride is the words of a state of the scan with counts of limbs words.
func (c *Columns) stride(limbs int) int { return 1 + c.hi + limbs }

// states is the number of states of in.
func (c *Columns) states(in records) int { return len(in.data) / c.stride(in.limbs) }

// round runs the squares r..r+n-1 of the column over the states in, in groups, and
// returns the states they make and scat to use again (see inGroups). With sums the
// square is the column's last, and sums get its boards' paths and cycles.
// The keys are of one word: wider boards' rounds are in chunks (roundChunks).
func (c *Columns) round(ctx context.Context, in records, scat []uint64, r, n, room int, sums *[2][]uint64) (records, []uint64, error) {
	return round(c, ctx, in, scat, r, n, room, sums)
}

// round is Columns.round with keys K.
func round(c *Columns, ctx context.Context, in records, scat []uint64, r, n, room int, sums *[2][]uint64) (records, []uint64, error) {
	spare := spareOf[narrow](c.width, r, n)
	return inGroups(c, in, scat, grouping[narrow]{spare: spare}, room,
		func(groups []uint64, limbs int, out []uint64) ([]uint64, bool, error) {
			return runGroups(c, ctx, groups, limbs, r, n, sums, out)
		})
}

// merge returns the states of in with equal keys made one, their counts added, and
// scat to use again (see inGroups).
// The keys are of one word (see round).
func (c *Columns) merge(in records, scat []uint64) (records, []uint64, error) {
	return merge(c, in, scat)
}

// merge is Columns.merge with keys K.
func merge(c *Columns, in records, scat []uint64) (records, []uint64, error) {
	return inGroups(c, in, scat, grouping[narrow]{byKey: true}, len(in.data),
		func(groups []uint64, limbs int, out []uint64) ([]uint64, bool, error) {
			o, carry := mergeGroups(c, groups, limbs, out)
			return o, carry, nil
		})
}

// grouping says what of a key puts a state in its group: what it has in the squares
// spare (kinds), or the whole key.
type grouping[K key] struct {
	spare K
	byKey bool
}

// of returns what of the one-word key x puts its state in its group: equal for the
// states of a group.
func (g grouping[K]) of(x uint64) uint64 {
	if g.byKey {
		return bits.ReverseBytes64(x) // a hash other than the tables': a group's keys would crowd their slots
	}
	return Kinds(x, g.spare[0])
}

// of5 is of for the two-word key lo, hi.
func (g grouping[K]) of5(lo, hi uint64) uint64 {
	if g.byKey {
		return bits.ReverseBytes64(fold(lo, hi))
	}
	return kinds(wide{lo, hi}, wide{g.spare[0], g.spare[len(g.spare)-1]})
}

// inGroups puts the states of in in groups by what of gives for their keys (scatter,
// into scat), and has do append what the groups make to out, written over in's states
// (or, where in has not room words, in an array that has): in's states are in scat by
// then. Where do says a count carried out of its top word, the states take a word more
// and do runs again. It returns what do made, and scat to use again, or the error of
// do, or of Held where a larger array would hold too much.
func inGroups(c *Columns, in records, scat []uint64, of grouping[narrow], room int, do func(groups []uint64, limbs int, out []uint64) ([]uint64, bool, error)) (records, []uint64, error) {
	scat, err := scatter(c, scat, in, of)
	if err == nil && cap(in.data) < room {
		in.data, err = c.grow(in.data, room, cap(scat))
	}
	for err == nil {
		out, carry, doErr := do(scat, in.limbs, in.data[:0])
		if doErr != nil || !carry {
			return records{out, in.limbs}, scat, doErr
		}
		limbs := in.limbs // in's and out's arrays are not read again: free to collect
		size := int64(cap(in.data)) * 8
		in.data = nil
		c.release(size)
		scat = widenGroups(scat, c.stride(limbs))
		room = room / c.stride(limbs) * c.stride(limbs+1)
		if in.data, err = c.grow(nil, room, cap(scat)); err != nil {
			break
		}
		in.limbs = limbs + 1
	}
	return in, scat, err
}

// grow returns an empty array with room for at least n words, in place of buf, which
// has less: 1.5 times buf's, or n. It lets go of buf first, and calls c.Release, so
// that the two need not be resident at once. With other the words of the scan's
// other arrays, it returns the error of Held, and buf, where they would hold too much.
func (c *Columns) grow(buf []uint64, n, other int) ([]uint64, error) {
	n, size := max(n, cap(buf)*3/2), int64(cap(buf))*8
	if err := c.holding(n, other); err != nil {
		return buf, err
	}
	buf = nil
	c.release(size)
	return hugepages.Make[uint64](0, n), nil
}

// extend returns out with room for n words more, in a larger array (1.5 times its, or
// as much as it needs) where it has not, its words copied; with other the words of the
// scan's other arrays, it returns the error of Held, and out, where they would hold too
// much. A round's array of states grows so where the states outgrow what it expected.
func (c *Columns) extend(out []uint64, n, other int) ([]uint64, error) {
	if len(out)+n <= cap(out) {
		return out, nil
	}
	size := max(len(out)+n, cap(out)*3/2)
	if err := c.holding(size+cap(out), other); err != nil { // the old array and the new, as it is copied
		return out, err
	}
	return append(hugepages.Make[uint64](0, size), out...), nil
}

// holding calls Held, if any, with the bytes of the scan's tables and arrays where a
// round's two arrays of states hold words and other words: its tables' but for the
// current, empty in a round, are not counted, as Bytes does not count them.
func (c *Columns) holding(words, other int) error {
	return c.held(int64(words+other)*8 + c.cur.bytes())
}

// held calls Held, if any, with bytes, and returns its error.
func (c *Columns) held(bytes int64) error {
	if c.Held == nil {
		return nil
	}
	return c.Held(bytes)
}

// rounded calls c.Rounds, if any, with the squares scanned and the states the round
// made.
func (c *Columns) rounded(squares, states int) {
	if c.Rounds != nil {
		c.Rounds(squares, states)
	}
}

// release calls c.Release, if any, with the bytes let go of.
func (c *Columns) release(bytes int64) {
	if c.Release != nil && bytes > 0 {
		c.Release(bytes)
	}
}

// nextGroup returns the first group of groups (of scatter, states of stride words)
// and the groups after it.
func nextGroup(groups []uint64, stride int) (g, rest []uint64) {
	end := stride * (1 + int(groups[0])) // its header, its number of states, then them
	return groups[stride:end], groups[end:]
}

// mergeGroups merges the states of each group of in (of scatter), appending them to
// out, and says whether a count carried out of its top word.
func mergeGroups(c *Columns, in []uint64, limbs int, out []uint64) ([]uint64, bool) {
	var k narrow
	kw := len(k)
	stride := kw + limbs
	for len(in) > 0 {
		var g []uint64
		g, in = nextGroup(in, stride)
		t := reuse(c.tabs[0], kw-1, len(g)/stride, limbs)
		c.tabs[0] = t
		for i := 0; i < len(g); i += stride {
			add(t, keyAt[narrow](g, i), g[i+kw:i+stride])
		}
		if t.carry {
			return out, true
		}
		out = t.appendTo(out)
	}
	return out, false
}

// groups runs the squares r..r+n-1 of the column over the states in, which scatter put
// in groups, appending the states they make to out. With sums the square is the
// column's last, and sums get its boards' paths and cycles. It says whether a count
// carried out of its top word.
func runGroups(c *Columns, ctx context.Context, in []uint64, limbs, r, n int, sums *[2][]uint64, out []uint64) ([]uint64, bool, error) {
	var k narrow
	stride := len(k) + limbs
	// scat is the words of the groups' array, held as out grows
	scat := cap(in)
	steps, opts := groupSteps[narrow](c, ctx, r, n, limbs, sums)
	expect := make([]yield, n)
	for len(in) > 0 {
		if err := ctx.Err(); err != nil {
			return out, false, err
		}
		var g []uint64
		if g, in = nextGroup(in, stride); len(g) == 0 {
			continue
		}
		cur := &table{data: g, hi: c.hi, limbs: limbs, size: len(g) / stride, n: len(g) / stride}
		for j := range steps {
			s := &steps[j]
			s.next = reuse(c.tabs[j%2], c.hi, expect[j].of(cur.n), limbs)
			s.run(cur, opts[j])
			if s.next.carry {
				return out, true, nil
			}
			expect[j].fed += cur.n
			expect[j].made += s.next.n
			c.tabs[j%2], cur = s.next, s.next
		}
		var err error
		if out, err = c.extend(out, (cur.n+1)*stride, scat); err != nil {
			return out, false, err
		}
		out = cur.appendTo(out)
	}
	if sums != nil { // the boards' counts from every group, as one step over all would have them
		*sums = [2][]uint64{steps[0].paths, steps[0].cycles}
	}
	return out, false, nil
}

// groupSteps returns the steps of the squares r..r+n-1 of the column, and where each
// square may take its edges (choices), for every group of a round over states of limbs
// words a count; with sums the square is the column's last.
func groupSteps[K key](c *Columns, ctx context.Context, r, n, limbs int, sums *[2][]uint64) ([]stepOf[K], [][]int) {
	steps, opts := make([]stepOf[K], n), make([][]int, n)
	sq := c.sq - c.sq%c.width + r // the round's first square: c.sq moves on after the column's rounds
	for j := range steps {
		steps[j] = stepOf[K]{ctx: ctx, batch: c.adds, w: c.w, width: c.width, mirror: c.mirror, open: c.open, last: sums != nil,
			merge: sums != nil && c.mirrors(sq+j+1), must: c.role(sq+j) == End, prune: c.pruneAt(sq + j + 1),
			paths: make([]uint64, limbs+1), cycles: make([]uint64, limbs+1)}
		opts[j] = choices(c.width, r+j, c.open, c.role(sq+j))
	}
	return steps, opts
}

// scatter returns, in buf, the states of in in groups by a hash of what of gives for
// their keys, so that equal ones are in one group, of about groupStates states: each
// group a header as long as a state, its first word its number of states, and then
// its states. It returns Held's error where a larger buf would hold too much.
func scatter(c *Columns, buf []uint64, in records, of grouping[narrow]) ([]uint64, error) {
	stride := c.stride(in.limbs)
	states := len(in.data) / stride
	gbits := 0
	for gbits < 16 && states>>gbits > groupStates {
		gbits++
	}
	// the group of the state at in.data[i]: a closure for each size of key, each inlined
	group1 := func(x uint64) int { return int((of.of(x) * hashFactor) >> (63 - uint(gbits)) >> 1) }
	group5 := func(lo, hi uint64) int { return int((of.of5(lo, hi) * hashFactor) >> (63 - uint(gbits)) >> 1) }
	var zero narrow
	group := func(i int) int {
		if len(zero) == 1 {
			return group1(in.data[i])
		}
		return group5(in.data[i], in.data[i+1])
	}
	size := make([]int, 1<<gbits)
	for i := 0; i < len(in.data); i += stride {
		size[group(i)]++
	}
	at := make([]int, 1<<gbits)
	n := 0
	for g, k := range size {
		at[g] = n + stride
		n += (1 + k) * stride
	}
	if cap(buf) < n {
		var err error
		if buf, err = c.grow(buf, n, cap(in.data)); err != nil {
			return buf, err
		}
	}
	buf = buf[:n]
	for g, k := range size {
		buf[at[g]-stride] = uint64(k)
	}
	if stride == 2 { // the most common: a key and a count of one word, moved without slices
		for i := 0; i+1 < len(in.data); i += 2 {
			k := in.data[i]
			g := group1(k)
			a := at[g]
			buf[a], buf[a+1] = k, in.data[i+1]
			at[g] = a + 2
		}
		return buf, nil
	}
	for i := 0; i < len(in.data); i += stride {
		g := group(i)
		moveRecord(buf[at[g]:at[g]+stride], in.data[i:i+stride])
		at[g] += stride
	}
	return buf, nil
}

// widenGroups returns the groups of in (of scatter, states of stride words) with a
// word more a count.
func widenGroups(in []uint64, stride int) []uint64 {
	out := make([]uint64, 0, len(in)/stride*(stride+1))
	for i := 0; i < len(in); i += stride {
		out = append(append(out, in[i:i+stride]...), 0) // a header's too
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
	return c.Scan(ctx, length, each)
}

// Scan scans the columns after the ones scanned up to the length-th, and calls each
// with the board each finishes, as Scan does.
// Once the states after a column are the ones after one of the two before, it goes on
// with the scan's linear map (see linear.go), and leaves it before it returns.
func (c *Columns) Scan(ctx context.Context, length int, each func(Board) error) error {
	var seen [2][]uint64 // the states after the last two columns, while the map is not learnt
	for n := c.sq/c.width + 1; n <= length; n++ {
		var b Board
		var err error
		if c.lin != nil {
			b, err = c.linColumn(ctx, n == length)
		} else {
			b, err = c.Next(ctx, n == length)
		}
		if err == nil {
			err = each(b)
		}
		if err == nil && c.lin == nil && c.roles == nil && !c.cells && c.width <= maxLinear && c.hi == 0 && length-n >= MinLinear && c.sq%c.width == 0 {
			if err = c.toLinear(ctx, &seen); err == nil && c.lin != nil {
				err = c.held(c.Bytes()) // the map learnt
			}
		}
		if err != nil {
			c.fromLinear()
			return err
		}
	}
	return nil
}
