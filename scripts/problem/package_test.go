package problem

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Exit codes of a Kattis/DOMjudge output validator.
const (
	accepted    = 42
	wrongAnswer = 43
)

// command runs name with args in dir, with stdin, and returns its stdout and exit code;
// it fails the test if the command cannot start or exits with a code not in ok.
func command(t *testing.T, dir string, stdin []byte, ok []int, name string, args ...string) ([]byte, int) {
	t.Helper()
	out, stderr, code := run(t, dir, stdin, name, args...)
	for _, c := range ok {
		if c == code {
			return out, code
		}
	}
	t.Fatalf("%s %s: exit %d\n%s", name, strings.Join(args, " "), code, stderr)
	return nil, 0
}

// run runs name with args in dir, with stdin, and returns its stdout, stderr and exit
// code; it fails the test if the command cannot start.
func run(t *testing.T, dir string, stdin []byte, name string, args ...string) (stdout, stderr []byte, code int) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Stdin = bytes.NewReader(stdin)
	var errb bytes.Buffer
	cmd.Stderr = &errb
	out, err := cmd.Output()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		code = exit.ExitCode()
	case err != nil:
		t.Fatalf("%s %s: %v", name, strings.Join(args, " "), err)
	}
	return out, errb.Bytes(), code
}

// unzip extracts the archive zp into dir, keeping executable bits.
func unzip(t *testing.T, zp, dir string) {
	t.Helper()
	zr, err := zip.OpenReader(zp)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	for _, f := range zr.File {
		if !filepath.IsLocal(f.Name) {
			t.Fatalf("zip entry %q is not a local path", f.Name)
		}
		p := filepath.Join(dir, filepath.FromSlash(f.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, f.Mode().Perm()); err != nil {
			t.Fatal(err)
		}
	}
}

// readFile returns the contents of a file of the test or fails it.
func readFile(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// exists reports whether the file name exists.
func exists(name string) bool {
	_, err := os.Stat(name)
	return err == nil
}

// board is a board and tour kind the tests build packages for, with its package.sh flags.
type board struct {
	name  string
	flags []string
	rows  int
	cols  int
}

// short is the problem's short name that package.sh gives the board's packages: the
// board and tour kind, knightstour alone for 8×8 open.
func (b board) short() string {
	if b.name == "8x8" {
		return "knightstour"
	}
	return "knightstour-" + b.name
}

// kattisShort is the short name of the board's Kattis package: Kattis's short names are
// [a-z0-9]+.
func (b board) kattisShort() string { return strings.ReplaceAll(b.short(), "-", "") }

// boards: the default (8×8 open), Sicily 1152's 5×6, a closed board, and the board of
// one square.
var boards = []board{
	{"8x8", nil, 8, 8},
	{"5x6", []string{"-rows", "5", "-cols", "6"}, 5, 6},
	{"6x6-closed", []string{"-rows", "6", "-cols", "6", "-closed"}, 6, 6},
	{"1x1", []string{"-rows", "1", "-cols", "1"}, 1, 1},
}

// packageDir runs scripts/package.sh with args (and a new directory in dir), checks that
// it printed the path of each zip and returns the directories they are unpacked into,
// each named after the problem (the zip's name without -polygon, -cms and .zip), by zip
// name.
func packageDir(t *testing.T, dir string, zipNames []string, args ...string) map[string]string {
	t.Helper()
	out, err := os.MkdirTemp(dir, "package")
	if err != nil {
		t.Fatal(err)
	}
	stdout, _ := command(t, ".", nil, []int{0}, "bash", append(append([]string{filepath.Join("..", "package.sh")}, args...), out)...)
	dirs := map[string]string{}
	for _, name := range zipNames {
		zp := filepath.Join(out, name)
		if !strings.Contains(string(stdout), zp) {
			t.Errorf("package.sh printed %q, not the path of %s", stdout, name)
		}
		short := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(name, ".zip"), "-polygon"), "-cms")
		dirs[name] = filepath.Join(out, strings.TrimSuffix(name, ".zip"), short)
		unzip(t, zp, dirs[name])
	}
	return dirs
}

// packages maps a board's name to its packages, built once for all the tests.
var packages = map[string]map[string]string{}

// packagesOf returns the unpacked packages of board b by format (kattis, polygon and
// cms), from one run of package.sh.
func packagesOf(t *testing.T, b board) map[string]string {
	t.Helper()
	if p, ok := packages[b.name]; ok {
		return p
	}
	formats := []string{"kattis", "polygon", "cms"}
	zips := []string{b.kattisShort() + ".zip", b.short() + "-polygon.zip", b.short() + "-cms.zip"}
	dirs := packageDir(t, binDir, zips, append([]string{"-format", strings.Join(formats, ",")}, b.flags...)...)
	p := map[string]string{}
	for i, f := range formats {
		p[f] = dirs[zips[i]]
	}
	packages[b.name] = p
	return p
}

// needTool returns the path of a program on PATH or skips the test.
func needTool(t *testing.T, name, what string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		t.Skipf("%s is not installed: %s not checked", name, what)
	}
	return p
}

// testlibDir is the directory of testlib.h: $TESTLIB_DIR, or the pinned copy beside the
// repository (../shared/tools/testlib), or "" when there is none.
func testlibDir() string {
	for _, dir := range []string{os.Getenv("TESTLIB_DIR"), filepath.Join("..", "..", "..", "shared", "tools", "testlib")} {
		if dir != "" && exists(filepath.Join(dir, "testlib.h")) {
			abs, err := filepath.Abs(dir)
			if err == nil {
				return abs
			}
		}
	}
	return ""
}

// program is a submission built from a package, and what it must get.
type program struct {
	name     string
	path     string
	accepted bool
}

// built maps the contents of a submission's source to the program built from it, in
// binDir: the packages of one board share their submissions.
var (
	built  = map[string]string{}
	binDir string
)

func TestMain(m *testing.M) {
	var err error
	if binDir, err = os.MkdirTemp("", "submissions"); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(binDir)
	os.Exit(code)
}

// buildSubmissions builds the submissions in dir (NAME.go with go, NAME.c with gcc, as
// judges do) and returns them, accepted ones if good.
func buildSubmissions(t *testing.T, dir string, good bool) []program {
	t.Helper()
	srcs, err := filepath.Glob(filepath.Join(dir, "*"))
	if err != nil {
		t.Fatal(err)
	}
	var out []program
	for _, src := range srcs {
		ext := filepath.Ext(src)
		if ext != ".go" && ext != ".c" {
			continue
		}
		key := ext + string(readFile(t, src))
		bin, ok := built[key]
		if !ok {
			bin = filepath.Join(binDir, fmt.Sprint(len(built)))
			if ext == ".go" {
				command(t, dir, nil, []int{0}, "go", "build", "-o", bin, src)
			} else {
				command(t, dir, nil, []int{0}, "gcc", "-Wall", "-Werror", "-O2", "-std=gnu11", src, "-o", bin, "-lm")
			}
			built[key] = bin
		}
		out = append(out, program{filepath.Base(src), bin, good})
	}
	return out
}

// brokenOutputs returns wrong outputs made from a right one (the answers to every start
// of a board of n squares): one mistake each.
func brokenOutputs(good string, n int) map[string]string {
	lines := strings.SplitAfter(good, "\n")
	first := strings.Fields(lines[0])
	edit := func(f func(sq []string) []string) string {
		sq := f(append([]string(nil), first...))
		return strings.Join(sq, " ") + "\n" + strings.Join(lines[1:], "")
	}
	broken := map[string]string{
		"truncated-line": edit(func(sq []string) []string { return sq[:n-1] }),
		"missing-answer": strings.Join(lines[:len(lines)-2], ""),
		"extra-answer":   good + lines[0],
		"not-a-number":   edit(func(sq []string) []string { sq[n/2] = "x"; return sq }),
		"empty":          "",
	}
	if n >= 2 { // a tour of one square has no move and is its own reverse
		broken["swapped"] = edit(func(sq []string) []string { sq[n/3], sq[n/3+1] = sq[n/3+1], sq[n/3]; return sq })
		broken["wrong-start"] = edit(func(sq []string) []string { sq[0], sq[n-1] = sq[n-1], sq[0]; return sq })
	}
	if n >= 3 {
		broken["repeated-square"] = edit(func(sq []string) []string { sq[n-1] = sq[n-3]; return sq })
	}
	return broken
}

// checkKattis builds the output validator of a Kattis package (C++, or Go with its build
// script) and returns a function that judges an output the Kattis way: accepted or not,
// and the judge message.
func checkKattis(t *testing.T, pkg string) func(in, ans string, output []byte) (bool, string) {
	t.Helper()
	dir := filepath.Join(pkg, "output_validators", "knightstour_validator")
	if exists(filepath.Join(dir, "build")) {
		gocache, _ := command(t, ".", nil, []int{0}, "go", "env", "GOCACHE")
		t.Setenv("GOCACHE", strings.TrimSpace(string(gocache)))
		command(t, dir, nil, []int{0}, "sh", "build")
	} else {
		command(t, dir, nil, []int{0}, "g++", "-Wall", "-O0", "-std=gnu++17", "validator.cpp", "-o", "run") // -O0: a third of the time of -O2
	}
	var args []string
	if m := regexp.MustCompile(`(?m)^validator_flags: (.*)$`).FindSubmatch(readFile(t, filepath.Join(pkg, "problem.yaml"))); m != nil {
		args = strings.Fields(string(m[1]))
	}
	return func(in, ans string, output []byte) (bool, string) {
		fb := t.TempDir()
		_, code := command(t, dir, output, []int{accepted, wrongAnswer}, filepath.Join(dir, "run"), append([]string{in, ans, fb + string(filepath.Separator)}, args...)...)
		msg, _ := os.ReadFile(filepath.Join(fb, "judgemessage.txt"))
		return code == accepted, string(msg)
	}
}

// judged runs every submission on every test (input, answer) and judges its output with
// check; accepted submissions must pass every test and wrong ones fail one at least.
// Broken outputs of the last test must be rejected too.
func judged(t *testing.T, tests [][2]string, subs []program, n int, check func(in, ans string, output []byte) (bool, string)) {
	t.Helper()
	for _, p := range subs {
		rejected := ""
		for _, tc := range tests {
			out, _ := command(t, ".", readFile(t, tc[0]), []int{0, 1}, p.path)
			ok, msg := check(tc[0], tc[1], out)
			if p.accepted && !ok {
				t.Errorf("%s on %s: rejected: %s", p.name, filepath.Base(tc[0]), msg)
			}
			if !ok {
				if msg == "" {
					t.Errorf("%s on %s: rejected without a message", p.name, filepath.Base(tc[0]))
				}
				rejected = msg
				if !p.accepted {
					break // as judges stop at the first failed test
				}
			}
		}
		if !p.accepted && rejected == "" {
			t.Errorf("%s: a wrong answer accepted on every test", p.name)
		}
	}
	in, ans := tests[len(tests)-1][0], tests[len(tests)-1][1]
	for name, output := range brokenOutputs(string(readFile(t, ans)), n) {
		if ok, msg := check(in, ans, []byte(output)); ok || msg == "" {
			t.Errorf("broken output %s: accepted %v, message %q", name, ok, msg)
		}
	}
}

// kattisTests returns the (input, answer) pairs of a Kattis package.
func kattisTests(t *testing.T, pkg string) [][2]string {
	t.Helper()
	ins, err := filepath.Glob(filepath.Join(pkg, "data", "*", "*.in"))
	if err != nil || len(ins) < 4 {
		t.Fatalf("test cases %q: %v", ins, err)
	}
	var tests [][2]string
	for _, in := range ins {
		tests = append(tests, [2]string{in, strings.TrimSuffix(in, ".in") + ".ans"})
	}
	return tests
}

// TestKattis builds the Kattis package of each board, once with each output validator on
// 8×8, unpacks it, builds its validators and submissions as DOMjudge does, and checks
// that the accepted submissions pass every test, each wrong-answer submission fails one,
// broken outputs are rejected, and the input validator takes every test input.
func TestKattis(t *testing.T) {
	needTool(t, "g++", "the package's C++ validators")
	needTool(t, "gcc", "the package's C submissions")
	for _, b := range boards {
		validators := []string{"cpp"}
		if b.flags == nil {
			validators = append(validators, "go")
		}
		for _, v := range validators {
			t.Run(b.name+"/"+v, func(t *testing.T) {
				pkg := packagesOf(t, b)["kattis"]
				if v == "go" {
					pkg = packageDir(t, t.TempDir(), []string{"knightstour.zip"}, "-validator", "go")["knightstour.zip"]
				}
				kattisLayout(t, pkg, b, v)
				tests := kattisTests(t, pkg)
				ivDir := filepath.Join(pkg, "input_validators")
				command(t, ivDir, nil, []int{0}, "g++", "-Wall", "-O0", "-std=gnu++17", "validate.cpp", "-o", "validate")
				for _, tc := range tests {
					if _, code := command(t, ivDir, readFile(t, tc[0]), []int{42, 43}, "./validate"); code != 42 {
						t.Errorf("the input validator refuses %s", filepath.Base(tc[0]))
					}
				}
				if out, code := command(t, ivDir, []byte(fmt.Sprintf("%d\n-1\n", b.rows*b.cols+1)), []int{42, 43}, "./validate"); code != 43 || len(out) == 0 {
					t.Errorf("the input validator takes square %d", b.rows*b.cols+1)
				}
				subs := append(buildSubmissions(t, filepath.Join(pkg, "submissions", "accepted"), true),
					buildSubmissions(t, filepath.Join(pkg, "submissions", "wrong_answer"), false)...)
				judged(t, tests, subs, b.rows*b.cols, checkKattis(t, pkg))
				if b.flags == nil && v == "cpp" {
					inputValidatorCases(t, ivDir)
					golden(t, pkg)
				}
			})
		}
	}
}

// kattisLayout checks the files of a Kattis package.
func kattisLayout(t *testing.T, pkg string, b board, v string) {
	t.Helper()
	yaml := string(readFile(t, filepath.Join(pkg, "problem.yaml")))
	for _, want := range []string{"\nvalidation: custom\n", "\nuuid: ", "\n  memory: 1024\n"} {
		if !strings.Contains(yaml, want) {
			t.Errorf("problem.yaml does not say %q:\n%s", want, yaml)
		}
	}
	if flags := strings.Join(b.flags, " "); flags != "" && !strings.Contains(yaml, "\nvalidator_flags: "+flags+"\n") {
		t.Errorf("problem.yaml has no validator_flags %q:\n%s", flags, yaml)
	}
	if b.flags == nil && strings.Contains(yaml, "validator_flags") {
		t.Errorf("problem.yaml of 8×8 has validator_flags")
	}
	if b.flags != nil && strings.Contains(yaml, "2e506017-26fe-465a-9fd4-323ae4d70db0") {
		t.Errorf("the %s problem has the uuid of the 8×8 one", b.name)
	}
	for _, f := range []string{".timelimit", "problem_statement/problem.en.tex", "problem_statement/problem.html", "data/sample/1.in", "input_validators/validate.cpp", "submissions/wrong_answer/short_line.c"} {
		if !exists(filepath.Join(pkg, filepath.FromSlash(f))) {
			t.Errorf("no %s", f)
		}
	}
	vdir := filepath.Join(pkg, "output_validators", "knightstour_validator")
	if got := exists(filepath.Join(vdir, "validator.go")); got != (v == "go") {
		t.Errorf("-validator %s: validator.go there: %v", v, got)
	}
	if v == "cpp" {
		if src := readFile(t, filepath.Join(vdir, "validator.cpp")); bytes.Contains(src, []byte("#include \"")) {
			t.Error("validator.cpp includes a file of its own: judges build one file")
		}
	}
	if src := readFile(t, filepath.Join(pkg, "submissions", "wrong_answer", "short_line.c")); bytes.Contains(src, []byte("#include \"")) ||
		!bytes.Contains(src, []byte(fmt.Sprintf("\n#define KT_ROWS %d\n", b.rows))) {
		t.Error("short_line.c is not one file for the board")
	}
	// Every mistake is shipped where the board can show it: on one square a tour has
	// no move to break, and it is its own reverse.
	for _, f := range []string{"bad_move.c", "wrong_start.c", "repeated_square.c"} {
		if got, want := exists(filepath.Join(pkg, "submissions", "wrong_answer", f)), b.rows*b.cols > 1; got != want {
			t.Errorf("submissions/wrong_answer/%s there: %v, want %v", f, got, want)
		}
	}
	page := string(readFile(t, filepath.Join(pkg, "problem_statement", "problem.html")))
	if !strings.Contains(page, fmt.Sprintf("<td>%d</td></tr>\n</table>", b.rows*b.cols)) || !strings.Contains(page, "second per test file") {
		t.Error("problem.html has no numbering table or no limits for the board")
	}
}

// inputValidatorCases checks the Kattis input validator on inputs the statement does not
// promise.
func inputValidatorCases(t *testing.T, ivDir string) {
	t.Helper()
	for _, in := range []string{
		"", "-1\n", "1\n", "1\n-1", "1\r\n-1\r\n", "1  2\n-1\n", " 1\n-1\n", "1 \n-1\n", "\n1\n-1\n",
		"1\n\n-1\n", "01\n-1\n", "0\n-1\n", "65\n-1\n", "+1\n-1\n", "1\t2\n-1\n", "1\n-1\n2\n", "1 -1\n",
		"1\n-1 \n", "1\n-1\n\n", "a\n-1\n", "1\n-01\n", "1\n-1\n-1\n", "\xef\xbb\xbf1\n-1\n", "1\x00\n-1\n",
		"99999999999999999999\n-1\n", strings.Repeat("1\n", 100001) + "-1\n",
	} {
		if out, code := command(t, ivDir, []byte(in), []int{42, 43}, "./validate"); code != 43 || len(out) == 0 {
			t.Errorf("input %q: exit %d, %q; want 43 and a reason", in, code, out)
		}
	}
	if _, code := command(t, ivDir, []byte(strings.Repeat("64 ", 99999)+"1\n-1\n"), []int{42, 43}, "./validate"); code != 42 {
		t.Errorf("100000 start squares refused")
	}
}

// golden: the accepted Go submission of the 8×8 package is the Sicily program, byte for
// byte the golden answers.
func golden(t *testing.T, pkg string) {
	t.Helper()
	root := filepath.Join("..", "..")
	sub := filepath.Join(t.TempDir(), "sub")
	command(t, ".", nil, []int{0}, "go", "build", "-o", sub, filepath.Join(pkg, "submissions", "accepted", "knightstour.go"))
	got, _ := command(t, ".", readFile(t, filepath.Join(root, "cases", "input.txt")), []int{0}, sub)
	if !bytes.Equal(got, readFile(t, filepath.Join(root, "cases", "input.golden"))) {
		t.Error("the submission's answers to cases/input.txt differ from cases/input.golden")
	}
}

// polygonXML is what the tests read of problem.xml.
type polygonXML struct {
	ShortName string `xml:"short-name,attr"`
	Names     []struct {
		Language string `xml:"language,attr"`
		Value    string `xml:"value,attr"`
	} `xml:"names>name"`
	Statements []struct {
		Path string `xml:"path,attr"`
	} `xml:"statements>statement"`
	Testsets []struct {
		Name        string `xml:"name,attr"`
		TimeLimit   int    `xml:"time-limit"`
		MemoryLimit int64  `xml:"memory-limit"`
		TestCount   int    `xml:"test-count"`
		InputPath   string `xml:"input-path-pattern"`
		AnswerPath  string `xml:"answer-path-pattern"`
		Tests       []struct {
			Sample string `xml:"sample,attr"`
		} `xml:"tests>test"`
	} `xml:"judging>testset"`
	Checker struct {
		Type   string `xml:"type,attr"`
		Source struct {
			Path string `xml:"path,attr"`
		} `xml:"source"`
	} `xml:"assets>checker"`
	Validators []struct {
		Path string `xml:"path,attr"`
	} `xml:"assets>validators>validator>source"`
	Solutions []struct {
		Tag    string `xml:"tag,attr"`
		Source struct {
			Path string `xml:"path,attr"`
		} `xml:"source"`
	} `xml:"assets>solutions>solution"`
}

// TestPolygon builds the Polygon package of each board and checks problem.xml against
// the files, then, with testlib.h at hand, builds its checker and input validator as
// Polygon does (no flags: the board is in the files) and checks that the main solution
// passes every test, each wrong answer fails one, and broken outputs are rejected.
func TestPolygon(t *testing.T) {
	needTool(t, "g++", "the package's C++ checker")
	needTool(t, "gcc", "the package's C submissions")
	testlib := testlibDir()
	for _, b := range boards {
		t.Run(b.name, func(t *testing.T) {
			pkg := packagesOf(t, b)["polygon"]
			var px polygonXML
			if err := xml.Unmarshal(readFile(t, filepath.Join(pkg, "problem.xml")), &px); err != nil {
				t.Fatal(err)
			}
			if px.ShortName != b.short() || len(px.Names) != 1 || px.Names[0].Language != "english" || px.Names[0].Value != "Knight's Tour" {
				t.Errorf("problem.xml: names %+v", px)
			}
			if len(px.Testsets) != 1 || px.Testsets[0].Name != "tests" || px.Testsets[0].TimeLimit != 1000 || px.Testsets[0].MemoryLimit != 256<<20 ||
				px.Testsets[0].InputPath != "tests/%02d" || px.Testsets[0].AnswerPath != "tests/%02d.a" {
				t.Fatalf("problem.xml: testsets %+v", px.Testsets)
			}
			ts := px.Testsets[0]
			if ts.TestCount != len(ts.Tests) || ts.TestCount < 4 || ts.Tests[0].Sample != "true" || ts.Tests[1].Sample != "" {
				t.Errorf("problem.xml: %d tests, %d listed, the first a sample: %+v", ts.TestCount, len(ts.Tests), ts.Tests)
			}
			var tests [][2]string
			for i := 1; i <= ts.TestCount; i++ {
				in := filepath.Join(pkg, "tests", fmt.Sprintf("%02d", i))
				tests = append(tests, [2]string{in, in + ".a"})
			}
			if exists(filepath.Join(pkg, "tests", fmt.Sprintf("%02d", ts.TestCount+1))) {
				t.Error("more tests than problem.xml lists")
			}
			if px.Checker.Type != "testlib" || px.Checker.Source.Path != "files/check.cpp" || len(px.Validators) != 1 {
				t.Errorf("problem.xml: checker %+v, validators %+v", px.Checker, px.Validators)
			}
			for _, s := range px.Statements {
				if !exists(filepath.Join(pkg, filepath.FromSlash(s.Path))) {
					t.Errorf("problem.xml lists the statement %s, which is not there", s.Path)
				}
			}
			for _, f := range []string{"statements/english/problem.tex", "statements/english/legend.tex", "statements/english/input.tex",
				"statements/english/output.tex", "statements/english/example.01", "statements/english/example.01.a"} {
				if !exists(filepath.Join(pkg, filepath.FromSlash(f))) {
					t.Errorf("no %s", f)
				}
			}
			if !bytes.Equal(readFile(t, filepath.Join(pkg, "statements", "english", "example.01.a")), readFile(t, tests[0][1])) {
				t.Error("the example is not test 01")
			}
			mains := 0
			var subs []program
			for _, s := range px.Solutions {
				src := filepath.Join(pkg, filepath.FromSlash(s.Source.Path))
				desc := string(readFile(t, src+".desc"))
				want := map[string]string{"main": "MAIN", "wrong-answer": "WRONG_ANSWER"}[s.Tag]
				if want == "" || !strings.Contains(desc, "File name: "+filepath.Base(src)+"\n") || !strings.Contains(desc, "Tag: "+want+"\n") {
					t.Errorf("solution %s: tag %q, .desc %q", s.Source.Path, s.Tag, desc)
				}
				if s.Tag == "main" {
					mains++
				}
			}
			if wrong := mustGlob(t, filepath.Join(packagesOf(t, b)["kattis"], "submissions", "wrong_answer", "*.c")); mains != 1 || len(px.Solutions) != 1+len(wrong) {
				t.Errorf("%d main solutions, %d solutions; want 1 and the main one and %d wrong answers", mains, len(px.Solutions), len(wrong))
			}
			check := string(readFile(t, filepath.Join(pkg, "files", "check.cpp")))
			for _, want := range []string{fmt.Sprintf("\n#define KT_ROWS %d\n", b.rows), fmt.Sprintf("\n#define KT_COLS %d\n", b.cols)} {
				if !strings.Contains(check, want) {
					t.Errorf("files/check.cpp has no line %q", strings.TrimSpace(want))
				}
			}
			if strings.Contains(check, "#include \"judge.h\"") {
				t.Error("files/check.cpp includes judge.h")
			}
			if testlib == "" {
				t.Skip("no testlib.h (set TESTLIB_DIR, or ../shared/tools/testlib): the testlib checker and validator are not run")
			}
			for _, s := range px.Solutions {
				dir := t.TempDir()
				src := filepath.Join(pkg, filepath.FromSlash(s.Source.Path))
				if err := os.WriteFile(filepath.Join(dir, filepath.Base(src)), readFile(t, src), 0o644); err != nil {
					t.Fatal(err)
				}
				subs = append(subs, buildSubmissions(t, dir, s.Tag == "main")...)
			}
			files := filepath.Join(pkg, "files")
			// -O0: testlib.h takes twice as long to compile with -O2, and the tests are small.
			command(t, files, nil, []int{0}, "g++", "-O0", "-std=gnu++17", "-I", testlib, "check.cpp", "-o", "check")
			command(t, files, nil, []int{0}, "g++", "-O0", "-std=gnu++17", "-I", testlib, "validator.cpp", "-o", "validator")
			for _, tc := range tests {
				if _, stderr, code := run(t, files, readFile(t, tc[0]), "./validator"); code != 0 {
					t.Errorf("the validator refuses test %s: %s", filepath.Base(tc[0]), stderr)
				}
			}
			if _, _, code := run(t, files, []byte(fmt.Sprintf("%d\n-1\n", b.rows*b.cols+1)), "./validator"); code == 0 {
				t.Errorf("the validator takes square %d", b.rows*b.cols+1)
			}
			// The testlib checker as Polygon calls it: INPUT OUTPUT ANSWER; exit 0 accepts.
			judged(t, tests, subs, b.rows*b.cols, func(in, ans string, output []byte) (bool, string) {
				out := filepath.Join(t.TempDir(), "out")
				if err := os.WriteFile(out, output, 0o644); err != nil {
					t.Fatal(err)
				}
				_, stderr, code := run(t, files, nil, "./check", in, out, ans)
				if code == 3 {
					t.Errorf("the checker fails: %s", stderr)
				}
				return code == 0, string(stderr)
			})
		})
	}
}

// TestCMS builds the CMS package of each board and checks task.yaml against the files,
// then calls check/checker as CMS does (INPUT CORRECT CONTESTANT, no flags: the board is
// built in): the accepted solutions score 1.0 on every test, each wrong answer 0.0 on one
// at least, broken outputs 0.0, each with CMS's message on stderr and exit 0, and a
// missing jury file is a judge failure (non-zero exit, which CMS reports as a system
// error). CMS runs the checker in its sandbox, which these tests do not have.
func TestCMS(t *testing.T) {
	needTool(t, "gcc", "the package's C submissions")
	for _, b := range boards {
		t.Run(b.name, func(t *testing.T) {
			pkg := packagesOf(t, b)["cms"]
			yaml := string(readFile(t, filepath.Join(pkg, "task.yaml")))
			ins, _ := filepath.Glob(filepath.Join(pkg, "input", "input*.txt"))
			for _, want := range []string{"\nname: " + b.short() + "\n", "\ntime_limit: 1.0\n", "\nmemory_limit: 256\n", "\ninfile: \"\"\n", "\noutfile: \"\"\n",
				fmt.Sprintf("\nn_input: %d\n", len(ins)), "\npublic_testcases: \"0\"\n"} {
				if !strings.Contains(yaml, want) {
					t.Errorf("task.yaml does not say %q:\n%s", strings.TrimSpace(want), yaml)
				}
			}
			var tests [][2]string
			for i := range ins {
				tests = append(tests, [2]string{filepath.Join(pkg, "input", fmt.Sprintf("input%d.txt", i)), filepath.Join(pkg, "output", fmt.Sprintf("output%d.txt", i))})
			}
			n := b.rows * b.cols
			subs := append(buildSubmissions(t, filepath.Join(pkg, "sol"), true), cSubmissions(t, b)...)
			checker := filepath.Join(pkg, "check", "checker")
			if fi, err := os.Stat(checker); err != nil || fi.Mode()&0o111 == 0 {
				t.Fatalf("check/checker is not an executable: %v", err)
			}
			judged(t, tests, subs, n, func(in, ans string, output []byte) (bool, string) {
				out := filepath.Join(t.TempDir(), "out")
				if err := os.WriteFile(out, output, 0o644); err != nil {
					t.Fatal(err)
				}
				stdout, stderr, code := run(t, ".", nil, checker, in, ans, out)
				score, _, _ := strings.Cut(string(stdout), "\n")
				key, _, _ := strings.Cut(string(stderr), "\n")
				if code != 0 || (score != "1.0" || key != "translate:success") && (score != "0.0" || key != "translate:wrong") {
					t.Errorf("checker: exit %d, score %q, message %q", code, score, stderr)
				}
				return score == "1.0", strings.TrimPrefix(string(stderr), key+"\n")
			})
			// CMS's order (INPUT CORRECT CONTESTANT) with a wrong answer scores 0.0: the
			// packaged checker reads its third file as the contestant's.
			wrong := filepath.Join(t.TempDir(), "wrong")
			if err := os.WriteFile(wrong, []byte(brokenOutputs(string(readFile(t, tests[len(tests)-1][1])), n)["swapped"]), 0o644); err != nil {
				t.Fatal(err)
			}
			if stdout, _, code := run(t, ".", nil, checker, tests[len(tests)-1][0], tests[len(tests)-1][1], wrong); code != 0 || !strings.HasPrefix(string(stdout), "0.0\n") {
				t.Errorf("a wrong answer in CMS's order: exit %d, %q", code, stdout)
			}
			if _, _, code := run(t, ".", nil, checker, tests[0][0], filepath.Join(pkg, "no-such-file"), tests[0][1]); code == 0 {
				t.Error("a missing correct output is not a judge failure (exit 0)")
			}
		})
	}
}

// cSubmissions returns the wrong-answer submissions built for board b from the Kattis
// package's sources (the CMS package keeps only accepted solutions, in sol/).
func cSubmissions(t *testing.T, b board) []program {
	t.Helper()
	dir := t.TempDir()
	for _, f := range mustGlob(t, filepath.Join(packagesOf(t, b)["kattis"], "submissions", "wrong_answer", "*.c")) {
		bin := filepath.Join(dir, strings.TrimSuffix(filepath.Base(f), ".c"))
		command(t, ".", nil, []int{0}, "gcc", "-Wall", "-Werror", "-O2", "-std=gnu11", f, "-o", bin)
	}
	var out []program
	for _, f := range mustGlob(t, filepath.Join(dir, "*")) {
		out = append(out, program{filepath.Base(f), f, false})
	}
	return out
}

// mustGlob returns the files matching pattern, at least one, or fails the test.
func mustGlob(t *testing.T, pattern string) []string {
	t.Helper()
	m, err := filepath.Glob(pattern)
	if err != nil || len(m) == 0 {
		t.Fatalf("%s: %v, %d files", pattern, err, len(m))
	}
	return m
}

// TestPDFWithoutTeX builds the Polygon and CMS packages with pdflatex hidden from PATH:
// their PDF statements then come from Chromium's --print-to-pdf (skipped without a
// browser), so that CMS's loader, which needs statement/statement.pdf, takes the task.
func TestPDFWithoutTeX(t *testing.T) {
	browser := os.Getenv("CHROME")
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if browser != "" {
			break
		}
		browser, _ = exec.LookPath(name)
	}
	if browser == "" {
		t.Skip("no Chromium (or CHROME): the PDF without TeX is not tried")
	}
	// PATH without pdflatex: a folder of links to every other program on PATH.
	bin := t.TempDir()
	for _, dir := range filepath.SplitList(os.Getenv("PATH")) {
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if e.Name() == "pdflatex" || exists(filepath.Join(bin, e.Name())) {
				continue
			}
			if err := os.Symlink(filepath.Join(dir, e.Name()), filepath.Join(bin, e.Name())); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Setenv("PATH", bin)
	if p, err := exec.LookPath("pdflatex"); err == nil {
		t.Fatalf("pdflatex is still on PATH: %s", p)
	}
	dirs := packageDir(t, t.TempDir(), []string{"knightstour-5x6-polygon.zip", "knightstour-5x6-cms.zip"}, "-format", "polygon,cms", "-rows", "5", "-cols", "6")
	for zip, pdf := range map[string]string{"knightstour-5x6-polygon.zip": "statements/.pdf/english/problem.pdf", "knightstour-5x6-cms.zip": "statement/statement.pdf"} {
		data := readFile(t, filepath.Join(dirs[zip], filepath.FromSlash(pdf)))
		if !bytes.HasPrefix(data, []byte("%PDF-")) || len(data) < 10_000 {
			t.Errorf("%s: %s is no PDF statement (%d bytes)", zip, pdf, len(data))
		}
	}
	if xml := string(readFile(t, filepath.Join(dirs["knightstour-5x6-polygon.zip"], "problem.xml"))); !strings.Contains(xml, `path="statements/.pdf/english/problem.pdf" type="application/pdf"`) {
		t.Error("problem.xml does not list the PDF statement")
	}
}
