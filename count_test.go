package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"math/big"
	"math/bits"
	"os"
	"os/exec"
	"reflect"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"knightstour/internal/sicily"
)

// toursBrute returns t[s][e], the number of tours of the rows×cols board (at most 64
// squares; small ones in practice) from square s to square e (0-based), by a plain
// depth-first search over bit sets of visited squares. It is the test's own counter,
// independent of package count.
func toursBrute(rows, cols int) [][]int64 {
	n := rows * cols
	var nbr []uint64
	for a := 0; a < n; a++ {
		var m uint64
		for b := 0; b < n; b++ {
			if dr, dc := a/cols-b/cols, a%cols-b%cols; dr*dr+dc*dc == 5 {
				m |= 1 << uint(b)
			}
		}
		nbr = append(nbr, m)
	}
	t := make([][]int64, n)
	for s := range t {
		t[s] = make([]int64, n)
	}
	all := uint64(1)<<uint(n) - 1
	var dfs func(s, cur int, seen uint64)
	dfs = func(s, cur int, seen uint64) {
		if seen == all {
			t[s][cur]++
			return
		}
		// Every unseen square but the last needs two links (unseen neighbours, or cur).
		lonely := 0
		for u := 0; u < n; u++ {
			if seen>>uint(u)&1 == 0 {
				switch bits.OnesCount64(nbr[u] & (^seen | 1<<uint(cur))) {
				case 0:
					return
				case 1:
					lonely++
				}
			}
		}
		if lonely > 1 {
			return
		}
		for m := nbr[cur] &^ seen; m != 0; m &= m - 1 {
			next := bits.TrailingZeros64(m)
			dfs(s, next, seen|1<<uint(next))
		}
	}
	for s := 0; s < n; s++ {
		dfs(s, s, 1<<uint(s))
	}
	return t
}

// publishedTours are counts from the literature for boards too large for toursBrute:
// undirected closed tours (OEIS A001230, A070030, A175881) and directed open tours of
// n×n boards from every start (A165134), keyed by board and kind.
var publishedTours = map[string]string{
	"6x6 closed":  "9862",              // A001230, A175881
	"3x12 closed": "176",               // A070030
	"3x40 closed": "11010065269439104", // A070030
	"6x6 open":    "6637920",           // A165134 (directed, every start)
}

// bruteSquares is the largest board that checkCounts counts by brute force.
const bruteSquares = 30

// expectedCount returns what -count should print for query q (1-based start, or 0) on
// cfg's board, from toursBrute on boards of at most bruteSquares and from publishedTours
// otherwise; ok is false when neither knows.
func expectedCount(cfg *countConfig, q int, brute [][]int64) (want *big.Int, ok bool) {
	rows, cols, n := cfg.rows, cfg.cols, cfg.rows*cfg.cols
	adjacent := func(a, b int) bool {
		dr, dc := a/cols-b/cols, a%cols-b%cols
		return dr*dr+dc*dc == 5
	}
	if brute != nil {
		var sum int64
		for s := 0; s < n; s++ {
			for e := 0; e < n; e++ {
				if (q == 0 || s == q-1) && (cfg.end == 0 || e == cfg.end-1) && (!cfg.closed || adjacent(s, e)) {
					sum += brute[s][e]
				}
			}
		}
		return big.NewInt(sum), true
	}
	board := strconv.Itoa(rows) + "x" + strconv.Itoa(cols)
	if cfg.closed {
		p, ok := publishedTours[board+" closed"]
		if !ok {
			return nil, false
		}
		c, _ := new(big.Int).SetString(p, 10)
		switch {
		case cfg.end == 0 && q == 0: // 2 directions × n starts × C
			return c.Mul(c, big.NewInt(int64(2*n))), true
		case cfg.end == 0 || q == 0: // 2C from one start, or to one end
			return c.Lsh(c, 1), true
		case !adjacent(q-1, cfg.end-1):
			return new(big.Int), true
		}
		// Cycles through the edge from q to the end: every cycle when the end is a
		// corner of a board whose corners have two neighbours.
		if e := cfg.end - 1; (e == 0 || e == n-1 || e == cols-1 || e == n-cols) && min(rows, cols) >= 3 {
			return c, true
		}
		return nil, false
	}
	if p, ok := publishedTours[board+" open"]; ok && q == 0 && cfg.end == 0 {
		c, _ := new(big.Int).SetString(p, 10)
		return c, true
	}
	return nil, false
}

// countQueries returns the queries (0 included) that stdin asks for before -1, the end,
// or the first bad token.
func countQueries(stdin string, n int) []int {
	var qs []int
	for _, tok := range strings.Fields(stdin) {
		v, err := strconv.Atoi(tok)
		if err != nil || v < 0 || v > n {
			break
		}
		qs = append(qs, v)
	}
	return qs
}

// checkCounts checks the output of -count: one decimal line per query, each equal to
// the test's own count (brute force or published).
func checkCounts(t *testing.T, cfg *countConfig, stdin, out string) {
	t.Helper()
	qs := countQueries(stdin, cfg.rows*cfg.cols)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if out == "" {
		lines = nil
	}
	if len(lines) != len(qs) {
		t.Fatalf("%d answers for %d queries", len(lines), len(qs))
	}
	var brute [][]int64
	if cfg.rows*cfg.cols <= bruteSquares {
		brute = toursBrute(cfg.rows, cfg.cols)
	}
	for i, q := range qs {
		want, ok := expectedCount(cfg, q, brute)
		if !ok {
			t.Errorf("query %d: no independent count to check %q against", q, lines[i])
			continue
		}
		if lines[i] != want.String() {
			t.Errorf("query %d: %q, want %v", q, lines[i], want)
		}
	}
}

// TestCountQueries runs -count end to end on small boards and checks every answer
// against the brute force: all starts, 0, -end, -closed, and the messages of the
// answers that theory settles at once.
func TestCountQueries(t *testing.T) {
	for _, tc := range []struct {
		name   string
		args   []string
		stdin  string
		stderr string // all of it
	}{
		{"5x5 open", []string{"-rows", "5", "-cols", "5"}, "0 1 3 13 25 -1", ""},
		{"5x5 minority colour", []string{"-rows", "5", "-cols", "5"}, "2\n", "knightstour: 5x5 square 2: no open tour: on an odd×odd board a tour must start on a corner-coloured square\n"},
		{"3x4 every start", []string{"-rows", "3", "-cols", "4"}, "0 1 2 4 5", "knightstour: 3x4 square 2: no open tour: on a 3×4 board a tour must start in the first or last column\n"},
		{"3x4 to a corner", []string{"-rows", "3", "-cols", "4", "-end", "12"}, "0 1 4 9", "knightstour: 3x4 square 4 to 12: a knight's move changes colour, so a tour of a board with an even number of squares ends on the other colour than its start\n"},
		{"to itself", []string{"-rows", "3", "-cols", "4", "-end", "1"}, "1", "knightstour: 3x4 square 1 to 1: a tour of more than one square ends on another square than its start\n"},
		{"end with no tour", []string{"-rows", "4", "-cols", "5", "-end", "7"}, "1 0", "knightstour: 4x5 square 1 to 7: no tour ends at square 7, since none starts there: no open tour: on a 4×n board a tour must start in the first or last row (Pósa: outer squares touch only inner ones)\nknightstour: 4x5 every square to 7: no tour ends at square 7, since none starts there: no open tour: on a 4×n board a tour must start in the first or last row (Pósa: outer squares touch only inner ones)\n"},
		{"no closed tour", []string{"-rows", "4", "-cols", "5", "-closed"}, "0 3", "knightstour: 4x5 every square: no closed tour: a 4×n board has no closed tour (outer squares touch only inner ones)\nknightstour: 4x5 square 3: no closed tour: a 4×n board has no closed tour (outer squares touch only inner ones)\n"},
		{"1x1", []string{"-rows", "1", "-cols", "1"}, "1 0", ""},
		{"1x1 to itself", []string{"-rows", "1", "-cols", "1", "-end", "1"}, "1", ""},
		{"zeros", []string{"-rows", "4", "-cols", "5"}, "00 -0 20", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"-count"}, tc.args...)
			cmd, err := parseFlags(args, io.Discard)
			if err != nil {
				t.Fatal(err)
			}
			cfg := cmd.count
			out, stderr, code := runMain(t, tc.stdin, args...)
			if code != 0 {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			if stderr != tc.stderr {
				t.Errorf("stderr %q, want %q", stderr, tc.stderr)
			}
			checkCounts(t, cfg, tc.stdin, out)
		})
	}
}

// TestCountClosedEnd checks closed tours to a fixed end on 5×6 against the brute force:
// only starts a knight's move from the end count, the others are 0 with a reason.
func TestCountClosedEnd(t *testing.T) {
	args := []string{"-count", "-closed", "-rows", "5", "-cols", "6", "-end", "1"}
	cmd, err := parseFlags(args, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	cfg := cmd.count
	stdin := "0 9 14 2"
	out, stderr, code := runMain(t, stdin, args...)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	if want := "knightstour: 5x6 square 2 to 1: no closed tour ends at square 1: it is not a knight's move from square 2\n"; stderr != want {
		t.Errorf("stderr %q, want %q", stderr, want)
	}
	checkCounts(t, cfg, stdin, out)
}

// TestCountBadInput checks that a bad token stops -count after the answers before it,
// naming the line and the token, with status 1.
func TestCountBadInput(t *testing.T) {
	out, stderr, code := runMain(t, "1\n0\nx\n2\n", "-count", "-rows", "3", "-cols", "4")
	if code != 1 || out != "2\n16\n" {
		t.Errorf("exit %d, stdout %q; want 1 and the two answers before the bad token", code, out)
	}
	if want := "knightstour: line 3: \"x\" is not a square (want 1..12, or 0 for every square)\n"; stderr != want {
		t.Errorf("stderr %q, want %q", stderr, want)
	}
}

// TestCountInterrupt sends Ctrl-C (SIGINT), SIGTERM and SIGHUP to a count that would
// run for hours: the answer before it is written, stderr says what stopped, the same
// for each, and the status is 128 + the signal (130, 143, 129).
func TestCountInterrupt(t *testing.T) {
	for _, tc := range []struct {
		sig  syscall.Signal
		code int
	}{
		{syscall.SIGINT, exitInterrupted},
		{syscall.SIGTERM, 143},
		{syscall.SIGHUP, 129},
	} {
		t.Run(tc.sig.String(), func(t *testing.T) {
			// -mem 1TB: the count is far beyond this machine, but it stops long before it grows.
			cmd := exec.Command(os.Args[0], "-count", "-rows", "8", "-cols", "8", "-end", "3", "-mem", "1TB")
			cmd.Env = append(os.Environ(), "KNIGHTSTOUR_MAIN=1")
			cmd.Stdin = strings.NewReader("1 2\n")
			var errOut bytes.Buffer
			cmd.Stderr = &errOut
			stdout, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			// Square 1 is the colour of square 3: its answer, 0, comes at once; then the
			// count from square 2 begins.
			r := bufio.NewReader(stdout)
			first, err := r.ReadString('\n')
			if err != nil || first != "0\n" {
				t.Fatalf("first answer %q, %v; want 0", first, err)
			}
			time.Sleep(100 * time.Millisecond)
			if err := cmd.Process.Signal(tc.sig); err != nil {
				t.Fatal(err)
			}
			rest, _ := io.ReadAll(r)
			err = cmd.Wait()
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != tc.code {
				t.Fatalf("wait: %v, want exit status %d", err, tc.code)
			}
			if len(rest) != 0 {
				t.Errorf("more stdout %q after the interrupt", rest)
			}
			lines := strings.Split(errOut.String(), "\n")
			if len(lines) != 3 || !strings.HasPrefix(lines[1], "knightstour: interrupted: the count for 8x8 square 2 to 3 stopped in row ") ||
				!strings.HasSuffix(lines[1], "; what it had counted is lost") || strings.Contains(lines[1], "context") {
				t.Errorf("stderr %q", errOut.String())
			}
		})
	}
}

// FuzzCountQueries checks -count's reading of queries against strings.FieldsFunc and
// strconv.Atoi, as FuzzQueryReader does for tours, with 0 (every start) a query too.
func FuzzCountQueries(f *testing.F) {
	for _, s := range []string{"0 1 2 -1", "00 -0", "0\r\n64\r\n", "abc", "65", "-2", "-1 x", "99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		queries, errc := readCountQueries(context.Background(), strings.NewReader(in), 64)
		var qs []int
		for q := range queries {
			qs = append(qs, q)
		}
		err := <-errc
		var want []int
		var bad bool
		for _, tok := range strings.FieldsFunc(in, func(r rune) bool { return r < 128 && strings.ContainsRune(" \n\t\r\v\f", r) }) {
			v, perr := strconv.Atoi(tok)
			if strings.HasPrefix(tok, "+") {
				perr = strconv.ErrSyntax
			}
			if perr == nil && v == -1 && len(tok) <= sicily.MaxToken {
				break
			}
			if perr != nil || v < 0 || v > 64 || len(tok) > sicily.MaxToken {
				bad = true
				break
			}
			want = append(want, v)
		}
		if !reflect.DeepEqual(qs, want) || bad != (err != nil) {
			t.Fatalf("%q: got %v, %v; want %v, error %v", in, qs, err, want, bad)
		}
	})
}
