package count

import (
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

// header is the header of a layer file of this job: what part from sent in round r,
// a section for each part.
func (x *exchange) header(r, from int, p *problem) jobdir.Header {
	return jobdir.Header{Job: x.job, Round: r, From: from, All: x.parts, Sections: x.parts, Wide: p.wide}
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
