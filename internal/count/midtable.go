package count

import (
	"context"
	"errors"
	"math/bits"
	"sync"
	"sync/atomic"
)

// midTable holds the middle states: open-addressing tables (linear probing from the low
// bits of the hash) in shards by the top bits. A count of 0 marks a dropped state.
type midTable struct {
	shards   [midShards]midShard
	bytes    atomic.Int64
	maxBytes int64
	base     int64 // bytes held besides the table
	m        *meter
}

// midShard is one shard. While a worker reads it (busy), states added to it wait in
// pending.
type midShard struct {
	mu         sync.Mutex
	keys, vals []uint64
	used       int
	busy       bool
	pending    []uint64 // codes, count, codes, count...
}

// states returns the states held, dropped ones included.
func (t *midTable) states() int64 {
	var n int64
	for i := range t.shards {
		n += int64(t.shards[i].used)
	}
	return n
}

// add adds count v to codes x with hash h in shard s (whose lock the caller holds).
func (t *midTable) add(s *midShard, x, h, v uint64) error {
	if s.keys == nil || 4*(s.used+1) > 3*len(s.keys) {
		if err := t.resize(s, max(16, 2*len(s.keys))); err != nil {
			return err
		}
	}
	mask := len(s.keys) - 1
	i := int(h) & mask
	for {
		switch s.keys[i] {
		case x:
			var carry uint64
			s.vals[i], carry = bits.Add64(s.vals[i], v, 0)
			if carry != 0 {
				return errMeetOverflow
			}
			return nil
		case emptyWord:
			s.keys[i], s.vals[i] = x, v
			s.used++
			return nil
		}
		i = (i + 1) & mask
	}
}

// resize moves shard s to a table of size slots, dropping the states of count 0.
func (t *midTable) resize(s *midShard, size int) error {
	keys, vals := s.keys, s.vals
	s.keys, s.vals, s.used = make([]uint64, size), make([]uint64, size), 0
	for i := range s.keys {
		s.keys[i] = emptyWord
	}
	mask := size - 1
	for j, x := range keys {
		if x == emptyWord || vals[j] == 0 {
			continue
		}
		i := int(key{lo: x}.hash()) & mask
		for s.keys[i] != emptyWord {
			i = (i + 1) & mask
		}
		s.keys[i], s.vals[i] = x, vals[j]
		s.used++
	}
	held := t.bytes.Add(int64(16 * (size - len(keys))))
	t.m.bytes.Store(held + t.base)
	t.m.notePeak(held + t.base)
	if t.maxBytes > 0 && held+t.base > t.maxBytes {
		return tooBig(held+t.base, t.maxBytes)
	}
	return nil
}

// purge drops the states of count 0 from every shard, on workers goroutines.
func (t *midTable) purge(workers int) {
	inTurn(workers, midShards, func(i int) {
		s := &t.shards[i]
		live := 0
		for j, x := range s.keys {
			if x != emptyWord && s.vals[j] != 0 {
				live++
			}
		}
		if live == s.used {
			return
		}
		size := 16
		for 3*size < 4*live+4 {
			size *= 2
		}
		_ = t.resize(s, size) // smaller: no limit to pass
	})
}

// step adds step e (an edge, or an end of the tour) to the states (n positions). Then
// the positions of nibble mask f are final, and with need set every state whose degrees
// there are not in need is dropped.
func (t *midTable) step(ctx context.Context, e edge, n int, f uint64, need *u64map, obs []*midOutbox) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var taken atomic.Int64
	var wg sync.WaitGroup
	errs := make([]error, len(obs))
	for wk, ob := range obs {
		wg.Add(1)
		go func(wk int, ob *midOutbox) {
			defer wg.Done()
			if errs[wk] = ob.step(ctx, &taken, e, n, f, need); errs[wk] != nil {
				cancel() // the others stop at their next shard
			}
		}(wk, ob)
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil && !errors.Is(err, context.Canceled) {
			return err
		}
	}
	return firstErr(errs)
}

// midOutbox is a worker's buffers of states for each shard.
type midOutbox struct {
	t   *midTable
	n   [midShards]uint8
	buf [midShards][2 * midBuf]uint64
}

const midBuf = 32

// step is one worker's share of midTable.step: it reads the shards it takes.
func (ob *midOutbox) step(ctx context.Context, taken *atomic.Int64, e edge, n int, f uint64, need *u64map) error {
	t := ob.t
	for {
		si := int(taken.Add(1) - 1)
		if si >= midShards {
			break
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		t.m.midShards.Store(int64(si))
		s := &t.shards[si]
		s.mu.Lock()
		s.busy = true
		s.mu.Unlock()
		for i, x := range s.keys {
			v := s.vals[i]
			if x == emptyWord || v == 0 {
				continue
			}
			if need != nil && !need.has(degNib(x)&f) {
				s.vals[i] = 0 // x without the edge is dropped, x with it may stay
			}
			if y, ok := joinStep(x, e, n); ok && (need == nil || need.has(degNib(y)&f)) {
				if err := ob.put(y, v); err != nil {
					return err
				}
			}
		}
		s.mu.Lock()
		s.busy = false
		pend := s.pending
		s.pending = nil
		var err error
		for j := 0; j < len(pend) && err == nil; j += 2 {
			err = t.add(s, pend[j], key{lo: pend[j]}.hash(), pend[j+1])
		}
		s.mu.Unlock()
		if err != nil {
			return err
		}
	}
	return ob.flushAll()
}

// put buffers count v for codes x.
func (ob *midOutbox) put(x, v uint64) error {
	d := int(key{lo: x}.hash() >> (64 - midShardBits))
	i := int(ob.n[d])
	ob.buf[d][2*i], ob.buf[d][2*i+1] = x, v
	ob.n[d]++
	if ob.n[d] == midBuf {
		return ob.flush(d)
	}
	return nil
}

// flush adds the buffered states of shard d, or queues them while d is read.
func (ob *midOutbox) flush(d int) error {
	s := &ob.t.shards[d]
	k := 2 * int(ob.n[d])
	ob.n[d] = 0
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.busy {
		s.pending = append(s.pending, ob.buf[d][:k]...)
		return nil
	}
	for j := 0; j < k; j += 2 {
		x := ob.buf[d][j]
		if err := ob.t.add(s, x, key{lo: x}.hash(), ob.buf[d][j+1]); err != nil {
			return err
		}
	}
	return nil
}

func (ob *midOutbox) flushAll() error {
	for d := range ob.n {
		if ob.n[d] > 0 {
			if err := ob.flush(d); err != nil {
				return err
			}
		}
	}
	return nil
}

// joinEdge adds the edge between positions a and b to codes x (n positions); false if
// either square is full, or the edge would close a cycle or join the two ends of the
// tour (the bottom's squares would be left out of the path).
func joinEdge(x uint64, a, b, n int) (uint64, bool) {
	ca, cb := nib(x, a), nib(x, b)
	if ca == codeFull || cb == codeFull {
		return 0, false
	}
	if cb == codeToEnd {
		a, b, ca, cb = b, a, cb, ca // a's path leads to an end, if either does
	}
	switch {
	case ca == codeUntouched && cb == codeUntouched:
		x = setNib(setNib(x, a, 15), b, 15) // a new label, renumbered below
	case ca == codeUntouched:
		x = setNib(setNib(x, a, cb), b, codeFull)
	case cb == codeUntouched:
		x = setNib(setNib(x, b, ca), a, codeFull)
	case ca == cb:
		return 0, false // a cycle, or the tour's two ends joined
	default:
		x = setNib(setNib(x, a, codeFull), b, codeFull)
		for j := 0; j < n; j++ { // b's path now ends where a's did
			if nib(x, j) == cb {
				x = setNib(x, j, ca)
			}
		}
	}
	return relabel(x, n), true
}

// joinEnd makes position a of codes x (n positions) an end of the tour: an untouched
// square leads to the end, a square of degree 1 becomes full and the other end of its
// path leads to the end. False if a is full, if a's path leads to an end already (both
// ends of the tour joined), or if a third end would be made.
func joinEnd(x uint64, a, n int) (uint64, bool) {
	ends := 0
	for j := 0; j < n; j++ {
		if nib(x, j) == codeToEnd {
			ends++
		}
	}
	switch ca := nib(x, a); {
	case ca == codeUntouched && ends < 2:
		return setNib(x, a, codeToEnd), true
	case ca >= codeLabel && ends < 2:
		x = setNib(x, a, codeFull)
		for j := 0; j < n; j++ {
			if nib(x, j) == ca {
				x = setNib(x, j, codeToEnd)
			}
		}
		return relabel(x, n), true
	}
	return 0, false
}

// joinStep adds step e to codes x (n positions): an edge, or an end of the tour.
func joinStep(x uint64, e edge, n int) (uint64, bool) {
	if e.b == endStep {
		return joinEnd(x, e.a, n)
	}
	return joinEdge(x, e.a, e.b, n)
}

// setNib sets the code of position j of x to c.
func setNib(x uint64, j int, c uint64) uint64 {
	return x&^(15<<(4*uint(j))) | c<<(4*uint(j))
}
