// Package gendata makes the test inputs of the problem package for a board: the sample
// and the secret inputs, canonical as the package's input validator demands (lines of start
// squares one space apart, a last line "-1").
//
// Inputs returns sample/1.in and secret/NAME.in: every-start (each square once, in
// order), reversed-one-line, backtrack (the starts from which the Sicily search backs up),
// backtrack-mixed (every start, each after a backtracking one), and random-100,
// random-1000 and random-5000 (fewer queries on big boards: at most 320000 answer squares
// a file, what 5000 queries of 8×8 give). It asks the tour program of knightstour
// (internal/tour/tourprog, in this process) which starts have a tour and from which the search backs up (it runs out of a budget of
// one node a square). A board where some start has no tour is refused: the problem
// promises a tour from every square. On 8×8 the inputs are those kept in
// judge/problem/files/package/data (TestEightByEight). Answers gives a board's
// answers to an input, as knightstour with the board's flags writes them.
package gendata

import (
	"bufio"
	"bytes"
	"cmp"
	"fmt"
	"io"
	"math/rand"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"github.com/knightstour/knightstour/internal/tour/tourprog"
)

// board is the problem's board and tour kind.
type board struct {
	rows, cols int
	closed     bool
}

// Inputs returns the inputs of the rows×cols board (closed tours if closed) by path
// (sample/1.in, secret/NAME.in). It refuses a board where a start has no tour, with how
// many such starts there are.
func Inputs(rows, cols int, closed bool) (map[string][]byte, error) {
	if rows < 1 || cols < 1 {
		return nil, fmt.Errorf("a board of %dx%d", rows, cols)
	}
	return inputs(board{rows: rows, cols: cols, closed: closed})
}

// Answers returns the answers to the input in on the rows×cols board (closed tours if
// closed): what knightstour with the board's flags writes for it, byte for byte.
func Answers(rows, cols int, closed bool, in []byte) ([]byte, error) {
	b := board{rows: rows, cols: cols, closed: closed}
	out, ok, err := b.answer(in, tourprog.Config{})
	if err == nil && !ok {
		err = fmt.Errorf("knightstour %s: no answer to every query", strings.Join(b.flags(), " "))
	}
	return out, err
}

// flags returns the board flags of knightstour.
func (b board) flags() []string {
	f := []string{"-rows", strconv.Itoa(b.rows), "-cols", strconv.Itoa(b.cols)}
	if b.closed {
		f = append(f, "-closed")
	}
	return f
}

// kind names the tour kind, for messages.
func (b board) kind() string {
	if b.closed {
		return "closed"
	}
	return "open"
}

// answer runs the tour program of knightstour with the board and the method and budget
// of cfg on the input in, and returns its output and whether it answered every query
// (where knightstour exits 0). Its error is one the program could not report.
func (b board) answer(in []byte, cfg tourprog.Config) ([]byte, bool, error) {
	cfg.Rows, cfg.Cols, cfg.Closed = b.rows, b.cols, b.closed
	cfg.Program, cfg.Workers = "knightstour", runtime.GOMAXPROCS(0)
	if err := cfg.Validate(false); err != nil {
		return nil, false, err
	}
	var out bytes.Buffer
	w := bufio.NewWriter(&out)
	err := tourprog.Run(&cfg, bytes.NewReader(in), w, io.Discard, nil)
	if ferr := w.Flush(); ferr != nil {
		return nil, false, ferr
	}
	return out.Bytes(), err == nil, nil
}

// inputs returns the inputs by path below DIR. It refuses a board where a start has no
// tour, with how many such starts there are.
func inputs(b board) (map[string][]byte, error) {
	n := b.rows * b.cols
	every := make([]int, n)
	for i := range every {
		every[i] = i + 1
	}
	out, ok, err := b.answer(queries(every, []string{"\n"}, "-1\n"), tourprog.Config{})
	if err != nil || !ok {
		return nil, fmt.Errorf("knightstour %s: %v", strings.Join(b.flags(), " "), err)
	}
	none := 0
	for _, line := range strings.Split(string(out), "\n") {
		if line == "no tour" {
			none++
		}
	}
	if none > 0 {
		return nil, fmt.Errorf("the %dx%d board has no %s tour from %d of its %d squares: the problem promises a tour from every square", b.rows, b.cols, b.kind(), none, n)
	}
	var bt []int
	for s := 1; s <= n; s++ {
		_, ok, err := b.answer([]byte(strconv.Itoa(s)+"\n-1\n"), tourprog.Config{Method: tourprog.DFS, Budget: int64(n)})
		if err != nil {
			return nil, err
		}
		if !ok {
			bt = append(bt, s)
		}
	}
	reversed := make([]int, n)
	for i := range reversed {
		reversed[i] = n - i
	}
	files := map[string][]byte{
		"sample/1.in":                 sample(n),
		"secret/every-start.in":       queries(every, []string{"\n"}, "-1\n"),
		"secret/reversed-one-line.in": queries(reversed[:n-1], []string{" "}, "1\n-1\n"),
		"secret/random-100.in":        queries(randomStarts(1153, capped(100, n), n), []string{" ", " ", " ", " ", " ", " ", " ", " ", " ", "\n"}, "-1\n"),
		"secret/random-1000.in":       queries(randomStarts(64, capped(1000, n), n), []string{"\n"}, "-1\n"),
		"secret/random-5000.in":       queries(randomStarts(2026, capped(5000, n), n), []string{"\n"}, "-1\n"),
	}
	if len(bt) > 0 {
		// Every start, each one preceded by a backtracking start: a program must not
		// carry anything over from one search to the next.
		var mixed []int
		for s := 1; s <= n; s++ {
			mixed = append(mixed, bt[s%len(bt)], s)
		}
		files["secret/backtrack.in"] = queries(bt, []string{"\n"}, "-1\n")
		files["secret/backtrack-mixed.in"] = queries(mixed, []string{" ", "\n"}, "-1\n")
	}
	return distinct(files), nil
}

// distinct drops the inputs that repeat another (on the board of one square every start
// and the reversed line are the sample's "1 -1"; problemtools warns of identical
// inputs): the sample, then every-start, then the rest in name order are kept first.
func distinct(files map[string][]byte) map[string][]byte {
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	rank := func(name string) int {
		switch name {
		case "sample/1.in":
			return 0
		case "secret/every-start.in":
			return 1
		}
		return 2
	}
	slices.SortFunc(names, func(a, b string) int {
		if c := cmp.Compare(rank(a), rank(b)); c != 0 {
			return c
		}
		return strings.Compare(a, b)
	})
	seen := map[string]bool{}
	for _, name := range names {
		if seen[string(files[name])] {
			delete(files, name)
			continue
		}
		seen[string(files[name])] = true
	}
	return files
}

// capped returns q, or fewer queries so that q answers of n squares hold at most 320000
// squares; at least 1.
func capped(q, n int) int {
	return max(1, min(q, 320000/n))
}

// sample returns the sample input on a board of n squares: the starts 1, 2, 3 and n,
// each once and on the board (on 1×1 only 1), the first three on one line, then -1.
func sample(n int) []byte {
	var starts []int
	var seps []string
	for _, s := range []int{1, 2, 3, n} {
		if s <= n && (len(starts) == 0 || s > starts[len(starts)-1]) {
			starts = append(starts, s)
			seps = append(seps, " ")
		}
	}
	for i := 2; i < len(seps); i++ {
		seps[i] = "\n"
	}
	seps[len(seps)-1] = "\n"
	return queries(starts, seps, "-1\n")
}

// queries writes starts with the separators seps in turn (the one after starts[i] is
// seps[i%len(seps)]) and then end.
func queries(starts []int, seps []string, end string) []byte {
	var b bytes.Buffer
	for i, s := range starts {
		b.WriteString(strconv.Itoa(s))
		b.WriteString(seps[i%len(seps)])
	}
	b.WriteString(end)
	return b.Bytes()
}

// randomStarts returns q starts in 1..n drawn with a fixed seed.
func randomStarts(seed int64, q, n int) []int {
	r := rand.New(rand.NewSource(seed))
	starts := make([]int, q)
	for i := range starts {
		starts[i] = r.Intn(n) + 1
	}
	return starts
}
