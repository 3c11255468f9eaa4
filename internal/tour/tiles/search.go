package tiles

import "github.com/knightstour/knightstour/internal/pcg"

// pathSearch finds a Hamiltonian path of the knight's graph of an h×w board (h, w in
// 5..11) that starts at a given square, optionally ends at a given square, and contains
// a given set of forced edges. It is a depth-first search with Warnsdorff ordering
// (fewest unvisited onward neighbours first, ties in knightMoves order rotated by the
// restart number, or with ties in an order drawn from ties), a dead-end cut and a node
// budget; all of its state lives in the value, so a zero-allocation search costs
// O(budget) time.
type pathSearch struct {
	h, w, n int
	adj     [maxCells][8]uint8
	nadj    [maxCells]uint8
	forced  [maxCells][2]uint8
	nforced [maxCells]uint8
	visited [maxCells]bool
	free    [maxCells]uint8 // unvisited neighbours of each square
	path    [maxCells]uint8
	start   int
	end     int // required last square, or -1
	closed  bool
	nodes   int
	budget  int
	ties    *pcg.PCG // if not nil, reset shuffles each square's neighbours with it
}

// reset prepares s for an h×w board with no forced edges; rot rotates the tie order,
// or where s.ties is set, the neighbours of each square are shuffled with it.
func (s *pathSearch) reset(h, w, rot int) {
	s.h, s.w, s.n = h, w, h*w
	for k := 0; k < s.n; k++ {
		r, c := k/w, k%w
		s.nadj[k] = 0
		for i := 0; i < 8; i++ {
			m := knightMoves[(i+rot)%len(knightMoves)]
			rr, cc := r+m.Dr, c+m.Dc
			if rr >= 0 && rr < h && cc >= 0 && cc < w {
				s.adj[k][s.nadj[k]] = uint8(rr*w + cc)
				s.nadj[k]++
			}
		}
		if s.ties != nil {
			adj := s.adj[k][:s.nadj[k]]
			s.ties.Shuffle(len(adj), func(i, j int) { adj[i], adj[j] = adj[j], adj[i] })
		}
		s.nforced[k] = 0
		s.forced[k] = [2]uint8{none, none}
		s.visited[k] = false
		s.free[k] = s.nadj[k]
	}
}

// force adds the edge (a,b) to the edges every path found must contain. It reports
// false if a or b already has two forced edges, or (a,b) is not a knight's move.
func (s *pathSearch) force(a, b int) bool {
	if !s.isEdge(a, b) {
		return false
	}
	for i := uint8(0); i < s.nforced[a]; i++ {
		if int(s.forced[a][i]) == b {
			return true
		}
	}
	if s.nforced[a] == 2 || s.nforced[b] == 2 {
		return false
	}
	s.forced[a][s.nforced[a]] = uint8(b)
	s.nforced[a]++
	s.forced[b][s.nforced[b]] = uint8(a)
	s.nforced[b]++
	return true
}

func (s *pathSearch) isEdge(a, b int) bool {
	for i := uint8(0); i < s.nadj[a]; i++ {
		if int(s.adj[a][i]) == b {
			return true
		}
	}
	return false
}

func (s *pathSearch) visit(v int) {
	s.visited[v] = true
	for i := uint8(0); i < s.nadj[v]; i++ {
		s.free[s.adj[v][i]]--
	}
}

func (s *pathSearch) unvisit(v int) {
	s.visited[v] = false
	for i := uint8(0); i < s.nadj[v]; i++ {
		s.free[s.adj[v][i]]++
	}
}

// run searches for a path from start (ending at end unless end < 0; for closed, end
// must be a neighbour of start and the closing edge counts as present) with at most
// budget nodes. On success s.path[0:n] holds the path.
func (s *pathSearch) run(start, end int, closed bool, budget int) bool {
	s.start, s.end, s.closed = start, end, closed
	s.nodes, s.budget = 0, budget
	if s.nforced[start] > 1 && !closed {
		return false
	}
	s.visit(start)
	s.path[0] = uint8(start)
	ok := s.dfs(1, start, none)
	s.unvisit(start)
	if ok {
		// leave the board unvisited for the next run, keep the path
		for i := 1; i < s.n; i++ {
			s.visited[s.path[i]] = false
		}
		for k := 0; k < s.n; k++ {
			s.free[k] = s.nadj[k]
		}
	}
	return ok
}

// dfs extends the path s.path[0:depth], whose last square v was entered from p.
func (s *pathSearch) dfs(depth, v, p int) bool {
	if depth == s.n {
		return s.completes(v, p)
	}
	s.nodes++
	if s.nodes > s.budget {
		return false
	}
	if v == s.end {
		return false
	}
	cand, nc, ok := s.next(depth, v, p)
	if !ok {
		return false
	}
	for i := 0; i < nc; i++ {
		u := int(cand[i])
		s.visit(u)
		s.path[depth] = uint8(u)
		if s.dfs(depth+1, u, v) {
			return true
		}
		s.unvisit(u)
		if s.nodes > s.budget {
			return false
		}
	}
	return false
}

// completes reports whether a path that has visited every square, ending at v from p,
// is one: it ends at the required end, if any, and every forced edge of v is the one
// it came by (or, closed, the edge back to the start).
func (s *pathSearch) completes(v, p int) bool {
	if s.end >= 0 && v != s.end {
		return false
	}
	for i := uint8(0); i < s.nforced[v]; i++ {
		f := int(s.forced[v][i])
		if f != p && !(s.closed && f == s.start) {
			return false
		}
	}
	return true
}

// next returns the squares the path at v (from p, depth squares visited) may go to, in
// the order it tries them (fewest free neighbours first, the required end last, ties
// in adjacency order), nc of them; false where no extension can complete the path (v
// has two forced edges left, or two neighbours that only v can enter).
func (s *pathSearch) next(depth, v, p int) (cand [8]uint8, nc int, ok bool) {
	need := -1
	for i := uint8(0); i < s.nforced[v]; i++ {
		f := int(s.forced[v][i])
		if f != p {
			if need >= 0 {
				return cand, 0, false
			}
			need = f
		}
	}
	mustNext := -1
	for i := uint8(0); i < s.nadj[v]; i++ {
		u := int(s.adj[v][i])
		if s.visited[u] {
			continue
		}
		if s.free[u] == 0 {
			// u can only be entered from v, and then the path ends there.
			if mustNext >= 0 || depth+1 != s.n {
				return cand, 0, false
			}
			mustNext = u
		}
	}
	var key [8]uint8
	for i := uint8(0); i < s.nadj[v]; i++ {
		u := int(s.adj[v][i])
		if s.visited[u] || need >= 0 && u != need || mustNext >= 0 && u != mustNext {
			continue
		}
		if need < 0 && (s.nforced[u] == 2 || s.nforced[u] == 1 && s.visited[s.forced[u][0]]) {
			continue
		}
		k := s.free[u]
		if u == s.end {
			k = 9 // take the required end last
		}
		// insertion sort by key, stable
		j := nc
		for j > 0 && key[j-1] > k {
			cand[j], key[j] = cand[j-1], key[j-1]
			j--
		}
		cand[j], key[j] = uint8(u), k
		nc++
	}
	return cand, nc, true
}
