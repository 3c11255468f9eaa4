package lengthscan

import "math/big"

// MaxWidth is the widest board the scan takes: its window of 2·width+1 squares, and
// the square being added, fit four bits a square in a uint64.
const MaxWidth = 7

// Board is the count of one board of the scan: width×Len.
type Board struct {
	Len    int
	Paths  *big.Int // undirected Hamiltonian paths (those that close included); nil in a closed scan
	Cycles *big.Int // undirected Hamiltonian cycles
	States int      // the states the scan holds after the board's last square
	Bytes  int64    // the memory of the scan's tables then
}

// neighbours returns the squares of the window (after the shift that makes room for
// the new square, at 0) that are a knight's move before a square in row r of a column
// width high: two columns back one row up or down, one column back two rows.
func neighbours(width, r int) []int {
	var p []int
	if r >= 2 {
		p = append(p, width+2)
	}
	if r+2 < width {
		p = append(p, width-2)
	}
	if r >= 1 {
		p = append(p, 2*width+1)
	}
	if r+1 < width {
		p = append(p, 2*width-1)
	}
	return p
}

// aheads returns, for each square p of the window of w squares after a square in row r
// (p = 0) is added, the number of its neighbours that come after that square.
func aheads(width, r, w int) []int {
	const c = 4 // any column far enough from the first
	i := c*width + r
	a := make([]int, w)
	for p := range a {
		x := i - p
		rx, cx := x%width, x/width
		for _, d := range [4][2]int{{-1, 2}, {1, 2}, {-2, 1}, {2, 1}} {
			if ry := rx + d[0]; ry >= 0 && ry < width && (cx+d[1])*width+ry > i {
				a[p]++
			}
		}
	}
	return a
}

// reuse returns t emptied for about n states of limbs words, or a new table when t is
// nil or too small.
func reuse(t *table, n, limbs int) *table {
	if t == nil || 3*t.size < 4*n || t.size > 8*n+1024 || t.limbs != limbs {
		return newTable(n, limbs)
	}
	t.clear()
	return t
}

// number is the count of words (least significant first) as a big.Int.
func number(words []uint64) *big.Int {
	n := new(big.Int)
	for i := len(words) - 1; i >= 0; i-- {
		n.Lsh(n, 64)
		n.Add(n, new(big.Int).SetUint64(words[i]))
	}
	return n
}
