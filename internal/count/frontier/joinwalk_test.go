package frontier

import (
	"fmt"
	"math/bits"
	"math/rand"
	"slices"
	"testing"
	"unsafe"
)

// TestOneCycles checks oneCycles, and its walks one at a time (cyclesEach) alone,
// against a walk that stops at its first return (oneCycle, below) on random tops and
// bottoms: k pairs of ends among the 16 squares of an 8-wide middle, k = 1..8, each
// pairing random, 0 to 40 bottom states (the vector walks' four at a time and the rest
// one at a time), and counts near 2^64 so that the sum and the lanes' sums carry.
func TestOneCycles(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for k := 1; k <= 8; k++ {
		for trial := 0; trial < 50; trial++ {
			ends := rng.Perm(16)[:2*k]
			top := middle{mate: pairing(rng, ends)}
			first := 16
			for _, q := range ends {
				top.deg |= 1 << (2 * uint(q))
				first = min(first, q)
			}
			bs := make([]bottom, rng.Intn(41))
			var wantLo, wantHi uint64
			for i := range bs {
				bs[i] = bottom{mates: pairing(rng, ends), count: ^uint64(0) - uint64(rng.Intn(1000))}
				if oneCycle(top, first, 2*k, bs[i].mates) {
					var c uint64
					wantLo, c = bits.Add64(wantLo, bs[i].count, 0)
					wantHi += c
				}
			}
			if f, n := top.firstEnd(); f != first || n != 2*k {
				t.Fatalf("firstEnd %d, %d; want %d, %d", f, n, first, 2*k)
			}
			if lo, hi := oneCycles(top, first, k, bs); lo != wantLo || hi != wantHi {
				t.Fatalf("k %d, trial %d: oneCycles %d:%d, want %d:%d", k, trial, hi, lo, wantHi, wantLo)
			}
			if lo, hi := cyclesEach(top.mate, uint64(first), k, bs); lo != wantLo || hi != wantHi {
				t.Fatalf("k %d, trial %d: cyclesEach %d:%d, want %d:%d", k, trial, hi, lo, wantHi, wantLo)
			}
		}
	}
}

// pairing returns a random pairing of the squares ends (an even number of them) as
// mates, four bits a square.
func pairing(rng *rand.Rand, ends []int) uint64 {
	p := rng.Perm(len(ends))
	var mates uint64
	for i := 0; i < len(p); i += 2 {
		a, b := uint(ends[p[i]]), uint(ends[p[i+1]])
		mates |= uint64(b)<<(4*a) | uint64(a)<<(4*b)
	}
	return mates
}

// oneCycle reports, as a walk that stops at its first return does, whether the top's ends (the
// squares of degree 1 of the middle top, ends of them, the first first) and the
// bottom's (mates, packed) close into one cycle: walking from an end, alternately along
// the top's path and the bottom's, comes back to it through every end.
func oneCycle(top middle, first, ends int, mates uint64) bool {
	if ends == 0 {
		return false
	}
	q, walked := first, 0
	for {
		q = top.mateOf(q)
		q = int(mates >> (4 * uint(q)) & 15)
		walked += 2
		if q == first {
			return walked == ends
		}
	}
}

// TestOnePaths checks onePaths, and pathsEach alone, against a walk that stops where
// it meets the ends vertex (onePath, below) on random tops and bottoms, as
// TestOneCycles: an odd number of ends among the 16 squares of an 8-wide middle, one of
// them the top's end at the ends vertex (its own mate), the rest paired; each bottom
// pairs all but one, which is its own mate.
func TestOnePaths(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for ends := 1; ends <= 15; ends += 2 {
		for trial := 0; trial < 50; trial++ {
			sq := rng.Perm(16)[:ends]
			end := sq[0]
			top := middle{mate: pairing(rng, sq[1:]) | uint64(end)<<(4*uint(end))}
			bs := make([]bottom, rng.Intn(41))
			var wantLo, wantHi uint64
			for i := range bs {
				own := sq[rng.Intn(ends)]
				rest := make([]int, 0, ends-1)
				for _, q := range sq {
					if q != own {
						rest = append(rest, q)
					}
				}
				bs[i] = bottom{mates: pairing(rng, rest) | uint64(own)<<(4*uint(own)), count: ^uint64(0) - uint64(rng.Intn(1000))}
				if onePath(top, end, ends, bs[i].mates) {
					var c uint64
					wantLo, c = bits.Add64(wantLo, bs[i].count, 0)
					wantHi += c
				}
			}
			if lo, hi := onePaths(top, end, ends, bs); lo != wantLo || hi != wantHi {
				t.Fatalf("%d ends, trial %d: onePaths %d:%d, want %d:%d", ends, trial, hi, lo, wantHi, wantLo)
			}
			if lo, hi := pathsEach(top.mate, uint64(end), (ends+1)/2, bs); lo != wantLo || hi != wantHi {
				t.Fatalf("%d ends, trial %d: pathsEach %d:%d, want %d:%d", ends, trial, hi, lo, wantHi, wantLo)
			}
		}
	}
}

// onePath reports, as a walk that stops where it meets the ends vertex does, whether the top's ends (the squares
// of degree 1 of the middle top, ends of them, from the end's whose path ends at the
// ends vertex) and the bottom's (mates, packed, a square whose path ends at the ends
// vertex its own mate) make one path: walking from end, alternately along the bottom's
// path and the top's, comes to the bottom's end at the ends vertex through every end.
// With the two ends vertex's paths, it is one cycle through the ends vertex: a
// Hamiltonian path.
func onePath(top middle, end, ends int, mates uint64) bool {
	q := end
	for walked := 1; walked <= ends; walked += 2 {
		b := int(mates >> (4 * uint(q)) & 15)
		if b == q {
			return walked == ends
		}
		q = top.mateOf(b)
	}
	return false
}

// TestBottomLayout checks the layout the vector walks read (joinwalk_amd64.s): a
// bottom state is two words, its mates first.
func TestBottomLayout(t *testing.T) {
	var b bottom
	if unsafe.Sizeof(b) != 16 || unsafe.Offsetof(b.mates) != 0 || unsafe.Offsetof(b.count) != 8 {
		t.Fatalf("bottom: %d bytes, mates at %d, count at %d; want 16, 0, 8", unsafe.Sizeof(b), unsafe.Offsetof(b.mates), unsafe.Offsetof(b.count))
	}
}

// BenchmarkJoinWalks walks 256 random bottom states against a top state, as the join
// does a middle state, of 2k ends (cycles) and of 2k-1 (paths), k = 3, 5, 7: oneCycles
// and onePaths (four at a time where the processor can) against cyclesEach and
// pathsEach (one at a time).
func BenchmarkJoinWalks(b *testing.B) {
	rng := rand.New(rand.NewSource(1))
	var sink uint64
	for _, k := range []int{3, 5, 7} {
		ends := rng.Perm(16)[:2*k]
		top := middle{mate: pairing(rng, ends)}
		sq, end := ends[:2*k-1], ends[0]
		ptop := middle{mate: pairing(rng, sq[1:]) | uint64(end)<<(4*uint(end))}
		cycles, paths := make([]bottom, 256), make([]bottom, 256)
		for i := range cycles {
			cycles[i] = bottom{mates: pairing(rng, ends), count: 1}
			own := rng.Intn(len(sq))
			rest := append(slices.Clone(sq[:own]), sq[own+1:]...)
			paths[i] = bottom{mates: pairing(rng, rest) | uint64(sq[own])<<(4*uint(sq[own])), count: 1}
		}
		for _, w := range []struct {
			name string
			walk func() uint64
		}{
			{"cycles", func() uint64 { lo, _ := oneCycles(top, ends[0], k, cycles); return lo }},
			{"cyclesEach", func() uint64 { lo, _ := cyclesEach(top.mate, uint64(ends[0]), k, cycles); return lo }},
			{"paths", func() uint64 { lo, _ := onePaths(ptop, end, 2*k-1, paths); return lo }},
			{"pathsEach", func() uint64 { lo, _ := pathsEach(ptop.mate, uint64(end), k, paths); return lo }},
		} {
			b.Run(fmt.Sprintf("%s/k%d", w.name, k), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					sink += w.walk()
				}
			})
		}
	}
	if sink == 1 {
		b.Log(sink)
	}
}
