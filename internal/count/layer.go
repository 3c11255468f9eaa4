package count

import (
	"sync"
	"sync/atomic"
)

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
		s.tab, s.lo, s.hi, s.cnt, s.used, s.stride = nil, nil, nil, nil, 0, stride
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

// shardOf picks a key's shard from the top bits of its hash (the slot uses the low bits).
func shardOf(h uint64) int { return int(h >> (64 - shardBits)) }

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

// each calls f with every state of l and its count, shard by shard.
func (l *layer) each(f func(k key, c []uint64)) {
	for si := range l.shards {
		s := &l.shards[si]
		for i, lo := range s.lo {
			if lo == emptyWord {
				continue
			}
			k := key{lo: lo}
			if s.hi != nil {
				k.hi = s.hi[i]
			}
			f(k, s.cnt[i*s.stride:(i+1)*s.stride])
		}
	}
}
