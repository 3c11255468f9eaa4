package genfunc

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"
)

// lineReader reads the lines of a file, each ended by "\n", and numbers them.
type lineReader struct {
	br   *bufio.Reader
	line int
}

// maxLine is the longest line Read takes: a coefficient of a million digits (the 5xn
// closed function's have at most 1,657), so that a hostile file cannot make it parse
// one of a hundred million, at a cost quadratic in its digits.
const maxLine = 1 << 20

// next returns the next line without its "\n". Cost O(len(line)).
func (lr *lineReader) next() (string, error) {
	s, err := lr.br.ReadString('\n')
	lr.line++
	switch {
	case len(s) > maxLine:
		return "", lr.errorf(s[:40], "a line of %d bytes, more than %d", len(s), maxLine)
	case err == io.EOF && s == "":
		return "", lr.errorf("", "the file ends early (no end line)")
	case err == io.EOF:
		return "", lr.errorf(s, "the last line has no newline")
	case err != nil:
		return "", fmt.Errorf("line %d: %w", lr.line, err)
	}
	return s[:len(s)-1], nil
}

// errorf returns ErrFormat wrapped with the line number, the token and the reason.
// Cost O(len(tok)).
func (lr *lineReader) errorf(tok, format string, args ...any) error {
	if len(tok) > 60 {
		tok = tok[:60] + "..."
	}
	return fmt.Errorf("line %d: %q: %s: %w", lr.line, tok, fmt.Sprintf(format, args...), ErrFormat)
}

// Read reads a file that Write wrote, strictly: every line in its place, integers in
// canonical decimal, indices in order, no trailing zero coefficient, Q[0] = 1, nothing
// after the end line. Errors wrap ErrFormat (or the reader's error) with the line number
// and token. It never panics. Cost O(size of the file), more for the decimals of long
// coefficients (math/big's conversion).
func Read(rd io.Reader) (*Rational, Header, error) {
	lr := &lineReader{br: bufio.NewReaderSize(rd, 1<<16)}
	var h Header
	var r Rational
	var dp, dq int
	steps := []func(string) error{
		func(s string) error { return lr.exact(s, Magic) },
		func(s string) (err error) { h.Table, err = lr.text(s, "table "); return },
		func(s string) (err error) { r.First, err = lr.first(s); return },
		func(s string) (err error) { dp, dq, err = lr.degrees(s); return },
		func(s string) (err error) { h.Found, err = lr.text(s, "found "); return },
	}
	for _, step := range steps {
		s, err := lr.next()
		if err != nil {
			return nil, Header{}, err
		}
		if err := step(s); err != nil {
			return nil, Header{}, err
		}
	}
	var err error
	if r.P, err = lr.coefs("P", dp); err != nil {
		return nil, Header{}, err
	}
	if r.Q, err = lr.coefs("Q", dq); err != nil {
		return nil, Header{}, err
	}
	if len(r.Q) > 0 && r.Q[0].Cmp(big.NewInt(1)) != 0 {
		return nil, Header{}, fmt.Errorf("line %d: Q 0 %s: %w: %w", lr.line-dq, r.Q[0], errBadQ, ErrFormat)
	}
	if err := lr.end(); err != nil {
		return nil, Header{}, err
	}
	return &r, h, nil
}

// exact checks that the line is want. Cost O(len(s)).
func (lr *lineReader) exact(s, want string) error {
	if s != want {
		return lr.errorf(s, "want %q", want)
	}
	return nil
}

// text returns the text after the keyword prefix. Cost O(len(s)).
func (lr *lineReader) text(s, prefix string) (string, error) {
	if !strings.HasPrefix(s, prefix) {
		return "", lr.errorf(s, "want a line %q<text>", prefix)
	}
	t := s[len(prefix):]
	if err := checkText(t); err != nil {
		return "", lr.errorf(t, "%v", err)
	}
	return t, nil
}

// first parses "first <int>". Cost O(len(s)).
func (lr *lineReader) first(s string) (int, error) {
	f := strings.Split(s, " ")
	if len(f) != 2 || f[0] != "first" {
		return 0, lr.errorf(s, "want first <integer>")
	}
	return lr.integer(f[1], minInt, maxInt)
}

const (
	maxInt = int(^uint(0) >> 1)
	minInt = -maxInt - 1
)

// degrees parses "degree P <int> Q <int>". Cost O(len(s)).
func (lr *lineReader) degrees(s string) (int, int, error) {
	f := strings.Split(s, " ")
	if len(f) != 5 || f[0] != "degree" || f[1] != "P" || f[3] != "Q" {
		return 0, 0, lr.errorf(s, "want degree P <integer> Q <integer>")
	}
	dp, err := lr.integer(f[2], -1, maxDegree)
	if err != nil {
		return 0, 0, err
	}
	dq, err := lr.integer(f[4], 0, maxDegree)
	return dp, dq, err
}

// integer parses a canonical decimal int in [lo, hi]. Cost O(len(tok)).
func (lr *lineReader) integer(tok string, lo, hi int) (int, error) {
	if !canonical(tok) {
		return 0, lr.errorf(tok, "not a canonical decimal integer")
	}
	v, err := strconv.Atoi(tok)
	if err != nil || v < lo || v > hi {
		return 0, lr.errorf(tok, "want an integer in [%d, %d]", lo, hi)
	}
	return v, nil
}

// canonical reports whether tok is 0 or an optional minus and digits without a leading
// zero. Cost O(len(tok)).
func canonical(tok string) bool {
	digits := strings.TrimPrefix(tok, "-")
	if digits == "" || (digits[0] == '0' && (len(digits) > 1 || len(tok) > 1)) {
		return false
	}
	for i := 0; i < len(digits); i++ {
		if digits[i] < '0' || digits[i] > '9' {
			return false
		}
	}
	return true
}

// coefs reads the lines "<name> i <integer>" for i = 0..deg; the last must not be zero.
// Cost O(size of the lines).
func (lr *lineReader) coefs(name string, deg int) ([]*big.Int, error) {
	var out []*big.Int
	for i := 0; i <= deg; i++ {
		s, err := lr.next()
		if err != nil {
			return nil, err
		}
		f := strings.Split(s, " ")
		if len(f) != 3 || f[0] != name || f[1] != strconv.Itoa(i) {
			return nil, lr.errorf(s, "want %s %d <integer>", name, i)
		}
		if !canonical(f[2]) {
			return nil, lr.errorf(f[2], "not a canonical decimal integer")
		}
		v, ok := new(big.Int).SetString(f[2], 10)
		if !ok {
			return nil, lr.errorf(f[2], "not a decimal integer")
		}
		if i == deg && v.Sign() == 0 {
			return nil, lr.errorf(f[2], "the coefficient of degree %d is zero", deg)
		}
		out = append(out, v)
	}
	return out, nil
}

// end checks the end line and that nothing follows it. Cost O(1).
func (lr *lineReader) end() error {
	s, err := lr.next()
	if err != nil {
		return err
	}
	if err := lr.exact(s, "end"); err != nil {
		return err
	}
	if _, err := lr.br.ReadByte(); !errors.Is(err, io.EOF) {
		lr.line++
		if err != nil {
			return fmt.Errorf("line %d: %w", lr.line, err)
		}
		return lr.errorf("", "text after the end line")
	}
	return nil
}
