package tiles

import (
	"fmt"

	"github.com/knightstour/knightstour/internal/pcg"
)

// preferredOpt is, for each side of the odd×odd tile, the join option under which the
// tile gives up a corner edge: a Hamiltonian path has those unless it ends at the
// corner.
var preferredOpt = [5]uint8{up: 1, down: 0, left: 1, right: 0}

// oddPath finds a Hamiltonian path of the odd×odd tile (w.oi, w.oj) from its square
// (lr, lc) that contains the edge each of its joins gives up, and stores the path in
// w.path and the joins' options in w.oddOpt. A seeded Builder's walker first tries
// ties drawn from the seed and the start (within seededBudget nodes).
func (w *Walker) oddPath(lr, lc int) error {
	_, h := w.rax.band(w.oi)
	_, wd := w.cax.band(w.oj)
	var sides [5]bool
	for d := up; d <= right; d++ {
		_, _, sides[d] = w.joined(w.oi, w.oj, d)
	}
	var (
		s   pathSearch
		opt [5]uint8
		ok  bool
	)
	if w.b.seeded {
		s.ties = pcg.New(w.b.seed, oddStream+uint64(lr*wd+lc))
		opt, ok = findOddPath(&s, h, wd, lr*wd+lc, sides, seededBudget)
		s.ties = nil
	}
	if !ok {
		opt, ok = findOddPath(&s, h, wd, lr*wd+lc, sides, 1000000)
	}
	if !ok {
		return fmt.Errorf("no path in the %dx%d start tile from (%d,%d)", h, wd, lr, lc)
	}
	w.oddOpt = opt
	w.setPath(s.path[:h*wd], wd)
	return nil
}

// findOddPath searches for a Hamiltonian path of the h×w tile from square start that
// contains the edge given up by each join on the sides marked in sides. It tries the
// option choices for the joins (the preferred corner options first), each with eight
// tie orders (with s.ties, drawn from it), under a node budget that grows tenfold per
// round up to most. On success s.path holds the path and opt the options. Tens of
// microseconds for most starts.
func findOddPath(s *pathSearch, h, w, start int, sides [5]bool, most int) (opt [5]uint8, ok bool) {
	var list []int
	for d := up; d <= right; d++ {
		if sides[d] {
			list = append(list, d)
		}
	}
	for budget := 1000; budget <= most; budget *= 10 {
		for m := 0; m < 1<<len(list); m++ {
			opt = [5]uint8{}
			for i, d := range list {
				opt[d] = preferredOpt[d] ^ uint8(m>>i&1)
			}
			for rot := 0; rot < 8; rot++ {
				s.reset(h, w, rot)
				forced := true
				for _, d := range list {
					u, v := sideEdge(d, int(opt[d]), h, w)
					forced = forced && s.force(u[0]*w+u[1], v[0]*w+v[1])
				}
				if !forced {
					break
				}
				if s.run(start, -1, false, budget) {
					return opt, true
				}
			}
		}
	}
	return opt, false
}

// setPath fills w.path from a Hamiltonian path given as a sequence.
func (w *Walker) setPath(seq []uint8, wd int) {
	n := len(seq)
	for i, k := range seq {
		p, q := uint8(none), uint8(none)
		if i > 0 {
			p = seq[i-1]
		}
		if i < n-1 {
			q = seq[i+1]
		}
		w.path[k] = cell{nb: [2]uint8{p, q}, r: k / uint8(wd), c: k % uint8(wd), at: uint8(i)}
		w.pathOrder[i] = k
	}
}
