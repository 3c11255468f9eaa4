package onefile

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
func testModule(t *testing.T) Module {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("testdata", "mod"))
	if err != nil {
		t.Fatal(err)
	}
	return Module{Root: root, Path: "example.com/mod"}
}

// goRun runs the Go file src with the go command from an empty directory outside any
// module and returns its stdout. With -trimpath the build of the same file is the same
// in every temporary directory: Go's cache keeps it from one run to the next.
func goRun(t *testing.T, src []byte) string {
	t.Helper()
	dir := t.TempDir()
	file := filepath.Join(dir, "main.go")
	if err := os.WriteFile(file, src, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "run", "-trimpath", file)
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
		{name: "outside", args: []string{"../../merge.go"}, err: []string{"not inside module example.com/mod"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pkgs, err := mod.load(mod.Root, tc.args, nil)
			var src []byte
			if err == nil {
				src, err = merge(mod.Path, pkgs)
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
			if !bytes.HasPrefix(src, []byte(Header)) {
				t.Errorf("merged file does not start with %q", Header)
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
	m, err := FindModule(filepath.Join(want.Root, "lib"))
	if err != nil || m != want {
		t.Fatalf("FindModule = %+v, %v; want %+v", m, err, want)
	}
	if _, err := FindModule(string(filepath.Separator)); err == nil {
		t.Error("FindModule(/) found a module")
	}
}

// TestOverlay merges with files in memory: one that replaces a file on disk, one added to
// a package directory, and a file argument that exists only in memory.
func TestOverlay(t *testing.T) {
	mod := testModule(t)
	main, err := os.ReadFile(filepath.Join(mod.Root, "app", "main.go"))
	if err != nil {
		t.Fatal(err)
	}
	overlay := map[string][]byte{
		filepath.Join(mod.Root, "app", "main.go"):   append(main, "\n// overlaid main.go\n"...),
		filepath.Join(mod.Root, "lib", "extra.go"):  []byte("package lib\n\n// Extra is added.\nfunc Extra() int { return 1 }\n"),
		filepath.Join(mod.Root, "lib", "skip.go"):   []byte("//go:build never\n\npackage lib\n\nfunc Skipped() {}\n"),
		filepath.Join(mod.Root, "lib", "x_test.go"): []byte("package lib\n\nfunc Tested() {}\n"),
	}
	src, err := mod.File(mod.Root, []string{"app", "lib"}, overlay)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"// overlaid main.go", "func Extra() int", "//\tlib/extra.go\n"} {
		if !strings.Contains(string(src), want) {
			t.Errorf("merged file has no %q:\n%s", want, src)
		}
	}
	for _, unwanted := range []string{"Skipped", "Tested"} {
		if strings.Contains(string(src), unwanted) {
			t.Errorf("merged file has %s: build constraints or _test.go not honoured", unwanted)
		}
	}
	only := filepath.Join(mod.Root, "app", "only.go")
	if _, err := mod.File(mod.Root, []string{only}, map[string][]byte{only: []byte("package main\n\nfunc main() {}\n")}); err != nil {
		t.Errorf("a file only in memory: %v", err)
	}
}
