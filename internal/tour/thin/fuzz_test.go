package thin

import (
	"errors"
	"testing"

	"github.com/knightstour/knightstour/judge"
)

// FuzzNew checks New on arbitrary boards of up to 4×200 (either way round) and any
// start: an error exactly where theory says no tour exists, and otherwise a tour the
// judge accepts.
func FuzzNew(f *testing.F) {
	f.Add(3, 4, 0, false)
	f.Add(3, 10, 5, true)
	f.Add(4, 9, 3, false)
	f.Add(13, 3, 7, false)
	f.Add(2, 7, 0, false)
	f.Fuzz(func(t *testing.T, rows, cols, start int, closed bool) {
		if rows < -1 || rows > 200 || cols < -1 || cols > 200 {
			t.Skip()
		}
		w, err := New(rows, cols, start, closed)
		if rows < 1 || cols < 1 || min(rows, cols) < 3 || min(rows, cols) > 4 {
			if !errors.Is(err, ErrNotThin) {
				t.Fatalf("New(%d, %d, %d, %v) = %v, want ErrNotThin", rows, cols, start, closed, err)
			}
			return
		}
		if start < 0 || start >= rows*cols {
			if !errors.Is(err, ErrBadStart) {
				t.Fatalf("New(%d, %d, %d, %v) = %v, want ErrBadStart", rows, cols, start, closed, err)
			}
			return
		}
		if !theoryAllows(rows, cols, start, closed) {
			if !errors.Is(err, ErrNoTour) {
				t.Fatalf("New(%d, %d, %d, %v) = %v, want ErrNoTour", rows, cols, start, closed, err)
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		if err := judge.CheckTour(rows, cols, start+1, closed, collect(w, rows*cols)); err != nil {
			t.Fatalf("%d×%d from %d closed=%v: %v", rows, cols, start, closed, err)
		}
	})
}
