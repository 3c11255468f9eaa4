package count

// An independent counter for small boards: a depth-first search over all tours, which
// shares nothing with the frontier scan (its own adjacency by arithmetic, its own
// prune), used to check the scan on every small board.

// bruteTours returns t[s][e]: the number of tours (sequences of all squares, each a
// knight's move from the one before) that start at square s and end at square e, on
// the rows×cols board (squares 0-based, row-major).
func bruteTours(rows, cols int) [][]int64 {
	n := rows * cols
	adj := make([][]int, n)
	for a := 0; a < n; a++ {
		for b := 0; b < n; b++ {
			dr, dc := a/cols-b/cols, a%cols-b%cols
			if dr*dr+dc*dc == 5 {
				adj[a] = append(adj[a], b)
			}
		}
	}
	t := make([][]int64, n)
	for s := range t {
		t[s] = make([]int64, n)
	}
	if n == 1 {
		t[0][0] = 1
		return t
	}
	visited := make([]bool, n)
	var walk func(start, cur, depth int)
	walk = func(start, cur, depth int) {
		if depth == n {
			t[start][cur]++
			return
		}
		// Prune: an unvisited square with fewer than two links (unvisited neighbours,
		// or the current square) can only be the last square, and there is one last
		// square; with no link at all it cannot be reached.
		lonely := 0
		for u := 0; u < n; u++ {
			if visited[u] {
				continue
			}
			links := 0
			for _, x := range adj[u] {
				if !visited[x] || x == cur {
					links++
				}
			}
			if links == 0 {
				return
			}
			if links == 1 {
				lonely++
			}
		}
		if lonely > 1 {
			return
		}
		for _, x := range adj[cur] {
			if !visited[x] {
				visited[x] = true
				walk(start, x, depth+1)
				visited[x] = false
			}
		}
	}
	for s := 0; s < n; s++ {
		visited[s] = true
		walk(s, s, 1)
		visited[s] = false
	}
	return t
}

// bruteCount reads a count from bruteTours' table: tours from start (or Every) to end
// (or Every), closed or not.
func bruteCount(t [][]int64, rows, cols, start, end int, closed bool) int64 {
	n := rows * cols
	var sum int64
	for s := 0; s < n; s++ {
		if start != Every && s != start {
			continue
		}
		for e := 0; e < n; e++ {
			if end != Every && e != end {
				continue
			}
			dr, dc := s/cols-e/cols, s%cols-e%cols
			if closed && dr*dr+dc*dc != 5 {
				continue
			}
			sum += t[s][e]
		}
	}
	return sum
}

// transposeTours turns bruteTours' table of the rows×cols board into the table of the
// cols×rows board (square r·cols+c becomes c·rows+r).
func transposeTours(t [][]int64, rows, cols int) [][]int64 {
	n := rows * cols
	tr := func(s int) int { return s%cols*rows + s/cols }
	out := make([][]int64, n)
	for s := range out {
		out[s] = make([]int64, n)
	}
	for s := 0; s < n; s++ {
		for e := 0; e < n; e++ {
			out[tr(s)][tr(e)] = t[s][e]
		}
	}
	return out
}
