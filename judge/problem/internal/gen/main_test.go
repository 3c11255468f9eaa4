package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/knightstour/knightstour/internal/tour/onefile"
)

// TestGenerated regenerates the packager's generated files from the repository and
// fails if any differs from the one kept in judge/problem (run go generate ./judge/problem).
func TestGenerated(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", "..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	files, err := generated(onefile.Module{Root: root, Path: modulePath})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 4 {
		t.Errorf("%d files generated, want 4", len(files))
	}
	for name, want := range files {
		got, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(name)))
		if err != nil {
			t.Errorf("%v: run go generate ./judge/problem", err)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is out of date: run go generate ./judge/problem", name)
		}
	}
}

// TestNotKnightstour: the generator refuses another module.
func TestNotKnightstour(t *testing.T) {
	if _, err := generated(onefile.Module{Root: t.TempDir(), Path: "example.com/other"}); err == nil {
		t.Error("no error for another module")
	}
}
