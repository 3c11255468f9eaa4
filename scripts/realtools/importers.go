package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/knightstour/knightstour/judge/problem/zipdir"
)

// importers loads the Polygon and CMS packages with the real importers, as a contest
// setter on those systems would: CMS's own task loaders (cms-load) on the Polygon package
// of 8×8 (whose files/check.cpp the loader compiles with CMS's testlib.h) and on the CMS
// packages of 8×8 and 6×6 closed (whose check/checker it takes as built); Polygon2DOMjudge
// (p2d) on the Polygon package, then the DOMjudge package's checker built and run as
// DOMjudge does on the sample (42 for the right answer, 43 for a wrong one). Each must load
// or convert, and say what the package holds. The tools: $CMS_LOAD, else cms-load on PATH,
// else ../shared/tools/cms/cms-load (CMS's loaders without a database; it sets itself up
// on first use, with apt); $P2D, else ../shared/tools/p2d/p2d (called as P2D PACKAGE
// OUT.zip --code A, printing what the package holds; not p2d on PATH, whose command line
// differs).
func importers(c *check) error {
	cmsLoad, err := c.tool("CMS_LOAD", "cms-load", "cms/cms-load")
	if err != nil {
		return err
	}
	p2d, err := c.tool("P2D", "", "p2d/p2d")
	if err != nil {
		return err
	}
	if cmsLoad == "" || p2d == "" {
		c.printf("skipped: no cms-load and p2d (CMS's loaders and Polygon2DOMjudge: $CMS_LOAD and $P2D, or ../shared/tools beside the repository)")
		return nil
	}
	polygon, err := c.pack("polygon", "knightstour", "-format", "polygon")
	if err != nil {
		return err
	}
	if err := c.timed("cms-load (Polygon package, 8x8)", []string{cmsLoad, polygon},
		`loader: polygon_task .*`, `task: knightstour, title "Knight.s Tour"`, `dataset: tests`,
		`time limit: 1 s; memory limit: 1024 MiB`, `testcases: 8, public: all`,
		`manager: checker, [0-9]+ bytes, ELF executable, compiled by the loader from files/check.cpp .*`); err != nil {
		return err
	}
	dj := c.path("domjudge.zip")
	if err := c.timed("p2d (Polygon package to DOMjudge, 8x8)", []string{p2d, polygon, dj, "--code", "A"},
		`domjudge-problem.ini: short-name = A; timelimit = 1.0; .*`,
		`problem.yaml: \{"limits": \{"memory": 1024\}, "name": "Knight.s Tour", "validation": "custom"\}`,
		`data/sample/: 01.ans 01.desc 01.in`, `output_validators/checker/: checker.cpp testlib.h`,
		`submissions/accepted/: knightstour.go tour.c`,
		`submissions/wrong_answer/: bad_move.c echoes_end.c missing_answer.c no_tour.c repeated_square.c short_line.c wrong_start.c zero_based.c`); err != nil {
		return err
	}
	if err := c.domjudgeChecker(dj); err != nil {
		return err
	}
	for _, b := range []struct{ board, task string }{{"8x8", "knightstour"}, {"6x6-closed", "knightstour-6x6-closed"}} {
		if err := c.cmsPackage(cmsLoad, b.board, b.task); err != nil {
			return err
		}
	}
	return nil
}

// timed runs a tool, prints how long it took, and fails unless it works and each pattern
// matches a whole line of its output.
func (c *check) timed(what string, args []string, patterns ...string) error {
	t0 := time.Now()
	out, err := c.cmd("", args...)
	if err == nil {
		err = expect(out, patterns...)
	}
	if err != nil {
		c.failf("%s: %v", what, err)
		return nil
	}
	c.printf("%s: ok (%.1f s)", what, time.Since(t0).Seconds())
	return nil
}

// domjudgeChecker builds the DOMjudge package's checker (check.cpp with p2d's DOMjudge
// testlib.h; -O0, half the time of -O2 for testlib.h, and the sample is small) and runs
// it as DOMjudge runs an output validator, INPUT ANSWER FEEDBACK_DIR/ < OUTPUT, on the
// sample's answer (42) and on a wrong one (43).
func (c *check) domjudgeChecker(zipPath string) error {
	dir := c.path("dj")
	if err := zipdir.Unzip(zipPath, dir); err != nil {
		return err
	}
	v := filepath.Join(dir, "output_validators", "checker")
	if _, err := c.cmd("", "g++", "-O0", "-std=gnu++17", "-o", filepath.Join(v, "run"), filepath.Join(v, "checker.cpp")); err != nil {
		return err
	}
	s := filepath.Join(dir, "data", "sample", "01")
	ans, err := os.ReadFile(s + ".ans")
	if err != nil {
		return err
	}
	wrong := c.path("wrong.out")
	if err := os.WriteFile(wrong, []byte(strings.Replace(string(ans), "1 ", "2 ", 1)), 0o644); err != nil {
		return err
	}
	fb := c.path("fb") + "/"
	if err := os.Mkdir(fb, 0o755); err != nil {
		return err
	}
	var codes [2]int
	for i, out := range []string{s + ".ans", wrong} {
		f, err := os.Open(out)
		if err != nil {
			return err
		}
		cmd := exec.Command(filepath.Join(v, "run"), s+".in", s+".ans", fb)
		cmd.Stdin = f
		err = cmd.Run()
		f.Close()
		if err != nil && !errors.As(err, new(*exec.ExitError)) {
			return err
		}
		codes[i] = cmd.ProcessState.ExitCode()
	}
	if codes != [2]int{42, 43} {
		c.failf("the DOMjudge package's checker (files/check.cpp built with p2d's DOMjudge testlib.h, run as INPUT ANSWER FEEDBACK_DIR/ < OUTPUT) exits %d on the sample's answer and %d on a wrong one (want 42 and 43): DOMjudge would judge nothing with it", codes[0], codes[1])
		return nil
	}
	c.printf("the DOMjudge package's checker: 42 on the sample's answer, 43 on a wrong one")
	return nil
}

// cmsPackage loads the CMS package of a board with CMS's loader. Its statement.pdf comes
// from TeX or Chromium (the packager); with neither there is none, and the loader would
// stop for want of it: then it is skipped.
func (c *check) cmsPackage(cmsLoad, board, task string) error {
	flags, title := []string{"-format", "cms"}, `Knight.s Tour`
	if board == "6x6-closed" {
		// Another board than Sicily's names itself in its title.
		flags, title = append(flags, "-rows", "6", "-cols", "6", "-closed"), `Knight.s Tour \(6×6, closed tours\)`
	}
	pkg, err := c.pack("cms-"+board, task, flags...)
	if err != nil {
		return err
	}
	if _, err := os.Stat(filepath.Join(pkg, "statement", "statement.pdf")); err != nil {
		c.printf("cms-load (CMS package, %s) skipped: the package has no statement.pdf (no TeX or Chromium)", board)
		return nil
	}
	return c.timed("cms-load (CMS package, "+board+")", []string{cmsLoad, pkg},
		`loader: italy_yaml .*`, `task: `+task+`, title "`+title+`"`, `task type: Batch \["alone", \["", ""\], "comparator"\]`,
		`time limit: 1 s; memory limit: 1024 MiB`, `testcases: [0-9]+, public: 000`, `statements: en \(primary: en\)`,
		`manager: checker, [0-9]+ bytes, ELF executable, taken as is from check/checker`)
}
