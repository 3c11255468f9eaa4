package frontier

import (
	"context"
	"fmt"
	"math/big"
)

// Role is what a square of one board (Single) may be of an open path: in the ends
// vertex's terms, whether the square takes an edge of the ends vertex when the scan
// adds it.
type Role uint8

// The roles of a square.
const (
	Free  Role = iota // an end of the path or not
	End               // an end of the path: the square must take an edge of the ends vertex
	Inner             // not an end: it may not
)

// Single is a count of one rows×cols board whose shorter side is at most MaxWidth:
// its undirected Hamiltonian cycles, or with Open its undirected Hamiltonian paths
// whose ends have the roles Roles gives. The board is scanned along its longer side,
// in columns of the shorter (ScanSquare).
type Single struct {
	Rows, Cols int
	Open       bool
	// Roles has the role of each square, row-major (nil: every square Free); a closed
	// count takes none. With two squares End, the paths are the ones between them.
	Roles []Role
	// Column, when not nil, is called before each column of the scan with the columns
	// done and the states and bytes the scan holds then; its error stops the count.
	Column func(done, states int, bytes int64) error
	// Held, when not nil, is called within a column as the scan's arrays grow (see
	// Columns.Held) with the bytes its tables would hold; its error stops the count.
	Held func(bytes int64) error
	// Release is the scan's (see Columns.Release).
	Release func(bytes int64)
}

// ScanSquare returns where the scan of a rows×cols board adds square (0-based,
// row-major): the board is width = min(rows, cols) wide and scanned along its longer
// side, column by column, a column's width squares top to bottom.
func ScanSquare(rows, cols, square int) int {
	r, c := square/cols, square%cols
	if rows <= cols { // columns of the board, down each
		return c*rows + r
	}
	return r*cols + c // rows of the board, across each
}

// Count returns the count of the board, or the first error of Column, or ctx's error
// when ctx is done (within 2^16 states).
func (s Single) Count(ctx context.Context) (*big.Int, error) {
	width, length := min(s.Rows, s.Cols), max(s.Rows, s.Cols)
	if width < 1 || width > MaxWidth {
		return nil, fmt.Errorf("a %dx%d board: its shorter side may be 1..%d", s.Rows, s.Cols, MaxWidth)
	}
	c, err := NewColumns(width, s.Open)
	if err != nil {
		return nil, err
	}
	c.Release, c.Held = s.Release, s.Held
	if c.roles, err = s.scanRoles(); err != nil {
		return nil, err
	}
	c.mirrorFrom, c.end = mirrorFrom(c.roles, width), width*length
	var b Board
	for n := 1; n <= length; n++ {
		if s.Column != nil {
			if err := s.Column(n-1, c.States(), c.Bytes()); err != nil {
				return nil, err
			}
		}
		if b, err = c.Next(ctx, n == length); err != nil {
			return nil, err
		}
	}
	if s.Open {
		return b.Paths, nil
	}
	return b.Cycles, nil
}

// InParts returns part part (0-based) of the count of the board in parts parts, as
// a table's scan in rounds read at its last column (InParts.Sum's last board), its
// job named name (InParts.Name): the caller names the board and the roles of its
// squares there. Column and Release are not the parts'.
func (s Single) InParts(name string, part, parts int) (InParts, error) {
	width, length := min(s.Rows, s.Cols), max(s.Rows, s.Cols)
	roles, err := s.scanRoles()
	if err != nil {
		return InParts{}, err
	}
	t := InParts{Width: width, Length: length, Open: s.Open, Roles: roles, Name: name, Part: part, Parts: parts}
	return t, t.Check()
}

// scanRoles returns the roles of the squares in the scan's order (nil: all Free).
func (s Single) scanRoles() ([]Role, error) {
	if s.Roles == nil {
		return nil, nil
	}
	n := s.Rows * s.Cols
	if !s.Open || len(s.Roles) != n {
		return nil, fmt.Errorf("a %dx%d board, open %v: %d roles, want %d on an open count, none on a closed one", s.Rows, s.Cols, s.Open, len(s.Roles), n)
	}
	roles := make([]Role, n)
	ends := 0
	for sq, r := range s.Roles {
		if r > Inner {
			return nil, fmt.Errorf("a %dx%d board: square %d has role %d, want Free, End or Inner", s.Rows, s.Cols, sq, r)
		}
		if r == End {
			ends++
		}
		roles[ScanSquare(s.Rows, s.Cols, sq)] = r
	}
	if ends > 2 {
		return nil, fmt.Errorf("a %dx%d board: %d squares End, want at most 2", s.Rows, s.Cols, ends)
	}
	return roles, nil
}

// mirrorFrom returns the first square, at the top of a column, from which the roles
// (in the scan's order, width a column) read the same in every column upside down:
// where a column ends before it, a state and its mirror image are one. With no roles,
// 0.
func mirrorFrom(roles []Role, width int) int {
	from := len(roles)
	for ; from > 0; from -= width {
		col := roles[from-width : from]
		for r := 0; r < width/2; r++ {
			if col[r] != col[width-1-r] {
				return from
			}
		}
	}
	return 0
}
