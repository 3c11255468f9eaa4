package frontier

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/knightstour/knightstour/internal/count/jobdir"
	"github.com/knightstour/knightstour/internal/count/reruntest"
)

// runMeet runs every round of every part of t (its Part aside) in d, the parts of each
// round last to first (those done before not run again), and returns the count of
// their sum, failing the test at the first error. Each round's report names the round
// and the meet's rounds; the join's has the part's share.
func runMeet(t *testing.T, mp MeetInParts, d jobdir.Dir) *big.Int {
	t.Helper()
	for r := 1; r <= mp.Rounds(); r++ {
		for k := mp.Parts - 1; k >= 0; k-- {
			p := mp
			p.Part = k
			rep, err := p.Round(context.Background(), d, r)
			if err != nil {
				t.Fatalf("part %d round %d: %v", k+1, r, err)
			}
			if rep.Round != r || rep.Rounds != mp.Rounds() || (rep.Share != nil) != (r == mp.Rounds()) {
				t.Fatalf("part %d round %d: report %+v", k+1, r, rep)
			}
		}
	}
	got, err := mp.Sum(d)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// TestMeetInParts checks that a meet in parts, run round by round in any order of its
// parts, counts as the meet whole: cycles and paths, 8 wide (keys of two words), in 1
// to 4 parts.
func TestMeetInParts(t *testing.T) {
	for _, tc := range []struct {
		mt    Meet
		parts []int
	}{
		{Meet{Width: 6, Length: 6}, []int{1, 3}},
		{Meet{Width: 5, Length: 8}, []int{2}},
		{Meet{Width: 5, Length: 6, Open: true}, []int{1, 2, 4}},
		{Meet{Width: 5, Length: 4, Open: true}, []int{3, 16}}, // 16: more parts than degrees
		{Meet{Width: 8, Length: 4}, []int{2}},
	} {
		want, err := tc.mt.Count(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		for _, parts := range tc.parts {
			t.Run(fmt.Sprintf("%dx%d open %v in %d", tc.mt.Width, tc.mt.Length, tc.mt.Open, parts), func(t *testing.T) {
				mp := MeetInParts{Meet: tc.mt, Name: "m", Parts: parts}
				if got := runMeet(t, mp, jobdir.NewMemDir()); got.Cmp(want) != 0 {
					t.Errorf("in parts %v, whole %v", got, want)
				}
			})
		}
	}
}

// TestMeetInPartsSplit checks that a part's join whose middle passes MaxBytes beside
// its bottom states splits its middle further, and counts the same: MaxBytes just under
// the most that a part's middle held in a first run.
func TestMeetInPartsSplit(t *testing.T) {
	mt := Meet{Width: 5, Length: 6, Open: true, MaxBytes: 1 << 50}
	var most int64
	middles, inMiddle := 0, false
	mt.Stage = func(s MeetStage, part, n int) error { inMiddle, middles = s == MeetMiddle, middles+1; return nil }
	mt.Held = func(b int64) error {
		if inMiddle {
			most = max(most, b)
		}
		return nil
	}
	mp := MeetInParts{Meet: mt, Name: "m", Parts: 2}
	want := runMeet(t, mp, jobdir.NewMemDir())
	first := middles
	mp.Meet.MaxBytes, middles = most-1, 0
	if got := runMeet(t, mp, jobdir.NewMemDir()); got.Cmp(want) != 0 || middles <= first {
		t.Errorf("under %d bytes: %v in %d parts of the middles, want %v in more than %d", mp.Meet.MaxBytes, got, middles/2, want, first/2)
	}
}

// TestMeetInPartsNotReady checks that the join waits for every part's scan, that the
// sum waits for every part's join, that a round done is not run again, and that a
// meet from a square, unnamed or of odd length is refused.
func TestMeetInPartsNotReady(t *testing.T) {
	ctx := context.Background()
	mp := MeetInParts{Meet: Meet{Width: 5, Length: 6, Open: true}, Name: "m", Parts: 2}
	d := jobdir.NewMemDir()
	last := mp.Rounds()
	p2 := mp
	p2.Part = 1
	for r := 1; r < last; r++ {
		for _, p := range []MeetInParts{mp, p2} {
			if r == last-1 && p.Part == 1 {
				continue
			}
			if _, err := p.Round(ctx, d, r); err != nil {
				t.Fatal(err)
			}
		}
	}
	if _, err := mp.Round(ctx, d, last); !errors.Is(err, jobdir.ErrNotReady) {
		t.Errorf("the join before part 2's scan: %v, want ErrNotReady", err)
	}
	runMeet(t, MeetInParts{Meet: mp.Meet, Name: "n", Parts: 2}, d) // another job beside it
	for _, r := range []int{last - 1, last} {
		if _, err := p2.Round(ctx, d, r); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := mp.Sum(d); !errors.Is(err, jobdir.ErrNotReady) {
		t.Errorf("the sum before part 1's join: %v, want ErrNotReady", err)
	}
	if rep, err := p2.Round(ctx, d, last); err != nil || rep.Ran || rep.Share == nil {
		t.Errorf("part 2's join again: %+v, %v; want not run, its share", rep, err)
	}
	if _, err := mp.Round(ctx, d, last+1); err == nil {
		t.Error("a round past the join: no error")
	}
	for _, bad := range []MeetInParts{
		{Meet: Meet{Width: 5, Length: 6, Open: true, Start: 1}, Name: "m", Parts: 2},
		{Meet: Meet{Width: 5, Length: 6, Open: true}, Parts: 2},
		{Meet: Meet{Width: 5, Length: 7, Open: true}, Name: "m", Parts: 2},
	} {
		if _, err := bad.Round(ctx, d, 1); err == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
}

// TestMeetInPartsDamaged checks that a join whose halves' file is cut short, or is
// another job's, stops with an error that names the file and says what to run again,
// never a count, and that followed, the hint lets the count finish with the right sum;
// and that a join stopped (ctx) leaves no done file and, run again, gives the same sum.
func TestMeetInPartsDamaged(t *testing.T) {
	mp := MeetInParts{Meet: Meet{Width: 5, Length: 6, Open: true}, Name: "m", Parts: 2}
	want := runMeet(t, mp, jobdir.NewMemDir())
	last := mp.Rounds()
	scan := func(d *jobdir.MemDir) {
		for r := 1; r < last; r++ {
			for k := 0; k < mp.Parts; k++ {
				p := mp
				p.Part = k
				if _, err := p.Round(context.Background(), d, r); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	file := mp.Scan().files(nil).LayerName(last-1, 1)
	for _, damage := range []func(b []byte) []byte{
		func(b []byte) []byte { return b[:len(b)-9] },
		func(b []byte) []byte { return bytes.Replace(b, []byte("m-c"), []byte("n-c"), 1) },
	} {
		d := jobdir.NewMemDir()
		scan(d)
		b, _ := d.ReadFile(file)
		d.WriteFile(file, damage(b))
		_, err := mp.Round(context.Background(), d, last)
		if err == nil || !strings.Contains(err.Error(), file) || !strings.Contains(err.Error(), "run round") {
			t.Fatalf("the join with %s damaged: %v, want an error naming it and what to run", file, err)
		}
		reruntest.Follow(t, d, err.Error())
		if got := runMeet(t, mp, d); got.Cmp(want) != 0 {
			t.Errorf("after the hint: %v, want %v", got, want)
		}
	}
	d := jobdir.NewMemDir()
	scan(d)
	ctx, cancel := context.WithCancel(context.Background())
	stop := mp
	stop.Meet.Stage = func(MeetStage, int, int) error { cancel(); return nil }
	if _, err := stop.Round(ctx, d, last); !errors.Is(err, context.Canceled) {
		t.Fatalf("the join stopped: %v, want context.Canceled", err)
	}
	if _, ok := d.ReadFile(mp.Scan().files(nil).DoneName(last, 0)); ok {
		t.Fatal("a join stopped left its done file")
	}
	if got := runMeet(t, mp, d); got.Cmp(want) != 0 {
		t.Errorf("run again: %v, want %v", got, want)
	}
}
