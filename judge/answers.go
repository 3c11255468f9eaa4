package judge

import (
	"fmt"
	"io"

	"github.com/knightstour/knightstour/internal/theory"
)

// jury walks the answer file, the jury's reference output, alongside the output: it
// trusts no file, so every answer in it must be right for its query, by the rules the
// output is held to (a legal tour from the query's square, closed when asked, in the
// form asked) and "no tour" exactly where internal/theory says no tour starts there. A
// fault is an *Error of Kind BadAnswer (ReadFailed for a read error), a judge failure,
// whose message names the file: "the answer file (jury), line 2 (query 2, start 2): ...".
//
// It costs what a Reader of the output costs, a second visit record; in the line form a
// line that is the same as the output's byte for byte is walked once (nextPair).
type jury struct {
	rd  *Reader
	cfg Config
}

func newJury(answer io.Reader, cfg Config, o options) (*jury, error) {
	rd, err := newReader(answer, cfg.Rows, cfg.Cols, cfg.Closed, cfg.Format, o)
	if err != nil {
		return nil, err
	}
	return &jury{rd: rd, cfg: cfg}, nil
}

// noTour reports whether no tour (closed if cfg asks) starts on square start:
// internal/theory decides, in O(1). (The C++ judge has the rule ported: noTour in
// cpp/src/judge.h.)
func noTour(cfg Config, start int) bool {
	return theory.Check(cfg.Rows, cfg.Cols, (start-1)/cfg.Cols, (start-1)%cfg.Cols, cfg.Closed) != nil
}

// next walks the answer to query q, from square start, in the answer file and in the
// output (rd), and returns the output's (whether it claims no tour, or what is wrong
// with it) or, first, the answer file's fault.
func (j *jury) next(rd *Reader, q, start int) (claims bool, wrong, fault *Error) {
	var on, an bool
	var oe, ae *Error
	if rd.form == LineForm {
		on, oe, an, ae = rd.nextPair(j.rd, start)
	} else if an, ae = j.rd.next(start); ae == nil {
		on, oe = rd.next(start)
	}
	if e := j.check(q, start, an, ae); e != nil {
		return false, nil, e
	}
	return on, oe, nil
}

// alone walks the answer file's answer to query q, from square start, once the output
// has been judged wrong: the jury's files are checked before an answer is blamed.
func (j *jury) alone(q, start int) *Error {
	an, ae := j.rd.next(start)
	return j.check(q, start, an, ae)
}

// check returns the judge failure for the answer file's answer to query q, from square
// start, that claims no tour (an) or has the fault ae, or nil when it is right.
func (j *jury) check(q, start int, an bool, ae *Error) *Error {
	in := j.rd.in
	switch {
	case in.err != nil:
		return &Error{Kind: ReadFailed, Msg: fmt.Sprintf("reading the answer file: %v", in.err)}
	case ae != nil && ae.Kind == MissingAnswer:
		return &Error{Kind: BadAnswer, Msg: fmt.Sprintf("the answer file (jury): it ends before the answer to query %d", q)}
	}
	fault := func(msg string) *Error {
		return &Error{Kind: BadAnswer, Msg: fmt.Sprintf("the answer file (jury), line %d (query %d, start %s): %s", in.line, q, j.rd.b.name(start), msg)}
	}
	none := noTour(j.cfg, start)
	switch {
	case none && !an:
		return fault("a tour where there is none")
	case ae != nil:
		return fault(ae.Msg)
	case an && !none:
		return fault(fmt.Sprintf("it says no tour, but a tour from %s exists", j.rd.b.name(start)))
	}
	return nil
}

// end checks that nothing but blank lines follows the last answer of the answer file.
func (j *jury) end() *Error {
	err := j.rd.End()
	if err == nil {
		return nil
	}
	if e := err.(*Error); e.Kind != ExtraOutput {
		return &Error{Kind: ReadFailed, Msg: fmt.Sprintf("reading the answer file: %v", j.rd.in.err)}
	}
	return &Error{Kind: BadAnswer, Msg: fmt.Sprintf("the answer file (jury), line %d: more answers than queries", j.rd.in.line)}
}

// nextPair reads the next answer of r, the output, and of a, the answer file, both in
// the line form, from square start, and returns what each claims and what is wrong with
// each. While the two lines are the same byte for byte, compared chunk by chunk as both
// are read, they are walked once, by a's walker; at the first byte where they differ,
// r's walker takes a copy of a's state (lineTour.copyFrom) and each walks its line on
// to its end. So an output that is the answer file costs a walk and a comparison, and
// any other costs two walks. When a's answer is wrong, r's is not judged.
func (r *Reader) nextPair(a *Reader, start int) (on bool, oe *Error, an bool, ae *Error) {
	if a.in.skip(a.t.memo.get(start)) {
		a.query++
		on, oe = r.next(start)
		return on, oe, false, nil
	}
	if r.in.skip(r.t.memo.get(start)) {
		r.query++
		an, ae = a.next(start)
		return false, nil, an, ae
	}
	if !a.in.more() || !r.in.more() {
		if an, ae = a.next(start); ae == nil {
			on, oe = r.next(start)
		}
		return on, oe, an, ae
	}
	r.query, a.query = r.query+1, a.query+1
	r.in.line, a.in.line = r.in.line+1, a.in.line+1
	r.b.begin()
	a.b.begin()
	ot, at := r.t, a.t
	ot.reset(start)
	at.reset(start)
	for {
		oc, oend := r.in.chunk()
		ac, aend := a.in.chunk()
		m := min(len(oc), len(ac))
		k := samePrefix(oc[:m], ac[:m])
		if k == m && oend && aend && len(oc) == len(ac) { // the same line
			at.feed(ac, true)
			if at.err == nil && at.no == 0 && at.pieces == 1 {
				ot.memo.add(start, ac)
			}
			r.in.advance(m, true)
			a.in.advance(m, true)
			if an, ae = a.done(start, at.no == 2, at.err); ae != nil {
				return false, nil, an, ae
			}
			on, oe = r.done(start, an, nil)
			return on, oe, an, ae
		}
		if k == m && !(oend && m == len(oc)) && !(aend && m == len(ac)) {
			// Both lines go on past this chunk, the same so far.
			at.feed(ac[:m], false)
			r.in.advance(m, false)
			a.in.advance(m, false)
			if at.err != nil {
				an, ae = a.done(start, false, at.err)
				return false, nil, an, ae
			}
			continue
		}
		// The lines differ at byte k of the chunk.
		if k > 0 {
			at.feed(ac[:k], false)
		}
		r.in.advance(k, false)
		a.in.advance(k, false)
		if at.err != nil {
			an, ae = a.done(start, false, at.err)
			return false, nil, an, ae
		}
		ot.copyFrom(at)
		break
	}
	a.in.finishLine(at)
	if an, ae = a.done(start, at.no == 2, at.err); ae != nil {
		return false, nil, an, ae
	}
	r.in.finishLine(ot)
	on, oe = r.done(start, ot.no == 2, ot.err)
	return on, oe, an, ae
}

// samePrefix returns the length of the longest common prefix of p and q, which have
// the same length: blocks are compared whole, and only a block that differs byte by byte.
func samePrefix(p, q []byte) int {
	const block = 256
	i := 0
	for i+block <= len(p) && string(p[i:i+block]) == string(q[i:i+block]) {
		i += block
	}
	for i < len(p) && p[i] == q[i] {
		i++
	}
	return i
}

// IsNoTour reports whether an answer line claims that there is no tour:
// its words are "no tour" (white space around them does not matter).
func IsNoTour(line string) bool {
	return isNoTour(line)
}

func isNoTour[T string | []byte](line T) bool {
	var m noTourMatch
	for i := 0; i < len(line); i++ {
		m.feed(line[i])
	}
	return m.ok()
}

// noTourMatch matches the words "no tour", with spaces, tabs, CRs and
// newlines around and between them, a byte at a time: the state is the
// number of bytes of "no tour" matched, with states for the spaces
// around, or -1 once the text cannot match.
type noTourMatch struct{ state int8 }

const (
	ntLead  = iota // spaces before "no"
	ntN            // "n"
	ntNo           // "no"
	ntGap          // "no" and at least one space
	ntT            // "t"
	ntTo           // "to"
	ntTou          // "tou"
	ntTour         // "tour"
	ntTrail        // "tour" and at least one space
)

func (m *noTourMatch) feed(c byte) {
	space := c == ' ' || c == '\t' || c == '\r' || c == '\n'
	next := int8(-1)
	switch m.state {
	case ntLead:
		if space {
			next = ntLead
		} else if c == 'n' {
			next = ntN
		}
	case ntN:
		if c == 'o' {
			next = ntNo
		}
	case ntNo, ntGap:
		if space {
			next = ntGap
		} else if c == 't' && m.state == ntGap {
			next = ntT
		}
	case ntT, ntTo, ntTou:
		if c == "our"[m.state-ntT] {
			next = m.state + 1
		}
	case ntTour, ntTrail:
		if space {
			next = ntTrail
		}
	}
	m.state = next
}

func (m *noTourMatch) ok() bool {
	return m.state == ntTour || m.state == ntTrail
}
