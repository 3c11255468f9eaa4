package zipdir

import (
	"archive/zip"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeZip writes a zip at zp with the entries (name -> content; a name ending in "*" is
// executable, without the star), in the order given.
func writeZip(t *testing.T, zp string, entries [][2]string) {
	t.Helper()
	f, err := os.Create(zp)
	if err != nil {
		t.Fatal(err)
	}
	zw := zip.NewWriter(f)
	for _, e := range entries {
		name, mode := e[0], os.FileMode(0o644)
		if n := len(name); name[n-1] == '*' {
			name, mode = name[:n-1], 0o755
		}
		h := &zip.FileHeader{Name: name}
		h.SetMode(mode)
		w, err := zw.CreateHeader(h)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write([]byte(e[1])); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestUnzip unpacks small archives: contents and executable bits, nested folders, and
// refuses entries that leave the folder, an existing folder and a file that is no zip,
// leaving no folder behind.
func TestUnzip(t *testing.T) {
	for _, tc := range []struct {
		name    string
		entries [][2]string
		exists  bool
		under   string // folders between the temporary folder and DIR, not made beforehand
		wantErr error  // nil: unpacked
	}{
		{name: "package", entries: [][2]string{{"problem.yaml", "name: x\n"}, {"output_validators/v/build*", "#!/bin/sh\n"}, {"data/secret/1.in", "1\n-1\n"}}},
		{name: "empty", entries: nil},
		{name: "missing parents", entries: [][2]string{{"a.txt", "a"}}, under: "x/y"},
		{name: "missing parents, refused", entries: [][2]string{{"../evil.txt", "x"}}, under: "x/y", wantErr: ErrNotLocal},
		{name: "dot dot", entries: [][2]string{{"a.txt", "a"}, {"../evil.txt", "x"}}, wantErr: ErrNotLocal},
		{name: "absolute", entries: [][2]string{{"/evil.txt", "x"}}, wantErr: ErrNotLocal},
		{name: "existing folder", entries: [][2]string{{"a.txt", "a"}}, exists: true, wantErr: os.ErrExist},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tmp := t.TempDir()
			zp, dir := filepath.Join(tmp, "p.zip"), filepath.Join(tmp, filepath.FromSlash(tc.under), "out")
			writeZip(t, zp, tc.entries)
			if tc.exists {
				if err := os.Mkdir(dir, 0o755); err != nil {
					t.Fatal(err)
				}
			}
			err := Unzip(zp, dir)
			if tc.wantErr != nil {
				if !errors.Is(err, tc.wantErr) {
					t.Fatalf("Unzip = %v, want %v", err, tc.wantErr)
				}
				if _, serr := os.Stat(dir); !tc.exists && serr == nil {
					t.Errorf("a refused archive left %s behind", dir)
				}
				if first, _, ok := strings.Cut(tc.under, "/"); ok {
					if _, serr := os.Stat(filepath.Join(tmp, first)); serr == nil {
						t.Errorf("a refused archive left the folder %s it made behind", first)
					}
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range tc.entries {
				name, exec := e[0], false
				if n := len(name); name[n-1] == '*' {
					name, exec = name[:n-1], true
				}
				p := filepath.Join(dir, filepath.FromSlash(name))
				data, err := os.ReadFile(p)
				if err != nil || string(data) != e[1] {
					t.Errorf("%s: %q, %v; want %q", name, data, err, e[1])
				}
				fi, err := os.Stat(p)
				if err == nil && (fi.Mode()&0o100 != 0) != exec {
					t.Errorf("%s: mode %v, executable should be %v", name, fi.Mode(), exec)
				}
			}
		})
	}
	t.Run("not a zip", func(t *testing.T) {
		tmp := t.TempDir()
		zp, dir := filepath.Join(tmp, "p.zip"), filepath.Join(tmp, "out")
		if err := os.WriteFile(zp, []byte("not a zip"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := Unzip(zp, dir); err == nil {
			t.Fatal("Unzip of a text file succeeded")
		}
		if _, err := os.Stat(dir); err == nil {
			t.Errorf("a refused archive left %s behind", dir)
		}
	})
}
