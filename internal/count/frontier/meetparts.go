package frontier

import (
	"cmp"
	"slices"
)

// splitDegs returns the degrees degs of bottom states, size(d) the states of degree d,
// in at most n parts (all in one for n up to 1), for a meet whose middle is made and
// joined a part at a time (Meet.Parts): degrees whose needs (needOf) agree on the
// squares that walk makes final first go to the same part, so that a part's walk
// prunes the others' middles at those squares, early, and so do those of mirror
// images (mirrorDegs): a part's walk makes the middles of its degrees' images too,
// merged into its own (edgeWalk.key). The values of the needs go in groups, each the
// values of some degrees and of their images' (valueGroups); the
// first final squares are the fewest whose needs make at least 4n groups, or all of
// them. The groups go to the parts largest first, each to the part with the fewest
// bottom states so far, to even out the parts. It takes O(len(degs) · (k + n)) time,
// k the levels of squares tried.
func splitDegs(walk *edgeWalk, degs []uint64, size func(d uint64) int, n int) [][]uint64 {
	if n <= 1 || len(degs) == 0 {
		return [][]uint64{degs}
	}
	var mod uint64
	var group map[uint64]uint64 // each value of the needs modulo mod, its group's
	var states map[uint64]int   // the bottom states of each group
	for _, m := range walk.mod {
		if m == 0 || m <= mod {
			continue
		}
		mod = m
		group, states = valueGroups(walk, degs, size, mod)
		if len(states) >= 4*n {
			break
		}
	}
	groups := make([]uint64, 0, len(states))
	for g := range states {
		groups = append(groups, g)
	}
	slices.SortFunc(groups, func(a, b uint64) int {
		if states[a] != states[b] {
			return states[b] - states[a]
		}
		return cmp.Compare(a, b)
	})
	part, load := map[uint64]int{}, make([]int, min(n, len(groups)))
	for _, g := range groups {
		p := slices.Index(load, slices.Min(load))
		part[g], load[p] = p, load[p]+states[g]
	}
	parts := make([][]uint64, len(load))
	for _, d := range degs {
		p := part[group[walk.completes(d)%mod]]
		parts[p] = append(parts[p], d)
	}
	return parts
}

// valueGroups returns the values modulo mod of the needs that bottom states of the
// degrees degs complete (edgeWalk.completes) in groups, each value's named by one of
// the group's values, where a degree's value and its mirror image's share a group
// (and so on, transitively: two values at most where the squares of mod are their own
// image), and the bottom states of each group (size(d) those of degree d). It takes
// O(len(degs) · log) time, the groups kept flat as they are joined.
func valueGroups(walk *edgeWalk, degs []uint64, size func(d uint64) int, mod uint64) (map[uint64]uint64, map[uint64]int) {
	group := map[uint64]uint64{}
	members := map[uint64][]uint64{} // each group's values, by its name
	of := func(v uint64) uint64 {
		if _, ok := group[v]; !ok {
			group[v], members[v] = v, []uint64{v}
		}
		return group[v]
	}
	for _, d := range degs {
		a, b := of(walk.completes(d)%mod), of(walk.completes(mirrorDegs(d, walk.width))%mod)
		if a == b {
			continue
		}
		if len(members[a]) < len(members[b]) {
			a, b = b, a
		}
		for _, v := range members[b] { // the smaller group joins the larger
			group[v] = a
		}
		members[a] = append(members[a], members[b]...)
		delete(members, b)
	}
	states := map[uint64]int{}
	for _, d := range degs {
		states[group[walk.completes(d)%mod]] += size(d)
	}
	return group, states
}
