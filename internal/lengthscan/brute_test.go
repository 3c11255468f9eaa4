package lengthscan

import "math/bits"

// An independent counter for small boards: a depth-first search over the tours, which
// shares nothing with the scan.

// bruteCounts returns the undirected Hamiltonian paths and cycles of the knight's graph
// of the rows×cols board (at most 64 squares; small ones in practice), from the
// directed tours that a plain search over bit sets of visited squares counts: each
// path is two tours, each cycle two from each square.
func bruteCounts(rows, cols int) (paths, cycles int64) {
	n := rows * cols
	if n == 1 {
		return 1, 0
	}
	nbr := make([]uint64, n)
	for a := 0; a < n; a++ {
		for b := 0; b < n; b++ {
			if dr, dc := a/cols-b/cols, a%cols-b%cols; dr*dr+dc*dc == 5 {
				nbr[a] |= 1 << uint(b)
			}
		}
	}
	all := uint64(1)<<uint(n) - 1
	var tours, closed int64
	var walk func(start, cur int, seen uint64)
	walk = func(start, cur int, seen uint64) {
		if seen == all {
			tours++
			if nbr[cur]>>uint(start)&1 == 1 {
				closed++
			}
			return
		}
		lonely := 0 // unseen squares with one link left: each must be the last
		for u := all &^ seen; u != 0; u &= u - 1 {
			v := bits.TrailingZeros64(u)
			switch bits.OnesCount64(nbr[v] & (^seen | 1<<uint(cur))) {
			case 0:
				return
			case 1:
				lonely++
			}
		}
		if lonely > 1 {
			return
		}
		for m := nbr[cur] &^ seen; m != 0; m &= m - 1 {
			next := bits.TrailingZeros64(m)
			walk(start, next, seen|1<<uint(next))
		}
	}
	for s := 0; s < n; s++ {
		walk(s, s, 1<<uint(s))
	}
	return tours / 2, closed / int64(2*n)
}
