// Knightstour-judge checks the output of a knight's tour program (Sicily 1153 and its
// generalisations) against the queries it was given, accepting any legal
// tour, as the special checker of an online judge. It speaks the three
// conventions that judges use for such checkers (knightstour-judge -h shows each with
// its exit statuses and an example).
//
// Usage:
//
//	knightstour-judge [flags] INPUT OUTPUT [ANSWER [RESULT [-appes]]]      (testlib)
//	knightstour-judge [flags] INPUT ANSWER FEEDBACK_DIR/ [ARGS] < OUTPUT    (Kattis, DOMjudge)
//	knightstour-judge -cms [flags] INPUT CORRECT CONTESTANT                 (CMS)
//
// INPUT is the query file the program read: start squares (1..rows*cols,
// row-major) separated by white space, up to -1. OUTPUT is what the
// program printed: one answer per query, a tour from the query's square
// or the line "no tour". ANSWER is the reference output in the same form;
// it is walked as the output is, and must be a right answer to every query
// (else a judge failure whose message starts "the answer file (jury)"), so
// that a wrong output passed in its place is never accepted.
// Flags may also follow the file names (Kattis and DOMjudge append
// validator arguments there).
//
// The flags are:
//
//	-rows N, -cols N   the board (default 8×8, or as set at build time; where
//	                   the answer file, or the output without one, reads as
//	                   tours of another board, a verdict other than ok says so
//	                   and names the flags: judge.Boards, judge.BoardHint)
//	-closed            accept closed tours only
//	-format line|grid  the form of the answers (default line)
//	-notation algebraic  squares in chess notation too (a8 is square 1 on 8×8),
//	                     and so in the messages
//	-cms               the CMS convention
//	-version, -h       alone on the command line: print the version, or the
//	                   help (among judging arguments: a judge failure)
//
// A flag is -name or --name, its value the next argument or after '='
// (-rows=8); numbers are decimal digits only (010 is ten; no sign, 0x or
// '_'); a switch is -name, -name=true or -name=false. Any other spelling
// is a bad argument, a judge failure: never taken for a file name. After
// a bad argument no RESULT file is written (it might be a file to read).
//
// In the line form (Sicily's) an answer is one line of rows*cols squares
// separated by spaces. In the grid form it is rows lines of cols numbers,
// the number in a cell being the move (1..rows*cols) at which the tour
// visits it; spaces, tabs, commas and brackets separate numbers, and blank
// lines may separate boards. Trailing spaces, CRLF line ends, a missing
// final newline and a UTF-8 byte order mark before the output are
// accepted in both forms. A square is an optional '-' and digits, at most
// 40 bytes (docs/input.md).
//
// An answer "no tour" is accepted where no tour starts on the query's
// square (package internal/theory decides; the answer file must say "no
// tour" there, and only there). Elsewhere it is a wrong answer.
//
// # testlib (Codeforces, Polygon, and many other judges)
//
// Unless the third file name ends in '/', judge follows testlib's checkers: it writes a one-line verdict to standard
// error, starting with "ok", "wrong answer", "wrong output format" or
// "FAIL", and exits with
//
//	0  accepted
//	1  wrong answer
//	2  presentation error: a token that is not a square, or output left
//	   over after the last query
//	3  judge failure: a bad INPUT or ANSWER file (one that is not a right
//	   answer to every query, or a directory), a board too big to hold, a
//	   bad argument (-h or -version among the files too)
//
// With RESULT it also writes the message to that file, as testlib does;
// with -appes after it, the XML that testlib writes for Polygon and
// other judges, e.g.
// <result outcome = "accepted">64 queries: 64 tours, 0 no tour (judged as 8x8, the default)</result>
// (outcomes accepted, wrong-answer, presentation-error, fail). testlib's
// options --testset T and --group G are accepted and ignored. For example:
//
//	$ judge cases/input.txt out.txt cases/input.golden
//	ok 64 queries: 64 tours, 0 no tour (judged as 8x8, the default)
//	$ judge -rows 6 -cols 6 -closed queries.txt out.txt answer.txt
//	wrong answer query 3 (start 12), line 3: position 36 (square 20): tour is not closed (20 is not a knight's move from 12)
//
// # Kattis and DOMjudge output validators
//
// When the third file name ends in '/' (as problemtools and DOMjudge write
// FEEDBACK_DIR), judge is an output validator:
// it reads OUTPUT from standard input, writes the reason for its verdict
// to FEEDBACK_DIR/judgemessage.txt, and exits with 42 when the output is
// accepted and 43 when it is not (wrong answer and presentation error
// alike). A judge failure (the cases of exit 3 above) exits with 3, with
// the message on standard error and in FEEDBACK_DIR/judgeerror.txt, and
// after "FAIL " in judgemessage.txt; so does a stdin that is closed, a
// device (/dev/null, a terminal) or a directory, which is never the output.
// Arguments after the feedback directory may be the flags above and the
// arguments DOMjudge passes to its default comparator (case_sensitive,
// space_change_sensitive, float_tolerance X, float_relative_tolerance X,
// float_absolute_tolerance X), which mean nothing for tours and are
// ignored. For example:
//
//	$ judge data/secret/1.in data/secret/1.ans feedback/ < team.out; echo $?
//	43
//	$ cat feedback/judgemessage.txt
//	wrong answer query 1 (start 1), line 1: position 12 (square 34): 17 -> 34 is not a knight's move
//
// In a problem package, build it as the output validator and pass the
// board in problem.yaml: validator_flags: -rows 6 -cols 6.
//
// # CMS
//
// With -cms, or when the program is named checker (as CMS's Italian YAML
// format wants it, check/checker) and built with a board as below, judge
// takes CMS's order: INPUT, the
// jury's CORRECT output, then the CONTESTANT's output. It prints the score
// on stdout (1.0 or 0.0) and translate:success or translate:wrong on the
// first line of stderr, the verdict line after it, and exits with 0; a
// judge failure prints FAIL and the reason on stderr and exits with 3, a
// system error for CMS. CMS passes no flags: build the board in,
//
//	go build -ldflags "-X main.defaultRows=5 -X main.defaultCols=6 -X main.defaultClosed=true" -o checker ./judge/cmd/knightstour-judge
//
// # The C++ programs
//
// The directory judge/cpp/src holds the judge in C++: judge.h (the reader, the walker of the output
// and the answer file, and the table of squares without a tour, ported from package
// internal/theory; TestTheoryCpp holds it to the Go one), checker.cpp (the testlib
// checker) and validator.cpp (the Kattis and DOMjudge output validator, without testlib).
// check.cpp, kept in the repository for users who take it as it is, is checker.cpp with
// judge.h pasted in by package judge/cpp; TestCheckCpp fails when it is
// out of date, and GOLDIE_UPDATE=1 go test -run TestCheckCpp ./judge/cmd/knightstour-judge
// rewrites it. The packager assembles validator.cpp the same way.
//
// testlib reads no file in check.cpp: the checker hands testlib a stand-in for the three
// files and reads them itself with judge.h, so testlib only writes RESULT, a missing
// INPUT is not taken for zero queries, and testlib's cap of 128 MiB a file does not
// apply. Built with DOMjudge's testlib.h it takes DOMjudge's calling form; built with
// -DCMS against CMS's testlib.h, CMS's.
//
// The calling forms follow the judges' own sources: problemtools' verifyproblem (its
// debug log, -l debug, shows the command line with validator_flags after the feedback
// directory) and DOMjudge's judge/testcase_run.sh (the compare arguments after it). A Go
// program sees a closed stdin as /dev/null, so the Kattis form refuses both alike.
//
// # How the three programs are held to one verdict
//
// go test ./judge/cmd/knightstour-judge builds the C++ programs with g++ when it is installed: the
// validator, and, when testlib.h is found ($TESTLIB_DIR), check.cpp alone in a folder with
// testlib.h, with board defaults (-DKT_ROWS=5 -DKT_COLS=6 -DKT_CLOSED=1), with -DCMS
// against CMS's testlib.h ($CMS_TESTLIB_DIR, the file cmscontrib/loaders/polygon/testlib.h
// of CMS's sources), and with DOMjudge's testlib.h ($DOMJUDGE_TESTLIB_DIR, the file
// p2d/testlib/testlib.h of Polygon2DOMjudge's sources). TestCpp requires the Go judge's
// exit code, verdict line and RESULT file, byte for byte, on a table of cases and 150
// random edits of right answers. TestDifferential feeds the three programs, in each of
// their conventions (the Go judge and check.cpp -DCMS also the CMS way, check.cpp with
// DOMjudge's testlib.h the DOMjudge way), the same generated cases: random edits, every
// flag spelling before and after the files, missing and unreadable files, a directory as
// a file, an output over 128 MiB, 20,000 "no tour" answers on 2^26 squares, 10^6 queries
// under a 64 MiB address-space limit (10^7 with KNIGHTSTOUR_SLOW=1: more than the programs
// could keep there). It requires one verdict, no crash, and every file
// given to read unchanged; among the cases, answer lines longer than the C++ reader's
// 1 MiB buffer (padded with spaces or zeros) with the same start asked again and the
// line's tail as the next output line, which must be rejected. Without g++ or testlib.h
// the tests say what they skipped.
//
// # Speed
//
// go run ./scripts/measure judge (-h says what it times and its targets) times the Go
// judge on the 1,000,000-query output (183 MB) against cat on the same file, alternating,
// least CPU time of 9 (target at most 8×); then the C++ checker and validator against
// the Go judge on that output and on the closed 10000×10000 tour, least of 5 alternating
// runs (target at most 2×; TESTLIB_DIR names the folder of testlib.h, -side the board; CI,
// .ci/run, runs it with -side 3000 -runs 3); last, 20,000 "no tour" answers on 2^26
// squares against 2^21 for each judge (target at most 8×: an answer costs its bytes, not
// the board; the tests count the bitset words left to clear instead of timing it).
// docs/judging.md keeps the figures.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"

	"github.com/knightstour/knightstour/judge"
)

// Exit codes of the Kattis convention; testlib's are judge.Verdict values.
const (
	cliKattisAccepted = 42
	cliKattisWrong    = 43
	cliFailure        = 3
)

// The board a checker judges when no flag says otherwise, set at build
// time for a packaged checker that is called without flags (CMS):
//
//	go build -ldflags "-X main.defaultRows=5 -X main.defaultCols=6 -X main.defaultClosed=true" ./judge/cmd/knightstour-judge
//
// Empty means 8, 8 and false; a value outside the flag grammar makes every
// run a judge failure.
var defaultRows, defaultCols, defaultClosed string

func main() {
	args := os.Args[1:]
	if cliIsCMSChecker(os.Args[0], defaultRows) {
		args = append([]string{"-cms"}, args...)
	}
	os.Exit(cliRun(args, os.Stdin, os.Stdout, os.Stderr))
}

// cliIsCMSChecker reports whether the program is a packaged CMS checker,
// which chooses the CMS convention: called by the name that CMS's Italian
// YAML task format gives its checker (check/checker) and built with its
// board (rows, the build's defaultRows, not empty). "checker" is also the
// usual name of a testlib checker: built without a board, it keeps the
// testlib form, so that the testlib order never reads as CMS's.
func cliIsCMSChecker(argv0, rows string) bool {
	name := strings.TrimSuffix(filepath.Base(argv0), ".exe")
	return name == "checker" && rows != ""
}

// cliForm is what a command line asks for: the help, the version, or a judging in
// one family's calling form. cliParse decides it once, from the arguments alone
// (never from what the files are), so that a slip of the wiring is a judge failure
// of the form the arguments spell, never a run in another family's form.
type cliForm int

const (
	formTestlib cliForm = iota // INPUT OUTPUT [ANSWER [RESULT]]: anything not below
	formKattis                 // INPUT ANSWER FEEDBACK_DIR/: the third file name ends in '/'
	formCMS                    // -cms INPUT CORRECT CONTESTANT
	formHelp                   // -h, -help or --help, alone
	formVersion                // -version, alone
)

// cliArgs is a parsed command line.
type cliArgs struct {
	form      cliForm
	cfg       judge.Config
	boardFrom string   // where cfg's board came from, in a message (cliBoardFrom)
	files     []string // the arguments that are not flags, in order
	appes     bool
	err       error // the first bad flag, if any
}

// errCliAlone is the error of -h or -version among judging arguments: under
// testlib's convention an exit 0 without judging would be an accept.
var errCliAlone = errors.New("is a command line of its own (knightstour-judge -h, knightstour-judge -version), never among judging arguments")

// cliParse parses args: flags may come before, between or after the file
// names. It goes on past a bad flag (recorded in err), so that the caller
// still learns the files, and with them where to report the error. The
// grammar of flags and their values is in args.go. The form is chosen here
// and only here: -h or -version alone is the help or the version; else -cms
// is CMS's form, a third file name ending in '/' (as problemtools and
// DOMjudge pass FEEDBACK_DIR) is Kattis's, and anything else testlib's, so
// that a directory given as testlib's ANSWER is a judge failure, not a
// feedback directory.
func cliParse(args []string) (c cliArgs) {
	fs := flag.NewFlagSet("knightstour-judge", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	rows, cols := cliDecimal(8), cliDecimal(8)
	var closed, appes, appesUpper, cms, showVersion cliSwitch
	for _, d := range []struct {
		name, value string
		set         flag.Value
	}{{"defaultRows", defaultRows, &rows}, {"defaultCols", defaultCols, &cols}, {"defaultClosed", defaultClosed, &closed}} {
		if err := d.set.Set(d.value); d.value != "" && err != nil {
			c.err = fmt.Errorf("the build set main.%s to %q: %w", d.name, d.value, err)
		}
	}
	fs.Var(&rows, "rows", "rows of the board (`N`)")
	fs.Var(&cols, "cols", "columns of the board (`N`)")
	fs.Var(&closed, "closed", "accept closed tours only")
	form := fs.String("format", "line", "form of the answers: line or grid")
	notation := fs.String("notation", "number", "how squares are written: number, or algebraic (chess notation, numbers too; a8 is square 1 on 8x8)")
	fs.String("testset", "", "testlib's test set (ignored)")
	fs.String("group", "", "testlib's test group (ignored)")
	fs.Var(&appes, "appes", "testlib: write RESULT as XML")
	fs.Var(&appesUpper, "APPES", "the same as -appes")
	fs.Var(&cms, "cms", "the CMS convention: INPUT CORRECT CONTESTANT")
	fs.Var(&showVersion, "version", "print the version and exit")
	help := false
	for rest := args; len(rest) > 0; {
		err := fs.Parse(rest)             // a bad flag is consumed too
		if errors.Is(err, flag.ErrHelp) { // the last argument consumed is -h
			help, err = true, fmt.Errorf("%s %w", rest[len(rest)-len(fs.Args())-1], errCliAlone)
		}
		if err != nil && c.err == nil {
			c.err = err
		}
		switch left := fs.Args(); {
		case err != nil && len(left) == len(rest):
			rest = left[1:] // bad flag syntax (---rows): flag left it in place
		case err == nil && len(left) > 0:
			c.files, rest = append(c.files, left[0]), left[1:]
		default:
			rest = left
		}
	}
	versionSet, boardSet := false, false
	fs.Visit(func(f *flag.Flag) {
		versionSet = versionSet || f.Name == "version"
		boardSet = boardSet || f.Name == "rows" || f.Name == "cols"
	})
	alone := len(args) == 1
	switch {
	case help && alone:
		return cliArgs{form: formHelp}
	case versionSet && alone && bool(showVersion):
		return cliArgs{form: formVersion}
	case versionSet && c.err == nil:
		c.err = fmt.Errorf("-version %w", errCliAlone)
	}
	switch {
	case bool(cms):
		c.form = formCMS
	case len(c.files) >= 3 && cliIsDirName(c.files[2]):
		c.form = formKattis
	}
	c.appes = bool(appes || appesUpper)
	c.cfg = judge.Config{Rows: int(rows), Cols: int(cols), Closed: bool(closed)}
	c.boardFrom = cliBoardFrom(boardSet)
	if n, err := judge.ParseNotation(*notation); err != nil && c.err == nil {
		c.err = err
	} else {
		c.cfg.Notation = n
	}
	if f, err := judge.ParseFormat(*form); err != nil && c.err == nil {
		c.err = err
	} else {
		c.cfg.Format = f
	}
	return c
}

// cliIsDirName reports whether name is written as a directory: it ends in a path
// separator, as problemtools and DOMjudge write FEEDBACK_DIR.
func cliIsDirName(name string) bool {
	return strings.HasSuffix(name, "/") || strings.HasSuffix(name, string(os.PathSeparator))
}

// cliVersion returns the version line of -version, in knightstour's format:
// "knightstour-judge VERSION GOVERSION", VERSION the module's version when built by
// "go install module@version", else the VCS revision (with "+dirty" when the
// tree had changes), else "(devel)".
func cliVersion() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "knightstour-judge (unknown version)\n"
	}
	v := bi.Main.Version
	if v == "" || v == "(devel)" {
		v = "(devel)"
		var rev, dirty string
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				if s.Value == "true" {
					dirty = "+dirty"
				}
			}
		}
		if rev != "" {
			v = rev[:min(len(rev), 12)] + dirty
		}
	}
	return fmt.Sprintf("knightstour-judge %s %s\n", v, bi.GoVersion)
}

// cliRun runs the judge with the command-line arguments args, reading
// OUTPUT from stdin in the Kattis convention, and returns the exit code.
func cliRun(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := cliParse(args)
	switch c.form {
	case formHelp:
		fmt.Fprint(stdout, cliHelp)
		return 0
	case formVersion:
		fmt.Fprint(stdout, cliVersion())
		return 0
	case formCMS:
		return cliCMS(c, stdout, stderr)
	case formKattis:
		return cliKattis(c, stdin, stderr)
	}
	return cliTestlib(c, stderr)
}

func cliIsDir(name string) bool {
	st, err := os.Stat(name)
	return err == nil && st.IsDir()
}

// cliTestlib judges in the testlib convention: files are INPUT, OUTPUT
// and optionally ANSWER and RESULT.
func cliTestlib(c cliArgs, stderr io.Writer) int {
	files := c.files
	result := ""
	if len(files) == 4 && c.err == nil {
		// After a bad flag the files are uncertain (is "-size 8" a flag
		// and its value, or a flag and a file?): RESULT might be a file
		// to read, so nothing is written.
		result = files[3]
	}
	reread := result != "" && cliSameFile(result, files[:3])
	if reread { // writing RESULT would overwrite a file to read
		result = ""
	}
	report := func(v judge.Verdict, msg string) int {
		fmt.Fprintf(stderr, "%v %s\n", v, msg)
		if result != "" {
			if err := cliWriteResult(result, c.appes, v, msg); err != nil {
				fmt.Fprintf(stderr, "%v cannot write the result file: %v\n", judge.Failure, err)
				return cliFailure
			}
		}
		return int(v)
	}
	usage := ""
	switch {
	case c.err != nil:
		usage = "bad argument: " + c.err.Error()
	case len(files) < 2 || len(files) > 4:
		usage = fmt.Sprintf("usage: want 2 to 4 file names, got %d", len(files))
	case reread:
		usage = fmt.Sprintf("usage: RESULT %s is also a file to read: nothing is written", files[3])
	case c.appes && result == "":
		usage = "usage: -appes needs a RESULT file"
	}
	if usage != "" {
		code := report(judge.Failure, usage)
		fmt.Fprint(stderr, cliSeeHelp)
		return code
	}
	in, err := os.Open(files[0])
	if err != nil {
		return report(judge.Failure, fmt.Sprintf("cannot open the input: %v", err))
	}
	defer in.Close()
	var ans io.Reader
	if len(files) >= 3 {
		af, err := os.Open(files[2])
		if err != nil {
			return report(judge.Failure, fmt.Sprintf("cannot open the answer file: %v", err))
		}
		defer af.Close()
		ans = af
	}
	out, err := os.Open(files[1])
	if err != nil {
		return report(judge.PresentationError, fmt.Sprintf("cannot open the output: %v", err))
	}
	defer out.Close()
	lines := files[1]
	if ans != nil {
		lines = files[2]
	}
	sum, err := cliJudge(c, in, out, ans, lines)
	if err != nil {
		return report(judge.VerdictOf(err), err.Error())
	}
	return report(judge.Accepted, sum.String()+cliJudgedAs(c))
}

// cliSameFile reports whether name is one of the files others (after
// symbolic links): a file that exists already and is also one to read.
func cliSameFile(name string, others []string) bool {
	st, err := os.Stat(name)
	if err != nil {
		return false
	}
	for _, o := range others {
		if so, err := os.Stat(o); err == nil && os.SameFile(st, so) {
			return true
		}
	}
	return false
}

// cliOutcomes are the outcomes of testlib's XML result file, by verdict.
var cliOutcomes = [...]string{
	judge.Accepted:          "accepted",
	judge.WrongAnswer:       "wrong-answer",
	judge.PresentationError: "presentation-error",
	judge.Failure:           "fail",
}

// cliWriteResult writes the result file of testlib: the message alone,
// or with appes the XML that Polygon reads, encoded as testlib declares
// it (the message is plain ASCII).
func cliWriteResult(name string, appes bool, v judge.Verdict, msg string) error {
	data := msg
	if appes {
		var b strings.Builder
		b.WriteString(`<?xml version="1.0" encoding="windows-1251"?>`)
		fmt.Fprintf(&b, `<result outcome = "%s">`, cliOutcomes[v])
		for i := 0; i < len(msg); i++ {
			switch c := msg[i]; {
			case c == '&':
				b.WriteString("&amp;")
			case c == '<':
				b.WriteString("&lt;")
			case c == '>':
				b.WriteString("&gt;")
			case c == '"':
				b.WriteString("&quot;")
			case c < 32:
				b.WriteByte('.')
			default:
				b.WriteByte(c)
			}
		}
		b.WriteString("</result>\n")
		data = b.String()
	}
	return os.WriteFile(name, []byte(data), 0o644)
}

// cliKattis judges in the Kattis and DOMjudge convention: files are
// INPUT, ANSWER, FEEDBACK_DIR and the comparator arguments of DOMjudge;
// OUTPUT comes on stdin, the verdict goes to FEEDBACK_DIR/judgemessage.txt
// and the exit code.
func cliKattis(c cliArgs, stdin io.Reader, stderr io.Writer) int {
	input, answer, dir := c.files[0], c.files[1], c.files[2] // dir ends in a separator: cliParse chose the form by it
	if !cliIsDir(dir) {
		fmt.Fprintf(stderr, "%v the feedback directory %s does not exist\n", judge.Failure, dir)
		return cliFailure
	}
	fail := func(format string, a ...any) int {
		msg := fmt.Sprintf(format, a...)
		fmt.Fprintf(stderr, "%v %s\n", judge.Failure, msg)
		_ = os.WriteFile(dir+"judgeerror.txt", []byte(msg+"\n"), 0o644)
		_ = os.WriteFile(dir+"judgemessage.txt", []byte(judge.Failure.String()+" "+msg+"\n"), 0o644)
		return cliFailure
	}
	if c.err != nil {
		return fail("bad argument: %v", c.err)
	}
	if err := cliCompareArgs(c.files[3:]); err != nil {
		return fail("%v", err)
	}
	if !cliStdinIsOutput(stdin) {
		return fail("%s", cliStdinNotOutput)
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
	sum, err := cliJudge(c, in, stdin, af, answer)
	v := judge.VerdictOf(err)
	var msg string
	switch {
	case v == judge.Failure:
		return fail("%v", err)
	case err == nil:
		msg = fmt.Sprintf("%v %v%s", v, sum, cliJudgedAs(c))
	default:
		msg = fmt.Sprintf("%v %v", v, err)
	}
	if werr := os.WriteFile(dir+"judgemessage.txt", []byte(msg+"\n"), 0o644); werr != nil {
		return fail("cannot write the feedback: %v", werr)
	}
	if v == judge.Accepted {
		return cliKattisAccepted
	}
	return cliKattisWrong
}

// cliStdinNotOutput is the judge failure of the Kattis form when stdin cannot be the
// output; the C++ programs say the same (stdinNotOutput in judge/cpp/src/judge.h).
const cliStdinNotOutput = "standard input is closed, a device (/dev/null, a terminal) or a directory: want the output on stdin from a file or a pipe"

// cliStdinIsOutput reports whether stdin can be the output a judge wired: a file or
// a pipe, not a device or a directory. A closed stdin is /dev/null to a Go program
// (the runtime opens it in the place of a closed descriptor 0), so it is refused as
// a device; so is a terminal, which no judge gives a validator. A reader that is not
// a file (in tests) is taken as it is.
func cliStdinIsOutput(stdin io.Reader) bool {
	f, ok := stdin.(interface{ Stat() (os.FileInfo, error) })
	if !ok {
		return true
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&(os.ModeDevice|os.ModeCharDevice|os.ModeDir) == 0
}

// cliCompareArgs checks the arguments after the feedback directory that
// are not flags: DOMjudge passes its default comparator's arguments to
// every output validator. They are about comparing text, not tours, and
// are ignored; anything else is an error.
func cliCompareArgs(args []string) error {
	for i := 0; i < len(args); i++ {
		switch a := args[i]; a {
		case "case_sensitive", "space_change_sensitive":
		case "float_tolerance", "float_relative_tolerance", "float_absolute_tolerance":
			if i++; i == len(args) {
				return fmt.Errorf("bad argument: %s needs a value", a)
			}
		default:
			return fmt.Errorf("bad argument %q after the feedback directory: want -rows N, -cols N, -closed, -format F, or DOMjudge's case_sensitive, space_change_sensitive, float_tolerance X", a)
		}
	}
	return nil
}
