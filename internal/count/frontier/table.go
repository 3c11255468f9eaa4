package frontier

import (
	"math/bits"
	"slices"

	"github.com/knightstour/knightstour/internal/hugepages"
)

// hashFactor spreads a key over a table: its top bits pick the slot.
const hashFactor = 0x9E3779B97F4A7C15

// empty marks a free slot of a table, in its key's first word: no state has it, since
// a one-word key's top four bits are the ends vertex's code (at most wholeCycle) on a
// 7-wide board, and 0 on narrower ones, and the top four bits of a two-word key's
// words are 0.
const empty = ^uint64(0)

// table is a set of states, each with its count of limbs 64-bit words (least
// significant first), in open addressing with linear probing, at most three quarters
// full. A slot is its key and then its count, side by side: one cache line a probe.
// Its functions that read keys are instantiated with the key (add).
type table struct {
	data  []uint64 // slots of 1+hi+limbs words: the key, then the count
	hi    int      // the words of a key after its first: 0, or 1 for two-word keys
	limbs int
	size  int    // slots, a power of two
	shift uint   // 64 - log2(size): a hash's top bits pick the slot
	n     int    // states held
	carry bool   // an add carried out of the top word: the counts need a word more
	seen  uint64 // the words touch read, folded: kept, so that its loads are made
	_     [lineBytes - 80]byte
}

// lineBytes is what a table takes, padded (its fields 80 bytes): two cache lines, the
// pair that a processor fetches together, so that the tables of a middle, which two
// goroutines write at once (edgeRounds), do not share one. perf on 8x8 open's middle put
// 28% of addSorted's samples on its store to seen, in tables 80 bytes apart; the first
// part of 8x6 open's middle and join took 38.4 and 45.8 s of CPU padded against 39.4 and
// 50.4 s (alternating, a noisy machine): within the noise there.
const lineBytes = 128

// newTable returns an empty table of one-word keys for about n states of limbs words.
func newTable(n, limbs int) *table { return keyTable(0, n, limbs) }

// keyTable returns an empty table of 1+hi words a key for about n states of limbs words.
func keyTable(hi, n, limbs int) *table {
	t := &table{hi: hi, limbs: limbs}
	t.resize(n)
	return t
}

// stride is the words of a slot.
func (t *table) stride() int { return 1 + t.hi + t.limbs }

// resize empties the table and sizes it for about n states, in the array it has when
// that has room.
func (t *table) resize(n int) {
	size := 1024
	for 3*size < 4*n {
		size *= 2
	}
	if words := size * t.stride(); cap(t.data) >= words {
		t.data = t.data[:words]
	} else {
		t.data = hugepages.Make[uint64](words, words)
	}
	t.size, t.shift = size, uint(64-bits.TrailingZeros(uint(size)))
	t.clear()
}

// clear empties the table.
func (t *table) clear() {
	for i := 0; i < len(t.data); i += t.stride() {
		t.data[i] = empty
	}
	t.n, t.carry = 0, false
}

// touch reads the first word of the slot where the hash h (of hashOf) starts its probe,
// so that the add of its key after finds it in the cache: loads with nothing between
// them are made at once, where each add waits on its own (see midAdds.addSorted).
func (t *table) touch(h uint64) { t.seen ^= t.data[int(h>>t.shift)*t.stride()] }

// add adds the count w (t.limbs words) to the one-word key's.
func (t *table) add(key uint64, w []uint64) { add(t, narrow{key}, w) }

// find returns where the one-word key k is in t's data, or -1: the slots add probes.
func (t *table) find(k uint64) int {
	stride := t.stride()
	for i := int(hashOf(narrow{k}) >> t.shift); ; i = (i + 1) & (t.size - 1) {
		switch t.data[i*stride] {
		case k:
			return i * stride
		case empty:
			return -1
		}
	}
}

// add adds the count w (t.limbs words) to key's in t.
func add[K key](t *table, key K, w []uint64) {
	kw := len(key)
	stride := kw + t.limbs
	mask := t.size - 1
	i := int(hashOf(key) >> t.shift)
	for {
		j := i * stride
		switch x := t.data[j]; {
		case x == key[0] && (kw == 1 || t.data[j+kw-1] == key[kw-1]):
			if t.limbs == 1 {
				var c uint64
				t.data[j+kw], c = bits.Add64(t.data[j+kw], w[0], 0)
				t.carry = t.carry || c != 0
				return
			}
			t.carry = addTo(t.data[j+kw:j+stride], w) || t.carry
			return
		case x == empty:
			setKey(t.data, j, key)
			moveRecord(t.data[j+kw:j+stride], w)
			if t.n++; 4*t.n > 3*t.size {
				grow[K](t)
			}
			return
		}
		i = (i + 1) & mask
	}
}

// yield is what a square (or a round) made of the states it was fed, before: it sizes
// the table or array of what it makes next, so that the tables are about as full as
// they may be and the walks over them short.
type yield struct{ fed, made int }

// of returns about how many states the square will make of n: with nothing before,
// twice n; then a little more than it made before in proportion.
func (y yield) of(n int) int {
	if y.fed == 0 {
		return 2 * n
	}
	return int(float64(n)*float64(y.made)/float64(y.fed)*1.125) + 64
}

// moveRecord copies src to dst, of the same length: without a call for a count of one
// word, the most common, where copy's call costs more than the copy.
func moveRecord(dst, src []uint64) {
	if len(src) == 2 {
		dst[0], dst[1] = src[0], src[1]
		return
	}
	if len(src) == 1 {
		dst[0] = src[0]
		return
	}
	copy(dst, src)
}

// addTo adds w to v, of the same number of words, and says whether it carried out.
func addTo(v, w []uint64) bool {
	var c uint64
	for j := range v {
		v[j], c = bits.Add64(v[j], w[j], c)
	}
	return c != 0
}

// each calls f with each state and its count, of a table of one-word keys.
func (t *table) each(f func(key uint64, w []uint64)) {
	each(t, func(k narrow, w []uint64) bool { f(k[0], w); return true })
}

// eachIn calls f with each state of t in the slots from..to-1 and its count (one-word
// keys).
func (t *table) eachIn(from, to int, f func(key uint64, w []uint64)) {
	stride := t.stride()
	for j := from * stride; j < to*stride; j += stride {
		if t.data[j] != empty {
			f(t.data[j], t.data[j+1:j+stride])
		}
	}
}

// each calls f with each state of t and its count, until f returns false.
func each[K key](t *table, f func(key K, w []uint64) bool) {
	var k K
	kw := len(k)
	stride := kw + t.limbs
	for j := 0; j < len(t.data); j += stride {
		if t.data[j] != empty && !f(keyAt[K](t.data, j), t.data[j+kw:j+stride]) {
			return
		}
	}
}

// appendTo appends each state and its count to out, and returns it. Each slot is
// copied, and the next one written over it when it was free: no branch to mispredict
// on tables about half full.
func (t *table) appendTo(out []uint64) []uint64 {
	stride := t.stride()
	at, end := len(out), len(out)+t.n*stride
	out = slices.Grow(out, (t.n+1)*stride)[:end+stride] // room for a free slot's copy
	if stride == 2 {
		// the most common: a count of one word, moved without slices
		for j := 0; j+1 < len(t.data); j += 2 {
			k := t.data[j]
			out[at], out[at+1] = k, t.data[j+1]
			next := at + 2
			if k == empty {
				next = at
			}
			at = next
		}
		return out[:end]
	}
	for j := 0; j < len(t.data); j += stride {
		moveRecord(out[at:at+stride], t.data[j:j+stride])
		next := at + stride
		if t.data[j] == empty {
			next = at
		}
		at = next
	}
	return out[:end]
}

// grow doubles the table.
func grow[K key](t *table) {
	old := *t
	*t = *keyTable(old.hi, old.size, old.limbs) // 2·size slots
	t.carry = old.carry
	each(&old, func(k K, w []uint64) bool { add(t, k, w); return true })
}

// widen returns the table with a word more a count.
func (t *table) widen() *table {
	if t.hi == 1 {
		return widen[wide](t)
	}
	return widen[narrow](t)
}

// widen returns the table t with a word more a count.
func widen[K key](t *table) *table {
	w := keyTable(t.hi, t.n, t.limbs+1)
	x := make([]uint64, t.limbs+1)
	each(t, func(k K, v []uint64) bool {
		copy(x, v) // the top word stays 0
		add(w, k, x)
		return true
	})
	return w
}

// bytes is the memory the table holds.
func (t *table) bytes() int64 { return int64(cap(t.data)) * 8 }
