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

// midShardBits sets the number of shards of the middle table: enough that a shard is
// small (a shard grows, and is read, as a whole) and that the workers rarely wait.
const midShardBits = 10

const midShards = 1 << midShardBits

// maxLoad is the fill (in 1/16) at which a shard doubles: half full while it is small
// (short probes), three quarters once it is large (memory matters more there).
func maxLoad(slots int) int {
	if slots < 1<<16 {
		return 8
	}
	return 12
}

// shard is one part of a layer: an open-addressing hash table with linear probing from
// the low bits of the key's hash. Slot i holds key (lo[i], hi[i]) (hi is nil for narrow
// keys) and its count in cnt[i*stride : (i+1)*stride], little-endian 64-bit limbs. An
// empty slot has lo equal to emptyWord, which no key has (its first 16 window squares
// would all carry the same label). A shard gets its table with its first key.
type shard struct {
	mu     sync.Mutex
	lo, hi []uint64
	cnt    []uint64
	stride int // limbs per count
	used   int // slots in use
}

// minSlots is the size of a shard's table when it gets its first key.
const minSlots = 16

// alloc gives the shard an empty table of slots (a power of two).
func (s *shard) alloc(slots int, wide bool) {
	s.lo = make([]uint64, slots)
	for i := range s.lo {
		s.lo[i] = emptyWord
	}
	s.hi = nil
	if wide {
		s.hi = make([]uint64, slots)
	}
	s.cnt = make([]uint64, slots*s.stride)
}

// bytes is the memory the shard holds.
func (s *shard) bytes() int64 {
	return int64(8 * (len(s.lo) + len(s.hi) + len(s.cnt)))
}

// add adds count c (at most s.stride limbs, or more with leading zero limbs beyond the
// stride widening the shard) to key k with hash h, inserting k if new. It reports the
// change in the shard's bytes.
func (s *shard) add(k key, h uint64, c []uint64, wide bool) int64 {
	var grown int64
	if s.lo == nil {
		s.alloc(minSlots, wide)
		grown = s.bytes()
	}
	for len(c) > s.stride {
		grown += s.widen()
	}
	if 16*(s.used+1) > maxLoad(len(s.lo))*len(s.lo) {
		grown += s.grow()
	}
	mask := len(s.lo) - 1
	i := int(h) & mask
	if s.hi == nil {
		for {
			x := s.lo[i]
			if x == k.lo {
				break
			}
			if x == emptyWord {
				s.lo[i] = k.lo
				copy(s.cnt[i*s.stride:], c)
				s.used++
				return grown
			}
			i = (i + 1) & mask
		}
	} else {
		for {
			x := s.lo[i]
			if x == k.lo && s.hi[i] == k.hi {
				break
			}
			if x == emptyWord {
				s.lo[i], s.hi[i] = k.lo, k.hi
				copy(s.cnt[i*s.stride:], c)
				s.used++
				return grown
			}
			i = (i + 1) & mask
		}
	}
	if s.stride == 1 {
		sum, carry := bits.Add64(s.cnt[i], c[0], 0)
		s.cnt[i] = sum
		if carry != 0 {
			grown += s.widen()
			s.cnt[i*s.stride+1] = carry
		}
		return grown
	}
	dst := s.cnt[i*s.stride : (i+1)*s.stride]
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
		s.cnt[(i+1)*s.stride-1] = carry
	}
	return grown
}

// grow doubles the shard and rehashes its keys; it returns the bytes added.
func (s *shard) grow() int64 {
	before := s.bytes()
	lo, hi, cnt := s.lo, s.hi, s.cnt
	s.alloc(2*len(lo), hi != nil)
	mask := len(s.lo) - 1
	for j, x := range lo {
		if x == emptyWord {
			continue
		}
		k := key{lo: x}
		if hi != nil {
			k.hi = hi[j]
		}
		i := int(k.hash()) & mask
		for s.lo[i] != emptyWord {
			i = (i + 1) & mask
		}
		s.lo[i] = k.lo
		if hi != nil {
			s.hi[i] = k.hi
		}
		copy(s.cnt[i*s.stride:(i+1)*s.stride], cnt[j*s.stride:(j+1)*s.stride])
	}
	return s.bytes() - before
}

// widen gives every count one more limb (a count outgrew its limbs); it returns the
// bytes added.
func (s *shard) widen() int64 {
	old, st := s.cnt, s.stride
	s.stride++
	s.cnt = make([]uint64, len(s.lo)*s.stride)
	for i := range s.lo {
		copy(s.cnt[i*s.stride:], old[i*st:(i+1)*st])
	}
	return int64(8 * (len(s.cnt) - len(old)))
}

// compact moves the shard's keys and counts to the front of new slices of exactly
// their size, dropping the empty slots: a layer that is complete is only read (and
// freed) from then on, so it holds 8 bytes a key word and a limb, about half of what
// its table held. It returns the change in the shard's bytes.
func (s *shard) compact() int64 {
	if s.lo == nil || s.used == len(s.lo) {
		return 0
	}
	before := s.bytes()
	lo := make([]uint64, 0, s.used)
	var hi []uint64
	if s.hi != nil {
		hi = make([]uint64, 0, s.used)
	}
	cnt := make([]uint64, 0, s.used*s.stride)
	for i, x := range s.lo {
		if x == emptyWord {
			continue
		}
		lo = append(lo, x)
		if hi != nil {
			hi = append(hi, s.hi[i])
		}
		cnt = append(cnt, s.cnt[i*s.stride:(i+1)*s.stride]...)
	}
	s.lo, s.hi, s.cnt = lo, hi, cnt
	return s.bytes() - before
}
