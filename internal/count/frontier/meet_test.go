package frontier

import (
	"context"
	"testing"
)

// TestMeetCycles checks the meet in the middle against the scan of the whole board.
func TestMeetCycles(t *testing.T) {
	for width := 3; width <= 6; width++ {
		for length := 4; length <= 12-width; length++ {
			want, err := Single{Rows: width, Cols: length}.Count(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			got, err := MeetCycles(context.Background(), width, length)
			if err != nil {
				t.Fatalf("%dx%d: %v", width, length, err)
			}
			if got.Cmp(want) != 0 {
				t.Errorf("%dx%d: meet %v, scan %v", width, length, got, want)
			}
		}
	}
}
