package frontier

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"testing"

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
// on 5x5), and 8x1 (keys of two words; 8x2 open makes 45 million states), against the
// brute force: paths and cycles from an open scan, cycles from a closed one.
func TestBrute(t *testing.T) {
	for _, width := range []int{1, 2, 3, 4, 5, 6, 8} {
		length := max(20/width, 2)
		switch width {
		case 5:
			length = 5
		case 8:
			length = 1
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
