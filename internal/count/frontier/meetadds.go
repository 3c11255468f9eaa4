package frontier

// midShards is the most tables the middle states are kept in, by the low bits of their
// hashes: each grows on its own, so that a table's growth holds the old and the new
// arrays of a shard only, not of all the states. A middle of few states (made from
// fewer than shardStates top states a table) takes fewer tables.
const midShards, shardStates = 64, 1 << 14

// midAdds is the middle states and their counts (one word), in midShards tables of
// one-word keys. It adds counts in batches, each in the order of the slots its adds go
// to (as the scan's steps do, see batch), so that they sweep the tables rather than
// miss the cache at each add.
type midAdds struct {
	shards       []*table  // a power of two of them
	adds, sorted []uint64  // the adds waiting: a key and its count (one word) each
	one          [1]uint64 // a count added at once
}

// newMidAdds returns an empty set of middle states, in tables for about n of them
// that start with room for room of them: a set made as another is let go of (see
// addEdges) grows as the other shrinks.
func newMidAdds(n, room int) *midAdds {
	shards := 1
	for shards < midShards && shards*shardStates < n {
		shards *= 2
	}
	a := &midAdds{shards: make([]*table, shards)}
	for i := range a.shards {
		a.shards[i] = newTable(room/shards, 1)
	}
	return a
}

// put adds the count w (one word) to key's, soon.
func (a *midAdds) put(key, w uint64) {
	key = mix(key)
	if len(a.shards)*a.shards[0].size < batchFrom { // in the cache: no batch
		a.one[0] = w
		add(a.shards[key*hashFactor&uint64(len(a.shards)-1)], narrow{key}, a.one[:])
		return
	}
	a.adds = append(a.adds, key, w)
	if len(a.adds) >= 2*batchSize {
		a.flush()
	}
}

// flush makes the adds waiting.
func (a *midAdds) flush() {
	a.sorted = a.addSorted(a.adds, a.sorted)
	a.adds = a.adds[:0]
}

// addSorted adds the pairs of adds (a key, mixed, and its count, one word) in the
// order of the slots they go to, ordered in sorted (grown as it needs: it returns
// it), and returns sorted. Two goroutines may add at once when no table has adds of
// both.
func (a *midAdds) addSorted(adds, sorted []uint64) []uint64 {
	if len(adds) == 0 {
		return sorted
	}
	if cap(sorted) < len(adds) {
		sorted = make([]uint64, len(adds), cap(adds))
	}
	sorted = sorted[:len(adds)]
	radix[narrow](sorted, adds, 2, 64-bucketBits, bucketBits)
	for i := 0; i < len(sorted); i += 2 {
		k := sorted[i]
		add(a.shards[k*hashFactor&uint64(len(a.shards)-1)], narrow{k}, sorted[i+1:i+2])
	}
	return sorted
}

// chunks returns the runs of slots of the tables, in order, chunkSlots a run at most.
func (a *midAdds) chunks() []edgeChunk {
	var cs []edgeChunk
	for i, t := range a.shards {
		for from := 0; from < t.size; from += chunkSlots {
			cs = append(cs, edgeChunk{i, from, min(from+chunkSlots, t.size)})
		}
	}
	return cs
}

// states returns how many middle states the tables hold (the adds waiting not
// counted).
func (a *midAdds) states() int {
	n := 0
	for _, t := range a.shards {
		n += t.n
	}
	return n
}

// carried reports whether a count passed 64 bits.
func (a *midAdds) carried() bool {
	for _, t := range a.shards {
		if t.carry {
			return true
		}
	}
	return false
}

// bytes returns the memory of the tables and the batch.
func (a *midAdds) bytes() int64 {
	b := int64(cap(a.adds)+cap(a.sorted)) * 8
	for _, t := range a.shards {
		if t != nil { // let go of
			b += t.bytes()
		}
	}
	return b
}

// mix returns the key x as the tables keep it: its bits mixed, so that packed middles
// (many alike but in a few squares' codes) spread over the slots, where the tables'
// hash alone gathers them in runs that a linear probe walks (the meet of 8x6 took 6.1
// s of CPU with them, 4.8 s mixed). It maps empty, which pack never gives, to itself
// (mixing the complement, whose 0 stays 0), so no middle is kept as empty; unmix is its
// inverse.
func mix(x uint64) uint64 {
	x = ^x
	x ^= x >> 32
	x *= mixFactor
	return ^(x ^ x>>32)
}

// unmix returns the key that mix made x of.
func unmix(x uint64) uint64 {
	x = ^x
	x ^= x >> 32
	x *= mixInverse
	return ^(x ^ x>>32)
}

// mixFactor and mixInverse are odd words whose product is 1 modulo 2^64.
const mixFactor, mixInverse = 0xBF58476D1CE4E5B9, 0x96de1b173f119089
