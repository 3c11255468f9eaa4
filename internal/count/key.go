package count

// key is a frontier state: the codes of the window's squares, 4 bits each from bit 0
// (the window's first square at bits 0..3), and the number of path ends attached so
// far (0..2) in the top two bits of hi, or of lo when the window fits in one word
// (w <= 7: 15 squares, 60 bits). A narrow key has hi == 0.
type key struct{ lo, hi uint64 }

// Square codes in a key.
const (
	codeUntouched = 0 // no edge yet
	codeFull      = 1 // degree 2, or a fixed end that has its one edge
	codeToEnd     = 2 // one edge; the other end of its path is an end of the tour
	codeLabel     = 3 // codeLabel+k: one edge; the other end of its path is the other square with label k
)

// emptyWord in a slot's lo marks an empty slot of a table.
const emptyWord = ^uint64(0)

// code returns the code of window square i.
func (k key) code(i int) uint8 {
	b := uint(4 * i)
	if b < 64 {
		return uint8(k.lo>>b) & 15
	}
	return uint8(k.hi>>(b-64)) & 15
}

// ends returns the number of path ends attached so far.
func (k key) ends(wide bool) int {
	if wide {
		return int(k.hi >> 62)
	}
	return int(k.lo >> 62)
}

// hash mixes a key into 64 well-spread bits (the finaliser of splitmix64).
func (k key) hash() uint64 {
	h := k.lo ^ (k.hi * 0x9e3779b97f4a7c15)
	h ^= h >> 30
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 27
	h *= 0x94d049bb133111eb
	h ^= h >> 31
	return h
}
