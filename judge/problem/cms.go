package problem

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
)

// cms writes the CMS task into pkg: task.yaml, input/inputN.txt and output/outputN.txt
// (the sample first), check/checker (the Go judge in its CMS mode for linux/amd64, the
// board built in), sol/ and statement/statement.pdf where it can be made (CMS will not
// import a task without it: a note says so).
func (b *builder) cms(pkg string) (Zip, error) {
	limits := b.c.problem()
	for i, in := range b.ins {
		if err := copyFile(in, filepath.Join(pkg, "input", fmt.Sprintf("input%d.txt", i))); err != nil {
			return Zip{}, err
		}
		if err := copyFile(answer(in), filepath.Join(pkg, "output", fmt.Sprintf("output%d.txt", i))); err != nil {
			return Zip{}, err
		}
	}
	if err := copyTree(filepath.Join(b.tmp, "accepted"), filepath.Join(pkg, "sol")); err != nil {
		return Zip{}, err
	}
	// The checker: the Go judge, which takes CMS's order (input, correct output, contestant
	// output) under the name checker, static for CMS's sandbox, the board baked in.
	checker := filepath.Join(pkg, "check", "checker")
	if err := b.buildChecker(checker); err != nil {
		return Zip{}, err
	}
	if runtime.GOOS == "linux" && runtime.GOARCH == "amd64" {
		if err := b.tryChecker(checker); err != nil {
			return Zip{}, err
		}
	}
	ok, err := b.writePDF(limits, filepath.Join(pkg, "statement", "statement.pdf"))
	if err != nil {
		return Zip{}, err
	}
	if !ok {
		b.notes = append(b.notes, "CMS needs statement/statement.pdf: add it before importing the task")
	}
	yaml, err := taskYAML(b.c.short(), b.c.title(), len(b.ins), limits.Seconds, limits.MemoryMiB)
	if err != nil {
		return Zip{}, fmt.Errorf("task.yaml: %w", err)
	}
	if err := os.WriteFile(filepath.Join(pkg, "task.yaml"), yaml, 0o644); err != nil {
		return Zip{}, err
	}
	return Zip{Name: b.c.ZipName(CMS), What: "CMS checker"}, nil
}

// buildChecker builds the CMS checker into out: the one-file Go judge (validatorFile) in a
// module of its own (go 1.21, as the repository's), for linux/amd64 without cgo, with the
// board baked in by -ldflags -X.
func (b *builder) buildChecker(out string) error {
	dir := filepath.Join(b.tmp, "checker")
	src, err := readFile(validatorFile)
	if err != nil {
		return err
	}
	if err := writeFile(filepath.Join(dir, "checker.go"), src, 0o644); err != nil {
		return err
	}
	if err := writeFile(filepath.Join(dir, "go.mod"), []byte("module checker\n\ngo 1.21\n"), 0o644); err != nil {
		return err
	}
	ldflags := fmt.Sprintf("-s -w -X main.defaultRows=%d -X main.defaultCols=%d -X main.defaultClosed=%t", b.c.Rows, b.c.Cols, b.c.Closed)
	args := []string{"build", "-trimpath", "-buildvcs=false", "-ldflags", ldflags, "-o", out, "checker.go"}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		return fmt.Errorf("the CMS checker is compiled with Go, and there is no go on PATH: %w", err)
	}
	cmd := exec.CommandContext(b.ctx, goCmd, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS=linux", "GOARCH=amd64", "GOWORK=off", "GOFLAGS=")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go %s: %w\n%s", strings.Join(args, " "), err, out)
	}
	return nil
}

// tryChecker calls the built checker the CMS way on the sample: the score on the first
// line of stdout, 1.0 for the answer and 0.0 for an empty output.
func (b *builder) tryChecker(checker string) error {
	s := filepath.Join(b.data, "sample", "1")
	empty := filepath.Join(b.tmp, "empty")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		return err
	}
	score := func(output string) string {
		out, _ := exec.CommandContext(b.ctx, checker, s+".in", s+".ans", output).Output()
		first, _, _ := strings.Cut(string(out), "\n")
		return first
	}
	if ok, wrong := score(s+".ans"), score(empty); ok != "1.0" || wrong != "0.0" {
		return fmt.Errorf("the Go judge built as check/checker is not a CMS checker (scores %q and %q on the sample and an empty output, want 1.0 and 0.0)", ok, wrong)
	}
	return nil
}
