package count

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

// TestDoneDamaged changes every byte of a real done file, the last round's of a count
// in two parts, in turn, and damages it in other ways: every change is refused, with an
// error that names the part and round to run again, and never read as another count.
func TestDoneDamaged(t *testing.T) {
	ctx := context.Background()
	d := jobdir.NewMemDir()
	var c *Counter
	for k := 0; k < 2; k++ {
		var err error
		c, err = New(5, 5, false, Every, Options{Part: k, Parts: 2, Method: MethodDFS})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := c.Round(ctx, 0, 1, d); err != nil {
			t.Fatal(err)
		}
	}
	want, err := c.Sum(0, d)
	if err != nil {
		t.Fatal(err)
	}
	var name string
	for _, n := range d.Names() {
		if strings.HasSuffix(n, "/round-1/done-2") {
			name = n
		}
	}
	good, _ := d.ReadFile(name)
	if !bytes.Contains(good, []byte("result ")) {
		t.Fatalf("%s has no result:\n%s", name, good)
	}
	check := func(t *testing.T, b []byte) {
		t.Helper()
		d.WriteFile(name, b)
		got, err := c.Sum(0, d)
		if err == nil {
			if got.Cmp(want) != 0 {
				t.Fatalf("read as %v, want %v or an error", got, want)
			}
			return
		}
		if !errors.Is(err, jobdir.ErrCorrupt) || !strings.Contains(err.Error(), "run round 1 of part 2 again") {
			t.Fatalf("%v: want an error naming round 1 of part 2", err)
		}
	}
	for i := range good {
		for _, x := range []byte{1, 2, 0x10, 0x20} {
			b := bytes.Clone(good)
			b[i] ^= x
			check(t, b)
		}
	}
	t.Run("cut short", func(t *testing.T) {
		for n := 0; n < len(good); n++ {
			check(t, good[:n])
		}
	})
	t.Run("a line added", func(t *testing.T) { check(t, append(bytes.Clone(good), "result 0\n"...)) })
	d.WriteFile(name, good)
}

// TestLayerMissing checks that a part whose input of the round before is gone says
// which part's round to run again.
func TestLayerMissing(t *testing.T) {
	ctx := context.Background()
	d := jobdir.NewMemDir()
	parts := make([]*Counter, 2)
	for k := range parts {
		parts[k], _ = New(5, 5, false, Every, Options{Part: k, Parts: 2, Method: MethodScan})
		if _, err := parts[k].Round(ctx, 0, 1, d); err != nil {
			t.Fatal(err)
		}
	}
	for _, n := range d.Names() {
		if strings.HasSuffix(n, "/round-1/states-2") {
			d.Remove(n)
		}
	}
	_, err := parts[0].Round(ctx, 0, 2, d)
	if !jobdir.Missing(err) || !strings.Contains(err.Error(), "run round 1 of part 2 again (-part 2/2 -round 1)") {
		t.Errorf("%v: want an error naming round 1 of part 2", err)
	}
}

// TestRoundRow checks that a part's progress in a round says the row the round is in,
// not the board's first: a round begins at its first square (a SIGTERM's message and
// the progress line read it), in package frontier's rounds (5x8 and 5x9, job.fp).
func TestRoundRow(t *testing.T) {
	ctx := context.Background()
	for _, cols := range []int{8, 9} {
		d := jobdir.NewMemDir()
		parts := make([]*Counter, 2)
		for k := range parts {
			parts[k], _ = New(5, cols, false, Every, Options{Part: k, Parts: 2, Method: MethodScan})
		}
		j := parts[0].job(0)
		if j.fp == nil {
			t.Fatalf("5x%d: not by package frontier's parts", cols)
		}
		for r := 1; r <= parts[0].Rounds(0); r++ {
			from, _ := j.fp.Squares(r)
			for k, c := range parts {
				var rows []int
				c.scan.hook = func() { rows = append(rows, c.Progress().Row) }
				if _, err := c.Round(ctx, 0, r, d); err != nil {
					t.Fatal(err)
				}
				if len(rows) == 0 {
					t.Fatalf("5x%d, round %d of part %d: no progress", cols, r, k+1)
				}
				for _, row := range rows {
					if row < from/5 {
						t.Errorf("5x%d, round %d of part %d (from square %d): progress at row %d", cols, r, k+1, from, row+1)
						break
					}
				}
			}
		}
	}
}

// snapshot returns the files of d, for restore.
func snapshot(d *jobdir.MemDir) map[string][]byte {
	files := map[string][]byte{}
	for _, n := range d.Names() {
		files[n], _ = d.ReadFile(n)
	}
	return files
}

// restore makes d hold the files of a snapshot, and only them.
func restore(d *jobdir.MemDir, files map[string][]byte) {
	for _, n := range d.Names() {
		d.Remove(n)
	}
	for n, b := range files {
		d.WriteFile(n, b)
	}
}

// runAll runs every round of every part of the count of the tours from every start in
// order, as parts.sh does, and returns the first error and the sum.
func runAll(parts []*Counter, d jobdir.Dir) (*big.Int, error) {
	for r := 1; r <= parts[0].Rounds(0); r++ {
		for k, c := range parts {
			if _, err := c.Round(context.Background(), 0, r, d); err != nil {
				return nil, fmt.Errorf("round %d of part %d: %w", r, k+1, err)
			}
		}
	}
	return parts[0].Sum(0, d)
}

// TestRepairOnce damages the done files of a finished count in two parts, one or two
// at once (each with the next), in two ways (a byte appended; another round's or part's done file in its
// place): the parts run again as parts.sh runs them either print the count, or stop
// with a message whose one hint, followed, lets them finish. A damaged done file of a
// round that the rounds after it no longer need (the count is finished, or the next
// round is done by every part) is not read again.
func TestRepairOnce(t *testing.T) {
	for _, tc := range []struct {
		rows, cols int
		closed     bool
	}{{4, 6, false}, {5, 6, true}} {
		t.Run(fmt.Sprintf("%dx%d closed %v", tc.rows, tc.cols, tc.closed), func(t *testing.T) {
			d := jobdir.NewMemDir()
			parts := make([]*Counter, 2)
			for k := range parts {
				parts[k], _ = New(tc.rows, tc.cols, tc.closed, Every, Options{Part: k, Parts: 2, Method: MethodScan})
			}
			want, err := runAll(parts, d)
			if err != nil {
				t.Fatal(err)
			}
			good := snapshot(d)
			var dones []string
			for _, n := range d.Names() {
				if strings.Contains(n, "/done-") {
					dones = append(dones, n)
				}
			}
			if len(dones) < 4 || want.Sign() == 0 {
				t.Fatalf("%d done files, %v tours: want a count in rounds", len(dones), want)
			}
			damage := map[string]func(n string) []byte{
				"a byte appended": func(n string) []byte { return append(bytes.Clone(good[n]), 'x') },
				"another's": func(n string) []byte {
					for i, m := range dones {
						if m == n {
							return good[dones[(i+1)%len(dones)]]
						}
					}
					return nil
				},
			}
			for how, bad := range damage {
				for i, a := range dones {
					for _, b := range []string{a, dones[(i+1)%len(dones)]} { // alone, and with the next
						restore(d, good)
						d.WriteFile(a, bad(a))
						d.WriteFile(b, bad(b))
						got, err := runAll(parts, d)
						if err != nil {
							reruntest.Follow(t, d, err.Error())
							if got, err = runAll(parts, d); err != nil {
								t.Fatalf("%s, %s (%s): after the hint of the first message: %v", a, b, how, err)
							}
						}
						if got.Cmp(want) != 0 {
							t.Fatalf("%s, %s (%s): %v tours, want %v", a, b, how, got, want)
						}
					}
				}
			}
		})
	}
}
