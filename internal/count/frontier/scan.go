package frontier

import "math/big"

// MaxWidth is the widest board the scan takes: its window of 2·width+1 squares and the
// ends vertex fit five bits a square in two uint64, twelve squares a word (on boards
// up to 7 wide, four bits a square in one).
const MaxWidth = 11

// Keys names the encoding of the states' keys (see the package doc), for the names of
// files that keep them: keys written in another encoding are not to be read.
const Keys = "offsets"

// Board is the count of one board of the scan: width×Len.
type Board struct {
	Len    int
	Cells  int      // in a scan of every prefix (NewCells), the squares: Len-1 columns and the top Cells-(Len-1)·width squares of the last; else 0
	Paths  *big.Int // undirected Hamiltonian paths (those that close included); nil in a closed scan
	Cycles *big.Int // undirected Hamiltonian cycles
	States int      // the states the scan holds after the board's last square
	Bytes  int64    // the memory of the scan's tables then
}

// reuse returns t emptied for about n states of limbs words (and 1+hi words a key), in
// its own array when that has room, or a new table when t is nil or of other limbs.
func reuse(t *table, hi, n, limbs int) *table {
	if t == nil || t.limbs != limbs || t.hi != hi {
		return keyTable(hi, n, limbs)
	}
	t.resize(n)
	return t
}
