package tools

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// root is the root of the repository.
var root = filepath.Join("..", "..")

// TestOnlyHere checks that no test of the repository looks up a tool of this package's
// itself (exec.LookPath of one of its programs, or of a name it computes; os.Getenv or
// os.LookupEnv of one of its variables): go run ./scripts/skipped -tools lists what the
// tests would find only while they look through this package.
func TestOnlyHere(t *testing.T) {
	programs := []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "g++", "gcc", "pdflatex", "parallel", "bash", "prlimit", "ctangle"}
	vars := []string{"CHROME", "AXE_CORE", "CXX", "TESTLIB_DIR", "CMS_TESTLIB_DIR", "DOMJUDGE_TESTLIB_DIR", "DYNAHAM_DIR"}
	for _, tc := range []struct {
		name, src string
		bad       bool
	}{
		{"LookPath of a tool", `exec.LookPath("g++")`, true},
		{"LookPath of a name", `exec.LookPath(name)`, true},
		{"Getenv of a tool's variable", `os.Getenv("CHROME")`, true},
		{"LookupEnv of a tool's variable", `os.LookupEnv("TESTLIB_DIR")`, true},
		{"LookPath of the image's program", `exec.LookPath("knightstour")`, false},
		{"Getenv of another variable", `os.Getenv("GOLDIE_UPDATE")`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e, err := parser.ParseExpr(tc.src)
			if err != nil {
				t.Fatal(err)
			}
			if got := bypass(e.(*ast.CallExpr), programs, vars) != ""; got != tc.bad {
				t.Errorf("%s: bypasses internal/tools: %v, want %v", tc.src, got, tc.bad)
			}
		})
	}
	fset := token.NewFileSet()
	files := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		files++
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				if what := bypass(call, programs, vars); what != "" {
					t.Errorf("%s: %s: look it up through internal/tools", fset.Position(call.Pos()), what)
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 50 {
		t.Fatalf("read %d test files: the walk is broken", files)
	}
}

// bypass says what call does that only this package may do, or "".
func bypass(call *ast.CallExpr, programs, vars []string) string {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || len(call.Args) != 1 {
		return ""
	}
	pkg, ok := sel.X.(*ast.Ident)
	if !ok {
		return ""
	}
	fn := pkg.Name + "." + sel.Sel.Name
	arg := ""
	if lit, ok := call.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
		arg, _ = strconv.Unquote(lit.Value)
	}
	switch {
	case fn == "exec.LookPath" && (arg == "" || slices.Contains(programs, arg)):
		return fn + " of " + source(call.Args[0])
	case (fn == "os.Getenv" || fn == "os.LookupEnv") && slices.Contains(vars, arg):
		return fn + " of " + arg
	}
	return ""
}

// source prints an argument as the source has it, for the messages.
func source(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.BasicLit:
		return e.Value
	case *ast.Ident:
		return e.Name
	}
	return "a computed name"
}

// TestAll checks that All looks up every tool: each method of Env that finds one is in
// it, once.
func TestAll(t *testing.T) {
	seen := map[string]int{}
	for _, f := range OS.All(root) {
		seen[f.Method]++
		if (f.Path == "") == (f.Err == nil) {
			t.Errorf("%s: path %q and error %v: want one of them", f.Tool, f.Path, f.Err)
		}
	}
	env := reflect.TypeOf(OS)
	for i := 0; i < env.NumMethod(); i++ {
		m := env.Method(i).Name
		if m != "All" && seen[m] != 1 {
			t.Errorf("All looks up %s %d times, want once", m, seen[m])
		}
		delete(seen, m)
	}
	for m := range seen {
		t.Errorf("All names %s, which is no method of Env", m)
	}
}

// TestLookups checks the lookups in environments made up for them.
func TestLookups(t *testing.T) {
	bin := t.TempDir()
	for _, name := range []string{"google-chrome", "g++", "ctangle"} {
		if err := os.WriteFile(filepath.Join(bin, name), []byte("#!/bin/sh\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(bin, "gcc"), nil, 0o644); err != nil { // not executable
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(bin, "testlib.h"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	dyn := t.TempDir() // the CWEB sources of DYNAHAM and DYNAHAMP, empty files
	for _, name := range dynahamFiles {
		if err := os.WriteFile(filepath.Join(dyn, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	env := func(kv ...string) Env {
		return func(key string) string {
			for i := 0; i < len(kv); i += 2 {
				if kv[i] == key {
					return kv[i+1]
				}
			}
			return ""
		}
	}
	for _, tc := range []struct {
		name      string
		find      func() (string, error)
		path, err string
	}{
		{"Chromium on PATH", env("PATH", "/nonexistent:"+bin).Chromium, filepath.Join(bin, "google-chrome"), ""},
		{"CHROME as it is", env("PATH", bin, "CHROME", "my-chrome").Chromium, "my-chrome", ""},
		{"no Chromium", env("PATH", "/nonexistent").Chromium, "", "no chromium, chromium-browser, google-chrome or google-chrome-stable on PATH, and CHROME is not set"},
		{"relative PATH", env("PATH", "relative").GPP, "", "no g++ on PATH"},
		{"g++", env("PATH", bin).GPP, filepath.Join(bin, "g++"), ""},
		{"gcc not executable", env("PATH", bin).GCC, "", "no gcc on PATH"},
		{"CXX a path", env("PATH", "", "CXX", filepath.Join(bin, "g++")).CXX, filepath.Join(bin, "g++"), ""},
		{"CXX missing", env("PATH", bin, "CXX", "clang++").CXX, "", "no clang++ on PATH"},
		{"CXX unset", env("PATH", bin).CXX, filepath.Join(bin, "g++"), ""},
		{"AXE_CORE unset", env().AxeCore, "", "AXE_CORE is not set (npm install axe-core; set it to node_modules/axe-core/axe.min.js)"},
		{"TESTLIB_DIR", func() (string, error) { return env("TESTLIB_DIR", bin).Testlib("/nonexistent") }, bin, ""},
		{"no testlib.h", func() (string, error) { return env().Testlib("/nonexistent") }, "", "TESTLIB_DIR is not set: get testlib.h from github.com/MikeMirzayanov/testlib and set TESTLIB_DIR to its folder"},
		{"TESTLIB_DIR without testlib.h", func() (string, error) { return env("TESTLIB_DIR", "/nowhere").Testlib("/nonexistent") }, "", "no /nowhere/testlib.h: get testlib.h from github.com/MikeMirzayanov/testlib and set TESTLIB_DIR to its folder"},
		{"DYNAHAM_DIR", func() (string, error) { return env("DYNAHAM_DIR", dyn).Dynaham("/nonexistent") }, dyn, ""},
		{"no DYNAHAM_DIR", func() (string, error) { return env().Dynaham("/nonexistent") }, "", "DYNAHAM_DIR is not set: " + dynahamHow},
		{"DYNAHAM_DIR without gb_save.w", func() (string, error) { return env("DYNAHAM_DIR", bin).Dynaham("/nonexistent") }, "", "no " + filepath.Join(bin, "dynaham.w") + ": " + dynahamHow},
		{"ctangle", env("PATH", bin).Ctangle, filepath.Join(bin, "ctangle"), ""},
		{"no ctangle", env("PATH", "/nonexistent").Ctangle, "", "no ctangle on PATH (CWEB's ctangle comes with TeX: Debian's texlive-binaries)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := tc.find()
			msg := ""
			if err != nil {
				msg = err.Error()
			}
			if p != tc.path || msg != tc.err {
				t.Errorf("found %q, error %q; want %q, %q", p, msg, tc.path, tc.err)
			}
		})
	}
}

// TestNoSharedFolder checks that no lookup's message sends a user to ../shared, the
// developers' folder beside the repository, which a clone does not have: each says
// where to get the tool instead.
func TestNoSharedFolder(t *testing.T) {
	empty := Env(func(string) string { return "" })
	for _, f := range empty.All(t.TempDir()) {
		if f.Err == nil {
			t.Errorf("%s: found %s with nothing set", f.Tool, f.Path)
		} else if strings.Contains(f.Err.Error(), "shared") {
			t.Errorf("%s: %v: names the developers' folder", f.Tool, f.Err)
		}
	}
}
