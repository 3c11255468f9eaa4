package count

import (
	"context"
	"fmt"
	"math/big"

	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// Counts in rounds. A count in parts (Options.Parts > 1) divides its work among the
// parts, which exchange what they need through the files of a job in a folder they
// all see (jobdir.Job): part K of round r reads what the parts sent in round r-1,
// does its share, writes its files and then its done file. Nothing else is shared: the
// parts of a round may run at once, in any order, or one after another, and a part
// that dies is run again alone. Counter.Rounds says how many rounds a count takes,
// Counter.Round runs one round of one part, and Counter.Sum adds up the parts' results.
//
// A scan of the whole board goes in package frontier's rounds (frontier.InParts), a
// table's read at its last column: the states of each round divided among the parts by
// what the squares the round leaves alone hold; a meet on package frontier's states
// from every start (frontierMeets) on a board of even length in
// frontier.MeetInParts's: the halves' scan in a table's rounds, then the join, each
// part joining the bottom states of its degrees (roundfrontier.go); a meet on a board
// of odd length goes by the scan in parts. A count by the depth-first search has one
// round, this package's own: part K counts the roots i with i mod Parts = K, and its
// done file says its result.
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
		p := c.scan.problem(true, nil)
		j := job{name: name("cycles"), kind: jobScan, p: p,
			tours: func(sum *big.Int) *big.Int { return sum.Mul(sum, big.NewInt(rd.times)) }}
		if j.fm = c.frontierMeetParts(j.name, p); j.fm == nil {
			j.fp, j.err = c.frontierParts(j.name, p, nil)
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
	p := c.scan.problem(false, fixed)
	j := job{name: name(fmt.Sprintf("paths-%s-%s", endName(ck[0]), endName(ck[1]))), kind: jobScan, p: p,
		tours: func(sum *big.Int) *big.Int { return sum.Mul(sum, big.NewInt(rd.times)) }}
	if j.fm = c.frontierMeetParts(j.name, p); j.fm == nil {
		j.fp, j.err = c.frontierParts(j.name, p, c.q.roles(ck[0], ck[1]))
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
	return j.rounds()
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
	if j.err != nil {
		return RoundReport{}, j.err
	}
	rep := RoundReport{Round: r, Rounds: j.rounds()}
	if r < 1 || r > rep.Rounds {
		return rep, fmt.Errorf("round %d: the count of %s has rounds 1 to %d", r, j.name, rep.Rounds)
	}
	x := exchange{d: d, job: j.name, part: c.opt.Part, parts: max(c.opt.Parts, 1), rounds: rep.Rounds}
	n, run, before, err := x.files().Begin(r, x.part)
	rep.Read, rep.Recv, rep.Sent, rep.Result, rep.Before = n.Held, n.Recv, n.Sent, n.Counts[resultLine], before
	if !run || err != nil {
		return rep, err
	}
	if c.opt.Prepare != nil {
		defer c.opt.Prepare(-1)() // the search receives no states
	}
	note := jobdir.Done{Counts: map[string]*big.Int{}}
	if note.Counts[resultLine], err = c.searchPart(ctx, j.start); err != nil {
		return rep, err
	}
	if err := x.files().WriteDone(r, x.part, note); err != nil {
		return rep, err
	}
	rep.Ran, rep.Read, rep.Recv, rep.Sent, rep.Result = true, note.Held, note.Recv, note.Sent, note.Counts[resultLine]
	return rep, nil
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
	case j.err != nil:
		return nil, j.err
	case j.kind == jobKnown:
		return new(big.Int).Set(j.known), nil
	}
	x := exchange{d: d, job: j.name, parts: max(c.opt.Parts, 1), rounds: j.rounds()}
	if _, err := x.files().Ready(x.rounds); err != nil {
		return nil, fmt.Errorf("the count in rounds is not done: %w", err)
	}
	sum := new(big.Int)
	for k := 0; k < x.parts; k++ {
		n, err := x.files().DoneOf(x.rounds, k)
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
	return jobdir.Disk{}
}

// topBytesPerState is the bytes the halves' scan of a meet on package frontier's
// states held at its peak over its states at its end, by which a meet in parts
// estimates its files from the meet's peak (Estimate), an upper bound: 70 on 8x8 open
// (13.8 GB, 196 million states), 169 on 7x8 (1.45 GB, 8.6 million), where Estimate's
// peaks are 19 GB and 1.45 GB.
const topBytesPerState = 70
