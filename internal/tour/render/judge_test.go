package render_test

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/knightstour/knightstour/internal/tour/render"
	"github.com/knightstour/knightstour/judge"
)

// TestJudgeReadsBack hands what the renderers wrote to the judge, which has its own
// idea of a knight's move: the SVG's polyline (read back as squares, closed if the
// drawing shows the closing move) to CheckTour, the grid to CheckGrid.
func TestJudgeReadsBack(t *testing.T) {
	for _, tc := range []struct {
		rows, cols, start int
		closed            bool
	}{
		{8, 8, 1, false}, {6, 6, 1, true}, {5, 6, 1, false}, {3, 4, 1, false},
		{8, 8, 28, true}, {16, 16, 1, false}, {17, 17, 1, false}, {10, 12, 7, true},
	} {
		t.Run(fmt.Sprintf("%dx%d-%d-closed=%v", tc.rows, tc.cols, tc.start, tc.closed), func(t *testing.T) {
			tour := findTour(t, tc.rows, tc.cols, tc.start, tc.closed)

			var svg bytes.Buffer
			if err := render.SVG(&svg, tc.rows, tc.cols, tour, tc.closed); err != nil {
				t.Fatal(err)
			}
			d := checkDrawing(t, svg.Bytes(), tc.rows, tc.cols, tour, tc.closed)
			if err := judge.CheckTour(tc.rows, tc.cols, d.start, d.hasClosing, d.path); err != nil {
				t.Errorf("judge rejects the drawn path: %v", err)
			}

			var grid bytes.Buffer
			if err := render.Grid(&grid, tc.rows, tc.cols, tour); err != nil {
				t.Fatal(err)
			}
			if err := judge.CheckGrid(tc.rows, tc.cols, tc.start, tc.closed, grid.String()); err != nil {
				t.Errorf("judge rejects the grid: %v\n%s", err, grid.String())
			}
		})
	}
}

// TestJudgeCatchesBadPath makes sure the read-back is not vacuous: a drawing of a
// permutation that is not a knight's tour is rejected by the judge.
func TestJudgeCatchesBadPath(t *testing.T) {
	tour := findTour(t, 5, 6, 1, false)
	tour[3], tour[4] = tour[4], tour[3]
	var svg bytes.Buffer
	if err := render.SVG(&svg, 5, 6, tour, false); err != nil {
		t.Fatal(err)
	}
	d := checkDrawing(t, svg.Bytes(), 5, 6, tour, false)
	if err := judge.CheckTour(5, 6, d.start, false, d.path); err == nil {
		t.Error("judge accepts a drawn path with two moves swapped")
	}
}
