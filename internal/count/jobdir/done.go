package jobdir

import (
	"bytes"
	"fmt"
	"io"
	"math/big"
	"slices"
	"strconv"
	"strings"
)

// Done is what a part's done file says of its round: the states it received, held
// after merging them and sent, and its counts by name (Job.Counts; a count that is nil
// is not said).
type Done struct {
	Recv, Held, Sent int64
	Counts           map[string]*big.Int
}

// head is the first lines of part's done file of round r.
func (j Job) head(r, part int) string {
	return fmt.Sprintf("knightstour %s in rounds\njob %s\nround %d of %d\npart %d of %d\n", j.What, j.Name, r, j.Rounds, part+1, j.Parts)
}

// text is the lines of part's done file of round r saying n, before its check line.
func (j Job) text(r, part int, n Done) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%sstates received %d\nstates held %d\nstates sent %d\n", j.head(r, part), n.Recv, n.Held, n.Sent)
	for _, name := range j.Counts {
		if x := n.Counts[name]; x != nil {
			fmt.Fprintf(&b, "%s %s\n", name, x)
		}
	}
	return b.Bytes()
}

// WriteDone writes part's done file of round r, saying n, sealed (Seal).
func (j Job) WriteDone(r, part int, n Done) error {
	f, err := j.Dir.Create(j.DoneName(r, part))
	if err != nil {
		return err
	}
	if _, err := f.Write(Seal(j.text(r, part, n))); err != nil {
		f.Abort()
		return err
	}
	return f.Commit()
}

// ReadDone reads part's done file of round r: an error wrapping fs.ErrNotExist if
// there is none, one wrapping ErrCorrupt that names it if it is damaged or not exactly
// what WriteDone writes for this job, round and part (Check) (without what to run again:
// DoneOf and Damaged add it).
func (j Job) ReadDone(r, part int) (Done, error) {
	name := j.DoneName(r, part)
	f, err := j.Dir.Open(name)
	if err != nil {
		return Done{}, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, 1<<16))
	if err != nil {
		return Done{}, fmt.Errorf("%s: %w", name, err)
	}
	bad := func(why string) (Done, error) { return Done{}, fmt.Errorf("%s: %w: %s", name, ErrCorrupt, why) }
	b, ok := Unseal(b)
	if !ok {
		return bad("its last line is not the check of the lines before it (damaged or cut short)")
	}
	rest, ok := strings.CutPrefix(string(b), j.head(r, part))
	if !ok {
		return bad(fmt.Sprintf("it does not begin %q", j.head(r, part)))
	}
	n := Done{Counts: map[string]*big.Int{}}
	for _, line := range strings.Split(strings.TrimSuffix(rest, "\n"), "\n") {
		if !j.parse(&n, line) {
			return bad(fmt.Sprintf("%q", line))
		}
	}
	if !bytes.Equal(j.text(r, part, n), b) {
		return bad("its lines are not those of a done file, each once, in order")
	}
	if j.Check != nil {
		if why := j.Check(r, n); why != "" {
			return bad(why)
		}
	}
	return n, nil
}

// parse reads a line of a done file into n, and says whether it is one: a number of
// states, or a count the job's done files say (Counts), with a number of 0 or more.
func (j Job) parse(n *Done, line string) bool {
	k, v, _ := strings.Cut(line, " ")
	if k == "states" {
		what, num, _ := strings.Cut(v, " ")
		field := map[string]*int64{"received": &n.Recv, "held": &n.Held, "sent": &n.Sent}[what]
		x, err := strconv.ParseInt(num, 10, 64)
		if field == nil || err != nil || x < 0 {
			return false
		}
		*field = x
		return true
	}
	i := strings.LastIndexByte(line, ' ')
	x, ok := new(big.Int).SetString(line[i+1:], 10)
	if i < 0 || !slices.Contains(j.Counts, line[:i]) || !ok || x.Sign() < 0 {
		return false
	}
	n.Counts[line[:i]] = x
	return true
}
