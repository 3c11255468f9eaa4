package main

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/knightstour/knightstour/internal/notation"
)

// TestNotation judges outputs in chess notation with -notation algebraic, in both
// conventions, and checks the errors: a bad token is quoted as written, a bad value of
// the flag and a board too wide for the letters are judge failures.
func TestNotation(t *testing.T) {
	dir := t.TempDir()
	tour := mustSearch(t, 8, 8, 12, false)
	names := make([]string, len(tour))
	for i, s := range tour {
		names[i] = notation.Name(s, 8, 8)
	}
	good := strings.Join(names, " ") + "\n"
	in := writeFile(t, dir, "input.txt", "d7\n-1\n")
	out := writeFile(t, dir, "output.txt", good)
	numbers := writeFile(t, dir, "numbers.txt", lineOf(tour)+"\n")
	bad := writeFile(t, dir, "bad.txt", strings.Replace(good, " "+names[9]+" ", " j5 ", 1))
	wide := []string{"-notation", "algebraic", "-rows", "5", "-cols", "27"}
	tests := []struct {
		name  string
		args  []string
		stdin string
		exit  int
		msg   string
	}{
		{"right", []string{"-notation", "algebraic", in, out, out}, "", 0, "ok 1 queries: 1 tours"},
		{"numbers too", []string{in, numbers, "-notation", "algebraic"}, "", 0, "ok 1 queries"},
		{"without the flag", []string{in, out}, "", 3, `FAIL input: line 1, token 1: "d7" is not an integer`},
		{"bad token", []string{"-notation", "algebraic", in, bad}, "", 2, `token 10: "j5" is not a square (want 1..64 or a8..h1)`},
		{"capital name", []string{"-notation", "algebraic", in, writeFile(t, dir, "capital.txt", "D7\n")}, "", 2, `wrong output format query 1 (start d7), line 1: token 1: "D7" is not a square (want 1..64 or a8..h1)`},
		{"bad query", []string{"-notation", "algebraic", writeFile(t, dir, "a12.txt", "A12\n"), out}, "", 3, `FAIL input: line 1, token 1: "A12" is not a square (want 1..64 or a8..h1)`},
		{"bad answer file", []string{"-notation", "algebraic", in, out, writeFile(t, dir, "badans.txt", "d7 x\n")}, "", 3, `FAIL the answer file (jury), line 1 (query 1, start d7): token 2: "x" is not a square (want 1..64 or a8..h1)`},
		{"grid: move numbers", []string{"-notation", "algebraic", "-format", "grid", in, writeFile(t, dir, "grid.txt", "a8\n")}, "", 2, `"a8" is not an integer`},
		{"kattis", []string{"-notation", "algebraic", in, out, dir + "/"}, good, 42, ""},
		// Messages name squares as the files do.
		{"not a knight's move", []string{"-notation", "algebraic", in, writeFile(t, dir, "move.txt", "d7 d6\n")}, "", 1, "query 1 (start d7), line 1: position 2 (square d6): d7 -> d6 is not a knight's move\n"},
		{"visited twice", []string{"-notation", "algebraic", in, writeFile(t, dir, "twice.txt", "d7 b8 d7\n")}, "", 1, "position 3 (square d7): visited twice (first at position 1)\n"},
		{"wrong start", []string{"-notation", "algebraic", in, writeFile(t, dir, "start.txt", "a8\n")}, "", 1, "line 1: first square is a8, want d7\n"},
		{"no tour", []string{"-notation", "algebraic", in, writeFile(t, dir, "none.txt", "no tour\n")}, "", 1, "query 1 (start d7), line 1: the output says no tour, but a tour from d7 exists\n"},
		{"a tour where none is", []string{"-notation", "algebraic", "-rows", "3", "-cols", "3", writeFile(t, dir, "b2.txt", "b2\n"), writeFile(t, dir, "b2a1.txt", "b2 a1\n")}, "", 1, "query 1 (start b2), line 1: there is no tour from b2: want \"no tour\"\n"},
		{"bad value", []string{"-notation", "chess", in, out}, "", 3, `FAIL bad argument: -notation "chess": want number or algebraic`},
		{"too wide", append(wide, in, out), "", 3, "FAIL chess notation: 5x27 board"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stderr bytes.Buffer
			code := cliRun(tt.args, strings.NewReader(tt.stdin), io.Discard, &stderr)
			if code != tt.exit || !strings.Contains(stderr.String(), tt.msg) {
				t.Errorf("exit %d, stderr %q; want %d, ... %q", code, stderr.String(), tt.exit, tt.msg)
			}
		})
	}
}
