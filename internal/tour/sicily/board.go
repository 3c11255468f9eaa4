package sicily

// Board is the knight's graph of a rows×cols board with the squares a search has
// visited marked: each square's neighbours, in move-table order, and its onward degree.
// The Sicily search (Searcher) and the tour program's search (internal/tour/search) walk
// their paths over one. Squares are 0-based, row-major. Its methods cost O(1).
//
// Invariant: deg[v] is the number of unvisited neighbours of v, with the visited bit
// set where v is visited.
type Board struct {
	nbr  [][NumMoves]int32 // neighbours of each square, in move-table order
	nnbr []uint8           // how many entries of nbr are used
	deg  []uint8           // unvisited neighbours of each square, plus visited if it is
}

// visited is the bit of deg that marks a visited square; the count below it is at most 8.
const visited = 0x80

// NewBoard returns the rows×cols board with no square visited. It costs O(rows·cols)
// time and 34 bytes a square.
func NewBoard(rows, cols int) *Board {
	n := rows * cols
	b := &Board{nbr: make([][NumMoves]int32, n), nnbr: make([]uint8, n), deg: make([]uint8, n)}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			v := r*cols + c
			for _, m := range moves {
				rr, cc := r+m.Dr, c+m.Dc
				if rr >= 0 && rr < rows && cc >= 0 && cc < cols {
					b.nbr[v][b.nnbr[v]] = int32(rr*cols + cc)
					b.nnbr[v]++
				}
			}
			b.deg[v] = b.nnbr[v]
		}
	}
	return b
}

// Neighbours returns the squares a knight's move from v, in move-table order. The
// caller must not change the slice.
func (b *Board) Neighbours(v int32) []int32 { return b.nbr[v][:b.nnbr[v]] }

// Onward returns the number of unvisited neighbours of v, or -1 where v is visited.
func (b *Board) Onward(v int32) int {
	if k := b.deg[v]; k&visited == 0 {
		return int(k)
	}
	return -1
}

// Visit marks v visited and lowers the onward degree of its neighbours.
func (b *Board) Visit(v int32) {
	deg := b.deg // a copy that the stores below cannot change: loaded once
	deg[v] |= visited
	for _, w := range b.Neighbours(v) {
		deg[w]--
	}
}

// Leave undoes Visit(v).
func (b *Board) Leave(v int32) {
	deg := b.deg
	deg[v] &^= visited
	for _, w := range b.Neighbours(v) {
		deg[w]++
	}
}

// Order lists the unvisited neighbours of v in cand in the order the Sicily search
// tries them, fewest onward moves first, ties in move-table order (a stable insertion
// sort, which is what std::sort does on at most 8 elements in the seed), and returns
// how many there are.
func (b *Board) Order(v int32, cand *[NumMoves]int32) int {
	var key [NumMoves]uint8 // key[i] is the onward degree of cand[i]
	n, deg := 0, b.deg
	for _, w := range b.Neighbours(v) {
		k := deg[w]
		if k&visited != 0 {
			continue
		}
		i := n
		for i > 0 && key[i-1] > k {
			key[i], cand[i] = key[i-1], cand[i-1]
			i--
		}
		key[i], cand[i] = k, w
		n++
	}
	return n
}
