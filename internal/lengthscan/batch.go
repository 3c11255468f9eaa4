package lengthscan

// batchSize is the adds a step gathers before it makes them, in the order of the slots
// they go to, so that neighbouring adds share the table's cache lines.
const batchSize = 1 << 17

// batchFrom is the size of a table (slots) from which adds go in batches: a smaller one
// stays in the cache.
const batchFrom = 1 << 16

// batch is the adds waiting, each a state and its count side by side (1+limbs words,
// so that making an add reads nothing else), and room to order them.
type batch struct {
	adds, sorted []uint64
}

// newBatch returns an empty batch.
func newBatch() *batch { return &batch{} }

// put adds the count of the state being extended (at s.at in s.cur's data) to key's
// in s.next, soon.
func (s *step) put(key uint64) {
	w := s.cur.data[s.at : s.at+s.cur.limbs]
	if s.next.size < batchFrom {
		s.next.add(key, w)
		return
	}
	s.batch.adds = append(append(s.batch.adds, key), w...)
	if len(s.batch.adds) >= batchSize*(1+len(w)) {
		s.flush()
	}
}

// flush makes the adds waiting, in the order of their slots' top bucketBits bits.
func (s *step) flush() {
	adds := s.batch.adds
	if len(adds) == 0 {
		return
	}
	stride := 1 + s.cur.limbs
	var start [buckets + 1]int
	for i := 0; i < len(adds); i += stride {
		start[bucket(adds[i])+1] += stride
	}
	for i := 1; i <= buckets; i++ {
		start[i] += start[i-1]
	}
	if cap(s.batch.sorted) < len(adds) {
		s.batch.sorted = make([]uint64, len(adds), cap(adds))
	}
	sorted := s.batch.sorted[:len(adds)]
	for i := 0; i < len(adds); i += stride {
		b := bucket(adds[i])
		copy(sorted[start[b]:start[b]+stride], adds[i:i+stride])
		start[b] += stride
	}
	for i := 0; i < len(sorted); i += stride {
		s.next.add(sorted[i], sorted[i+1:i+stride])
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
