package count

import (
	"context"
	"math/big"
	"sync"
	"sync/atomic"

	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// scanPart runs round r of this part of a scan (rd).
func (x *exchange) scanPart(ctx context.Context, e engine, p *problem, r int, rd round) (jobdir.Done, error) {
	e.m.begin(p.l, p.w, p.l, p.fixed)
	e.m.inRound()
	e.m.startAt(rd.from)
	var cur *layer
	var recv int64
	switch {
	case r == 1 && x.part == 0:
		cur = p.start()
	case rd.alone && x.part != 0: // part 1's round (the first is one): the others hold nothing
		cur = &layer{}
		cur.reset(1)
	default:
		var err error
		if cur, recv, err = x.readLayer(ctx, r-1, p, e); err != nil {
			return jobdir.Done{}, err
		}
	}
	note := jobdir.Done{Recv: recv, Counts: map[string]*big.Int{}}
	note.Held, _ = cur.size()
	var err error
	to := rd.to
	if rd.send { // the round's last step writes to the parts' files
		to = p.lastStep(rd.from, rd.to)
	}
	if rd.from < to {
		if cur, err = p.advance(ctx, e, cur, rd.from, to); err != nil {
			return note, err
		}
	}
	switch {
	case rd.result:
		states, _ := cur.size()
		if states == 0 {
			note.Counts[resultLine] = new(big.Int)
			return note, nil
		}
		res, err := p.result(cur)
		note.Counts[resultLine] = res
		return note, err
	case rd.send:
		n, err := x.sendStep(ctx, r, to, rd.to-to, p, cur, e, rd.owners(p, x.parts))
		note.Sent = n
		return note, err
	}
	return note, nil
}

// readLayer reads this part's sections of what every part sent in round r into a
// layer, merging equal states, on the workers of obs that take the files in turn.
func (x *exchange) readLayer(ctx context.Context, r int, p *problem, e engine) (*layer, int64, error) {
	// A count of more limbs than the outbox takes widens it, and the layer's shards
	// widen as they take it.
	l := &layer{}
	l.reset(1)
	var (
		mu    sync.Mutex
		first error
		next  int
		wg    sync.WaitGroup
		recv  atomic.Int64
	)
	for _, ob := range e.obs {
		ob.reset(p.wide, 1, l, e.maxBytes, e.m)
		wg.Add(1)
		go func(ob *outbox) {
			defer wg.Done()
			for {
				mu.Lock()
				k := next
				next++
				stop := first != nil || ctx.Err() != nil
				mu.Unlock()
				if stop || k >= x.parts {
					break
				}
				var n int64
				err := jobdir.Read(x.d, x.layerName(r, k), x.header(r, k, p), []int{x.part}, func(lo, hi uint64, c []uint64) error {
					n++
					if len(c) > ob.stride {
						if err := ob.flushAll(); err != nil {
							return err
						}
						ob.reset(p.wide, len(c), l, e.maxBytes, e.m)
					}
					return ob.put(key{lo: lo, hi: hi}, c)
				})
				recv.Add(n)
				if err != nil {
					err = x.damaged(err, r, k)
					mu.Lock()
					first = firstOf(first, err)
					mu.Unlock()
					return
				}
			}
			if err := ob.flushAll(); err != nil {
				mu.Lock()
				first = firstOf(first, err)
				mu.Unlock()
			}
		}(ob)
	}
	wg.Wait()
	if first == nil {
		first = ctx.Err()
	}
	if first != nil {
		return nil, 0, first
	}
	l.compact(e.m, len(e.obs))
	return l, recv.Load(), nil
}

// firstOf returns first if it is an error, else err.
func firstOf(first, err error) error {
	if first != nil {
		return first
	}
	return err
}

// sendStep expands layer cur through squares v..v+cells-1, the last step of round r,
// and writes the successors into this part's file, in the section of the part that
// owns each (as own says), each as often as it is made: the part that owns it adds
// them up. It returns how many it wrote, and frees cur's tables.
func (x *exchange) sendStep(ctx context.Context, r, v, cells int, p *problem, cur *layer, e engine, own owners) (int64, error) {
	w, err := x.writer(r, p, cur.stride())
	if err != nil {
		return 0, err
	}
	e.m.stepBegins(v, cells)
	if err := p.step(ctx, e, v, cells, cur, &layer{}, &sending{route: own.of, sink: &fileSink{w: w}}); err != nil {
		w.Abort()
		return 0, err
	}
	sent := w.Records()
	if err := w.Commit(); err != nil {
		return 0, err
	}
	return sent, nil
}
