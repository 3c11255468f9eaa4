package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
)

// judgePkg is the Go judge's command, the one place that names it.
const judgePkg = "./judge/cmd/knightstour-judge"

// inRepo runs a program in the repository's root; an error with its output if it fails.
func (e *env) inRepo(args ...string) error {
	repo, err := e.root()
	if err != nil {
		return err
	}
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Dir = repo
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s: %w\n%s", strings.Join(args, " "), err, out)
	}
	return nil
}

// goBuild builds the package pkg of the checkout as the program name in the scratch
// folder and returns its path.
func (e *env) goBuild(name, pkg string) (string, error) {
	p := e.path(name)
	return p, e.inRepo("go", "build", "-o", p, pkg)
}

// knightstour builds the checkout's knightstour.
func (e *env) knightstour() (string, error) { return e.goBuild("knightstour", ".") }

// judge builds the Go judge.
func (e *env) judge() (string, error) { return e.goBuild("judge", judgePkg) }

// compile builds a C or C++ program of the repository with compiler (cc, g++) and args.
func (e *env) compile(compiler, name string, args ...string) (string, error) {
	p := e.path(name)
	return p, e.inRepo(append([]string{compiler, "-o", p}, args...)...)
}

// buildCommit builds knightstour as it was at commit, from git archive's copy of it.
func (e *env) buildCommit(commit string) (string, error) {
	dir := e.path("src-" + commit)
	if err := os.Mkdir(dir, 0o755); err != nil {
		return "", err
	}
	if err := e.inRepo("sh", "-c", `git archive "$1" | tar -x -C "$2"`, "sh", commit, dir); err != nil {
		return "", err
	}
	p := e.path("knightstour-" + commit)
	cmd := exec.Command("go", "build", "-o", p, ".")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build of %s: %w\n%s", commit, err, out)
	}
	return p, os.RemoveAll(dir)
}

// together runs fs at once and returns the first of their errors.
func together(fs ...func() error) error {
	errs := make([]error, len(fs))
	var wg sync.WaitGroup
	for i, f := range fs {
		i, f := i, f // go 1.21: one variable for the whole loop
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = f()
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// writeFile writes data to name in the scratch folder and returns its path.
func (e *env) writeFile(name string, data []byte) (string, error) {
	p := e.path(name)
	return p, os.WriteFile(p, data, 0o644)
}

// queries returns n random start squares of 1..squares, one a line, then -1, the same
// for the same seed.
func queries(n, squares int, seed int64) []byte {
	r := rand.New(rand.NewSource(seed))
	var b bytes.Buffer
	for i := 0; i < n; i++ {
		b.WriteString(strconv.Itoa(r.Intn(squares) + 1))
		b.WriteByte('\n')
	}
	b.WriteString("-1\n")
	return b.Bytes()
}

// lines returns the lines (with their newlines) of a file, at most n of them.
func lines(path string, n int) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var b bytes.Buffer
	br := bufio.NewReader(f)
	for i := 0; i < n; i++ {
		l, err := br.ReadBytes('\n')
		b.Write(l)
		if err != nil {
			break
		}
	}
	return b.Bytes(), nil
}

// sameFiles returns an error unless the files a and b hold the same bytes.
func sameFiles(what, a, b string) error {
	if err := exec.Command("cmp", "-s", a, b).Run(); err != nil {
		return fmt.Errorf("%s: %s and %s differ", what, a, b)
	}
	return nil
}

// removeFile removes a file that may not exist.
func removeFile(p string) error {
	if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}
