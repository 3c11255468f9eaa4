// Package tools finds the programs and files from outside Go that some tests and
// measuring commands use when they are installed (Chromium, g++, gcc, testlib.h, TeX,
// GNU parallel, axe-core, Knuth's DYNAHAM and ctangle), and says why one is missing and
// where to get it. The tests look their tools up through it, and so does
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
// the developers' pinned copy beside the repository whose root is root.
func (e Env) Testlib(root string) (string, error) {
	return e.folder("TESTLIB_DIR", filepath.Join(root, "..", "shared", "tools", "testlib"), []string{"testlib.h"},
		"get testlib.h from github.com/MikeMirzayanov/testlib")
}

// CMSTestlib returns the folder of CMS's patched testlib.h: $CMS_TESTLIB_DIR, else CMS's
// sources beside the repository whose root is root.
func (e Env) CMSTestlib(root string) (string, error) {
	return e.folder("CMS_TESTLIB_DIR", filepath.Join(root, "..", "shared", "tools", "cms", "src", "cmscontrib", "loaders", "polygon"), []string{"testlib.h"},
		"CMS's patched testlib.h is in CMS's sources, github.com/cms-dev/cms, in cmscontrib/loaders/polygon:")
}

// DOMjudgeTestlib returns the folder of DOMjudge's testlib.h, the one Polygon2DOMjudge
// puts beside a converted checker: $DOMJUDGE_TESTLIB_DIR, else Polygon2DOMjudge's
// sources beside the repository whose root is root.
func (e Env) DOMjudgeTestlib(root string) (string, error) {
	return e.folder("DOMJUDGE_TESTLIB_DIR", filepath.Join(root, "..", "shared", "tools", "p2d", "src", "p2d", "testlib"), []string{"testlib.h"},
		"DOMjudge's testlib.h is in Polygon2DOMjudge's sources, github.com/cn-xcpc-tools/Polygon2DOMjudge, in p2d/testlib:")
}

// dynahamFiles are the CWEB sources that DYNAHAM and DYNAHAMP are built from: Knuth's
// two programs and the Stanford GraphBase's modules they need.
var dynahamFiles = []string{"dynaham.w", "dynahamp.w", "boilerplate.w", "gb_types.w", "gb_flip.w", "gb_graph.w", "gb_io.w", "gb_sort.w", "gb_basic.w", "gb_save.w"}

// dynahamHow says where to get dynahamFiles.
const dynahamHow = "get dynaham.w and dynahamp.w from https://www-cs-faculty.stanford.edu/~knuth/programs.html " +
	"and the Stanford GraphBase's boilerplate.w, gb_types.w, gb_flip.w, gb_graph.w, gb_io.w, gb_sort.w, gb_basic.w " +
	"and gb_save.w (https://www-cs-faculty.stanford.edu/~knuth/sgb.html) into one folder, and set DYNAHAM_DIR to it"

// Dynaham returns the folder of the CWEB sources of Knuth's DYNAHAM and DYNAHAMP (TAOCP
// Pre-Fascicle 8A) and of the Stanford GraphBase modules they need, from which
// scripts/dynaham/build.sh builds them: $DYNAHAM_DIR, else the developers' copy beside
// the repository whose root is root.
func (e Env) Dynaham(root string) (string, error) {
	return e.folder("DYNAHAM_DIR", filepath.Join(root, "..", "shared", "tools", "dynaham"), dynahamFiles, dynahamHow)
}

// Ctangle returns CWEB's ctangle on PATH.
func (e Env) Ctangle() (string, error) {
	p, err := e.onPath("", "ctangle")
	if err != nil {
		return "", fmt.Errorf("%w (CWEB's ctangle comes with TeX: Debian's texlive-binaries)", err)
	}
	return p, nil
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
		found("DYNAHAM's sources (go run ./scripts/measure tables)", "Dynaham", tl(e.Dynaham)),
		found("ctangle (go run ./scripts/measure tables)", "Ctangle", e.Ctangle),
		found("TeX", "TeX", e.TeX),
		found("GNU parallel", "GNUParallel", e.GNUParallel),
		found("bash", "Bash", e.Bash),
		found("prlimit", "Prlimit", e.Prlimit),
	}
}

// folder returns the absolute folder, $env or else def, that holds every one of files;
// how says where to get them. The fallback def is the developers' (../shared beside the
// repository): the errors never name it, only $env and how.
func (e Env) folder(env, def string, files []string, how string) (string, error) {
	missing := func(dir string) string {
		for _, f := range files {
			if st, err := os.Stat(filepath.Join(dir, f)); err != nil || !st.Mode().IsRegular() {
				return filepath.Join(dir, f)
			}
		}
		return ""
	}
	if dir := e(env); dir != "" {
		if m := missing(dir); m != "" {
			return "", fmt.Errorf("no %s: %s", m, setTo(how, env))
		}
		return filepath.Abs(dir)
	}
	if missing(def) == "" {
		return filepath.Abs(def)
	}
	return "", fmt.Errorf("%s is not set: %s", env, setTo(how, env))
}

// setTo is how, which says where to get what a folder holds, and then to set env to
// the folder (unless how says so itself, or ends with a colon, for "set env to it").
func setTo(how, env string) string {
	switch {
	case strings.Contains(how, env):
		return how
	case strings.HasSuffix(how, ":"):
		return how + " set " + env + " to it"
	}
	return how + " and set " + env + " to its folder"
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
