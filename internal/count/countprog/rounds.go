package countprog

import (
	"context"
	"fmt"
	"io"
	"math"
	"runtime"

	"github.com/knightstour/knightstour/internal/count"
	"github.com/knightstour/knightstour/internal/count/jobdir"
	"github.com/knightstour/knightstour/internal/machine"
)

// partNeed is the memory a part of a count in rounds is expected to need of the whole
// count's need: a part holds about 1/parts of each layer, and what it makes of it before
// it sends it; twice its share (measured: the largest part of 6x8 open from square 1 in
// 8 parts peaked at 49 MB resident, the whole count at 302 MB).
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
	if cfg.Verbose && rep.Join {
		did, _ := roundDone(rep.Ran, 0, 0)
		fmt.Fprintf(stderr, "knightstour: %s: %s (%s in all): joined the %s bottom states of its degrees with the middle of %s top states; tables at most %s, memory %s\n",
			cfg.what(start), did, rounds(rep.Rounds), bigNumber(rep.Read), bigNumber(rep.Recv), machine.Format(c.Progress().PeakBytes), machine.Format(residentMemory()))
	} else if cfg.Verbose {
		did, share := roundDone(rep.Ran, rep.Recv, rep.Before)
		p := c.Progress()
		fmt.Fprintf(stderr, "knightstour: %s: %s (%s in all): its share of the layer, %s states merged from %s sent to it%s; tables at most %s, memory %s; it sent %s states\n",
			cfg.what(start), did, rounds(rep.Rounds), bigNumber(rep.Read), bigNumber(rep.Recv), share, machine.Format(p.PeakBytes), machine.Format(residentMemory()), bigNumber(rep.Sent))
	}
	return nil
}

// smallRound is the states a part receives in a round below which the round runs on one
// processor (GOMAXPROCS 1): a round of a few hundred thousand states takes a tenth of a
// second, and in so short a process Go's runtime on a second processor (the collector's
// workers and the scheduler, which wake each other for work in small pieces) costs more
// processor time than it saves. Measured on 5x14 open from square 1 in 8 parts (66
// rounds of up to 170 thousand states a part), the runs alternating, each process timed
// to the millisecond: 15.0 and 15.7 s of processor time on two processors, 12.0 and 13.5
// s with these rounds on one, against 5.4 s for the whole count.
const smallRound = 1 << 20

// roundDone says how a part's round went, for -v: "done", or "done before" when it had
// been run, and the share of what the parts sent in the round before that came to it
// (recv of before; "" when before is 0).
func roundDone(ran bool, recv, before int64) (did, share string) {
	did = "done before"
	if ran {
		did = "done"
	}
	if before > 0 {
		share = fmt.Sprintf(" (%.1f%% of what the parts sent)", 100*float64(recv)/float64(before))
	}
	return did, share
}

// prepareRound readies the program for a round whose part receives states states
// (count.Options.Prepare): a small round (below smallRound) runs on one processor until
// the returned function restores what it was.
func prepareRound(states int64) (done func()) {
	if states < 0 || states >= smallRound {
		return func() {}
	}
	n := runtime.GOMAXPROCS(1)
	return func() { runtime.GOMAXPROCS(n) }
}

// plan gathers what the queries of a count in rounds need: its rounds and its disk.
type plan struct {
	rounds int
	disk   jobdir.Disk // the files of all the counts, at most at once
}

// add adds the count from s to the plan.
func (p *plan) add(c *count.Counter, s int) {
	p.rounds = max(p.rounds, c.Rounds(s))
	d := c.Disk(s)
	p.disk.Bytes = satAdd(p.disk.Bytes, d.Bytes)
	p.disk.Least = satAdd(p.disk.Least, d.Least)
}

// satAdd adds without passing math.MaxInt64.
func satAdd(a, b int64) int64 {
	if a > math.MaxInt64-b {
		return math.MaxInt64
	}
	return a + b
}

// print prints the number of rounds on env.Stdout, after it has checked that the
// folder's filesystem has room for the files (if it says what it has free): it
// refuses the count with the estimate when it has less than the least. With verbose it
// says the estimate on stderr.
func (p *plan) print(env Env, verbose bool, stderr io.Writer) error {
	if err := writable(env.Dir); err != nil {
		return err
	}
	free, known := env.Dir.Free()
	about := fmt.Sprintf("about %s at once, at least %s (an estimate)", machine.Format(p.disk.Bytes), machine.Format(p.disk.Least))
	if known && free < p.disk.Least {
		return fmt.Errorf("the files of the count in rounds would hold %s, more than the %s free on the folder's filesystem", about, machine.Format(free))
	}
	if verbose {
		fmt.Fprintf(stderr, "knightstour: %s; the parts' files will hold %s\n", rounds(p.rounds), about)
	}
	_, err := fmt.Fprintln(env.Stdout, p.rounds)
	return err
}

// rounds says n rounds in words: "1 round", "5 rounds".
func rounds(n int) string {
	if n == 1 {
		return "1 round"
	}
	return fmt.Sprintf("%d rounds", n)
}

// writable checks that the parts can write their files in d, before the plan says
// yes: it begins a file there and drops it.
func writable(d jobdir.Dir) error {
	f, err := d.Create("plan-check")
	if err != nil {
		return fmt.Errorf("the parts could not write their files in the folder: %w", err)
	}
	f.Abort()
	return nil
}
