package frontier

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// A meet in parts (MeetInParts): the meet in the middle of one board of even length
// from every start (Meet) in rounds of parts that exchange their states through files,
// as a table in parts does. Its rounds but the last are the halves' scan in parts
// (InParts with Meet: the scan of the top's columns), whose last round writes each
// part's share of the halves' states, read as top states and packed
// (InParts.packsTops). In the last, the join, each part reads every part's share: once
// to count the bottom states of each degree, which it splits into the parts as a meet
// splits its middle (splitDegs) and takes its own; once more to keep the bottom states
// of its degrees (merged where equal); and then as the top states, which its middle
// reads from the files (fileTops) rather than holds, walking the first middle edges
// from each as it reads it, once for each part of its own middle (Meet's join: under
// MaxBytes, parts of its degrees, each from a slice of the top states where the
// middle's first table is what passes: midPlan). Its done file says twice its share
// of the count (its bottom states stand for both mirror images: eachBottom), and Sum
// adds the shares up. A part holds its share of the halves' scan, then the bottom states of its
// degrees and the middle that meets them: about 1/Parts of each.

// MeetInParts is part Part (0-based) of the meet in the middle of a board of even
// length from every start (Meet.Start 0) in Parts parts. Only Part, Fits and Prepare, and Meet's
// MaxBytes and hooks, may differ among the parts.
type MeetInParts struct {
	// Meet is the board and its count; its MaxBytes, Parts and hooks (Held, Stage,
	// Step, Bottoms) serve the part's join, and Fits and Prepare the halves' scan.
	Meet        Meet
	Name        string // names the job (InParts.Name): the scan's files and the join's
	Part, Parts int
	Fits        func(held int64) error
	Prepare     func(states int64) (done func())
}

// Scan returns the halves' scan in parts: the top's h columns (see Meet), the
// bottom's too on a board of even length, its last round writing its states for the
// join.
func (t MeetInParts) Scan() InParts {
	return InParts{Width: t.Meet.Width, Length: t.Meet.topColumns(), Open: t.Meet.Open, Name: t.Name, Part: t.Part, Parts: t.Parts, Meet: true, Fits: t.Fits, Prepare: t.Prepare}
}

// Rounds returns the rounds of the meet: the halves' scan's, and the join.
func (t MeetInParts) Rounds() int { return t.Scan().Rounds() + 1 }

// check says whether t is a meet that runs in parts.
func (t MeetInParts) check() error {
	if err := t.Meet.valid(); err != nil {
		return err
	}
	if t.Meet.Start != 0 || t.Meet.Length%2 == 1 || t.Name == "" {
		return fmt.Errorf("a meet in parts of a %dx%d board from square %d, named %q: it counts from every start on boards of even length (whose halves are the same columns of one scan), and takes a name", t.Meet.Width, t.Meet.Length, t.Meet.Start, t.Name)
	}
	return t.Scan().Check()
}

// Round runs round r (1..Rounds) of part Part, reading and writing its files in d, and
// says what it did, as InParts.Round does: a round of the halves' scan, or the join,
// whose report's Share is twice the part's share of the count. The join holds the
// bottom states of the part's degrees and its middle, within Meet.MaxBytes (its
// middle in parts of its own), and reads every part's file of the halves twice and
// once more for each part of its middle.
func (t MeetInParts) Round(ctx context.Context, d jobdir.Dir, r int) (PartReport, error) {
	if err := t.check(); err != nil {
		return PartReport{}, err
	}
	s := t.Scan()
	if r >= 1 && r <= s.Rounds() {
		rep, err := s.Round(ctx, d, r)
		rep.Rounds, rep.Board = t.Rounds(), Board{} // the halves' boards are not the count's
		return rep, err
	}
	rep := PartReport{Round: r, Rounds: t.Rounds()}
	if r != t.Rounds() {
		return rep, fmt.Errorf("round %d: the count %s has rounds 1 to %d", r, s.Job(), t.Rounds())
	}
	f := s.files(d)
	n, run, before, err := f.Begin(r, t.Part)
	rep.Recv, rep.Held, rep.Before, rep.Share = n.Recv, n.Held, before, n.Counts["twice"]
	if !run || err != nil {
		return rep, err
	}
	tops := t.halves(d, before)
	bot, err := t.bottoms(ctx, tops)
	if err != nil {
		return rep, err
	}
	mt, h := t.Meet, t.Meet.topColumns()
	mt.share = t.Parts
	if rep.Share, err = mt.join(ctx, tops, bot, h, -1); err != nil {
		return rep, err
	}
	rep.Recv, rep.Held = int64(tops.states()), int64(len(bot.states))
	done := jobdir.Done{Recv: rep.Recv, Held: rep.Held, Counts: map[string]*big.Int{"twice": rep.Share}}
	if err := f.WriteDone(r, t.Part, done); err != nil {
		return rep, err
	}
	rep.Ran = true
	return rep, nil
}

// bottoms returns the bottom states of the part's degrees of the halves' states tops:
// every part's bottom states counted by their degrees, and these split among the
// parts (splitDegs) as the parts of a meet's middle are, the same in every part; the
// equal ones merged (two parts may hold a state and its mirror image).
func (t MeetInParts) bottoms(ctx context.Context, tops topStates) (*bottoms, error) {
	states := 2 * tops.states()
	t.Meet.bottoms(states, 0)
	sizes, err := degreeSizes(ctx, tops, t.Meet.Width, func(read int) { t.Meet.bottoms(states, read) })
	if err != nil {
		return nil, err
	}
	var degs []uint64
	sizes.each(func(d uint64, _ []uint64) { degs = append(degs, d) })
	slices.Sort(degs)
	size := func(d uint64) int { return int(sizes.data[sizes.find(d)+1]) }
	ends, must := t.Meet.ends(t.Meet.topColumns(), -1)
	parts := splitDegs(newEdgeWalk(t.Meet.Width, ends, must, degs), degs, size, t.Parts)
	mine := newTable(1024, 1) // the part's degrees, with their bottom states
	if t.Part < len(parts) {
		for _, d := range parts[t.Part] {
			mine.add(d, []uint64{uint64(size(d))})
		}
	}
	n := tops.states()
	bot, err := bottomsIn(ctx, tops, t.Meet.Width, mine, true, func(read int) { t.Meet.bottoms(states, n+read) })
	if err == nil {
		err = bot.merge()
	}
	if err != nil {
		return nil, err
	}
	return bot, t.Meet.held(bot.bytes())
}

// Sum returns the count of the board once every part has finished the join, from
// their shares; before, an error wrapping jobdir.ErrNotReady that names the parts that
// have not.
func (t MeetInParts) Sum(d jobdir.Dir) (*big.Int, error) {
	if err := t.check(); err != nil {
		return nil, err
	}
	f := t.Scan().files(d)
	if _, err := f.Ready(t.Rounds()); errors.Is(err, jobdir.ErrNotReady) {
		return nil, fmt.Errorf("the count in rounds is not done: %w", err)
	} else if err != nil {
		return nil, err
	}
	sum := new(big.Int)
	for k := 0; k < t.Parts; k++ {
		n, err := f.ReadDone(t.Rounds(), k)
		if err != nil {
			return nil, f.Damaged(err, t.Rounds(), k)
		}
		sum.Add(sum, n.Counts["twice"])
	}
	return t.Meet.halved(sum)
}

// halves returns the halves' states that the parts' last round of the scan wrote, n
// of them, as the top states packed in their files. A file's error names it, with what
// to run again where it is damaged; the error of what reads the states is theirs.
func (t MeetInParts) halves(d jobdir.Dir, n int64) *fileTops {
	s := t.Scan()
	f := s.files(d)
	last := s.Rounds()
	ft := &fileTops{n: int(n)}
	ft.read = func(put func(lo, hi uint64, c []uint64) error) error {
		for k := 0; k < t.Parts; k++ {
			name := f.LayerName(last, k)
			var werr error // put's own error, not the file's
			err := jobdir.Read(d, name, s.header(last, k), []int{k}, func(lo, hi uint64, c []uint64) error {
				werr = put(lo, hi, c)
				return werr
			})
			switch {
			case werr != nil:
				return werr
			case err != nil:
				return f.Damaged(err, last, k)
			}
		}
		return nil
	}
	return ft
}

// fileTops is top states read from the files of a halves' scan in parts (see
// MeetInParts), packed there (InParts.packsTops), as often as they are asked for; none
// held in memory.
type fileTops struct {
	n    int // the states in the files
	read func(put func(x, hi uint64, c []uint64) error) error
}

func (f *fileTops) states() int  { return f.n }
func (f *fileTops) bytes() int64 { return 0 }
func (f *fileTops) release()     {}

func (f *fileTops) each(g func(x, w uint64) error) error {
	return f.read(func(x, _ uint64, c []uint64) error { return g(x, c[0]) })
}
