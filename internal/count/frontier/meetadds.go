package frontier

// midShards is the most tables the middle states are kept in, by the low bits of their
// hashes: each grows on its own, so that a table's growth holds the old and the new
// arrays of a shard only, not of all the states. A middle of few states (made from
// fewer than shardStates top states a table) takes fewer tables.
const midShards, shardStates = 64, 1 << 14

// midAdds is the middle states and their counts (one word), in midShards tables of
// one-word keys. Its counts are added in batches (addSorted), each in the order of the
// slots its adds go to (as the scan's steps do, see batch), so that they sweep the
// tables rather than miss the cache at each add.
type midAdds struct {
	shards []*table // a power of two of them
	keys   mixer    // mixes the keys of the tables
}

// newMidAdds returns an empty set of middle states, in tables for about n of them
// that start with room for room of them, their keys mixed by keys: a set made as
// another is let go of (see addEdges) grows as the other shrinks.
func newMidAdds(n, room int, keys mixer) *midAdds {
	shards := 1
	for shards < midShards && shards*shardStates < n {
		shards *= 2
	}
	a := &midAdds{shards: make([]*table, shards), keys: keys}
	for i := range a.shards {
		a.shards[i] = newTable(room/shards, 1)
	}
	return a
}

// batchOf returns how many adds should wait before they are made: none where the
// tables hold fewer than batchFrom slots in all (they stay in the cache), and else a
// 32nd of the tables' slots, so that the adds, in the order of their slots, fall about
// 32 slots apart, and batchSize at least. On 8x8 open's middle (10 GB of tables) the
// adds in batches of batchSize (the first step's) or of a round's (addEdges') fell kilobytes
// apart, a cache miss each, and took half of its time (profiled). The adds waiting
// and their order hold a sixteenth of what the tables hold, beside them (addEdges', a
// table's gathered from each goroutine's buffers, three 32nds). Measured
// (frontier's tables, 2^28 random adds of 2^27 keys, 4.3 GB): 53.8 s of CPU against
// 77.0 s in batches of batchSize, 6.07 GB resident against 5.96 GB; with a 16th of
// the slots 52.6 s and 6.80 GB, and (each goroutine's buffer of addEdges sorted on its
// own) 7x8 open from every start 165.6 s against 173.8 s (least of 2, alternating,
// quiet), 2.04 GB against 1.94 GB.
func (a *midAdds) batchOf() int {
	slots := 0
	for _, t := range a.shards {
		slots += t.size
	}
	if slots < batchFrom { // in the cache: each round's adds at once
		return 0
	}
	return max(slots/32, batchSize)
}

// orderBits returns the bits that addSorted orders on past the first bucketBits (see
// ordered): those of the largest table's slots.
func (a *midAdds) orderBits() int {
	most := a.shards[0]
	for _, t := range a.shards {
		if t.size > most.size {
			most = t
		}
	}
	return orderBits(most)
}

// addSorted adds the pairs of adds (a key, mixed, and its count, one word) in the
// order of the slots they go to, ordered on the top bucketBits+low bits of their
// hashes (orderedOn) with sorted, and returns the two arrays emptied to reuse. Two
// goroutines may add at once when no table has adds of both.
func (a *midAdds) addSorted(adds, sorted []uint64, low int) ([]uint64, []uint64) {
	if len(adds) == 0 {
		return adds, sorted
	}
	in, spare := orderedOn[narrow](adds, sorted, 2, low)
	mask := uint64(len(a.shards) - 1)
	for i := 0; i < len(in); i += 2 * touchAhead {
		next := min(i+2*touchAhead, len(in))
		for j := next; j < min(next+2*touchAhead, len(in)); j += 2 {
			h := in[j] * hashFactor
			a.shards[h&mask].touch(h)
		}
		for j := i; j < next; j += 2 {
			k := in[j]
			add(a.shards[k*hashFactor&mask], narrow{k}, in[j+1:j+2])
		}
	}
	return in[:0], spare[:0]
}

// touchAhead is how many adds addSorted touches (table.touch) before it makes them,
// the next few while it makes these: adds in the order of their slots fall a cache
// line or more apart in a large middle, and each waited on memory for its slot (8x8
// open's middle spent 80% of its time in add, profiled). BenchmarkMidAdds/keys134217728
// (4 GB of tables): 82.8 and 84.2 ns an add against 90.8 and 92.9 ns (alternating,
// quiet; the adds alone, without their sort and put, about 65 against 79 ns, and 8 to
// 64 ahead alike, 128 slower); 7x8 open from every start, 1.3 GB: 157.5 and 167.4 s of
// CPU against 163.5 and 167.7 s.
const touchAhead = 32

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

// bytes returns the memory of the tables.
func (a *midAdds) bytes() int64 {
	var b int64
	for _, t := range a.shards {
		if t != nil { // let go of
			b += t.bytes()
		}
	}
	return b
}

// mixer is a bijection of words by which a middle's tables keep their keys (mix):
// the bits of a packed middle mixed, so that packed middles (many alike but in a few
// squares' codes) spread over the slots, where the tables' hash alone gathers them in
// runs that a linear probe walks (the meet of 8x6 took 6.1 s of CPU with them, 4.8 s
// mixed). Its factor and inverse are odd words whose product is 1 modulo 2^64.
type mixer struct{ factor, inverse uint64 }

// The factors and inverses of the two mixers (mixer.next).
const (
	firstFactor, firstInverse   = 0xBF58476D1CE4E5B9, 0x96de1b173f119089
	secondFactor, secondInverse = 0x94D049BB133111EB, 0x319642b2d24d8ec3
)

// firstKeys returns the mixer of the tables that the middle's first step makes.
func firstKeys() mixer { return mixer{firstFactor, firstInverse} }

// next returns the mixer of the tables a step makes from tables whose keys x mixed:
// the other one. A step reads its table in the order of its slots, and many of the
// middles it makes are the very ones it reads (no edge of its block taken). Mixed
// alike in both tables, those read first went to the first slots of the new table,
// small as it starts, and crowded there in runs that each add walked to its end. In
// the meet of 8x6 open from every start (8 wide, as 8x8's), the first part's middle
// walked 29.6 billion slots for its 196 million adds, 151 an add; with the mixers
// taking turns, 0.40 billion, 2.1 an add, and the part took 48.2 s of CPU (25.8 s
// of wall time) against 74.8 s (51.2 s).
func (x mixer) next() mixer {
	if x.factor == firstFactor {
		return mixer{secondFactor, secondInverse}
	}
	return firstKeys()
}

// mix returns the key k as the tables keep it: its bits mixed. It maps empty, which
// pack never gives, to itself (mixing the complement, whose 0 stays 0), so no middle is
// kept as empty; unmix is its inverse.
func (x mixer) mix(k uint64) uint64 {
	k = ^k
	k ^= k >> 32
	k *= x.factor
	return ^(k ^ k>>32)
}

// unmix returns the key that mix made k of.
func (x mixer) unmix(k uint64) uint64 {
	k = ^k
	k ^= k >> 32
	k *= x.inverse
	return ^(k ^ k>>32)
}
