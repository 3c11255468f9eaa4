package sicily

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
)

// MaxToken is the longest token that can be a square (docs/input.md): a longer token
// is not one, and the reader stops at its 41st byte, quoting the first 40 and "...".
const MaxToken = 40

// SquareError reports a token of the input that is not a start square.
type SquareError struct {
	Line    int    // 1-based line of the token
	Token   string // the token; one cut at MaxToken bytes ends in "..."
	Squares int    // the board's number of squares
	First   int    // the least query: 1, or 0 where 0 stands for every square
}

// zeroMeans[first] is what a SquareError adds about the query 0.
var zeroMeans = [2]string{", or 0 for every square", ""}

func (e *SquareError) Error() string {
	return fmt.Sprintf("line %d: %q is not a square (want 1..%d%s)", e.Line, e.Token, e.Squares, zeroMeans[e.First])
}

// QueryReader reads start squares: integers separated by any white space, until -1
// or the end of the input. It keeps O(1) memory whatever the input holds.
type QueryReader struct {
	r       *bufio.Reader
	first   int  // a query is first..squares: 1, or 0 for every square
	squares int  // a square is 1..squares
	line    int  // line of the next byte
	cr      bool // the last byte read was a CR, which ended a line
	tok     []byte
}

// NewQueryReader reads queries first..squares from r: start squares 1..squares, and
// with first 0 also the query 0, which stands for every square. It buffers 64 KiB of r.
func NewQueryReader(r io.Reader, first, squares int) *QueryReader {
	return &QueryReader{r: bufio.NewReaderSize(r, 64<<10), first: first, squares: squares, line: 1}
}

// isSpace reports whether b separates tokens.
func isSpace(b byte) bool {
	return b == ' ' || b == '\n' || b == '\t' || b == '\r' || b == '\v' || b == '\f'
}

// Next returns the next start square (1-based), or 0 where the reader takes it. It
// returns io.EOF at -1 or at the end of the input, and a *SquareError for a token that
// is not a square. It costs O(1) a byte read.
func (q *QueryReader) Next() (int, error) {
	b, err := q.skipSpace()
	if err != nil {
		return 0, err
	}
	line := q.line
	q.tok = q.tok[:0]
	for {
		if len(q.tok) == MaxToken { // too long to be a square: read no further
			return 0, &SquareError{Line: line, Token: string(q.tok) + "...", Squares: q.squares, First: q.first}
		}
		q.tok = append(q.tok, b)
		b, err = q.r.ReadByte()
		if err != nil {
			if !errors.Is(err, io.EOF) {
				return 0, fmt.Errorf("line %d: %w", q.line, err)
			}
			break
		}
		if isSpace(b) {
			q.space(b)
			break
		}
	}
	n, perr := atoi(q.tok)
	switch {
	case perr == nil && n == -1:
		return 0, io.EOF
	case perr != nil || n < q.first || n > q.squares:
		return 0, &SquareError{Line: line, Token: string(q.tok), Squares: q.squares, First: q.first}
	}
	return n, nil
}

// space counts the lines that white-space byte b ends. A line ends with LF, CRLF or a
// lone CR (as old Mac files and some terminals write them); a CRLF counts once.
func (q *QueryReader) space(b byte) {
	switch {
	case b == '\r':
		q.line++
	case b == '\n' && !q.cr:
		q.line++
	}
	q.cr = b == '\r'
}

// atoi reads an optional '-' and decimal digits, the integers the judge reads too. It
// fails on anything else and on values beyond ±2³¹-1, far outside any board; it works
// in 64 bits, so no value wraps round on a 32-bit machine.
func atoi(b []byte) (int, error) {
	neg := len(b) > 0 && b[0] == '-'
	if neg {
		b = b[1:]
	}
	if len(b) == 0 {
		return 0, strconv.ErrSyntax
	}
	for len(b) > 1 && b[0] == '0' {
		b = b[1:]
	}
	if len(b) > 10 {
		return 0, strconv.ErrRange
	}
	var n int64
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, strconv.ErrSyntax
		}
		n = n*10 + int64(c-'0')
	}
	if n > math.MaxInt32 {
		return 0, strconv.ErrRange
	}
	if neg {
		n = -n
	}
	return int(n), nil
}

// skipSpace returns the first byte that is not white space, or io.EOF at the end.
func (q *QueryReader) skipSpace() (byte, error) {
	for {
		b, err := q.r.ReadByte()
		if err != nil {
			if errors.Is(err, io.EOF) {
				return 0, err
			}
			return 0, fmt.Errorf("line %d: %w", q.line, err)
		}
		if !isSpace(b) {
			q.cr = false
			return b, nil
		}
		q.space(b)
	}
}
