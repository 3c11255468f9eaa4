//go:build unix

package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// TestFolderRefusesSpecialFiles checks that a count's folder refuses to open what is
// not a plain file where a states or done file should be, at once: a named pipe (its
// open would wait for a writer, the round hanging, a SIGTERM not heard) or a folder,
// with an error that names it and says it is not a file of the count.
func TestFolderRefusesSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "job", "round-1"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "job", "round-1", "done-1"), 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	if err := os.Mkdir(filepath.Join(dir, "job", "round-1", "states-1"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ name, kind string }{
		{"job/round-1/done-1", "a named pipe"},
		{"job/round-1/states-1", "a folder"},
	} {
		f, err := folder(dir).Open(tc.name)
		if err == nil {
			f.Close()
		}
		if !errors.Is(err, jobdir.ErrCorrupt) || !strings.Contains(err.Error(), tc.name) || !strings.Contains(err.Error(), tc.kind) {
			t.Errorf("%s: %v, want an error naming it, %s", tc.name, err, tc.kind)
		}
	}
}
