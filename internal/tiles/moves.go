package tiles

// knightMoves is the one move table of the package, in a fixed order that every
// search's tie-breaks refer to.
var knightMoves = [8]struct{ dr, dc int }{
	{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1},
}

const (
	// maxSide is the largest side of a tile: bands are 5..11 squares wide.
	maxSide = 11
	// maxCells is the number of squares of the largest tile.
	maxCells = maxSide * maxSide
	// none marks a missing neighbour (the ends of a path) or "no cell".
	none = 255
)
