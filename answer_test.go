package main

import (
	"bufio"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"knightstour/internal/sicily"
)

// TestAnswerForms checks that an answer gives the same tour as a line and as squares,
// whether the Sicily search found it (a line and a path, from the cache the second
// time) or the construction made it (a walk).
func TestAnswerForms(t *testing.T) {
	for _, method := range []string{methodAuto, methodConstruct} {
		cfg := &tourConfig{rows: 6, cols: 7, method: method, format: formatLine}
		a := newAnswerer(cfg, sicily.MaxCache, nil)
		for _, start := range []int{1, 20, 1} {
			t.Run(fmt.Sprintf("%s/%d", method, start), func(t *testing.T) {
				line, err := a.tour(start)
				if err != nil {
					t.Fatal(err)
				}
				var b strings.Builder
				w := bufio.NewWriter(&b)
				if err := line.writeLine(w); err != nil {
					t.Fatal(err)
				}
				w.Flush()
				sq, err := a.tour(start)
				if err != nil {
					t.Fatal(err)
				}
				var fromSquares []string
				for _, v := range sq.squares(42) {
					fromSquares = append(fromSquares, strconv.Itoa(v))
				}
				if want := strings.Join(fromSquares, " ") + "\n"; b.String() != want {
					t.Errorf("line %q, squares %q", b.String(), want)
				}
				if (line.walk == nil) != (method == methodAuto) {
					t.Errorf("walk %v under -method %s", line.walk, method)
				}
			})
		}
	}
}
