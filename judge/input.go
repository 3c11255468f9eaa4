package judge

import (
	"bytes"
	"io"
)

// bufSize is the size of the read buffer of a lineInput.
const bufSize = 1 << 20

// sink receives one line of input in pieces: feed is called with
// consecutive pieces of the line (without its '\n'), last is true for the
// final piece. feed returns false to stop reading the line early.
type sink interface {
	feed(p []byte, last bool) bool
}

// lineInput reads lines from an io.Reader through one fixed buffer, so a
// line of any length costs bufSize bytes of memory.
type lineInput struct {
	r    io.Reader
	buf  []byte
	i, n int // buf[i:n] is read and not yet consumed
	eof  bool
	err  error // the first read error other than io.EOF
	line int   // number of the line last passed to a sink
}

// newLineInput returns a lineInput reading r through a buffer of size
// bytes (at least 64). The buffer has tokenRoom bytes of capacity beyond
// its length, never written, so that the parsers may load that many bytes
// from anywhere in a piece of a line (see plainToken).
func newLineInput(r io.Reader, size int) *lineInput {
	size = max(size, 64)
	return &lineInput{r: r, buf: make([]byte, size, size+tokenRoom)}
}

// fill moves the unconsumed bytes to the front of the buffer and reads
// more. It returns false when no more bytes will come.
func (in *lineInput) fill() bool {
	if in.eof {
		return false
	}
	if in.i > 0 {
		in.n = copy(in.buf, in.buf[in.i:in.n])
		in.i = 0
	}
	for empty := 0; ; empty++ {
		m, err := in.r.Read(in.buf[in.n:])
		in.n += m
		if err != nil {
			in.eof = true
			if err != io.EOF {
				in.err = err
			}
			return m > 0
		}
		if m > 0 {
			return true
		}
		if empty >= 100 {
			in.eof, in.err = true, io.ErrNoProgress
			return false
		}
	}
}

// next passes the next line to s and reports whether there was one (false
// at the end of the input); in.line becomes its number. A final line
// without '\n' counts as a line. When s.feed returns false the rest of the
// line stays unread: the next call would take it for a line of its own.
func (in *lineInput) next(s sink) bool {
	if !in.more() {
		return false
	}
	in.line++
	in.finishLine(s)
	return true
}

// more reports whether any byte is left to read, reading more if need be.
func (in *lineInput) more() bool {
	for in.i == in.n {
		if !in.fill() {
			return false
		}
	}
	return true
}

// finishLine passes the rest of the current line to s, as next does.
func (in *lineInput) finishLine(s sink) {
	for {
		data := in.buf[in.i:in.n]
		if j := bytes.IndexByte(data, '\n'); j >= 0 {
			in.i += j + 1
			s.feed(data[:j], true)
			return
		}
		if in.eof {
			in.i = in.n
			s.feed(data, true)
			return
		}
		if len(data) >= len(in.buf)/2 {
			// A long line: pass on what there is and make room.
			in.i = in.n
			if !s.feed(data, false) {
				return
			}
		}
		in.fill()
	}
}

// chunk returns the bytes of the current line from the reading position that are in
// the buffer, at least half a buffer of them unless the line ends first, and reports
// whether the line ends after them (at a '\n' or the end of the input). It consumes
// nothing: advance does.
func (in *lineInput) chunk() (p []byte, end bool) {
	for {
		data := in.buf[in.i:in.n]
		if j := bytes.IndexByte(data, '\n'); j >= 0 {
			return data[:j], true
		}
		if in.eof || len(data) >= len(in.buf)/2 {
			return data, in.eof
		}
		in.fill()
	}
}

// advance consumes k bytes of the current line, and its '\n' too when end is true.
func (in *lineInput) advance(k int, end bool) {
	in.i += k
	if end && in.i < in.n && in.buf[in.i] == '\n' {
		in.i++
	}
}

// skip consumes the next line if it is exactly line followed by '\n',
// and reports whether it did. An empty line is never skipped.
func (in *lineInput) skip(line []byte) bool {
	l := len(line)
	if l == 0 || l >= len(in.buf)/2 {
		return false
	}
	if in.n-in.i <= l && !in.eof {
		in.fill()
	}
	data := in.buf[in.i:in.n]
	if len(data) <= l || data[l] != '\n' || string(data[:l]) != string(line) {
		return false
	}
	in.i += l + 1
	in.line++
	return true
}

// blankLine is a sink that checks whether a line is blank (spaces, tabs
// and CRs only, or also grid separators when grid is true) and keeps the
// start of a line that is not.
type blankLine struct {
	grid  bool
	blank bool
	head  []byte
	total int
}

func (s *blankLine) feed(p []byte, last bool) bool {
	if s.blank {
		k := firstNonBlank(p, s.grid)
		if k < 0 {
			return true
		}
		s.blank = false
		p = p[k:]
	}
	if len(s.head) < maxQuoted {
		s.head = append(s.head, p[:min(len(p), maxQuoted-len(s.head))]...)
	}
	s.total += len(p)
	return len(s.head) < maxQuoted
}

// rest consumes the input up to its first line that is not blank and
// returns that line's number and start, or ok true when all of it is blank.
func (in *lineInput) rest(grid bool) (line int, head []byte, total int, ok bool) {
	s := &blankLine{grid: grid}
	for {
		s.blank, s.head, s.total = true, s.head[:0], 0
		if !in.next(s) {
			return 0, nil, 0, true
		}
		if !s.blank {
			return in.line, s.head, s.total, false
		}
	}
}

// firstNonBlank returns the index of the first byte of p that is not a
// separator, or -1.
func firstNonBlank(p []byte, grid bool) int {
	for i, c := range p {
		if c == ' ' || c == '\t' || c == '\r' {
			continue
		}
		if grid && isGridSep(c) {
			continue
		}
		return i
	}
	return -1
}

// isGridSep reports whether c separates numbers in the grid form: space,
// tab, CR, comma and brackets.
func isGridSep(c byte) bool {
	switch c {
	case ' ', '\t', '\r', ',', '[', ']', '(', ')', '{', '}':
		return true
	}
	return false
}
