package thin

import (
	"fmt"
	"math/bits"
)

// checkWalk drains w and checks, independently of the package's move table, that it
// yields a Hamiltonian knight's path of the rows×cols board from start (closed: the
// last square is a knight's move from the first). It uses a bitset, 1 bit a square.
func checkWalk(rows, cols, start int, closed bool, w *Walker) error {
	n := rows * cols
	seen := make([]uint64, (n+63)/64)
	first, prev, count := -1, -1, 0
	for {
		sq, ok := w.Next()
		if !ok {
			break
		}
		if sq < 0 || sq >= n {
			return fmt.Errorf("square %d off the board at move %d", sq, count+1)
		}
		if seen[sq/64]>>uint(sq%64)&1 != 0 {
			return fmt.Errorf("square %d visited twice (move %d)", sq, count+1)
		}
		seen[sq/64] |= 1 << uint(sq%64)
		if count == 0 {
			first = sq
			if sq != start {
				return fmt.Errorf("first square %d, want %d", sq, start)
			}
		} else if !knightApart(prev, sq, cols) {
			return fmt.Errorf("move %d: %d to %d is not a knight's move", count+1, prev, sq)
		}
		prev = sq
		count++
		if count > n {
			return fmt.Errorf("more than %d squares", n)
		}
	}
	if count != n {
		return fmt.Errorf("%d squares, want %d", count, n)
	}
	if closed && !knightApart(prev, first, cols) {
		return fmt.Errorf("not closed: last %d, first %d", prev, first)
	}
	if sq, ok := w.Next(); ok || sq != -1 {
		return fmt.Errorf("Next after the end returned %d, %v", sq, ok)
	}
	total := 0
	for _, x := range seen {
		total += bits.OnesCount64(x)
	}
	if total != n {
		return fmt.Errorf("%d distinct squares, want %d", total, n)
	}
	return nil
}

// knightApart tests dr*dr+dc*dc == 5, not using the package's move table.
func knightApart(u, v, cols int) bool {
	dr, dc := u/cols-v/cols, u%cols-v%cols
	return dr*dr+dc*dc == 5
}

// theoryAllows is the table of theory.md written out again for the tests: whether a
// tour (closed if asked) of the rows×cols board starts at square start.
func theoryAllows(rows, cols, start int, closed bool) bool {
	r, c := start/cols, start%cols
	m, n := rows, cols
	if m > n {
		m, n, r, c = n, m, c, r
	}
	if m != 3 && m != 4 {
		return false
	}
	if m == 4 {
		return n >= 5 && !closed && (r == 0 || r == 3)
	}
	if closed {
		return n%2 == 0 && n >= 10
	}
	switch n {
	case 3, 5, 6:
		return false
	case 4:
		return c == 0 || c == 3
	case 7:
		return (r+c)%2 == 0 && !(r == 1 && c == 3)
	case 8:
		return !(r == 1 && (c == 2 || c == 5))
	}
	return n%2 == 0 || (r+c)%2 == 0
}
