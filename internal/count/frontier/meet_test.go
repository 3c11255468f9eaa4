package frontier

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"testing"

	"github.com/knightstour/knightstour/internal/count/brutetest"
)

// TestMeetCycles checks the meet in the middle against the scan of the whole board, and
// against brute force on small boards: 3..8 wide, odd and even lengths (a top one
// column shorter than the bottom), with keys of one word and of two (8 wide, and
// forced on narrower boards).
func TestMeetCycles(t *testing.T) {
	for _, tc := range []struct {
		width, length int
		wide          bool // keys of two words on a board up to 7 wide
	}{
		{3, 4, false}, {3, 10, false}, {3, 11, true}, {4, 4, false}, {4, 5, false}, {4, 6, true},
		{4, 9, false}, {5, 4, false}, {5, 5, true}, {5, 6, false}, {5, 7, false}, {6, 4, false},
		{6, 5, false}, {6, 5, true}, {7, 4, false}, {7, 5, true}, {8, 4, false}, {8, 5, false},
	} {
		t.Run(fmt.Sprintf("%dx%d wide %v", tc.width, tc.length, tc.wide), func(t *testing.T) {
			want, err := Single{Rows: tc.width, Cols: tc.length}.Count(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if tc.width*tc.length <= 20 {
				if _, cycles := brutetest.Undirected(tc.width, tc.length); want.Cmp(big.NewInt(cycles)) != 0 {
					t.Fatalf("scan %v, brute force %d", want, cycles)
				}
			}
			c, err := NewColumns(tc.width, false)
			if tc.wide {
				c = wideColumns(t, tc.width, false)
			}
			if err != nil {
				t.Fatal(err)
			}
			got, err := meetCycles(context.Background(), c, tc.length)
			if err != nil {
				t.Fatal(err)
			}
			if got.Cmp(want) != 0 {
				t.Errorf("meet %v, scan %v", got, want)
			}
		})
	}
}

// TestMeetCyclesRefuses checks the boards MeetCycles refuses, and that a half's count
// past 64 bits says so.
func TestMeetCyclesRefuses(t *testing.T) {
	for _, tc := range []struct {
		width, length int
		overflow      bool
	}{{2, 8, false}, {9, 9, false}, {5, 3, false}, {3, 100, true}} {
		_, err := MeetCycles(context.Background(), tc.width, tc.length)
		if err == nil || errors.Is(err, ErrMeetOverflow) != tc.overflow {
			t.Errorf("%dx%d: %v", tc.width, tc.length, err)
		}
	}
}
