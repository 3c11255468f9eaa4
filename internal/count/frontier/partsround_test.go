package frontier

import (
	"errors"
	"testing"

	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// TestPutTop checks what a meet's halves write for the join (putTop): a state that
// is a top, packed with its count in one word; none for one that is not (an edge at
// the window's last square); ErrMeetOverflow for a count past 64 bits.
func TestPutTop(t *testing.T) {
	const width = 5                            // keys of one word, four bits a square
	last := uint64(inner) << (4 * (2 * width)) // the window's last square, 2·width
	for _, tc := range []struct {
		name     string
		lo       uint64
		count    []uint64
		want     []uint64 // the records read back: key and count
		overflow bool
	}{
		{"top", 0, []uint64{7, 0}, []uint64{middle{}.pack(), 7}, false},
		{"not a top", last, []uint64{7, 0}, nil, false},
		{"past 64 bits", 0, []uint64{7, 1}, nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := jobdir.NewMemDir()
			h := jobdir.Header{Job: "test", Round: 1, All: 1, Sections: 1, Stride: 1}
			w, err := jobdir.Create(d, "f", h, jobdir.WriteBuffer)
			if err != nil {
				t.Fatal(err)
			}
			err = putTop(w, 0, width, tc.lo, 0, tc.count)
			if errors.Is(err, ErrMeetOverflow) != tc.overflow || err != nil && !tc.overflow {
				t.Fatalf("err %v, want overflow %v", err, tc.overflow)
			}
			if tc.overflow {
				return
			}
			if err := w.Commit(); err != nil {
				t.Fatal(err)
			}
			var got []uint64
			err = jobdir.Read(d, "f", h, []int{0}, func(lo, _ uint64, c []uint64) error {
				got = append(got, lo, c[0])
				return nil
			})
			if err != nil || len(got) != len(tc.want) || len(got) == 2 && (got[0] != tc.want[0] || got[1] != tc.want[1]) {
				t.Errorf("read %v (err %v), want %v", got, err, tc.want)
			}
		})
	}
}
