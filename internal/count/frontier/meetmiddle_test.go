package frontier

import (
	"fmt"
	"math/bits"
	"math/rand"
	"testing"
)

// TestMiddlePack checks that a middle packs with its paths labelled in the order of
// their first ends, and unpacks to itself, and that an edge joins paths and refuses a
// third edge and a cycle.
func TestMiddlePack(t *testing.T) {
	// squares 0..15: 0-5 and 2-15 paths, 3 and 4 of degree 2, the rest bare
	m := middle{deg: 1 | 1<<4 | 2<<6 | 2<<8 | 1<<10 | 1<<30, mate: 5 | 15<<8 | 0<<20 | 2<<60}
	for _, tc := range []struct {
		name string
		m    middle
		ok   bool
		want uint64
	}{
		{"as it is", m, true, 0x3000000000211302},
		{"0 to 1", edge(m, 0, 1), true, 0x3000000000211321},
		{"5 to 15: one path 0-2", edge(m, 5, 15), true, 0x1000000000111202},
		{"3 to 6: a third edge", edge(m, 3, 6), false, 0},
		{"0 to 5: a cycle", edge(m, 0, 5), false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, ok := tc.m, tc.m.deg != 0
			if ok != tc.ok {
				t.Fatalf("edge taken %v, want %v", ok, tc.ok)
			}
			if !ok {
				return
			}
			if got := x.pack(); got != tc.want {
				t.Errorf("pack %#x, want %#x", got, tc.want)
			}
			if u := unpack(x.pack()); u.deg != x.deg || fmt.Sprint(mates(u)) != fmt.Sprint(mates(x)) {
				t.Errorf("unpacked %v, want %v", mates(u), mates(x))
			}
		})
	}
}

// TestMiddleEnds checks the ends vertex of an open meet's middle: a square whose path
// ends there is its own mate and packs as endsCode, the ends vertex of degree 2 marks
// the first path (throughEnds), both unpack to themselves, and an edge to the ends
// vertex joins paths and refuses a third edge and a cycle.
func TestMiddleEnds(t *testing.T) {
	// squares 0..15: a path 0-5, 2 led to the ends vertex (of degree 1), 3 of degree 2
	m := middle{deg: 1 | 1<<4 | 2<<6 | 1<<10 | 1<<(2*endsAt), mate: 5 | 2<<8}
	for _, tc := range []struct {
		name string
		m    middle
		want uint64
		end  int // endsMate
	}{
		{"as it is", m, 0x201F02, 2},
		{"7 an end: a path 2-7 through the ends vertex", endEdge(m, 7), 0x3020130A, -1},
		{"2 to 7: 7 led to the ends vertex", edge(m, 2, 7), 0xF0201102, 7},
		{"0 an end: a path 2-5", endEdge(m, 0), 0x201A01, -1},
		{"2 an end: a cycle", endEdge(m, 2), 0, 0},
		{"0 and 7 ends: a third edge", endEdge(endEdge(m, 0), 7), 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := tc.m
			if x.deg == 0 {
				if tc.want != 0 {
					t.Fatal("edge refused")
				}
				return
			}
			if tc.want == 0 {
				t.Fatalf("edge taken: %#x", x.pack())
			}
			if got := x.pack(); got != tc.want {
				t.Errorf("pack %#x, want %#x", got, tc.want)
			}
			if got := x.endsMate(); got != tc.end {
				t.Errorf("ends vertex's mate %d, want %d", got, tc.end)
			}
			if u := unpack(x.pack()); u.deg != x.deg || fmt.Sprint(mates(u)) != fmt.Sprint(mates(x)) {
				t.Errorf("unpacked %#x %v, want %#x %v", u.deg, mates(u), x.deg, mates(x))
			}
		})
	}
}

// endEdge returns m with the edge from q to the ends vertex, or the zero middle where
// it is refused.
func endEdge(m middle, q int) middle {
	x, ok := m.endEdge(q)
	if !ok {
		return middle{}
	}
	return x
}

// edge returns m with the edge a-b, or the zero middle where it is refused.
func edge(m middle, a, b int) middle {
	x, ok := m.edge(a, b)
	if !ok {
		return middle{}
	}
	return x
}

// mates returns the mates of m's ends, by square.
func mates(m middle) map[int]int {
	r := map[int]int{}
	for q := 0; q < 16; q++ {
		if m.degree(q) == 1 {
			r[q] = m.mateOf(q)
		}
	}
	return r
}

// TestMix checks that unmix undoes mix, and that mix keeps empty, and only it, as
// empty.
func TestMix(t *testing.T) {
	for _, x := range []uint64{0, 1, 0x3000000000211302, 0x201F02, empty - 1, empty, 1 << 63} {
		if got := unmix(mix(x)); got != x {
			t.Errorf("unmix(mix(%#x)) = %#x", x, got)
		}
		if (mix(x) == empty) != (x == empty) {
			t.Errorf("mix(%#x) = %#x", x, mix(x))
		}
	}
}

// TestOneCycles checks oneCycles against the walk it replaced (oneCycle, below) on
// random tops and bottoms: k pairs of ends among the 16 squares of an 8-wide middle,
// k = 1..8, each pairing random, and counts near 2^64 so that the sum carries.
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
			bs := make([]bottom, 1+rng.Intn(40))
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

// oneCycle reports, as the join did before oneCycles, whether the top's ends (the
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

// TestOnePaths checks onePaths against the walk it replaced (onePath, below) on random
// tops and bottoms, as TestOneCycles: an odd number of ends among the 16 squares of an
// 8-wide middle, one of them the top's end at the ends vertex (its own mate), the rest
// paired; each bottom pairs all but one, which is its own mate.
func TestOnePaths(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for ends := 1; ends <= 15; ends += 2 {
		for trial := 0; trial < 50; trial++ {
			sq := rng.Perm(16)[:ends]
			end := sq[0]
			top := middle{mate: pairing(rng, sq[1:]) | uint64(end)<<(4*uint(end))}
			bs := make([]bottom, 1+rng.Intn(40))
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
		}
	}
}

// onePath reports, as the join did before onePaths, whether the top's ends (the squares
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

// TestMiddleUnpack checks that unpack undoes pack on middles made of random edges
// between 16 squares and to the ends vertex: their degrees, the ends vertex's too,
// and the mates of their ends.
func TestMiddleUnpack(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for i := 0; i < 100000; i++ {
		var m middle
		for k := rng.Intn(40); k > 0; k-- {
			a, b := rng.Intn(16), rng.Intn(17)
			if b == 16 { // a refused edge leaves m as it is
				m, _ = m.endEdge(a)
			} else if a != b {
				m, _ = m.edge(a, b)
			}
		}
		if u := unpack(m.pack()); u.deg != m.deg || fmt.Sprint(mates(u)) != fmt.Sprint(mates(m)) {
			t.Fatalf("%#x unpacked %#x %v, want %#x %v", m.pack(), u.deg, mates(u), m.deg, mates(m))
		}
	}
}

// TestBottomDegs checks the degrees that bottomDegs reads from random packed middles of
// boards 1 to 8 wide against the middles' own degrees, moved square by square.
func TestBottomDegs(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for i := 0; i < 100000; i++ {
		width := 1 + rng.Intn(8)
		n := 2 * width
		var m middle
		for k := rng.Intn(40); k > 0; k-- {
			a, b := rng.Intn(n), rng.Intn(n+1)
			if b == n {
				m, _ = m.endEdge(a)
			} else if a != b {
				m, _ = m.edge(a, b)
			}
		}
		var turned, swapped uint64 // square by square, from the middle's own degrees
		for q := 0; q < n; q++ {
			turned |= uint64(m.degree(q)) << (2 * (n - 1 - q))
			swapped |= uint64(m.degree(q)) << (2 * ((q + width) % n))
		}
		vertex := uint64(m.degree(endsAt)) << (2 * endsAt)
		x := m.pack()
		if d, fd := bottomDegs(x, width); d != turned|vertex || fd != swapped|vertex {
			t.Fatalf("width %d, %#x: degrees %#x and %#x, want %#x and %#x", width, x, d, fd, turned|vertex, swapped|vertex)
		}
	}
}
