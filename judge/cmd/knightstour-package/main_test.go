package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestUsage: -h prints the usage on stdout and exits 0; a bad command line says what is
// wrong (the flag, the value, what is wanted) and how to get the usage, and exits 2.
func TestUsage(t *testing.T) {
	const hint = "run 'knightstour-package -h' for usage\n"
	for _, tc := range []struct {
		args   []string
		stderr string // "" for -h
	}{
		{[]string{"-h"}, ""},
		{[]string{"--help"}, ""},
		{[]string{"-format", "codeforces"}, `knightstour-package: -format "codeforces": want kattis, polygon, cms or all` + "\n"},
		{[]string{"-format=kattis,,cms"}, `knightstour-package: -format "kattis,,cms": want kattis, polygon, cms or all` + "\n"},
		{[]string{"-format", "cms,cms"}, `knightstour-package: -format "cms,cms": cms twice` + "\n"},
		{[]string{"-rows", "x"}, `knightstour-package: -rows "x": want a whole number 1..9999 in decimal digits` + "\n"},
		{[]string{"-cols", "+6"}, `knightstour-package: -cols "+6": want a whole number 1..9999 in decimal digits` + "\n"},
		{[]string{"-cols", "0x10"}, `knightstour-package: -cols "0x10": want a whole number 1..9999 in decimal digits` + "\n"},
		{[]string{"-rows", "10000"}, `knightstour-package: -rows "10000": want a whole number 1..9999 in decimal digits` + "\n"},
		{[]string{"-rows", "33", "-cols", "32"}, "knightstour-package: boards of up to 1024 squares: the answers to every start of 33x32 would hold 1115136 squares\n"},
		{[]string{"-validator", "java"}, `knightstour-package: -validator "java": want cpp or go` + "\n"},
		{[]string{"-format", "polygon", "-validator", "cpp"}, "knightstour-package: -validator cpp: it chooses the output validator of -format kattis, not of polygon\n"},
		{[]string{"-x"}, "knightstour-package: flag provided but not defined: -x\n"},
		{[]string{"-rows"}, "knightstour-package: flag needs an argument: -rows\n"},
		{[]string{"a", "b"}, "knightstour-package: want one DIR at most, not 2 arguments: a b\n"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(context.Background(), tc.args, &stdout, &stderr)
			if tc.stderr == "" {
				if code != 0 || stdout.String() != usage || stderr.Len() != 0 {
					t.Errorf("exit %d, stdout %q, stderr %q; want 0 and the usage on stdout", code, stdout.String(), stderr.String())
				}
				return
			}
			if code != 2 || stdout.Len() != 0 || stderr.String() != tc.stderr+hint {
				t.Errorf("exit %d, stdout %q, stderr %q; want 2 and %q", code, stdout.String(), stderr.String(), tc.stderr+hint)
			}
		})
	}
	for _, flag := range []string{"-format", "-rows", "-cols", "-closed", "-validator", "-force", "Exit status: 0"} {
		if !strings.Contains(usage, flag) {
			t.Errorf("the usage does not tell %s", flag)
		}
	}
}

// TestRun builds a package from the repository found above the current directory, into
// DIR as given (relative), and refuses a board where some square starts no tour, with
// exit 1 and nothing written.
func TestRun(t *testing.T) {
	dir := t.TempDir()
	var stdout, stderr bytes.Buffer
	out := filepath.Join(dir, "pkg")
	if code := run(context.Background(), []string{"-format=kattis", "--rows", "5", "-cols=6", out}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if want := "knightstour-package: " + out + "/knightstour5x6.zip (5x6 open, cpp validator, 8 test cases)\n"; stdout.String() != want {
		t.Errorf("stdout %q, want %q", stdout.String(), want)
	}
	zip := filepath.Join(out, "knightstour5x6.zip")
	before, err := os.ReadFile(zip)
	if err != nil {
		t.Fatal(err)
	}
	// The same build again is refused, before it builds anything, and the zip is left as
	// it was; with -force it is replaced.
	if err := os.WriteFile(zip, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	stdout.Reset()
	stderr.Reset()
	code := run(context.Background(), []string{"-rows", "5", "-cols", "6", out}, &stdout, &stderr)
	if want := "knightstour-package: " + zip + " exists: not replaced (give -force to replace it)\n"; code != 1 || stderr.String() != want || stdout.Len() != 0 {
		t.Errorf("again: exit %d, stdout %q, stderr %q; want 1 and %q", code, stdout.String(), stderr.String(), want)
	}
	if got, _ := os.ReadFile(zip); string(got) != "mine" {
		t.Error("a refused build changed the zip in DIR")
	}
	if code := run(context.Background(), []string{"-force", "-rows", "5", "-cols", "6", out}, &stdout, &stderr); code != 0 {
		t.Fatalf("-force: exit %d: %s", code, stderr.String())
	}
	if got, _ := os.ReadFile(zip); !bytes.Equal(got, before) {
		t.Error("-force did not replace the zip")
	}
	stdout.Reset()
	stderr.Reset()
	refused := filepath.Join(dir, "refused")
	code = run(context.Background(), []string{"-rows", "5", "-cols", "5", refused}, &stdout, &stderr)
	if want := "knightstour-package: no package: the 5x5 board has no open tour from 12 of its 25 squares: the problem promises a tour from every square\n"; code != 1 || stderr.String() != want || stdout.Len() != 0 {
		t.Errorf("5x5: exit %d, stdout %q, stderr %q; want 1 and %q", code, stdout.String(), stderr.String(), want)
	}
	if _, err := os.Stat(refused); err == nil {
		t.Error("a refused build made its DIR")
	}
	stdout.Reset()
	stderr.Reset()
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // as a signal does
	stopped := filepath.Join(dir, "stopped")
	if code := run(ctx, []string{stopped}, &stdout, &stderr); code != 1 || stderr.String() != "knightstour-package: stopped: nothing written\n" {
		t.Errorf("stopped: exit %d, stderr %q", code, stderr.String())
	}
	if _, err := os.Stat(stopped); err == nil {
		t.Error("a stopped build made its DIR")
	}
}

// TestTestlibDir: the Polygon package carries $TESTLIB_DIR's testlib.h; without it the
// packager says so on stderr; a TESTLIB_DIR without testlib.h refuses the build (exit 1).
func TestTestlibDir(t *testing.T) {
	with := t.TempDir()
	if err := os.WriteFile(filepath.Join(with, "testlib.h"), []byte("/* stand-in */\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, dir string
		code      int
		stderr    string // a piece of stderr, "" for none at all
		packaged  bool   // files/testlib.h in the zip
	}{
		{"given", with, 0, "", true},
		{"unset", "", 0, "knightstour-package: the Polygon package has no files/testlib.h: set TESTLIB_DIR", false},
		{"no testlib.h", t.TempDir(), 1, "testlib.h: open ", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("TESTLIB_DIR", tc.dir)
			out := filepath.Join(t.TempDir(), "out")
			var stdout, stderr bytes.Buffer
			code := run(context.Background(), []string{"-format", "polygon", "-rows", "1", "-cols", "1", out}, &stdout, &stderr)
			// Notes on the PDF statement come and go with the machine's tools.
			var other []string
			for _, l := range strings.SplitAfter(stderr.String(), "\n") {
				if l != "" && !strings.Contains(l, "PDF statement") {
					other = append(other, l)
				}
			}
			if code != tc.code || (tc.stderr == "") != (len(other) == 0) || !strings.Contains(strings.Join(other, ""), tc.stderr) {
				t.Fatalf("exit %d, stderr %q; want %d and %q", code, stderr.String(), tc.code, tc.stderr)
			}
			if code != 0 {
				return
			}
			entries := keys(zipEntries(t, filepath.Join(out, "knightstour-1x1-polygon.zip")))
			packaged := slices.ContainsFunc(entries, func(k string) bool { return strings.HasPrefix(k, "files/testlib.h ") })
			if packaged != tc.packaged {
				t.Errorf("files/testlib.h in the zip: %v, want %v (entries %q)", packaged, tc.packaged, entries)
			}
		})
	}
}
