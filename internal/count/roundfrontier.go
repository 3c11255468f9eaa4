package count

import (
	"context"
	"fmt"
	"math/big"

	fr "github.com/knightstour/knightstour/internal/count/frontier"
	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// A single board's scan in parts by package frontier: where the board's scan is
// package frontier's (byFrontier), its count in rounds is the table's (fr.InParts) of
// the board's width, read at its last column, with the roles of its squares for the
// paths (question.roles), its files named by the count's job and the keys' encoding
// ("5x8-paths-any-1-2parts-offsets"). The rounds, the files, the done files and the
// sum are the table's; this package's own rounds (plan) stay for the meet in the
// middle, the search, and the scans that are its own (the paths of boards 7 wide and
// of short boards, and boards over frontier.MaxWidth wide).

// frontierParts returns the scan in parts of problem p, a count of the whole board by
// the scan (cycles with roles nil, else the paths of those roles), named name, by
// package frontier's parts where its scan is package frontier's; else nil.
func (c *Counter) frontierParts(name string, p *problem, roles []fr.Role) *fr.InParts {
	if !byFrontier(p.cycle, p.w, p.l) {
		return nil
	}
	s := fr.Single{Rows: c.q.rows, Cols: c.q.cols, Open: !p.cycle, Roles: roles}
	t, err := s.InParts(name, c.opt.Part, max(c.opt.Parts, 1))
	if err != nil { // not a board package frontier takes: this package's own rounds
		return nil
	}
	return &t
}

// frontierRound runs round r of this part of job j, whose scan in parts is package
// frontier's (job.fp), as Round: the meter is at the round's first square (and the
// scan's hook hears of it), hears of
// the bytes its tables hold after its squares, and stops it with ErrTooBig past
// Options.MaxBytes; Options.Prepare is told of the states the part receives.
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
	t.Fits, t.Prepare = c.heldHook(), c.opt.Prepare
	rep, err := t.Round(ctx, d, r)
	out.Ran, out.Read, out.Recv, out.Sent, out.Before = rep.Ran, rep.Held, rep.Recv, rep.Sent, rep.Before
	if r == t.Rounds() && err == nil {
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
