// Realtools checks what knightstour gives judges with the real tools judges use, as a
// problem setter or a contestant would, and exits non-zero when one of them objects.
//
// Usage:
//
//	go run ./scripts/realtools verifyproblem   # Kattis problemtools on the packages
//	go run ./scripts/realtools importers       # CMS's loaders and Polygon2DOMjudge
//	go run ./scripts/realtools oldgo           # the one-file programs with Go 1.21
//
// bash scripts/verifyproblem.sh, importers.sh and oldgo.sh run the same. The tools are
// found where users install them: the program an environment variable names, else one
// on PATH, else the pinned copies of CI in ../shared/tools beside the repository. A check
// whose tool is nowhere says that it skipped and succeeds. Exit status: 0 when every
// check passes or skips, 1 when one fails, 2 for a bad command line.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/knightstour/knightstour/judge/problem/zipdir"
)

// checks are the commands, each run in the repository's root with a scratch folder.
var checks = map[string]func(c *check) error{
	"verifyproblem": verifyProblem,
	"importers":     importers,
	"oldgo":         oldGo,
}

// packager is how the checks build problem packages, the one place that names it:
// package.sh's arguments follow.
var packager = []string{"bash", "scripts/package.sh"}

// check is what a command works with.
type check struct {
	name string // the command's, the prefix of its lines
	repo string // the repository's root
	tmp  string // the scratch folder
	out  io.Writer
	fail bool // a check failed
}

func main() {
	if len(os.Args) != 2 || checks[os.Args[1]] == nil {
		fmt.Fprintln(os.Stderr, "usage: go run ./scripts/realtools verifyproblem|importers|oldgo")
		os.Exit(2)
	}
	c := &check{name: os.Args[1], out: os.Stdout}
	err := c.run(checks[c.name])
	if err == nil && c.fail {
		err = errors.New("a check failed")
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", c.name, err)
		os.Exit(1)
	}
}

// run finds the repository, makes the scratch folder and runs f.
func (c *check) run(f func(c *check) error) error {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return fmt.Errorf("go env GOMOD: %w", err)
	}
	mod := strings.TrimSpace(string(out))
	if data, err := os.ReadFile(mod); err != nil || !strings.HasPrefix(string(data), "module github.com/knightstour/knightstour\n") {
		return fmt.Errorf("run it in the knightstour repository (go.mod: %q)", mod)
	}
	c.repo = filepath.Dir(mod)
	if c.tmp, err = os.MkdirTemp("", "realtools"); err != nil {
		return err
	}
	defer os.RemoveAll(c.tmp)
	return f(c)
}

// printf prints a line of the report.
func (c *check) printf(format string, a ...any) {
	fmt.Fprintf(c.out, c.name+": "+format+"\n", a...)
}

// failf prints a line and counts it as a failed check.
func (c *check) failf(format string, a ...any) {
	c.fail = true
	c.printf("FAIL: "+format, a...)
}

// path returns the path of name in the scratch folder.
func (c *check) path(name ...string) string {
	return filepath.Join(append([]string{c.tmp}, name...)...)
}

// tool returns the path of a tool: the program the environment variable env names (an
// error if it is not one), else name on PATH (unless name is ""), else shared under
// ../shared/tools beside the repository (unless shared is ""); "" when there is none.
func (c *check) tool(env, name, shared string) (string, error) {
	if p := os.Getenv(env); p != "" {
		found, err := exec.LookPath(p)
		if err != nil {
			return "", fmt.Errorf("%s=%s is not a program: %w", env, p, err)
		}
		return found, nil
	}
	if name != "" {
		if found, err := exec.LookPath(name); err == nil {
			return found, nil
		}
	}
	if shared != "" {
		p := filepath.Join(filepath.Dir(c.repo), "shared", "tools", shared)
		if st, err := os.Stat(p); err == nil && st.Mode()&0o111 != 0 {
			return p, nil
		}
	}
	return "", nil
}

// cmd runs a program in dir ("" the repository's root) and returns its output, stdout
// and stderr together; an error with the output when it fails.
func (c *check) cmd(dir string, args ...string) (string, error) {
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Dir = dir
	if dir == "" {
		cmd.Dir = c.repo
	}
	out, err := cmd.CombinedOutput()
	if err != nil {
		return string(out), fmt.Errorf("%s: %w\n%s", strings.Join(args, " "), err, out)
	}
	return string(out), nil
}

// zipLine finds the zip a packager's report names.
var zipLine = regexp.MustCompile(`(\S+\.zip)\b`)

// pack builds a package with the packager's flags into the scratch folder's dir and
// unzips it into dir/folder, or dir/NAME when folder is "", NAME the zip's name without
// .zip (problemtools wants the problem's short name); it returns that folder.
func (c *check) pack(dir, folder string, flags ...string) (string, error) {
	out, err := c.cmd("", append(append(append([]string{}, packager...), flags...), c.path(dir))...)
	if err != nil {
		return "", err
	}
	m := zipLine.FindStringSubmatch(out)
	if m == nil {
		return "", fmt.Errorf("the packager names no zip: %s", out)
	}
	if folder == "" {
		folder = strings.TrimSuffix(filepath.Base(m[1]), ".zip")
	}
	p := c.path(dir, folder)
	return p, zipdir.Unzip(m[1], p)
}

// expect returns an error unless each pattern matches a whole line of out.
func expect(out string, patterns ...string) error {
	for _, p := range patterns {
		re, err := regexp.Compile("(?m)^(" + p + ")$")
		if err != nil {
			return err
		}
		if !re.MatchString(out) {
			return fmt.Errorf("no line %q in:\n%s", p, out)
		}
	}
	return nil
}
