package count

import "slices"

// scanner is what the counts of one board keep from count to count: the board laid
// out (made by the first count, so that a count refused on its estimate costs
// nothing), and (tests) a hook called on the counting goroutine as each stage of a
// meet in the middle begins.
type scanner struct {
	rows, cols int
	sc         *scan
	hook       func()
}

// newScanner prepares to count the rows×cols board, which Check accepts.
func newScanner(rows, cols int) scanner { return scanner{rows: rows, cols: cols} }

// layout returns the board laid out, made on first use.
func (s *scanner) layout() *scan {
	if s.sc == nil {
		s.sc, _ = newScan(s.rows, s.cols) // the caller checked the board
	}
	return s.sc
}

// problem is what a count of the whole board comes down to: its Hamiltonian cycles, or
// its paths with the fixed ends given (squares of the layout, ascending), the others
// free to be an end or not.
type problem struct {
	*scan
	cycle bool
	fixed []int
}

// symmetric reports whether the problem is the same under the left-right mirror of the
// board: cycles, and paths with no fixed end.
func (p *problem) symmetric() bool { return len(p.fixed) == 0 }

// problem returns the problem of the cycles, or of the paths whose fixed ends (squares
// of the layout) are given.
func (s *scanner) problem(cycle bool, fixed []int) *problem {
	p := &problem{scan: s.layout(), cycle: cycle}
	p.fixed = append(p.fixed, fixed...)
	slices.Sort(p.fixed)
	return p
}
