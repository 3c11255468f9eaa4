package countprog

import (
	"context"
	"fmt"
	"io"
	"math"

	"knightstour/internal/count"
)

// partNeed is the memory a part of a count in parts rounds is expected to need of the
// whole count's need: a part holds about 1/parts of each layer, and as much again of
// the states that other parts make too (measured on 6x8 open in 8 parts: ... ).
func partNeed(need count.Need, parts int) count.Need {
	if need.Bytes == math.MaxInt64 {
		return need
	}
	share := func(b int64) int64 { return b / int64(parts) * 2 }
	return count.Need{States: need.States / int64(parts) * 2, Bytes: share(need.Bytes), Least: share(need.Least) / 2}
}

// round runs round cfg.Rounds.Round of part cfg.Part of the count from start (s, the
// counter's), a round the count has; with -v it says what the part did.
func (cfg *Config) round(ctx context.Context, c *count.Counter, s, start int, env Env, stderr io.Writer) error {
	r := cfg.Rounds.Round
	if r > c.Rounds(s) {
		return nil // this count is done in fewer rounds
	}
	rep, err := c.Round(ctx, s, r, env.Dir)
	if err != nil {
		return err
	}
	if cfg.Verbose {
		did := "done before"
		if rep.Ran {
			did = "done"
		}
		share := ""
		if rep.Before > 0 {
			share = fmt.Sprintf(", %.1f%% of the %s states the parts sent", 100*float64(rep.Read)/float64(rep.Before), bigNumber(rep.Before))
		}
		fmt.Fprintf(stderr, "knightstour: %s: round %d of %d %s: read %s states%s; sent %s\n",
			cfg.what(start), r, rep.Rounds, did, bigNumber(rep.Read), share, bigNumber(rep.Sent))
	}
	return nil
}

// plan gathers what the queries of a count in rounds need: its rounds and its disk.
type plan struct {
	rounds int
	disk   int64 // bytes the files of two rounds may hold at once, at most over the queries
}

// add adds the count from s to the plan; need is a part's estimated memory.
func (p *plan) add(c *count.Counter, s int, need count.Need) {
	p.rounds = max(p.rounds, c.Rounds(s))
}

// print prints the number of rounds on env.Stdout.
func (p *plan) print(env Env) error {
	_, err := fmt.Fprintln(env.Stdout, p.rounds)
	return err
}
