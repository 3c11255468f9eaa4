package count

import "fmt"

// MaxWidth is the widest board the counter scans: the shorter side of a board may be at
// most MaxWidth. A window of 2·MaxWidth+1 squares at 4 bits each, with the terminal
// count, fills the 128-bit key, and its up to MaxWidth path pairs need codes up to
// MaxWidth+2 < 16. (Boards wider than 8 have far too many frontier states to count in
// memory anyway.)
const MaxWidth = 13

// moves are the knight's moves as (row, column) steps; the scan uses the four that go
// forward (to a later square in scan order).
var moves = [8]struct{ dr, dc int }{
	{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2},
}

// Packings of a key (see key).
const (
	packNibbles = iota
	packRadix
	packWide
)

// scan is a board laid out for the frontier scan: w columns (the shorter side) and l
// rows, squares numbered 0..n-1 row by row. The user's board may be the transpose; sq
// converts.
type scan struct {
	rows, cols int      // the user's board
	w, l, n    int      // the scanned board: width, length, squares
	transposed bool     // scan row r, column c is the user's row c, column r
	win        int      // window squares: 2w+1
	pack       int      // how a key is packed: packNibbles, packRadix or packWide
	wide       bool     // the key needs two words (pack == packWide)
	fwd        [][]int8 // fwd[v]: offsets u-v of v's neighbours u > v, ascending
	// nbr[u]: u's neighbours as a bit mask relative to u-(2w+1) (bit j is square
	// u-2w-1+j); the degree prune aligns it with the frontier's mask of free squares.
	nbr []uint64
	// signSum[v] is Σ sign(x) for x = 0..v, sign +1 on the corners' colour, -1 on the other.
	signSum []int
}

// Check says whether the tours of a rows×cols board can be counted at all: at least one
// row and one column, the shorter side at most MaxWidth, at most maxSquares squares. It
// costs O(1) and allocates nothing; whether a count fits in memory is Estimate's to say.
func Check(rows, cols int) error {
	if rows < 1 || cols < 1 {
		return fmt.Errorf("%dx%d board: want at least one row and one column", rows, cols)
	}
	w, l := min(rows, cols), max(rows, cols)
	if w > MaxWidth {
		return fmt.Errorf("%dx%d board is too wide to count: the shorter side may be at most %d", rows, cols, MaxWidth)
	}
	if l > maxSquares/w {
		return fmt.Errorf("%dx%d board is too large to count: at most %d squares", rows, cols, maxSquares)
	}
	return nil
}

// newScan lays out the rows×cols board for the scan.
func newScan(rows, cols int) (*scan, error) {
	if err := Check(rows, cols); err != nil {
		return nil, err
	}
	w, l := cols, rows
	s := &scan{rows: rows, cols: cols}
	if rows < cols {
		w, l, s.transposed = rows, cols, true
	}
	s.w, s.l, s.n = w, l, w*l
	s.win = 2*w + 1
	switch {
	case 4*s.win+2 <= 64:
		s.pack = packNibbles
	case w == 8: // 3·11^17 < 2^64
		s.pack = packRadix
	default:
		s.pack = packWide
		s.wide = true
	}
	s.signSum = make([]int, s.n)
	s.fwd = make([][]int8, s.n)
	s.nbr = make([]uint64, s.n)
	for v := 0; v < s.n; v++ {
		r, c := v/w, v%w
		for _, m := range moves {
			rr, cc := r+m.dr, c+m.dc
			if rr < 0 || rr >= l || cc < 0 || cc >= w {
				continue
			}
			u := rr*w + cc
			s.nbr[v] |= 1 << uint(u-v+2*w+1)
			if u > v {
				s.fwd[v] = append(s.fwd[v], int8(u-v))
			}
		}
		sortOffsets(s.fwd[v])
		sign := 1 - 2*((r+c)%2)
		if v > 0 {
			sign += s.signSum[v-1]
		}
		s.signSum[v] = sign
	}
	return s, nil
}

// maxSquares bounds the board: the scan keeps a few words per square.
const maxSquares = 1 << 24

// sortOffsets sorts a few offsets in place.
func sortOffsets(o []int8) {
	for i := 1; i < len(o); i++ {
		for j := i; j > 0 && o[j] < o[j-1]; j-- {
			o[j], o[j-1] = o[j-1], o[j]
		}
	}
}

// sq returns the scan index of the user's square (0-based, row-major).
func (s *scan) sq(square int) int {
	r, c := square/s.cols, square%s.cols
	if s.transposed {
		r, c = c, r
	}
	return r*s.w + c
}

// symmetries returns the squares that the board's symmetries map square to (the user's
// numbering): itself, the mirror images and, on a square board, the rotations and
// diagonal reflections. Tour counts are the same for all of them.
func symmetries(rows, cols, square int) []int {
	r, c := square/cols, square%cols
	out := []int{
		r*cols + c,
		r*cols + cols - 1 - c,
		(rows-1-r)*cols + c,
		(rows-1-r)*cols + cols - 1 - c,
	}
	if rows == cols {
		n := rows
		out = append(out,
			c*n+r,
			c*n+n-1-r,
			(n-1-c)*n+r,
			(n-1-c)*n+n-1-r,
		)
	}
	return out
}
