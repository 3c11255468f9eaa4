package thin

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"

	"github.com/knightstour/knightstour/judge"
)

// TestGolden pins the tours of a few boards (1-based squares, one tour a line) so that
// any change in the construction shows up in review. Regenerate with
// go test ./internal/tour/thin -run TestGolden -update.
func TestGolden(t *testing.T) {
	boards := []struct {
		name              string
		rows, cols, start int
		closed            bool
	}{
		{"3x4", 3, 4, 0, false},
		{"3x7", 3, 7, 0, false},
		{"3x8", 3, 8, 9, false},
		{"4x5", 4, 5, 2, false},
		{"3x9", 3, 9, 12, false},
		{"3x10-closed", 3, 10, 0, true},
		{"3x21-middle", 3, 21, 32, false},
		{"3x22-middle-closed", 3, 22, 32, true},
		{"4x6", 4, 6, 0, false},
		{"4x16-middle", 4, 16, 7, false},
		{"17x4-transposed", 17, 4, 35, false},
		{"13x3-transposed", 13, 3, 18, false},
	}
	for _, bd := range boards {
		t.Run(bd.name, func(t *testing.T) {
			w, err := New(bd.rows, bd.cols, bd.start, bd.closed)
			if err != nil {
				t.Fatal(err)
			}
			tour := collect(w, bd.rows*bd.cols)
			if err := judge.CheckTour(bd.rows, bd.cols, bd.start+1, bd.closed, tour); err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			fmt.Fprintf(&b, "%d %d %d %v\n", bd.rows, bd.cols, bd.start+1, bd.closed)
			for i, sq := range tour {
				if i > 0 {
					b.WriteByte(' ')
				}
				fmt.Fprint(&b, sq)
			}
			b.WriteByte('\n')
			g := goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden"))
			g.Assert(t, bd.name, []byte(b.String()))
		})
	}
}
