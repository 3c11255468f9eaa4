package lengthscan

// batchSize is the adds a step gathers before it makes them, in the order of the slots
// they go to, so that neighbouring adds share the table's cache lines.
const batchSize = 1 << 17

// batchFrom is the size of a table (slots) from which adds go in batches: a smaller one
// stays in the cache.
const batchFrom = 1 << 16

// pending is an add waiting in a batch: the state and where its count is in the table
// before the square.
type pending struct {
	key uint64
	at  int // the index of the count's first word in cur.data
}

// batch is the adds waiting, and room to order them.
type batch struct {
	adds, sorted []pending
}

// newBatch returns an empty batch.
func newBatch() *batch {
	return &batch{adds: make([]pending, 0, batchSize), sorted: make([]pending, batchSize)}
}

// put adds the count of the state being extended (at s.at in s.cur's data) to key's
// in s.next, soon.
func (s *step) put(key uint64) {
	if s.next.size < batchFrom {
		s.next.add(key, s.cur.data[s.at:s.at+s.cur.limbs])
		return
	}
	s.batch.adds = append(s.batch.adds, pending{key, s.at})
	if len(s.batch.adds) == batchSize {
		s.flush()
	}
}

// flush makes the adds waiting, in the order of their slots' top bucketBits bits.
func (s *step) flush() {
	adds := s.batch.adds
	if len(adds) == 0 {
		return
	}
	var start [buckets + 1]int
	for _, a := range adds {
		start[bucket(a.key)+1]++
	}
	for i := 1; i <= buckets; i++ {
		start[i] += start[i-1]
	}
	sorted := s.batch.sorted[:len(adds)]
	for _, a := range adds {
		b := bucket(a.key)
		sorted[start[b]] = a
		start[b]++
	}
	l := s.cur.limbs
	for _, a := range sorted {
		s.next.add(a.key, s.cur.data[a.at:a.at+l])
	}
	s.batch.adds = adds[:0]
}

// bucket is the top bucketBits bits of key's hash: which part of a table its slot is in.
func bucket(key uint64) int { return int((key * hashFactor) >> (64 - bucketBits)) }

// bucketBits is how many of a hash's top bits order a batch: buckets of them.
const (
	bucketBits = 10
	buckets    = 1 << bucketBits
)
