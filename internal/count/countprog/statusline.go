package countprog

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/knightstour/knightstour/internal/count"
)

// query is a count's query in the words of its progress reports, in parts, so that a
// narrow terminal's line can drop or shorten the least useful first (see statusLine).
type query struct {
	board string // "8x8"
	start int    // the start square, 1-based; 0: every square
	each  bool   // with start 0, the tours from each square apart (-each)
	end   int    // the end square, 1-based; 0: none fixed
	// part, parts and round are a part's round ("part 3 of 8, round 5"); round 0:
	// a whole count.
	part, parts, round int
	conv               string // what is counted: "closed tours, directed"
	// table names a table ("the 6xn table, n = 1..16"), said in place of the board
	// and the squares; "": a board.
	table string
}

// query returns the words of the query start (1-based; 0: every square).
func (cfg *Config) query(start int) query {
	q := query{board: fmt.Sprintf("%dx%d", cfg.Rows, cfg.Cols), start: start, each: cfg.Each, end: cfg.End, conv: cfg.counted()}
	if cfg.Rounds != nil && cfg.Rounds.Round > 0 {
		q.part, q.parts, q.round = cfg.Part, cfg.Parts, cfg.Rounds.Round
	}
	return q
}

// squares says the start and the end of q: "square 13", "every square to 9", "each
// square"; short, "13", "every square to 9" (the numbers, which a person typed).
func (q query) squares(short bool) string {
	s := fmt.Sprintf("square %d", q.start)
	switch {
	case q.start == 0 && q.each:
		s = "each square"
	case q.start == 0:
		s = "every square"
	case short:
		s = fmt.Sprint(q.start)
	}
	if q.end > 0 {
		s += fmt.Sprintf(" to %d", q.end)
	}
	return s
}

// String is the query in full: "8x8 square 5 to 9 (part 3 of 8, round 5) (closed
// tours, directed)".
func (q query) String() string {
	return statusParts{q: q}.query()
}

// statusParts are the parts of a terminal's progress line and how short each is
// made: the query, the time left, where the count is and the time so far.
type statusParts struct {
	q        query
	p        count.Progress
	noRough  bool // "roughly 3 min left" for "about 3 min left (a rough estimate)"
	noConv   bool // the query without what is counted
	noBoard  bool // the query without the board
	numbers  bool // the query's squares as numbers (query.squares)
	shortPt  bool // "part 3/8 round 5"
	noPart   bool
	shortLft bool // "3 min left", "time left unknown"
	noLeft   bool
	shortWh  bool // "row 4/8", "edges 5/12", "joining 7%", "roots 120/2168"
	noWhere  bool
	noSoFar  bool
}

// shorten makes the parts of a line shorter, from the least useful: the words that
// say an estimate is rough, the time so far, what is counted, where the count is, the
// part's words, the time left's words, the board, the words of the squares, the part,
// the time left; the query's squares are the last thing left. Step i of them is the
// i-th (from 1); it reports false past the last.
func (s *statusParts) shorten(i int) bool {
	steps := []*bool{&s.noRough, &s.noSoFar, &s.noConv, &s.shortWh, &s.noWhere, &s.shortPt,
		&s.shortLft, &s.noBoard, &s.numbers, &s.noPart, &s.noLeft}
	if i < 1 || i > len(steps) {
		return false
	}
	*steps[i-1] = true
	return true
}

// query returns the query as the parts say it.
func (s statusParts) query() string {
	q := s.q.squares(s.numbers)
	switch {
	case s.q.table != "":
		q = s.q.table
	case !s.noBoard:
		q = s.q.board + " " + q
	}
	switch {
	case s.q.round == 0 || s.noPart:
	case s.shortPt:
		q += fmt.Sprintf(" (part %d/%d round %d)", s.q.part, s.q.parts, s.q.round)
	default:
		q += fmt.Sprintf(" (part %d of %d, round %d)", s.q.part, s.q.parts, s.q.round)
	}
	if s.q.conv != "" && !s.noConv {
		q += " (" + s.q.conv + ")"
	}
	return q
}

// line returns the line the parts make: "knightstour: QUERY: LEFT, WHERE, T so far".
func (s statusParts) line() string {
	line := "knightstour: " + s.query()
	if !s.noLeft {
		line += ": " + s.left()
	}
	if !s.noWhere {
		line += ", " + where(s.p, s.shortWh)
	}
	if !s.noSoFar {
		line += ", " + roundDuration(s.p.Elapsed) + " so far"
	}
	return line
}

// left says the time left as the parts say it (see leftWords).
func (s statusParts) left() string {
	p := s.p
	switch {
	case p.Left < 0 && s.shortLft:
		return "time left unknown"
	case p.Left < 0 || !s.noRough:
		return leftWords(p)
	case s.shortLft:
		return roundDuration(p.Left) + " left"
	case p.Rough:
		return "roughly " + roundDuration(p.Left) + " left"
	}
	return "about " + roundDuration(p.Left) + " left"
}

// statusLine describes a count in progress on one line of at most width characters,
// for a terminal: the query (q), the time left (leftWords), where the count is and the
// time so far, "knightstour: 8x8 square 13 (closed tours, directed): about 3 min left
// (a rough estimate), row 4 of 8, 41 s so far". Where that does not fit, the least
// useful parts are dropped or shortened first (see statusParts.shorten), down to
// "knightstour: 13"; that is cut short where even it does not fit.
func statusLine(q query, p count.Progress, width int) string {
	s := statusParts{q: q, p: p}
	line := s.line()
	for i := 1; utf8.RuneCountInString(line) > width && s.shorten(i); i++ {
		line = s.line()
	}
	return cut(line, width)
}

// cut returns the first n characters of s (none for n <= 0).
func cut(s string, n int) string {
	var b strings.Builder
	for _, r := range s {
		if n <= 0 {
			break
		}
		b.WriteRune(r)
		n--
	}
	return b.String()
}
