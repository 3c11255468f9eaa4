package countprog

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/knightstour/knightstour/internal/count"
	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// TestTableParts runs tables in parts through Run, every round of every part (in
// another order each round), and checks that the parts add up to the whole table's
// lines, byte for byte: the plan's rounds, a sum before the last round (refused with
// the parts that have not finished it), a round done before, the b-file and the
// column, by rows and by columns, 1 and 3 parts, and the queries asked twice.
func TestTableParts(t *testing.T) {
	for _, tc := range []struct {
		name  string
		cfg   Config
		parts int
	}{
		{"5xn closed in 3 parts", Config{Table: &Table{Width: 5, From: 1, To: 8}, Convention: Convention{Closed: true}}, 3},
		{"4xn open undirected in 3 parts", Config{Table: &Table{Width: 4, From: 3, To: 8}, Convention: Convention{Open: true, Undirected: true}}, 3},
		{"nx4 column in 1 part", Config{Table: &Table{Width: 4, From: 2, To: 6, ByRows: true, Form: Column}}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			whole := tc.cfg
			whole.Rows, whole.Cols = tc.cfg.Table.Width, tc.cfg.Table.To
			qs := []int{0, 0}
			want, _, err := runCount(t, whole, qs, Env{})
			if err != nil {
				t.Fatal(err)
			}
			dir := jobdir.NewMemDir()
			part := func(k int, r *Rounds) Config {
				c := whole
				c.Part, c.Parts, c.Rounds = k, tc.parts, r
				return c
			}
			out, _, err := runCount(t, part(1, &Rounds{Plan: true}), qs, Env{Dir: dir})
			rounds, cerr := strconv.Atoi(strings.TrimSpace(out))
			if err != nil || cerr != nil || rounds < tc.cfg.Table.To || rounds > tc.cfg.Table.Width*tc.cfg.Table.To {
				t.Fatalf("the plan: %q, %v; want a round or more a column, a square or fewer", out, err)
			}
			for r := 1; r <= rounds; r++ {
				for i := 0; i < tc.parts; i++ {
					k := (i+r)%tc.parts + 1
					out, _, err := runCount(t, part(k, &Rounds{Round: r}), qs, Env{Dir: dir})
					if err != nil || out != "" {
						t.Fatalf("round %d of part %d: %v, stdout %q", r, k, err, out)
					}
				}
				if r == rounds-1 {
					_, _, err := runCount(t, part(1, &Rounds{}), qs, Env{Dir: dir})
					if !errors.Is(err, count.ErrNotReady) || !strings.Contains(err.Error(), fmt.Sprintf("round %d of %d is not done", rounds, rounds)) {
						t.Errorf("the lines before the last round: %v", err)
					}
				}
			}
			_, stderr, err := runCount(t, part(1, &Rounds{Round: rounds}), qs[:1], Env{Dir: dir, memory: noMachine})
			if err != nil || stderr != "" {
				t.Errorf("a round done before: %v, %q", err, stderr)
			}
			out, _, err = runCount(t, part(tc.parts, &Rounds{}), qs, Env{Dir: dir})
			if err != nil || out != want {
				t.Errorf("the parts add up to\n%s(%v); the whole table is\n%s", out, err, want)
			}
		})
	}
}

// TestTablePartsVerbose checks what -v says of a table's plan and of a part's round.
func TestTablePartsVerbose(t *testing.T) {
	cfg := Config{Rows: 3, Cols: 4, Verbose: true, Table: &Table{Width: 3, From: 1, To: 4}, Part: 2, Parts: 2, Convention: Convention{Closed: true}}
	dir := jobdir.NewMemDir()
	cfg.Rounds = &Rounds{Plan: true}
	out, stderr, err := runCount(t, cfg, []int{0}, Env{Dir: dir})
	if want := "knightstour: the 3xn table, n = 1..4 in 2 parts: a part's tables about "; err != nil || out != "12\n" || !strings.HasPrefix(stderr, want) || !strings.Contains(stderr, "12 rounds; the parts' files will hold about ") {
		t.Errorf("the plan: %q, %v, stderr %q", out, err, stderr)
	}
	for _, k := range []int{1, 2} {
		cfg.Part, cfg.Rounds = k, &Rounds{Round: 1}
		if _, _, err := runCount(t, cfg, []int{0}, Env{Dir: dir}); err != nil {
			t.Fatal(err)
		}
	}
	cfg.Rounds = &Rounds{Round: 2}
	_, stderr, err = runCount(t, cfg, []int{0, 0}, Env{Dir: dir})
	lines := strings.Split(stderr, "\n")
	if want := "knightstour: the 3xn table, n = 1..4 (part 2 of 2, round 2): done (12 rounds in all): its share of the layer, "; err != nil || len(lines) != 3 || !strings.HasPrefix(lines[0], want) || !strings.Contains(lines[1], ": done before (12 rounds in all)") {
		t.Errorf("a round: %v, stderr %q", err, stderr)
	}
	cfg.Rounds = &Rounds{Round: 3}
	cfg.Part = 1
	_, _, err = runCount(t, cfg, []int{0}, Env{Dir: dir})
	if want := "the 3xn table, n = 1..4 (part 1 of 2, round 3): the round before: 3x1..4-cycles-2parts-c111-offsets: round 2 of 12 is not done: part 1 of 2 has not finished it"; err == nil || err.Error() != want {
		t.Errorf("a round before the round before is done: %v, want %q", err, want)
	}
}

// TestTablePartsMemory checks that a part whose tables pass the cap stops with an error
// that says so and after which square, and leaves the round not done.
func TestTablePartsMemory(t *testing.T) {
	cfg := Config{Rows: 5, Cols: 8, Mem: parseMem(t, "1MB"), Table: &Table{Width: 5, From: 1, To: 8}, Part: 1, Parts: 1, Convention: Convention{Closed: true}}
	dir := jobdir.NewMemDir()
	for r := 1; r <= 40; r++ {
		cfg.Rounds = &Rounds{Round: r}
		_, _, err := runCount(t, cfg, []int{0}, Env{Dir: dir})
		if err == nil {
			continue
		}
		want := fmt.Sprintf("the 5xn table, n = 1..8 (part 1 of 1, round %d): the count needs more memory than allowed: its tables hold ", r)
		if !errors.Is(err, count.ErrTooBig) || !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), fmt.Sprintf("after square %d, more than the 750 kB they may use", r)) {
			t.Errorf("%v, want an error beginning %q", err, want)
		}
		done := func(r int) bool {
			_, ok := dir.ReadFile(fmt.Sprintf("5x1..8-cycles-1parts-c221-offsets/round-%d/done-1", r))
			return ok
		}
		if done(r) || r > 1 && !done(r-1) {
			t.Errorf("round %d, stopped, is done, or round %d before it is not", r, r-1)
		}
		return
	}
	t.Error("5x1..8 closed within 1MB: no error")
}

// TestTablePartsInterrupted cancels a part's round of a table as it begins (the query
// read): the error says which round of which part stopped and that it is lost, wraps
// context.Canceled and the cause, and the round is not done.
func TestTablePartsInterrupted(t *testing.T) {
	cfg := Config{Rows: 3, Cols: 4, Table: &Table{Width: 3, From: 1, To: 4}, Part: 1, Parts: 1, Rounds: &Rounds{Round: 1}}
	dir := jobdir.NewMemDir()
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	var out, errOut bytes.Buffer
	err := Run(ctx, cfg, &list{qs: []int{0}}, Env{Stdout: &out, Stderr: &errOut, Dir: dir, memory: noMachine, counted: func() { cancel(errSignal) }})
	want := "interrupted: the 3xn table, n = 1..4 (part 1 of 1, round 1) stopped; this round of the part is lost (run it again), the rounds before are kept"
	if err == nil || err.Error() != want || !errors.Is(err, context.Canceled) || !errors.Is(err, errSignal) {
		t.Errorf("%v, want %q", err, want)
	}
	if names := dir.Names(); len(names) != 0 {
		t.Errorf("files left: %q", names)
	}
}
