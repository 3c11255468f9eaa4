package frontier

import (
	"cmp"
	"slices"
)

// splitDegs returns the degrees degs of bottom states, size(d) the states of degree d,
// in at most n parts (all in one for n up to 1), for a meet whose middle is made and
// joined a part at a time (Meet.Parts): degrees whose needs (needOf) agree on the
// squares that walk makes final first go to the same part, so that a part's walk
// prunes the others' middles at those squares, early; the first final squares are the
// fewest whose needs take at least 4n values among the degrees, or all of them. The
// values go to the parts largest first, each to the part with the fewest bottom
// states so far, to even out the parts. It takes O(len(degs) · (k + n)) time, k the
// levels of squares tried.
func splitDegs(walk *edgeWalk, degs []uint64, size func(d uint64) int, n int) [][]uint64 {
	if n <= 1 || len(degs) == 0 {
		return [][]uint64{degs}
	}
	var mod uint64
	var states map[uint64]int // the bottom states of each value of the needs modulo mod
	for _, m := range walk.mod {
		if m == 0 || m <= mod {
			continue
		}
		mod, states = m, map[uint64]int{}
		for _, d := range degs {
			states[walk.completes(d)%mod] += size(d)
		}
		if len(states) >= 4*n {
			break
		}
	}
	values := make([]uint64, 0, len(states))
	for v := range states {
		values = append(values, v)
	}
	slices.SortFunc(values, func(a, b uint64) int {
		if states[a] != states[b] {
			return states[b] - states[a]
		}
		return cmp.Compare(a, b)
	})
	part, load := map[uint64]int{}, make([]int, min(n, len(values)))
	for _, v := range values {
		p := slices.Index(load, slices.Min(load))
		part[v], load[p] = p, load[p]+states[v]
	}
	parts := make([][]uint64, len(load))
	for _, d := range degs {
		p := part[walk.completes(d)%mod]
		parts[p] = append(parts[p], d)
	}
	return parts
}
