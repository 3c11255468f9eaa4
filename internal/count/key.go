package count

// key is a frontier state packed into one or two words: the code of each window square
// and the number of tour ends attached so far (0..2). Three packings, the first that
// fits (see scan.pack):
//
//	nibbles, one word (w <= 7): square i at bits 4i..4i+3, the ends count at bits 62..63
//	radix 11, one word (w = 8): Σ code_i·11^i + ends·11^(2w+1), below 3·11^17 < 2^61
//	nibbles, two words (w <= MaxWidth): squares 0..15 in lo, 16.. in hi, ends at hi's bits 62..63
//
// A one-word key has hi == 0.
type key struct{ lo, hi uint64 }

// radix is the base of packRadix: codes go up to codeLabel+w-1 = 10 for w = 8.
const radix = 11

// Square codes in a key.
const (
	codeUntouched = 0 // no edge yet
	codeFull      = 1 // degree 2, or a fixed end that has its one edge
	codeToEnd     = 2 // one edge; the other end of its path is an end of the tour
	codeLabel     = 3 // codeLabel+k: one edge; the other end of its path is the other square with label k
)

// emptyWord in a slot's lo marks an empty slot of a table: no key has it (as nibbles its
// first 16 squares would all carry the same label; in radix 11 it is too large).
const emptyWord = ^uint64(0)

// unpack writes the codes of the window's squares to codes and returns the ends count.
func (s *scan) unpack(k key, codes *[2*MaxWidth + 2]uint8) int {
	switch s.pack {
	case packRadix:
		x := k.lo
		for i := 0; i < s.win; i++ {
			codes[i] = uint8(x % radix)
			x /= radix
		}
		return int(x)
	case packNibbles:
		for i := 0; i < s.win; i++ {
			codes[i] = uint8(k.lo>>uint(4*i)) & 15
		}
		return int(k.lo >> 62)
	}
	for i := 0; i < s.win; i++ {
		if b := uint(4 * i); b < 64 {
			codes[i] = uint8(k.lo>>b) & 15
		} else {
			codes[i] = uint8(k.hi>>(b-64)) & 15
		}
	}
	return int(k.hi >> 62)
}

// packKey makes the key of window codes and an ends count.
func (s *scan) packKey(codes *[2*MaxWidth + 2]uint8, ends int) key {
	var k key
	switch s.pack {
	case packRadix:
		x := uint64(ends)
		for i := s.win - 1; i >= 0; i-- {
			x = x*radix + uint64(codes[i])
		}
		k.lo = x
	case packNibbles:
		for i := 0; i < s.win; i++ {
			k.lo |= uint64(codes[i]) << uint(4*i)
		}
		k.lo |= uint64(ends) << 62
	default:
		for i := 0; i < s.win; i++ {
			if b := uint(4 * i); b < 64 {
				k.lo |= uint64(codes[i]) << b
			} else {
				k.hi |= uint64(codes[i]) << (b - 64)
			}
		}
		k.hi |= uint64(ends) << 62
	}
	return k
}

// hash mixes a key into 64 well-spread bits (the finaliser of splitmix64).
func (k key) hash() uint64 {
	h := k.lo ^ (k.hi * 0x9e3779b97f4a7c15)
	h ^= h >> 30
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 27
	h *= 0x94d049bb133111eb
	h ^= h >> 31
	return h
}
