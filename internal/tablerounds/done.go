package tablerounds

import (
	"bytes"
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"

	"github.com/knightstour/knightstour/internal/count"
	"github.com/knightstour/knightstour/internal/count/layerfile"
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
func (t Table) writeDone(d layerfile.Dir, r int, n done) error {
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
	if _, err := f.Write(layerfile.Seal(b.Bytes())); err != nil {
		f.Abort()
		return err
	}
	return f.Commit()
}

// readDone reads the done file of part's round r: an error wrapping fs.ErrNotExist if
// there is none, one wrapping layerfile.ErrCorrupt (and saying how to run the round
// again) if it is damaged or not of this table, round and part.
func (t Table) readDone(d layerfile.Dir, r, part int) (done, error) {
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
		return fmt.Errorf("%s: %w: %s: %s", name, layerfile.ErrCorrupt, why, t.redo(r, part))
	}
	b, ok := layerfile.Unseal(b)
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
// else an error wrapping count.ErrNotReady that names those that have not.
func (t Table) ready(d layerfile.Dir, r int) (int64, error) {
	return count.RoundReady(t.Job(), r, t.Rounds(), t.Parts, func(k int) (int64, error) {
		n, err := t.readDone(d, r, k)
		return n.sent, err
	})
}
