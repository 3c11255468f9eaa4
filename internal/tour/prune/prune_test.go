package prune

import (
	"testing"

	"github.com/knightstour/knightstour/internal/tour/search"
	"github.com/knightstour/knightstour/internal/tour/sicily"
)

// TestNodesUnder checks doomedSubtree and nodesUnder against a count: at the first dead
// end of the search from starts where the search fails, the subtree that doomedSubtree
// finds must hold no tour, and as many nodes below its root as nodesUnder says where
// it says it counted them, at least as many where it did not (counted here by trying
// every path, up to one more than that number).
func TestNodesUnder(t *testing.T) {
	const want = 1 << 20
	checked := 0
	for _, tc := range []struct{ rows, cols, start int }{
		{7, 7, 30}, {100, 100, 0}, {100, 100, 198}, {100, 100, 388}, {100, 100, 1649},
		{100, 100, 1940}, {100, 100, 2716}, {100, 100, 952},
	} {
		b := newBoard(tc.rows, tc.cols)
		p := &Pruning{}
		p.Begin(b)
		// The greedy descent of the search, to its first dead end.
		b.Visit(int32(tc.start))
		b.path = append(b.path, int32(tc.start))
		for {
			next, ok := b.best(b.path[len(b.path)-1])
			if !ok {
				break
			}
			b.Visit(next)
			b.path = append(b.path, next)
		}
		d := len(b.path) - 1
		x := p.doomedSubtree(b, d)
		if x > d {
			t.Errorf("%dx%d from %d: no doomed subtree at the dead end at depth %d", tc.rows, tc.cols, tc.start+1, d)
			continue
		}
		n, exact := p.nodesUnder(b, x, d, want)
		// Count the nodes below the square at depth x: every path from it through the
		// squares unvisited there.
		for j := d; j > x; j-- {
			b.Leave(b.path[j])
		}
		var count int64
		tour := false
		var walk func(v int32, depth int)
		walk = func(v int32, depth int) {
			if depth == tc.rows*tc.cols-1 {
				tour = true
			}
			for _, w := range b.Neighbours(v) {
				if !b.visited(w) && count <= n && !tour {
					count++
					b.Visit(w)
					walk(w, depth+1)
					b.Leave(w)
				}
			}
		}
		walk(b.path[x], x)
		switch {
		case tour:
			t.Errorf("%dx%d from %d: the subtree at depth %d holds a tour", tc.rows, tc.cols, tc.start+1, x)
		case count < n:
			t.Errorf("%dx%d from %d: %d nodes below depth %d, but nodesUnder says %d", tc.rows, tc.cols, tc.start+1, count, x, n)
		case exact && n < want && count != n:
			t.Errorf("%dx%d from %d: %d nodes below depth %d, but nodesUnder counted %d", tc.rows, tc.cols, tc.start+1, count, x, n)
		}
		t.Logf("%dx%d from %d: dead end at depth %d, doomed from depth %d, %d nodes below it (counted: %v)", tc.rows, tc.cols, tc.start+1, d, x, n, exact)
		checked++
	}
	if checked < 6 {
		t.Errorf("only %d dead ends checked", checked)
	}
}

// board is a search.Tree of its own, for the tests: a path, and the visited squares as
// the marks of the sicily.Board that the Pruning sees (and changes); the tests reckon
// neighbours and onward moves plainly, from the moves and the marks.
type board struct {
	rows, cols int
	path       []int32
	marks      *sicily.Board
}

func newBoard(rows, cols int) *board {
	return &board{rows: rows, cols: cols, marks: sicily.NewBoard(rows, cols)}
}

// visited reports whether v is marked visited.
func (b *board) visited(v int32) bool { return b.marks.Onward(v) < 0 }

func (b *board) Size() (int, int) { return b.rows, b.cols }

func (b *board) Board() *sicily.Board { return b.marks }

func (b *board) Neighbours(v int32) []int32 {
	var nbr []int32
	r, c := int(v)/b.cols, int(v)%b.cols
	for _, m := range sicily.Moves() {
		if rr, cc := r+m.Dr, c+m.Dc; rr >= 0 && rr < b.rows && cc >= 0 && cc < b.cols {
			nbr = append(nbr, int32(rr*b.cols+cc))
		}
	}
	return nbr
}

func (b *board) Onward(v int32) int {
	if b.visited(v) {
		return -1
	}
	k := 0
	for _, w := range b.Neighbours(v) {
		if !b.visited(w) {
			k++
		}
	}
	return k
}

func (b *board) Path(d int) (int32, int64) { return b.path[d], int64(d + 1) }

func (b *board) Visit(v int32) {
	if !b.visited(v) {
		b.marks.Visit(v)
	}
}

func (b *board) Leave(v int32) {
	if b.visited(v) {
		b.marks.Leave(v)
	}
}

// best returns the square the search tries first from v: the unvisited neighbour with
// the fewest onward moves, the first in move-table order among those.
func (b *board) best(v int32) (int32, bool) {
	best, key := int32(-1), 0
	for _, w := range b.Neighbours(v) {
		if k := b.Onward(w); k >= 0 && (best < 0 || k < key) {
			best, key = w, k
		}
	}
	return best, best >= 0
}

// BenchmarkSearchCounted times the search on 100×100 from square 199, one of the
// starts from which the search gets into a subtree with no tour and about a million
// nodes: it counts them (countPaths) instead of trying them, and stops.
func BenchmarkSearchCounted(b *testing.B) {
	const budget = 400_000 + 64*10_000 // -method auto's on 100×100
	s := search.New(100, 100, search.Options{Prune: &Pruning{}})
	path := make([]int32, 10000)
	for i := 0; i < b.N; i++ {
		if res, n := s.Search(198, budget, path); res != search.OverBudget || n >= budget {
			b.Fatalf("outcome %d after %d nodes, want overBudget before the budget", res, n)
		}
	}
}

// incomparable is a search.Tree whose values cannot be compared (== panics on them).
type incomparable struct {
	*board
	_ []int
}

// TestIncomparableTree checks that a Pruning works on any Tree, comparable or not, and
// on one after another: it keeps nothing of the Tree it is handed.
func TestIncomparableTree(t *testing.T) {
	p := &Pruning{}
	for _, size := range []int{5, 5, 6} {
		tree := incomparable{board: newBoard(size, size)}
		p.Begin(tree)
		tree.Visit(0)
		tree.path = append(tree.path, 0)
		if d, n, res := p.DeadEnd(tree, 0, 1, 1<<20); d != 0 || n != 1 || res != search.Running {
			t.Errorf("%dx%d: DeadEnd = %d, %d, %v, want 0, 1, Running", size, size, d, n, res)
		}
	}
}
