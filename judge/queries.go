package judge

import (
	"fmt"
	"io"
)

// queryList reads a query file (a sink): start squares separated by
// white space, up to -1 or the end of the file.
type queryList struct {
	n      int // squares on the board
	starts []int32
	tokens int
	ended  bool // -1 seen
	line   int
	tok    pending
	err    *Error
}

func (q *queryList) feed(p []byte, last bool) bool {
	for _, c := range p {
		if q.ended || q.err != nil {
			return false
		}
		if c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v' {
			if q.tok.open {
				q.token()
			}
			continue
		}
		if q.tok.add(c); q.tok.long() {
			q.token() // not a square: stop reading it
			return false
		}
	}
	if last && q.tok.open && !q.ended && q.err == nil {
		q.token()
	}
	return !q.ended && q.err == nil
}

func (q *queryList) token() {
	q.tok.open = false
	q.tokens++
	v, ok := q.tok.integer()
	switch {
	case !ok:
		q.err = &Error{Kind: BadInput, Msg: fmt.Sprintf("input: line %d, token %d: %s %s", q.line, q.tokens, q.tok.quoted(), q.tok.notSquare())}
	case v == -1:
		q.ended = true
	case v < 1 || v > q.n:
		q.err = &Error{Kind: BadInput, Msg: fmt.Sprintf("input: line %d, token %d: square %s is out of range 1..%d", q.line, q.tokens, q.tok.number(v), q.n)}
	default:
		q.starts = append(q.starts, int32(v))
	}
}

// ReadQueries returns the start squares of a query file: integers in
// 1..rows*cols separated by white space, up to -1 or the end of the file;
// anything after -1 is ignored. A token that is not such a square is an
// *Error of Kind BadInput. It costs O(size of the file) time and 4 bytes a
// query.
func ReadQueries(r io.Reader, rows, cols int) ([]int, error) {
	q, err := readQueries(r, rows, cols)
	if err != nil {
		return nil, err
	}
	out := make([]int, len(q))
	for i, s := range q {
		out[i] = int(s)
	}
	return out, nil
}

func readQueries(r io.Reader, rows, cols int) ([]int32, error) {
	if err := checkSize(rows, cols); err != nil {
		return nil, err
	}
	in := newLineInput(r, bufSize)
	q := &queryList{n: rows * cols}
	for !q.ended && q.err == nil {
		q.line = in.line + 1
		if !in.next(q) {
			break
		}
	}
	if in.err != nil {
		return nil, &Error{Kind: ReadFailed, Msg: fmt.Sprintf("reading the input: %v", in.err)}
	}
	if q.err != nil {
		return nil, q.err
	}
	return q.starts, nil
}
