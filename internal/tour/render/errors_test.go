package render_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/knightstour/knightstour/internal/tour/render"
)

func TestBadArguments(t *testing.T) {
	ok12 := scrambled(12)
	for _, tc := range []struct {
		name       string
		rows, cols int
		tour       []int
		gridErr    error // nil: Grid accepts the arguments
		svgErr     error
		msg        string // part of the SVG error message
	}{
		{"zero rows", 0, 4, nil, render.ErrBadBoard, render.ErrBadBoard, "0x4"},
		{"negative cols", 3, -1, nil, render.ErrBadBoard, render.ErrBadBoard, "3x-1"},
		{"empty tour", 3, 4, nil, render.ErrBadTour, render.ErrBadTour, "0 squares for a 3x4 board, want 12"},
		{"short tour", 3, 4, ok12[:11], render.ErrBadTour, render.ErrBadTour, "11 squares"},
		{"long tour", 3, 4, append(append([]int(nil), ok12...), 1), render.ErrBadTour, render.ErrBadTour, "13 squares"},
		{"square 0", 1, 2, []int{0, 1}, render.ErrBadTour, render.ErrBadTour, "move 1 is square 0, outside 1..2"},
		{"square past the end", 1, 2, []int{1, 3}, render.ErrBadTour, render.ErrBadTour, "move 2 is square 3"},
		{"square twice", 2, 2, []int{1, 4, 1, 2}, render.ErrBadTour, render.ErrBadTour, "square 1 visited at moves 1 and 3"},
		{"too many rows to draw", render.MaxSVGSide + 1, 1, scrambled(render.MaxSVGSide + 1), nil, render.ErrTooLarge, "201x1, the limit is 200 rows and 200 columns"},
		{"too many cols to draw", 2, render.MaxSVGSide + 1, scrambled(2 * (render.MaxSVGSide + 1)), nil, render.ErrTooLarge, "2x201"},
		{"too large, checked before the tour", 1 << 20, 1 << 20, nil, render.ErrTooLarge, render.ErrTooLarge, "too large to draw"},
		{"fine", 3, 4, ok12, nil, nil, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			err := render.Grid(&buf, tc.rows, tc.cols, tc.tour)
			if !errors.Is(err, tc.gridErr) || (err == nil) != (tc.gridErr == nil) {
				t.Errorf("Grid: error %v, want %v", err, tc.gridErr)
			}
			if err != nil && buf.Len() != 0 {
				t.Errorf("Grid wrote %d bytes before failing", buf.Len())
			}
			buf.Reset()
			err = render.SVG(&buf, tc.rows, tc.cols, tc.tour, true)
			if !errors.Is(err, tc.svgErr) || (err == nil) != (tc.svgErr == nil) {
				t.Errorf("SVG: error %v, want %v", err, tc.svgErr)
			}
			if err != nil && buf.Len() != 0 {
				t.Errorf("SVG wrote %d bytes before failing", buf.Len())
			}
			if err != nil && (!strings.Contains(err.Error(), tc.msg) || !strings.HasPrefix(err.Error(), "render: ")) {
				t.Errorf("SVG error %q does not start with \"render: \" or lacks %q", err, tc.msg)
			}
		})
	}
}

var errDiskFull = errors.New("disk full")

// failingWriter accepts ok bytes, then fails.
type failingWriter struct{ ok int }

func (fw *failingWriter) Write(p []byte) (int, error) {
	if len(p) > fw.ok {
		n := fw.ok
		fw.ok = 0
		return n, errDiskFull
	}
	fw.ok -= len(p)
	return len(p), nil
}

func TestWriterErrors(t *testing.T) {
	tour := scrambled(100 * 100)
	for _, ok := range []int{0, 100, 50_000} {
		if err := render.Grid(&failingWriter{ok: ok}, 100, 100, tour); !errors.Is(err, errDiskFull) {
			t.Errorf("Grid after %d bytes: error %v, want %v", ok, err, errDiskFull)
		}
		if err := render.SVG(&failingWriter{ok: ok}, 100, 100, tour, false); !errors.Is(err, errDiskFull) {
			t.Errorf("SVG after %d bytes: error %v, want %v", ok, err, errDiskFull)
		}
	}
}
