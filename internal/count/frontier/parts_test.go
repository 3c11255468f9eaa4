package frontier

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/knightstour/knightstour/internal/count/jobdir"
	"github.com/knightstour/knightstour/internal/count/reruntest"
)

// runAll runs every round of every part of t (its Part aside) in d, the parts of each
// round in the order order gives, and fails the test at the first error. It returns
// the states the parts received and held in each round (1..), all the parts' together.
func runAll(t *testing.T, tb InParts, d jobdir.Dir, order func(r, k int) int) (recv, held []int64) {
	t.Helper()
	recv, held = make([]int64, tb.Rounds()+1), make([]int64, tb.Rounds()+1)
	for r := 1; r <= tb.Rounds(); r++ {
		for i := 0; i < tb.Parts; i++ {
			p := tb
			p.Part = order(r, i)
			rep, err := p.Round(context.Background(), d, r)
			if err != nil {
				t.Fatalf("part %d round %d: %v", p.Part+1, r, err)
			}
			recv[r], held[r] = recv[r]+rep.Recv, held[r]+rep.Held
		}
	}
	return recv, held
}

// lines returns the boards of the sum of the parts of tb in d, or of the whole scan
// with d nil, a line each.
func lines(t *testing.T, tb InParts, d jobdir.Dir) string {
	t.Helper()
	var b strings.Builder
	each := func(x Board) error {
		fmt.Fprintf(&b, "%d %v %v\n", x.Len, x.Paths, x.Cycles)
		return nil
	}
	var err error
	if d == nil {
		err = Scan(context.Background(), tb.Width, tb.Length, tb.Open, each)
	} else {
		err = tb.Sum(d, each)
	}
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestParts checks that the parts of a table, run in any order within a round, add up
// to the whole scan: 1 to 3 parts, paths and cycles, rounds of one square and of more.
// Where the parts own the states by the squares a round leaves alone (a round of more
// than one square, or after one), no two parts make the same state: what they receive
// in the next round is what they hold, nothing to merge, unless the round ends a
// column (a state and its mirror image are one).
func TestParts(t *testing.T) {
	for _, tb := range []InParts{
		{Width: 5, Length: 6, Parts: 3}, {Width: 4, Length: 8, Open: true, Parts: 3},
		{Width: 6, Length: 3, Parts: 4}, {Width: 4, Length: 6, Open: true, Parts: 1},
		{Width: 1, Length: 3, Open: true, Parts: 2},
		{Width: 3, Length: 48, Parts: 2}, // counts of two words: 3x48 has 2^66 cycles
		{Width: 8, Length: 2, Parts: 3},  // keys of two words
	} {
		t.Run(tb.Job(), func(t *testing.T) {
			d := jobdir.NewMemDir()
			recv, held := runAll(t, tb, d, func(r, i int) int { return (i + r) % tb.Parts })
			checked := 0
			for r := 2; r < tb.Rounds(); r++ {
				from, to := tb.Squares(r)
				_, spare := tb.kindsOwner(r - 1)
				if to%tb.Width != 0 && spare {
					checked++
					if recv[r+1] != held[r+1] {
						t.Errorf("round %d (squares %d..%d): the parts made %d states, and held %d of them merged", r, from+1, to, recv[r+1], held[r+1])
					}
				}
			}
			if t.Logf("%d rounds, %d checked for states made by two parts", tb.Rounds(), checked); tb.Width >= 4 && tb.Parts > 1 && checked == 0 {
				t.Error("no round checked")
			}
			if got, want := lines(t, tb, d), lines(t, tb, nil); got != want {
				t.Errorf("the parts add up to\n%sthe whole scan is\n%s", got, want)
			}
			for _, name := range d.Names() {
				if strings.Contains(name, fmt.Sprintf("round-%d/states", tb.Rounds()-3)) {
					t.Errorf("%s: a file of round %d is left after round %d", name, tb.Rounds()-3, tb.Rounds())
				}
			}
		})
	}
}

// TestRerun checks a part run again: a round done is not run again, a part killed as it
// commits its done file leaves its round to run again, and a damaged or missing file is
// refused with its name and what to run again (the rounds from the first where the
// files of the round before the damaged one's are gone); run again, the parts add up
// to the whole scan.
func TestRerun(t *testing.T) {
	tb := InParts{Width: 4, Length: 6, Open: true, Parts: 3}
	last := tb.Rounds()
	d := jobdir.NewMemDir()
	runAll(t, tb, d, func(_, i int) int { return i })
	want := lines(t, tb, nil)
	p := tb
	p.Part = 1
	if rep, err := p.Round(context.Background(), d, last); err != nil || rep.Ran || rep.Board.Paths == nil || rep.Board.Len != 6 {
		t.Errorf("a round done: %+v, %v", rep, err)
	}
	done := p.files(d).DoneName(last, 1)
	good, _ := d.ReadFile(done)
	d.WriteFile(done, append(good[:len(good)-3], "0\n"...))
	err := p.Sum(d, func(Board) error { return nil })
	if !errors.Is(err, jobdir.ErrCorrupt) || !strings.Contains(err.Error(), done+": ") || !strings.Contains(err.Error(), fmt.Sprintf("-part 2/3 -round %d)", last)) {
		t.Errorf("a damaged done file: %v", err)
	}
	d.Remove(done)
	if err := p.Sum(d, func(Board) error { return nil }); !errors.Is(err, jobdir.ErrNotReady) || !strings.Contains(err.Error(), "part 2 of 3 has not") {
		t.Errorf("a missing done file: %v", err)
	}
	kill := errors.New("killed")
	d.Fail = func(name string) error {
		if name == done {
			return kill
		}
		return nil
	}
	if _, err := p.Round(context.Background(), d, last); !errors.Is(err, kill) {
		t.Fatalf("killed: %v", err)
	}
	d.Fail = nil
	if _, ok := d.ReadFile(done); ok {
		t.Fatal("a part killed as it commits its done file left it")
	}
	states := p.files(d).LayerName(last-1, 2)
	good, _ = d.ReadFile(states)
	bad := append([]byte{}, good...)
	bad[len(bad)/2] ^= 1
	d.WriteFile(states, bad)
	_, err = p.Round(context.Background(), d, last)
	if !errors.Is(err, jobdir.ErrCorrupt) || !strings.Contains(err.Error(), states+": ") || !strings.Contains(err.Error(), fmt.Sprintf("run rounds 1 to %d of every part again, in order (round %d of part 3 reads files that are gone", last, last-1)) {
		t.Errorf("a damaged states file: %v", err)
	}
	d.WriteFile(states, good)
	if rep, err := p.Round(context.Background(), d, last); err != nil || !rep.Ran {
		t.Fatalf("run again: %+v, %v", rep, err)
	}
	if got := lines(t, tb, d); got != want {
		t.Errorf("run again, the parts add up to\n%sthe whole scan is\n%s", got, want)
	}
}

// TestNotReady checks that a round whose round before is not finished is refused with
// the parts that have not, and so are a round past the last and a bad part.
func TestNotReady(t *testing.T) {
	tb := InParts{Width: 3, Length: 4, Parts: 3} // 12 rounds
	d := jobdir.NewMemDir()
	if _, err := tb.Round(context.Background(), d, 1); err != nil {
		t.Fatal(err)
	}
	_, err := tb.Round(context.Background(), d, 2)
	if !errors.Is(err, jobdir.ErrNotReady) || !strings.Contains(err.Error(), "round 1 of 12 is not done: parts 2, 3 of 3 have not finished it") {
		t.Errorf("round 2 before round 1 is done: %v", err)
	}
	if _, err := tb.Round(context.Background(), d, 13); err == nil || !strings.Contains(err.Error(), "rounds 1 to 12") {
		t.Errorf("round 13 of 12: %v", err)
	}
	tb.Part = 3
	if _, err := tb.Round(context.Background(), d, 1); err == nil {
		t.Error("part 4 of 3: no error")
	}
}

// runAllErr runs every round of every part of tb in d in order, as parts.sh does, and
// returns the first error, else the sum's lines.
func runAllErr(tb InParts, d jobdir.Dir) (string, error) {
	for r := 1; r <= tb.Rounds(); r++ {
		for k := 0; k < tb.Parts; k++ {
			p := tb
			p.Part = k
			if _, err := p.Round(context.Background(), d, r); err != nil {
				return "", fmt.Errorf("round %d of part %d: %w", r, k+1, err)
			}
		}
	}
	var b strings.Builder
	err := tb.Sum(d, func(x Board) error {
		fmt.Fprintf(&b, "%d %v %v\n", x.Len, x.Paths, x.Cycles)
		return nil
	})
	return b.String(), err
}

// TestRepairOnce damages the done files of a finished table in two parts, one or two
// at once (a byte appended), as the count's test does: run again as parts.sh runs
// them, the parts either print the table, or stop with a message whose one hint,
// followed, lets them finish; a done file that no round reads any more (not the last
// of a column: the sum reads those) is not read again.
func TestRepairOnce(t *testing.T) {
	tb := InParts{Width: 3, Length: 3, Open: true, Parts: 2}
	d := jobdir.NewMemDir()
	want, err := runAllErr(tb, d)
	if err != nil {
		t.Fatal(err)
	}
	good := map[string][]byte{}
	var dones []string
	for _, n := range d.Names() {
		good[n], _ = d.ReadFile(n)
		if strings.Contains(n, "/done-") {
			dones = append(dones, n)
		}
	}
	for i, a := range dones {
		for _, b := range dones[i:] {
			for _, n := range d.Names() {
				d.Remove(n)
			}
			for n, x := range good {
				d.WriteFile(n, x)
			}
			d.WriteFile(a, append(append([]byte{}, good[a]...), 'x'))
			d.WriteFile(b, append(append([]byte{}, good[b]...), 'x'))
			got, err := runAllErr(tb, d)
			if err != nil {
				reruntest.Follow(t, d, err.Error())
				if got, err = runAllErr(tb, d); err != nil {
					t.Fatalf("%s, %s: after the hint of the first message: %v", a, b, err)
				}
			}
			if got != want {
				t.Fatalf("%s, %s: the parts add up to\n%swant\n%s", a, b, got, want)
			}
		}
	}
}

// TestSingleInParts counts single boards in 1 to 4 parts (Single.InParts), cycles
// and paths, with no end fixed, one, and both (the other squares Inner), and on an
// odd board with the squares of the other colour Inner, and expects the last board of
// the parts' sum to be the single board's count whole, and the rounds run with
// Prepare told of each.
func TestSingleInParts(t *testing.T) {
	ends := func(n int, inner func(sq int) bool, end ...int) []Role {
		roles := make([]Role, n)
		for sq := range roles {
			if inner(sq) {
				roles[sq] = Inner
			}
		}
		for _, e := range end {
			roles[e] = End
		}
		return roles
	}
	none := func(int) bool { return false }
	all := func(int) bool { return true }
	for _, tc := range []struct {
		name string
		s    Single
	}{
		{"3x10 cycles", Single{Rows: 3, Cols: 10}},
		{"5x4 cycles", Single{Rows: 5, Cols: 4}},
		{"4x6 paths", Single{Rows: 4, Cols: 6, Open: true}},
		{"6x4 paths from square 1", Single{Rows: 6, Cols: 4, Open: true, Roles: ends(24, none, 0)}},
		{"3x8 paths from square 2 to 23", Single{Rows: 3, Cols: 8, Open: true, Roles: ends(24, all, 1, 22)}},
		{"5x5 paths, ends on the corners' colour", Single{Rows: 5, Cols: 5, Open: true, Roles: ends(25, func(sq int) bool { return (sq/5+sq%5)%2 == 1 })}},
		{"5x5 paths from square 3", Single{Rows: 5, Cols: 5, Open: true, Roles: ends(25, func(sq int) bool { return (sq/5+sq%5)%2 == 1 }, 2)}},
	} {
		want, err := tc.s.Count(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		for parts := 1; parts <= 4; parts++ {
			t.Run(fmt.Sprintf("%s in %d parts", tc.name, parts), func(t *testing.T) {
				tb, err := tc.s.InParts(tc.name, 0, parts)
				if err != nil {
					t.Fatal(err)
				}
				prepared := 0
				tb.Prepare = func(int64) func() { return func() { prepared++ } }
				d := jobdir.NewMemDir()
				runAll(t, tb, d, func(r, i int) int { return (i + r) % parts })
				var got Board
				if err := tb.Sum(d, func(b Board) error { got = b; return nil }); err != nil {
					t.Fatal(err)
				}
				n := got.Cycles
				if tc.s.Open {
					n = got.Paths
				}
				if got.Len != tb.Length || n.Cmp(want) != 0 {
					t.Errorf("the parts add up to %v at length %d; the board whole has %v", n, got.Len, want)
				}
				if prepared != parts*tb.Rounds() {
					t.Errorf("Prepare told of %d rounds, want %d", prepared, parts*tb.Rounds())
				}
			})
		}
	}
}
