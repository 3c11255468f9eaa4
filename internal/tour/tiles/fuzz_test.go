package tiles

import "testing"

// FuzzWalker checks New and the walk on arbitrary small boards and starts: New must
// refuse exactly where theory says so, and every walk must be a valid tour.
func FuzzWalker(f *testing.F) {
	f.Add(5, 5, 0, false)
	f.Add(6, 7, 11, true)
	f.Add(23, 31, 300, false)
	f.Add(4, 9, 0, false)
	b := NewBuilder()
	f.Fuzz(func(t *testing.T, rows, cols, start int, closed bool) {
		if rows < -5 || rows > 60 || cols < -5 || cols > 60 {
			t.Skip()
		}
		w, err := b.New(rows, cols, start, closed)
		valid := rows >= 5 && cols >= 5 && start >= 0 && start < rows*cols
		if !valid || !tourExists(rows, cols, start, closed) {
			if err == nil {
				t.Fatalf("%dx%d from %d closed=%v: no error", rows, cols, start, closed)
			}
			return
		}
		if err != nil {
			t.Fatalf("%dx%d from %d closed=%v: %v", rows, cols, start, closed, err)
		}
		if err := checkWalker(w, rows, cols, start, closed); err != nil {
			t.Fatalf("%dx%d from %d closed=%v: %v", rows, cols, start, closed, err)
		}
	})
}
