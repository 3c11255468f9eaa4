package frontier

import (
	"cmp"
	"context"
	"math/bits"
	"slices"
)

// The scan as a linear map. A few columns in, the states between columns repeat: the
// set after a column is the one a column before (or two, on boards 5 wide), and so is
// each square's after it, since every column's squares are the same map. From there
// the scan need not make keys again: it learns each square's map once (learn), as
// lists, for each state after the square, of the states before it whose counts add up
// to its count, and goes on with the counts alone, in arrays in the order of the
// sorted keys, added up along the lists: no hashing, grouping, sorting or copying of
// records. The cost of a long table, whose counts are many words long, is then the
// additions, made on words whose carries wait (digits.go).

// minLinear is the fewest columns left to scan for which the scan learns its map: the
// learning costs about ten columns of the scan before it on 6-wide boards (the 6x1..30
// closed table took 1.1 times the CPU of 3b92c5c with 6 columns here), a few on 5-wide
// ones.
const minLinear = 12

// maxLinear is the widest table whose scan learns its map. On the 7-wide closed table
// (4 million states a column) the learning had taken more than 4 minutes of processor
// time and 5 GB, unfinished, where the scan takes about 15 s a column: 7-wide tables
// scan on.
const maxLinear = 6

// linSquare is one square's map.
type linSquare struct {
	keys  []uint64 // the states before the square, sorted: the order of their counts
	start []int32  // state j after the square has the sum of the counts of from[start[j]:start[j+1]]
	from  []int32
	// paths and cycles are, at a column's last square, the states before it that
	// finish a Hamiltonian path or cycle of the board, each as many times as it does.
	paths, cycles []int32
	bits          int // the bits a count may gain in the square: of its longest list
	// ends says that the square is the column's last, or ends it (squares made one by
	// compose): the boards' counts are read before it; held is then the states before
	// the column's last square, which the last board reports.
	ends bool
	held int
}

// linear is the scan's map over a period of columns, and its counts where it is.
type linear struct {
	squares       []linSquare // a period's squares, from a column's first
	at            int         // the next square's place in squares
	digits        int         // the words of a count (digits.go), the top one 0 between columns
	bits          uint        // the bits of a digit
	bound         int         // every word of the counts is below 2^bound
	most          int         // the most states of a square: the arrays' room
	counts, spare []uint64    // the states' counts before the next square; room for the next ones
}

// bytes is the memory the map and its counts hold.
func (l *linear) bytes() int64 {
	b := int64(cap(l.counts)+cap(l.spare)) * 8
	for i := range l.squares {
		q := &l.squares[i]
		b += int64(cap(q.keys))*8 + int64(cap(q.start)+cap(q.from)+cap(q.paths)+cap(q.cycles))*4
	}
	return b
}

// sortedKeys returns the keys of t's states, sorted.
func sortedKeys(t *table) []uint64 {
	keys := make([]uint64, 0, t.n)
	t.each(func(k uint64, _ []uint64) { keys = append(keys, k) })
	slices.Sort(keys)
	return keys
}

// learn returns the scan's map over period columns from the states keys (sorted)
// after a column, or nil when the states after them are not keys again, or a square's
// sums or a column's gain too many bits for digits of minDigitBits (digits.go).
func (c *Columns) learn(ctx context.Context, keys []uint64, period int) (*linear, error) {
	l := &linear{}
	at := keys
	most, gain := 0, 0 // the bits of a square's sums, of a column's
	for col := 0; col < period; col++ {
		var squares []linSquare
		for r := 0; r < c.width; r++ {
			q, next, err := c.learnSquare(ctx, at, r)
			if err != nil {
				return nil, err
			}
			squares = append(squares, q)
			at = next
		}
		g := 0
		for _, q := range composeCheaper(squares) {
			l.squares = append(l.squares, q)
			most, g = max(most, q.bits), g+q.bits
			l.most = max(l.most, len(q.keys), len(q.start)-1) // the counts the map holds: not those composed away
		}
		gain = max(gain, g)
	}
	l.bits = uint(63 - most)
	if !slices.Equal(at, keys) || l.bits < minDigitBits || gain > int(l.bits)-(64-int(l.bits))-8 {
		return nil, nil
	}
	return l, nil
}

// learnSquare returns the map of the square of row r of a column over the states keys
// (sorted), and the states after it, sorted. It scans the square once with each
// state's index as its count, the adds recorded rather than made; and at a column's
// last square, each state alone with the count 1 for the boards it finishes.
func (c *Columns) learnSquare(ctx context.Context, keys []uint64, r int) (linSquare, []uint64, error) {
	last := r == c.width-1
	opts := choices(c.width, r, c.open, Free) // a table's scan: no square has a role
	data := make([]uint64, 2*len(keys))
	for i, k := range keys {
		data[2*i], data[2*i+1] = k, uint64(i)
	}
	var rec []uint64
	s := &step{ctx: ctx, batch: &batch{rec: &rec}, w: c.w, width: c.width, mirror: c.mirror, open: c.open, last: last, merge: last,
		paths: make([]uint64, 2), cycles: make([]uint64, 2)}
	s.run(&table{data: data, limbs: 1, size: len(keys), n: len(keys)}, opts)
	if err := ctx.Err(); err != nil {
		return linSquare{}, nil, err
	}
	type add struct {
		key  uint64
		from int32
	}
	adds := make([]add, len(rec)/2)
	for i := range adds {
		adds[i] = add{rec[2*i], int32(rec[2*i+1])}
	}
	rec = nil
	slices.SortFunc(adds, func(a, b add) int {
		if a.key != b.key {
			return cmp.Compare(a.key, b.key)
		}
		return cmp.Compare(a.from, b.from)
	})
	q := linSquare{keys: keys, from: make([]int32, len(adds))}
	var next []uint64
	longest := 0
	for i, a := range adds {
		if i == 0 || a.key != adds[i-1].key {
			next = append(next, a.key)
			q.start = append(q.start, int32(i))
		}
		q.from[i] = a.from
		longest = max(longest, i+1-int(q.start[len(q.start)-1]))
	}
	q.start = append(q.start, int32(len(adds)))
	if longest > 0 {
		q.bits = bits.Len(uint(longest - 1))
	}
	if last {
		q.paths, q.cycles = c.learnBoards(ctx, keys, opts)
		q.ends, q.held = true, len(keys)
	}
	return q, next, ctx.Err()
}

// composeCheaper returns the squares of a column, in order, with each made one with
// the one before (compose) where that costs fewer additions and copies than the two.
func composeCheaper(squares []linSquare) []linSquare {
	out := squares[:1]
	for _, q := range squares[1:] {
		p := &out[len(out)-1]
		if both := compose(*p, q); len(both.from) <= len(p.from)+len(q.from) {
			*p = both
			continue
		}
		out = append(out, q)
	}
	return out
}

// compose returns the map of the square p and then the square q, which is not after a
// column's last square: q's lists (and boards) of states before it are lists of
// states before p, each state there replaced by its list in p.
func compose(p, q linSquare) linSquare {
	pq := linSquare{keys: p.keys, start: make([]int32, 0, len(q.start)), ends: q.ends, held: q.held}
	expand := func(list []int32, out []int32) []int32 {
		for _, i := range list {
			out = append(out, p.from[p.start[i]:p.start[i+1]]...)
		}
		return out
	}
	longest := 0
	for j := 0; j+1 < len(q.start); j++ {
		at := len(pq.from)
		pq.start = append(pq.start, int32(at))
		pq.from = expand(q.from[q.start[j]:q.start[j+1]], pq.from)
		longest = max(longest, len(pq.from)-at)
	}
	pq.start = append(pq.start, int32(len(pq.from)))
	if longest > 0 {
		pq.bits = bits.Len(uint(longest - 1))
	}
	pq.paths, pq.cycles = expand(q.paths, nil), expand(q.cycles, nil)
	return pq
}

// learnBoards returns the states of keys (before a column's last square, with the
// choices opts) that finish a Hamiltonian path or cycle of the board, each as many
// times as it does: the square scanned for each state alone, with the count 1.
func (c *Columns) learnBoards(ctx context.Context, keys []uint64, opts []int) (paths, cycles []int32) {
	one := &table{data: make([]uint64, 2), limbs: 1, size: 1, n: 1}
	s := &step{ctx: ctx, batch: &batch{}, w: c.w, width: c.width, mirror: c.mirror, open: c.open, last: true, final: true,
		paths: make([]uint64, 2), cycles: make([]uint64, 2)}
	for i, k := range keys {
		one.data[0], one.data[1] = k, 1
		clear(s.paths)
		clear(s.cycles)
		s.run(one, opts)
		for m := s.paths[0]; m > 0; m-- {
			paths = append(paths, int32(i))
		}
		for m := s.cycles[0]; m > 0; m-- {
			cycles = append(cycles, int32(i))
		}
	}
	return paths, cycles
}

// square scans the next square over the counts: with sums (a sum's words and their
// carries out), a column's last square, it adds the boards' paths and cycles to them;
// with final, the scan's last, it makes no counts after it.
func (l *linear) square(sums *[2][2][]uint64, final bool) {
	q := &l.squares[l.at]
	n, src := l.digits, l.counts
	if sums != nil {
		for _, i := range q.paths {
			addWide(sums[0][0], sums[0][1], src[int(i)*n:int(i+1)*n])
		}
		for _, i := range q.cycles {
			addWide(sums[1][0], sums[1][1], src[int(i)*n:int(i+1)*n])
		}
	}
	if final {
		return
	}
	states := len(q.start) - 1
	if cap(l.spare) < states*n {
		l.spare = make([]uint64, l.most*n*5/4)
	}
	dst := l.spare[:states*n]
	l.bound += q.bits
	now := l.bound+l.squares[(l.at+1)%len(l.squares)].bits > 64 // the next square's sums need them settled
	for j := 0; j < states; j++ {
		d := dst[j*n : (j+1)*n]
		sumInto(d, src, q.from[q.start[j]:q.start[j+1]])
		if now {
			settle(d, l.bits)
		}
	}
	if now {
		l.bound = int(l.bits) + 1
	}
	l.counts, l.spare = dst, src
	l.at = (l.at + 1) % len(l.squares)
}

// widen gives the counts a word more where a count's top word is not 0.
func (l *linear) widen() {
	n := l.digits
	var top uint64
	for i := n - 1; i < len(l.counts); i += n {
		top |= l.counts[i]
	}
	if top == 0 {
		return
	}
	states := len(l.counts) / n
	var wide []uint64
	if cap(l.counts) >= states*(n+1) {
		wide = l.counts[:states*(n+1)]
	} else {
		wide = make([]uint64, states*(n+1), l.most*(n+1)*5/4)
	}
	for i := states - 1; i >= 0; i-- { // in place, from the last: each moves up
		copy(wide[i*(n+1):], l.counts[i*n:(i+1)*n])
		wide[i*(n+1)+n] = 0
	}
	l.counts, l.digits = wide, n+1
}

// learnPeriod returns the states after the column just scanned (sorted) and the scan's
// map over them, learnt when they are the ones after one of the two columns before
// (seen, sorted; it keeps this one's there), else a nil map.
func (c *Columns) learnPeriod(ctx context.Context, seen *[2][]uint64) ([]uint64, *linear, error) {
	keys := sortedKeys(c.cur)
	period := 0
	switch {
	case seen[0] != nil && slices.Equal(keys, seen[0]):
		period = 1
	case seen[1] != nil && slices.Equal(keys, seen[1]):
		period = 2
	}
	seen[0], seen[1] = keys, seen[0]
	if period == 0 {
		return keys, nil, nil
	}
	l, err := c.learn(ctx, keys, period)
	return keys, l, err
}

// toLinear learns the scan's map when the states after the column just scanned are the
// ones after one of the two columns before (seen, sorted; it keeps this one's there),
// and goes on with it: the tables' states become its counts.
func (c *Columns) toLinear(ctx context.Context, seen *[2][]uint64) error {
	keys, l, err := c.learnPeriod(ctx, seen)
	if err != nil || l == nil {
		return err
	}
	n := digitsFor(c.cur.limbs, l.bits)
	l.digits, l.bound, l.counts = n, int(l.bits), make([]uint64, len(keys)*n)
	c.cur.each(func(k uint64, w []uint64) {
		i, _ := slices.BinarySearch(keys, k)
		toDigits(l.counts[i*n:(i+1)*n], w, l.bits)
	})
	size := c.Bytes()
	c.cur, c.spare, c.scat, c.tabs, c.lin = newTable(0, 1), nil, nil, [2]*table{}, l
	*seen = [2][]uint64{}
	c.release(size)
	return nil
}

// linColumn scans the next column with the map, the scan's last with last, and
// returns the board it finishes.
func (c *Columns) linColumn(ctx context.Context, last bool) (Board, error) {
	l := c.lin
	b := Board{Len: c.sq/c.width + 1}
	var sums [2][2][]uint64 // paths and cycles: their words and carries out
	for i := range sums {
		sums[i] = [2][]uint64{make([]uint64, l.digits), make([]uint64, l.digits)}
	}
	for {
		if err := ctx.Err(); err != nil {
			return Board{}, err
		}
		q := &l.squares[l.at]
		if !q.ends {
			l.square(nil, false)
			continue
		}
		if last {
			b.States = q.held
		}
		l.square(&sums, last)
		break
	}
	c.sq += c.width
	b.Cycles = digitsInt(sums[1][0], sums[1][1], l.bits)
	if c.open {
		b.Paths = digitsInt(sums[0][0], sums[0][1], l.bits)
	}
	if last {
		c.ended, c.lin = true, nil
	} else {
		l.widen()
		b.States = len(l.squares[l.at].keys)
	}
	b.Bytes = c.Bytes()
	return b, nil
}

// fromLinear leaves the map: its counts become the states of a table again.
func (c *Columns) fromLinear() {
	l := c.lin
	if l == nil {
		return
	}
	c.lin = nil
	keys, n := l.squares[l.at].keys, l.digits
	words := make([][]uint64, len(keys))
	most := 1
	for i := range keys {
		words[i] = wordsOf(digitsInt(l.counts[i*n:(i+1)*n], nil, l.bits))
		most = max(most, len(words[i]))
	}
	t := newTable(len(keys), most)
	w := make([]uint64, most)
	for i, k := range keys {
		clear(w[copy(w, words[i]):])
		t.add(k, w)
	}
	c.cur = t
}
