package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"strings"
)

// event is one line of go test -json (cmd/test2json).
type event struct {
	Action  string
	Package string
	Test    string
	Output  string
}

// skip is a test or subtest that skipped, and the lines it logged: its reason.
type skip struct {
	pkg, test string
	reason    []string
}

// report is what a test run left out: the skips in the order they ended, and how many
// tests ran, skipped and failed.
type report struct {
	skips               []skip
	passed, failed, all int
}

// logPrefix is what the testing package puts before a logged line: its indent, and the
// file and line of the call.
var logPrefix = regexp.MustCompile(`^\s+\S+_test\.go:\d+: `)

// read reads a go test -json stream. It costs memory for the output of the tests still
// running, not for the whole stream.
func read(r io.Reader) (*report, error) {
	rep := &report{}
	logs := map[[2]string][]string{} // the lines logged by each test still running
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 16<<20)
	for line := 1; sc.Scan(); line++ {
		var e event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			return nil, fmt.Errorf("line %d: not go test -json output (%w)", line, err)
		}
		if e.Test == "" { // a package's own events: only a failure (one that did not build) counts
			if e.Action == "fail" {
				rep.failed++
			}
			continue
		}
		key := [2]string{e.Package, e.Test}
		switch e.Action {
		case "output":
			if m := logPrefix.FindStringIndex(e.Output); m != nil {
				logs[key] = append(logs[key], strings.TrimSpace(e.Output[m[1]:]))
			}
		case "skip":
			rep.skips = append(rep.skips, skip{e.Package, e.Test, logs[key]})
			rep.all++
			delete(logs, key)
		case "pass", "fail":
			rep.all++
			if e.Action == "fail" {
				rep.failed++
			} else {
				rep.passed++
			}
			delete(logs, key)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if rep.all == 0 {
		return nil, fmt.Errorf("no test ran (is this go test -json output?)")
	}
	return rep, nil
}

// String lists the skips, one a line with its reason, and a closing line of counts.
func (rep *report) String() string {
	var b strings.Builder
	for _, s := range rep.skips {
		reason := strings.Join(s.reason, "; ")
		if reason == "" {
			reason = "(no reason given)"
		}
		fmt.Fprintf(&b, "%s %s: %s\n", s.pkg, s.test, reason)
	}
	fmt.Fprintf(&b, "%s passed, %d failed, %d skipped\n", plural(rep.passed, "test"), rep.failed, len(rep.skips))
	return b.String()
}

// plural says n things: "1 test", "2 tests".
func plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}
