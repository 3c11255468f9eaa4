package main

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	lookup "github.com/knightstour/knightstour/internal/tools"
)

// TestListTools lists the tools for a module made up for it, where g++ is and nothing
// else is: each test is listed under the lookups it makes, itself or through the
// functions of its package, and nothing else.
func TestListTools(t *testing.T) {
	root, bin := t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(bin, "g++"), nil, 0o755); err != nil {
		t.Fatal(err)
	}
	files := map[string]string{
		"go.mod": "module m\n",
		"a/a_test.go": `package a

import (
	"testing"

	"github.com/knightstour/knightstour/internal/tools"
)

func needGPP(t *testing.T) string { return helper(t) }
func helper(t *testing.T) string  { p, _ := tools.OS.GPP(); return p }

func TestA(t *testing.T)    { needGPP(t) }
func TestB(t *testing.T)    { t.Run("x", func(t *testing.T) { _, _ = tools.OS.TeX() }) }
func TestMain(m *testing.M) { _, _ = tools.OS.GPP() }
func TestNone(t *testing.T) { t.Parallel(); t.Skip("other") }
func ExampleGPP()           { helper(nil) }
`,
		"a/testdata/x_test.go":  "package x\n\nimport \"github.com/knightstour/knightstour/internal/tools\"\n\nfunc TestX() { tools.OS.GCC() }\n",
		"b/b_test.go":           "package b\n\nfunc TestGCC() { GCC() }\n\nfunc GCC() {}\n", // not internal/tools'
		"c/c_test.go":           "package c\n\nimport ext \"github.com/knightstour/knightstour/internal/tools\"\n\nfunc TestC() { _ = ext.Env(nil).GCC }\n",
		"c/other_test.go":       "package c_test\n\nfunc TestNo() {}\n",
		".hidden/h/h_test.go":   "package h\n\nimport \"github.com/knightstour/knightstour/internal/tools\"\n\nfunc TestH() { tools.OS.GPP() }\n",
		"d/d.go":                "package d\n\nimport \"github.com/knightstour/knightstour/internal/tools\"\n\nfunc D() { tools.OS.GPP() }\n", // not a test file
		"e/e_test.go":           "package e\n\nimport \"github.com/knightstour/knightstour/internal/tools\"\n\nfunc TestE(t *testing.T) { t.Run(\"\", TestF) }\n\nfunc TestF(t *testing.T) { tools.OS.Bash() }\n",
		"e/loop_test.go":        "package e\n\nfunc f() { g() }\n\nfunc g() { f() }\n",
		"f/a_very_long_test.go": "package f\n\nimport \"github.com/knightstour/knightstour/internal/tools\"\n\n" + longTests,
	}
	for name, src := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	env := lookup.Env(func(key string) string {
		if key == "PATH" {
			return bin
		}
		return ""
	})
	var out bytes.Buffer
	if err := listTools(env, root, &out); err != nil {
		t.Fatal(err)
	}
	want := `Chromium: MISSING: no chromium, chromium-browser, google-chrome or google-chrome-stable on PATH, and CHROME is not set
    (no test looks it up)
axe-core: MISSING: AXE_CORE is not set (npm install axe-core; set it to node_modules/axe-core/axe.min.js)
    (no test looks it up)
g++: ` + filepath.Join(bin, "g++") + `
    m/a: ExampleGPP TestA
    m/f: TestAaaaaaaaaaaaaaaaaaaaaaaaaaaaaa TestBbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
        TestCccccccccccccccccccccccccccccc
gcc: MISSING: no gcc on PATH
    m/c: TestC
C++ compiler: ` + filepath.Join(bin, "g++") + `
    (no test looks it up)
testlib.h: MISSING: TESTLIB_DIR is not set: get testlib.h from github.com/MikeMirzayanov/testlib and set TESTLIB_DIR to its folder
    (no test looks it up)
CMS's testlib.h: MISSING: CMS_TESTLIB_DIR is not set: CMS's patched testlib.h is in CMS's sources, github.com/cms-dev/cms, in cmscontrib/loaders/polygon: set CMS_TESTLIB_DIR to it
    (no test looks it up)
DOMjudge's testlib.h: MISSING: DOMJUDGE_TESTLIB_DIR is not set: DOMjudge's testlib.h is in Polygon2DOMjudge's sources, github.com/cn-xcpc-tools/Polygon2DOMjudge, in p2d/testlib: set DOMJUDGE_TESTLIB_DIR to it
    (no test looks it up)
DYNAHAM's sources (go run ./scripts/measure tables): MISSING: DYNAHAM_DIR is not set: get dynaham.w and dynahamp.w from https://www-cs-faculty.stanford.edu/~knuth/programs.html and the Stanford GraphBase's boilerplate.w, gb_types.w, gb_flip.w, gb_graph.w, gb_io.w, gb_sort.w, gb_basic.w and gb_save.w (https://www-cs-faculty.stanford.edu/~knuth/sgb.html) into one folder, and set DYNAHAM_DIR to it
    (no test looks it up)
ctangle (go run ./scripts/measure tables): MISSING: no ctangle on PATH (CWEB's ctangle comes with TeX: Debian's texlive-binaries)
    (no test looks it up)
TeX: MISSING: no pdflatex on PATH
    m/a: TestB
GNU parallel: MISSING: no parallel on PATH
    (no test looks it up)
bash: MISSING: no bash on PATH
    m/e: TestE TestF
prlimit: MISSING: no prlimit on PATH
    (no test looks it up)
`
	if out.String() != want {
		t.Errorf("lists:\n%s\nwant:\n%s", out.String(), want)
	}
	if err := listTools(env, t.TempDir(), &out); err == nil {
		t.Error("a folder without go.mod: no error")
	}
}

// longTests are three tests with long names, which take two lines.
const longTests = `func TestAaaaaaaaaaaaaaaaaaaaaaaaaaaaaa() { tools.OS.GPP() }
func TestBbbbbbbbbbbbbbbbbbbbbbbbbbbbbb() { tools.OS.GPP() }
func TestCccccccccccccccccccccccccccccc() { tools.OS.GPP() }
`

// TestLookupNames checks that no lookup of internal/tools has the name of a method of
// testing's types: listTools takes any x.Name in a file that imports internal/tools for
// the lookup Name.
func TestLookupNames(t *testing.T) {
	for _, f := range lookup.OS.All(".") {
		for _, v := range []any{&testing.T{}, &testing.B{}, &testing.F{}, &testing.M{}, (*testing.TB)(nil)} {
			if _, ok := reflect.TypeOf(v).MethodByName(f.Method); ok {
				t.Errorf("%s is a method of %T too", f.Method, v)
			}
		}
	}
}
