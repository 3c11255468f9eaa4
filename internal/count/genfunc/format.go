package genfunc

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Magic is the first line of a generating-function file.
const Magic = "# knightstour generating function"

// maxDegree caps the degrees that Read accepts, far above any table's (a guard against
// a corrupt degree line; nothing is allocated from it).
const maxDegree = 1 << 26

// ErrFormat is the error of a malformed file; Read wraps it with the line and token.
var ErrFormat = errors.New("malformed generating-function file")

// Header is the free text of a file: what table the function is of, and how it was found
// (Report.String). Neither may hold a control character.
type Header struct {
	Table string
	Found string
}

// WriteTo writes r in the file format with an empty header (io.WriterTo). Cost O(size
// of the coefficients' decimals).
func (r *Rational) WriteTo(w io.Writer) (int64, error) {
	return Write(w, r, Header{})
}

// Write writes r and h in the file format (see the package doc): deterministic, every
// coefficient from index 0 to the degree on its own line, zeros too. Cost O(size of the
// coefficients' decimals).
func Write(w io.Writer, r *Rational, h Header) (int64, error) {
	if err := r.check(); err != nil {
		return 0, fmt.Errorf("write: %w", err)
	}
	for _, s := range []string{h.Table, h.Found} {
		if err := checkText(s); err != nil {
			return 0, fmt.Errorf("write: header %q: %w", s, err)
		}
	}
	cw := &countWriter{w: w}
	bw := bufio.NewWriterSize(cw, 1<<16)
	fmt.Fprintf(bw, "%s\ntable %s\nfirst %d\ndegree P %d Q %d\nfound %s\n",
		Magic, h.Table, r.First, r.DegP(), r.DegQ(), h.Found)
	var buf []byte
	for _, part := range []struct {
		name string
		v    []*big.Int
	}{{"P", r.P}, {"Q", r.Q}} {
		for i, c := range part.v {
			buf = append(buf[:0], part.name...)
			buf = append(buf, ' ')
			buf = strconv.AppendInt(buf, int64(i), 10)
			buf = append(buf, ' ')
			buf = c.Append(buf, 10)
			buf = append(buf, '\n')
			bw.Write(buf) // bufio keeps the first error for Flush
		}
	}
	bw.WriteString("end\n")
	err := bw.Flush()
	if err != nil {
		err = fmt.Errorf("write: %w", err)
	}
	return cw.n, err
}

// countWriter counts the bytes written through it.
type countWriter struct {
	w io.Writer
	n int64
}

// Write passes p on and counts it. Cost: the writer's.
func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// checkText reports whether s is valid UTF-8 without control characters. Cost O(len(s)).
func checkText(s string) error {
	if !utf8.ValidString(s) {
		return errors.New("not UTF-8")
	}
	if strings.IndexFunc(s, func(c rune) bool { return c < 0x20 || c == 0x7f }) >= 0 {
		return errors.New("a control character")
	}
	return nil
}
