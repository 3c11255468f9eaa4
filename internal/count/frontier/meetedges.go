package frontier

import (
	"context"
	"fmt"
	"sync"
)

// edgeChunk is a run of a middle table's slots, from..to-1, that one goroutine walks
// in a round of addEdges.
type edgeChunk struct {
	shard, from, to int
}

// chunkSlots is how many slots of a table a chunk takes: some 10^4 states, whose
// middles fill a buffer of some hundreds of kilobytes.
const chunkSlots = 1 << 15

// addEdges returns the middle states of cur, which it lets go of: each with each choice
// of the edges from..to-1 of walk that may be taken and leaves squares that some bottom
// state completes, merged. It goes in rounds on up to workers goroutines: each walks a
// chunk of cur's slots and leaves the middles it makes in a buffer for each goroutine;
// once the buffers hold a batch of adds (next.batchOf), and after the last round, each
// gathers those of all buffers meant for it and adds them, in one order, to its own
// tables of the new states (table i is goroutine i%workers'), so that no two goroutines
// write one table and a state is added once, as on one goroutine. Before each round it
// asks ctx and tells read of the states of cur read so far (a round reads some
// workers·10^4); after it, it lets go of each of cur's tables read and calls held with
// the bytes of the new states and the buffers. The sum does not depend on the
// goroutines: a state's count is the same sum of counts.
func addEdges(ctx context.Context, walk *edgeWalk, from, to int, cur *midAdds, workers int, held func(bytes int64) error, read func(states int)) (*midAdds, error) {
	next := newMidAdds(cur.states(), 0)
	workers = tableWorkers(next, workers)
	chunks := cur.chunks()
	bufs := make([][][]uint64, workers) // bufs[g][o]: the middles goroutine g made for goroutine o
	for g := range bufs {
		bufs[g] = make([][]uint64, workers)
	}
	sorted, all := make([][]uint64, workers), make([][]uint64, workers) // all[o]: goroutine o's adds
	reads := make([]int, workers)
	told, done := 0, 0 // the states read, and the tables of cur read to the end
	for r := 0; r < len(chunks); r += workers {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		read(told)
		round := chunks[r:min(r+workers, len(chunks))]
		last := r+len(round) == len(chunks)
		together(len(round), func(g int) { reads[g] = walkChunk(walk, from, to, cur, round[g], next, bufs[g]) })
		waiting := 0 // the adds in bufs
		for g := range bufs {
			for _, buf := range bufs[g] {
				waiting += len(buf) / 2
			}
		}
		for g := range round {
			told += reads[g]
		}
		if last || waiting >= next.batchOf() {
			low := next.orderBits()
			together(workers, func(o int) { // all the adds of a table in one order
				for g := range bufs { // all[o] is empty: addSorted empties what it returns
					all[o] = append(all[o], bufs[g][o]...)
					bufs[g][o] = bufs[g][o][:0]
				}
				all[o], sorted[o] = next.addSorted(all[o], sorted[o], low)
			})
		}
		for ; done < len(cur.shards) && (last || chunks[r+len(round)].shard > done); done++ {
			cur.shards[done] = nil
		}
		if err := held(next.bytes() + bufBytes(bufs, sorted, all)); err != nil {
			return nil, err
		}
	}
	cur.adds, cur.sorted = nil, nil
	if next.carried() {
		return nil, fmt.Errorf("%w (the middle's)", ErrMeetOverflow)
	}
	return next, held(next.bytes())
}

// walkChunk walks the edges from..to-1 of walk from each middle state of the chunk c
// of cur, and appends each middle it makes, its key mixed, and its count to the
// buffer of the goroutine whose table of next holds it (bufs[o]: the tables i with
// i%len(bufs) == o). It returns the states it read.
func walkChunk(walk *edgeWalk, from, to int, cur *midAdds, c edgeChunk, next *midAdds, bufs [][]uint64) int {
	var count uint64
	shards, owners := uint64(len(next.shards)-1), uint64(len(bufs))
	leaf := func(m middle) {
		k := mix(walk.key(m, to))
		o := (k * hashFactor & shards) % owners
		bufs[o] = append(bufs[o], k, count)
	}
	states := 0
	cur.shards[c.shard].eachIn(c.from, c.to, func(k uint64, w []uint64) {
		m := unpack(unmix(k))
		count = w[0]
		walk.walk(m, walk.needOf(m), from, to, leaf)
		states++
	})
	return states
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

// bufBytes returns the memory of addEdges' buffers.
func bufBytes(bufs [][][]uint64, sorted, all [][]uint64) int64 {
	var b int64
	for g := range bufs {
		for _, buf := range bufs[g] {
			b += int64(cap(buf)) * 8
		}
		b += int64(cap(sorted[g])+cap(all[g])) * 8
	}
	return b
}
