package frontier

import (
	"context"
	"fmt"
	"sync"
	"unsafe"
)

// edgeChunk is a run of a middle table's slots, from..to-1, that one goroutine walks
// in a round of addEdges.
type edgeChunk struct {
	shard, from, to int
}

// chunkSlots is how many slots of a table a chunk takes: some 10^4 states, whose
// middles fill a buffer of some hundreds of kilobytes.
const chunkSlots = 1 << 15

// edgeRounds is the rounds in which a step of the middle walks its states (addEdges
// from a table of them, firstEdges from the top states) on up to workers goroutines:
// in a round each walks a batch of states and leaves the middles it makes, their keys
// mixed, in a buffer for each goroutine (bufs[g][o]: those goroutine g made for
// goroutine o); once the buffers hold a batch of adds (next.batchOf), and after the
// last round, each gathers those of all buffers meant for it and adds them, in one
// order, to its own tables of next (table i is goroutine i%workers'), so that no two
// goroutines write one table and a state is added once, as on one goroutine. The sum
// does not depend on the goroutines: a state's count is the same sum of counts.
type edgeRounds struct {
	next        *midAdds
	bufs        [][][]uint64
	sorted, all [][]uint64 // all[o]: goroutine o's adds, gathered
}

// newEdgeRounds returns the rounds that add to next on up to workers goroutines. Each
// goroutine's buffers have room for more beside them than lineBytes of their headers,
// so that no two goroutines' headers, which each append writes, share cache lines (as
// lineBytes pads the tables): perf on 8x8 open's middle's first step put 10% of its
// samples on the load of a header's length in leaf.
func newEdgeRounds(next *midAdds, workers int) *edgeRounds {
	workers = tableWorkers(next, workers)
	r := &edgeRounds{next: next, bufs: make([][][]uint64, workers), sorted: make([][]uint64, workers), all: make([][]uint64, workers)}
	for g := range r.bufs {
		r.bufs[g] = make([][]uint64, workers, workers+lineBytes/int(unsafe.Sizeof(r.bufs[g]))+1)
	}
	return r
}

// workers returns how many goroutines a round takes at most.
func (r *edgeRounds) workers() int { return len(r.bufs) }

// round calls walk(g, bufs[g]) for g in 0..n-1 (n at most workers()) on n goroutines,
// and then makes the adds waiting if they are a batch, or last is set.
func (r *edgeRounds) round(n int, last bool, walk func(g int, bufs [][]uint64)) {
	together(n, func(g int) { walk(g, r.bufs[g]) })
	waiting := 0
	for g := range r.bufs {
		for _, buf := range r.bufs[g] {
			waiting += len(buf) / 2
		}
	}
	if !last && waiting < r.next.batchOf() {
		return
	}
	low := r.next.orderBits()
	together(len(r.bufs), func(o int) { // all the adds of a table in one order
		for g := range r.bufs { // all[o] is empty: addSorted empties what it returns
			r.all[o] = append(r.all[o], r.bufs[g][o]...)
			r.bufs[g][o] = r.bufs[g][o][:0]
		}
		r.all[o], r.sorted[o] = r.next.addSorted(r.all[o], r.sorted[o], low)
	})
}

// leaf returns a function that leaves the middle m, with the key walk gives it after
// edge to and count *count, in the buffer of bufs whose goroutine's table holds it.
func (r *edgeRounds) leaf(walk *edgeWalk, to int, count *uint64, bufs [][]uint64) func(m middle) {
	shards, owners := uint64(len(r.next.shards)-1), uint64(len(bufs))
	return func(m middle) {
		k := r.next.keys.mix(walk.key(m, to))
		o := (k * hashFactor & shards) % owners
		bufs[o] = append(bufs[o], k, *count)
	}
}

// bytes returns the memory of next and of the buffers.
func (r *edgeRounds) bytes() int64 {
	b := r.next.bytes()
	for g := range r.bufs {
		for _, buf := range r.bufs[g] {
			b += int64(cap(buf)) * 8
		}
		b += int64(cap(r.sorted[g])+cap(r.all[g])) * 8
	}
	return b
}

// addEdges returns the middle states of cur, which it lets go of: each with each choice
// of the edges from..to-1 of walk that may be taken and leaves squares that some bottom
// state completes, merged. It goes in edgeRounds, a chunk of cur's slots a goroutine.
// Before each round it asks ctx and tells read of the states of cur read so far (a
// round reads some workers·10^4); after it, it lets go of each of cur's tables read
// and calls held with the bytes of the new states and the buffers.
func addEdges(ctx context.Context, walk *edgeWalk, from, to int, cur *midAdds, workers int, held func(bytes int64) error, read func(states int)) (*midAdds, error) {
	next := newMidAdds(cur.states(), 0, cur.keys.next())
	r := newEdgeRounds(next, workers)
	chunks := cur.chunks()
	reads := make([]int, r.workers())
	told, done := 0, 0 // the states read, and the tables of cur read to the end
	for i := 0; i < len(chunks); i += r.workers() {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		read(told)
		round := chunks[i:min(i+r.workers(), len(chunks))]
		last := i+len(round) == len(chunks)
		r.round(len(round), last, func(g int, bufs [][]uint64) { reads[g] = walkChunk(walk, from, to, cur, round[g], r, bufs) })
		for g := range round {
			told += reads[g]
		}
		for ; done < len(cur.shards) && (last || chunks[i+len(round)].shard > done); done++ {
			cur.shards[done] = nil
		}
		if err := held(r.bytes()); err != nil {
			return nil, err
		}
	}
	if next.carried() {
		return nil, fmt.Errorf("%w (the middle's)", ErrMeetOverflow)
	}
	return next, held(next.bytes())
}

// walkChunk walks the edges from..to-1 of walk from each middle state of the chunk c
// of cur, and leaves the middles it makes in bufs (edgeRounds.leaf). It returns the
// states it read.
func walkChunk(walk *edgeWalk, from, to int, cur *midAdds, c edgeChunk, r *edgeRounds, bufs [][]uint64) int {
	var count uint64
	leaf := r.leaf(walk, to, &count, bufs)
	states := 0
	cur.shards[c.shard].eachIn(c.from, c.to, func(k uint64, w []uint64) {
		m := unpack(cur.keys.unmix(k))
		count = w[0]
		walk.walk(m, walk.needOf(m), from, to, leaf)
		states++
	})
	return states
}

// firstEdges adds to next the middles of the top states that walk walks from: each
// with each choice of the edges 0..to-1 that may be taken, merged, in edgeRounds of
// batches of topBatch top states a goroutine (a 16th of its share of the tops at
// most, 256 at least, so that a small middle's buffers stay small beside its tables),
// read as the rounds go. It tells read of the top states read every readEvery, and
// after each round asks ctx and calls held with the bytes of next, the buffers, the
// round's top states and the tops.
func firstEdges(ctx context.Context, tops topStates, walk *edgeWalk, to int, next *midAdds, workers int, held func(bytes int64) error, read func(states int)) error {
	r := newEdgeRounds(next, workers)
	per := min(topBatch, max(tops.states()/(16*r.workers()), 1<<8)) // a goroutine's top states in a round
	pending := make([]uint64, 0, 2*per*r.workers())                 // a round's top states, a key and a count each
	run := func(last bool) error {
		n := (len(pending)/2 + per - 1) / per
		r.round(n, last, func(g int, bufs [][]uint64) {
			walkTops(walk, to, pending[2*g*per:min(2*(g+1)*per, len(pending))], r, bufs)
		})
		pending = pending[:0]
		if err := ctx.Err(); err != nil {
			return err
		}
		return held(r.bytes() + int64(cap(pending))*8 + tops.bytes())
	}
	i := 0
	err := tops.each(func(x, w uint64) error {
		if i&(readEvery-1) == 0 {
			read(i)
		}
		i++
		if pending = append(pending, x, w); len(pending) < cap(pending) {
			return nil
		}
		return run(false)
	})
	if err != nil {
		return err
	}
	return run(true)
}

// topBatch is how many top states a goroutine walks in a round of firstEdges: as many
// as the states of a chunk of a table (chunkSlots), some 10^4.
const topBatch = 1 << 14

// walkTops walks the edges 0..to-1 of walk from each top state of tops (a packed
// middle and its count each) that it walks from, and leaves the middles it makes in
// bufs (edgeRounds.leaf).
func walkTops(walk *edgeWalk, to int, tops []uint64, r *edgeRounds, bufs [][]uint64) {
	var count uint64
	leaf := r.leaf(walk, to, &count, bufs)
	for i := 0; i < len(tops); i += 2 {
		if m := unpack(tops[i]); walk.walks(m) {
			count = tops[i+1]
			walk.walk(m, walk.needOf(m), 0, to, leaf)
		}
	}
}

// together calls f(0..n-1) on n goroutines (on this one for n = 1), and returns once
// all have.
func together(n int, f func(i int)) {
	if n == 1 {
		f(0)
		return
	}
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			f(i)
		}(i)
	}
	wg.Wait()
}
