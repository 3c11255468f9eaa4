package count

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/bits"
	"sync"
	"sync/atomic"

	"knightstour/internal/count/layerfile"
)

// ErrTooBig is returned when the tables would hold more bytes than Options.MaxBytes.
var ErrTooBig = errors.New("the count needs more memory than allowed")

// tooBig is ErrTooBig for tables that would hold held bytes where max are allowed
// (held > max), with the figures (see TooBigError).
func tooBig(held, max int64) error { return &TooBigError{Held: held, Max: max} }

// layer is the set of states after some squares are processed, with their counts,
// split into shards by the top bits of the key's hash.
type layer struct {
	shards [nShards]shard // a shard gets its table with its first key
}

// reset empties the layer (its tables are gone already if it was expanded) for counts
// of at least stride limbs.
func (l *layer) reset(stride int) {
	for i := range l.shards {
		s := &l.shards[i]
		s.lo, s.hi, s.cnt, s.used, s.stride = nil, nil, nil, 0, stride
	}
}

// stride returns the most limbs a count of the layer has (at least 1).
func (l *layer) stride() int {
	stride := 1
	for i := range l.shards {
		stride = max(stride, l.shards[i].stride)
	}
	return stride
}

// size returns the layer's states and the bytes its tables hold.
func (l *layer) size() (states, bytes int64) {
	for i := range l.shards {
		states += int64(l.shards[i].used)
		bytes += l.shards[i].bytes()
	}
	return states, bytes
}

// partOf returns the part (0..parts-1) that owns state k in a count in rounds: a hash
// of the key, independent of the one that places it in a table.
func partOf(k key, parts int) int {
	h := key{lo: k.hash() ^ 0x6a09e667f3bcc909}.hash()
	hi, _ := bits.Mul64(h, uint64(parts))
	return int(hi)
}

// owner returns the part (0..parts-1) that owns state k in a count in rounds whose
// next round's first steps leave the window squares of spare alone (see spare: a
// nibble mask where keys are nibbles, else bit i for the window's square i): a hash
// of what each of them is (no edge yet, one, or two), which those steps do not change.
// So every state that they make comes from states of one part: that part alone makes
// it, and holds it merged. It costs O(window).
func (s *scan) owner(k key, spare uint64, parts int) int {
	if s.pack == packNibbles { // each square's kind in its nibble, the others cleared
		b0, b1, b2, b3 := k.lo&nibOnes, k.lo>>1&nibOnes, k.lo>>2&nibOnes, k.lo>>3&nibOnes
		one := b1 | b2 | b3
		return partOf(key{lo: (one | (b0&^one)<<1) & spare}, parts)
	}
	var codes [2*MaxWidth + 2]uint8
	s.unpack(k, &codes)
	h := uint64(0)
	for m := spare; m != 0; m &= m - 1 {
		h = h*3 + uint64(min(codes[bits.TrailingZeros64(m)], codeToEnd))
	}
	return partOf(key{lo: h}, parts)
}

// spreadNibbles returns the nibble mask of the bits of m (at most 16): nibble i all
// ones where bit i is set.
func spreadNibbles(m uint64) uint64 {
	var n uint64
	for ; m != 0; m &= m - 1 {
		n |= 15 << (4 * uint(bits.TrailingZeros64(m)))
	}
	return n
}

// spare returns the squares of the window of square v that the steps processing
// squares v..u-1 leave alone: neither processed nor reached by a forward edge of one;
// as a nibble mask where keys are packed in nibbles (nibble i all ones for square
// v+i), else bit i for square v+i. It costs O(u-v).
func (s *scan) spare(v, u int) uint64 {
	var touched uint64
	for x := v; x < u; x++ {
		touched |= 1 << uint(x-v)
		for _, o := range s.fwd[x] {
			if i := x - v + int(o); i < s.win {
				touched |= 1 << uint(i)
			}
		}
	}
	spare := (1<<uint(s.win) - 1) &^ touched
	if s.pack == packNibbles {
		return spreadNibbles(spare)
	}
	return spare
}

// shardOf picks a key's shard from the top bits of its hash (the slot uses the low bits).
func shardOf(h uint64) int { return int(h >> (64 - shardBits)) }

// newOutboxes makes the workers' buffers, which are large (a few hundred KB each): a
// Counter keeps them from count to count.
func newOutboxes(workers int) []*outbox {
	obs := make([]*outbox, workers)
	for i := range obs {
		obs[i] = &outbox{}
	}
	return obs
}

// run counts the problem's cycles or paths: the number of edge sets of the board's
// knight graph that form one Hamiltonian cycle, or one Hamiltonian path whose ends
// have the roles asked for, by scanning the whole board.
func (p *problem) run(ctx context.Context, opt Options, m *meter, obs []*outbox) (*big.Int, error) {
	m.begin(p.l, p.w, p.l, p.fixed)
	cur, err := p.advance(ctx, opt, m, obs, p.start(), 0, p.n)
	if err != nil {
		return nil, err
	}
	m.square.Store(int64(p.n))
	m.row.Store(int64(p.l))
	return p.result(cur)
}

// start returns the layer before the first square: the empty state, counted once.
func (p *problem) start() *layer {
	l := &layer{}
	l.reset(1)
	k0 := key{}
	h0 := k0.hash()
	l.shards[shardOf(h0)].add(k0, h0, []uint64{1}, p.wide)
	return l
}

// advance expands layer cur, the states after squares 0..from-1, through squares
// from..to-1 and returns the layer after them (cur's tables are freed on the way).
func (p *problem) advance(ctx context.Context, opt Options, m *meter, obs []*outbox, cur *layer, from, to int) (*layer, error) {
	spare := &layer{}
	prev, _ := cur.size() // states of the layer before cur
	for v := from; v < to; {
		k := min(p.cells(v), to-v)
		states, bytes := cur.size()
		if states == 0 { // every state was pruned: no tour
			break
		}
		// When the next layer would take more than 3/5 of the memory allowed (if it
		// grows as the last did, in a table about twice the size of cur's compacted
		// one), go to the end of the row in one step instead: the layers of a row grow
		// to its end, and the mirror merges them there.
		if opt.MaxBytes > 0 && k < p.w-v%p.w {
			if guess := 2 * float64(bytes) * float64(states) / float64(max(prev, 1)); guess > float64(opt.MaxBytes/5*3) {
				k = min(p.w-v%p.w, to-v)
			}
		}
		m.stepBegins(v, k)
		p.entered()
		if err := p.step(ctx, v, k, cur, spare, obs, opt.MaxBytes, m, nil); err != nil {
			return nil, err
		}
		prev = states
		cur, spare = spare, cur
		v += k
		if v%p.w == 0 {
			m.rowDone(v/p.w - 1)
		}
	}
	return cur, nil
}

// cells returns how many squares the step at square v processes: the last p.chain
// squares of each row go in one step, so that the layers between them, the largest
// of the scan, are never held.
func (p *problem) cells(v int) int {
	if p.chain > 1 && v%p.w == p.w-p.chain {
		return min(p.chain, p.n-v)
	}
	return 1
}

// lastStep returns the first square of the last step of the scan through squares
// from..to-1 (from < to).
func (p *problem) lastStep(from, to int) int {
	last := from
	for v := from; v < to; v += min(p.cells(v), to-v) {
		last = v
	}
	return last
}

// result reads the count of the finished state from the last layer, which holds no
// other state.
func (p *problem) result(l *layer) (*big.Int, error) {
	want := p.encode(&frontier{}, p.maxEnd)
	total := new(big.Int)
	for si := range l.shards {
		s := &l.shards[si]
		for i := range s.lo {
			if s.lo[i] == emptyWord {
				continue
			}
			k := key{lo: s.lo[i]}
			if s.hi != nil {
				k.hi = s.hi[i]
			}
			if k != want {
				return nil, fmt.Errorf("internal error: unfinished state %x %x after the last square", k.hi, k.lo)
			}
			total.Add(total, limbsToInt(s.cnt[i*s.stride:(i+1)*s.stride]))
		}
	}
	return total, nil
}

// limbsToInt converts little-endian 64-bit limbs to a big.Int.
func limbsToInt(c []uint64) *big.Int {
	x := new(big.Int)
	for j := len(c) - 1; j >= 0; j-- {
		x.Lsh(x, 64)
		x.Or(x, new(big.Int).SetUint64(c[j]))
	}
	return x
}

// step processes squares v..v+cells-1: every state of cur is expanded through them and
// the successors are summed into next, or with send (a part's last step of a round)
// written to the parts' files. The workers take source shards in turn and free each
// when done, so the two layers overlap only by the shards in flight.
func (p *problem) step(ctx context.Context, v, cells int, cur, next *layer, obs []*outbox, maxBytes int64, m *meter, send *sender) error {
	stride := 1
	var states int64
	for i := range cur.shards {
		stride = max(stride, cur.shards[i].stride)
		states += int64(cur.shards[i].used)
	}
	m.states.Store(states)
	m.expanded.Add(states)
	m.steps.Add(1)
	m.shards.Store(0)
	next.reset(stride)
	var bytes int64
	for i := range next.shards {
		bytes += next.shards[i].bytes() + cur.shards[i].bytes()
	}
	m.bytes.Store(bytes)
	m.notePeak(bytes)
	m.next.Store(0)
	var taken atomic.Int64
	if states < smallLayer { // this goroutine alone
		obs[0].reset(p.wide, stride, next, maxBytes, m)
		obs[0].route(send)
		if err := p.work(ctx, v, cells, cur, &taken, obs[0]); err != nil {
			return err
		}
		next.compact(m, 1)
		return nil
	}
	workers := len(obs)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		wg   sync.WaitGroup
		errs = make([]error, workers)
	)
	for w := 0; w < workers; w++ {
		obs[w].reset(p.wide, stride, next, maxBytes, m)
		obs[w].route(send)
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			if errs[w] = p.work(ctx, v, cells, cur, &taken, obs[w]); errs[w] != nil {
				cancel()
			}
		}(w)
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil && !errors.Is(err, context.Canceled) {
			return err
		}
	}
	if err := firstErr(errs); err != nil {
		return err
	}
	next.compact(m, workers)
	return nil
}

// compact compacts the shards of a complete layer (see shard.compact) on workers
// goroutines, each taking shards in turn, so that it costs at most a shard's worth of
// memory more per worker.
func (l *layer) compact(m *meter, workers int) {
	inTurn(workers, nShards, func(i int) { m.bytes.Add(l.shards[i].compact()) })
}

// inTurn calls f(0), ..., f(n-1) on workers goroutines, each taking the next in turn,
// and returns when all are done.
func inTurn(workers, n int, f func(i int)) {
	var taken atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(taken.Add(1) - 1)
				if i >= n {
					return
				}
				f(i)
			}
		}()
	}
	wg.Wait()
}

// smallLayer is the size below which one goroutine does a layer alone.
const smallLayer = 1 << 12

// firstErr returns the first non-nil error.
func firstErr(errs []error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// work is one worker's share of step: it expands the states of the source shards it
// takes, buffering successors per destination shard.
func (p *problem) work(ctx context.Context, v, cells int, cur *layer, taken *atomic.Int64, ob *outbox) error {
	m := ob.m
	// At the end of a row the processed squares are whole rows, and the window is the
	// next two rows: a state and its mirror image have the same completions.
	mirror := p.symmetric() && (v+cells)%p.w == 0
	done := ctx.Done()
	for {
		si := int(taken.Add(1) - 1)
		if si >= nShards {
			break
		}
		m.shards.Store(int64(si))
		src := &cur.shards[si]
		for i := range src.lo {
			if src.lo[i] == emptyWord {
				continue
			}
			if i&1023 == 0 {
				select {
				case <-done:
					return ctx.Err()
				default:
				}
			}
			k := key{lo: src.lo[i]}
			if src.hi != nil {
				k.hi = src.hi[i]
			}
			if err := p.walk(v, cells, k, src.cnt[i*src.stride:(i+1)*src.stride], ob, mirror); err != nil {
				return err
			}
		}
		m.bytes.Add(-src.bytes())
		src.lo, src.hi, src.cnt = nil, nil, nil
	}
	return ob.flushAll()
}

// walk expands state k (with count c) through squares v..v+cells-1, depth first, and
// buffers the states it reaches.
func (p *problem) walk(v, cells int, k key, c []uint64, ob *outbox, mirror bool) error {
	var out [maxSucc]key
	n := p.expand(v, k, &out)
	for j := 0; j < n; j++ {
		s := out[j]
		if cells > 1 {
			if err := p.walk(v+1, cells-1, s, c, ob, mirror); err != nil {
				return err
			}
			continue
		}
		if mirror {
			s = p.canonical(s)
		}
		if err := ob.put(s, c); err != nil {
			return err
		}
	}
	return nil
}

// bufLen is how many successors a worker buffers per destination shard before taking
// its lock.
const bufLen = 64

// outbox is a worker's buffers of successors, one per destination shard.
type outbox struct {
	wide     bool
	stride   int
	next     *layer
	maxBytes int64
	m        *meter
	send     *sender  // the successors go to the parts' files (route), not to next
	sbuf     [][]byte // with send: each part's records not written yet
	sn       []int    // and how many
	n        [nShards]int
	keys     [nShards][bufLen]key
	hashes   [nShards][bufLen]uint64
	cnt      [nShards][]uint64
}

// reset readies the outbox for a layer whose counts have at most stride limbs.
func (ob *outbox) reset(wide bool, stride int, next *layer, maxBytes int64, m *meter) {
	if stride != ob.stride {
		for i := range ob.cnt {
			ob.cnt[i] = make([]uint64, bufLen*stride)
		}
	}
	ob.wide, ob.stride, ob.next, ob.maxBytes, ob.m = wide, stride, next, maxBytes, m
	ob.n = [nShards]int{}
	ob.send = nil
}

// route sends the successors to the parts' sections of s's file (nil: to the next layer).
func (ob *outbox) route(s *sender) {
	ob.send = s
	if s == nil {
		return
	}
	if len(ob.sbuf) != s.w.Header().Sections {
		ob.sbuf, ob.sn = make([][]byte, s.w.Header().Sections), make([]int, s.w.Header().Sections)
	}
	for d := range ob.sbuf {
		ob.sbuf[d], ob.sn[d] = ob.sbuf[d][:0], 0
	}
}

// sender is the file a part writes in a round, a section for each part, each taking
// the successors that part owns (middleOwner, scan.owner, or partOf when neither mask
// is set), or all in part 1's when the round after is part 1's alone (gather).
type sender struct {
	w      *layerfile.Writer
	gather bool
	p      *problem
	spare  uint64 // see round.spare
	middle uint64 // see round.middle: the successors, as middle states, go by it
}

// sendTo buffers successor k with count c for the part that owns it, and writes the
// part's buffer as a block once it is full.
func (ob *outbox) sendTo(k key, c []uint64) error {
	w := ob.send.w
	d := 0
	switch {
	case ob.send.gather:
	case ob.send.middle != 0:
		code, err := ob.send.p.halfCode(k)
		if err != nil {
			return err
		}
		d = middleOwner(code, ob.send.middle, w.Header().Sections)
	case ob.send.spare != 0:
		d = ob.send.p.scan.owner(k, ob.send.spare, w.Header().Sections)
	default:
		d = partOf(k, w.Header().Sections)
	}
	ob.sbuf[d] = w.Header().AppendRecord(ob.sbuf[d], k.lo, k.hi, c)
	if ob.sn[d]++; ob.sn[d] == w.PerBlock() {
		return ob.sendBlock(d)
	}
	return nil
}

// sendBlock writes the buffered records of part d as a block.
func (ob *outbox) sendBlock(d int) error {
	n := ob.sn[d]
	err := ob.send.w.Block(d, ob.sbuf[d], n)
	ob.sbuf[d], ob.sn[d] = ob.sbuf[d][:0], 0
	ob.m.made.Add(int64(n))
	return err
}

// put buffers successor k with count c (at most stride limbs).
func (ob *outbox) put(k key, c []uint64) error {
	if ob.send != nil {
		return ob.sendTo(k, c)
	}
	h := k.hash()
	d := shardOf(h)
	i := ob.n[d]
	ob.keys[d][i] = k
	ob.hashes[d][i] = h
	dst := ob.cnt[d][i*ob.stride : (i+1)*ob.stride]
	copy(dst, c)
	for j := len(c); j < len(dst); j++ {
		dst[j] = 0
	}
	ob.n[d]++
	if ob.n[d] == bufLen {
		return ob.flush(d)
	}
	return nil
}

// flush adds the buffered successors of shard d to the next layer.
func (ob *outbox) flush(d int) error {
	n := ob.n[d]
	if n == 0 {
		return nil
	}
	s := &ob.next.shards[d]
	s.mu.Lock()
	before := s.used
	var grown int64
	for i := 0; i < n; i++ {
		grown += s.add(ob.keys[d][i], ob.hashes[d][i], ob.cnt[d][i*ob.stride:(i+1)*ob.stride], ob.wide)
	}
	added := s.used - before
	s.mu.Unlock()
	ob.n[d] = 0
	bytes := ob.m.bytes.Add(grown)
	ob.m.notePeak(bytes)
	ob.m.next.Add(int64(added))
	ob.m.made.Add(int64(n))
	if ob.maxBytes > 0 && bytes > ob.maxBytes {
		return tooBig(bytes, ob.maxBytes)
	}
	return nil
}

func (ob *outbox) flushAll() error {
	if ob.send != nil {
		for d := range ob.sn {
			if err := ob.sendBlock(d); err != nil {
				return err
			}
		}
		return nil
	}
	for d := range ob.n {
		if err := ob.flush(d); err != nil {
			return err
		}
	}
	return nil
}
