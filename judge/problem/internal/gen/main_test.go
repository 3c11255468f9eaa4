package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"knightstour/internal/onefile"
)

// TestRun runs the command line from inside testdata/mod.
func TestRun(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("merge", "testdata", "mod"))
	if err != nil {
		t.Fatal(err)
	}
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chdir(root); err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := os.Chdir(wd); err != nil {
			t.Fatal(err)
		}
	}()
	out := filepath.Join(t.TempDir(), "merged.go")
	for _, tc := range []struct {
		name   string
		args   []string
		stdout bool   // the merged file goes to stdout
		err    string // "" for success
	}{
		{name: "stdout", args: []string{"app", "lib"}, stdout: true},
		{name: "file", args: []string{"-o", out, "app", "lib"}},
		{name: "no-sources", args: nil, err: "usage"},
		{name: "bad-flag", args: []string{"-x"}, err: "usage"},
		{name: "help", args: []string{"-h"}, err: "help requested"},
		{name: "refused", args: []string{"lib"}, err: "no func main"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			err := run(tc.args, &stdout, &stderr)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("run: %v, want error %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatalf("run: %v (stderr %q)", err, stderr.String())
			}
			got := stdout.Bytes()
			if !tc.stdout {
				if got, err = os.ReadFile(out); err != nil {
					t.Fatal(err)
				}
			}
			if !bytes.HasPrefix(got, []byte(onefile.Header)) {
				t.Errorf("output starts %q", got[:min(len(got), 60)])
			}
		})
	}
}
