package main

import (
	"bufio"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestWriteFileAtomic checks that a file is replaced only when it has been written in
// full: a write that fails half-way leaves the old file as it was and no temporary file.
func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "tour.svg")
	for _, tc := range []struct {
		name    string
		write   func(*bufio.Writer) error
		wantErr bool
		want    string
	}{
		{"new file", func(w *bufio.Writer) error { _, err := w.WriteString("first"); return err }, false, "first"},
		{"failed write", func(w *bufio.Writer) error {
			w.WriteString("half a draw")
			w.Flush()
			return errors.New("disk full")
		}, true, "first"},
		{"replaced", func(w *bufio.Writer) error { _, err := w.WriteString("second"); return err }, false, "second"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := writeFileAtomic(name, tc.write)
			if (err != nil) != tc.wantErr {
				t.Fatalf("err %v, want an error: %v", err, tc.wantErr)
			}
			got, rerr := os.ReadFile(name)
			if rerr != nil || string(got) != tc.want {
				t.Errorf("file holds %q (%v), want %q", got, rerr, tc.want)
			}
			files, _ := filepath.Glob(filepath.Join(dir, "*"))
			if len(files) != 1 {
				t.Errorf("directory holds %v, want only %s", files, name)
			}
			if st, err := os.Stat(name); err == nil && st.Mode().Perm() != 0o644 {
				t.Errorf("mode %v, want 0644", st.Mode().Perm())
			}
		})
	}
	if err := writeFileAtomic(filepath.Join(dir, "missing", "x.svg"), func(*bufio.Writer) error { return nil }); err == nil {
		t.Error("writing into a missing directory succeeded")
	}
}
