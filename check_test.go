package main

import (
	"strconv"
	"strings"
	"testing"
)

// queriesOf returns the start squares that stdin asks for before -1, the end, or the
// first token that is not a square of a board with n squares.
func queriesOf(stdin string, n int) []int {
	var qs []int
	for _, tok := range strings.Fields(stdin) {
		v, err := strconv.Atoi(tok)
		if err != nil || v < 1 || v > n {
			break
		}
		qs = append(qs, v)
	}
	return qs
}

// checkAnswers checks that out holds one legal answer for each query of stdin.
func checkAnswers(t *testing.T, rows, cols int, closed bool, stdin, out string) {
	t.Helper()
	qs := queriesOf(stdin, rows*cols)
	lines := strings.SplitAfter(out, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines) != len(qs) {
		t.Fatalf("%d answers for %d queries", len(lines), len(qs))
	}
	for i, line := range lines {
		if err := checkLine(rows, cols, qs[i], closed, line); err != nil {
			t.Errorf("answer %d (start %d): %v", i+1, qs[i], err)
		}
	}
}

// checkLine is a stand-in for the judge until it lands.
func checkLine(rows, cols, start int, closed bool, line string) error {
	if !strings.HasSuffix(line, "\n") {
		return errorString("no newline")
	}
	f := strings.Split(strings.TrimSuffix(line, "\n"), " ")
	if len(f) != rows*cols {
		return errorString("wrong length")
	}
	seen := make([]bool, rows*cols+1)
	prev := 0
	for i, tok := range f {
		v, err := strconv.Atoi(tok)
		if err != nil || v < 1 || v > rows*cols || seen[v] || (i == 0 && v != start) {
			return errorString("bad square " + tok)
		}
		seen[v] = true
		if i > 0 {
			dr, dc := (v-1)/cols-(prev-1)/cols, (v-1)%cols-(prev-1)%cols
			if dr*dr+dc*dc != 5 {
				return errorString("not a move " + tok)
			}
		}
		prev = v
	}
	return nil
}

type errorString string

func (e errorString) Error() string { return string(e) }
