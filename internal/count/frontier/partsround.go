package frontier

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// PartReport says what a part did in a round.
type PartReport struct {
	Ran           bool // false: the round was done before, and nothing was run
	Round, Rounds int
	Recv          int64 // states the parts sent it (a state sent by two parts counts twice)
	Held          int64 // states it held after it merged them: its share of the column's
	Sent          int64 // states it sent to the parts (itself too)
	Bytes         int64 // with Ran, what its tables and arrays of states held after its squares
	// Before is the states all the parts sent in the round before.
	Before int64
	// Board is, in a round that ends a column, the part's share of the counts of the
	// board the column finishes (with Ran, the states it made and the bytes of its
	// tables too); else its Len is 0.
	Board Board
	// Share is, in a meet's join round (MeetInParts), twice the part's share of the
	// count; else nil.
	Share *big.Int
}

// Round runs round r (1..Rounds) of part t.Part, reading and writing its files in d,
// and says what it did. A round already done (its done file is there) is not run again
// (PartReport.Ran is false); a round whose round before some part has not finished is an
// error wrapping jobdir.ErrNotReady that names those parts; a file of the round before
// that is damaged is an error that names it and says how to run its round again; tables
// past what Fits allows after its squares, or within them as they grow, the error of
// Fits, and the round is not done. Work and memory are about 1/Parts of the squares', and the
// reading and writing of its states.
func (t InParts) Round(ctx context.Context, d jobdir.Dir, r int) (PartReport, error) {
	rep := PartReport{Round: r, Rounds: t.Rounds()}
	if err := t.Check(); err != nil {
		return rep, err
	}
	if r < 1 || r > t.Rounds() {
		return rep, fmt.Errorf("round %d: the table %s has rounds 1 to %d", r, t.Job(), t.Rounds())
	}
	f := t.files(d)
	n, run, before, err := f.Begin(r, t.Part)
	rep.Recv, rep.Held, rep.Sent, rep.Before = n.Recv, n.Held, n.Sent, before
	if n.Counts["cycles"] != nil {
		_, to := t.Squares(r)
		rep.Board = Board{Len: to / t.Width, Paths: n.Counts["paths"], Cycles: n.Counts["cycles"]}
	}
	if !run || err != nil {
		return rep, err
	}
	if t.Prepare != nil {
		defer t.Prepare(rep.Before / int64(t.Parts))()
	}
	c, recv, err := t.states(d, r, rep.Before/int64(t.Parts))
	if err != nil {
		return rep, err
	}
	rep.Recv, rep.Held = recv, int64(c.States())
	c.Held = t.Fits // within the round's squares too, as its arrays grow
	from, to := t.Squares(r)
	b, end, err := c.Round(ctx, to-from, to == t.Width*t.Length && !t.Meet)
	if err != nil {
		return rep, err
	}
	if end {
		rep.Board = b
	}
	if t.Fits != nil {
		if err := t.Fits(c.Bytes()); err != nil {
			return rep, err
		}
	}
	rep.Bytes = c.Bytes()
	if r < t.Rounds() || t.Meet {
		if rep.Sent, err = t.send(d, r, c); err != nil {
			return rep, err
		}
	}
	done := jobdir.Done{Recv: rep.Recv, Held: rep.Held, Sent: rep.Sent, Counts: map[string]*big.Int{"cycles": rep.Board.Cycles, "paths": rep.Board.Paths}}
	if err := f.WriteDone(r, t.Part, done); err != nil {
		return rep, err
	}
	rep.Ran = true
	return rep, nil
}

// states returns the part's states before round r, in a scan that takes the squares'
// roles (Roles), and how many the parts sent it: in round 1 the scan's start (part 1)
// or none; after, its section of every part's file of the round before, merged, about
// share of them (a hint, taken up to 2^24).
func (t InParts) states(d jobdir.Dir, r int, share int64) (*Columns, int64, error) {
	from, _ := t.Squares(r)
	var c *Columns
	var err error
	if r == 1 && t.Part == 0 {
		c, err = NewColumns(t.Width, t.Open)
	} else {
		c, err = After(t.Width, t.Open, from)
	}
	if err != nil {
		return nil, 0, err
	}
	c.roles, c.mirrorFrom = t.Roles, mirrorFrom(t.Roles, t.Width)
	if r == 1 {
		return c, 0, nil
	}
	var recv int64
	err = c.Fill(int(min(share, 1<<24)), func(add func(lo, hi uint64, count []uint64) error) error {
		recv = 0
		for k := 0; k < t.Parts; k++ {
			name := t.files(d).LayerName(r-1, k)
			err := jobdir.Read(d, name, t.header(r-1, k), []int{t.Part}, func(lo, hi uint64, cnt []uint64) error {
				recv++
				if err := add(lo, hi, cnt); err != nil {
					return fmt.Errorf("%s: %w: %w", name, jobdir.ErrCorrupt, err)
				}
				return nil
			})
			if err != nil {
				return t.files(d).Damaged(err, r-1, k)
			}
		}
		return nil
	})
	return c, recv, err
}

// header returns the header of part k's file of round r (its Stride, the counts'
// words, aside): keys of two words on boards past narrowWidth, but a meet's top
// states, packed in one (packsTops).
func (t InParts) header(r, k int) jobdir.Header {
	return jobdir.Header{Job: t.Job(), Round: r, From: k, All: t.Parts, Sections: t.Parts, Wide: t.Width > narrowWidth && !t.packsTops(r)}
}

// packsTops reports whether round r's files hold the halves' states of a meet (Meet,
// its last round) as the join reads them: each a top state packed (middle.pack) with
// its count, a word (putTop).
func (t InParts) packsTops(r int) bool { return t.Meet && r == t.Rounds() }

// putTop puts the state of key (lo, hi) of a width-wide scan, with count cnt, into
// section s of w as the top state of a meet that it is, packed, with its count in one
// word; a state that is not one (middleOf) is passed over, and a count past 64 bits is
// ErrMeetOverflow. Reading the keys as middles once, here, spares each of the join's
// passes over the files (two, and one a part of its middle) its turn: a part's join of
// 8x8 closed in 4 parts spent a fifth of its CPU on it (readMiddle and partner).
func putTop(w *jobdir.Writer, s, width int, lo, hi uint64, cnt []uint64) error {
	x, ok := topOf(lo, hi, width, width > narrowWidth)
	if !ok {
		return nil
	}
	for _, c := range cnt[1:] {
		if c != 0 {
			return fmt.Errorf("%w (a half's)", ErrMeetOverflow)
		}
	}
	return w.Put(s, x, 0, cnt[:1])
}

// send writes the states c holds after round r into this part's file of the round,
// each in the section of the part that owns it in round r+1 (after the last, a
// meet's, its own, as its top packed: putTop), and returns how many it wrote.
func (t InParts) send(d jobdir.Dir, r int, c *Columns) (int64, error) {
	h := t.header(r, t.Part)
	h.Stride = c.Limbs()
	if t.packsTops(r) {
		h.Stride = 1
	}
	name := t.files(d).LayerName(r, t.Part)
	w, err := jobdir.Create(d, name, h, jobdir.WriteBuffer)
	if err != nil {
		return 0, err
	}
	put := func(lo, hi uint64, cnt []uint64) error { return putTop(w, t.Part, t.Width, lo, hi, cnt) } // a meet's last (packsTops)
	if r < t.Rounds() {
		owner := t.owner(r)
		put = func(lo, hi uint64, cnt []uint64) error { return w.Put(owner(lo, hi), lo, hi, cnt) }
	}
	c.Each(func(lo, hi uint64, cnt []uint64) {
		if err == nil {
			err = put(lo, hi, cnt)
		}
	})
	if err != nil {
		err = fmt.Errorf("%s: %w", name, err)
	} else {
		err = w.Commit()
	}
	if err != nil {
		w.Abort()
		return 0, err
	}
	return w.Records(), nil
}

// Sum adds up the parts' shares of the counts of every board of the table, once every
// part has finished the last round, and calls each with each board's counts in order
// (Len, Paths and Cycles: as the whole scan's), stopping at its first error. Before,
// it returns an error wrapping jobdir.ErrNotReady that names the parts that have not
// finished the last round.
func (t InParts) Sum(d jobdir.Dir, each func(Board) error) error {
	if err := t.Check(); err != nil {
		return err
	}
	if t.Meet {
		return fmt.Errorf("the halves' scan of a meet, %s: its count is the meet's sum (MeetInParts.Sum)", t.Job())
	}
	if _, err := t.files(d).Ready(t.Rounds()); errors.Is(err, jobdir.ErrNotReady) {
		return fmt.Errorf("the %s in rounds is not done: %w", t.what(), err)
	} else if err != nil {
		return err
	}
	col := len(t.column()) // the rounds of a column: its last ends it
	for r := col; r <= t.Rounds(); r += col {
		b := Board{Len: r / col, Cycles: new(big.Int)}
		if t.Open {
			b.Paths = new(big.Int)
		}
		for k := 0; k < t.Parts; k++ {
			n, err := t.files(d).ReadDone(r, k)
			if err != nil {
				return t.files(d).Damaged(err, r, k)
			}
			b.Cycles.Add(b.Cycles, n.Counts["cycles"])
			if t.Open {
				b.Paths.Add(b.Paths, n.Counts["paths"])
			}
		}
		if err := each(b); err != nil {
			return err
		}
	}
	return nil
}
