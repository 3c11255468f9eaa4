package count

import (
	"fmt"

	"github.com/knightstour/knightstour/internal/count/dfs"
)

// Method is how a Counter counts: by a depth-first search of the tours, or by the
// frontier scan (see the package doc).
type Method int

// Methods of counting.
const (
	// MethodAuto chooses, before each count, the method whose estimated cost is less
	// (see Counter.Method).
	MethodAuto Method = iota
	// MethodDFS searches the tours depth first, one square of each class of the
	// board's symmetries, on both cores. Its work grows with the number of tours.
	MethodDFS
	// MethodScan scans the board with a frontier of states (package frontier's scan
	// where it is the faster; meeting in the middle where that is). Its
	// work grows about 25-fold with each column of width.
	MethodScan
)

// ParseMethod reads a method's name: auto, dfs or scan.
func ParseMethod(s string) (Method, error) {
	for m := MethodAuto; m <= MethodScan; m++ {
		if m.String() == s {
			return m, nil
		}
	}
	return 0, fmt.Errorf("%q: want auto, dfs or scan", s)
}

// String returns the method's name, as ParseMethod reads it.
func (m Method) String() string {
	switch m {
	case MethodAuto:
		return "auto"
	case MethodDFS:
		return "dfs"
	case MethodScan:
		return "scan"
	}
	return fmt.Sprintf("Method(%d)", int(m))
}

// Check says whether m can count the tours of a rows×cols board (one that Check takes):
// the search counts boards of at most dfs.MaxSquares squares. It costs O(1), and is what
// New checks of its method.
func (m Method) Check(rows, cols int) error {
	switch {
	case m < MethodAuto || m > MethodScan:
		return fmt.Errorf("method %v: want auto, dfs or scan", m)
	case m == MethodDFS && rows*cols > dfs.MaxSquares:
		return fmt.Errorf("%dx%d board: method dfs counts boards of at most %d squares", rows, cols, dfs.MaxSquares)
	}
	return nil
}
