package tiles

// Warnsdorff runs a plain greedy Warnsdorff pass on the rows×cols board from square
// start (0-based, row-major), as a baseline for the tile construction: each move goes
// to an unvisited square with the fewest unvisited onward neighbours; among those, the
// one farthest from the board's centre (Roth's tie-break); further ties in the
// package's fixed move order. It never backtracks. It returns the squares visited, in
// order, and whether they are all rows*cols squares (an open tour; it does not try to
// close it). It costs O(rows*cols) time and 9 bytes per square (the tour and a degree
// table); sides below 1 or a start off the board give nil, false.
func Warnsdorff(rows, cols, start int) ([]int, bool) {
	n := rows * cols
	if rows < 1 || cols < 1 || start < 0 || start >= n {
		return nil, false
	}
	// deg[k] is the number of unvisited neighbours of k; visited squares get 0xff.
	deg := make([]uint8, n)
	for k := 0; k < n; k++ {
		r, c := k/cols, k%cols
		for _, m := range knightMoves {
			if rr, cc := r+m.Dr, c+m.Dc; rr >= 0 && rr < rows && cc >= 0 && cc < cols {
				deg[k]++
			}
		}
	}
	tour := make([]int, 0, n)
	const visited = 0xff
	cur := start
	for {
		tour = append(tour, cur)
		deg[cur] = visited
		r, c := cur/cols, cur%cols
		best, bestDeg, bestDist := -1, 9, -1
		for _, m := range knightMoves {
			rr, cc := r+m.Dr, c+m.Dc
			if rr < 0 || rr >= rows || cc < 0 || cc >= cols {
				continue
			}
			k := rr*cols + cc
			if deg[k] == visited {
				continue
			}
			deg[k]--
			// squared distance from the centre, in half-squares
			dr, dc := 2*rr-(rows-1), 2*cc-(cols-1)
			dist := dr*dr + dc*dc
			if d := int(deg[k]); d < bestDeg || (d == bestDeg && dist > bestDist) {
				best, bestDeg, bestDist = k, d, dist
			}
		}
		if best < 0 {
			return tour, len(tour) == n
		}
		cur = best
	}
}
