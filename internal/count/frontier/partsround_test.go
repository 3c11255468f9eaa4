package frontier

import (
	"context"
	"errors"
	"fmt"
	"strings"
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

// TestPutTopScan checks that the states of open scans, two columns 5 wide and one 8
// wide (keys of one word and of two), are written for the join as their tops (middleOf)
// packed: each record's key unpacks to its state's middle, its count kept, and the
// states that are no tops are left out.
func TestPutTopScan(t *testing.T) {
	for _, tc := range []struct{ width, columns int }{{5, 2}, {8, 1}} {
		width := tc.width
		c, err := NewColumns(width, true)
		if err != nil {
			t.Fatal(err)
		}
		for col := 0; col < tc.columns; col++ {
			if _, _, err := c.Round(context.Background(), width, false); err != nil {
				t.Fatal(err)
			}
		}
		d := jobdir.NewMemDir()
		h := jobdir.Header{Job: "test", Round: 1, All: 1, Sections: 1, Stride: 1}
		w, err := jobdir.Create(d, "f", h, jobdir.WriteBuffer)
		if err != nil {
			t.Fatal(err)
		}
		var want []middle
		var counts []uint64
		c.Each(func(lo, hi uint64, cnt []uint64) {
			if m, ok := middleOf(lo, hi, width, width > narrowWidth, false); ok {
				want, counts = append(want, m), append(counts, cnt[0])
			}
			if err == nil {
				err = putTop(w, 0, width, lo, hi, cnt)
			}
		})
		if err == nil {
			err = w.Commit()
		}
		if err != nil {
			t.Fatal(err)
		}
		i, labelled := 0, 0
		err = jobdir.Read(d, "f", h, []int{0}, func(x, _ uint64, cnt []uint64) error {
			if i >= len(want) {
				return fmt.Errorf("more records than tops (%d)", len(want))
			}
			u := unpack(x)
			if u.deg != want[i].deg || fmt.Sprint(mates(u)) != fmt.Sprint(mates(want[i])) || cnt[0] != counts[i] {
				return fmt.Errorf("record %d: %x (count %d), want the top %+v (count %d)", i, x, cnt[0], want[i], counts[i])
			}
			if want[i].mate != 0 {
				labelled++
			}
			i++
			return nil
		})
		if err != nil || i != len(want) || labelled == 0 {
			t.Errorf("%d wide: %v; %d records of %d tops, %d with paths", width, err, i, len(want), labelled)
		}
	}
}

// TestPackedJob checks that the halves' scan of a meet in parts names its job apart
// ("-packed") and writes its last round's files with keys of one word, where its
// rounds before keep the scan's keys (two words 8 wide), and that a table's scan does
// neither.
func TestPackedJob(t *testing.T) {
	for _, tc := range []struct {
		t      InParts
		suffix bool
	}{
		{InParts{Width: 8, Length: 3, Open: true, Parts: 2, Meet: true, Name: "8x8-meet"}, true},
		{InParts{Width: 8, Length: 3, Open: true, Parts: 2, Meet: true}, true},
		{InParts{Width: 8, Length: 3, Open: true, Parts: 2}, false},
	} {
		last := tc.t.Rounds()
		if strings.HasSuffix(tc.t.Job(), "-"+Keys+"-packed") != tc.suffix || strings.HasPrefix(tc.t.Job(), "-") {
			t.Errorf("%s: want the suffix -packed %v", tc.t.Job(), tc.suffix)
		}
		if tc.t.header(last, 0).Wide == tc.suffix || !tc.t.header(last-1, 0).Wide {
			t.Errorf("%s: rounds %d and %d of keys of two words %v and %v", tc.t.Job(), last-1, last, tc.t.header(last-1, 0).Wide, tc.t.header(last, 0).Wide)
		}
	}
}
