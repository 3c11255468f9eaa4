package main

import (
	"bytes"
	"math/rand"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/sebdah/goldie/v2"

	"github.com/knightstour/knightstour/internal/tour/sicily"
)

// The secret inputs of the problem package that cases/ does not already hold are
// generated here and kept in judge/problem/files/package/data/secret (goldie fixtures):
// TestSecretInputs regenerates them and compares; GOLDIE_UPDATE=1 rewrites them.
// scripts/package.sh copies them into the package and runs the program on them for the
// answer files. They are canonical, as the package's input validator demands (lines of
// squares one space apart, a last line "-1"); TestLenientInputs feeds the program the
// same queries laid out as the statement does not promise.

// backtrackStarts returns the starts (1-based) from which the Sicily search on a
// rows×cols board backs up at least once: it enters more nodes than the board has
// squares before it finds the tour.
func backtrackStarts(rows, cols int) []int {
	s := sicily.NewSearcher(rows, cols)
	path := make([]int32, rows*cols)
	var starts []int
	for start := 1; start <= rows*cols; start++ {
		if _, nodes := s.Search(start-1, path); nodes > int64(rows*cols) {
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
		{"reversed-one-line", queries(reversed[:63], []string{" "}, "1\n-1\n")},
		{"random-100", queries(randomStarts(1153, 100), []string{" ", " ", " ", " ", " ", " ", " ", " ", " ", "\n"}, "-1\n")},
		{"random-1000", queries(randomStarts(64, 1000), []string{"\n"}, "-1\n")},
		{"random-5000", queries(randomStarts(2026, 5000), []string{"\n"}, "-1\n")},
	}
}

// lenientInputs returns inputs that the statement does not promise but the program
// reads, each with a canonical input of the same queries.
func lenientInputs() []struct{ name, in, canonical string } {
	reversed := make([]int, 64)
	for i := range reversed {
		reversed[i] = 64 - i
	}
	canonical := string(queries(reversed[:63], []string{" "}, "1\n-1\n"))
	return []struct{ name, in, canonical string }{
		{"whitespace", string(queries(reversed, []string{"\t", "   ", "\r\n", "\n\n\n", " \t \r\n", "\v", "\f"}, "\n  -1")), canonical},
		{"leading blank lines", "\n\n   \n\t\n64\n1\n35\n-1\n", "64\n1\n35\n-1\n"},
		{"no -1", "7\n8\n9", "7\n8\n9\n-1\n"},
		{"text after -1", "3\n-1\nabc 65 0\n1 2 3\n", "3\n-1\n"},
		{"CRLF", "1\r\n2\r\n-1\r\n", "1\n2\n-1\n"},
		{"leading zeros", "007 0064\n-01\n", "7 64\n-1\n"},
	}
}

// TestLenientInputs checks that the program answers the lenient inputs as it answers
// their canonical forms.
func TestLenientInputs(t *testing.T) {
	for _, tc := range lenientInputs() {
		t.Run(tc.name, func(t *testing.T) {
			got, stderr, code := runMain(t, []byte(tc.in))
			want, _, _ := runMain(t, []byte(tc.canonical))
			if code != 0 || stderr != "" || got != want || want == "" {
				t.Errorf("exit %d, stderr %q; the answers differ from those to %q", code, stderr, tc.canonical)
			}
		})
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
// judge/problem/files/package/data/secret.
func TestSecretInputs(t *testing.T) {
	g := goldie.New(t,
		goldie.WithFixtureDir(filepath.Join("..", "files", "package", "data", "secret")),
		goldie.WithNameSuffix(".in"))
	for _, tc := range secretInputs() {
		t.Run(tc.name, func(t *testing.T) {
			g.Assert(t, tc.name, tc.in)
		})
	}
}
