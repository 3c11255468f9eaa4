package count

import (
	"math/big"
	"testing"

	"github.com/knightstour/knightstour/internal/count/limbs"
)

// TestShardCarries adds counts that carry past one and two limbs into a shard and reads
// the sums back exactly, through growth of the table.
func TestShardCarries(t *testing.T) {
	var s shard
	s.stride = 1
	max64 := ^uint64(0)
	want := map[key]*big.Int{}
	add := func(k key, c ...uint64) {
		s.add(k, k.hash(), c, false)
		if want[k] == nil {
			want[k] = new(big.Int)
		}
		want[k].Add(want[k], limbs.Int(c))
	}
	for i := uint64(0); i < 100; i++ { // enough keys to grow the table
		add(key{lo: i}, i+1)
	}
	for j := 0; j < 5; j++ {
		add(key{lo: 7}, max64) // carries into a second limb
	}
	add(key{lo: 8}, max64, max64) // a two-limb count
	add(key{lo: 8}, 1)            // carries into a third limb
	if s.stride != 3 {
		t.Errorf("stride %d, want 3", s.stride)
	}
	if s.used != 100 {
		t.Errorf("%d keys, want 100", s.used)
	}
	s.compact()
	for i, x := range s.lo {
		if x == emptyWord {
			continue
		}
		got := limbs.Int(s.cnt[i*s.stride : (i+1)*s.stride])
		if w := want[key{lo: x}]; got.Cmp(w) != 0 {
			t.Errorf("key %d: %v, want %v", x, got, w)
		}
	}
}
