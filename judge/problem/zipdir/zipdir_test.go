package zipdir

import (
	"archive/zip"
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// writeTree creates files (path -> content; a path ending in "*" is executable, without
// the star) under dir.
func writeTree(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		mode := os.FileMode(0o644)
		if n := len(name); name[n-1] == '*' {
			name, mode = name[:n-1], 0o755
		}
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), mode); err != nil {
			t.Fatal(err)
		}
	}
}

// TestZipDir zips small trees and reads them back: names, contents, modes, order, and
// identical bytes from two runs.
func TestZipDir(t *testing.T) {
	for _, tc := range []struct {
		name  string
		files map[string]string
		want  []string // entry names in order, with " x" for executables
	}{
		{name: "empty", files: map[string]string{}, want: nil},
		{name: "flat", files: map[string]string{"b.txt": "b", "a.txt": "a"}, want: []string{"a.txt", "b.txt"}},
		{
			name: "package",
			files: map[string]string{
				"problem.yaml":                     "name: x\n",
				".timelimit":                       "1\n",
				"output_validators/v/build*":       "#!/bin/sh\n",
				"output_validators/v/validator.go": "package main\n",
				"data/secret/1.in":                 "1\n-1\n",
			},
			want: []string{".timelimit", "data/secret/1.in", "output_validators/v/build x", "output_validators/v/validator.go", "problem.yaml"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir, out := t.TempDir(), t.TempDir()
			writeTree(t, dir, tc.files)
			var runs [2][]byte
			for i := range runs {
				zp := filepath.Join(out, "p.zip")
				if err := Dir(dir, zp); err != nil {
					t.Fatal(err)
				}
				data, err := os.ReadFile(zp)
				if err != nil {
					t.Fatal(err)
				}
				runs[i] = data
			}
			if !bytes.Equal(runs[0], runs[1]) {
				t.Error("two runs gave different archives")
			}
			zr, err := zip.NewReader(bytes.NewReader(runs[0]), int64(len(runs[0])))
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, f := range zr.File {
				name := f.Name
				key := name
				if f.Mode()&0o111 != 0 {
					name += " x"
					key += "*"
				}
				got = append(got, name)
				rc, err := f.Open()
				if err != nil {
					t.Fatal(err)
				}
				data, err := io.ReadAll(rc)
				rc.Close()
				if err != nil {
					t.Fatal(err)
				}
				if string(data) != tc.files[key] {
					t.Errorf("%s holds %q, want %q", f.Name, data, tc.files[key])
				}
				if !f.Modified.Equal(stamp) {
					t.Errorf("%s dated %v", f.Name, f.Modified)
				}
			}
			if len(got) != len(tc.want) {
				t.Fatalf("entries %q, want %q", got, tc.want)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Fatalf("entries %q, want %q", got, tc.want)
				}
			}
		})
	}
}

// TestZipDirRefuses checks the refusals: a zip inside the directory, a symbolic link,
// a missing directory. No archive is left behind.
func TestZipDirRefuses(t *testing.T) {
	t.Run("inside", func(t *testing.T) {
		dir := t.TempDir()
		if err := Dir(dir, filepath.Join(dir, "p.zip")); err == nil {
			t.Fatal("zipped into its own directory")
		}
	})
	t.Run("symlink", func(t *testing.T) {
		dir, out := t.TempDir(), filepath.Join(t.TempDir(), "p.zip")
		writeTree(t, dir, map[string]string{"a": "a"})
		if err := os.Symlink("a", filepath.Join(dir, "b")); err != nil {
			t.Skip(err)
		}
		if err := Dir(dir, out); !errors.Is(err, errNotRegular) {
			t.Fatalf("zipDir: %v, want %v", err, errNotRegular)
		}
		if _, err := os.Stat(out); err == nil {
			t.Error("archive left behind")
		}
	})
	t.Run("missing", func(t *testing.T) {
		out := filepath.Join(t.TempDir(), "p.zip")
		if err := Dir(filepath.Join(t.TempDir(), "none"), out); err == nil {
			t.Fatal("zipped a missing directory")
		}
	})
}
