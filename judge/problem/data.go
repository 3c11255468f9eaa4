package problem

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"github.com/knightstour/knightstour/judge/cpp"
	"github.com/knightstour/knightstour/judge/problem/gendata"
)

// testData writes the test inputs in tmp/data/{sample,secret}/NAME.in (those kept in the
// repository on 8×8 open, else gendata's) and the knightstour program's answers beside
// them in NAME.ans.
func (b *builder) testData() error {
	b.data = filepath.Join(b.tmp, "data")
	if b.c.sicily() {
		if err := extractTree("package/data", b.data); err != nil {
			return err
		}
	} else {
		files, err := gendata.Inputs(b.c.Rows, b.c.Cols, b.c.Closed)
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
	if err := b.ctx.Err(); err != nil {
		return err
	}
	q, err := os.ReadFile(in)
	if err != nil {
		return err
	}
	ans, err := gendata.Answers(b.c.Rows, b.c.Cols, b.c.Closed, q)
	if err != nil {
		return fmt.Errorf("%s: %w", filepath.Base(in), err)
	}
	return writeFile(answer(in), ans, 0o644)
}

// answer returns the answer file of the input in (NAME.in).
func answer(in string) string { return strings.TrimSuffix(in, ".in") + ".ans" }

// submissionFile is the one-file Go submission in files/: internal/gen's merge of the
// judge form of the program (judge/problem/submission) and the packages of the module it
// imports. It answers the board of its line `const rows, cols = 8, 8`, which submissionFor
// sets for the board asked.
const submissionFile = "onefile/knightstour.go"

// validatorFile is the Go judge in one file in files/ (internal/gen's merge of
// judge/cmd/knightstour-judge, judge and internal/theory): the Kattis output validator of
// -validator go, and the source of the CMS checker.
const validatorFile = "onefile/validator.go"

// submissions writes the submissions for the board, one file each, in tmp/accepted and
// tmp/wrong_answer: accepted, tour.c in C on every board (for judges without Go; on
// closed tours it turns one closed tour, as from some squares of 6×6 the Sicily search
// takes seconds to find a closed tour) and the one-file Go program on open tours, which is
// then the main one (b.main); the wrong answers in C, but for those whose mistake the
// board cannot show.
func (b *builder) submissions() error {
	b.main = "tour.c"
	if err := b.cSubmission("accepted/tour.c", filepath.Join(b.tmp, "accepted", b.main)); err != nil {
		return err
	}
	if !b.c.Closed {
		src, err := b.submissionFor()
		if err != nil {
			return err
		}
		b.main = "knightstour.go"
		if err := writeFile(filepath.Join(b.tmp, "accepted", b.main), src, 0o644); err != nil {
			return err
		}
	}
	if err := os.MkdirAll(filepath.Join(b.tmp, "wrong_answer"), 0o755); err != nil {
		return err
	}
	wrong, err := fs.Glob(embedded, "files/wrong_answer/*.c")
	if err != nil {
		return err
	}
	for _, f := range wrong {
		rel := strings.TrimPrefix(f, "files/")
		src, err := readFile(rel)
		if err != nil {
			return err
		}
		if least, ok := leastSquares(src); ok && b.c.Rows*b.c.Cols < least {
			continue
		}
		if err := b.cSubmission(rel, filepath.Join(b.tmp, "wrong_answer", path.Base(f))); err != nil {
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

// submissionFor returns the one-file Go submission for the board: submissionFile with the
// board's sides in its line `const rows, cols = 8, 8`.
func (b *builder) submissionFor() ([]byte, error) {
	src, err := readFile(submissionFile)
	if err != nil || b.c.sicily() {
		return src, err
	}
	if src, err = setSides(src, b.c.Rows, b.c.Cols); err != nil {
		return nil, fmt.Errorf("%s: %w", submissionFile, err)
	}
	return src, nil
}

// cSubmission writes the C submission rel of files/ to out in one file, each
// `#include "NAME"` pasted in, for the board (its KT_ROWS, KT_COLS and KT_CLOSED lines).
func (b *builder) cSubmission(rel, out string) error {
	src, err := readFile(rel)
	if err != nil {
		return err
	}
	included := map[string][]byte{}
	for _, name := range cpp.Includes(src) {
		if included[name], err = readFile(path.Join(path.Dir(rel), name)); err != nil {
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
	header := fmt.Sprintf("/* Generated by scripts/package.sh from judge/problem/files/%s and tour.h; DO NOT EDIT. */\n", rel)
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
