package main

import (
	"fmt"
	"io"
	"os"

	"github.com/knightstour/knightstour/judge"
)

// cliCMS judges in the convention of CMS (the contest system of IOI and
// many olympiads): files are INPUT, CORRECT (the jury's answer) and
// CONTESTANT (the output), in that order. The score goes to stdout's first
// line, 1.0 or 0.0, and CMS's message key to stderr's first line,
// translate:success or translate:wrong, with the verdict line after it for
// people; the exit status is 0. A judge failure (a bad argument, a bad
// INPUT or CORRECT file) prints no score, writes "FAIL" and the reason to
// stderr and exits with 3, which CMS reports as a system error.
func cliCMS(c cliArgs, stdout, stderr io.Writer) int {
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "%v %s\n", judge.Failure, fmt.Sprintf(format, a...))
		return cliFailure
	}
	switch {
	case c.err != nil:
		return fail("bad argument: %v", c.err)
	case len(c.files) != 3:
		return fail("usage: want 3 file names (INPUT CORRECT CONTESTANT), got %d", len(c.files))
	}
	in, err := os.Open(c.files[0])
	if err != nil {
		return fail("cannot open the input: %v", err)
	}
	defer in.Close()
	ans, err := os.Open(c.files[1])
	if err != nil {
		return fail("cannot open the correct output: %v", err)
	}
	defer ans.Close()
	var msg string
	var v judge.Verdict
	if out, err := os.Open(c.files[2]); err != nil {
		v, msg = judge.PresentationError, fmt.Sprintf("cannot open the output: %v", err)
	} else {
		defer out.Close()
		sum, err := cliJudge(c, in, out, ans, c.files[1])
		v, msg = judge.VerdictOf(err), sum.String()+cliJudgedAs(c)
		if err != nil {
			msg = err.Error()
		}
	}
	switch v {
	case judge.Failure:
		return fail("%s", msg)
	case judge.Accepted:
		fmt.Fprintln(stdout, "1.0")
		fmt.Fprintf(stderr, "translate:success\n%v %s\n", v, msg)
	default:
		fmt.Fprintln(stdout, "0.0")
		fmt.Fprintf(stderr, "translate:wrong\n%v %s\n", v, msg)
	}
	return 0
}
