package main

import (
	"archive/zip"
	"bytes"
	"context"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// TestInstalled builds the command into a temporary directory, as go install does, and
// runs it in an empty directory, far from any clone of the repository: it must build the
// 6×6 package of every family, the same zips, entry for entry and byte for byte (bar the
// PDF statement, which holds its date), as the command run in the clone.
func TestInstalled(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the installed packager is not built")
	}
	bin := filepath.Join(t.TempDir(), "knightstour-package")
	if runtime.GOOS == "windows" {
		bin += ".exe"
	}
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	empty := t.TempDir()
	cmd := exec.Command(bin, "-format", "all", "-rows", "6", "-cols", "6", "out")
	cmd.Dir = empty
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("the installed packager, in an empty directory: %v\n%s", err, stderr.String())
	}
	clone := filepath.Join(t.TempDir(), "clone")
	var cloneOut, cloneErr bytes.Buffer
	if code := run(context.Background(), []string{"-format", "all", "-rows", "6", "-cols", "6", clone}, &cloneOut, &cloneErr); code != 0 {
		t.Fatalf("the packager in the clone: exit %d: %s", code, cloneErr.String())
	}
	if got, want := stdout.String(), strings.ReplaceAll(cloneOut.String(), clone, "out"); got != want {
		t.Errorf("the installed packager printed %q, want %q", got, want)
	}
	// Without Go, or anything else, on PATH, the Kattis package is built all the same.
	bare := exec.Command(bin, "-rows", "6", "-cols", "6", "bare")
	bare.Dir = empty
	bare.Env = append(os.Environ(), "PATH=")
	if out, err := bare.CombinedOutput(); err != nil {
		t.Errorf("the installed packager with an empty PATH: %v\n%s", err, out)
	} else if got, want := zipEntries(t, filepath.Join(empty, "bare", "knightstour6x6.zip")), zipEntries(t, filepath.Join(clone, "knightstour6x6.zip")); !maps.EqualFunc(got, want, bytes.Equal) {
		t.Error("with an empty PATH, the Kattis package differs from the clone's")
	}
	for _, name := range []string{"knightstour6x6.zip", "knightstour-6x6-polygon.zip", "knightstour-6x6-cms.zip"} {
		t.Run(name, func(t *testing.T) {
			got, want := zipEntries(t, filepath.Join(empty, "out", name)), zipEntries(t, filepath.Join(clone, name))
			if len(want) < 10 {
				t.Fatalf("%d entries in the clone's zip: the test tests too little", len(want))
			}
			if !slices.Equal(keys(got), keys(want)) {
				t.Fatalf("entries %q, want %q", keys(got), keys(want))
			}
			for k, w := range want {
				if !strings.Contains(k, ".pdf ") && !bytes.Equal(got[k], w) {
					t.Errorf("%s differs", k)
				}
			}
		})
	}
}

// zipEntries returns the entries of the zip file name, keyed by name and mode.
func zipEntries(t *testing.T, name string) map[string][]byte {
	t.Helper()
	r, err := zip.OpenReader(name)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	entries := map[string][]byte{}
	for _, f := range r.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		_, err = b.ReadFrom(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		entries[f.Name+" "+f.Mode().String()] = b.Bytes()
	}
	return entries
}

// keys returns m's keys in order.
func keys(m map[string][]byte) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}
