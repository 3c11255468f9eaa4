package tiles

// Sides of a tile, also the directions the walker steps in when it crosses a splice
// edge; sameTile marks a neighbour inside the current tile.
const (
	sameTile = iota
	up
	down
	left
	right
)

// opposite returns the side facing side d across a join.
func opposite(d int) int {
	switch d {
	case up:
		return down
	case down:
		return up
	case left:
		return right
	}
	return left
}

// sideEdge returns the edge (as two (row, col) squares) that an h×w tile gives up on
// side d of a join with option opt. Option 0 joins a tile's bottom (right) corner edge
// to the port edge at the top (left) of the tile below (to its right); option 1 joins
// the bottom (right) port edge to the top (left) corner edge. For both options the
// first squares of the two tiles' edges are a knight's move apart, and so are the
// second squares. The edges of the four sides lie in the two outer rows or columns of
// their side, so they are distinct for sides of at least 5.
func sideEdge(d, opt, h, w int) (u, v [2]int) {
	switch d*2 + opt {
	case up * 2:
		return [2]int{1, 1}, [2]int{0, 3}
	case up*2 + 1:
		return [2]int{0, 0}, [2]int{1, 2}
	case down * 2:
		return [2]int{h - 1, 0}, [2]int{h - 2, 2}
	case down*2 + 1:
		return [2]int{h - 2, 1}, [2]int{h - 1, 3}
	case left * 2:
		return [2]int{1, 1}, [2]int{3, 0}
	case left*2 + 1:
		return [2]int{0, 0}, [2]int{2, 1}
	case right * 2:
		return [2]int{0, w - 1}, [2]int{2, w - 2}
	}
	return [2]int{1, w - 2}, [2]int{3, w - 1}
}

// splice is one active join of the current tile: the walker's tile gives up its edge
// (u,v); u is joined to pu and v to pv, both squares of the neighbouring tile on side
// dir. Squares are local indices r*w+c of their own tiles.
type splice struct {
	dir    int8
	u, v   uint8
	pu, pv uint8
}
