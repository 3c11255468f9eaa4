package count

import (
	"context"
	"errors"
	"math/big"

	fr "github.com/knightstour/knightstour/internal/count/frontier"
)

// ToursFromEach returns Tours(ctx, s) for each square s of the board (row-major): the
// squares that the board's symmetries map onto one another are counted once. Where the
// open tours from a square meet in the middle on package frontier's states
// (pathsFromMeetOnFrontier), the classes share one bottom's scan (fr.Meet.CountFrom):
// 8x8's 10 classes cost one scan of the bottom and 10 of a top, where 10 counts from a
// square cost 10 of each. It stops early with ctx's error when ctx is done.
func (c *Counter) ToursFromEach(ctx context.Context) ([]*big.Int, error) {
	if c.opt.Parts > 1 {
		return nil, errors.New("a count in parts is counted in rounds (Counter.Round), not by ToursFromEach")
	}
	if err := c.fromEachMeet(ctx); err != nil {
		return nil, err
	}
	xs := make([]*big.Int, c.q.rows*c.q.cols)
	for s := range xs {
		x, err := c.Tours(ctx, s)
		if err != nil {
			return nil, err
		}
		xs[s] = x
	}
	return xs, nil
}

// fromEachMeet counts, where the tours from a square meet on package frontier's states,
// the paths with an end at one square of each class of the board's squares on one
// bottom's scan, and keeps them as pathCount would (Tours then finds them, rather than
// search where the search would be the cheaper for one square: 6x7's squares take 5
// to 10 s each so, its 12 classes 10 s on one bottom's scan); elsewhere, under
// MethodDFS, or where the meet's counts would pass 64 bits, it does nothing.
func (c *Counter) fromEachMeet(ctx context.Context) error {
	w, l := min(c.q.rows, c.q.cols), max(c.q.rows, c.q.cols)
	if c.q.closed || c.q.end != Every || !pathsFromMeetOnFrontier(w, l) || c.opt.Method == MethodDFS {
		return nil
	}
	var keys [][2]int
	var starts []int
	for _, s := range c.q.classes() {
		ck := c.q.canonical(s, Every)
		if _, ok := c.counts.paths[ck]; !ok {
			keys, starts = append(keys, ck), append(starts, c.q.meetStart(s))
		}
	}
	if len(starts) == 0 {
		return nil
	}
	xs, err := c.meetOf(true, 0).CountFrom(ctx, starts)
	if errors.Is(err, fr.ErrMeetOverflow) {
		return nil
	}
	if err != nil {
		return err
	}
	for i, x := range xs {
		c.counts.paths[keys[i]] = new(big.Int).Set(x)
	}
	return nil
}

// classes returns the least square (row-major) of each class of the board's squares
// that its symmetries map onto one another, in order: the starts whose tours are
// counted where the tours from each square are.
func (q question) classes() []int {
	var least []int
	for s := 0; s < q.rows*q.cols; s++ {
		if q.canonical(s, Every)[1] == s {
			least = append(least, s)
		}
	}
	return least
}
