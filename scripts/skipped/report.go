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

// failure is a test that failed, or a package whose test binary did not build or
// failed outside its tests (test ""), and what it printed.
type failure struct {
	pkg, test string
	output    []string
}

// report is what a test run left out: the skips in the order they ended, the failures,
// and how many tests ran, skipped and failed.
type report struct {
	skips               []skip
	failures            []failure
	passed, failed, all int
}

// logPrefix is what the testing package puts before a logged line: its indent, and the
// file and line of the call.
var logPrefix = regexp.MustCompile(`^\s+\S+_test\.go:\d+: `)

// framing is a line that the testing package prints around a test's own output.
var framing = regexp.MustCompile(`^\s*(=== (RUN|PAUSE|CONT|NAME)|--- (PASS|FAIL|SKIP):)`)

// read reads a go test -json stream. It costs memory for the output of the tests still
// running (and of those that failed), not for the whole stream.
func read(r io.Reader) (*report, error) {
	rep := &report{}
	outs := map[[2]string][]string{} // the lines printed by each test still running, and by each package
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 16<<20)
	for line := 1; sc.Scan(); line++ {
		var e event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			return nil, fmt.Errorf("line %d: not go test -json output (%w)", line, err)
		}
		key := [2]string{e.Package, e.Test}
		switch e.Action {
		case "output":
			if !framing.MatchString(e.Output) {
				outs[key] = append(outs[key], strings.TrimRight(e.Output, "\n"))
			}
		case "skip":
			if e.Test != "" {
				var reason []string
				for _, l := range outs[key] {
					if m := logPrefix.FindStringIndex(l); m != nil {
						reason = append(reason, strings.TrimSpace(l[m[1]:]))
					}
				}
				rep.skips = append(rep.skips, skip{e.Package, e.Test, reason})
				rep.all++
			}
		case "pass":
			if e.Test != "" {
				rep.all++
				rep.passed++
			}
		case "fail":
			// A package's own failure counts when it did not build or failed outside
			// its tests, as go test -json reports it (then no test of it failed).
			if e.Test != "" || !rep.failedIn(e.Package) {
				rep.failures = append(rep.failures, failure{e.Package, e.Test, outs[key]})
				rep.failed++
			}
			if e.Test != "" {
				rep.all++
			}
		}
		if e.Action == "pass" || e.Action == "fail" || e.Action == "skip" {
			delete(outs, key)
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

// failedIn reports whether a test of package pkg failed.
func (rep *report) failedIn(pkg string) bool {
	for _, f := range rep.failures {
		if f.pkg == pkg && f.test != "" {
			return true
		}
	}
	return false
}

// String lists the skips, one a line with its reason, then the failures with what they
// printed, and a closing line of counts.
func (rep *report) String() string {
	var b strings.Builder
	for _, s := range rep.skips {
		reason := strings.Join(s.reason, "; ")
		if reason == "" {
			reason = "(no reason given)"
		}
		fmt.Fprintf(&b, "%s %s: %s\n", s.pkg, s.test, reason)
	}
	for _, f := range rep.failures {
		fmt.Fprintf(&b, "FAIL %s", f.pkg)
		if f.test != "" {
			fmt.Fprintf(&b, " %s", f.test)
		}
		b.WriteString(":\n")
		for _, l := range f.output {
			fmt.Fprintf(&b, "    %s\n", strings.TrimLeft(l, " \t"))
		}
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
