package tiles

import "github.com/knightstour/knightstour/internal/tour/sicily"

// knightMoves is the project's move table (sicily.Moves) in the order that every
// search of the package breaks ties in: from its seventh move, (-2, 1), round to its
// sixth, (-2, -1).
var knightMoves = rotated(sicily.Moves(), 6)

// rotated returns the moves from moves[k] on, round to moves[k-1].
func rotated(moves [sicily.NumMoves]sicily.Move, k int) (r [sicily.NumMoves]sicily.Move) {
	for i := range r {
		r[i] = moves[(i+k)%len(moves)]
	}
	return r
}

const (
	// maxSide is the largest side of a tile: bands are 5..11 squares wide.
	maxSide = 11
	// maxCells is the number of squares of the largest tile.
	maxCells = maxSide * maxSide
	// none marks a missing neighbour (the ends of a path) or "no cell".
	none = 255
)
