package frontier

import (
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

// MinLinear is the fewest columns left to scan for which the scan learns its map: the
// learning costs about ten columns of the scan before it on 6-wide boards (the 6x1..30
// closed table took 1.1 times the CPU of 3b92c5c with 6 columns here), a few on 5-wide
// ones.
const MinLinear = 12

// maxLinear is the widest table whose exact scan learns its map.
const maxLinear = 6

// maxLearn is the widest table whose scan learns its map at all: the residues'
// (Residues) on 7-wide tables, whose map (a column's squares over 4 to 19 million
// states) takes about 2.5 GB and a minute or two of CPU to learn.
const maxLearn = 7

// linSquare is one square's map.
type linSquare struct {
	// keys are the states before the square, in the order of their counts (sortedKeys),
	// kept for a column's first square only; before is their number.
	keys   []uint64
	before int
	start  []int32 // state j after the square has the sum of the counts of from[start[j]:start[j+1]]
	from   []int32
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
	return int64(cap(l.counts)+cap(l.spare))*8 + squaresBytes(l.squares)
}

// squaresBytes returns the memory of the lists of a map's squares.
func squaresBytes(squares []linSquare) int64 {
	var b int64
	for i := range squares {
		q := &squares[i]
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

// stateIndex returns the place of key in keys, sorted.
func stateIndex(keys []uint64, key uint64) int {
	i, _ := slices.BinarySearch(keys, key)
	return i
}

// learn returns the scan's map over period columns from the states keys (sorted)
// after a column, or nil when the states after them are not keys again, or a square's
// sums or a column's gain too many bits for digits of minDigitBits (digits.go).
func (c *Columns) learn(ctx context.Context, keys []uint64, period int) (*linear, error) {
	l := &linear{}
	at := keys
	most, gain := 0, 0 // the bits of a square's sums, of a column's
	var room learnRoom
	for col := 0; col < period; col++ {
		var squares []linSquare
		for r := 0; r < c.width; r++ {
			q, next, err := c.learnSquare(ctx, at, r, &room)
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
			l.most = max(l.most, q.before, len(q.start)-1) // the counts the map holds: not those composed away
		}
		gain = max(gain, g)
	}
	l.bits = uint(63 - most)
	if !slices.Equal(at, keys) || l.bits < minDigitBits || gain > int(l.bits)-(64-int(l.bits))-8 {
		return nil, nil
	}
	return l, nil
}

// learnRoom is the arrays learnSquare scans a square's states from, records and
// orders its adds in, and writes the states after it to, kept from one square to the
// next: fresh memory costs more than its use (a page fault a 4 kB page).
type learnRoom struct {
	data, rec, tmp []uint64
	keys           [2][]uint64
	start, from    []int32 // the lists in the order of groupAdds
}

// grown returns a with room for n words: a itself, or a new array with a quarter more.
func grown(a []uint64, n int) []uint64 {
	if cap(a) >= n {
		return a[:n]
	}
	return make([]uint64, n, n+n/4)
}

// learnSquare returns the map of the square of row r of a column over the states keys
// (sorted), and the states after it, sorted: in room but after a column's last
// square. It scans the square once with each state's index as its count, the adds
// recorded rather than made, and orders them (groupAdds, lists); at a
// column's last square, it scans each state alone with the count 1 for the boards it
// finishes. The square keeps keys at a column's first square only.
func (c *Columns) learnSquare(ctx context.Context, keys []uint64, r int, room *learnRoom) (linSquare, []uint64, error) {
	last := r == c.width-1
	opts := choices(c.width, r, c.open, Free) // a table's scan: no square has a role
	room.data = grown(room.data, 2*len(keys))
	data := room.data
	for i, k := range keys {
		data[2*i], data[2*i+1] = k, uint64(i)
	}
	rec := grown(room.rec, 8*len(keys))[:0] // four adds a state: more than most squares make
	s := &step{ctx: ctx, batch: &batch{rec: &rec}, w: c.w, width: c.width, mirror: c.mirror, open: c.open, last: last, merge: last,
		paths: make([]uint64, 2), cycles: make([]uint64, 2)}
	s.run(&table{data: data, limbs: 1, size: len(keys), n: len(keys)}, opts)
	if err := ctx.Err(); err != nil {
		return linSquare{}, nil, err
	}
	adds, tmp := groupAdds(rec, grown(room.tmp, len(rec)))
	room.rec, room.tmp = adds, tmp
	var into []uint64 // the states after: a new array after a column's last square, which the map keeps
	if !last {
		into = room.keys[r%2] // keys are in the other, or the map's
	}
	q, next := room.lists(adds, tmp, into)
	if !last {
		room.keys[r%2] = next
	}
	q.before = len(keys)
	if r == 0 {
		q.keys = keys
	}
	if last {
		q.paths, q.cycles = c.learnBoards(ctx, keys, opts)
		q.ends, q.held = true, len(keys)
	}
	return q, next, ctx.Err()
}

// lists returns the map of a square whose adds are adds (groupAdds), but its states
// before, and the states after it, sorted, in into's array where it has room. free is
// room of adds' length. The lists go in the order of the states after, so that the
// counts of neighbouring states are made from neighbouring counts (on the 5x150 paths
// table the scan took 1.4 times the CPU in groupAdds' order).
func (room *learnRoom) lists(adds, free, into []uint64) (linSquare, []uint64) {
	n := len(adds) / 2
	room.from = slices.Grow(room.from[:0], n)[:n]
	from, start := room.from, room.start[:0]
	groups := free[:0] // each state's key and its number in adds
	for i := 0; i < n; i++ {
		if i == 0 || adds[2*i] != adds[2*i-2] {
			groups = append(groups, adds[2*i], uint64(len(start)))
			start = append(start, int32(i))
		}
		from[i] = int32(adds[2*i+1])
	}
	start = append(start, int32(n))
	room.start = start
	groups, _ = sortPairs(groups, adds[:len(groups)])
	states := len(groups) / 2
	q := linSquare{start: make([]int32, states+1), from: make([]int32, n)}
	next := grown(into, states)
	at, longest := 0, 0
	for j := 0; j < states; j++ {
		next[j] = groups[2*j]
		g := groups[2*j+1]
		q.start[j] = int32(at)
		for _, i := range from[start[g]:start[g+1]] { // not copy: a call a short list costs more than the list
			q.from[at] = i
			at++
		}
		longest = max(longest, at-int(q.start[j]))
	}
	q.start[states] = int32(at)
	if longest > 0 {
		q.bits = bits.Len(uint(longest - 1))
	}
	return q, next
}

// orderFactor spreads keys over the 64-bit words (k -> k·orderFactor, one a key), so
// that radix passes on a few of their images' top bits group a square's adds.
const orderFactor = 0x9E3779B97F4A7C15

// radixBits is the most bits of the keys' images a radix pass of orderAdds orders by.
const radixBits = 11

// groupAdds groups the adds recorded (rec: pairs of a state after the square and the
// index of the one before it that it came from, in the order of the indices) by their
// states, the indices of a state's adds kept in order, the states in the order of
// their keys' images k·orderFactor, which spread them evenly: radix passes on the
// images' top bits (4 fewer than the adds' number has), and then the runs of adds
// whose images share those bits by insertion. tmp is room of rec's length; it returns
// the pairs grouped, in rec or tmp, and the other.
func groupAdds(rec, tmp []uint64) (adds, spare []uint64) {
	n := len(rec) / 2
	top := min(max(bits.Len(uint(n))-4, 1), 3*radixBits) // runs of 8 to 16 adds
	passes := (top + radixBits - 1) / radixBits
	for p := 0; p < passes; p++ {
		lo := top * p / passes // the bits of this pass, counted from the image's top bit
		hi := top * (p + 1) / passes
		if radixPairs(tmp, rec, orderFactor, uint(64-top+lo), hi-lo) {
			rec, tmp = tmp, rec
		}
	}
	for i := 0; i < n; {
		j := i + 1
		for j < n && (rec[2*j]*orderFactor)>>(64-top) == (rec[2*i]*orderFactor)>>(64-top) {
			j++
		}
		insertAdds(rec[2*i : 2*j])
		i = j
	}
	return rec, tmp
}

// sortPairs sorts the pairs of a word and another by the first, keeping the order of
// those equal in it, by radix passes, a pass of radixBits of the words' bits that are
// not all equal; tmp is room of a's length. It returns the pairs sorted, in a or tmp,
// and the other.
func sortPairs(a, tmp []uint64) (sorted, spare []uint64) {
	for shift := 0; shift < 64; shift += radixBits {
		if radixPairs(tmp, a, 1, uint(shift), min(radixBits, 64-shift)) {
			a, tmp = tmp, a
		}
	}
	return a, tmp
}

// radixPairs copies the pairs of src to dst in the order of the bits bits from bit
// shift up of their first words times factor, keeping the order of those equal in them,
// and says so; it copies nothing, and says so, where those bits are all equal.
func radixPairs(dst, src []uint64, factor uint64, shift uint, bits int) bool {
	start := make([]int, 1<<radixBits+1)
	mask := uint64(1)<<uint(bits) - 1
	for i := 0; i < len(src); i += 2 {
		start[(src[i]*factor)>>shift&mask+1] += 2
	}
	for _, m := range start {
		if m == len(src) {
			return false
		}
	}
	for i := 1; i < len(start); i++ {
		start[i] += start[i-1]
	}
	for i := 0; i < len(src); i += 2 {
		b := (src[i] * factor) >> shift & mask
		at := start[b]
		dst[at], dst[at+1] = src[i], src[i+1]
		start[b] = at + 2
	}
	return true
}

// insertAdds orders the pairs of a by their keys' images (orderFactor), keeping the
// order of those with one key: by insertion, a run of them being short.
func insertAdds(a []uint64) {
	for i := 2; i < len(a); i += 2 {
		k, from := a[i], a[i+1]
		j := i
		for j > 0 && a[j-2]*orderFactor > k*orderFactor {
			a[j], a[j+1] = a[j-2], a[j-1]
			j -= 2
		}
		a[j], a[j+1] = k, from
	}
}

// composeCheaper returns the squares of a column, in order, with each made one with
// the one before (compose) where that costs fewer additions and copies than the two.
func composeCheaper(squares []linSquare) []linSquare {
	out := squares[:1]
	for _, q := range squares[1:] {
		p := &out[len(out)-1]
		if composedAbove(*p, q, len(p.from)+len(q.from)) {
			out = append(out, q)
			continue
		}
		*p = compose(*p, q)
	}
	return out
}

// composedAbove says whether the map of the square p and then the square q has more
// than limit adds: from its lists for every 16th state after q, where those say so
// by a twentieth or more, else from all of them.
func composedAbove(p, q linSquare, limit int) bool {
	const every = 16
	states := len(q.start) - 1
	if states >= 64*every {
		sampled, of := 0, 0
		for j := 0; j < states; j += every {
			list := q.from[q.start[j]:q.start[j+1]]
			sampled, of = sampled+composedAdds(p, list), of+len(list)
		}
		switch estimate := sampled * len(q.from) / max(of, 1); {
		case 20*estimate >= 21*limit:
			return true
		case 20*estimate <= 19*limit:
			return false
		}
	}
	return composedAdds(p, q.from) > limit
}

// composedAdds returns the adds of the lists of p that list (of states before the
// square after p) names.
func composedAdds(p linSquare, list []int32) int {
	n := 0
	for _, i := range list {
		n += int(p.start[i+1] - p.start[i])
	}
	return n
}

// compose returns the map of the square p and then the square q, which is not after a
// column's last square: q's lists (and boards) of states before it are lists of
// states before p, each state there replaced by its list in p.
func compose(p, q linSquare) linSquare {
	states := len(q.start) - 1
	pq := linSquare{keys: p.keys, before: p.before, start: make([]int32, states+1), from: make([]int32, composedAdds(p, q.from)), ends: q.ends, held: q.held}
	expand := func(list []int32, out []int32) int {
		n := 0
		for _, i := range list {
			for _, k := range p.from[p.start[i]:p.start[i+1]] {
				out[n] = k
				n++
			}
		}
		return n
	}
	at, longest := 0, 0
	for j := 0; j < states; j++ {
		pq.start[j] = int32(at)
		n := expand(q.from[q.start[j]:q.start[j+1]], pq.from[at:])
		at += n
		longest = max(longest, n)
	}
	pq.start[states] = int32(at)
	if longest > 0 {
		pq.bits = bits.Len(uint(longest - 1))
	}
	pq.paths = make([]int32, composedAdds(p, q.paths))
	pq.cycles = make([]int32, composedAdds(p, q.cycles))
	expand(q.paths, pq.paths)
	expand(q.cycles, pq.cycles)
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
		i := stateIndex(keys, k)
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
