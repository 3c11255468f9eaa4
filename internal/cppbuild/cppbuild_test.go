package cppbuild

import (
	"os"
	"path/filepath"
	"testing"
)

// write makes the files of a program in a new folder: name to contents.
func write(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestKey checks that a program's key changes with every file it is made of (its
// source, a header beside it, one on the -I path) and its flags, and not with the
// folder it is compiled in nor a system header's name.
func TestKey(t *testing.T) {
	g := Compiler{path: "g++", id: "g++ 12"}
	base := map[string]string{
		"main.cpp":     "#include \"local.h\"\n#include <lib.h>\n#include <vector>\nint main() {}\n",
		"local.h":      "int local;\n",
		"inc/lib.h":    "  #  include \"deep.h\"\n",
		"inc/deep.h":   "int deep;\n",
		"inc/unused.h": "int unused;\n",
	}
	args := []string{"-O1", "-I", "inc", "main.cpp"}
	key := g.key(write(t, base), args)
	if key == "" {
		t.Fatal("no key")
	}
	if again := g.key(write(t, base), args); again != key {
		t.Errorf("another folder, the same files: key %s, want %s", again, key)
	}
	for _, c := range []struct {
		name, file, text string
		same             bool
	}{
		{"the source", "main.cpp", base["main.cpp"] + "// more\n", false},
		{"a header beside it", "local.h", "int local2;\n", false},
		{"a header on the -I path", "inc/lib.h", "int lib;\n#include \"deep.h\"\n", false},
		{"a header that header includes", "inc/deep.h", "int deep2;\n", false},
		{"a header no one includes", "inc/unused.h", "int other;\n", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			files := map[string]string{}
			for k, v := range base {
				files[k] = v
			}
			files[c.file] = c.text
			if got := g.key(write(t, files), args); (got == key) != c.same {
				t.Errorf("key %s against %s: same %v, want %v", got, key, got == key, c.same)
			}
		})
	}
	if got := g.key(write(t, base), []string{"-O2", "-I", "inc", "main.cpp"}); got == key {
		t.Error("other flags, the same key")
	}
	if got := g.key(write(t, base), []string{"-O1", "-I", "inc", "missing.cpp"}); got != "" {
		t.Errorf("a source that is not there: key %q, want none", got)
	}
}
