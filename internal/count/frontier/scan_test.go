package frontier

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"testing"

	"github.com/knightstour/knightstour/internal/count"
	"github.com/knightstour/knightstour/internal/count/brutetest"
)

// scan returns the boards of the width×length scan.
func scan(t *testing.T, width, length int, open bool) []Board {
	t.Helper()
	var boards []Board
	err := Scan(context.Background(), width, length, open, func(b Board) error {
		if b.Len != len(boards)+1 {
			t.Fatalf("board %d after %d boards", b.Len, len(boards))
		}
		boards = append(boards, b)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(boards) != length {
		t.Fatalf("%d boards, want %d", len(boards), length)
	}
	return boards
}

// TestBrute checks every board of every scan of widths 1..6 up to 20 squares (and 25
// on 5x5) against the brute force: paths and cycles from an open scan, cycles from a
// closed one.
func TestBrute(t *testing.T) {
	for width := 1; width <= 6; width++ {
		length := max(20/width, 2)
		if width == 5 {
			length = 5
		}
		t.Run(fmt.Sprintf("%dxn", width), func(t *testing.T) {
			open, closed := scan(t, width, length, true), scan(t, width, length, false)
			for i, b := range open {
				paths, cycles := brutetest.Undirected(width, b.Len)
				if b.Paths.Cmp(big.NewInt(paths)) != 0 || b.Cycles.Cmp(big.NewInt(cycles)) != 0 {
					t.Errorf("%dx%d: %v paths, %v cycles; the brute force %d, %d", width, b.Len, b.Paths, b.Cycles, paths, cycles)
				}
				if closed[i].Paths != nil || closed[i].Cycles.Cmp(b.Cycles) != 0 {
					t.Errorf("%dx%d: the closed scan's %v cycles (paths %v), the open scan's %v", width, b.Len, closed[i].Cycles, closed[i].Paths, b.Cycles)
				}
			}
		})
	}
}

// TestCounter checks longer scans against package count's single boards: twice the
// paths are the tours from every start, 2·squares·cycles the closed ones. The 3×n
// scan passes 2⁶⁴ closed tours, so that its counts take two words.
func TestCounter(t *testing.T) {
	for _, tc := range []struct {
		width, length int
		open          bool
	}{
		{3, 16, true}, {4, 9, true}, {5, 6, true}, {6, 5, false}, {3, 60, false},
	} {
		t.Run(fmt.Sprintf("%dx%d open %v", tc.width, tc.length, tc.open), func(t *testing.T) {
			for _, b := range scan(t, tc.width, tc.length, tc.open) {
				if b.Len < 3 || b.Len%4 == 1 && tc.length > 20 { // also fewer boards of the long scan
					continue
				}
				squares := int64(tc.width * b.Len)
				closed := new(big.Int).Mul(b.Cycles, big.NewInt(2*squares))
				if want := tours(t, tc.width, b.Len, true); closed.Cmp(want) != 0 {
					t.Errorf("%dx%d: 2·%d·%v cycles = %v, package count %v closed tours", tc.width, b.Len, squares, b.Cycles, closed, want)
				}
				if !tc.open {
					continue
				}
				if want := tours(t, tc.width, b.Len, false); new(big.Int).Lsh(b.Paths, 1).Cmp(want) != 0 {
					t.Errorf("%dx%d: 2·%v paths, package count %v tours", tc.width, b.Len, b.Paths, want)
				}
			}
		})
	}
}

// tours is package count's count of the tours of the rows×cols board from every start.
func tours(t *testing.T, rows, cols int, closed bool) *big.Int {
	t.Helper()
	c, err := count.New(rows, cols, closed, count.Every, count.Options{})
	if err != nil {
		t.Fatal(err)
	}
	n, err := c.Tours(context.Background(), count.Every)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestStop checks that a scan stops at the first error of its callback, and when its
// context is done.
func TestStop(t *testing.T) {
	stop := errors.New("enough")
	calls := 0
	err := Scan(context.Background(), 5, 10, false, func(b Board) error {
		calls++
		if b.Len == 3 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) || calls != 3 {
		t.Errorf("error %v after %d boards, want %v after 3", err, calls, stop)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := Scan(ctx, 5, 10, true, func(Board) error { return nil }); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled scan: %v", err)
	}
	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	calls = 0
	err = Scan(ctx, 5, 10, true, func(Board) error {
		calls++
		cancel() // the next square's step sees it at its first state
		return nil
	})
	if !errors.Is(err, context.Canceled) || calls != 1 {
		t.Errorf("a scan cancelled after its first board: %v after %d boards", err, calls)
	}
	for _, bad := range [][2]int{{0, 3}, {MaxWidth + 1, 3}, {3, 0}} {
		if err := Scan(context.Background(), bad[0], bad[1], true, func(Board) error { return nil }); err == nil {
			t.Errorf("%dx%d: no error", bad[0], bad[1])
		}
	}
}
