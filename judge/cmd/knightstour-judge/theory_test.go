package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/knightstour/knightstour/internal/cppbuild"
	"github.com/knightstour/knightstour/internal/theory"
	"github.com/knightstour/knightstour/internal/tools"
)

// theoryBoards are the boards on which TestTheoryCpp compares the two rules: every
// board up to 12×12, and long thin ones (the rule's cases by the short side).
func theoryBoards() [][2]int {
	var boards [][2]int
	for r := 1; r <= 12; r++ {
		for c := 1; c <= 12; c++ {
			boards = append(boards, [2]int{r, c})
		}
	}
	for _, m := range []int{1, 2, 3, 4, 5} {
		for _, n := range []int{13, 14, 20, 21, 40, 41} {
			boards = append(boards, [2]int{m, n}, [2]int{n, m})
		}
	}
	return boards
}

// TestTheoryCpp checks that noTour in cpp/judge.h, the C++ judges' port of
// internal/theory, says "no tour" on exactly the squares where theory.Check does,
// open and closed, on every square of theoryBoards. It builds a small program with
// g++ (skipped without it), kept between runs by internal/cppbuild.
func TestTheoryCpp(t *testing.T) {
	gpp, err := tools.OS.GPP()
	if err != nil {
		t.Skip("g++ is not installed: the C++ port of the theory is not checked")
	}
	dir := t.TempDir()
	include, err := filepath.Abs(cppSrc)
	if err != nil {
		t.Fatal(err)
	}
	src := filepath.Join(dir, "theory.cpp")
	prog := `#include <cstdio>
#include "judge.h"
int main() {
    long long rows, cols;
    while (std::scanf("%lld %lld", &rows, &cols) == 2) {
        for (int closed = 0; closed < 2; closed++) {
            for (long long r = 0; r < rows; r++) {
                for (long long c = 0; c < cols; c++) std::putchar(ktjudge::noTour(rows, cols, r, c, closed) ? 'x' : '.');
            }
            std::putchar('\n');
        }
    }
}
`
	if err := os.WriteFile(src, []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	// Kept between runs by internal/cppbuild, as the other C++ programs are: the
	// source is compiled in its folder by its own name, out of the cache's key.
	c, err := cppbuild.New(gpp)
	if err != nil {
		t.Fatal(err)
	}
	bin, err := c.Compile(cppbuild.CacheDir(), dir, filepath.Join(dir, "theory"), "-std=c++17", "-O0", "-I", include, "theory.cpp")
	if err != nil {
		t.Fatalf("g++: %v", err)
	}
	var in, want strings.Builder
	for _, b := range theoryBoards() {
		fmt.Fprintf(&in, "%d %d\n", b[0], b[1])
		for _, closed := range []bool{false, true} {
			for r := 0; r < b[0]; r++ {
				for c := 0; c < b[1]; c++ {
					if theory.Check(b[0], b[1], r, c, closed) != nil {
						want.WriteByte('x')
					} else {
						want.WriteByte('.')
					}
				}
			}
			want.WriteByte('\n')
		}
	}
	cmd := exec.Command(bin)
	cmd.Stdin = strings.NewReader(in.String())
	got, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	gotLines, wantLines := strings.Split(string(got), "\n"), strings.Split(want.String(), "\n")
	if len(gotLines) != len(wantLines) {
		t.Fatalf("%d lines, want %d", len(gotLines), len(wantLines))
	}
	for i, b := range theoryBoards() {
		for k, kind := range []string{"open", "closed"} {
			if g, w := gotLines[2*i+k], wantLines[2*i+k]; g != w {
				t.Errorf("%dx%d %s: C++ %s, Go %s (x: no tour, row-major)", b[0], b[1], kind, g, w)
			}
		}
	}
}
