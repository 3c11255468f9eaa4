package judge

import (
	"fmt"
	"io"
)

// Config says what Judge checks: the board, whether tours must be closed,
// and the form of the answers.
type Config struct {
	Rows, Cols int
	Closed     bool
	Format     Format
	Notation   Notation // how messages name squares
}

// Summary counts what Judge checked.
type Summary struct {
	Queries int // answers read
	Tours   int // of them, valid tours
	NoTours int // of them, "no tour" claims confirmed by the answer file
}

// String returns e.g. "1000 queries: 998 tours, 2 no tour".
func (s Summary) String() string {
	return fmt.Sprintf("%d queries: %d tours, %d no tour", s.Queries, s.Tours, s.NoTours)
}

// Judge checks an output against the queries in input (start squares up
// to -1, see ReadQueries) and, when answer is not nil, the reference
// output in answer. The output must hold one answer per query in cfg.Format and
// nothing else but blank lines.
//
// It returns nil when every answer is right: a legal tour from the query's
// square, or "no tour" where no tour starts on it (internal/theory decides,
// and the answer file must agree). Otherwise it returns an *Error for the first
// thing wrong; its Kind's Verdict says how to report it.
//
// The answer file is trusted in nothing: it is walked as the output is, and
// must be a right answer for every query, "no tour" exactly where there is
// none; anything else in it is a judge failure (Kind BadAnswer) whose message
// starts "the answer file (jury)", so that a wrong output given in the answer
// file's place is never accepted. A line of the answer file that is the same
// as the output's, byte for byte, is walked once. A valid tour in the output
// where theory says there is none is a judge failure too (Kind UnexpectedTour).
//
// The three files are streamed side by side: memory is that of two Readers
// whatever the number of queries, and time is linear in the size of the
// files. The query file and the answer file are read to their end even after
// a wrong answer, so that a fault in them is always reported first (a judge
// failure).
func Judge(cfg Config, input, output, answer io.Reader) (Summary, error) {
	return judgeWith(cfg, input, output, answer, options{})
}

func judgeWith(cfg Config, input, output, answer io.Reader, o options) (Summary, error) {
	var sum Summary
	o.notation = cfg.Notation
	rd, err := newReader(output, cfg.Rows, cfg.Cols, cfg.Closed, cfg.Format, o)
	if err != nil {
		return sum, err
	}
	queries, err := newQueryStream(input, cfg.Rows, cfg.Cols)
	if err != nil {
		return sum, err
	}
	var jy *jury
	if answer != nil {
		if jy, err = newJury(answer, cfg, o); err != nil {
			return sum, err
		}
	}
	var wrong *Error // the first wrong answer of the output
	for q := 1; ; q++ {
		start, ok := queries.next()
		if !ok {
			break
		}
		var e *Error
		switch {
		case wrong == nil:
			if e = judgeOne(cfg, rd, jy, q, start, &sum); e != nil && e.Kind.Verdict() != Failure {
				wrong, e = e, nil
			}
		case jy != nil:
			e = jy.alone(q, start)
		}
		if e != nil {
			if queries.rest(); queries.err != nil {
				return Summary{}, queries.err
			}
			return sum, e
		}
	}
	if queries.err != nil {
		return Summary{}, queries.err
	}
	if jy != nil {
		if e := jy.end(); e != nil {
			return sum, e
		}
	}
	if wrong != nil {
		return sum, wrong
	}
	if err := rd.End(); err != nil {
		return sum, err
	}
	return sum, nil
}

// judgeOne judges the answer to query q, from square start, and counts it.
func judgeOne(cfg Config, rd *Reader, jy *jury, q, start int, sum *Summary) *Error {
	var claims bool
	var e *Error
	if jy != nil {
		var fault *Error
		if claims, e, fault = jy.next(rd, q, start); fault != nil {
			return fault
		}
	} else {
		claims, e = rd.next(start)
	}
	sum.Queries = q
	none := noTour(cfg, start)
	if e != nil && none && e.Kind != MissingAnswer && e.Kind.Verdict() == WrongAnswer {
		// A tour tried where there is none: that is what is wrong, not its first fault.
		e.Msg = fmt.Sprintf("there is no tour from %s: want \"no tour\"", rd.b.name(start))
	}
	if e != nil {
		return e
	}
	line := rd.in.line
	switch {
	case claims && !none:
		return &Error{Kind: ClaimsNoTour, Query: q, Start: start, Line: line, startName: rd.b.startName(start),
			Msg: fmt.Sprintf("the output says no tour, but a tour from %s exists", rd.b.name(start))}
	case claims:
		sum.NoTours++
	case none:
		return &Error{Kind: UnexpectedTour, Query: q, Start: start, Line: line, startName: rd.b.startName(start),
			Msg: "the answer is a valid tour, but there is none"}
	default:
		sum.Tours++
	}
	return nil
}
