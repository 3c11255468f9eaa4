package frontier

import (
	"math/rand"
	"testing"
)

// TestFastMod checks fastMod against % for every power of 3 a walk's needs are taken
// modulo (3^0 to 3^17) and needs up to 3^17, the largest among them.
func TestFastMod(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for d := uint64(1); d <= 129140163; d *= 3 {
		for _, x := range []uint64{0, 1, d - 1, d, d + 1, 129140162} {
			if got := fastMod(x, d, ^uint64(0)/d+1); got != x%d {
				t.Errorf("fastMod(%d, %d) = %d, want %d", x, d, got, x%d)
			}
		}
		for i := 0; i < 100000; i++ {
			x := uint64(rng.Int63n(129140163))
			if got := fastMod(x, d, ^uint64(0)/d+1); got != x%d {
				t.Fatalf("fastMod(%d, %d) = %d, want %d", x, d, got, x%d)
			}
		}
	}
}

// TestWalkMerges checks that a walk gives a middle and its mirror image one key, at
// its end only: that of the one that needs the lesser bottom degrees.
func TestWalkMerges(t *testing.T) {
	const width = 5
	top, ok := middle{}.edge(0, width+2) // rows 0 and 1 of the first column to 2 and 3
	top, ok2 := top.edge(1, width+3)
	if !ok || !ok2 {
		t.Fatal("the edges not taken")
	}
	img := top.mirrored(width)
	if img == top || img.mirrored(width) != top {
		t.Fatalf("mirrored %+v, and again %+v, of %+v", img, img.mirrored(width), top)
	}
	walk := newEdgeWalk(width, nil, -1, images([]uint64{top.deg}, width))
	want := top.pack() // the one whose bottom states' degrees are the lesser
	if walk.full-top.deg > walk.full-img.deg {
		want = img.pack()
	}
	end := len(walk.edges)
	if k, ki := walk.key(top, end), walk.key(img, end); k != want || ki != want {
		t.Errorf("keys at the end %x and %x, want both %x", k, ki, want)
	}
	if k, ki := walk.key(top, end-1), walk.key(img, end-1); k != top.pack() || ki != img.pack() {
		t.Errorf("keys before the end %x and %x, want %x and %x", k, ki, top.pack(), img.pack())
	}
}
