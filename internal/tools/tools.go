// Package tools finds the programs and files from outside Go that some tests use when
// they are installed (Chromium, g++, gcc, testlib.h, TeX, GNU parallel, axe-core), and
// says why one is missing. The tests look their tools up through it, and so does
// go run ./scripts/skipped -tools, which lists what the tests would find without
// running them: the listing cannot say other than what the tests do.
//
// It only looks: it reads environment variables (PATH among them) and stats files, and
// runs and writes nothing. It is for tests and scripts, not the commands.
package tools

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Env is where the tools are looked for: the value of each environment variable, PATH
// among them. OS is the process's own.
type Env func(key string) string

// OS is the environment of the process, as it is when a lookup is made.
var OS = Env(os.Getenv)

// Chromium returns the browser: $CHROME as it is set, else the first of chromium,
// chromium-browser, google-chrome and google-chrome-stable on PATH.
func (e Env) Chromium() (string, error) {
	if p := e("CHROME"); p != "" {
		return p, nil
	}
	return e.onPath("CHROME is not set", "chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
}

// AxeCore returns $AXE_CORE, the path of axe-core's axe.min.js.
func (e Env) AxeCore() (string, error) {
	if p := e("AXE_CORE"); p != "" {
		return p, nil
	}
	return "", errors.New("AXE_CORE is not set (npm install axe-core; set it to node_modules/axe-core/axe.min.js)")
}

// GPP returns g++ on PATH.
func (e Env) GPP() (string, error) { return e.onPath("", "g++") }

// GCC returns gcc on PATH.
func (e Env) GCC() (string, error) { return e.onPath("", "gcc") }

// CXX returns the C++ compiler $CXX names (on PATH, or a path), else g++ on PATH.
func (e Env) CXX() (string, error) {
	if c := e("CXX"); c != "" {
		return e.onPath("", c)
	}
	return e.onPath("CXX is not set", "g++")
}

// TeX returns pdflatex on PATH.
func (e Env) TeX() (string, error) { return e.onPath("", "pdflatex") }

// GNUParallel returns GNU parallel on PATH.
func (e Env) GNUParallel() (string, error) { return e.onPath("", "parallel") }

// Bash returns bash on PATH.
func (e Env) Bash() (string, error) { return e.onPath("", "bash") }

// Prlimit returns prlimit (of util-linux) on PATH.
func (e Env) Prlimit() (string, error) { return e.onPath("", "prlimit") }

// Testlib returns the folder of testlib.h (MikeMirzayanov/testlib): $TESTLIB_DIR, else
// the pinned copy beside the repository whose root is root (../shared/tools/testlib).
func (e Env) Testlib(root string) (string, error) {
	return e.header("TESTLIB_DIR", filepath.Join(root, "..", "shared", "tools", "testlib"))
}

// CMSTestlib returns the folder of CMS's patched testlib.h: $CMS_TESTLIB_DIR, else CMS's
// sources beside the repository whose root is root.
func (e Env) CMSTestlib(root string) (string, error) {
	return e.header("CMS_TESTLIB_DIR", filepath.Join(root, "..", "shared", "tools", "cms", "src", "cmscontrib", "loaders", "polygon"))
}

// DOMjudgeTestlib returns the folder of DOMjudge's testlib.h, the one Polygon2DOMjudge
// puts beside a converted checker: $DOMJUDGE_TESTLIB_DIR, else Polygon2DOMjudge's
// sources beside the repository whose root is root.
func (e Env) DOMjudgeTestlib(root string) (string, error) {
	return e.header("DOMJUDGE_TESTLIB_DIR", filepath.Join(root, "..", "shared", "tools", "p2d", "src", "p2d", "testlib"))
}

// Found is what one lookup found: the tool, the method of Env that looks it up, and
// the path it found or why there is none.
type Found struct {
	Tool, Method string
	Path         string
	Err          error
}

// All looks up every tool, in the repository whose root is root.
func (e Env) All(root string) []Found {
	found := func(tool, method string, find func() (string, error)) Found {
		p, err := find()
		return Found{tool, method, p, err}
	}
	tl := func(f func(string) (string, error)) func() (string, error) {
		return func() (string, error) { return f(root) }
	}
	return []Found{
		found("Chromium", "Chromium", e.Chromium),
		found("axe-core", "AxeCore", e.AxeCore),
		found("g++", "GPP", e.GPP),
		found("gcc", "GCC", e.GCC),
		found("C++ compiler", "CXX", e.CXX),
		found("testlib.h", "Testlib", tl(e.Testlib)),
		found("CMS's testlib.h", "CMSTestlib", tl(e.CMSTestlib)),
		found("DOMjudge's testlib.h", "DOMjudgeTestlib", tl(e.DOMjudgeTestlib)),
		found("TeX", "TeX", e.TeX),
		found("GNU parallel", "GNUParallel", e.GNUParallel),
		found("bash", "Bash", e.Bash),
		found("prlimit", "Prlimit", e.Prlimit),
	}
}

// header returns the absolute folder, $env or else def, that holds testlib.h.
func (e Env) header(env, def string) (string, error) {
	var tried []string
	for _, dir := range []string{e(env), def} {
		if dir == "" {
			continue
		}
		if st, err := os.Stat(filepath.Join(dir, "testlib.h")); err == nil && st.Mode().IsRegular() {
			return filepath.Abs(dir)
		}
		tried = append(tried, filepath.Join(dir, "testlib.h"))
	}
	if e(env) == "" {
		return "", fmt.Errorf("no %s, and %s is not set", tried[0], env)
	}
	return "", fmt.Errorf("no %s (set %s to the folder of testlib.h)", strings.Join(tried, " or "), env)
}

// onPath returns the first of names found as exec.LookPath finds it, on e's PATH (or
// the name itself, when it holds a slash); why, when not "", is added to the error.
func (e Env) onPath(why string, names ...string) (string, error) {
	for _, name := range names {
		if strings.ContainsRune(name, filepath.Separator) {
			if executable(name) {
				return name, nil
			}
			continue
		}
		for _, dir := range filepath.SplitList(e("PATH")) {
			if dir == "" || !filepath.IsAbs(dir) {
				continue // as exec.LookPath, which refuses a program found by a relative PATH
			}
			if p := filepath.Join(dir, name); executable(p) {
				return p, nil
			}
		}
	}
	msg := "no " + or(names) + " on PATH"
	if why != "" {
		msg += ", and " + why
	}
	return "", errors.New(msg)
}

// executable reports whether p is a file (not a folder) that someone may run.
func executable(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir() && st.Mode()&0o111 != 0
}

// or joins names: "a", "a or b", "a, b or c".
func or(names []string) string {
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
