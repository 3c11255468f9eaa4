package count

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"
	"sync"

	"knightstour/internal/count/layerfile"
)

// exchange is the files of one job in a Dir, as one part sees them.
type exchange struct {
	d           layerfile.Dir
	job         string
	part, parts int
	rounds      int
}

// layerName names the file of what part from sent in round r.
func (x *exchange) layerName(r, from int) string {
	return fmt.Sprintf("%s/round-%d/states-%d", x.job, r, from+1)
}

// doneName names the done file of part's round r.
func (x *exchange) doneName(r, part int) string {
	return fmt.Sprintf("%s/round-%d/done-%d", x.job, r, part+1)
}

// halfName names part's share of the layer after square states, kept for the meet.
func (x *exchange) halfName(square, part int) string {
	return fmt.Sprintf("%s/half-%d/%d", x.job, square, part+1)
}

// degreesName names the degrees of the bottom states of part's share of half-square.
func (x *exchange) degreesName(square, part int) string {
	return fmt.Sprintf("%s/degrees-%d/%d", x.job, square, part+1)
}

// header is the header of a layer file of this job: what part from sent in round r,
// a section for each part; or with round 0 what it keeps, one section (halfHeader).
func (x *exchange) header(r, from int, p *problem) layerfile.Header {
	h := layerfile.Header{Job: x.job, Round: r, From: from, All: x.parts, Sections: x.parts, Wide: p.wide}
	if r == 0 {
		h.Sections = 1
	}
	return h
}

// halfHeader is the header of part from's share of a half kept for the meet: one
// section, or for the half the join reads (bottom) two for each part.
func (x *exchange) halfHeader(from int, p *problem, bottom bool) layerfile.Header {
	h := x.header(0, from, p)
	if bottom {
		h.Sections = 2 * x.parts
	}
	return h
}

// whole returns the sections of a half kept for the meet that hold each of its states
// once (see writeHalf).
func (x *exchange) whole(bottom bool) []int {
	if !bottom {
		return []int{0}
	}
	secs := make([]int, x.parts)
	for i := range secs {
		secs[i] = i
	}
	return secs
}

// ErrNotReady is wrapped by the error of a round whose inputs are not all there: some
// part has not finished the round before.
var ErrNotReady = errors.New("the round before is not done")

// ready returns the states the parts sent in round r if every part has finished it,
// else an error wrapping ErrNotReady that names those that have not.
func (x *exchange) ready(r int) (int64, error) {
	var waiting []string
	var sent int64
	for k := 0; k < x.parts; k++ {
		note, err := x.readDone(r, k)
		if layerfile.Missing(err) {
			waiting = append(waiting, strconv.Itoa(k+1))
		} else if err != nil {
			return 0, err
		}
		sent += note.out
	}
	if len(waiting) == 0 {
		return sent, nil
	}
	if len(waiting) > 10 {
		waiting = append(waiting[:10], fmt.Sprintf("and %d more", len(waiting)-10))
	}
	who := "part " + waiting[0] + " of " + strconv.Itoa(x.parts) + " has"
	if len(waiting) > 1 {
		who = "parts " + strings.Join(waiting, ", ") + " of " + strconv.Itoa(x.parts) + " have"
	}
	return 0, fmt.Errorf("%s, round %d of %d: %w: %s not finished it", x.job, r, x.rounds, ErrNotReady, who)
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
	w := bufio.NewWriter(f)
	fmt.Fprintf(w, "knightstour count in rounds\njob %s\nround %d of %d\npart %d of %d\nstates received %d\nstates held %d\nstates sent %d\nstates kept %d\n",
		x.job, r, x.rounds, x.part+1, x.parts, note.recv, note.in, note.out, note.kept)
	if note.count != nil {
		fmt.Fprintf(w, "count kept %s\n", note.count)
	}
	if note.result != nil {
		fmt.Fprintf(w, "result %s\n", note.result)
	}
	if err := w.Flush(); err != nil {
		f.Abort()
		return err
	}
	return f.Commit()
}

// readDone reads the done file of part's round r: an error wrapping fs.ErrNotExist if
// there is none, one wrapping layerfile.ErrCorrupt if it is not of this job, round and part.
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
	var note doneNote
	want := fmt.Sprintf("knightstour count in rounds\njob %s\nround %d of %d\npart %d of %d\n", x.job, r, x.rounds, part+1, x.parts)
	rest, ok := strings.CutPrefix(string(b), want)
	if !ok {
		return note, fmt.Errorf("%s: %w: it does not begin %q", name, layerfile.ErrCorrupt, want)
	}
	for _, line := range strings.Split(strings.TrimSuffix(rest, "\n"), "\n") {
		k, v, _ := strings.Cut(line, " ")
		switch k {
		case "states":
			what, num, _ := strings.Cut(v, " ")
			n, err := strconv.ParseInt(num, 10, 64)
			field := map[string]*int64{"received": &note.recv, "held": &note.in, "sent": &note.out, "kept": &note.kept}[what]
			if err != nil || field == nil || n < 0 {
				return note, fmt.Errorf("%s: %w: %q", name, layerfile.ErrCorrupt, line)
			}
			*field = n
		case "result", "count":
			field, num, named := &note.result, v, true
			if k == "count" {
				field, num, named = &note.count, strings.TrimPrefix(v, "kept "), strings.HasPrefix(v, "kept ")
			}
			n, isNum := new(big.Int).SetString(num, 10)
			if !named || !isNum || n.Sign() < 0 || *field != nil { // a number, once
				return note, fmt.Errorf("%s: %w: %q", name, layerfile.ErrCorrupt, line)
			}
			*field = n
		default:
			return note, fmt.Errorf("%s: %w: %q", name, layerfile.ErrCorrupt, line)
		}
	}
	return note, nil
}

// writeBuffer is the size of the write buffer of a part's file of a round: 256 KB.
const writeBuffer = 256 << 10

// writer begins this part's file of round r, a section for each part, its counts of
// stride limbs.
func (x *exchange) writer(r int, p *problem, stride int) (*layerfile.Writer, error) {
	h := x.header(r, x.part, p)
	h.Stride = stride
	return layerfile.Create(x.d, x.layerName(r, x.part), h, writeBuffer)
}

// fileSink writes the successors of a part's last step of a round into its file of the
// round, each part's in its section.
type fileSink struct {
	w    *layerfile.Writer
	bufs sync.Pool // records being made, a *[]byte each
}

// dests returns the parts, batch the records of a full block.
func (s *fileSink) dests() int { return s.w.Header().Sections }
func (s *fileSink) batch() int { return s.w.PerBlock() }

// write writes the successors keys of part d, with their counts, as a block.
func (s *fileSink) write(d int, keys []key, cnt []uint64, stride int) error {
	bp, _ := s.bufs.Get().(*[]byte)
	if bp == nil {
		bp = new([]byte)
	}
	h, b := s.w.Header(), (*bp)[:0]
	for i, k := range keys {
		b = h.AppendRecord(b, k.lo, k.hi, cnt[i*stride:(i+1)*stride])
	}
	err := s.w.Block(d, b, len(keys))
	*bp = b
	s.bufs.Put(bp)
	return err
}
