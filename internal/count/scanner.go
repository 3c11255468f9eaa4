package count

// chainWidth is the least width at which the last three squares of each row are
// processed in one step. The layers grow along a row (about twice per square on 8×8)
// and drop at its end, where the mirror image merges states; skipping the last
// layers of a row lowers the peak memory several times for about twice the work on
// those squares. Narrower boards need little memory and are faster without.
const chainWidth = 8

// scanner is what the scans of one board keep from count to count: the board laid out
// for the scan (made by the first count, so that a count refused on its estimate costs
// nothing), the workers' buffers (a few hundred KB each), how many squares at the end
// of each row a step processes at once, and (tests) a hook called on the counting
// goroutine as each step begins (see problem.hook).
type scanner struct {
	rows, cols int
	chain      int
	sc         *scan
	obs        []*outbox
	hook       func()
}

// newScanner prepares to scan the rows×cols board, which Check accepts.
func newScanner(rows, cols int) scanner {
	s := scanner{rows: rows, cols: cols, chain: 1}
	if min(rows, cols) >= chainWidth {
		s.chain = 3
	}
	return s
}

// layout returns the board laid out for the scan, made on first use.
func (s *scanner) layout() *scan {
	if s.sc == nil {
		s.sc, _ = newScan(s.rows, s.cols) // the caller checked the board
	}
	return s.sc
}

// engine returns what a scan works with: workers buffers (made again when their number
// changes), the meter m, and maxBytes (0: no limit).
func (s *scanner) engine(m *meter, workers int, maxBytes int64) engine {
	if len(s.obs) != workers {
		s.obs = make([]*outbox, workers)
		for i := range s.obs {
			s.obs[i] = &outbox{}
		}
	}
	return engine{obs: s.obs, m: m, maxBytes: maxBytes}
}

// problem builds the counting job: cycles, or paths whose fixed ends (scan squares) are
// given, the other squares inner or, with free, free to be an end.
func (s *scanner) problem(cycle bool, fixed []int, free bool) *problem {
	sc := s.layout()
	p := &problem{scan: sc, cycle: cycle, role: make([]uint8, sc.n), chain: s.chain, hook: s.hook}
	if !cycle {
		p.maxEnd = 2
		if free {
			for i := range p.role {
				// On an odd board a path ends on the corners' colour (see colours).
				if sc.n%2 == 0 || p.sign(i) == 1 {
					p.role[i] = roleFree
				}
			}
		}
		for _, e := range fixed {
			p.role[e] = roleEnd
		}
		p.fixed = append(p.fixed, fixed...)
		sortInts(p.fixed)
		p.ruleColours = sc.n%2 == 0 || len(fixed) > 0
	}
	return p
}

// sortInts sorts a few ints in place.
func sortInts(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}
