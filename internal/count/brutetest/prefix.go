package brutetest

// Cells returns the undirected Hamiltonian paths (those that close included) and
// cycles of the knight's graph of the first cells squares (at most 64) of a board
// width wide, row-major: whole rows of width squares and, where width does not divide
// cells, the first cells mod width squares of one more row. Read by columns, it is
// Knuth's board of the first n cells of a width×⌈n/width⌉ board (OEIS A389755,
// A383661), whose last column has its top n mod width squares.
func Cells(width, cells int) (paths, cycles int64) {
	if cells == 1 {
		return 1, 0
	}
	nbr := neighbours(cells, width)
	var tours, closed int64
	for s := range nbr {
		for e, x := range from(nbr, s) {
			tours += x
			if Adjacent(width, s, e) {
				closed += x
			}
		}
	}
	return tours / 2, closed / int64(2*cells)
}
