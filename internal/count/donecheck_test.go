package count

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/knightstour/knightstour/internal/count/layerfile"
)

// TestDoneDamaged changes every byte of a real done file, the last round's of a count
// in two parts, in turn, and damages it in other ways: every change is refused, with an
// error that names the part and round to run again, and never read as another count.
func TestDoneDamaged(t *testing.T) {
	ctx := context.Background()
	d := layerfile.NewMemDir()
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
		if !errors.Is(err, layerfile.ErrCorrupt) || !strings.Contains(err.Error(), "run round 1 of part 2 again") {
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
	d := layerfile.NewMemDir()
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
	if !layerfile.Missing(err) || !strings.Contains(err.Error(), "run round 1 of part 2 again (-part 2/2 -round 1)") {
		t.Errorf("%v: want an error naming round 1 of part 2", err)
	}
}

// TestRoundRow checks that a part's progress in a round says the row the round is in,
// not the board's first: a round begins at its first square (a SIGTERM's message and
// the progress line read it).
func TestRoundRow(t *testing.T) {
	ctx := context.Background()
	d := layerfile.NewMemDir()
	parts := make([]*Counter, 2)
	for k := range parts {
		parts[k], _ = New(5, 8, false, Every, Options{Part: k, Parts: 2, Method: MethodScan})
	}
	rs := parts[0].job(0).plan()
	for r, rd := range rs {
		for k, c := range parts {
			var rows []int
			c.scan.hook = func() { rows = append(rows, c.Progress().Row) }
			if _, err := c.Round(ctx, 0, r+1, d); err != nil {
				t.Fatal(err)
			}
			for _, row := range rows {
				if row < rd.from/5 {
					t.Errorf("round %d of part %d (squares %d to %d): progress at row %d", r+1, k+1, rd.from, rd.to, row+1)
					break
				}
			}
		}
	}
}

// TestHalfDamaged damages the half that part 2 of a closed count in two parts kept for
// the meet, a byte in its middle: the part that reads it says which part's round to
// run again, the one that kept it.
func TestHalfDamaged(t *testing.T) {
	ctx := context.Background()
	d := layerfile.NewMemDir()
	parts := make([]*Counter, 2)
	for k := range parts {
		parts[k], _ = New(6, 6, true, Every, Options{Part: k, Parts: 2, Method: MethodScan})
	}
	rs := parts[0].job(0).plan()
	kept := 0
	for r, rd := range rs {
		if rd.keep {
			kept = r + 1
		}
	}
	var failed error
	flipped := false
	for r := 1; r <= len(rs) && failed == nil; r++ {
		for _, n := range d.Names() {
			if !flipped && strings.Contains(n, "/half-") && strings.HasSuffix(n, "/2") {
				b, _ := d.ReadFile(n)
				b[len(b)/2] ^= 0x10
				d.WriteFile(n, b)
				flipped = true
			}
		}
		for _, c := range parts {
			if _, err := c.Round(ctx, 0, r, d); err != nil {
				failed = err
				break
			}
		}
	}
	want := fmt.Sprintf("run round %d of part 2 again", kept)
	if kept == 0 || failed == nil || !strings.Contains(failed.Error(), want) {
		t.Errorf("%v: want an error with %q", failed, want)
	}
}
