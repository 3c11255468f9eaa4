package lengthscan

// The codes of a square of the window (four bits each; see the package doc).
const (
	bare     = 0 // no edge yet
	inner    = 1 // two edges, or a square off the board
	dangling = 2 // an end of a subpath whose other end left the window as an end of the path
	label    = 3 // the first label of an end paired with another in the window; fresh is one no state uses
	fresh    = 15
)

// code is the code of square p of the window k (0: the newest).
func code(k uint64, p int) uint64 { return k >> (4 * uint(p)) & 15 }

// with returns k with square p's code c.
func with(k uint64, p int, c uint64) uint64 {
	s := 4 * uint(p)
	return k&^(15<<s) | c<<s
}

// partner returns the other square of k's n squares that has the label of square p.
func partner(k uint64, n, p int) int {
	l := code(k, p)
	for q := 0; q < n; q++ {
		if q != p && code(k, q) == l {
			return q
		}
	}
	panic("lengthscan: an end without its partner") // unreachable: labels come in pairs
}

// canonical returns k's n squares with the pairs labelled label, label+1, ... in the
// order of their first square from the newest.
func canonical(k uint64, n int) uint64 {
	var to [16]uint8
	next := uint8(label)
	out := k
	for p := 0; p < n; p++ {
		c := code(k, p)
		if c < label {
			continue
		}
		if to[c] == 0 {
			to[c] = next
			next++
		}
		out = with(out, p, uint64(to[c]))
	}
	return out
}

// allInner is the window of n squares all inner.
func allInner(n int) uint64 { return 0x1111111111111111 >> (64 - 4*uint(n)) }

// finished says whether the window k of n squares is the end of one Hamiltonian path of
// the squares added so far: nothing bare, and the path's two ends are a pair in the
// window, or one of them is in the window and the other dangling left it.
func finished(k uint64, n int) bool {
	ends, danglers := 0, 0
	for p := 0; p < n; p++ {
		switch c := code(k, p); {
		case c == bare:
			return false
		case c == dangling:
			danglers++
		case c >= label:
			ends++
		}
	}
	return danglers == 0 && ends == 2 || danglers == 1 && ends == 0
}
