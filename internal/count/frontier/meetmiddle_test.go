package frontier

import (
	"fmt"
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

// TestMix checks that each mixer's unmix undoes its mix, that mix keeps empty, and only
// it, as empty, and that the steps' mixers take turns.
func TestMix(t *testing.T) {
	first := firstKeys()
	for _, x := range []mixer{first, first.next()} {
		for _, k := range []uint64{0, 1, 0x3000000000211302, 0x201F02, empty - 1, empty, 1 << 63} {
			if got := x.unmix(x.mix(k)); got != k {
				t.Errorf("%#x: unmix(mix(%#x)) = %#x", x.factor, k, got)
			}
			if (x.mix(k) == empty) != (k == empty) {
				t.Errorf("%#x: mix(%#x) = %#x", x.factor, k, x.mix(k))
			}
		}
	}
	if second := first.next(); second == first || second.next() != first {
		t.Errorf("the mixers after %v: %v, then %v; want another, then it again", first, second, second.next())
	}
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
