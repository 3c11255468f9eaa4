package count

import (
	"context"
	"math/big"

	fr "github.com/knightstour/knightstour/internal/count/frontier"
)

// byFrontier reports whether the scan of the cycles (cycle) or the paths of a board w
// wide and l long is package frontier's (Knuth's window with mates as offsets, one
// goroutine), rather than this package's own, which scans boards wider than
// frontierWidth and counts in parts: the cycles of boards up to 7 wide, and the
// paths of boards up to pathsFrontierWidth wide and at least 2 longer than wide. On
// shorter boards this package's scan prunes the states better: the paths from square
// 1 of 6x6 took 8 s of CPU and 410 MB by package frontier, 3 s and 19 MB by this
// package's scan (6x7: 15 s, 450 MB and 18 s, 90 MB; 6x8: 16 s and 45 s), and package
// frontier's paths 7 wide would hold about 40 times its 6-wide ones (355 MB).
func byFrontier(cycle bool, w, l int) bool {
	return w <= frontierWidth && (cycle || w <= pathsFrontierWidth && l >= w+2)
}

// frontierWidth is the widest single board package frontier's scan counts for this
// package: 7, though frontier.MaxWidth is more. Boards 8 wide and more stay with this
// package's scan and its meet in the middle until package frontier's are measured as
// fast on them.
const frontierWidth = 7

// pathsFrontierFrom is the least length from which the paths with no fixed end of a
// board up to pathsFrontierWidth wide go by package frontier's scan rather than meet in
// the middle: 5x10 took 0.62 s of CPU by the scan, 1.23 s by the meet (5x9 0.52 and
// 0.54, 5x8 0.48 and 0.33), 6x9 20 s and 59 s (6x8 16.5 and 14.6). On 7-wide boards the
// meet stays: the scan of 7-wide paths would hold some ten times the meet's memory.
const pathsFrontierFrom, pathsFrontierWidth = 9, 6

// meetsFrontier reports whether problem p, which meets in the middle, is counted by
// package frontier's scan instead (see pathsFrontierFrom).
func meetsFrontier(cycle bool, w, l int) bool {
	return !cycle && w <= pathsFrontierWidth && l >= pathsFrontierFrom
}

// roles returns the roles of the squares (row-major) for the paths with ends a and b
// (either may be Every: a free end): a and b End, and where an end is free every other
// square Free, but on an odd board, where a path ends on the corners' colour (see
// colours), the squares of the other colour; with both ends fixed, the others Inner.
func (q question) roles(a, b int) []fr.Role {
	n := q.rows * q.cols
	free := a == Every || b == Every
	roles := make([]fr.Role, n)
	for s := range roles {
		switch {
		case s == a || s == b:
			roles[s] = fr.End
		case !free || n%2 == 1 && (s/q.cols+s%q.cols)%2 == 1:
			roles[s] = fr.Inner
		}
	}
	return roles
}

// frontierCount counts the board's Hamiltonian cycles, or with roles (of
// question.roles) its paths, by package frontier's scan, a column at a time: the meter
// hears of each column (the fixed squares of the old scan's layout, for its time
// left), and the count stops with ErrTooBig where the scan's tables hold more than
// Options.MaxBytes.
func (c *Counter) frontierCount(ctx context.Context, roles []fr.Role, fixed []int) (*big.Int, error) {
	w, l := min(c.q.rows, c.q.cols), max(c.q.rows, c.q.cols)
	m := &c.m
	m.begin(l, w, l, fixed)
	s := fr.Single{Rows: c.q.rows, Cols: c.q.cols, Open: roles != nil, Roles: roles}
	s.Column = func(done, states int, bytes int64) error {
		if done > 0 {
			m.made.Add(int64(states))
			m.rowDone(done - 1)
		}
		m.states.Store(int64(states))
		m.expanded.Add(int64(states))
		m.steps.Add(1)
		m.bytes.Store(bytes)
		m.notePeak(bytes)
		if c.opt.MaxBytes > 0 && bytes > c.opt.MaxBytes {
			return tooBig(bytes, c.opt.MaxBytes)
		}
		m.stepBegins(done*w, w)
		if c.scan.hook != nil {
			c.scan.hook()
		}
		return nil
	}
	x, err := s.Count(ctx)
	if err != nil {
		return nil, err
	}
	m.square.Store(int64(w * l))
	m.row.Store(int64(l))
	return x, nil
}
