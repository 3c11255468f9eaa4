package count

import (
	"context"
	"fmt"
	"math"
	"math/big"

	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// Counts in rounds. A count in parts (Options.Parts > 1) divides the states of every
// layer among the parts by a hash (owner): a part holds and expands about
// 1/Parts of each layer, and sends each successor it makes to the part that owns it.
// The parts exchange their states through the files of a job in rounds, in a folder
// they all see (jobdir.Job): round r of part K reads its section of what every part
// sent in round r-1, merges it (the same state sent by two parts is one state, its
// counts added), expands it through the round's squares, and writes one file with a
// section for every part J, the successors that J owns; then its done file. Nothing
// else is shared: the parts of a round may run at once, in any order, or one after
// another, and a part that dies is run again alone.
//
// The rounds of a count (Counter.Rounds) are fixed by the board, the kind of count and
// the number of parts alone (job.plan): the first two rows in round 1, by part 1 alone
// (their layers are small: 28.9 million states after the first two rows of 8×8,
// against about 2.5 billion at its largest), then a round for every few steps of the
// scan (a step is a square, or the last three of a row on boards 8 wide), and the
// rest of the last row in one round, by part 1 alone (the round before sends it every
// state: a tour that has one row to go has few ways left), which leaves each part the
// count of the finished states it made, its result. A round costs a process of each
// part, and a process costs milliseconds however little it does: the rows at either
// end are a round each, and a round takes up to three steps. Only its last step's
// successors are sent: the states its steps before make stay in the part, and no two
// parts make the same one, because the round before sent each state to the part that
// the kinds of the squares those steps leave alone choose (round.spare, owner),
// which they do not change. A round takes another step while its steps so far each
// process one square (three leave few alone), end no row where the scan merges each
// state with its mirror image (an image that another part may hold), and leave at
// least minSpare squares alone (further). On 5x14 open from square 1 in 8
// parts: 21 rounds, against 30 of two steps and 57 of one.
//
// A count by the depth-first search has one round: part K counts the roots i with
// i mod Parts = K. Counter.Sum adds up the parts' results.
// A scan of the whole board that is package frontier's (byFrontier) goes in package
// frontier's rounds instead, a table's read at its last column, and a meet on package
// frontier's states from every start (frontierMeets) on a board of even length in
// frontier.MeetInParts's: the halves' scan in a table's rounds, then the join, each
// part joining the bottom states of its degrees (roundfrontier.go); a meet on a board
// of odd length goes by the scan in parts.
//
// The files, in the folder of the count's job (its board, what is counted, and the
// number of parts; counts that the board's symmetries make equal share one):
//
//	round-R/states-K the states part K sent in round R, a section for each part (a layer file: package jobdir)
//	round-R/done-K   part K finished round R: what it read and wrote, and its result in the last round
//
// Parts are numbered from 1 in the names and messages, from 0 in Options.

// MaxRoundParts is the most parts a count in rounds takes: every part writes a file for
// every other in each round.
const MaxRoundParts = jobdir.MaxParts

// job returns the job of the tours from start (or Every): what they come down to
// (question.reduce), counted by the method Counter.Method chooses.
func (c *Counter) job(start int) job {
	n := c.q.rows * c.q.cols
	same := func(x *big.Int) *big.Int { return x }
	name := func(what string) string {
		return jobdir.JobName(fmt.Sprintf("%dx%d", c.q.rows, c.q.cols), what, max(c.opt.Parts, 1))
	}
	rd := c.q.reduce(start)
	switch {
	case rd.known != nil:
		return job{kind: jobKnown, known: rd.known, tours: same}
	case c.Method(start) == MethodDFS:
		// Named by the start and end as asked: the roots depend on them (question.roots).
		kind := "open"
		if c.q.closed {
			kind = "closed"
		}
		return job{name: name(fmt.Sprintf("search-%s-%s-%s", kind, endName(start), endName(c.q.end))), kind: jobSearch, start: start, tours: same}
	case rd.cycles && n%2 == 1:
		return job{kind: jobKnown, known: new(big.Int), tours: same}
	case rd.cycles:
		p := c.scan.problem(true, nil, false)
		j := job{name: name("cycles"), kind: jobScan, p: p,
			tours: func(sum *big.Int) *big.Int { return sum.Mul(sum, big.NewInt(rd.times)) }}
		if j.fm = c.frontierMeetParts(j.name, p); j.fm == nil {
			j.fp = c.frontierParts(j.name, p, nil)
		}
		return j
	}
	// The ends' image that names the job is the one counted: the counts that the
	// board's symmetries make equal share the job, and count alike.
	ck := c.q.canonical(rd.a, rd.b)
	var fixed []int
	for _, e := range ck {
		if e != Every {
			fixed = append(fixed, c.scan.layout().sq(e))
		}
	}
	p := c.scan.problem(false, fixed, ck[0] == Every || ck[1] == Every)
	j := job{name: name(fmt.Sprintf("paths-%s-%s", endName(ck[0]), endName(ck[1]))), kind: jobScan, p: p,
		tours: func(sum *big.Int) *big.Int { return sum.Mul(sum, big.NewInt(rd.times)) }}
	if j.fm = c.frontierMeetParts(j.name, p); j.fm == nil {
		j.fp = c.frontierParts(j.name, p, c.q.roles(ck[0], ck[1]))
	}
	return j
}

// Rounds returns the number of rounds of the count of the tours from start (or Every)
// in Options.Parts parts: 0 when its answer is known without counting. It costs the
// estimate of the methods (see Counter.Method) and O(rows·cols).
func (c *Counter) Rounds(start int) int {
	j := c.job(start)
	switch {
	case j.fp != nil:
		return j.fp.Rounds()
	case j.fm != nil:
		return j.fm.Rounds()
	}
	return len(j.plan())
}

// RoundReport says what a part did in a round of a count in rounds.
type RoundReport struct {
	Ran    bool  // false: the round was done before, and nothing was run
	Round  int   // the round, of Rounds
	Rounds int   // the rounds of the count
	Read   int64 // states the part holds after it read them, merged: its share of the layer
	Recv   int64 // states the parts sent it (a state sent by two parts counts twice)
	Sent   int64 // states it sent to the parts (itself too)
	// Before is the states all the parts sent in the round before: the layer, give or
	// take the states that two parts made alike (each sends its own).
	Before int64
	Result *big.Int // the part's result, in the last round
	// Join is set in the round of a meet in parts that joins the halves
	// (frontier.MeetInParts): Recv is then the top states read, Read the bottom
	// states of the part's degrees, and Result twice the part's share of the count.
	Join bool
}

// Round runs round r (1..Rounds(start)) of part Options.Part of the count of the tours
// from start (or Every) in Options.Parts parts, reading and writing its files in d, and
// says what it did. A round already done (its done file is there) is not run again
// (RoundReport.Ran is false); a round whose inputs are missing is an error wrapping ErrNotReady that names
// the parts that have not finished the round before. Options.MaxBytes is the part's.
// The work and the memory are about 1/Parts of the whole count's at each step (more
// where the parts make the same successors, which each sends), plus the reading and
// writing of the files.
func (c *Counter) Round(ctx context.Context, start, r int, d jobdir.Dir) (RoundReport, error) {
	if c.opt.Parts < 1 || c.opt.Parts > MaxRoundParts {
		return RoundReport{}, fmt.Errorf("a count in rounds takes 1 to %d parts, not %d", MaxRoundParts, c.opt.Parts)
	}
	j := c.job(start)
	switch {
	case j.fp != nil:
		return c.frontierRound(ctx, j, r, d)
	case j.fm != nil:
		return c.meetRound(ctx, j, r, d)
	}
	rs := j.plan()
	rep := RoundReport{Round: r, Rounds: len(rs)}
	if r < 1 || r > len(rs) {
		return rep, fmt.Errorf("round %d: the count of %s has rounds 1 to %d", r, j.name, len(rs))
	}
	x := exchange{d: d, job: j.name, part: c.opt.Part, parts: max(c.opt.Parts, 1), rounds: len(rs), plan: rs}
	n, run, before, err := x.files().Begin(r, x.part)
	rep.Read, rep.Recv, rep.Sent, rep.Result, rep.Before = n.Held, n.Recv, n.Sent, n.Counts[resultLine], before
	if !run || err != nil {
		return rep, err
	}
	if c.opt.Prepare != nil {
		n, ok := x.expected(j, rs, r, rep.Before)
		if !ok {
			n = -1
		}
		defer c.opt.Prepare(n)()
	}
	rd := rs[r-1]
	note := jobdir.Done{Counts: map[string]*big.Int{}}
	switch {
	case j.kind == jobSearch:
		note.Counts[resultLine], err = c.searchPart(ctx, j.start)
	default:
		note, err = x.scanPart(ctx, c.engine(), j.p, r, rd)
	}
	if err != nil {
		return rep, err
	}
	if err := x.files().WriteDone(r, x.part, note); err != nil {
		return rep, err
	}
	rep.Ran, rep.Read, rep.Recv, rep.Sent, rep.Result = true, note.Held, note.Recv, note.Sent, note.Counts[resultLine]
	return rep, nil
}

// expected returns how many states the parts sent this part, about, for round r of the
// rounds rs of job j, given that they sent sent states in all in the round before: over
// the parts (all of them to part 1 in a round of part 1 alone, none to the others); 0
// for the first round (the first rows: small layers). It says false where it cannot
// tell: a count by the search.
func (x *exchange) expected(j job, rs []round, r int, sent int64) (int64, bool) {
	switch {
	case j.kind == jobSearch:
		return 0, false
	case r == 1:
		return 0, true
	case !rs[r-1].alone:
		return sent / int64(x.parts), true
	case x.part == 0:
		return sent, true
	}
	return 0, true
}

// Sum returns the tours from start (or Every), added up from the results of all the
// parts in d; an error wrapping ErrNotReady that names the parts whose last round is
// not done.
func (c *Counter) Sum(start int, d jobdir.Dir) (*big.Int, error) {
	j := c.job(start)
	switch {
	case j.fp != nil:
		return frontierSum(j, d)
	case j.fm != nil:
		sum, err := j.fm.Sum(d)
		if err != nil {
			return nil, err
		}
		return j.tours(sum), nil
	}
	rs := j.plan()
	if len(rs) == 0 {
		return new(big.Int).Set(j.known), nil
	}
	x := exchange{d: d, job: j.name, parts: max(c.opt.Parts, 1), rounds: len(rs), plan: rs}
	if _, err := x.files().Ready(len(rs)); err != nil {
		return nil, fmt.Errorf("the count in rounds is not done: %w", err)
	}
	sum := new(big.Int)
	for k := 0; k < x.parts; k++ {
		n, err := x.files().DoneOf(len(rs), k)
		if err != nil {
			return nil, err
		}
		sum.Add(sum, n.Counts[resultLine])
	}
	return j.tours(sum), nil
}

// searchPart counts this part's roots of the depth-first search of the tours from start:
// the roots i with i mod Parts = Part. The top of the tree is split into as many roots
// in every part, whatever its machine (so 64 a part, and at least 4096: enough for the
// workers of one machine to share).
func (c *Counter) searchPart(ctx context.Context, start int) (*big.Int, error) {
	roots := c.searchTree().Split(c.q.roots(c.searchTree(), start), 64*max(c.opt.Parts, 64))
	n, _, err := c.searchTree().CountWith(ctx, roots, c.opt.workers(), c.opt.Part, c.opt.Parts, c.searchMeter(roots, c.opt.Part, c.opt.Parts))
	if err != nil {
		return nil, err
	}
	return new(big.Int).SetUint64(n), nil
}

// Disk estimates the bytes that the files of the count of the tours from start (or
// Every) in rounds hold at once, on all the parts' disk together (a shared filesystem):
// every successor the parts make of the largest layer (Estimate) as often as it is
// made, sentPerState times a state (jobdir.DiskOf); a meet in parts, its halves'
// scan's, whose states at their end it estimates from the meet's peak
// (topBytesPerState). A count by the search, or one whose answer is known, holds only
// its done files.
func (c *Counter) Disk(start int) jobdir.Disk {
	j := c.job(start)
	if j.kind == jobKnown || j.kind == jobSearch {
		return jobdir.Disk{}
	}
	switch need := c.Estimate(start); {
	case j.fp != nil:
		return j.fp.Need(need.States, need.Bytes).Disk
	case j.fm != nil:
		return j.fm.Scan().Need(need.Bytes/topBytesPerState, need.Bytes).Disk
	}
	rec := int64(16) // a key word and a limb
	if j.p.wide {
		rec = 24
	}
	return jobdir.DiskOf(min(c.Estimate(start).States, math.MaxInt64/sentPerState)*sentPerState, rec)
}

// topBytesPerState is the bytes the halves' scan of a meet on package frontier's
// states held at its peak over its states at its end, by which a meet in parts
// estimates its files from the meet's peak (Estimate), an upper bound: 70 on 8x8 open
// (13.8 GB, 196 million states), 169 on 7x8 (1.45 GB, 8.6 million), where Estimate's
// peaks are 19 GB and 1.45 GB.
const topBytesPerState = 70

// sentPerState is the successors that the parts send in a round, over the states of
// the count's largest layer, at most: measured 1.9 on 7x8 open from square 1 in 8 parts
// (241 million sent in round 5, the largest layer 126 million); a round whose last step
// takes the last three squares of a row (8 wide) sends more of the layer it starts
// from, and the largest layers hold less of a part's files.
const sentPerState = 4
