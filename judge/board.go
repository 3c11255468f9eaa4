package judge

import (
	"fmt"
	"math"
	"math/bits"
	"strconv"
)

// MaxSquares is the largest board (rows*cols) the judge accepts; every
// square number fits an int32, and larger numbers are out of range.
const MaxSquares = math.MaxInt32 - 1

// smallBoard is the largest board whose squares get a table of their row,
// column and last visit (12 bytes a square); larger boards compute rows and
// columns by a multiplication (see rowCol) and keep visits in a bitset
// (1 bit a square).
const smallBoard = 1 << 20

// board is the geometry shared by every answer on one board, and the record
// of the squares visited by the answer being read.
//
// Visits are stamped: a square visited at position p of the current answer
// holds base+p, so starting the next answer costs nothing (base moves past
// every stamp of the current one) instead of clearing the table.
type board struct {
	rows, cols, n int
	closed        bool
	cells         []cell   // by square-1; nil on boards larger than smallBoard
	seen          []uint64 // visit bitset when cells is nil: bit v-1 for square v
	dirty         []uint32 // words of seen that the current answer set, while fewer than len(seen)/dirtyShare
	swept         bool     // the current answer set more words than dirty keeps: begin clears all of seen
	colsInverse   uint64   // 2⁶⁴/cols rounded up, for rowCol; 0 if cols is 1
	base          uint32
	tiny          *tinyBoard // boards of at most 64 squares, else nil
	notation      Notation   // how messages name squares (name)
}

// name returns square v (1..n) as messages write it: its number, or in chess
// notation (a8 is square 1 on 8×8) when the board's notation asks for it.
func (b *board) name(v int) string {
	if b.notation != AlgebraicNotation {
		return strconv.Itoa(v)
	}
	r, c := (v-1)/b.cols, (v-1)%b.cols
	return string(rune('a'+c)) + strconv.Itoa(b.rows-r)
}

// startName returns the name of start square v for Error.Error: "" when squares are
// named by number (Error writes Start).
func (b *board) startName(v int) string {
	if b.notation != AlgebraicNotation {
		return ""
	}
	return b.name(v)
}

// tinyBoard is the visit record of a board of at most 64 squares, as bit
// masks (bit v-1 for square v) for the fast path of the line form.
type tinyBoard struct {
	adj  [128]uint64 // adj[v]: the squares a knight's move from v (by dr² + dc² = 5); adj[0]: the start square of the current answer
	pos  [64]uint8   // pos[v-1]: the position at which v was visited
	mask uint64      // the squares visited so far
}

// cell is one square of a small board: its 0-based row and column, and the
// stamp of its last visit.
type cell struct {
	r, c  int32
	stamp uint32
}

// layout says how a board keeps its visit record.
type layout int

const (
	layoutAuto  layout = iota // the smallest of the three below that fits
	layoutTiny                // bit masks, for at most 64 squares
	layoutCells               // a table of squares, for at most smallBoard squares
	layoutBits                // a bitset, for any board
)

// dirtyShare bounds the list of set words of a bitset board to one
// sixteenth of its words (a 64th of the bitset's memory): an answer that
// sets more words than that has at least as many squares, so clearing the
// whole bitset after it costs at most 16 words a square it read.
const dirtyShare = 16

// checkSize returns an error unless a rows×cols board is one the judge
// accepts: at least 1×1, at most MaxSquares squares.
func checkSize(rows, cols int) error {
	if rows < 1 || cols < 1 {
		return fmt.Errorf("board %dx%d: rows and cols must be at least 1", rows, cols)
	}
	if rows > MaxSquares/cols {
		return fmt.Errorf("board %dx%d: more than %d squares", rows, cols, MaxSquares)
	}
	return nil
}

// recordBytes returns about how many bytes newBoard allocates for a board
// of n squares (at most MaxSquares): 12 a square up to smallBoard squares
// (and the masks of a tiny board), 1 bit a square above.
func recordBytes(n int) int64 {
	if n <= smallBoard {
		return 12*int64(n) + 2048
	}
	return int64(n)/8 + int64(n)/(64*dirtyShare)*4 + 64
}

// newBoard returns a board of rows×cols squares, its visit record laid
// out as asked (layoutAuto but in tests). It costs O(rows*cols) time, and
// 12 bytes a square up to smallBoard squares, 1 bit a square above.
func newBoard(rows, cols int, closed bool, lay layout) (*board, error) {
	if err := checkSize(rows, cols); err != nil {
		return nil, err
	}
	b := &board{rows: rows, cols: cols, n: rows * cols, closed: closed, colsInverse: inverse(cols)}
	if lay == layoutAuto || lay == layoutTiny && b.n > 64 || lay == layoutCells && b.n > smallBoard {
		switch {
		case b.n <= 64:
			lay = layoutTiny
		case b.n <= smallBoard:
			lay = layoutCells
		default:
			lay = layoutBits
		}
	}
	if lay != layoutBits {
		b.cells = make([]cell, b.n)
		for i := range b.cells {
			b.cells[i] = cell{r: int32(i / cols), c: int32(i % cols)}
		}
	} else {
		b.seen = make([]uint64, (b.n+63)/64)
	}
	if lay == layoutTiny {
		b.tiny = &tinyBoard{}
		for u := 1; u <= b.n; u++ {
			for v := 1; v <= b.n; v++ {
				if b.knight(u, v) {
					b.tiny.adj[u] |= 1 << (v - 1)
				}
			}
		}
	}
	return b, nil
}

// begin starts a new answer: no square is visited yet. O(1) on small
// boards (amortised); on large ones it clears the words of the bitset that
// the last answer set, so it costs O(1) a square that answer read.
func (b *board) begin() {
	if b.tiny != nil {
		b.tiny.mask = 0
		return
	}
	if b.cells == nil {
		if b.swept {
			clear(b.seen)
		} else {
			for _, w := range b.dirty {
				b.seen[w] = 0
			}
		}
		b.dirty, b.swept = b.dirty[:0], false
		return
	}
	if b.base > math.MaxUint32-2*uint32(b.n)-1 {
		for i := range b.cells {
			b.cells[i].stamp = 0
		}
		b.base = 0
	}
	b.base += uint32(b.n) + 1
}

// copyFrom makes b's record of the current answer a copy of a's, a board of the same
// size and layout whose answer has visited some squares: b must have been begun since
// its last answer. It costs O(rows*cols) on a table of squares (a copy of the table), and
// on a bitset O(1) a word that a's answer set (O(n/64) when it set many).
func (b *board) copyFrom(a *board) {
	switch {
	case a.tiny != nil:
		b.tiny.mask, b.tiny.pos, b.tiny.adj[0] = a.tiny.mask, a.tiny.pos, a.tiny.adj[0]
	case a.cells != nil:
		copy(b.cells, a.cells)
		b.base = a.base
	case a.swept:
		copy(b.seen, a.seen)
		b.swept = true
	default:
		for _, w := range a.dirty {
			b.seen[w] = a.seen[w]
		}
		b.dirty = append(b.dirty[:0], a.dirty...)
	}
}

// visit records square v (1..n) at position p (1..n) of the current
// answer. If v was visited before, it reports that with the earlier
// position, or with first 0 when the board is too large to keep positions.
func (b *board) visit(v, p int) (first int, again bool) {
	if t := b.tiny; t != nil {
		bit := uint64(1) << (v - 1)
		if t.mask&bit != 0 {
			return int(t.pos[v-1]), true
		}
		t.mask |= bit
		t.pos[v-1] = uint8(p)
		return 0, false
	}
	if b.cells != nil {
		c := &b.cells[v-1]
		if c.stamp > b.base {
			return int(c.stamp - b.base), true
		}
		c.stamp = b.base + uint32(p)
		return 0, false
	}
	w, bit := (v-1)>>6, uint64(1)<<((v-1)&63)
	if b.seen[w]&bit != 0 {
		return 0, true
	}
	if b.seen[w] == 0 && !b.swept {
		b.setWord(w)
	}
	b.seen[w] |= bit
	return 0, false
}

// setWord notes that word w of the bitset, clear until now, is about to be
// set by the current answer, for begin to clear it. Every writer of seen
// calls it (visit and lineTour.fastBits).
func (b *board) setWord(w int) {
	if len(b.dirty) < len(b.seen)/dirtyShare {
		b.dirty = append(b.dirty, uint32(w))
	} else {
		b.swept = true
	}
}

// visitedAt returns the position at which square v was visited in the
// current answer, or 0 when it was not (or the board keeps no positions).
func (b *board) visitedAt(v int) int {
	if b.cells == nil || v < 1 || v > b.n {
		return 0
	}
	if t := b.tiny; t != nil {
		if t.mask&(1<<(v-1)) != 0 {
			return int(t.pos[v-1])
		}
		return 0
	}
	if s := b.cells[v-1].stamp; s > b.base {
		return int(s - b.base)
	}
	return 0
}

// rc returns the 0-based row and column of square v (1..n).
func (b *board) rc(v int) (r, c int) {
	if b.cells != nil {
		x := b.cells[v-1]
		return int(x.r), int(x.c)
	}
	return b.rowCol(v - 1)
}

// inverse returns ⌈2⁶⁴/cols⌉ for rowCol, or 0 when cols is 1 (2⁶⁴ does not fit).
func inverse(cols int) uint64 {
	if cols == 1 {
		return 0
	}
	return math.MaxUint64/uint64(cols) + 1
}

// rowCol returns the row and column of x = r*cols + c (0 <= x < n): x/cols
// is the high word of x * ⌈2⁶⁴/cols⌉, exact for every x and cols below 2³²
// (Lemire, Kaser and Kurz, "Faster remainder by direct computation", 2019).
// A multiplication instead of a division made judging the 10000×10000 tour
// about 5% faster (scripts/measure floor's tour, best of 3).
func (b *board) rowCol(x int) (r, c int) {
	if b.colsInverse == 0 { // one column
		return x, 0
	}
	hi, _ := bits.Mul64(uint64(x), b.colsInverse)
	r = int(hi)
	return r, x - r*b.cols
}

// knight reports whether squares u and v (1..n) are a knight's move apart:
// dr² + dc² = 5.
func (b *board) knight(u, v int) bool {
	ur, uc := b.rc(u)
	vr, vc := b.rc(v)
	dr, dc := ur-vr, uc-vc
	return dr*dr+dc*dc == 5
}
