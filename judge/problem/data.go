package problem

import (
	"bytes"
	"errors"
	"fmt"
	"go/build"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"knightstour/judge/cpp"
	"knightstour/internal/onefile"
	"knightstour/judge/problem/gendata"
)

// testData writes the test inputs in tmp/data/{sample,secret}/NAME.in (those kept in the
// repository on 8×8 open, else gendata's) and the knightstour program's answers beside
// them in NAME.ans.
func (b *builder) testData() error {
	b.data = filepath.Join(b.tmp, "data")
	if b.c.sicily() {
		if err := copyTree(b.path("scripts/problem/package/data"), b.data); err != nil {
			return err
		}
		if err := copyFile(b.path("cases/input.txt"), filepath.Join(b.data, "secret", "cases-input.in")); err != nil {
			return err
		}
	} else {
		files, err := gendata.Inputs(b.c.Rows, b.c.Cols, b.c.Closed, b.bin)
		if err != nil {
			return fmt.Errorf("no package: %w", err)
		}
		for name, data := range files {
			if err := writeFile(filepath.Join(b.data, filepath.FromSlash(name)), data, 0o644); err != nil {
				return err
			}
		}
	}
	for _, set := range []string{"sample", "secret"} {
		ins, err := filepath.Glob(filepath.Join(b.data, set, "*.in"))
		if err != nil {
			return err
		}
		b.ins = append(b.ins, ins...)
	}
	// The answers, the inputs shared out among as many runs at a time as there are
	// processors (on closed tours the program takes seconds on the biggest inputs).
	errs := make([]error, len(b.ins))
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < runtime.NumCPU(); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				errs[i] = b.writeAnswer(b.ins[i])
			}
		}()
	}
	for i := range b.ins {
		next <- i
	}
	close(next)
	wg.Wait()
	return errors.Join(errs...)
}

// writeAnswer writes the knightstour program's answers to the input in into its answer file.
func (b *builder) writeAnswer(in string) error {
	q, err := os.ReadFile(in)
	if err != nil {
		return err
	}
	cmd := exec.CommandContext(b.ctx, b.bin, b.c.flags()...)
	cmd.Stdin = bytes.NewReader(q)
	ans, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("knightstour %s < %s: %w", strings.Join(b.c.flags(), " "), filepath.Base(in), err)
	}
	return writeFile(answer(in), ans, 0o644)
}

// answer returns the answer file of the input in (NAME.in).
func answer(in string) string { return strings.TrimSuffix(in, ".in") + ".ans" }

// The one-file submission is merged from the judge form of the program,
// scripts/problem/submission (its main.go first), and the packages of the module that it
// imports, as scripts/submission.sh merges them; it answers the board of the line
// `const rows, cols = 8, 8` of boardFile, which submissionFor sets in memory for the
// board asked.
const (
	submissionMain = "scripts/problem/submission/main.go"
	boardFile      = "scripts/problem/submission/board.go"
)

// submissions writes the submissions for the board, one file each, in tmp/accepted and
// tmp/wrong_answer: accepted, the one-file Go program on open tours, the C program that
// turns one closed tour on closed ones (from some squares of 6×6 the Sicily search
// takes seconds to find a closed tour); the wrong answers in C, but for those whose
// mistake the board cannot show.
func (b *builder) submissions() error {
	if !b.c.Closed {
		src, err := b.submissionFor()
		if err != nil {
			return err
		}
		b.main = "knightstour.go"
		if err := writeFile(filepath.Join(b.tmp, "accepted", b.main), src, 0o644); err != nil {
			return err
		}
	} else {
		b.main = "tour.c"
		if err := b.cSubmission("scripts/problem/accepted/tour.c", filepath.Join(b.tmp, "accepted", b.main)); err != nil {
			return err
		}
	}
	if err := os.MkdirAll(filepath.Join(b.tmp, "wrong_answer"), 0o755); err != nil {
		return err
	}
	wrong, err := filepath.Glob(b.path("scripts/problem/wrong_answer/*.c"))
	if err != nil {
		return err
	}
	for _, f := range wrong {
		src, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		if least, ok := leastSquares(src); ok && b.c.Rows*b.c.Cols < least {
			continue
		}
		rel := "scripts/problem/wrong_answer/" + filepath.Base(f)
		if err := b.cSubmission(rel, filepath.Join(b.tmp, "wrong_answer", filepath.Base(f))); err != nil {
			return err
		}
	}
	return nil
}

// onlyOn matches the line by which a wrong answer says that boards of fewer squares
// cannot show its mistake (on them it answers right).
var onlyOn = regexp.MustCompile(`(?m)^.*package\.sh: only on boards of ([0-9]*) squares or more.*$`)

// leastSquares returns the number of squares from which the wrong answer src shows its
// mistake, if it says one.
func leastSquares(src []byte) (int, bool) {
	m := onlyOn.FindSubmatch(src)
	if m == nil {
		return 0, false
	}
	n, err := strconv.Atoi(string(m[1]))
	return n, err == nil
}

// submissionFor returns the one-file Go submission for the board: scripts/onefile's merge
// of the judge form of the program and what it imports, with the board's sides in
// boardFile's line `const rows, cols = 8, 8`, set in memory.
func (b *builder) submissionFor() ([]byte, error) {
	var overlay map[string][]byte
	if !b.c.sicily() {
		src, err := os.ReadFile(b.path(boardFile))
		if err != nil {
			return nil, err
		}
		board, err := setSides(src, b.c.Rows, b.c.Cols)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", boardFile, err)
		}
		overlay = map[string][]byte{b.path(boardFile): board}
	}
	sources, err := b.withImports([]string{submissionMain, path.Dir(submissionMain)})
	if err != nil {
		return nil, err
	}
	return onefile.Module{Root: b.repo, Path: "knightstour"}.File(b.repo, sources, overlay)
}

// withImports returns the package directories and files dirs (slash-separated, relative
// to the repository) followed by every package of the module that they import, directly
// or not, each once, in the order found (each one's imports in path order).
func (b *builder) withImports(dirs []string) ([]string, error) {
	out := append([]string(nil), dirs...)
	seen := map[string]bool{}
	for _, d := range dirs {
		seen[d] = true
	}
	for i := 0; i < len(out); i++ {
		var imports []string
		if p := b.path(out[i]); strings.HasSuffix(p, ".go") {
			f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.ImportsOnly)
			if err != nil {
				return nil, err
			}
			for _, imp := range f.Imports {
				q, _ := strconv.Unquote(imp.Path.Value)
				imports = append(imports, q)
			}
		} else {
			pkg, err := build.Default.ImportDir(p, 0)
			if err != nil {
				return nil, err
			}
			imports = pkg.Imports
		}
		for _, imp := range imports {
			if rel, ok := strings.CutPrefix(imp, "knightstour/"); ok && !seen[rel] {
				seen[rel] = true
				out = append(out, rel)
			}
		}
	}
	return out, nil
}

// cSubmission writes the C submission at the repository's path rel to out in one file,
// each `#include "NAME"` pasted in, for the board (its KT_ROWS, KT_COLS and KT_CLOSED
// lines).
func (b *builder) cSubmission(rel, out string) error {
	src, err := os.ReadFile(b.path(rel))
	if err != nil {
		return err
	}
	included := map[string][]byte{}
	for _, name := range cpp.Includes(src) {
		if included[name], err = os.ReadFile(filepath.Join(filepath.Dir(b.path(rel)), filepath.FromSlash(name))); err != nil {
			return err
		}
	}
	one, err := cpp.Paste(src, included)
	if err != nil {
		return fmt.Errorf("%s: %w", rel, err)
	}
	one, err = b.define(one, "KT_ROWS", "KT_COLS", "KT_CLOSED")
	if err != nil {
		return fmt.Errorf("%s: %w", rel, err)
	}
	header := fmt.Sprintf("/* Generated by scripts/package.sh from %s and tour.h; DO NOT EDIT. */\n", rel)
	return writeFile(out, append([]byte(header), one...), 0o644)
}

// define returns src with the board in its lines `#define NAME N` for each of names
// (KT_ROWS, KT_COLS, KT_CLOSED).
func (b *builder) define(src []byte, names ...string) ([]byte, error) {
	closed := 0
	if b.c.Closed {
		closed = 1
	}
	values := map[string]int{"KT_ROWS": b.c.Rows, "KT_COLS": b.c.Cols, "KT_CLOSED": closed}
	var err error
	for _, name := range names {
		if src, err = cpp.Define(src, name, values[name]); err != nil {
			return nil, err
		}
	}
	return src, nil
}
