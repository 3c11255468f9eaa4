package frontier

import "math/bits"

// The codes of a square of the window (four bits each, five in a key of two words; see
// the package doc). An end of a subpath has the code 1+d: d, 1..w-1, is how far up the
// window, round from its top to its bottom, its partner is (the other end of its
// subpath), so that a pairing has one key and keeps it as the window moves; a square
// paired with the ends vertex has d = 1 and a partner that does not point back.
const (
	bare  = 0 // no edge yet
	inner = 1 // two edges
)

// The codes of the ends vertex, above the window's squares in a key.
const (
	endsPaired = 2 // one edge: one end of a subpath; the other is a square
	wholePath  = 3 // the mark of a state whose Hamiltonian path is whole
	wholeCycle = 4 // the mark of a state whose Hamiltonian cycle is whole
)

// key is a state's key: one word of four bits a square (boards up to narrowWidth
// wide), or two words of five bits a square, wideCodes a word and none across two (up
// to MaxWidth wide). The scan's functions are instantiated with each; len(k) is a
// constant in each, so that their branches on it fold, and the key's high word is
// k[len(k)-1] (k[1] would not compile for one word).
type key interface{ ~[1]uint64 | ~[2]uint64 }

// The narrow and the wide keys.
type (
	narrow = [1]uint64
	wide   = [2]uint64
)

// narrowWidth is the widest board whose keys are one word: 2·7+1 squares and the ends
// vertex, four bits each.
const narrowWidth = 7

// wideCodes is the codes of five bits in a word of a two-word key: 60 bits.
const wideCodes = 12

// lows5 is the low bit of every code of a word of a two-word key.
const lows5 = 0x84210842108421

// code is the code of square p of the window k (0: the next square to add).
func code[K key](k K, p int) uint64 {
	if len(k) == 1 {
		return k[0] >> (4 * uint(p)) & 15
	}
	x := k[0]
	if p >= wideCodes {
		x, p = k[len(k)-1], p-wideCodes
	}
	return x >> (5 * uint(p)) & 31
}

// with returns k with square p's code c.
func with[K key](k K, p int, c uint64) K {
	if len(k) == 1 {
		s := 4 * uint(p)
		k[0] = k[0]&^(15<<s) | c<<s
		return k
	}
	i, s := 0, 5*uint(p)
	if p >= wideCodes {
		i, s = len(k)-1, s-5*wideCodes
	}
	k[i] = k[i]&^(31<<s) | c<<s
	return k
}

// fold returns the two words lo and hi of a key as one (lo for a one-word key, whose
// hi is 0): what the tables, the groups and the parts hash.
func fold(lo, hi uint64) uint64 { return lo ^ hi*0xff51afd7ed558ccd }

// hashOf is k's hash: its top bits pick a slot of a table.
func hashOf[K key](k K) uint64 {
	if len(k) == 1 {
		return k[0] * hashFactor
	}
	return fold(k[0], k[len(k)-1]) * hashFactor
}

// keyAt returns the key at data[j:].
func keyAt[K key](data []uint64, j int) K {
	var k K
	k[0] = data[j]
	if len(k) == 2 {
		k[len(k)-1] = data[j+1]
	}
	return k
}

// setKey writes k at data[j:].
func setKey[K key](data []uint64, j int, k K) {
	data[j] = k[0]
	if len(k) == 2 {
		data[j+1] = k[len(k)-1]
	}
}

// lows is the low bit of every square of a window: nibble masks work on it.
const lows = 0x1111111111111111

// nonzero has the low bit of each square of k whose code is not 0.
func nonzero(k uint64) uint64 { return (k | k>>1 | k>>2 | k>>3) & lows }

// equal has the low bit of each of k's n squares whose code is c.
func equal(k uint64, n int, c uint64) uint64 {
	return ^nonzero(k^(c*lows)) & (lows >> (64 - 4*uint(n)))
}

// Kinds returns what each square of key in spare (of Spare) is: no edge, two (or off
// the board), or an end of a subpath; as a number equal for two keys exactly when
// their squares in spare are alike. The key is one word (a board up to 7 wide).
func Kinds(key, spare uint64) uint64 {
	end := (key>>1 | key>>2 | key>>3) & lows
	twoEdges := key & lows &^ end
	return (twoEdges | end<<1) & spare
}

// kinds is Kinds for keys of either size (spare of spareMask): a two-word key's kinds
// are each word's, the high word's two bits up, so that they do not meet.
func kinds[K key](k, spare K) uint64 {
	if len(k) == 1 {
		return Kinds(k[0], spare[0])
	}
	return kinds5(k[0], spare[0]) | kinds5(k[len(k)-1], spare[len(k)-1])<<2
}

// kinds5 is Kinds of a word of a two-word key.
func kinds5(x, spare uint64) uint64 {
	end := (x>>1 | x>>2 | x>>3 | x>>4) & lows5
	twoEdges := x & lows5 &^ end
	return (twoEdges | end<<1) & spare
}

// pointsTo returns the square that the end p of the w squares of k points to.
func pointsTo[K key](k K, w, p int) int {
	q := p + int(code(k, p)) - 1
	if q >= w {
		q -= w
	}
	return q
}

// partner returns the other end of the subpath that the end p of the window k (of w
// squares; p = w is the ends vertex) ends: a square, or w for the ends vertex. Cost:
// a few operations.
func partner[K key](k K, w, p int) int {
	if p == w {
		return endsPartner(k, w)
	}
	q := p + int(code(k, p)) - 1
	if q >= w {
		q -= w
	}
	if code(k, w) == endsPaired && (code(k, q)&^1 == 0 || pointsTo(k, w, q) != p) {
		return w // q is bare or inner, or an end not p's
	}
	return q
}

// endsPartner returns the square of the window k (of w squares) paired with the ends
// vertex: the one that points one up to a square that does not point back.
func endsPartner[K key](k K, w int) int {
	if len(k) == 2 {
		return endsPartner5(k[0], k[len(k)-1], w)
	}
	plus := equal(k[0], w, 2)
	minus := equal(k[0], w, uint64(w)) // squares that point one down
	down := minus>>4 | (minus&1)<<(4*uint(w-1))
	return bits.TrailingZeros64(plus&^down) / 4
}

// endsPartner5 is endsPartner of a two-word key lo, hi.
func endsPartner5(lo, hi uint64, w int) int {
	for p := 0; p < w; p++ {
		k := wide{lo, hi}
		if code(k, p) == 2 && code(k, (p+1)%w) != uint64(w) {
			return p
		}
	}
	return w
}

// pair returns the window k (of w squares and the ends vertex at w) with p and q, two
// squares or a square and the ends vertex, the two ends of one subpath.
func pair[K key](k K, w, p, q int) K {
	if p == w || q == w {
		return with(with(k, p+q-w, 2), w, endsPaired)
	}
	d := q - p
	if d < 0 {
		d += w
	}
	if len(k) == 2 {
		return with(with(k, p, uint64(1+d)), q, uint64(1+w-d))
	}
	sp, sq := 4*uint(p), 4*uint(q)
	k[0] = k[0]&^(15<<sp|15<<sq) | uint64(1+d)<<sp | uint64(1+w-d)<<sq
	return k
}

// allInner is the window of n squares all inner.
func allInner[K key](n int) K {
	var k K
	if len(k) == 1 {
		k[0] = lows >> (64 - 4*uint(n))
		return k
	}
	k[0] = lows5 >> (5 * uint(wideCodes-min(n, wideCodes)))
	if n > wideCodes {
		k[len(k)-1] = lows5 >> (5 * uint(2*wideCodes-n))
	}
	return k
}

// squaresOf returns the squares of the window k of w squares, its ends vertex bare.
func squaresOf[K key](k K, w int) K {
	if len(k) == 1 {
		k[0] &= 1<<(4*uint(w)) - 1
		return k
	}
	if w < wideCodes { // a narrow board's window in two words (the tests')
		k[0] &= 1<<(5*uint(w)) - 1
		return k
	}
	k[len(k)-1] &= 1<<(5*uint(w-wideCodes)) - 1
	return k
}

// advance returns the window k of w squares moved on a square: its oldest square
// gone, the others a place down, the ends vertex where it was. (step.run moves a
// one-word key itself.)
func advance[K key](k K, w int) K {
	if len(k) == 1 {
		fw := 4 * uint(w)
		k[0] = k[0]&(1<<fw-1)>>4 | k[0]>>fw<<fw
		return k
	}
	ends := code(k, w)
	k = squaresOf(k, w)
	k[0] = k[0]>>5 | (k[len(k)-1]&31)<<(5*(wideCodes-1))
	k[len(k)-1] >>= 5
	return with(k, w, ends)
}
