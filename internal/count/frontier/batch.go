package frontier

import "github.com/knightstour/knightstour/internal/hugepages"

// batchSize is the adds a step gathers before it makes them, in the order of the slots
// they go to, so that neighbouring adds share the table's cache lines.
const batchSize = 1 << 17

// batchFrom is the size of a table (slots) from which adds go in batches: a smaller one
// stays in the cache.
const batchFrom = 1 << 16

// batch is the adds waiting, each a state and its count side by side (1+limbs words,
// so that making an add reads nothing else), and room to order them. With rec, the
// adds are not made but recorded: each a state and the first word of its count, which
// is the index of the state it came from where the scan learns its linear map.
type batch struct {
	adds, sorted []uint64
	rec          *[]uint64
}

// newBatch returns an empty batch.
func newBatch() *batch { return &batch{} }

// put adds the count w (of the state being extended) to key's in s.next, soon.
func (s *stepOf[K]) put(key K, w []uint64) {
	if s.batch.rec != nil { // a one-word key: the map is learnt on narrow boards only
		*s.batch.rec = append(*s.batch.rec, key[0], w[0])
		return
	}
	if s.next.size < batchFrom {
		add(s.next, key, w)
		return
	}
	adds := append(s.batch.adds, key[0])
	if len(key) == 2 {
		adds = append(adds, key[len(key)-1])
	}
	s.batch.adds = append(adds, w...)
	if len(s.batch.adds) >= batchSize*(len(key)+len(w)) {
		s.flush()
	}
}

// flush makes the adds waiting, in the order of their slots in s.next (addOrdered),
// so that the adds sweep the table from one end to the other.
func (s *stepOf[K]) flush() {
	if len(s.batch.adds) == 0 {
		return
	}
	var k K
	s.batch.adds, s.batch.sorted = addOrdered[K](s.next, s.batch.adds, s.batch.sorted, len(k)+s.cur.limbs)
}

// addOrdered makes the adds (records of stride words, a key of K and its count) to t
// in the order of their slots (ordered), and returns adds and sorted emptied for the
// next batch. It costs O(len(adds)) time beside the adds.
func addOrdered[K key](t *table, adds, sorted []uint64, stride int) ([]uint64, []uint64) {
	var k K
	kw := len(k)
	in, spare := ordered[K](t, adds, sorted, stride)
	for i := 0; i < len(in); i += stride {
		add(t, keyAt[K](in, i), in[i+kw:i+stride])
	}
	return spare[:0], in
}

// ordered returns the records of recs (stride words, a key of K first) in the order of
// their slots in t (sorted on up to the top 2·bucketBits bits of their hashes, a radix
// pass each, into sorted and back; records of one key stay in their order), and the
// other of the two arrays, to reuse. Made in that order, finds and adds sweep t a few
// slots apart where in any order each missed the cache. It costs O(len(recs)) time.
func ordered[K key](t *table, recs, sorted []uint64, stride int) (in, spare []uint64) {
	return orderedOn[K](recs, sorted, stride, orderBits(t))
}

// orderBits is how many bits past the first bucketBits of a hash ordered sorts on for
// the table t: those that its slots' numbers have, bucketBits at most.
func orderBits(t *table) int { return min(64-int(t.shift)-bucketBits, bucketBits) }

// orderedOn is ordered on the top bucketBits+low bits of the hashes.
func orderedOn[K key](recs, sorted []uint64, stride, low int) (in, spare []uint64) {
	if cap(sorted) < len(recs) {
		sorted = hugepages.Make[uint64](len(recs), cap(recs))
	}
	sorted = sorted[:len(recs)]
	if low > 0 {
		radix[K](sorted, recs, stride, uint(64-bucketBits-low), low)
		recs, sorted = sorted, recs
	}
	radix[K](sorted, recs, stride, 64-bucketBits, bucketBits)
	return sorted, recs
}

// radix copies the records of src (stride words, the key first) to dst in the order of
// the n bits of their keys' hashes from bit shift up, keeping the order of equal ones.
func radix[K key](dst, src []uint64, stride int, shift uint, n int) {
	var start [buckets + 1]int
	mask := uint64(1)<<uint(n) - 1
	for i := 0; i < len(src); i += stride {
		start[hashOf(keyAt[K](src, i))>>shift&mask+1] += stride
	}
	for i := 1; i <= 1<<uint(n); i++ {
		start[i] += start[i-1]
	}
	for i := 0; i < len(src); i += stride {
		b := hashOf(keyAt[K](src, i)) >> shift & mask
		moveRecord(dst[start[b]:start[b]+stride], src[i:i+stride])
		start[b] += stride
	}
}

// bucketBits is how many of a hash's bits a radix pass orders a batch by: buckets of them.
const (
	bucketBits = 10
	buckets    = 1 << bucketBits
)
