package judge

import (
	"errors"
	"strconv"
	"strings"
)

// Kind says what is wrong with an answer, an output or a judge's own files.
// Kind.Verdict maps it to the verdict an online judge reports.
type Kind int

// The kinds of error, in the order a reader of an answer meets them.
const (
	// BadToken: a token of the answer is not an integer (presentation error).
	BadToken Kind = iota + 1
	// OutOfRange: a square or move number outside 1..rows*cols.
	OutOfRange
	// Repeated: a square visited twice (a move number used twice in a grid).
	Repeated
	// NotKnightMove: two consecutive squares are not a knight's move apart.
	NotKnightMove
	// TooFew: fewer squares than the board has (or a short row or board).
	TooFew
	// TooMany: more squares than the board has (or a long row).
	TooMany
	// WrongStart: the tour does not start on the query's square.
	WrongStart
	// NotClosed: a closed tour was asked for and the last square is not a
	// knight's move from the first.
	NotClosed
	// ClaimsNoTour: the answer says "no tour" where a tour was expected.
	ClaimsNoTour
	// MissingAnswer: the output ended before the answer to a query.
	MissingAnswer
	// ExtraOutput: the output goes on after the answer to the last query
	// (presentation error).
	ExtraOutput
	// UnexpectedTour: the contestant found a valid tour where internal/theory
	// says there is none (judge failure: the theory or the judge is wrong).
	UnexpectedTour
	// BadInput: the query file is malformed (judge failure).
	BadInput
	// BadAnswer: the answer file is not a right answer to every query
	// (judge failure; its message starts "the answer file (jury)").
	BadAnswer
	// ReadFailed: reading a file failed (judge failure).
	ReadFailed
)

var kindNames = [...]string{
	BadToken:       "bad token",
	OutOfRange:     "out of range",
	Repeated:       "repeated square",
	NotKnightMove:  "not a knight's move",
	TooFew:         "too few squares",
	TooMany:        "too many squares",
	WrongStart:     "wrong start",
	NotClosed:      "not closed",
	ClaimsNoTour:   "claims no tour",
	MissingAnswer:  "missing answer",
	ExtraOutput:    "extra output",
	UnexpectedTour: "unexpected tour",
	BadInput:       "bad input",
	BadAnswer:      "bad answer file",
	ReadFailed:     "read failed",
}

// String returns a short lowercase name of the kind.
func (k Kind) String() string {
	if k > 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// Verdict is what a judge reports for an output.
type Verdict int

// The verdicts, in the order of the testlib exit codes (0, 1, 2, 3).
const (
	Accepted Verdict = iota
	WrongAnswer
	PresentationError
	Failure
)

var verdictNames = [...]string{
	Accepted:          "ok",
	WrongAnswer:       "wrong answer",
	PresentationError: "wrong output format",
	Failure:           "FAIL",
}

// String returns the word testlib starts its verdict line with: "ok",
// "wrong answer", "wrong output format" or "FAIL".
func (v Verdict) String() string {
	if v >= 0 && int(v) < len(verdictNames) {
		return verdictNames[v]
	}
	return "verdict(" + strconv.Itoa(int(v)) + ")"
}

// Verdict returns the verdict for an error of kind k: PresentationError
// for BadToken and ExtraOutput, Failure for the judge's own faults
// (UnexpectedTour, BadInput, BadAnswer, ReadFailed), WrongAnswer otherwise.
func (k Kind) Verdict() Verdict {
	switch k {
	case BadToken, ExtraOutput:
		return PresentationError
	case UnexpectedTour, BadInput, BadAnswer, ReadFailed:
		return Failure
	}
	return WrongAnswer
}

// VerdictOf returns the verdict for an error returned by this package:
// Accepted for nil, the kind's verdict for an *Error (also when wrapped),
// Failure for anything else.
func VerdictOf(err error) Verdict {
	if err == nil {
		return Accepted
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Kind.Verdict()
	}
	return Failure
}

// Error is what is wrong with an answer or an output: its kind and where it is.
// Position fields are 1-based and 0 when they do not apply.
type Error struct {
	Kind  Kind
	Query int // number of the query whose answer is wrong (0 for a single answer)
	Start int // that query's start square
	Line  int // line of the output where the error was found
	Index int // position in the answer: square number in a line, move number in a grid
	Row   int // grid form: row of the board (1-based)
	Col   int // grid form: column of the board (1-based)
	First int // Repeated: position of the first visit (0 when not kept, on huge boards)
	Msg   string

	startName string // Start in chess notation, when Config.Notation asks for it
}

// Error returns "query Q (start S), line L: " (the parts that are known)
// followed by the message, e.g.
// "query 3 (start 12), line 3: square 40: 23 visited twice (first at square 9)".
func (e *Error) Error() string {
	var b strings.Builder
	if e.Query > 0 {
		b.WriteString("query ")
		b.WriteString(strconv.Itoa(e.Query))
		if e.Start > 0 {
			b.WriteString(" (start ")
			if e.startName != "" {
				b.WriteString(e.startName)
			} else {
				b.WriteString(strconv.Itoa(e.Start))
			}
			b.WriteString(")")
		}
	}
	if e.Line > 0 {
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		b.WriteString("line ")
		b.WriteString(strconv.Itoa(e.Line))
	}
	if b.Len() > 0 {
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// maxQuoted is how many bytes of a bad token an error message quotes.
const maxQuoted = 24

// quoteToken quotes a token for a message, cut to maxQuoted bytes with
// "..." when total (its full length) is longer. The quote is plain ASCII,
// so that every judge can show it: printable ASCII bytes stand for
// themselves (" and \ escaped with a backslash), any other byte is \xNN.
func quoteToken(text []byte, total int) string {
	if len(text) > maxQuoted {
		text = text[:maxQuoted]
	}
	const hex = "0123456789abcdef"
	q := make([]byte, 0, len(text)+8)
	q = append(q, '"')
	for _, c := range text {
		switch {
		case c == '"' || c == '\\':
			q = append(q, '\\', c)
		case c >= 0x20 && c < 0x7f:
			q = append(q, c)
		default:
			q = append(q, '\\', 'x', hex[c>>4], hex[c&15])
		}
	}
	if total > len(text) {
		q = append(q, "..."...)
	}
	return string(append(q, '"'))
}
