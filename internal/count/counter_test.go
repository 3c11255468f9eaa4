package count

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"testing"
)

func ExampleCounter_Tours() {
	ctx := context.Background()
	open, _ := New(5, 5, false, Every, Options{})
	corner, _ := open.Tours(ctx, 0)  // from square 1
	centre, _ := open.Tours(ctx, 12) // from square 13
	all, _ := open.Tours(ctx, Every)
	fmt.Println(corner, centre, all)

	closed, _ := New(6, 6, true, Every, Options{})
	one, _ := closed.Tours(ctx, 0)
	fmt.Println(one, "closed tours from a corner:", new(big.Int).Rsh(one, 1), "cycles, each both ways")
	// Output:
	// 304 64 1728
	// 19724 closed tours from a corner: 9862 cycles, each both ways
}

// TestCancel checks that a count stops with ctx's error when ctx is done: the scan,
// cancelled when its step at square 12 begins, stops there; the search of 8×8 open
// tours (far beyond its reach), cancelled before it begins, stops: its workers see the
// cancel as they search.
func TestCancel(t *testing.T) {
	t.Run("scan", func(t *testing.T) {
		c, err := New(6, 8, false, Every, Options{Method: MethodScan})
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		c.scan.hook = func() {
			if c.Progress().Square >= 12 {
				cancel()
			}
		}
		if _, err := c.Tours(ctx, 0); !errors.Is(err, context.Canceled) {
			t.Fatalf("err %v, want context.Canceled", err)
		}
		if p := c.Progress(); p.Square != 12 {
			t.Errorf("progress %+v: want the scan stopped at square 12", p)
		}
	})
	t.Run("dfs", func(t *testing.T) {
		c, err := New(8, 8, false, Every, Options{Method: MethodDFS})
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if _, err := c.Tours(ctx, 0); !errors.Is(err, context.Canceled) {
			t.Fatalf("err %v, want context.Canceled", err)
		}
	})
}

// TestMaxBytes checks that a count stops when its tables would pass Options.MaxBytes:
// a closed count that meets in the middle and an open one that scans.
func TestMaxBytes(t *testing.T) {
	for _, tc := range []struct {
		name   string
		closed bool
	}{{"closed", true}, {"open", false}} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := New(7, 8, tc.closed, Every, Options{MaxBytes: 1 << 20})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := c.Tours(context.Background(), 0); !errors.Is(err, ErrTooBig) {
				t.Fatalf("err %v, want ErrTooBig", err)
			}
		})
	}
}

// TestBadSquares checks the errors of New and Tours for squares off the board and
// boards too wide to count.
func TestBadSquares(t *testing.T) {
	if _, err := New(14, 20, false, Every, Options{}); err == nil {
		t.Error("a 14x20 board: no error")
	}
	if _, err := New(3, 4, false, 12, Options{}); err == nil {
		t.Error("end 12 on a 3x4 board: no error")
	}
	c, err := New(3, 4, false, Every, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Tours(context.Background(), 12); err == nil {
		t.Error("start 12 on a 3x4 board: no error")
	}
}

// TestWorkers checks that the counts do not depend on the number of workers.
func TestWorkers(t *testing.T) {
	for _, tc := range []struct {
		name       string
		rows, cols int
		closed     bool
	}{
		{"6x6 closed", 6, 6, true},
		{"5x8 open", 5, 8, false}, // paths meet in the middle too
	} {
		t.Run(tc.name, func(t *testing.T) {
			var want string
			for _, w := range []int{1, 2, 3} {
				c, err := New(tc.rows, tc.cols, tc.closed, Every, Options{Workers: w, Method: MethodScan})
				if err != nil {
					t.Fatal(err)
				}
				x, err := c.Tours(context.Background(), Every)
				if err != nil {
					t.Fatal(err)
				}
				if want == "" {
					want = x.String()
				} else if x.String() != want {
					t.Errorf("%d workers: %v, 1 worker: %s", w, x, want)
				}
			}
		})
	}
}
