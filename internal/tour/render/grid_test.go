package render_test

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"

	"github.com/knightstour/knightstour/internal/tour/render"
)

func TestGridGolden(t *testing.T) {
	g := goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden"))
	for _, tc := range []struct{ rows, cols, start int }{{8, 8, 1}, {5, 6, 1}, {3, 4, 1}} {
		name := fmt.Sprintf("grid-%dx%d-%d", tc.rows, tc.cols, tc.start)
		t.Run(name, func(t *testing.T) {
			tour := findTour(t, tc.rows, tc.cols, tc.start, false)
			var buf bytes.Buffer
			if err := render.Grid(&buf, tc.rows, tc.cols, tour); err != nil {
				t.Fatal(err)
			}
			checkGrid(t, buf.Bytes(), tc.rows, tc.cols, tour)
			g.Assert(t, name, buf.Bytes())
		})
	}
}

// readGrid parses a grid back into the 1-based move number of each square, checking the
// layout Grid promises: rows lines of cols fields, each as wide as rows*cols, one space
// between fields.
func readGrid(out []byte, rows, cols int) ([]int, error) {
	text := string(out)
	if !strings.HasSuffix(text, "\n") {
		return nil, fmt.Errorf("grid does not end in a newline")
	}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if len(lines) != rows {
		return nil, fmt.Errorf("%d lines, want %d", len(lines), rows)
	}
	width := len(strconv.Itoa(rows * cols))
	moves := make([]int, 0, rows*cols)
	for r, line := range lines {
		if len(line) != cols*(width+1)-1 {
			return nil, fmt.Errorf("line %d is %d bytes, want %d", r+1, len(line), cols*(width+1)-1)
		}
		for c := 0; c < cols; c++ {
			field := line[c*(width+1) : c*(width+1)+width]
			if c > 0 && line[c*(width+1)-1] != ' ' {
				return nil, fmt.Errorf("line %d: no space before column %d", r+1, c+1)
			}
			m, err := strconv.Atoi(strings.TrimLeft(field, " "))
			if err != nil {
				return nil, fmt.Errorf("line %d column %d: %w", r+1, c+1, err)
			}
			moves = append(moves, m)
		}
	}
	return moves, nil
}

// checkGrid fails the test unless out is the grid of tour.
func checkGrid(t *testing.T, out []byte, rows, cols int, tour []int) {
	t.Helper()
	moves, err := readGrid(out, rows, cols)
	if err != nil {
		t.Fatalf("reading the grid back: %v\n%s", err, out)
	}
	for i, k := range tour {
		if moves[k-1] != i+1 {
			t.Fatalf("square %d holds %d, want move %d", k, moves[k-1], i+1)
		}
	}
}

func TestGridShapes(t *testing.T) {
	for _, tc := range []struct{ rows, cols int }{{1, 1}, {1, 9}, {1, 10}, {4, 25}, {3, 334}, {60, 60}} {
		t.Run(fmt.Sprintf("%dx%d", tc.rows, tc.cols), func(t *testing.T) {
			tour := scrambled(tc.rows * tc.cols)
			var buf bytes.Buffer
			if err := render.Grid(&buf, tc.rows, tc.cols, tour); err != nil {
				t.Fatal(err)
			}
			checkGrid(t, buf.Bytes(), tc.rows, tc.cols, tour)
		})
	}
}

// scrambled returns a deterministic permutation of 1..n (not a knight's tour: the
// renderers only need a permutation).
func scrambled(n int) []int {
	tour := make([]int, n)
	for i := range tour {
		tour[i] = i + 1
	}
	x := uint64(88172645463325252)
	for i := n - 1; i > 0; i-- {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		j := int(x % uint64(i+1))
		tour[i], tour[j] = tour[j], tour[i]
	}
	return tour
}

// TestGridLarge writes the grid of a big board in chunks: many writes, none per number.
func TestGridLarge(t *testing.T) {
	side := 1000
	if testing.Short() {
		side = 300
	}
	tour := scrambled(side * side)
	cw := &countingWriter{}
	if err := render.Grid(cw, side, side, tour); err != nil {
		t.Fatal(err)
	}
	width := len(strconv.Itoa(side * side))
	if want := side * side * (width + 1); cw.bytes != want {
		t.Errorf("wrote %d bytes, want %d", cw.bytes, want)
	}
	if cw.writes > cw.bytes/(16<<10)+1 {
		t.Errorf("%d writes for %d bytes: not buffered", cw.writes, cw.bytes)
	}
}

type countingWriter struct{ writes, bytes int }

func (cw *countingWriter) Write(p []byte) (int, error) {
	cw.writes++
	cw.bytes += len(p)
	return len(p), nil
}

func FuzzGrid(f *testing.F) {
	f.Add(uint8(3), uint8(4), []byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
	f.Add(uint8(2), uint8(2), []byte{1, 1, 2, 3})
	f.Add(uint8(1), uint8(1), []byte{1})
	f.Add(uint8(0), uint8(5), []byte{})
	f.Fuzz(func(t *testing.T, rows, cols uint8, squares []byte) {
		tour := make([]int, len(squares))
		for i, b := range squares {
			tour[i] = int(b)
		}
		var buf bytes.Buffer
		err := render.Grid(&buf, int(rows), int(cols), tour)
		if err != nil {
			if buf.Len() != 0 {
				t.Fatalf("error %v after writing %d bytes", err, buf.Len())
			}
			return
		}
		checkGrid(t, buf.Bytes(), int(rows), int(cols), tour)
	})
}
