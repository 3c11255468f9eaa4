package count

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"sync/atomic"

	"github.com/knightstour/knightstour/internal/count/limbs"
)

// engine is what a scan works with: a buffer for each worker, the meter they report
// to, and the bytes the tables may hold (0: no limit).
type engine struct {
	obs      []*outbox
	m        *meter
	maxBytes int64
}

// run counts the problem's cycles or paths: the number of edge sets of the board's
// knight graph that form one Hamiltonian cycle, or one Hamiltonian path whose ends
// have the roles asked for, by scanning the whole board.
func (p *problem) run(ctx context.Context, e engine) (*big.Int, error) {
	m := e.m
	m.begin(p.l, p.w, p.l, p.fixed)
	cur, err := p.advance(ctx, e, p.start(), 0, p.n)
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
	s := &l.shards[shardOf(h0)]
	s.add(k0, h0, []uint64{1}, p.wide)
	s.compact()
	return l
}

// advance expands layer cur, the states after squares 0..from-1, through squares
// from..to-1 and returns the layer after them (cur's tables are freed on the way).
func (p *problem) advance(ctx context.Context, e engine, cur *layer, from, to int) (*layer, error) {
	m, spare := e.m, &layer{}
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
		if e.maxBytes > 0 && k < p.w-v%p.w {
			if guess := 2 * float64(bytes) * float64(states) / float64(max(prev, 1)); guess > float64(e.maxBytes/5*3) {
				k = min(p.w-v%p.w, to-v)
			}
		}
		m.stepBegins(v, k)
		p.entered()
		if err := p.step(ctx, e, v, k, cur, spare, nil); err != nil {
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
			total.Add(total, limbs.Int(s.cnt[i*s.stride:(i+1)*s.stride]))
		}
	}
	return total, nil
}

// step processes squares v..v+cells-1: every state of cur is expanded through them and
// the successors are summed into next, or sent as out says. The workers
// take source shards in turn and free each when done, so the two layers overlap only
// by the shards in flight.
func (p *problem) step(ctx context.Context, e engine, v, cells int, cur, next *layer, out *sending) error {
	m, obs := e.m, e.obs
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
		obs[0].reset(p.wide, stride, next, e.maxBytes, m)
		obs[0].sendTo(out)
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
		obs[w].reset(p.wide, stride, next, e.maxBytes, m)
		obs[w].sendTo(out)
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
