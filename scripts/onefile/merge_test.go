package main

import (
	"bytes"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"
)

// testModule is the module of testdata/mod.
func testModule(t *testing.T) module {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("testdata", "mod"))
	if err != nil {
		t.Fatal(err)
	}
	return module{root: root, path: "example.com/mod"}
}

// goRun runs the Go file src with the go command from an empty directory outside any
// module and returns its stdout.
func goRun(t *testing.T, src []byte) string {
	t.Helper()
	dir := t.TempDir()
	file := filepath.Join(dir, "main.go")
	if err := os.WriteFile(file, src, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "run", file)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go run: %v\n%s", err, stderr.Bytes())
	}
	return string(out)
}

// TestMerge merges packages of testdata/mod: the merged files must match their golden
// files, parse, and print what the packages print; every refused merge must say why.
func TestMerge(t *testing.T) {
	mod := testModule(t)
	for _, tc := range []struct {
		name string
		args []string
		out  string // stdout of the merged program
		err  []string
	}{
		{
			name: "app",
			args: []string{"app", "lib"},
			out:  "HELLO, ANN 2\nHELLO, BOB 2\nHELLO, HELLO\n",
		},
		{name: "alias", args: []string{"alias", "lib"}, out: "hello, alias\n"},
		{name: "hasinit", args: []string{"hasinit"}, out: "init 1\ninit 2\nmain\n"},
		{name: "file-first", args: []string{"lib/count.go", "app", "lib"}, out: "HELLO, ANN 2\nHELLO, BOB 2\nHELLO, HELLO\n"},
		{
			name: "clash",
			args: []string{"app", "lib", "clash"},
			err:  []string{"clash/clash.go:4:6: Greet already declared at lib/lib.go:16:6", "clash/main.go:4:5: Count already declared at lib/count.go:6:6"},
		},
		{name: "shadow", args: []string{"shadow", "lib"}, err: []string{"shadow/main.go:11:2: lib is the name of a merged package"}},
		{name: "nonstd", args: []string{"nonstd"}, err: []string{`nonstd/main.go:3:8: imports "golang.org/x/mod/semver", which is outside the standard library`}},
		{name: "notmerged", args: []string{"notmerged"}, err: []string{`notmerged/main.go:3:8: imports "example.com/mod/lib", a package of module example.com/mod that is not merged`}},
		{name: "dot", args: []string{"dot"}, err: []string{`dot/main.go:3:8: dot import of "fmt"`}},
		{name: "names-clash", args: []string{"namesclash", "lib"}, err: []string{`namesclash/main.go:8:5: strings already declared at import "strings"`}},
		{name: "import-clash", args: []string{"importclash", "lib"}, err: []string{`lib/count.go:3:8: import name strings stands for both "math/rand" and "strings"`}},
		{name: "no-main", args: []string{"lib"}, err: []string{"no func main"}},
		{name: "test-file", args: []string{"lib/lib_test.go"}, err: []string{"not a non-test .go file"}},
		{name: "missing", args: []string{"nowhere"}, err: []string{"nowhere"}},
		{name: "outside", args: []string{"../../main.go"}, err: []string{"not inside module example.com/mod"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pkgs, err := mod.load(mod.root, tc.args)
			var src []byte
			if err == nil {
				src, err = merge(mod.path, pkgs)
			}
			if tc.err != nil {
				if err == nil {
					t.Fatalf("merged, want error %q", tc.err)
				}
				for _, want := range tc.err {
					if !strings.Contains(err.Error(), want) {
						t.Errorf("error %q\ndoes not contain %q", err, want)
					}
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if _, err := parser.ParseFile(token.NewFileSet(), "merged.go", src, 0); err != nil {
				t.Fatalf("merged file does not parse: %v", err)
			}
			if !bytes.HasPrefix(src, []byte(header)) {
				t.Errorf("merged file does not start with %q", header)
			}
			g := goldie.New(t, goldie.WithFixtureDir(filepath.Join("testdata", "golden")), goldie.WithNameSuffix(".golden"))
			g.Assert(t, tc.name, src)
			if got := goRun(t, src); got != tc.out {
				t.Errorf("merged program prints %q, want %q", got, tc.out)
			}
		})
	}
}

// TestModulePath reads module directives as go.mod writes them.
func TestModulePath(t *testing.T) {
	for _, tc := range []struct {
		name, gomod, want, err string
	}{
		{name: "plain", gomod: "module knightstour\n\ngo 1.21\n", want: "knightstour"},
		{name: "comment", gomod: "// a module\nmodule example.com/m // its path\n", want: "example.com/m"},
		{name: "quoted", gomod: "module \"example.com/q\"\n", want: "example.com/q"},
		{name: "tab", gomod: "go 1.21\nmodule\texample.com/t\n", want: "example.com/t"},
		{name: "modules-word", gomod: "modules x\nmodule m\n", want: "m"},
		{name: "none", gomod: "go 1.21\n", err: "no module directive"},
		{name: "empty", gomod: "module\n", err: "no module directive"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := modulePath([]byte(tc.gomod))
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("modulePath = %q, %v; want error %q", got, err, tc.err)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("modulePath = %q, %v; want %q", got, err, tc.want)
			}
		})
	}
}

// TestFindModule finds the module of a directory from inside it.
func TestFindModule(t *testing.T) {
	want := testModule(t)
	m, err := findModule(filepath.Join(want.root, "lib"))
	if err != nil || m != want {
		t.Fatalf("findModule = %+v, %v; want %+v", m, err, want)
	}
	if _, err := findModule(string(filepath.Separator)); err == nil {
		t.Error("findModule(/) found a module")
	}
}

// TestRun runs the command line from inside testdata/mod.
func TestRun(t *testing.T) {
	mod := testModule(t)
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chdir(mod.root); err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := os.Chdir(wd); err != nil {
			t.Fatal(err)
		}
	}()
	out := filepath.Join(t.TempDir(), "merged.go")
	for _, tc := range []struct {
		name   string
		args   []string
		stdout bool   // the merged file goes to stdout
		err    string // "" for success
	}{
		{name: "stdout", args: []string{"app", "lib"}, stdout: true},
		{name: "file", args: []string{"-o", out, "app", "lib"}},
		{name: "no-sources", args: nil, err: "usage"},
		{name: "bad-flag", args: []string{"-x"}, err: "usage"},
		{name: "help", args: []string{"-h"}, err: "help requested"},
		{name: "refused", args: []string{"lib"}, err: "no func main"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			err := run(tc.args, &stdout, &stderr)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("run: %v, want error %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatalf("run: %v (stderr %q)", err, stderr.String())
			}
			got := stdout.Bytes()
			if !tc.stdout {
				if got, err = os.ReadFile(out); err != nil {
					t.Fatal(err)
				}
			}
			if !bytes.HasPrefix(got, []byte(header)) {
				t.Errorf("output starts %q", got[:min(len(got), 60)])
			}
		})
	}
}
