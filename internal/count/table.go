package count

import (
	"math/bits"
	"sync"
)

// shardBits sets the number of shards of a layer's table (a power of two): enough that
// the workers rarely wait for one another's locks, and that freeing a consumed shard
// returns memory in small steps.
const shardBits = 8

const nShards = 1 << shardBits

// maxLoad is the fill (in 1/16) at which a shard doubles: half full while it is small
// (short probes), three quarters once it is large (memory matters more there).
func maxLoad(slots int) int {
	if slots < 1<<16 {
		return 8
	}
	return 12
}

// shard is one part of a layer. While its layer is made it is an open-addressing hash
// table with linear probing from the low bits of the key's hash, whose slots lie side
// by side in tab, a key and its count together so that an add touches one cache line:
// slot i is tab[i*width : (i+1)*width], the key's word lo (and hi, for wide keys) then
// the count, stride little-endian 64-bit limbs. An empty slot has lo equal to
// emptyWord, which no key has (its first 16 window squares would all carry the same
// label). A shard gets its table with its first key. Once the layer is complete,
// compact moves the keys and counts to lo, hi (nil for narrow keys) and cnt, entry i's
// count in cnt[i*stride : (i+1)*stride], which the layer is read from.
type shard struct {
	mu     sync.Mutex
	tab    []uint64 // the table being made
	kw     int      // key words a slot: 1, or 2 for wide keys
	width  int      // words a slot: kw + stride
	lo, hi []uint64 // the complete layer's keys (see compact)
	cnt    []uint64
	stride int // limbs per count
	used   int // slots in use
}

// minSlots is the size of a shard's table when it gets its first key.
const minSlots = 16

// alloc gives the shard an empty table of slots (a power of two).
func (s *shard) alloc(slots int, wide bool) {
	s.kw = 1
	if wide {
		s.kw = 2
	}
	s.width = s.kw + s.stride
	s.tab = make([]uint64, slots*s.width)
	for i := 0; i < len(s.tab); i += s.width {
		s.tab[i] = emptyWord
	}
}

// slots is the number of slots of the shard's table.
func (s *shard) slots() int {
	if s.width == 0 {
		return 0
	}
	return len(s.tab) / s.width
}

// bytes is the memory the shard holds.
func (s *shard) bytes() int64 {
	return int64(8 * (len(s.tab) + len(s.lo) + len(s.hi) + len(s.cnt)))
}

// add adds count c (at most s.stride limbs, or more with leading zero limbs beyond the
// stride widening the shard) to key k with hash h, inserting k if new. It reports the
// change in the shard's bytes.
func (s *shard) add(k key, h uint64, c []uint64, wide bool) int64 {
	var grown int64
	if s.tab == nil {
		s.alloc(minSlots, wide)
		grown = s.bytes()
	}
	for len(c) > s.stride {
		grown += s.widen()
	}
	n := s.slots()
	if 16*(s.used+1) > maxLoad(n)*n {
		grown += s.grow()
		n = s.slots()
	}
	mask := n - 1
	i := int(h) & mask
	wd := s.width
	var at int // where the slot's count begins
	for {
		b := i * wd
		x := s.tab[b]
		if x == emptyWord {
			s.tab[b] = k.lo
			if s.kw == 2 {
				s.tab[b+1] = k.hi
			}
			copy(s.tab[b+s.kw:b+wd], c)
			s.used++
			return grown
		}
		if x == k.lo && (s.kw == 1 || s.tab[b+1] == k.hi) {
			at = b + s.kw
			break
		}
		i = (i + 1) & mask
	}
	if s.stride == 1 {
		sum, carry := bits.Add64(s.tab[at], c[0], 0)
		s.tab[at] = sum
		if carry != 0 {
			grown += s.widen()
			s.tab[i*s.width+s.kw+1] = carry
		}
		return grown
	}
	dst := s.tab[at : at+s.stride]
	var carry uint64
	for j := range dst {
		var x uint64
		if j < len(c) {
			x = c[j]
		}
		dst[j], carry = bits.Add64(dst[j], x, carry)
	}
	if carry != 0 {
		grown += s.widen()
		s.tab[(i+1)*s.width-1] = carry
	}
	return grown
}

// grow doubles the shard and rehashes its keys; it returns the bytes added.
func (s *shard) grow() int64 {
	before := s.bytes()
	old, wd := s.tab, s.width
	s.alloc(2*len(old)/wd, s.kw == 2)
	mask := s.slots() - 1
	for j := 0; j < len(old); j += wd {
		if old[j] == emptyWord {
			continue
		}
		k := key{lo: old[j]}
		if s.kw == 2 {
			k.hi = old[j+1]
		}
		i := int(k.hash()) & mask
		for s.tab[i*wd] != emptyWord {
			i = (i + 1) & mask
		}
		copy(s.tab[i*wd:(i+1)*wd], old[j:j+wd])
	}
	return s.bytes() - before
}

// widen gives every count one more limb (a count outgrew its limbs); it returns the
// bytes added.
func (s *shard) widen() int64 {
	before := s.bytes()
	old, wd := s.tab, s.width
	s.stride++
	s.alloc(len(old)/wd, s.kw == 2)
	for j, i := 0, 0; j < len(old); j, i = j+wd, i+s.width {
		copy(s.tab[i:i+wd], old[j:j+wd])
	}
	return s.bytes() - before
}

// compact moves the shard's keys and counts out of its table to the front of lo, hi
// and cnt, slices of exactly their size: a layer that is complete is only read (and
// freed) from then on, so it holds 8 bytes a key word and a limb, about half of what
// its table held. It returns the change in the shard's bytes.
func (s *shard) compact() int64 {
	if s.tab == nil {
		return 0
	}
	before := s.bytes()
	lo := make([]uint64, 0, s.used)
	var hi []uint64
	if s.kw == 2 {
		hi = make([]uint64, 0, s.used)
	}
	cnt := make([]uint64, 0, s.used*s.stride)
	for j := 0; j < len(s.tab); j += s.width {
		if s.tab[j] == emptyWord {
			continue
		}
		lo = append(lo, s.tab[j])
		if hi != nil {
			hi = append(hi, s.tab[j+1])
		}
		cnt = append(cnt, s.tab[j+s.kw:j+s.width]...)
	}
	s.tab, s.lo, s.hi, s.cnt = nil, lo, hi, cnt
	return s.bytes() - before
}
