// Package theory says which boards have knight's tours from which squares.
//
// It encodes the table of docs/theory.md in the repository: colour parity, the 4×n
// outer-row rule, Schwenk's theorem for closed tours, and the small boards settled by
// exhaustive search. Every answer costs O(1), and every "no" comes with a short reason.
package theory

import "fmt"

// NoTourError says why no tour of the asked kind exists from a square.
type NoTourError struct {
	Closed bool   // a closed tour was asked for
	Reason string // why none exists, e.g. "on an odd×odd board a tour must start on a corner-coloured square"
}

func (e *NoTourError) Error() string {
	kind := "open"
	if e.Closed {
		kind = "closed"
	}
	return fmt.Sprintf("no %s tour: %s", kind, e.Reason)
}

// Check reports whether a knight's tour of the rows×cols board starts at row r, column
// c (0-based): nil if one exists, a *NoTourError if none does. A closed tour is a tour
// whose last square is a knight's move from its first; an open tour is any tour, so
// boards with closed tours have open tours from every square. Check assumes
// rows, cols >= 1 and the square on the board.
func Check(rows, cols, r, c int, closed bool) error {
	m, n := rows, cols
	long := "row" // the name of a line along the long side
	if m > n {
		m, n, r, c = n, m, c, r
		long = "column"
	}
	if closed {
		if reason := noClosed(m, n); reason != "" {
			return &NoTourError{Closed: true, Reason: reason}
		}
		return nil
	}
	if reason := noOpen(m, n, r, c, long); reason != "" {
		return &NoTourError{Reason: reason}
	}
	return nil
}

// noOpen is the reason no open tour of the m×n board (m <= n) starts at (r, c), or "".
// long names the lines of length n ("row" or "column") in the board as given.
func noOpen(m, n, r, c int, long string) string {
	short := "column"
	if long == "column" {
		short = "row"
	}
	corner := (r+c)%2 == 0
	switch {
	case m == 1 && n == 1:
		return ""
	case m == 1:
		return "a knight cannot move on a board one square wide"
	case m == 2:
		return "the knight's graph of a board two squares wide is disconnected"
	case m == 3 && n == 3:
		return "the centre of a 3×3 board is out of the knight's reach"
	case m == 3 && (n == 5 || n == 6), m == 4 && n == 4:
		return fmt.Sprintf("exhaustive search finds no tour on a %d×%d board", m, n)
	case m == 3 && n == 4:
		if c != 0 && c != 3 {
			return fmt.Sprintf("on a 3×4 board a tour must start in the first or last %s", short)
		}
	case m == 3 && n == 7:
		if !corner || (r == 1 && c == 3) {
			return "on a 3×7 board a tour must start on a corner-coloured square other than the centre"
		}
	case m == 3 && n == 8:
		if r == 1 && (c == 2 || c == 5) {
			return "exhaustive search finds no tour of a 3×8 board from this square"
		}
	case m == 4:
		if r != 0 && r != 3 {
			return fmt.Sprintf("on a 4×n board a tour must start in the first or last %s (Pósa: outer squares touch only inner ones)", long)
		}
	case m%2 == 1 && n%2 == 1:
		if !corner {
			return "on an odd×odd board a tour must start on a corner-coloured square"
		}
	}
	return ""
}

// noClosed is the reason the m×n board (m <= n) has no closed tour, or "" (Schwenk 1991).
func noClosed(m, n int) string {
	switch {
	case m == 1 && n == 1:
		return "a 1×1 board has no knight's move to close the tour"
	case m%2 == 1 && n%2 == 1:
		return "an odd×odd board has one square more of one colour than of the other"
	case m == 1 || m == 2:
		return fmt.Sprintf("a knight's tour of a %d×n board does not exist", m)
	case m == 4:
		return "a 4×n board has no closed tour (outer squares touch only inner ones)"
	case m == 3 && (n == 4 || n == 6 || n == 8):
		return fmt.Sprintf("a 3×%d board has no closed tour (Schwenk)", n)
	}
	return ""
}
