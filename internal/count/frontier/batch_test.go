package frontier

import "testing"

// TestAddOrdered adds random keys, many more than once, to a table in batches by
// addOrdered and one by one, and expects the same counts.
func TestAddOrdered(t *testing.T) {
	ordered, plain := newTable(16, 1), newTable(16, 1)
	var adds, sorted []uint64
	x := uint64(1)
	for i := 0; i < 1<<16; i++ {
		x = x*6364136223846793005 + 1442695040888963407
		k := x>>52 | 1 // 2,048 keys, each some 32 times, never empty
		plain.add(k, []uint64{uint64(i)})
		if adds = append(adds, k, uint64(i)); len(adds) >= 2*max(ordered.size/2, 64) {
			adds, sorted = addOrdered[narrow](ordered, adds, sorted, 2)
		}
	}
	addOrdered[narrow](ordered, adds, sorted, 2)
	if ordered.n != plain.n {
		t.Fatalf("%d keys ordered, %d one by one", ordered.n, plain.n)
	}
	for j := 0; j < len(plain.data); j += 2 {
		if k := plain.data[j]; k != empty {
			if o := ordered.find(k); o < 0 || ordered.data[o+1] != plain.data[j+1] {
				t.Fatalf("key %x: count %d one by one, ordered at %d", k, plain.data[j+1], o)
			}
		}
	}
}
