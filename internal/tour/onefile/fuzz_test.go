package onefile

import (
	"bytes"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"testing"
)

// FuzzMerge merges one file of arbitrary source with the testdata library: merge must
// never panic, and whatever it accepts must be a parsable generated file.
func FuzzMerge(f *testing.F) {
	seeds, _ := filepath.Glob(filepath.Join("testdata", "mod", "*", "*.go"))
	for _, s := range seeds {
		src, err := os.ReadFile(s)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	f.Add([]byte("package main\nfunc main() {}\n"))
	f.Add([]byte("package main\nimport \"C\"\nfunc main() {}\n"))
	lib, err := os.ReadFile(filepath.Join("testdata", "mod", "lib", "lib.go"))
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		pkgs := []pkg{
			{path: "example.com/mod/x", files: []srcFile{{name: "x/x.go", src: src}}},
			{path: "example.com/mod/lib", files: []srcFile{{name: "lib/lib.go", src: lib}}},
		}
		out, err := merge("example.com/mod", pkgs)
		if err != nil {
			return
		}
		if !bytes.HasPrefix(out, []byte(Header)) {
			t.Fatalf("output does not start with %q", Header)
		}
		if _, err := parser.ParseFile(token.NewFileSet(), "out.go", out, 0); err != nil {
			t.Fatalf("output does not parse: %v\n%s", err, out)
		}
	})
}
