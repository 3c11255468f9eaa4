package lengthscan

import "math/bits"

// empty marks a free slot of a table: no state has it, since a state uses at most 60
// of its 64 bits.
const empty = ^uint64(0)

// table is a set of states, each with its count of limbs 64-bit words (least
// significant first), in open addressing with linear probing.
type table struct {
	keys  []uint64
	vals  []uint64 // limbs words a slot
	limbs int
	shift uint // 64 - log2(len(keys)): a hash's top bits pick the slot
	n     int  // states held
	carry bool // an add carried out of the top word: the counts need a word more
}

// newTable returns an empty table for about n states of limbs words.
func newTable(n, limbs int) *table {
	size := 1024
	for size < 2*n {
		size *= 2
	}
	t := &table{keys: make([]uint64, size), vals: make([]uint64, size*limbs), limbs: limbs, shift: shiftFor(size)}
	for i := range t.keys {
		t.keys[i] = empty
	}
	return t
}

// slot returns the index of key's slot: its own, or the free one where it goes.
func (t *table) slot(key uint64) int {
	mask := len(t.keys) - 1
	i := int((key * 0x9E3779B97F4A7C15) >> t.shift)
	for t.keys[i] != key && t.keys[i] != empty {
		i = (i + 1) & mask
	}
	return i
}

// add adds the count w (t.limbs words) to key's.
func (t *table) add(key uint64, w []uint64) {
	i := t.slot(key)
	if t.keys[i] == empty {
		t.keys[i] = key
		copy(t.vals[i*t.limbs:], w)
		if t.n++; 2*t.n > len(t.keys) {
			t.grow()
		}
		return
	}
	if t.limbs == 1 {
		var c uint64
		t.vals[i], c = bits.Add64(t.vals[i], w[0], 0)
		t.carry = t.carry || c != 0
		return
	}
	t.carry = addTo(t.vals[i*t.limbs:(i+1)*t.limbs], w) || t.carry
}

// addTo adds w to v, of the same number of words, and says whether it carried out.
func addTo(v, w []uint64) bool {
	var c uint64
	for j := range v {
		v[j], c = bits.Add64(v[j], w[j], c)
	}
	return c != 0
}

// grow doubles the table.
func (t *table) grow() {
	old := *t
	*t = table{keys: make([]uint64, 2*len(old.keys)), vals: make([]uint64, 2*len(old.vals)), limbs: old.limbs, shift: old.shift - 1, n: old.n, carry: old.carry}
	for i := range t.keys {
		t.keys[i] = empty
	}
	for i, k := range old.keys {
		if k != empty {
			j := t.slot(k)
			t.keys[j] = k
			copy(t.vals[j*t.limbs:], old.vals[i*old.limbs:(i+1)*old.limbs])
		}
	}
}

// widen returns the table with a word more a count.
func (t *table) widen() *table {
	w := &table{keys: t.keys, vals: make([]uint64, len(t.keys)*(t.limbs+1)), limbs: t.limbs + 1, shift: t.shift, n: t.n}
	for i, k := range t.keys {
		if k != empty {
			copy(w.vals[i*w.limbs:], t.vals[i*t.limbs:(i+1)*t.limbs])
		}
	}
	return w
}

// shiftFor is the shift of a table of size slots, a power of two.
func shiftFor(size int) uint { return uint(64 - bits.TrailingZeros(uint(size))) }

// bytes is the memory the table holds.
func (t *table) bytes() int64 { return int64(len(t.keys)+len(t.vals)) * 8 }
