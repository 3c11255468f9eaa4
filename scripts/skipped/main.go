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
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
)

func main() {
	if err := run(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintf(os.Stderr, "skipped: %v\n", err)
		os.Exit(1)
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
