package tourprog

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strings"
	"testing"
)

// TestAhead checks that answering with workers searching ahead writes exactly what one
// goroutine writes, in the same order, and stops at the same error with the same
// answers before it: tours found and cached, constructed, "no tour" with its reason,
// grids, a search that gives up under -method dfs, a bad token, and an input that ends
// without -1.
func TestAhead(t *testing.T) {
	var many strings.Builder
	for i := 0; i < 300; i++ {
		fmt.Fprintf(&many, "%d\n", 1+(i*37)%1600)
	}
	for _, tc := range []struct {
		name  string
		cfg   Config
		stdin string
	}{
		{"repeats", Config{Rows: 40, Cols: 40}, many.String() + "1 1 1600 -1 5\n"},
		{"no tour", Config{Rows: 33, Cols: 33, Closed: true}, "1 2 3 4 545 -1\n"},
		{"grid", Config{Rows: 32, Cols: 32, Format: Grid}, "1 1024 500\n"},
		{"gave up", Config{Rows: 32, Cols: 40, Method: DFS, Budget: 20000}, "2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n"},
		{"bad token", Config{Rows: 40, Cols: 40}, "1 2 3\n4 x 5\n"},
		{"too big", Config{Rows: 40, Cols: 40}, "1 2 3 1601\n"},
		{"no -1", Config{Rows: 50, Cols: 50}, "7 8 9"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := &tc.cfg
			if err := cfg.Validate(false); err != nil {
				t.Fatal(err)
			}
			run := func(workers int) (string, string, string) {
				var out, stderr bytes.Buffer
				w := bufio.NewWriter(&out)
				err := runWorkers(cfg, strings.NewReader(tc.stdin), w, &stderr, nil, workers)
				w.Flush()
				return out.String(), stderr.String(), fmt.Sprint(err)
			}
			wantOut, wantStderr, wantErr := run(0)
			if wantOut == "" {
				t.Fatal("no answers at all: the case tests nothing")
			}
			for _, workers := range []int{1, 2, 3} {
				out, stderr, err := run(workers)
				if out != wantOut {
					t.Errorf("%d workers: stdout differs from one goroutine's (%d bytes against %d)", workers, len(out), len(wantOut))
				}
				if stderr != wantStderr || err != wantErr {
					t.Errorf("%d workers: stderr %q and error %q, want %q and %q", workers, stderr, err, wantStderr, wantErr)
				}
			}
		})
	}
}

// TestAheadCancel checks that an error does not wait for searches past it: under
// -method dfs without a budget the search from square 11 of 32×32 does not end in any
// time a test can wait, and a worker starts it while the answer before it fails (a
// second drawing on stdout). One goroutine never starts it; the workers must stop it,
// or the run never ends (go test's -timeout reports it).
func TestAheadCancel(t *testing.T) {
	cfg := &Config{Rows: 32, Cols: 32, Method: DFS, Format: SVG}
	err := runWorkers(cfg, strings.NewReader("1 2 11\n"), bufio.NewWriter(io.Discard), io.Discard, nil, 2)
	if err == nil || !strings.Contains(err.Error(), "one drawing") {
		t.Errorf("error %v, want the one about a second drawing", err)
	}
}

// TestAheadDepth checks the bound on the answers waiting to be written.
func TestAheadDepth(t *testing.T) {
	for _, tc := range []struct{ n, workers, want int }{
		{10_000, 2, 64},
		{10_000, 4, 128},
		{1_000_000, 2, 3},
		{1_000_000, 4, 4},
		{1024, 3, 96},
	} {
		if got := aheadDepth(tc.n, tc.workers); got != tc.want {
			t.Errorf("aheadDepth(%d, %d) = %d, want %d", tc.n, tc.workers, got, tc.want)
		}
	}
}

// TestAheadWorkers checks that the goroutines searching ahead are as many as
// Config.Workers allows, up to maxWorkers, and none on small boards, where the
// construction answers alone, or where Workers allows one.
func TestAheadWorkers(t *testing.T) {
	for _, tc := range []struct {
		cfg  Config
		want int
	}{
		{Config{Rows: 32, Cols: 32, Workers: 2}, 2},
		{Config{Rows: 32, Cols: 32, Workers: 64}, maxWorkers},
		{Config{Rows: 32, Cols: 32, Workers: 1}, 0},
		{Config{Rows: 32, Cols: 32}, 0},
		{Config{Rows: 8, Cols: 8, Workers: 4}, 0},
		{Config{Rows: 32, Cols: 32, Method: Construct, Workers: 4}, 0},
	} {
		if got := aheadWorkers(&tc.cfg); got != tc.want {
			t.Errorf("%+v: %d workers, want %d", tc.cfg, got, tc.want)
		}
	}
}
