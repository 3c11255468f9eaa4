// Judge checks the output of a knight's tour program (Sicily 1153 and its
// generalisations) against the queries it was given, accepting any legal
// tour, as the special checker of an online judge. It speaks both
// conventions that judges use for such checkers.
//
// Usage:
//
//	judge [flags] INPUT OUTPUT [ANSWER]       (testlib)
//	judge [flags] INPUT ANSWER FEEDBACK_DIR/ < OUTPUT   (Kattis, DOMjudge)
//
// INPUT is the query file the program read: start squares (1..rows*cols,
// row-major) separated by white space, up to -1. OUTPUT is what the
// program printed: one answer per query, a tour from the query's square
// or the line "no tour". ANSWER is the reference output in the same form;
// the judge reads it only to learn which queries have no tour. Flags may
// also follow the file names (Kattis appends validator flags there).
//
// The flags are:
//
//	-rows N, -cols N   the board (default 8×8)
//	-closed            accept closed tours only
//	-format line|grid  the form of the answers (default line)
//
// In the line form (Sicily's) an answer is one line of rows*cols squares
// separated by spaces. In the grid form it is rows lines of cols numbers,
// the number in a cell being the move (1..rows*cols) at which the tour
// visits it; spaces, tabs, commas and brackets separate numbers, and blank
// lines may separate boards. Trailing spaces, CRLF line ends and a missing
// final newline are accepted in both forms.
//
// An answer "no tour" is accepted when the answer file says "no tour" for
// that query too. It is a wrong answer when the answer file has a tour, or
// when there is no answer file (testlib mode only): without one nothing
// can confirm it. A valid tour where the answer file says "no tour" is a
// judge failure: the answer file is wrong.
//
// # testlib (Codeforces, Polygon, and many other judges)
//
// With two or three arguments, unless the third is a directory, judge
// follows testlib: it writes a one-line verdict to standard error,
// starting with "ok", "wrong answer", "wrong output format" or "FAIL",
// and exits with
//
//	0  accepted
//	1  wrong answer
//	2  presentation error: a token that is not an integer, or output left
//	   over after the last query
//	3  judge failure: a bad INPUT or ANSWER file, or a valid tour where
//	   ANSWER says there is none (and usage errors)
//
// For example:
//
//	$ go run . < cases/input.txt > out.txt
//	$ judge cases/input.txt out.txt
//	ok 64 queries: 64 tours, 0 no tour
//	$ judge -rows 6 -cols 6 -closed queries.txt out.txt answer.txt
//	wrong answer query 3 (start 12), line 3: square 36: tour is not closed (20 is not a knight's move from 12)
//
// # Kattis and DOMjudge output validators
//
// With three arguments of which the third is a directory, judge is an
// output validator: it reads OUTPUT from standard input, writes the reason
// for its verdict to FEEDBACK_DIR/judgemessage.txt, and exits with 42
// when the output is accepted and 43 when it is not (wrong answer and
// presentation error alike). A judge failure exits with 3, with the
// message on standard error and in FEEDBACK_DIR/judgeerror.txt. For
// example:
//
//	$ judge data/secret/1.in data/secret/1.ans feedback/ < team.out; echo $?
//	43
//	$ cat feedback/judgemessage.txt
//	wrong answer query 1 (start 1), line 1: square 12: 17 -> 34 is not a knight's move
//
// In a Kattis problem package, build it as the output validator and pass
// the board in problem.yaml: validator_flags: -rows 6 -cols 6.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"knightstour/judge"
)

// Exit codes of the Kattis convention; testlib's are judge.Verdict values.
const (
	cliKattisAccepted = 42
	cliKattisWrong    = 43
	cliFailure        = 3
)

func main() {
	os.Exit(cliRun(os.Args[1:], os.Stdin, os.Stderr))
}

// cliRun runs the judge with the command-line arguments args, reading
// OUTPUT from stdin in the Kattis convention, and returns the exit code.
func cliRun(args []string, stdin io.Reader, stderr io.Writer) int {
	fs := flag.NewFlagSet("judge", flag.ContinueOnError)
	fs.SetOutput(stderr)
	rows := fs.Int("rows", 8, "rows of the board")
	cols := fs.Int("cols", 8, "columns of the board")
	closed := fs.Bool("closed", false, "accept closed tours only")
	form := fs.String("format", "line", "form of the answers: line or grid")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: judge [flags] INPUT OUTPUT [ANSWER]           (testlib)\n")
		fmt.Fprintf(stderr, "       judge [flags] INPUT ANSWER FEEDBACK_DIR/ < OUTPUT (Kattis, DOMjudge)\n")
		fs.PrintDefaults()
	}
	// Flags may come before, between or after the file names.
	var files []string
	for rest := args; ; {
		if err := fs.Parse(rest); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return 0
			}
			fmt.Fprintf(stderr, "FAIL %v\n", err)
			return cliFailure
		}
		if rest = fs.Args(); len(rest) == 0 {
			break
		}
		files, rest = append(files, rest[0]), rest[1:]
	}
	f, err := judge.ParseFormat(*form)
	if err != nil {
		fmt.Fprintf(stderr, "FAIL %v\n", err)
		return cliFailure
	}
	cfg := judge.Config{Rows: *rows, Cols: *cols, Closed: *closed, Format: f}
	switch {
	case len(files) == 3 && cliIsDir(files[2]):
		return cliKattis(cfg, files[0], files[1], files[2], stdin, stderr)
	case len(files) == 2 || len(files) == 3:
		return cliTestlib(cfg, files, stderr)
	}
	fmt.Fprintf(stderr, "FAIL usage: want 2 or 3 file names, got %d\n", len(files))
	fs.Usage()
	return cliFailure
}

func cliIsDir(name string) bool {
	st, err := os.Stat(name)
	return err == nil && st.IsDir()
}

// cliTestlib judges in the testlib convention: files are INPUT, OUTPUT
// and optionally ANSWER.
func cliTestlib(cfg judge.Config, files []string, stderr io.Writer) int {
	in, err := os.Open(files[0])
	if err != nil {
		fmt.Fprintf(stderr, "FAIL cannot open the input: %v\n", err)
		return cliFailure
	}
	defer in.Close()
	var ans io.Reader
	if len(files) == 3 {
		af, err := os.Open(files[2])
		if err != nil {
			fmt.Fprintf(stderr, "FAIL cannot open the answer file: %v\n", err)
			return cliFailure
		}
		defer af.Close()
		ans = af
	}
	out, err := os.Open(files[1])
	if err != nil {
		fmt.Fprintf(stderr, "%v cannot open the output: %v\n", judge.PresentationError, err)
		return int(judge.PresentationError)
	}
	defer out.Close()
	sum, err := judge.Judge(cfg, in, out, ans)
	v := judge.VerdictOf(err)
	if err == nil {
		fmt.Fprintf(stderr, "%v %v\n", v, sum)
	} else {
		fmt.Fprintf(stderr, "%v %v\n", v, err)
	}
	return int(v)
}

// cliKattis judges in the Kattis and DOMjudge convention: OUTPUT comes on
// stdin, the verdict goes to dir/judgemessage.txt and the exit code.
func cliKattis(cfg judge.Config, input, answer, dir string, stdin io.Reader, stderr io.Writer) int {
	fail := func(format string, a ...any) int {
		msg := fmt.Sprintf(format, a...)
		fmt.Fprintf(stderr, "FAIL %s\n", msg)
		_ = os.WriteFile(filepath.Join(dir, "judgeerror.txt"), []byte(msg+"\n"), 0o644)
		return cliFailure
	}
	in, err := os.Open(input)
	if err != nil {
		return fail("cannot open the input: %v", err)
	}
	defer in.Close()
	af, err := os.Open(answer)
	if err != nil {
		return fail("cannot open the answer file: %v", err)
	}
	defer af.Close()
	sum, err := judge.Judge(cfg, in, stdin, af)
	v := judge.VerdictOf(err)
	var msg string
	switch {
	case v == judge.Failure:
		return fail("%v", err)
	case err == nil:
		msg = fmt.Sprintf("%v %v", v, sum)
	default:
		msg = fmt.Sprintf("%v %v", v, err)
	}
	if werr := os.WriteFile(filepath.Join(dir, "judgemessage.txt"), []byte(msg+"\n"), 0o644); werr != nil {
		return fail("cannot write the feedback: %v", werr)
	}
	if v == judge.Accepted {
		return cliKattisAccepted
	}
	return cliKattisWrong
}
