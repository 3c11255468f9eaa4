package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLayout measures a small tree: files and lines without the tests and testdata, the
// type with the most methods (pointer and generic receivers alike), the folders asked for.
func TestLayout(t *testing.T) {
	root := t.TempDir()
	files := map[string]string{
		"a/a.go":             "package a\n\ntype T struct{}\n\nfunc (T) A() {}\nfunc (*T) B() {}\n",
		"a/b.go":             "package a\n\ntype G[P any] struct{}\n\nfunc (g *G[P]) C() {}\nfunc F() {}\n",
		"a/a_test.go":        "package a\n\nfunc (T) D() {}\nfunc (T) E() {}\nfunc (T) F() {}\n",
		"a/testdata/x/x.go":  "package x\n",
		"b/c/c.go":           "package c\n",
		"main.go":            "package main\n\nfunc main() {}\n",
		".hidden/skipped.go": "package skipped\n",
	}
	for name, src := range files {
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		folders []string
		want    []pkgFigures
	}{
		{nil, []pkgFigures{{".", 1, 3, "", 0}, {"a", 2, 12, "T", 2}, {"b/c", 1, 1, "", 0}}},
		{[]string{"b"}, []pkgFigures{{"b/c", 1, 1, "", 0}}},
		{[]string{"a/", "b/c"}, []pkgFigures{{"a", 2, 12, "T", 2}, {"b/c", 1, 1, "", 0}}},
	}
	for _, tc := range tests {
		got, err := treeFigures(root, tc.folders)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(tc.want) {
			t.Fatalf("%v: %+v, want %+v", tc.folders, got, tc.want)
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%v: %+v, want %+v", tc.folders, got[i], tc.want[i])
			}
		}
	}
	var out bytes.Buffer
	figs, _ := treeFigures(root, []string{"a"})
	if err := writeFigures(&out, figs); err != nil || !strings.Contains(out.String(), "2 (T)") || !strings.Contains(out.String(), "1 packages  2      12") {
		t.Errorf("the table:\n%s(%v)", out.String(), err)
	}
}
