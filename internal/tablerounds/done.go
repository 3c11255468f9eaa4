package tablerounds

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"

	"github.com/knightstour/knightstour/internal/count"
	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// done is what a part's done file says of its round.
type done struct {
	recv, held, sent int64    // states received, held after merging them, sent
	paths, cycles    *big.Int // its share of the counts of the board the round finishes (nil where it finishes none; paths nil when closed)
}

// head is the first lines of part's done file of round r.
func (t Table) head(r, part int) string {
	return fmt.Sprintf("knightstour table in rounds\njob %s\nround %d of %d\npart %d of %d\n", t.Job(), r, t.Rounds(), part+1, t.Parts)
}

// writeDone writes the done file of this part's round r.
func (t Table) writeDone(d jobdir.Dir, r int, n done) error {
	f, err := d.Create(t.doneName(r, t.Part))
	if err != nil {
		return err
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "%sstates received %d\nstates held %d\nstates sent %d\n", t.head(r, t.Part), n.recv, n.held, n.sent)
	if n.cycles != nil {
		fmt.Fprintf(&b, "cycles %s\n", n.cycles)
	}
	if n.paths != nil {
		fmt.Fprintf(&b, "paths %s\n", n.paths)
	}
	if _, err := f.Write(jobdir.Seal(b.Bytes())); err != nil {
		f.Abort()
		return err
	}
	return f.Commit()
}

// readDone reads the done file of part's round r: an error wrapping fs.ErrNotExist if
// there is none, one wrapping jobdir.ErrCorrupt if it is damaged or not of this
// table, round and part (without what to run again: doneOf, damaged add it).
func (t Table) readDone(d jobdir.Dir, r, part int) (done, error) {
	name := t.doneName(r, part)
	f, err := d.Open(name)
	if err != nil {
		return done{}, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, 1<<16))
	if err != nil {
		return done{}, fmt.Errorf("%s: %w", name, err)
	}
	bad := func(why string) error {
		return fmt.Errorf("%s: %w: %s", name, jobdir.ErrCorrupt, why)
	}
	b, ok := jobdir.Unseal(b)
	if !ok {
		return done{}, bad("its last line is not the check of the lines before it (damaged or cut short)")
	}
	rest, ok := strings.CutPrefix(string(b), t.head(r, part))
	if !ok {
		return done{}, bad(fmt.Sprintf("it does not begin %q", t.head(r, part)))
	}
	var n done
	for _, line := range strings.Split(strings.TrimSuffix(rest, "\n"), "\n") {
		if !n.parse(line) {
			return done{}, bad(fmt.Sprintf("%q", line))
		}
	}
	_, to := t.squares(r)
	if ends := to%t.Width == 0; (n.cycles != nil) != ends || (n.paths != nil) != (ends && t.Open) {
		return done{}, bad("its counts are not the ones of its round")
	}
	return n, nil
}

// parse reads a line of a done file into n, and says whether it is one: each of them
// once, with a number of 0 or more.
func (n *done) parse(line string) bool {
	k, v, _ := strings.Cut(line, " ")
	switch k {
	case "states":
		what, num, _ := strings.Cut(v, " ")
		field := map[string]*int64{"received": &n.recv, "held": &n.held, "sent": &n.sent}[what]
		x, err := strconv.ParseInt(num, 10, 64)
		if field == nil || err != nil || x < 0 {
			return false
		}
		*field = x
		return true
	case "paths", "cycles":
		field := &n.paths
		if k == "cycles" {
			field = &n.cycles
		}
		x, ok := new(big.Int).SetString(v, 10)
		if !ok || x.Sign() < 0 || *field != nil {
			return false
		}
		*field = x
		return true
	}
	return false
}

// ready returns the states the parts sent in round r if every part has finished it,
// else an error wrapping count.ErrNotReady that names those that have not, or the
// error of a damaged done file with what to run again.
func (t Table) ready(d jobdir.Dir, r int) (int64, error) {
	return count.RoundReady(t.Job(), r, t.Rounds(), t.Parts, func(k int) (int64, error) {
		n, err := t.readDone(d, r, k)
		if err != nil && !jobdir.Missing(err) {
			err = t.damaged(d, err, r, k)
		}
		return n.sent, err
	})
}

// damaged adds to err, an error reading part's file of round r, what to do about it
// where the file is damaged or missing (count.Rerun).
func (t Table) damaged(d jobdir.Dir, err error, r, part int) error {
	if errors.Is(err, jobdir.ErrCorrupt) || jobdir.Missing(err) || errors.Is(err, io.ErrUnexpectedEOF) {
		rerun := count.Rerun{Job: t.Job(), Rounds: t.Rounds(), Parts: t.Parts, Made: func(r, k int) bool { return t.made(d, r, k) }}
		return fmt.Errorf("%w: %s", err, rerun.Hint(r, part))
	}
	return err
}

// made reports whether part's round r left what the round after it reads: its done
// file, sound, and its file of states (every round but the last sends one).
func (t Table) made(d jobdir.Dir, r, part int) bool {
	if _, err := t.readDone(d, r, part); err != nil {
		return false
	}
	if r < t.Rounds() {
		f, err := d.Open(t.layerName(r, part))
		if err != nil {
			return false
		}
		f.Close()
	}
	return true
}

// unneeded reports whether the done file of round r may be damaged or gone (damaged
// false) without running the round again: a round that ends no column (the sum reads
// those) of a finished table, or (damaged) one whose round after every part has
// finished. See count's repair.go.
func (t Table) unneeded(d jobdir.Dir, r int, damaged bool) bool {
	if _, to := t.squares(r); r >= t.Rounds() || to%t.Width == 0 {
		return false
	}
	return t.finished(d, t.Rounds()) || damaged && t.finished(d, r+1)
}

// finished reports whether every part has finished round r, its done file sound.
func (t Table) finished(d jobdir.Dir, r int) bool {
	for k := 0; k < t.Parts; k++ {
		if _, err := t.readDone(d, r, k); err != nil {
			return false
		}
	}
	return true
}
