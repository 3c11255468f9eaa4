package main

// plainSearch is the Sicily 1153 search as the seed's C++ program runs it, with no
// pruning: a depth-first search that tries the unvisited knight neighbours of the head
// with the fewest onward moves first, ties in sicilyMoves order. It is the reference
// the searcher's answers are checked against. It enters at most budget nodes (0: no
// limit) and returns the tour (0-based squares) or nil, and the nodes it entered.
func plainSearch(rows, cols, start int, closed bool, budget int64) ([]int32, int64) {
	n := rows * cols
	visited := make([]bool, n)
	path := make([]int32, 0, n)
	var nodes int64
	onward := func(v int) int { // unvisited neighbours of v
		k := 0
		r, c := v/cols, v%cols
		for _, m := range sicilyMoves {
			rr, cc := r+m.dr, c+m.dc
			if rr >= 0 && rr < rows && cc >= 0 && cc < cols && !visited[rr*cols+cc] {
				k++
			}
		}
		return k
	}
	isMove := func(a, b int) bool {
		dr, dc := a/cols-b/cols, a%cols-b%cols
		return dr*dr+dc*dc == 5
	}
	var dfs func(v int) bool // false: not found, or out of budget (then nodes == budget)
	out := false
	dfs = func(v int) bool {
		nodes++
		visited[v] = true
		path = append(path, int32(v))
		if len(path) == n && (!closed || isMove(v, start)) {
			return true
		}
		var cand []int
		var key []int
		r, c := v/cols, v%cols
		for _, m := range sicilyMoves {
			rr, cc := r+m.dr, c+m.dc
			if rr < 0 || rr >= rows || cc < 0 || cc >= cols || visited[rr*cols+cc] {
				continue
			}
			w := rr*cols + cc
			k := onward(w)
			i := len(cand)
			cand, key = append(cand, 0), append(key, 0)
			for i > 0 && key[i-1] > k {
				cand[i], key[i] = cand[i-1], key[i-1]
				i--
			}
			cand[i], key[i] = w, k
		}
		for _, w := range cand {
			if budget > 0 && nodes >= budget {
				out = true
				return false
			}
			if dfs(w) {
				return true
			}
			if out {
				return false
			}
		}
		visited[v] = false
		path = path[:len(path)-1]
		return false
	}
	if dfs(start) {
		return path, nodes
	}
	return nil, nodes
}
