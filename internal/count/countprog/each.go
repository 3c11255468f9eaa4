package countprog

import (
	"context"
	"io"
	"strings"

	"github.com/knightstour/knightstour/internal/count"
)

// each answers query 0 of -each: the tours from each square (the answers to the
// queries 1..rows·cols, the same convention), a row of the board a line, the numbers
// apart by a space. The symmetric squares are counted once, and where the tours from
// a square meet in the middle every square shares one bottom's scan
// (count.Counter.ToursFromEach): the estimate checked against the cap is a square's,
// which is what the count holds at once. The answers are written once all are counted;
// where theory rules out a tour from every square, a board of 0s at once, and why.
func (r *boardRun) each(ctx context.Context) error {
	cfg, mem := r.cfg, r.mem
	if reason := cfg.noTour(0); reason != "" { // from no square: a board of 0s, and why
		board := strings.Repeat(strings.TrimSuffix(strings.Repeat("0 ", cfg.Cols), " ")+"\n", cfg.Rows)
		if _, err := io.WriteString(r.env.Stdout, board); err != nil {
			return err
		}
		r.why(cfg.what(0) + ": " + reason)
		return nil
	}
	c, err := r.counter()
	if err != nil {
		return err
	}
	need := c.Estimate(0)
	if t := mem.tables(); t > 0 && need.Least > t && c.Method(0) != count.MethodDFS {
		return cfg.outOfReach(0, need, mem)
	}
	cfg.tellEstimate(r.stderr, c, 0, 0, need, mem)
	stop := cfg.watched(c, 0, r.env, r.stderr, mem)
	xs, err := c.ToursFromEach(ctx)
	stop()
	if err != nil {
		return cfg.failed(0, c.Progress(), err, ctx, mem, need)
	}
	var b strings.Builder
	for s, x := range xs {
		if x, err = r.conv.apply(ctx, x, s); err != nil {
			return cfg.failed(s+1, c.Progress(), err, ctx, mem, need)
		}
		r.made[s+1] = x.String()
		b.WriteString(x.String())
		if (s+1)%cfg.Cols == 0 {
			b.WriteByte('\n')
		} else {
			b.WriteByte(' ')
		}
	}
	_, err = io.WriteString(r.env.Stdout, b.String())
	return err
}
