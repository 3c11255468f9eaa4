package count

// u64map is an open-addressing hash table from uint64 keys (not emptyWord) to values.
type u64map struct {
	keys, vals []uint64
	used       int
}

// newU64map makes a map for n keys.
func newU64map(n int) *u64map {
	size := 16
	for 3*size < 4*n {
		size *= 2
	}
	m := &u64map{keys: make([]uint64, size), vals: make([]uint64, size)}
	for i := range m.keys {
		m.keys[i] = emptyWord
	}
	return m
}

func (m *u64map) bytes() int64 { return int64(16 * len(m.keys)) }

// put sets the value of k; the map must have room (at most the n keys it was made for).
func (m *u64map) put(k, v uint64) {
	mask := len(m.keys) - 1
	for i := int(key{lo: k}.hash()) & mask; ; i = (i + 1) & mask {
		switch m.keys[i] {
		case k:
			m.vals[i] = v
			return
		case emptyWord:
			m.keys[i], m.vals[i] = k, v
			m.used++
			return
		}
	}
}

// get returns the value of k.
func (m *u64map) get(k uint64) (uint64, bool) {
	mask := len(m.keys) - 1
	for i := int(key{lo: k}.hash()) & mask; ; i = (i + 1) & mask {
		switch m.keys[i] {
		case k:
			return m.vals[i], true
		case emptyWord:
			return 0, false
		}
	}
}

// has reports whether k is in the map.
func (m *u64map) has(k uint64) bool {
	_, ok := m.get(k)
	return ok
}

// addKey adds key k to m (with value 0) if it is not there, and returns m, or a
// grown copy when m would be more than three quarters full.
func addKey(m *u64map, k uint64) *u64map {
	if m.has(k) {
		return m
	}
	if 4*(m.used+1) > 3*len(m.keys) {
		m = m.grown()
	}
	m.put(k, 0)
	return m
}

// grown returns a map of twice the size with m's keys and values.
func (m *u64map) grown() *u64map {
	g := newU64map(len(m.keys))
	for i, k := range m.keys {
		if k != emptyWord {
			g.put(k, m.vals[i])
		}
	}
	return g
}
