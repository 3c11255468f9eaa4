package judge

import (
	"fmt"
	"io"
	"strconv"
)

// Notation says how messages name squares (Config.Notation).
type Notation int

const (
	NumberNotation    Notation = iota // by number, 1..rows*cols row-major
	AlgebraicNotation                 // in chess notation: a8 is square 1 on 8×8, h1 is 64
)

// ParseNotation returns the Notation named s: "number" or "algebraic".
func ParseNotation(s string) (Notation, error) {
	switch s {
	case "number":
		return NumberNotation, nil
	case "algebraic":
		return AlgebraicNotation, nil
	}
	return 0, fmt.Errorf("-notation %q: want number or algebraic", s)
}

// MaxAlgebraicCols is the most columns a board in chess notation has: files a to z.
const MaxAlgebraicCols = 26

// maxNameLen is the longest token that Algebraic translates: a letter and a rank of up
// to 10 digits (a board has at most 2³¹-1 rows). Longer tokens pass through as they are.
const maxNameLen = 11

// Algebraic returns a reader of r in which every square written in chess notation (a
// lowercase file letter, a for the leftmost column, and a rank without leading zeros,
// 1 for the bottom row) is replaced by its number (1-based, row-major): on 8×8, "a8"
// becomes "1" and "h1" becomes "64". Every other token (numbers, "-1", "no", "tour",
// names of squares that the board does not have, such as "i1" or "a9" on 8×8) and all
// white space pass through unchanged, so a bad token is still quoted as written, and an
// answer's tokens keep their positions. Tokens are separated by spaces, tabs, CR, LF,
// VT and FF; a UTF-8 byte order mark at the start passes through too.
//
// Give the query file, the output and the answer file of the line form through it to
// judge answers in chess notation; grid answers hold move numbers, not squares, so
// only their query file goes through it. Algebraic returns an error when the board has
// more than MaxAlgebraicCols columns or a side below 1. It streams: it holds one token
// and a 64 KiB buffer, and costs O(1) a byte.
func Algebraic(r io.Reader, rows, cols int) (io.Reader, error) {
	if rows < 1 || cols < 1 || cols > MaxAlgebraicCols {
		return nil, fmt.Errorf("chess notation: %dx%d board: want 1 to %d columns (files a to z) and at least 1 row", rows, cols, MaxAlgebraicCols)
	}
	return &algebraicReader{r: r, rows: rows, cols: cols, in: make([]byte, 64<<10)}, nil
}

// algebraicReader is the reader that Algebraic returns.
type algebraicReader struct {
	r          io.Reader
	rows, cols int
	in         []byte
	out        []byte // translated bytes; out[pos:] are not yet returned
	pos        int
	tok        []byte // the current token, while it may still be a name
	long       bool   // the current token is too long or not a name: pass it through
	bom        int    // bytes of a byte order mark seen at the start; -1 once past it
	err        error  // r's error, returned once out is empty
}

func (a *algebraicReader) Read(p []byte) (int, error) {
	for a.pos == len(a.out) && a.err == nil {
		a.out, a.pos = a.out[:0], 0
		n, err := a.r.Read(a.in)
		a.translate(a.in[:n])
		if err != nil {
			if a.bom > 0 { // the start of a byte order mark, and no more: a token
				a.tok, a.bom = append(a.tok, bom[:a.bom]...), -1
			}
			a.endToken()
			a.err = err
		}
	}
	if a.pos == len(a.out) {
		return 0, a.err
	}
	n := copy(p, a.out[a.pos:])
	a.pos += n
	return n, nil
}

// translate appends the translation of p to out, keeping an unfinished token.
func (a *algebraicReader) translate(p []byte) {
	for _, c := range p {
		if a.bom >= 0 { // at the start, where a byte order mark may come
			if c == bom[a.bom] {
				if a.bom++; a.bom == len(bom) {
					a.out, a.bom = append(a.out, bom...), -1
				}
				continue
			}
			a.tok, a.bom = append(a.tok, bom[:a.bom]...), -1
		}
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f':
			a.endToken()
			a.out = append(a.out, c)
		case a.long:
			a.out = append(a.out, c)
		case len(a.tok) == maxNameLen:
			a.out = append(append(a.out, a.tok...), c)
			a.tok, a.long = a.tok[:0], true
		default:
			a.tok = append(a.tok, c)
		}
	}
}

// endToken writes the current token, translated when it names a square.
func (a *algebraicReader) endToken() {
	if s, ok := a.square(a.tok); ok {
		a.out = strconv.AppendInt(a.out, int64(s), 10)
	} else {
		a.out = append(a.out, a.tok...)
	}
	a.tok, a.long = a.tok[:0], false
}

// square returns the square that tok names, if it names one of the board.
func (a *algebraicReader) square(tok []byte) (int, bool) {
	if len(tok) < 2 || tok[0] < 'a' || tok[0] > 'z' || tok[1] == '0' {
		return 0, false
	}
	var rank int64
	for _, d := range tok[1:] {
		if d < '0' || d > '9' {
			return 0, false
		}
		rank = rank*10 + int64(d-'0') // at most 10 digits: no overflow
	}
	file := int(tok[0] - 'a')
	if file >= a.cols || rank > int64(a.rows) {
		return 0, false
	}
	return (a.rows-int(rank))*a.cols + file + 1, true
}
