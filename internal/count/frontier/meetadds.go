package frontier

// midShards is the tables the middle states are kept in, by the low bits of their
// hashes: each grows on its own, so that a table's growth holds the old and the new
// arrays of a shard only, not of all the states.
const midShards = 64

// midAdds is the middle states and their counts (one word), in midShards tables of
// one-word keys. It adds counts in batches, each in the order of the slots its adds go
// to (as the scan's steps do, see batch), so that they sweep the tables rather than
// miss the cache at each add.
type midAdds struct {
	shards       [midShards]*table
	adds, sorted []uint64 // the adds waiting: a key and its count (one word) each
}

// newMidAdds returns an empty set of middle states, for about n of them.
func newMidAdds(n int) *midAdds {
	a := &midAdds{}
	for i := range a.shards {
		a.shards[i] = newTable(n/midShards, 1)
	}
	return a
}

// put adds the count w (one word) to key's, soon.
func (a *midAdds) put(key, w uint64) {
	a.adds = append(a.adds, key, w)
	if len(a.adds) >= 2*batchSize {
		a.flush()
	}
}

// flush makes the adds waiting.
func (a *midAdds) flush() {
	adds := a.adds
	if len(adds) == 0 {
		return
	}
	if cap(a.sorted) < len(adds) {
		a.sorted = make([]uint64, len(adds), cap(adds))
	}
	sorted := a.sorted[:len(adds)]
	radix[narrow](sorted, adds, 2, 64-bucketBits, bucketBits)
	for i := 0; i < len(sorted); i += 2 {
		k := sorted[i]
		add(a.shards[k*hashFactor%midShards], narrow{k}, sorted[i+1:i+2])
	}
	a.adds, a.sorted = adds[:0], sorted
}

// each calls f with each middle state and its count.
func (a *midAdds) each(f func(key, w uint64)) {
	for _, t := range a.shards {
		t.each(func(k uint64, w []uint64) { f(k, w[0]) })
	}
}

// bytes returns the memory of the tables and the batch.
func (a *midAdds) bytes() int64 {
	b := int64(cap(a.adds)+cap(a.sorted)) * 8
	for _, t := range a.shards {
		b += t.bytes()
	}
	return b
}
