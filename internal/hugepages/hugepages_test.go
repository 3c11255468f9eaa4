package hugepages

import "testing"

// TestMake checks that Make gives make's slice, zeroed, small and large (a huge page
// asked for), of words and of a struct.
func TestMake(t *testing.T) {
	for _, tc := range []struct{ n, c int }{{0, 0}, {3, 10}, {1 << 20, 1 << 20}, {1 << 20, 3 << 20}} {
		w := Make[uint64](tc.n, tc.c)
		if len(w) != tc.n || cap(w) != tc.c {
			t.Fatalf("Make[uint64](%d, %d): len %d, cap %d", tc.n, tc.c, len(w), cap(w))
		}
		for i, x := range w[:cap(w)] {
			if x != 0 {
				t.Fatalf("Make[uint64](%d, %d)[%d] = %d, want 0", tc.n, tc.c, i, x)
			}
		}
		p := Make[struct{ a, b uint64 }](tc.n, tc.c)
		if len(p) != tc.n || cap(p) != tc.c {
			t.Fatalf("Make[pair](%d, %d): len %d, cap %d", tc.n, tc.c, len(p), cap(p))
		}
	}
}
