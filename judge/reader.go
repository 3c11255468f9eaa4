package judge

import (
	"bytes"
	"fmt"
	"io"
)

// Format is the form of the answers in an output.
type Format int

const (
	// LineForm is the Sicily form: one line per answer, the squares of the
	// tour (1..rows*cols, row-major) in order, separated by spaces.
	LineForm Format = iota
	// GridForm is a board per answer: rows lines of cols numbers, the
	// number in a cell being the move (1..rows*cols) at which the tour
	// visits it. Numbers are separated by spaces, tabs, commas or brackets
	// ([ ] ( ) { }); lines without numbers (blank lines between boards,
	// lone brackets) are skipped.
	GridForm
)

// String returns "line" or "grid".
func (f Format) String() string {
	switch f {
	case LineForm:
		return "line"
	case GridForm:
		return "grid"
	}
	return fmt.Sprintf("format(%d)", int(f))
}

// ParseFormat returns the Format named s: "line" or "grid".
func ParseFormat(s string) (Format, error) {
	switch s {
	case "line":
		return LineForm, nil
	case "grid":
		return GridForm, nil
	}
	return 0, fmt.Errorf("unknown format %q: want line or grid", s)
}

// Reader reads the answers of an output one at a time and checks each
// one as it streams by. Besides a 1 MiB buffer it keeps a record of the
// visited squares (12 bytes a square up to 2^20 squares, 1 bit a square
// above) and, for the grid form, three rows of the board; an answer is
// never held whole, so a line of 10^8 squares costs what its bitset costs.
// Checking costs time linear in the size of the output.
//
// An answer is either a tour or the claim "no tour": a line (in the grid
// form, a line where a board would start) whose words are "no tour".
type Reader struct {
	in    *lineInput
	b     *board
	form  Format
	t     *lineTour
	g     *gridTour
	query int
}

// NewReader returns a Reader of the answers in out for a rows×cols board,
// in the given form; closed asks for closed tours (the last square a
// knight's move from the first).
func NewReader(out io.Reader, rows, cols int, closed bool, form Format) (*Reader, error) {
	return newReader(out, rows, cols, closed, form, options{})
}

// options are the knobs of a Reader that CheckLine and the tests turn.
type options struct {
	bufSize int    // the read buffer (bufSize when 0)
	layout  layout // the visit record
	noMemo  bool   // no lineMemo

	notation Notation // how messages name squares (Config.Notation)
}

func newReader(out io.Reader, rows, cols int, closed bool, form Format, o options) (*Reader, error) {
	if o.bufSize == 0 {
		o.bufSize = bufSize
	}
	if err := checkMemory(rows, cols, form); err != nil {
		return nil, err
	}
	b, err := newBoard(rows, cols, closed, o.layout)
	if err != nil {
		return nil, err
	}
	if b.notation = o.notation; o.notation == AlgebraicNotation && cols > MaxAlgebraicCols {
		return nil, fmt.Errorf("chess notation: %dx%d board: want 1 to %d columns (files a to z)", rows, cols, MaxAlgebraicCols)
	}
	r := &Reader{in: newLineInput(skipBOM(out), o.bufSize), b: b, form: form}
	switch form {
	case LineForm:
		r.t = &lineTour{b: b}
		if !o.noMemo {
			r.t.memo = newLineMemo(b.n)
		}
	case GridForm:
		r.g = newGrid(b)
	default:
		return nil, fmt.Errorf("unknown format %d", int(form))
	}
	return r, nil
}

// Next reads the next answer, for a tour from square start, and checks it.
// It returns noTour true when the answer claims there is no tour; it
// returns an *Error, with Query, Start and Line set, when the answer is
// wrong or missing (Kind MissingAnswer) or the output cannot be read
// (Kind ReadFailed). After an error the Reader must not be used again.
func (r *Reader) Next(start int) (noTour bool, err error) {
	noTour, e := r.next(start)
	if e != nil {
		return false, e
	}
	return noTour, nil
}

// next is Next with the error as an *Error.
func (r *Reader) next(start int) (bool, *Error) {
	r.query++
	if r.form == LineForm && r.in.skip(r.t.memo.get(start)) {
		return false, nil
	}
	r.b.begin()
	var noTour bool
	var e *Error
	if r.form == LineForm {
		noTour, e = r.nextLine(start)
	} else {
		noTour, e = r.nextGrid(start)
	}
	return r.done(start, noTour, e)
}

// done ends the answer to query r.query, from square start: a read error overrides
// what the answer's walker found, and an error gets its query, start and line.
func (r *Reader) done(start int, noTour bool, e *Error) (bool, *Error) {
	if r.in.err != nil {
		e = &Error{Kind: ReadFailed, Msg: fmt.Sprintf("reading the output: %v", r.in.err)}
	}
	if e != nil {
		e.Query, e.Start, e.startName = r.query, start, r.b.startName(start)
		if e.Line == 0 {
			e.Line = r.in.line
		}
		return false, e
	}
	return noTour, nil
}

func (r *Reader) nextLine(start int) (bool, *Error) {
	t := r.t
	t.reset(start)
	if !r.in.next(t) {
		return false, &Error{Kind: MissingAnswer, Line: r.in.line + 1, Msg: "the output ended before this answer"}
	}
	return t.no == 2, t.err
}

func (r *Reader) nextGrid(start int) (bool, *Error) {
	g := r.g
	g.reset(start)
	for !g.done && g.err == nil {
		if !r.in.next(g) {
			if g.r == 0 {
				return false, &Error{Kind: MissingAnswer, Line: r.in.line + 1, Msg: "the output ended before this answer"}
			}
			return false, g.unfinished()
		}
	}
	return g.no == 2, g.err
}

// End checks that nothing but blank lines (in the grid form, lines
// without numbers) is left after the last answer: else it returns an
// *Error of Kind ExtraOutput.
func (r *Reader) End() error {
	line, head, total, ok := r.in.rest(r.form == GridForm)
	if r.in.err != nil {
		return &Error{Kind: ReadFailed, Msg: fmt.Sprintf("reading the output: %v", r.in.err)}
	}
	if !ok {
		return &Error{Kind: ExtraOutput, Line: line, Msg: "output left over after the last answer: " + quoteToken(head, total)}
	}
	return nil
}

// maxMemory is the most memory a Reader sets aside for its board: the
// visit record and, in the grid form, the window of rows. A board that
// needs more is refused before anything is allocated.
const maxMemory = 512 << 20

// checkMemory returns an error unless a rows×cols board is one the judge
// accepts (see checkSize) and a Reader of answers in the given form needs
// at most maxMemory bytes for it.
func checkMemory(rows, cols int, form Format) error {
	if err := checkSize(rows, cols); err != nil {
		return err
	}
	need := recordBytes(rows * cols)
	if form == GridForm {
		need += 12 * int64(cols) // gridTour.win
	}
	if need > maxMemory {
		return fmt.Errorf("board %dx%d in the %v form: the judge would need %d MiB, more than its limit of %d MiB", rows, cols, form, need>>20, maxMemory>>20)
	}
	return nil
}

// bom is the UTF-8 byte order mark.
const bom = "\xef\xbb\xbf"

// skipBOM returns r without the UTF-8 byte order mark it may start with,
// as testlib skips one at the start of the output. It reads the first
// three bytes of r at once.
func skipBOM(r io.Reader) io.Reader {
	var head [len(bom)]byte
	n, err := io.ReadFull(r, head[:])
	switch {
	case n == len(bom) && string(head[:]) == bom:
		return r
	case err == nil || err == io.EOF || err == io.ErrUnexpectedEOF:
		return io.MultiReader(bytes.NewReader(head[:n]), r)
	}
	return io.MultiReader(bytes.NewReader(head[:n]), errReader{err})
}

// errReader is a reader that fails with err.
type errReader struct{ err error }

func (e errReader) Read([]byte) (int, error) { return 0, e.err }
