package judge

import (
	"encoding/binary"
	"fmt"
	"math/bits"
)

// lineTour checks one answer in line form, the squares of the tour in order,
// fed to it in pieces (it is a sink). It keeps O(1) state besides the
// board's visit record, so a line of any length can be checked.
type lineTour struct {
	b      *board
	start  int
	k      int // squares read so far
	first  int
	prev   int
	pr, pc int  // row and column of prev
	over   bool // more than n squares: counting the rest
	count  int  // squares on the line, when over
	no     int  // 1 after a first token "no", 2 after "no tour"
	tok    pending
	err    *Error
	pieces int       // pieces of the line fed so far
	memo   *lineMemo // answers already accepted, or nil
	// After an error: the tokens of the line counted so far (-1 once it cannot be
	// a row of the grid form, see gridHint), and whether the count is in a token.
	counted int
	inTok   bool
}

// reset prepares t for an answer from square start; the caller calls
// t.b.begin.
func (t *lineTour) reset(start int) {
	text := t.tok.text[:0]
	*t = lineTour{b: t.b, start: start, first: start, memo: t.memo}
	t.tok.text = text
	if tb := t.b.tiny; tb != nil {
		tb.adj[0] = 0
		if start >= 1 && start <= t.b.n {
			tb.adj[0] = 1 << (start - 1)
		}
	}
}

// copyFrom makes t, begun on its own board for the same start, a copy of a, which has
// read the same bytes of its line so far: the position in the tour, the token being read
// and the squares visited (see board.copyFrom).
func (t *lineTour) copyFrom(a *lineTour) {
	b, memo, text := t.b, t.memo, t.tok.text
	*t = *a
	t.b, t.memo = b, memo
	t.tok.text = append(text[:0], a.tok.text...)
	if a.k > 0 {
		b.copyFrom(a.b)
	}
}

// fail records the first error of the answer, and starts counting the tokens of its
// line for gridHint: the tokens read so far.
func (t *lineTour) fail(k Kind, index int, format string, args ...any) {
	if t.err != nil {
		return
	}
	t.err = &Error{Kind: k, Index: index, Msg: fmt.Sprintf(format, args...)}
	switch {
	case k == TooMany || t.no > 0 || t.tok.long():
		t.counted = -1
	case k == TooFew || k == NotClosed:
		t.counted = t.k
	default:
		t.counted = t.k + 1 // the token that is wrong
	}
	t.inTok = false
}

// countRest counts the tokens of p, the rest of a line whose answer is wrong, as long as
// they may be a row of the grid form: it reports whether the count goes on.
func (t *lineTour) countRest(p []byte) bool {
	for _, c := range p {
		if c == ' ' || c == '\t' || c == '\r' {
			t.inTok = false
		} else if !t.inTok {
			t.inTok = true
			if t.counted++; t.counted > t.b.cols {
				t.counted = -1
				return false
			}
		}
	}
	return true
}

// gridHint adds to the error of a wrong line that has as many tokens as the board has
// columns (and more than one row) that it looks like a row of the grid form.
func (t *lineTour) gridHint() {
	if b := t.b; t.err != nil && t.counted == b.cols && b.rows > 1 {
		t.err.Msg += fmt.Sprintf("; a line of %d numbers looks like a row of -format grid", b.cols)
	}
}

// feed implements sink: it checks the squares in p.
func (t *lineTour) feed(p []byte, last bool) bool {
	t.pieces++
	whole := last && t.pieces == 1
	i := 0
	for i < len(p) && t.err == nil {
		if !t.tok.open && !t.over && t.no == 0 {
			if i = t.fast(p, i, last); i == len(p) {
				break
			}
		}
		i = t.slow(p, i, last)
	}
	if t.err != nil && t.counted >= 0 && !t.countRest(p[i:]) {
		return false
	}
	if last {
		t.finish()
		if whole && t.err == nil && t.no == 0 {
			t.memo.add(t.start, p)
		}
		t.gridHint()
	}
	return t.err == nil || t.counted >= 0
}

// fast checks the plain tokens of p from i on (1 to 15 digits, then one
// space, or the end of the line) as long as they are right, and returns
// the index of the first token it leaves to slow: a token that is wrong
// or odd in any way. It is the hot loop of the judge.
//
// It reads 8 bytes at a time (p has room beyond its length, see
// newLineInput) and finds the end of a token and its value without a
// branch per byte (see plainToken).
func (t *lineTour) fast(p []byte, i int, last bool) int {
	b := t.b
	if b.tiny != nil {
		return t.fastTiny(p, i, last)
	}
	cells := b.cells
	if cells == nil {
		return t.fastBits(p, i, last)
	}
	n, base := uint64(b.n), b.base
	k, prev, pr, pc := t.k, t.prev, int32(t.pr), int32(t.pc)
	for i+tokenRoom <= cap(p) {
		v, e, ok := plainToken(p, i, last)
		if !ok || v-1 >= n || k >= b.n {
			break
		}
		cl := &cells[v-1]
		if cl.stamp > base {
			break
		}
		if k == 0 {
			if int(v) != t.start {
				break
			}
		} else if dr, dc := cl.r-pr, cl.c-pc; dr*dr+dc*dc != 5 {
			break
		}
		k++
		cl.stamp = base + uint32(k)
		prev, pr, pc = int(v), cl.r, cl.c
		if i = e + 1; e == len(p) {
			i = e
			break
		}
	}
	t.k, t.prev, t.pr, t.pc = k, prev, int(pr), int(pc)
	return i
}

// fastTiny is fast for boards of at most 64 squares, where the squares
// visited and the knight's moves are bit masks, a square number has one
// or two digits, and a square out of range has no bit in any mask.
func (t *lineTour) fastTiny(p []byte, i int, last bool) int {
	tb := t.b.tiny
	adj, pos := &tb.adj, &tb.pos
	mask, k, prev := tb.mask, t.k, t.prev
	if k == 0 {
		prev = 0 // adj[0] is the start square
	}
	end, stop := len(p), cap(p)-8
	lastEnd := -1
	if last {
		lastEnd = end
	}
	for i <= stop {
		x := binary.LittleEndian.Uint64(p[i : i+8])
		d := x - 0x3030303030303030
		l := uint(bits.TrailingZeros64((d|(d+0x7676767676767676))&0x8080808080808080)) >> 3
		if l-1 > 1 {
			break
		}
		e := i + int(l)
		if e >= end {
			if e != lastEnd {
				break
			}
		} else if byte(x>>(8*l)) != ' ' {
			break
		}
		lo := d & 0xff
		v := lo + uint64(l-1)*(lo*9+(d>>8)&0xff)
		bit := uint64(1) << (v - 1)
		if mask&bit != 0 || adj[prev&127]&bit == 0 {
			break
		}
		mask |= bit
		k++
		pos[(v-1)&63] = uint8(k)
		prev = int(v)
		if i = e + 1; e == end {
			i = e
			break
		}
	}
	tb.mask = mask
	t.k, t.prev = k, prev
	return i
}

// fastBits is fast for boards too large for a table of squares, which
// keep their visits in a bitset: the row and column of a square come from
// rowCol, a multiplication.
func (t *lineTour) fastBits(p []byte, i int, last bool) int {
	b := t.b
	n, seen := uint64(b.n), b.seen
	k, prev, pr, pc := t.k, t.prev, t.pr, t.pc
	for i+tokenRoom <= cap(p) && k < b.n {
		v, e, ok := plainToken(p, i, last)
		if !ok || v-1 >= n {
			break
		}
		x := int(v - 1)
		r, c := b.rowCol(x)
		if k == 0 {
			if int(v) != t.start {
				break
			}
		} else if dr, dc := r-pr, c-pc; dr*dr+dc*dc != 5 {
			break
		}
		w, bit := x>>6, uint64(1)<<(x&63)
		if seen[w]&bit != 0 {
			break
		}
		if seen[w] == 0 && !b.swept {
			b.setWord(w)
		}
		seen[w] |= bit
		k++
		prev, pr, pc = int(v), r, c
		if i = e + 1; e == len(p) {
			i = e
			break
		}
	}
	t.k, t.prev, t.pr, t.pc = k, prev, pr, pc
	return i
}

// tokenRoom is how many bytes plainToken reads from the start of a token.
const tokenRoom = 16

// plainToken reads the plain token at p[i:]: 1 to 15 digits, then a space, or the end
// of p when p ends the line (last). It returns the token's value, the index just after
// its digits, and whether it was plain. It reads tokenRoom bytes from i, so p must have
// room beyond its length (see newLineInput).
//
// It takes eight bytes at a time: d = x - "00000000" has a byte above 9 exactly where
// x has a non-digit (a borrow or carry only runs towards later bytes), so the first
// such byte ends the token, and digits combines the digits in three steps. Tokens of
// up to 15 digits in two words let the squares of boards of 10⁷ squares and more
// (8 and 9 digits) take this path too: judging the 10000×10000 tour of
// scripts/measure floor takes a fifth of the time it took with tokens of up to 7 digits.
func plainToken(p []byte, i int, last bool) (v uint64, e int, ok bool) {
	x := binary.LittleEndian.Uint64(p[i : i+8])
	d := x - 0x3030303030303030
	l := nonDigit(d)
	if l == 8 { // eight digits so far: the token goes on in the next word
		y := binary.LittleEndian.Uint64(p[i+8 : i+16])
		d2 := y - 0x3030303030303030
		l2 := nonDigit(d2)
		e = i + 8 + l2
		if l2 == 8 || !endsToken(p, e, last, y, l2) {
			return 0, e, false
		}
		v = digits(d, 8)
		if l2 > 0 {
			v = v*pow10[l2] + digits(d2, l2)
		}
		return v, e, true
	}
	e = i + l
	if l == 0 || !endsToken(p, e, last, x, l) {
		return 0, e, false
	}
	return digits(d, l), e, true
}

// nonDigit returns the index (0..8) of the first byte of d = x - "00000000" that
// comes from a non-digit of x, 8 if none does.
func nonDigit(d uint64) int {
	return bits.TrailingZeros64((d|(d+0x7676767676767676))&0x8080808080808080) >> 3
}

// endsToken reports whether index e, byte l of the word x read from p, ends a plain
// token: a space, or the end of p when p ends the line.
func endsToken(p []byte, e int, last bool, x uint64, l int) bool {
	if e >= len(p) {
		return e == len(p) && last
	}
	return byte(x>>(8*l)) == ' '
}

// pow10 holds 10⁰..10⁷.
var pow10 = [8]uint64{1, 10, 100, 1000, 10000, 100000, 1000000, 10000000}

// digits returns the value of the first l (1..8) bytes of d, each a digit
// 0..9, the first the most significant.
func digits(d uint64, l int) uint64 {
	d <<= 64 - 8*uint(l)
	d = (d&0x0f000f000f000f00)>>8 + (d&0x000f000f000f000f)*10
	d = (d&0x00ff000000ff0000)>>16 + (d&0x000000ff000000ff)*100
	return (d&0x0000ffff00000000)>>32 + (d&0x000000000000ffff)*10000
}

// slow reads p from i on byte by byte until it has ended one token, and
// returns the index after it (len(p) when the token goes on in the next
// piece of the line).
func (t *lineTour) slow(p []byte, i int, last bool) int {
	for ; i < len(p); i++ {
		c := p[i]
		if c == ' ' || c == '\t' || c == '\r' {
			if t.tok.open {
				t.token()
				return i + 1
			}
			continue
		}
		if t.tok.add(c); t.tok.long() {
			t.token() // not a square: stop reading it
			return i + 1
		}
	}
	if last && t.tok.open {
		t.token()
	}
	return i
}

// token takes the token that slow has just read.
func (t *lineTour) token() {
	tok := &t.tok
	tok.open = false
	switch {
	case t.over || t.k >= t.b.n:
		if !t.over {
			t.over, t.count = true, t.k
		}
		t.count++
		if tok.long() {
			t.fail(TooMany, t.b.n+1, "too many squares: got %d or more, want %d", t.count, t.b.n)
		}
	case t.no == 1 && tok.is("tour"):
		t.no = 2
	case t.no > 0:
		t.fail(BadToken, 1, "token 1: %q is not an integer%s", "no", wantTour)
	default:
		v, ok := tok.integer()
		if !ok {
			if t.k == 0 && tok.is("no") {
				t.no = 1
				return
			}
			want := ""
			if t.k == 0 {
				want = wantTour
			}
			t.fail(BadToken, t.k+1, "token %d: %s %s%s", t.k+1, tok.quoted(), tok.notSquare(), want)
			return
		}
		t.square(v)
	}
}

// wantTour ends the message of a first token that is not a square: an answer is a tour
// or exactly "no tour".
const wantTour = `: want a tour or exactly "no tour"`

// square checks square v as the next one of the tour; it reports false
// and records the error if v is wrong.
func (t *lineTour) square(v int) bool {
	b := t.b
	k := t.k + 1
	if v < 1 || v > b.n {
		t.fail(OutOfRange, k, "position %d: square %s is out of range 1..%d", k, t.tok.number(v), b.n)
		return false
	}
	if k == 1 && v != t.start {
		t.fail(WrongStart, 1, "first square is %s, want %s", b.name(v), b.name(t.start))
		return false
	}
	if first, again := b.visit(v, k); again {
		t.fail(Repeated, k, "position %d (square %s): visited twice%s", k, b.name(v), firstAt("position", first))
		t.err.First = first
		return false
	}
	if k > 1 && !b.knight(t.prev, v) {
		t.fail(NotKnightMove, k, "position %d (square %s): %s -> %s is not a knight's move", k, b.name(v), b.name(t.prev), b.name(v))
		return false
	}
	if k == 1 {
		t.first = v
	}
	t.k, t.prev = k, v
	t.pr, t.pc = b.rc(v)
	return true
}

// firstAt returns " (first at position 9)", or "" when first is 0.
func firstAt(what string, first int) string {
	if first == 0 {
		return ""
	}
	return fmt.Sprintf(" (first at %s %d)", what, first)
}

// finish checks the end of the line: the count of squares and, if asked,
// that the tour is closed.
func (t *lineTour) finish() {
	if t.tok.open {
		t.token()
	}
	if t.err != nil {
		return
	}
	n := t.b.n
	switch {
	case t.over:
		t.fail(TooMany, n+1, "too many squares: got %d, want %d", t.count, n)
	case t.no == 1:
		t.fail(BadToken, 1, "token 1: %q is not an integer%s", "no", wantTour)
	case t.no == 2:
	case t.k < n:
		t.fail(TooFew, t.k+1, "too few squares: got %d, want %d", t.k, n)
	case t.b.closed && !t.b.knight(t.prev, t.first):
		b := t.b
		t.fail(NotClosed, n, "position %d (square %s): tour is not closed (%s is not a knight's move from %s)", n, b.name(t.prev), b.name(t.prev), b.name(t.first))
	}
}

// lineMemo keeps, for each start square, the last line accepted as a tour
// from it, so that a line repeated byte for byte (a deterministic program
// asked the same query again) is accepted by one comparison: whether a
// line is a tour depends only on the board, the start square and its
// bytes. It holds at most memoBytes bytes of lines, and only lines of at
// most memoLine bytes.
type lineMemo struct {
	lines [][]byte // by start square, on boards of up to 1<<16 squares
	big   map[int][]byte
	bytes int
}

const (
	memoBytes = 16 << 20
	memoLine  = 64 << 10
)

func newLineMemo(n int) *lineMemo {
	if n <= 1<<16 {
		return &lineMemo{lines: make([][]byte, n+1)}
	}
	return &lineMemo{big: map[int][]byte{}}
}

// get returns the line accepted from start, or nil.
func (m *lineMemo) get(start int) []byte {
	switch {
	case m == nil:
		return nil
	case m.lines == nil:
		return m.big[start]
	case start >= 0 && start < len(m.lines):
		return m.lines[start]
	}
	return nil
}

func (m *lineMemo) add(start int, line []byte) {
	if m == nil || len(line) > memoLine || len(line) == 0 {
		return
	}
	old := m.get(start)
	if m.bytes-cap(old)+len(line) > memoBytes || string(old) == string(line) {
		return
	}
	m.bytes += len(line) - cap(old)
	line = append(old[:0:0], line...)
	if m.lines == nil {
		m.big[start] = line
	} else if start >= 0 && start < len(m.lines) {
		m.lines[start] = line
	}
}
