package judge

import (
	"math"
	"strconv"
)

// maxToken is the longest token that can be a square: an optional '-' and
// at least one digit, at most 40 bytes in all (docs/input.md). The readers
// stop reading a token at its 41st byte.
const maxToken = 40

// saturated is where token values stop growing: any larger value is out
// of range on every board (at most MaxSquares squares), and the message
// quotes the token instead. It fits an int on 32-bit machines too.
const saturated = math.MaxInt32

// pending is a token read byte by byte: the slow path of the parsers, used
// for tokens that are not plain digits, cross a buffer boundary, or mark an
// error.
type pending struct {
	open   bool
	text   []byte // its first maxQuoted bytes
	n      int    // its length so far
	val    int64  // its value so far, at most saturated
	digits int
	neg    bool
	bad    bool // not [-]digits
}

// add appends byte c to the token, opening a new token if none is open.
// The caller ends the token (it cannot be a square) once p.long().
func (p *pending) add(c byte) {
	if !p.open {
		*p = pending{open: true, text: p.text[:0]}
	}
	if len(p.text) < maxQuoted {
		p.text = append(p.text, c)
	}
	p.n++
	switch {
	case c >= '0' && c <= '9':
		p.digits++
		if p.val < saturated {
			p.val = min(p.val*10+int64(c-'0'), saturated)
		}
	case c == '-' && p.n == 1:
		p.neg = true
	default:
		p.bad = true
	}
}

// long reports whether the token is longer than maxToken bytes, so that it
// is not a square whatever follows.
func (p *pending) long() bool {
	return p.n > maxToken
}

// integer returns the token's value and whether it is an integer of the
// square grammar (an optional '-' and at least one digit, at most maxToken
// bytes).
func (p *pending) integer() (int, bool) {
	if p.bad || p.digits == 0 || p.long() {
		return 0, false
	}
	if p.neg {
		return -int(p.val), true
	}
	return int(p.val), true
}

// is reports whether the token is exactly s.
func (p *pending) is(s string) bool {
	return p.n == len(s) && string(p.text) == s
}

// quoted returns the token quoted for a message.
func (p *pending) quoted() string {
	return quoteToken(p.text, p.n)
}

// notSquare returns why a token that integer refuses is not a square:
// "is not an integer" (also when it is longer than maxToken bytes) or,
// for a run of digits, "is longer than 40 bytes".
func (p *pending) notSquare() string {
	if p.bad || p.digits == 0 {
		return "is not an integer"
	}
	return "is longer than " + strconv.Itoa(maxToken) + " bytes"
}

// number formats v for a message; a saturated value is shown as the
// token's text.
func (p *pending) number(v int) string {
	if (v >= saturated || v <= -saturated) && p.n > 0 {
		s := string(p.text)
		if p.n > len(p.text) {
			s += "..."
		}
		return s
	}
	return strconv.Itoa(v)
}
