package count

import (
	"fmt"
	"sync"

	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// exchange is the files of one job in a Dir, as one part sees them.
type exchange struct {
	d           jobdir.Dir
	job         string
	part, parts int
	rounds      int
	plan        []round // the job's rounds
}

// layerName names the file of what part from sent in round r.
func (x *exchange) layerName(r, from int) string { return x.files().LayerName(r, from) }

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
func (x *exchange) header(r, from int, p *problem) jobdir.Header {
	h := jobdir.Header{Job: x.job, Round: r, From: from, All: x.parts, Sections: x.parts, Wide: p.wide}
	if r == 0 {
		h.Sections = 1
	}
	return h
}

// halfHeader is the header of part from's share of a half kept for the meet: one
// section, or for the half the join reads (bottom) two for each part.
func (x *exchange) halfHeader(from int, p *problem, bottom bool) jobdir.Header {
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

// writer begins this part's file of round r, a section for each part, its counts of
// stride limbs.
func (x *exchange) writer(r int, p *problem, stride int) (*jobdir.Writer, error) {
	h := x.header(r, x.part, p)
	h.Stride = stride
	return jobdir.Create(x.d, x.layerName(r, x.part), h, jobdir.WriteBuffer)
}

// fileSink writes the successors of a part's last step of a round into its file of the
// round, each part's in its section.
type fileSink struct {
	w    *jobdir.Writer
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
