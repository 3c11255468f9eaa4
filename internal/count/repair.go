package count

import (
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// Repairs. A part's file of a round that is damaged, or gone while a round still needs
// it, is made again by running its round again, and that round needs the files of the
// round before it: the parts' files of that one are gone once every part has run the
// round after it (a round removes its part's file of the round before the one before).
// So the message of a damaged file says in one hint everything to run again: the parts'
// rounds whose inputs are there (repair), not a chain of hints a round further back
// each time. And a damaged done file that nothing needs any more is not an error: a
// finished count's, or one of a round that every part has finished the round after
// (and that no later round reads: the top half's round, whose done files the first
// middle round reads, is needed until that round is finished).

// damaged adds to err, an error reading part's file of round r, what to do about it
// where the file is damaged or missing (repair).
func (x *exchange) damaged(err error, r, part int) error {
	if r >= 1 && (errors.Is(err, jobdir.ErrCorrupt) || jobdir.Missing(err) || errors.Is(err, io.ErrUnexpectedEOF)) {
		return fmt.Errorf("%w: %s", err, x.repair(r, part))
	}
	return err
}

// repair says what to run again to make part's files of round r again (Rerun.Hint).
func (x *exchange) repair(r, part int) string {
	return Rerun{Job: x.job, Rounds: x.rounds, Parts: x.parts, Made: x.madeRound, Also: x.topKept}.Hint(r, part)
}

// madeRound reports whether part's round r left what the round after it reads: its
// done file, sound, and its file of states if the round sends.
func (x *exchange) madeRound(r, part int) bool {
	if _, err := x.readDone(r, part); err != nil {
		return false
	}
	if rd := x.plan[r-1]; rd.send || rd.edge > 0 {
		f, err := x.d.Open(x.layerName(r, part))
		if err != nil {
			return false
		}
		f.Close()
	}
	return true
}

// topKept reports whether round r, where it is the first middle round, has every
// part's done file of the round that kept the top half, sound (topFits reads them).
func (x *exchange) topKept(r int) bool {
	top := x.plan[r-1].top
	return top == 0 || x.finished(top)
}

// Rerun is what a part of a count or a table in rounds needs to say, of its files of a
// round that are damaged or gone, what to run again (Hint).
type Rerun struct {
	Job           string // the folder of the job's files: Job/round-R/done-K
	Rounds, Parts int
	// Made reports whether part k's round r left what the round after it reads: its
	// done file, sound, and its file of states where the round sends one.
	Made func(r, k int) bool
	// Also, if not nil, reports whether the files that round r reads besides those of
	// the round before are there.
	Also func(r int) bool
}

// Hint says what to run again to make part's files of round r again: round r of that
// part (and of the parts whose round r did not leave what the round after it reads)
// if the files round r reads are there, else every part's rounds from the last one
// whose inputs are there (restart) to the end, their done files removed first. It
// reads the done files of the rounds before r, and looks for their files of states.
func (p Rerun) Hint(r, part int) string {
	from := p.restart(r)
	if from < r {
		return fmt.Sprintf("remove %s/round-{%d..%d}/done-* and run rounds %d to %d of every part again, in order (round %d of part %d reads files that are gone; round %d is the last whose inputs are all there)",
			p.Job, from, p.Rounds, from, p.Rounds, r, part+1, from)
	}
	ks := []int{part}
	for k := 0; k < p.Parts; k++ {
		if k != part && !p.Made(r, k) {
			ks = append(ks, k)
		}
	}
	done := func(k int) string { return fmt.Sprintf("%s/round-%d/done-%d", p.Job, r, k+1) }
	if len(ks) == 1 {
		return fmt.Sprintf("remove %s and run round %d of part %d again (-part %d/%d -round %d)", done(part), r, part+1, part+1, p.Parts, r)
	}
	sort.Ints(ks)
	names, nums := make([]string, len(ks)), make([]string, len(ks))
	for i, k := range ks {
		names[i], nums[i] = done(k), strconv.Itoa(k+1)
	}
	return fmt.Sprintf("remove %s and run round %d of parts %s again (-part K/%d -round %d, K each of them)",
		strings.Join(names, ", "), r, strings.Join(nums, ", "), p.Parts, r)
}

// restart returns the last round, r or before, that every part can run again: the
// first, or one whose inputs every part made (Made) and whose other inputs are there
// (Also).
func (p Rerun) restart(r int) int {
	for ; r > 1; r-- {
		ok := p.Also == nil || p.Also(r)
		for k := 0; k < p.Parts && ok; k++ {
			ok = p.Made(r-1, k)
		}
		if ok {
			return r
		}
	}
	return 1
}

// finished reports whether every part has finished round r, its done file sound.
func (x *exchange) finished(r int) bool {
	for k := 0; k < x.parts; k++ {
		if _, err := x.readDone(r, k); err != nil {
			return false
		}
	}
	return true
}

// unneeded reports whether the done file of round r may be damaged or gone (damaged
// false) without running the round again: the count is finished, or (damaged) every
// part has finished the rounds that read what round r made.
func (x *exchange) unneeded(r int, damaged bool) bool {
	if r >= x.rounds {
		return false
	}
	if x.finished(x.rounds) {
		return true
	}
	if !damaged {
		return false
	}
	next := r + 1
	for i, rd := range x.plan {
		if rd.top == r {
			next = max(next, i+1)
		}
	}
	return x.finished(next)
}
