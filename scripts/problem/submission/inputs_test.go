package main

import (
	"bytes"
	"math/rand"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/sebdah/goldie/v2"
)

// The secret inputs of the problem package that cases/ does not already hold are
// generated here and kept in scripts/problem/package/data/secret (goldie fixtures):
// TestSecretInputs regenerates them and compares; GOLDIE_UPDATE=1 rewrites them.
// scripts/package.sh copies them into the package and runs the program on them for the
// answer files.

// backtrackStarts returns the starts (1-based) from which the Sicily search on a
// rows×cols board backs up at least once: it enters more nodes than the board has
// squares before it finds the tour.
func backtrackStarts(rows, cols int) []int {
	s := newSearcher(rows, cols)
	path := make([]int32, rows*cols)
	var starts []int
	for start := 1; start <= rows*cols; start++ {
		if _, nodes := s.search(start-1, false, 0, path); nodes > int64(rows*cols) {
			starts = append(starts, start)
		}
	}
	return starts
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

// randomStarts returns n starts in 1..64 drawn with a fixed seed.
func randomStarts(seed int64, n int) []int {
	r := rand.New(rand.NewSource(seed))
	starts := make([]int, n)
	for i := range starts {
		starts[i] = r.Intn(64) + 1
	}
	return starts
}

// secretInputs returns the generated secret inputs by name.
func secretInputs() []struct {
	name string
	in   []byte
} {
	reversed := make([]int, 64)
	for i := range reversed {
		reversed[i] = 64 - i
	}
	// Every start, each one preceded by a backtracking start: the program must not
	// carry anything over from one search to the next.
	var mixed []int
	bt := backtrackStarts(8, 8)
	for s := 1; s <= 64; s++ {
		mixed = append(mixed, bt[s%len(bt)], s)
	}
	return []struct {
		name string
		in   []byte
	}{
		{"backtrack", queries(bt, []string{"\n"}, "-1\n")},
		{"backtrack-mixed", queries(mixed, []string{" ", "\n"}, "-1\n")},
		{"reversed-one-line", queries(reversed, []string{" "}, "-1\n")},
		{"whitespace", queries(reversed, []string{"\t", "   ", "\r\n", "\n\n\n", " \t \r\n"}, "\n  -1")},
		{"leading-blank-lines", append([]byte("\n\n   \n\t\n"), queries([]int{64, 1, 35}, []string{"\n"}, "-1\n")...)},
		{"random-100", queries(randomStarts(1153, 100), []string{" ", " ", " ", " ", " ", " ", " ", " ", " ", "\n"}, "-1\n")},
		{"random-5000-no-end", queries(randomStarts(2026, 5000), []string{"\n"}, "")},
		{"random-1000-trailing", queries(randomStarts(64, 1000), []string{"\n"}, "-1\n1 2 3\n")},
	}
}

// TestBacktrackStarts pins what the secret inputs rely on: on 8×8 the Sicily search
// backs up from some start, and not from most.
func TestBacktrackStarts(t *testing.T) {
	bt := backtrackStarts(8, 8)
	if len(bt) == 0 || len(bt) > 8 {
		t.Fatalf("backtracking starts %v: want a few", bt)
	}
	t.Logf("backtracking starts on 8×8: %v", bt)
}

// TestSecretInputs regenerates the secret inputs and compares them with the files in
// scripts/problem/package/data/secret.
func TestSecretInputs(t *testing.T) {
	g := goldie.New(t,
		goldie.WithFixtureDir(filepath.Join("..", "package", "data", "secret")),
		goldie.WithNameSuffix(".in"))
	for _, tc := range secretInputs() {
		t.Run(tc.name, func(t *testing.T) {
			g.Assert(t, tc.name, tc.in)
		})
	}
}
