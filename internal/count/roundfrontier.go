package count

import (
	"context"
	"fmt"
	"math/big"

	fr "github.com/knightstour/knightstour/internal/count/frontier"
	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// A single board's scan in parts by package frontier: its count in rounds is the
// table's (fr.InParts) of
// the board's width, read at its last column, with the roles of its squares for the
// paths (question.roles), its files named by the count's job and the keys' encoding
// ("5x8-paths-any-1-2parts-c221-offsets"). The rounds, the files, the done files and the
// sum are the table's. Where the board meets in the middle on package frontier's
// states from every start, on a board of even length, its count in rounds is
// fr.MeetInParts's ("6x8-paths-any-any-4parts-meet-c33-offsets-packed"): the halves' scan in the
// table's rounds, and a round that joins them. This package's own rounds (rounds.go) are
// the search's.

// frontierParts returns the scan in parts of problem p, a count of the whole board by
// the scan (cycles with roles nil, else the paths of those roles), named name.
func (c *Counter) frontierParts(name string, p *problem, roles []fr.Role) (*fr.InParts, error) {
	s := fr.Single{Rows: c.q.rows, Cols: c.q.cols, Open: !p.cycle, Roles: roles}
	t, err := s.InParts(name, c.opt.Part, max(c.opt.Parts, 1))
	if err != nil {
		return nil, err
	}
	return &t, nil
}

// frontierMeetParts returns the meet in parts of problem p, a count of the whole board's
// cycles or paths with no fixed end, named name, where it meets on package frontier's
// states (frontierMeets) on a board of even length, whose halves are one scan's; else
// nil. Odd lengths go by the scan in parts.
func (c *Counter) frontierMeetParts(name string, p *problem) *fr.MeetInParts {
	w, l := min(c.q.rows, c.q.cols), max(c.q.rows, c.q.cols)
	if !frontierMeets(p) || l%2 == 1 {
		return nil
	}
	return &fr.MeetInParts{Meet: fr.Meet{Width: w, Length: l, Open: !p.cycle}, Name: name + "-meet", Part: c.opt.Part, Parts: max(c.opt.Parts, 1)}
}

// meetRound runs round r of this part of job j, a meet in parts (job.fm), as Round: a
// round of the halves' scan as frontierRound runs one, or the join, whose hooks are the
// meter's as a meet's whole (meetOf), and whose report's Result is twice the part's
// share of the count.
func (c *Counter) meetRound(ctx context.Context, j job, r int, d jobdir.Dir) (RoundReport, error) {
	t := *j.fm
	if r < t.Rounds() {
		s := t.Scan()
		j.fp = &s
		rep, err := c.frontierRound(ctx, j, r, d)
		rep.Rounds = t.Rounds()
		return rep, err
	}
	t.Meet = c.meetOf(t.Meet.Open, 0) // the same board, with the meter's hooks
	c.m.inRound()
	rep, err := t.Round(ctx, d, r)
	return RoundReport{Round: r, Rounds: t.Rounds(), Ran: rep.Ran, Read: rep.Held, Recv: rep.Recv, Before: rep.Before, Result: rep.Share, Join: true}, err
}

// frontierRound runs round r of this part of job j, whose scan in parts is package
// frontier's (job.fp), as Round: the meter is at the round's first square (and the
// scan's hook hears of it), hears of
// the bytes its tables hold after its squares, and stops it with ErrTooBig past
// Options.MaxBytes; the meter and Options.Prepare are told of the states the part
// receives, about.
func (c *Counter) frontierRound(ctx context.Context, j job, r int, d jobdir.Dir) (RoundReport, error) {
	t := *j.fp
	out := RoundReport{Round: r, Rounds: t.Rounds()}
	if r < 1 || r > t.Rounds() {
		return out, fmt.Errorf("round %d: the count of %s has rounds 1 to %d", r, j.name, t.Rounds())
	}
	m := &c.m
	m.begin(j.p.l, j.p.w, j.p.l, j.p.fixed)
	m.inRound()
	from, _ := t.Squares(r)
	m.startAt(from)
	if c.scan.hook != nil {
		c.scan.hook()
	}
	t.Fits, t.Prepare = c.heldHook(), func(states int64) func() {
		m.states.Store(states) // what the progress says it holds: its share, about
		if c.opt.Prepare != nil {
			return c.opt.Prepare(states)
		}
		return func() {}
	}
	rep, err := t.Round(ctx, d, r)
	out.Ran, out.Read, out.Recv, out.Sent, out.Before = rep.Ran, rep.Held, rep.Recv, rep.Sent, rep.Before
	if r == t.Rounds() && err == nil && !t.Meet { // a meet's halves count nothing of the board
		out.Result = boardCount(t, rep.Board)
	}
	return out, err
}

// frontierSum returns the tours of job j, whose scan in parts is package frontier's,
// from the parts' shares of its last board, as Sum.
func frontierSum(j job, d jobdir.Dir) (*big.Int, error) {
	var last fr.Board
	if err := j.fp.Sum(d, func(b fr.Board) error { last = b; return nil }); err != nil {
		return nil, err
	}
	return j.tours(boardCount(*j.fp, last)), nil
}

// boardCount returns what scan t counts of board b: its paths (t.Open) or cycles, a
// copy.
func boardCount(t fr.InParts, b fr.Board) *big.Int {
	if t.Open {
		return new(big.Int).Set(b.Paths)
	}
	return new(big.Int).Set(b.Cycles)
}
