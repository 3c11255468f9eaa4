package judge

import (
	"bufio"
	"fmt"
	"io"
)

// answerFile skims an answer file (the reference output) to learn which
// answers are "no tour". It checks only that each answer belongs to its
// query, not the tours in it, and reads every line as a stream: a line of
// any length costs O(1) memory.
type answerFile struct {
	r    *bufio.Reader
	form Format
	rows int
	line int        // number of the line last read
	l    answerLine // the line last read (its buffers are reused)
}

func newAnswerFile(r io.Reader, rows int, form Format) *answerFile {
	a := &answerFile{r: bufio.NewReaderSize(r, bufSize), form: form, rows: rows}
	a.l.head = make([]byte, 0, maxQuoted)
	a.l.first.text = make([]byte, 0, maxQuoted)
	return a
}

// answerLine is what the answer file's reader learns of one line.
type answerLine struct {
	head    []byte // its first maxQuoted bytes
	total   int    // its length, without "\n" and a '\r' before it
	cr      bool   // the last byte so far is '\r'
	noTour  noTourMatch
	first   pending // its first token, read up to maxToken+1 bytes
	done    bool    // the first token is over
	square  int     // the value of the first token, if it is a square
	isSq    bool    // the first token is a square
	blank   bool    // no byte but separators (of the form)
	gridRow bool    // only digits, '-' and grid separators
}

func (l *answerLine) feed(p []byte, grid bool) {
	for i, c := range p {
		if l.done && l.noTour.state < 0 && !l.blank && !grid {
			// Nothing left to learn in the line form but the head and length.
			rest := p[i:]
			l.head = append(l.head, rest[:min(len(rest), maxQuoted-len(l.head))]...)
			l.total += len(rest)
			l.cr = rest[len(rest)-1] == '\r'
			return
		}
		if len(l.head) < maxQuoted {
			l.head = append(l.head, c)
		}
		l.total++
		l.cr = c == '\r'
		l.noTour.feed(c)
		sep := c == ' ' || c == '\t' || c == '\r'
		switch {
		case sep && l.first.open:
			l.done = true
		case !sep && !l.done:
			if l.first.add(c); l.first.long() {
				l.done = true
			}
		}
		if !sep && !(grid && isGridSep(c)) {
			l.blank = false
		}
		if !(c >= '0' && c <= '9' || c == '-' || isGridSep(c)) {
			l.gridRow = false
		}
	}
}

// readLine reads the next line into l; ok is false at the end of the file.
func (a *answerFile) readLine(l *answerLine) (ok bool, err error) {
	*l = answerLine{head: l.head[:0], first: pending{text: l.first.text[:0]}, blank: true, gridRow: true}
	for n := 0; ; n++ {
		p, err := a.r.ReadSlice('\n')
		if len(p) > 0 && p[len(p)-1] == '\n' {
			p = p[:len(p)-1]
			err = nil
			if n == 0 && a.form == LineForm && l.plainTour(p) {
				a.line++
				return true, nil
			}
		} else if err == bufio.ErrBufferFull {
			l.feed(p, a.form == GridForm)
			continue
		}
		if err == io.EOF && n == 0 && len(p) == 0 {
			return false, nil
		}
		if err != nil && err != io.EOF {
			return false, err
		}
		l.feed(p, a.form == GridForm)
		a.line++
		if l.cr {
			l.total--
			l.head = l.head[:min(len(l.head), l.total)]
		}
		l.square, l.isSq = l.first.integer()
		return true, nil
	}
}

// plainTour reads line p (without its '\n') if it is the usual line of a tour in
// the line form, a first token of at most 7 digits followed by a space, and
// reports whether it was; the slow path of feed reads any other line.
func (l *answerLine) plainTour(p []byte) bool {
	j, v := 0, 0
	for j < len(p) && j < 8 && p[j]-'0' <= 9 {
		v = v*10 + int(p[j]-'0')
		j++
	}
	if j == 0 || j == 8 || j == len(p) || p[j] != ' ' {
		return false
	}
	l.head = append(l.head, p[:min(len(p), maxQuoted)]...)
	l.total = len(p)
	if p[len(p)-1] == '\r' {
		l.total--
		l.head = l.head[:min(len(l.head), l.total)]
	}
	l.noTour.state, l.blank, l.square, l.isSq = -1, false, v, true
	return true
}

// next reports whether the next answer, to query number query from
// square start, is "no tour". It checks the answer only as far as it
// needs to: in the line form, a line must say "no tour" or start with
// the square start; in the grid form, a board is rows lines with numbers
// (only numbers, '-' and separators) or one line "no tour", and lines
// without numbers are skipped. Anything else is an *Error of Kind
// BadAnswer: the answer file does not belong to this input.
func (a *answerFile) next(query, start int) (noTour bool, err error) {
	l := &a.l
	for rows := 0; ; {
		ok, err := a.readLine(l)
		if err != nil {
			return false, &Error{Kind: ReadFailed, Msg: fmt.Sprintf("reading the answer file: %v", err)}
		}
		if !ok {
			return false, &Error{Kind: BadAnswer, Msg: fmt.Sprintf("answer file: it ends before the answer to query %d", query)}
		}
		if a.form == LineForm {
			if l.noTour.ok() {
				return true, nil
			}
			if l.isSq && l.square == start {
				return false, nil
			}
			return false, &Error{Kind: BadAnswer, Msg: fmt.Sprintf("answer file: line %d: %s is not an answer to query %d (a tour from %d or \"no tour\")",
				a.line, quoteToken(l.head, l.total), query, start)}
		}
		switch {
		case rows == 0 && l.noTour.ok():
			return true, nil
		case l.blank:
			continue // a line without numbers
		case !l.gridRow:
			return false, &Error{Kind: BadAnswer, Msg: fmt.Sprintf("answer file: line %d: %s is not a row of the answer to query %d",
				a.line, quoteToken(l.head, l.total), query)}
		}
		if rows++; rows == a.rows {
			return false, nil
		}
	}
}

// end checks that nothing but blank lines follows the last answer.
func (a *answerFile) end() error {
	l := &a.l
	for {
		ok, err := a.readLine(l)
		if err != nil {
			return &Error{Kind: ReadFailed, Msg: fmt.Sprintf("reading the answer file: %v", err)}
		}
		if !ok {
			return nil
		}
		if !l.blank {
			return &Error{Kind: BadAnswer, Msg: fmt.Sprintf("answer file: line %d: more answers than queries", a.line)}
		}
	}
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
