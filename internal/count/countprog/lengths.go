package countprog

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Lengths is the value of -rows or -cols, read once (ParseLengths): a side (From = To),
// or with Range a range of sides A..B, a table's lengths.
type Lengths struct {
	From, To int
	Range    bool
	text     string // as given, for messages
}

// String returns the value as the command line gave it.
func (l Lengths) String() string { return l.text }

// maxSquares is the most squares of any board of the command line: the tour program's
// bound (tourprog.MaxSquares, which TestMaxSquares checks is the same).
const maxSquares = 1_000_000_000

// ParseLengths reads the value s of -rows or -cols (name): N, or A..B with 1 <= A <= B,
// each by the command line's rule for numbers (decimal). Range says whether s is a
// range, also when it is a bad one.
func ParseLengths(name, s string) (Lengths, error) {
	a, b, ranged := strings.Cut(s, "..")
	if !ranged {
		n, err := side(name, s)
		return Lengths{From: n, To: n, text: s}, err
	}
	from, aerr := side(name, a)
	to, berr := side(name, b)
	if aerr != nil || berr != nil || from > to {
		return Lengths{Range: true, text: s}, fmt.Errorf("%s %q: want N, or a range A..B of whole numbers with 1 <= A <= B, as in 1..30", name, s)
	}
	return Lengths{From: from, To: to, Range: true, text: s}, nil
}

// side reads a side of a board, the value s of -rows or -cols (name).
func side(name, s string) (int, error) {
	n, err := decimal(s)
	switch {
	case errors.Is(err, strconv.ErrRange) || err == nil && n > math.MaxInt32:
		return 0, fmt.Errorf("%s %s: too large: a board has at most %d squares", name, s, maxSquares)
	case err != nil || n < 1:
		return 0, fmt.Errorf("%s %q: want a whole number of at least 1, in decimal digits", name, s)
	}
	return int(n), nil
}

// decimal reads a number of the command line by the judge's and the packager's rule:
// decimal digits only, leading zeros read as decimal (08 is eight), no sign, no 0x;
// values beyond 2⁶³-1 are strconv.ErrRange, anything else strconv.ErrSyntax.
func decimal(s string) (int64, error) {
	if s == "" || strings.Trim(s, "0123456789") != "" {
		return 0, strconv.ErrSyntax
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, strconv.ErrRange // only digits: too many of them
	}
	return n, nil
}
