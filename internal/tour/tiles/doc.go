// Package tiles builds knight's tours on m×n boards with both sides at least 5, in time
// linear in m·n and constant memory, square by square.
//
// The board is cut into bands of 6 rows (the last band of a run 8 or 10) and likewise
// columns, plus one odd band of 5..11 where a side is odd; each band×band piece is a
// tile. Every tile with an even number of squares carries a closed tour of its own,
// found once by a deterministic search (Builder) and containing four fixed "port"
// edges. Neighbouring tiles are joined by swapping two edges (a splice): drop (a,b)
// from one tile's tour and (c,d) from the other's, where a–c and b–d are knight's
// moves, and add (a,c), (b,d). Tiles are joined along a comb: every column of tiles
// is chained top to bottom, and one row of tiles (the spine) is chained left to right.
// All splice edges of one tile are distinct edges of its tour, so the joins commute and
// the result is one Hamiltonian cycle. On an odd×odd board the odd row band and the odd
// column band are laid over the start square; that tile carries a Hamiltonian path
// from the start (a small per-query search), and the other tiles' cycles are spliced
// into it, giving an open tour.
//
// A Walker yields the tour one square at a time from (previous, current): the next
// square is the current square's other tour neighbour in its tile, unless the current
// square ends a splice edge of its tile. Nothing grows with the board.
package tiles
