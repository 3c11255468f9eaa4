package dfs

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"testing"
)

// from returns the root of the paths of a rows×cols board from square s (to end, or
// NoEnd), or of the cycles through s with end s; false if Check rules them out.
func from(t *Tree, rows, cols, s, end int) (Root, bool) {
	free := ^uint64(0) >> uint(64-rows*cols)
	if end != s {
		free &^= 1 << uint(s)
	}
	end, ok := t.Check(s, free, end)
	return Root{Head: int8(s), End: int8(end), Free: free, Weight: 1}, ok
}

// TestCount checks the search against published counts of tours: directed open tours
// from a square, and directed closed tours from a square (twice the cycles).
func TestCount(t *testing.T) {
	for _, tc := range []struct {
		rows, cols, start, end int
		want                   uint64
	}{
		{5, 5, 0, NoEnd, 304}, // open tours of 5×5 from a corner
		{5, 5, 12, NoEnd, 64}, // from the centre
		{5, 5, 1, NoEnd, 0},   // from a square of the other colour
		{5, 6, 0, 0, 2 * 8},   // 5×6 has 8 Hamiltonian cycles
		{3, 4, 0, NoEnd, 2},   // 3×4: 8 open tours in all, 2 from a corner
		{4, 4, 0, NoEnd, 0},   // 4×4 has no tour
		{3, 3, 0, NoEnd, 0},   // 3×3: the centre is cut off
	} {
		t.Run(fmt.Sprintf("%dx%d-%d-%d", tc.rows, tc.cols, tc.start, tc.end), func(t *testing.T) {
			tr := New(tc.rows, tc.cols)
			r, ok := from(tr, tc.rows, tc.cols, tc.start, tc.end)
			var got uint64
			if ok {
				var err error
				if got, _, err = tr.Count(context.Background(), []Root{r}, 2, 0, 0); err != nil {
					t.Fatal(err)
				}
			}
			if got != tc.want {
				t.Errorf("got %d, want %d", got, tc.want)
			}
		})
	}
}

// TestEnds checks that the paths from a corner of 5×5, counted to each end, add up to
// the paths from it to any end (304).
func TestEnds(t *testing.T) {
	tr := New(5, 5)
	var sum uint64
	for e := 1; e < 25; e++ {
		if r, ok := from(tr, 5, 5, 0, e); ok {
			n, _, err := tr.Count(context.Background(), []Root{r}, 1, 0, 0)
			if err != nil {
				t.Fatal(err)
			}
			sum += n
		}
	}
	if sum != 304 {
		t.Errorf("got %d, want 304", sum)
	}
}

// TestSplitParts checks that splitting the roots keeps their weighted sum, and that the
// parts of the split roots add up to it: 1,728 open tours of 5×5 from every start.
func TestSplitParts(t *testing.T) {
	tr := New(5, 5)
	var roots []Root
	for s := 0; s < 25; s++ {
		if r, ok := from(tr, 5, 5, s, NoEnd); ok {
			roots = append(roots, r)
		}
	}
	split := tr.Split(roots, 500)
	if len(split) < 500 {
		t.Fatalf("split into %d roots, want 500 or more", len(split))
	}
	for _, tc := range []struct {
		name  string
		roots []Root
		parts int
	}{{"whole", roots, 0}, {"split", split, 0}, {"parts", split, 7}} {
		t.Run(tc.name, func(t *testing.T) {
			var sum uint64
			for part := 0; part < max(tc.parts, 1); part++ {
				n, _, err := tr.Count(context.Background(), tc.roots, 3, part, tc.parts)
				if err != nil {
					t.Fatal(err)
				}
				sum += n
			}
			if sum != 1728 {
				t.Errorf("got %d, want 1728", sum)
			}
		})
	}
}

// TestWeight checks that a root's weight multiplies its count.
func TestWeight(t *testing.T) {
	tr := New(5, 5)
	r, _ := from(tr, 5, 5, 0, NoEnd)
	r.Weight = 4
	n, _, err := tr.Count(context.Background(), []Root{r}, 1, 0, 0)
	if err != nil || n != 4*304 {
		t.Errorf("got %d, %v; want %d", n, err, 4*304)
	}
}

// TestCancel checks that a count under a done context returns its error.
func TestCancel(t *testing.T) {
	tr := New(6, 6)
	r, _ := from(tr, 6, 6, 0, NoEnd)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := tr.Count(ctx, []Root{r}, 2, 0, 0); !errors.Is(err, context.Canceled) {
		t.Errorf("got %v, want context.Canceled", err)
	}
}

// TestDescents checks that Knuth's estimate of a subtree comes within a factor of 3 of
// the nodes the search visits.
func TestDescents(t *testing.T) {
	tr := New(5, 6)
	r, _ := from(tr, 5, 6, 0, NoEnd)
	_, nodes, err := tr.Count(context.Background(), []Root{r}, 1, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	est := tr.Descents(r, 4096, rand.New(rand.NewSource(1)))
	if est < float64(nodes)/3 || est > 3*float64(nodes) {
		t.Errorf("estimated %.0f nodes, the search visited %d", est, nodes)
	}
}

// BenchmarkSearch times the search of the open tours of 6×6 from a corner on one
// worker and reports its nodes per second.
func BenchmarkSearch(b *testing.B) {
	tr := New(6, 6)
	r, _ := from(tr, 6, 6, 0, NoEnd)
	var nodes uint64
	for i := 0; i < b.N; i++ {
		x, n, err := tr.Count(context.Background(), []Root{r}, 1, 0, 0)
		if err != nil || x != 524486 {
			b.Fatal(x, err)
		}
		nodes += n
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
