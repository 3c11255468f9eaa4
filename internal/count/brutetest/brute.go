// Package brutetest is the tests' own counter of knight's tours on small boards: a
// plain depth-first search over bit sets of visited squares, which shares nothing with
// the counting engines (its own adjacency by arithmetic, its own prune). The tests of
// package count, of the table's scan (package frontier) and of the count program check their
// counts against it.
package brutetest

import "math/bits"

// From returns t[e]: the number of tours (sequences of all squares, each a knight's
// move from the one before) of the rows×cols board (at most 64 squares; small ones in
// practice) from square s to square e, squares 0-based, row-major.
func From(rows, cols, s int) []int64 { return from(neighbours(rows*cols, cols), s) }

// from returns the number of tours of the squares 0..len(nbr)-1, whose knight's moves
// nbr gives as bit sets, from square s to each square.
func from(nbr []uint64, s int) []int64 {
	n := len(nbr)
	t := make([]int64, n)
	all := uint64(1)<<uint(n) - 1
	var walk func(cur int, seen uint64)
	walk = func(cur int, seen uint64) {
		if seen == all {
			t[cur]++
			return
		}
		// Every unseen square but the last needs two links (unseen neighbours, or cur).
		lonely := 0
		for u := all &^ seen; u != 0; u &= u - 1 {
			switch bits.OnesCount64(nbr[bits.TrailingZeros64(u)] & (^seen | 1<<uint(cur))) {
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
			walk(next, seen|1<<uint(next))
		}
	}
	walk(s, 1<<uint(s))
	return t
}

// Tours returns t[s][e]: From's counts for every start s.
func Tours(rows, cols int) [][]int64 {
	t := make([][]int64, rows*cols)
	for s := range t {
		t[s] = From(rows, cols, s)
	}
	return t
}

// Undirected returns the undirected Hamiltonian paths (those that close included) and
// cycles of the knight's graph of the rows×cols board: each path is two tours, each
// cycle two from each of its squares (one square: one path, no cycle). It searches
// from one start of each class of squares under the board's symmetries (its
// reflections, and on a square board its transposition), weighted by the class's size:
// a symmetry maps the tours from s onto those from its image, and keeps closed ones
// closed.
func Undirected(rows, cols int) (paths, cycles int64) {
	n := rows * cols
	if n == 1 {
		return 1, 0
	}
	nbr := neighbours(n, cols)
	var tours, closed int64
	for s := 0; s < n; s++ {
		weight := orbit(rows, cols, s)
		if weight == 0 {
			continue
		}
		for e, x := range from(nbr, s) {
			tours += weight * x
			if Adjacent(cols, s, e) {
				closed += weight * x
			}
		}
	}
	return tours / 2, closed / int64(2*n)
}

// orbit returns the number of squares that the symmetries of the rows×cols board map
// square s (row-major) onto, or 0 if s is not the least of them.
func orbit(rows, cols, s int) int64 {
	r, c := s/cols, s%cols
	images := []int{s, r*cols + cols - 1 - c, (rows-1-r)*cols + c, (rows-1-r)*cols + cols - 1 - c}
	if rows == cols {
		for _, i := range images[:4] {
			images = append(images, i%cols*cols+i/cols)
		}
	}
	seen := map[int]bool{}
	for _, i := range images {
		if i < s {
			return 0
		}
		seen[i] = true
	}
	return int64(len(seen))
}

// Adjacent reports whether squares a and b of a board cols wide are a knight's move
// apart.
func Adjacent(cols, a, b int) bool {
	dr, dc := a/cols-b/cols, a%cols-b%cols
	return dr*dr+dc*dc == 5
}

// neighbours returns the knight's moves of each of the first n squares of a board cols
// wide (row-major), among them, as a bit set.
func neighbours(n, cols int) []uint64 {
	nbr := make([]uint64, n)
	for a := 0; a < n; a++ {
		for b := 0; b < n; b++ {
			if Adjacent(cols, a, b) {
				nbr[a] |= 1 << uint(b)
			}
		}
	}
	return nbr
}
