// Skipped lists the checks that a test run left out, and why: every test and subtest
// that skipped, with the reason it gave; and every test that failed, with what it
// printed. It reads the output of go test -json.
//
// Usage:
//
//	go test ./... -json | go run ./scripts/skipped
//
// This runs the tests in place of go test ./..., not after it: Go's test cache keeps the
// results of each set of test flags apart, and -json is one of them (the test binary
// reports every test), so after go test ./... it runs every test again. Run again with
// nothing changed, it replays every result, skip reasons included, from the cache.
//
// A check that needs a tool the machine lacks (Chromium, g++, testlib.h, TeX) skips
// saying so, as a test or a subtest of its own, so this lists them all. The exit status
// is 1 when a test failed or the input is not go test -json, else 0.
//
//	go run ./scripts/skipped -tools
//
// runs no test: it looks up each tool as the tests do, through the same code
// (internal/tools), and prints where it is or why it is missing, and the tests that
// skip, or leave a part out, without it, found in the test files by the lookups they
// make. It takes a second, after any go test run. Tests that skip for other reasons
// (-short, KNIGHTSTOUR_SLOW, the platform) are not listed.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	lookup "github.com/knightstour/knightstour/internal/tools"
)

func main() {
	list := flag.Bool("tools", false, "list the tools the tests look for, what they find, and the tests that need each; run nothing")
	flag.Parse()
	var err error
	if *list {
		err = tools()
	} else {
		err = run(os.Stdin, os.Stdout)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "skipped: %v\n", err)
		os.Exit(1)
	}
}

// tools lists the tools, in the repository that holds the working directory.
func tools() error {
	dir, err := os.Getwd()
	if err != nil {
		return err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return listTools(lookup.OS, dir, os.Stdout)
		}
		up := filepath.Dir(dir)
		if up == dir {
			return errors.New("-tools: no go.mod here or above: run it in the repository")
		}
		dir = up
	}
}

// run reads go test -json from r and writes the skipped checks to w.
func run(r io.Reader, w io.Writer) error {
	rep, err := read(r)
	if err != nil {
		return err
	}
	if _, err := io.WriteString(w, rep.String()); err != nil {
		return err
	}
	if rep.failed > 0 {
		return errors.New(plural(rep.failed, "test") + " failed")
	}
	return nil
}
