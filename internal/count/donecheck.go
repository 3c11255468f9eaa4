package count

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"

	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// doneName names the done file of part's round r.
func (x *exchange) doneName(r, part int) string {
	return fmt.Sprintf("%s/round-%d/done-%d", x.job, r, part+1)
}

// ErrNotReady is wrapped by the error of a round whose inputs are not all there (some
// part has not finished the round before), and by Sum's before every part has
// finished the last round.
var ErrNotReady = errors.New("is not done")

// ready returns the states the parts sent in round r if every part has finished it,
// else an error wrapping ErrNotReady that names those that have not, or the error of a
// damaged done file with what to run again (doneOf).
func (x *exchange) ready(r int) (int64, error) {
	return RoundReady(x.job, r, x.rounds, x.parts, func(k int) (int64, error) {
		note, err := x.doneOf(r, k)
		return note.out, err
	})
}

// doneOf reads part's done file of round r as readDone does, and adds to the error of
// a damaged one what to run again (damaged); a missing one is not finished.
func (x *exchange) doneOf(r, part int) (doneNote, error) {
	note, err := x.readDone(r, part)
	if err != nil && !jobdir.Missing(err) {
		err = x.damaged(err, r, part)
	}
	return note, err
}

// RoundReady returns the states the parts sent in round r of the rounds of job if
// every part has finished it, else an error wrapping ErrNotReady that names those that
// have not. sent gives what part k (from 0) sent in the round, or an error for which
// jobdir.Missing is true when it has not finished it (any other error is returned).
func RoundReady(job string, r, rounds, parts int, sent func(k int) (int64, error)) (int64, error) {
	var waiting []string
	var total int64
	for k := 0; k < parts; k++ {
		n, err := sent(k)
		if jobdir.Missing(err) {
			waiting = append(waiting, strconv.Itoa(k+1))
		} else if err != nil {
			return 0, err
		}
		total += n
	}
	if len(waiting) == 0 {
		return total, nil
	}
	if len(waiting) > 10 {
		waiting = append(waiting[:10], fmt.Sprintf("and %d more", len(waiting)-10))
	}
	who := "part " + waiting[0] + " of " + strconv.Itoa(parts) + " has"
	if len(waiting) > 1 {
		who = "parts " + strings.Join(waiting, ", ") + " of " + strconv.Itoa(parts) + " have"
	}
	hint := ""
	if len(waiting) == parts {
		hint = fmt.Sprintf(" (no part has: is the folder the one the rounds ran in, with -part K/%d and the same flags and queries?)", parts)
	}
	return 0, fmt.Errorf("%s: round %d of %d %w: %s not finished it%s", job, r, rounds, ErrNotReady, who, hint)
}

// doneNote is what a part's done file says of its round.
type doneNote struct {
	in, recv, out, kept int64    // states held after reading, received, sent, kept
	count               *big.Int // the sum of the counts of the states kept
	result              *big.Int // the last round's
}

// writeDone writes the done file of this part's round r.
func (x *exchange) writeDone(r int, note doneNote) error {
	f, err := x.d.Create(x.doneName(r, x.part))
	if err != nil {
		return err
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "knightstour count in rounds\njob %s\nround %d of %d\npart %d of %d\nstates received %d\nstates held %d\nstates sent %d\nstates kept %d\n",
		x.job, r, x.rounds, x.part+1, x.parts, note.recv, note.in, note.out, note.kept)
	if note.count != nil {
		fmt.Fprintf(&b, "count kept %s\n", note.count)
	}
	if note.result != nil {
		fmt.Fprintf(&b, "result %s\n", note.result)
	}
	if _, err := f.Write(jobdir.Seal(b.Bytes())); err != nil {
		f.Abort()
		return err
	}
	return f.Commit()
}

// readDone reads the done file of part's round r: an error wrapping fs.ErrNotExist if
// there is none, one wrapping jobdir.ErrCorrupt if it is not of this job, round and
// part (without what to run again: doneOf, damaged add it).
func (x *exchange) readDone(r, part int) (doneNote, error) {
	name := x.doneName(r, part)
	f, err := x.d.Open(name)
	if err != nil {
		return doneNote{}, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, 1<<16))
	if err != nil {
		return doneNote{}, fmt.Errorf("%s: %w", name, err)
	}
	b, ok := jobdir.Unseal(b)
	if !ok {
		return doneNote{}, fmt.Errorf("%s: %w: its last line is not the check of the lines before it (damaged or cut short)", name, jobdir.ErrCorrupt)
	}
	var note doneNote
	want := fmt.Sprintf("knightstour count in rounds\njob %s\nround %d of %d\npart %d of %d\n", x.job, r, x.rounds, part+1, x.parts)
	rest, ok := strings.CutPrefix(string(b), want)
	if !ok {
		return note, fmt.Errorf("%s: %w: it does not begin %q", name, jobdir.ErrCorrupt, want)
	}
	for _, line := range strings.Split(strings.TrimSuffix(rest, "\n"), "\n") {
		k, v, _ := strings.Cut(line, " ")
		switch k {
		case "states":
			what, num, _ := strings.Cut(v, " ")
			n, err := strconv.ParseInt(num, 10, 64)
			field := map[string]*int64{"received": &note.recv, "held": &note.in, "sent": &note.out, "kept": &note.kept}[what]
			if err != nil || field == nil || n < 0 {
				return note, fmt.Errorf("%s: %w: %q", name, jobdir.ErrCorrupt, line)
			}
			*field = n
		case "result", "count":
			field, num, named := &note.result, v, true
			if k == "count" {
				field, num, named = &note.count, strings.TrimPrefix(v, "kept "), strings.HasPrefix(v, "kept ")
			}
			n, isNum := new(big.Int).SetString(num, 10)
			if !named || !isNum || n.Sign() < 0 || *field != nil { // a number, once
				return note, fmt.Errorf("%s: %w: %q", name, jobdir.ErrCorrupt, line)
			}
			*field = n
		default:
			return note, fmt.Errorf("%s: %w: %q", name, jobdir.ErrCorrupt, line)
		}
	}
	return note, nil
}

// keptIn returns the round (1-based) that kept the half after square states and the
// degrees of its bottom states, or 0 where the plan has none.
func (x *exchange) keptIn(square int) int {
	for i, rd := range x.plan {
		if rd.keep && rd.from == square {
			return i + 1
		}
	}
	return 0
}
