package main

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestShellIsGlue holds every shell script of the repository to at most 50 lines: a
// script is glue (installs, calling real tools); logic, and measuring above all, lives
// in Go.
func TestShellIsGlue(t *testing.T) {
	root := filepath.Join("..", "..")
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("no repository root at %s: %v", root, err)
	}
	var n int
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".sh") {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		n++
		if lines := bytes.Count(data, []byte("\n")); lines > 50 {
			t.Errorf("%s: %d lines; a shell script is glue of at most 50 (move the logic into Go)", p, lines)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n == 0 {
		t.Error("no shell script found: the walk is broken")
	}
}
