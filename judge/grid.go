package judge

import "fmt"

// hasNext marks, in a grid's row window, a cell whose move number v has
// the cell of move v+1 a knight's move away.
const hasNext = 1 << 31

// gridTour checks one answer in grid form, fed to it line by line (it is a
// sink): rows lines of cols move numbers; the cell of move 1 must be the
// start square and the cell of each move v < rows*cols must be a knight's
// move from the cell of move v+1. Lines without numbers (blank, or
// brackets only) are skipped.
//
// The rule is checked in one pass with a window of three rows: the move
// numbers are distinct and in 1..n (the board's visit record), so they are
// a permutation, and each cell is compared with its knight neighbours in
// the two rows above it when it is read. A row is final, and each of its
// cells must have found its successor, once the two rows below it are in.
// Memory: 12 bytes a column besides the visit record; time O(rows*cols).
type gridTour struct {
	b        *board
	start    int
	win      [3][]uint32 // rows r-2, r-1, r at r%3: move number | hasNext
	r        int         // rows complete
	c        int         // numbers in row r so far
	tokens   int         // tokens on this line
	count    int         // numbers on this line when over
	over     bool        // more than cols numbers on this line
	no       int         // 1 after a first token "no", 2 after "no tour"
	one, end int         // squares of move 1 and move n (0 until seen)
	done     bool        // the board (or "no tour") is complete
	tok      pending
	err      *Error
	// back holds the steps (dr, dc) to the cells a knight's move away in
	// the two rows above, found by dr² + dc² = 5.
	back [4]struct{ dr, dc int }
}

func newGrid(b *board) *gridTour {
	g := &gridTour{b: b}
	k := 0
	for dr := 1; dr <= 2; dr++ {
		for dc := -2; dc <= 2; dc++ {
			if dr*dr+dc*dc == 5 {
				g.back[k] = struct{ dr, dc int }{dr, dc}
				k++
			}
		}
	}
	for i := range g.win {
		g.win[i] = make([]uint32, b.cols)
	}
	return g
}

// reset prepares g for an answer from square start; the caller calls
// g.b.begin.
func (g *gridTour) reset(start int) {
	g.start, g.r, g.one, g.end, g.done, g.err = start, 0, 0, 0, false, nil
	g.newLine()
}

func (g *gridTour) newLine() {
	g.c, g.tokens, g.count, g.over, g.no = 0, 0, 0, false, 0
	g.tok.open = false
}

func (g *gridTour) fail(k Kind, index, row, col int, format string, args ...any) {
	if g.err == nil {
		g.err = &Error{Kind: k, Index: index, Row: row, Col: col, Msg: fmt.Sprintf(format, args...)}
	}
}

// feed implements sink: it reads the numbers of one line.
func (g *gridTour) feed(p []byte, last bool) bool {
	for i := 0; i < len(p) && g.err == nil; i++ {
		c := p[i]
		if isGridSep(c) {
			if g.tok.open {
				g.token()
			}
			continue
		}
		if !g.tok.open && c-'0' <= 9 && !g.over && g.no == 0 {
			// A plain number: read it here.
			v, j := int(c-'0'), i+1
			for j < len(p) && p[j]-'0' <= 9 && j-i < 9 { // 9 digits fit an int32
				v = v*10 + int(p[j]-'0')
				j++
			}
			if j < len(p) && isGridSep(p[j]) || j == len(p) && last {
				g.tokens++
				g.number(v)
				i = j - 1
				continue
			}
		}
		if g.tok.add(c); g.tok.long() {
			g.token() // not a square: stop reading it
		}
	}
	if last && g.err == nil {
		g.endLine()
	}
	return g.err == nil
}

// token takes the token that feed has just read byte by byte.
func (g *gridTour) token() {
	tok := &g.tok
	tok.open = false
	g.tokens++
	if g.over || g.c >= g.b.cols {
		if g.number(0); tok.long() {
			g.fail(TooMany, 0, g.r+1, g.b.cols+1, "row %d: too many squares: got %d or more, want %d", g.r+1, g.count, g.b.cols)
		}
		return
	}
	switch {
	case g.no == 1 && tok.is("tour"):
		g.no = 2
		return
	case g.no > 0:
		g.fail(BadToken, 0, g.r+1, 1, "row %d, column 1: %q is not an integer", g.r+1, "no")
		return
	}
	v, ok := tok.integer()
	if !ok {
		if g.tokens == 1 && g.r == 0 && tok.is("no") {
			g.no = 1
			return
		}
		g.fail(BadToken, 0, g.r+1, g.c+1, "row %d, column %d: %s %s", g.r+1, g.c+1, tok.quoted(), tok.notSquare())
		return
	}
	g.number(v)
}

// number checks move number v as the next cell of the row.
func (g *gridTour) number(v int) {
	b := g.b
	if g.over || g.c >= b.cols {
		if !g.over {
			g.over, g.count = true, g.c
		}
		g.count++
		return
	}
	r, c := g.r, g.c
	row, col := r+1, c+1
	sq := r*b.cols + c + 1
	if v < 1 || v > b.n {
		g.fail(OutOfRange, 0, row, col, "row %d, column %d: %s is out of range 1..%d", row, col, g.tok.number(v), b.n)
		return
	}
	if first, again := b.visit(v, sq); again {
		msg := ""
		if first > 0 {
			msg = fmt.Sprintf(" (first at row %d, column %d)", (first-1)/b.cols+1, (first-1)%b.cols+1)
		}
		g.fail(Repeated, v, row, col, "row %d, column %d: move %d appears twice%s", row, col, v, msg)
		g.err.First = first
		return
	}
	if v == 1 {
		if sq != g.start {
			g.fail(WrongStart, 1, row, col, "first square is %s (row %d, column %d), want %s", b.name(sq), row, col, b.name(g.start))
			return
		}
		g.one = sq
	}
	if v == b.n {
		g.end = sq
	}
	x := uint32(v)
	for _, m := range g.back {
		cc := c + m.dc
		if m.dr > r || cc < 0 || cc >= b.cols {
			continue
		}
		up := g.win[(r-m.dr)%3]
		u := up[cc] &^ hasNext
		if u == x+1 {
			x |= hasNext
		}
		if u+1 == x&^hasNext {
			up[cc] |= hasNext
		}
	}
	g.win[r%3][c] = x
	g.c++
}

// endLine ends a line: a row, a "no tour" claim, or nothing.
func (g *gridTour) endLine() {
	if g.tok.open {
		g.token()
	}
	if g.err != nil {
		return
	}
	b := g.b
	switch {
	case g.tokens == 0:
		return // no numbers: not a row
	case g.no == 1:
		g.fail(BadToken, 0, g.r+1, 1, "row %d, column 1: %q is not an integer", g.r+1, "no")
		return
	case g.no == 2:
		g.done = true
		return
	case g.over:
		hint := ""
		if g.r == 0 && g.count == b.n && b.rows > 1 {
			hint = fmt.Sprintf("; a row of %d numbers looks like a line of -format line", b.n)
		}
		g.fail(TooMany, 0, g.r+1, b.cols+1, "row %d: too many squares: got %d, want %d%s", g.r+1, g.count, b.cols, hint)
		return
	case g.c < b.cols:
		g.fail(TooFew, 0, g.r+1, g.c+1, "row %d: too few squares: got %d, want %d", g.r+1, g.c, b.cols)
		return
	}
	g.r++
	if g.r >= 3 {
		g.final(g.r - 3)
	}
	if g.r == b.rows {
		for r := max(0, b.rows-2); r < b.rows && g.err == nil; r++ {
			g.final(r)
		}
		if g.err == nil && b.closed && !b.knight(g.end, g.one) {
			g.fail(NotClosed, b.n, 0, 0, "move %d: tour is not closed (square %s is not a knight's move from square %s)", b.n, b.name(g.end), b.name(g.one))
		}
		g.done = true
	}
	g.newLine()
}

// final checks that every cell of row r, whose neighbours are all read,
// has its successor a knight's move away.
func (g *gridTour) final(r int) {
	b := g.b
	for c, x := range g.win[r%3] {
		if x&hasNext != 0 || int(x) == b.n {
			continue
		}
		v := int(x)
		msg := ""
		if at := b.visitedAt(v + 1); at > 0 {
			msg = fmt.Sprintf(" (move %d is at row %d, column %d)", v+1, (at-1)/b.cols+1, (at-1)%b.cols+1)
		}
		g.fail(NotKnightMove, v, r+1, c+1, "row %d, column %d: move %d -> %d is not a knight's move%s", r+1, c+1, v, v+1, msg)
		return
	}
}

// unfinished returns the error for a board cut short by the end of the
// output, or nil if the board is complete.
func (g *gridTour) unfinished() *Error {
	if g.done || g.err != nil {
		return g.err
	}
	g.fail(TooFew, 0, g.r+1, 0, "too few rows: got %d, want %d", g.r, g.b.rows)
	return g.err
}
