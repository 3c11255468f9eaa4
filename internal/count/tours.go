package count

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	fr "github.com/knightstour/knightstour/internal/count/frontier"
)

// Tours returns the number of knight's tours that start at square start (0-based,
// row-major), or from any square if start is Every (the sum over all starts). A tour
// is a sequence of all the board's squares, each a knight's move from the one before;
// a closed tour's last square is also a knight's move from its first. A tour and its
// reverse are two tours, and so are the n rotations of a closed one. The count is
// exact; it stops early with ctx's error when ctx is done.
//
// In terms of undirected Hamiltonian cycles C and paths: open tours from s are the paths
// with an end at s; all open tours are twice the paths; closed tours from s are 2C and
// all closed tours are 2nC; tours from s to an end e are the paths between s and e
// (closed ones only if e is a knight's move from s), and tours to e from every start
// are the paths with an end at e (closed: 2C).
func (c *Counter) Tours(ctx context.Context, start int) (*big.Int, error) {
	if start != Every && (start < 0 || start >= c.q.rows*c.q.cols) {
		return nil, fmt.Errorf("start square %d is not on the %dx%d board", start, c.q.rows, c.q.cols)
	}
	if c.opt.Parts > 1 {
		return nil, errors.New("a count in parts is counted in rounds (Counter.Round), not by Tours")
	}
	rd := c.q.reduce(start)
	if rd.known != nil {
		return rd.known, nil
	}
	if x, ok := c.made(rd); ok { // by a count before, of these tours or of symmetric ones
		return x.Mul(x, big.NewInt(rd.times)), nil
	}
	if c.Method(start) == MethodDFS {
		return c.searchTours(ctx, start)
	}
	var x *big.Int
	var err error
	if rd.cycles {
		x, err = c.cycleCount(ctx)
	} else {
		x, err = c.pathCount(ctx, rd.a, rd.b)
	}
	if err != nil {
		return nil, err
	}
	return x.Mul(x, big.NewInt(rd.times)), nil
}

// made returns the count of the cycles or the paths that rd comes down to, if a count
// before made it (cycleCount, pathCount, fromEachMeet), and whether one did.
func (c *Counter) made(rd reduction) (*big.Int, bool) {
	x := c.counts.cycles
	if !rd.cycles {
		x = c.counts.paths[c.q.canonical(rd.a, rd.b)]
	}
	if x == nil {
		return nil, false
	}
	return new(big.Int).Set(x), true
}

// cycleCount returns the number of Hamiltonian cycles, counting them once.
func (c *Counter) cycleCount(ctx context.Context) (*big.Int, error) {
	if c.counts.cycles == nil {
		x, err := c.meetOrScan(ctx, c.scan.problem(true, nil), nil)
		if err != nil {
			return nil, err
		}
		c.counts.cycles = x
	}
	return new(big.Int).Set(c.counts.cycles), nil
}

// pathCount returns the number of Hamiltonian paths with ends at a and b (either may
// be Every: a free end), counting each symmetry class of the ends once.
func (c *Counter) pathCount(ctx context.Context, a, b int) (*big.Int, error) {
	ck := c.q.canonical(a, b)
	if x, ok := c.counts.paths[ck]; ok {
		return new(big.Int).Set(x), nil
	}
	x, err := c.fromMeet(ctx, a, b)
	if x == nil && err == nil {
		var fixed []int
		for _, e := range []int{a, b} {
			if e != Every {
				fixed = append(fixed, c.scan.layout().sq(e))
			}
		}
		x, err = c.meetOrScan(ctx, c.scan.problem(false, fixed), c.q.roles(a, b))
	}
	if err != nil {
		return nil, err
	}
	c.counts.paths[ck] = x
	return new(big.Int).Set(x), nil
}

// fromMeet counts the Hamiltonian paths with an end at a (b Every: the other free) by
// meeting in the middle on package frontier's states where the board's are routed
// there (pathsFromMeetOnFrontier); nil and no error where they are not, or where the
// meet's counts would pass 64 bits.
func (c *Counter) fromMeet(ctx context.Context, a, b int) (*big.Int, error) {
	if a == Every || b != Every || !pathsFromMeetOnFrontier(min(c.q.rows, c.q.cols), max(c.q.rows, c.q.cols)) {
		return nil, nil
	}
	x, err := c.frontierMeet(ctx, true, c.q.meetStart(a))
	if errors.Is(err, fr.ErrMeetOverflow) {
		return nil, nil
	}
	return x, err
}

// meetOrScan counts problem p by meeting in the middle on package frontier's states
// where it meets (frontierMeets), and by package frontier's scan where it does not,
// or where the meet's counts could pass 64 bits (fr.ErrMeetOverflow), with roles (of
// question.roles) for the paths (nil: the cycles).
func (c *Counter) meetOrScan(ctx context.Context, p *problem, roles []fr.Role) (*big.Int, error) {
	if frontierMeets(p) {
		x, err := c.frontierMeet(ctx, !p.cycle, 0)
		if !errors.Is(err, fr.ErrMeetOverflow) {
			return x, err
		}
	}
	return c.frontierCount(ctx, roles, p.fixed)
}
