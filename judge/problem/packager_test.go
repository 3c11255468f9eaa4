package problem

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/knightstour/knightstour/internal/cppbuild"
	"github.com/knightstour/knightstour/internal/tools"
	"github.com/sebdah/goldie/v2"
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
func unzip(zp, dir string) error {
	zr, err := zip.OpenReader(zp)
	if err != nil {
		return err
	}
	defer zr.Close()
	for _, f := range zr.File {
		if !filepath.IsLocal(f.Name) {
			return fmt.Errorf("zip entry %q is not a local path", f.Name)
		}
		p := filepath.Join(dir, filepath.FromSlash(f.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		rc, err := f.Open()
		if err != nil {
			return err
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			return err
		}
		if err := os.WriteFile(p, data, f.Mode().Perm()); err != nil {
			return err
		}
	}
	return nil
}

// readFile returns the contents of a file of the test or fails it.
func readTestFile(t *testing.T, name string) []byte {
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

// board is a board and tour kind the tests build packages for, with its flags.
type board struct {
	name  string
	flags []string
	rows  int
	cols  int
}

// config returns the Config of the board's packages: every family, and testlib.h for
// the Polygon package (packagedTestlib).
func (b board) config() Config {
	return Config{Rows: b.rows, Cols: b.cols, Closed: strings.HasSuffix(b.name, "closed"), Families: Families, TestlibDir: packagedTestlib()}
}

// packagedTestlib is the folder of the testlib.h that the tests' Polygon packages carry:
// testlibDir, else a folder in binDir with a stand-in, which is never compiled (the
// tests that compile the testlib programs skip without testlibDir), so that the
// packages, and the golden problem.xml, are the same either way.
func packagedTestlib() string {
	if dir := testlibDir(); dir != "" {
		return dir
	}
	return filepath.Join(binDir, "testlib")
}

// short is the problem's short name of the board's packages: the board and tour kind,
// knightstour alone for 8×8 open.
func (b board) short() string {
	if b.name == "8x8" {
		return "knightstour"
	}
	return "knightstour-" + b.name
}

// boards: the default (8×8 open), Sicily 1152's 5×6, a closed board, and the board of
// one square.
var boards = []board{
	{"8x8", nil, 8, 8},
	{"5x6", []string{"-rows", "5", "-cols", "6"}, 5, 6},
	{"6x6-closed", []string{"-rows", "6", "-cols", "6", "-closed"}, 6, 6},
	{"1x1", []string{"-rows", "1", "-cols", "1"}, 1, 1},
}

// repo is the repository's root.
var repo = filepath.Join("..", "..")

// buildPackages builds the packages of c into a new directory in dir and returns the
// directories they are unpacked into, each named after the problem, by family.
func buildPackages(t *testing.T, dir string, c Config) map[Family]string {
	t.Helper()
	dirs, err := unpackedBuild(dir, c)
	if err != nil {
		t.Fatal(err)
	}
	return dirs
}

// unpackedBuild builds the packages of c into a new directory in dir, checks the zips'
// names (the problem's short name, without dashes for Kattis) and returns the
// directories they are unpacked into, each named after the problem, by family.
func unpackedBuild(dir string, c Config) (map[Family]string, error) {
	out, err := os.MkdirTemp(dir, "package")
	if err != nil {
		return nil, err
	}
	res, err := Build(context.Background(), c, out)
	if err != nil {
		return nil, err
	}
	if len(res.Zips) != len(c.Families) {
		return nil, fmt.Errorf("Build made %+v for %v", res.Zips, c.Families)
	}
	dirs := map[Family]string{}
	for i, f := range c.Families {
		name := res.Zips[i].Name
		want := map[Family]string{Kattis: strings.ReplaceAll(c.short(), "-", "") + ".zip", Polygon: c.short() + "-polygon.zip", CMS: c.short() + "-cms.zip"}[f]
		if name != want {
			return nil, fmt.Errorf("%s zip %s, want %s", f, name, want)
		}
		short := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(name, ".zip"), "-polygon"), "-cms")
		dirs[f] = filepath.Join(out, strings.TrimSuffix(name, ".zip"), short)
		if err := unzip(filepath.Join(out, name), dirs[f]); err != nil {
			return nil, err
		}
	}
	return dirs, nil
}

// packages are the unpacked packages of each board by family, built once for all the
// tests, the boards side by side; packagesErr is why they could not be.
var (
	packagesOnce sync.Once
	packages     map[string]map[Family]string
	packagesErr  error
)

// packagesOf returns the unpacked packages of board b by family.
func packagesOf(t *testing.T, b board) map[Family]string {
	t.Helper()
	buildAll()
	if packagesErr != nil {
		t.Fatal(packagesErr)
	}
	return packages[b.name]
}

// buildAll builds the packages of every board, side by side, once.
func buildAll() {
	packagesOnce.Do(func() {
		packages = map[string]map[Family]string{}
		var mu sync.Mutex
		var wg sync.WaitGroup
		for _, b := range boards {
			wg.Add(1)
			go func(b board) {
				defer wg.Done()
				dirs, err := unpackedBuild(binDir, b.config())
				mu.Lock()
				defer mu.Unlock()
				packages[b.name] = dirs
				packagesErr = errors.Join(packagesErr, err)
			}(b)
		}
		wg.Wait()
	})
}

// needTool returns the path of the program that find (a lookup of internal/tools)
// finds, or skips the test.
func needTool(t *testing.T, find func() (string, error), what string) string {
	t.Helper()
	p, err := find()
	if err != nil {
		t.Skipf("%v: %s not checked", err, what)
	}
	return p
}

// testlibDir is the directory of testlib.h (internal/tools): $TESTLIB_DIR, or the
// pinned copy beside the repository (../shared/tools/testlib), or "" when there is none.
func testlibDir() string {
	dir, err := tools.OS.Testlib(repo)
	if err != nil {
		return ""
	}
	return dir
}

// program is a submission built from a package, and what it must get.
type program struct {
	name     string
	path     string
	accepted bool
}

// built maps the contents of a program's source to the program built from it, in binDir:
// the packages of one board share their submissions, the boards their output
// validator. builtMu guards it.
var (
	built   = map[string]*builtProgram{}
	builtMu sync.Mutex
	binDir  string
)

// builtProgram is a submission built once, or why it could not be.
type builtProgram struct {
	once sync.Once
	bin  string
	err  error
}

// fullPATH is PATH as the tests found it; they run with the programs that make the PDF
// statement hidden (but TestPDF's builds, in processes of their own), as the PDF takes
// longer than the rest of a package.
var fullPATH = os.Getenv("PATH")

// pdfBuildEnv, set in the environment of the test binary, makes it TestPDF's helper: it
// builds the 5×6 package of the family named in its value, "FAMILY DIR", into DIR with
// the PATH it was given, and prints the folder it is unpacked into.
const pdfBuildEnv = "KNIGHTSTOUR_PDF_BUILD"

func TestMain(m *testing.M) {
	if spec := os.Getenv(pdfBuildEnv); spec != "" {
		os.Exit(pdfBuild(spec))
	}
	var err error
	if binDir, err = os.MkdirTemp("", "submissions"); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	standIn := filepath.Join(binDir, "testlib", "testlib.h")
	if err = os.MkdirAll(filepath.Dir(standIn), 0o755); err == nil {
		err = os.WriteFile(standIn, []byte("/* testlib.h, a stand-in: the tests found none */\n"), 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	path, err := pathWithout(binDir, fullPATH, pdfTools...)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv("PATH", path)
	os.Unsetenv("CHROME")
	// On a run of every test, the packages of every board, which most tests need, are
	// built while the first run (TestPDF's builds, in processes of their own, use about
	// one core), and then the testlib programs; on a run of some tests, as they need them.
	flag.Parse()
	var background sync.WaitGroup
	if run := flag.Lookup("test.run"); run == nil || run.Value.String() == "" {
		background.Add(1)
		go func() {
			defer background.Done()
			buildAll()
			if packagesErr == nil && testlibDir() != "" {
				if _, err := tools.OS.GPP(); err == nil {
					testlibPrograms(filepath.Join(packages[testlibBoard.name][Polygon], "files"))
				}
			}
		}()
	}
	code := m.Run()
	background.Wait()
	os.RemoveAll(binDir)
	os.Exit(code)
}

// compiled returns the program that build(bin) makes, built once for each key (what it
// is made of) in the test process: bin, where build writes it, or the path build says.
func compiled(t *testing.T, key string, build func(bin string) (string, error)) string {
	t.Helper()
	builtMu.Lock()
	p, ok := built[key]
	if !ok {
		p = &builtProgram{bin: filepath.Join(binDir, fmt.Sprint(len(built)))}
		built[key] = p
	}
	builtMu.Unlock()
	p.once.Do(func() { p.bin, p.err = build(p.bin) })
	if p.err != nil {
		t.Fatal(p.err)
	}
	return p.bin
}

// compiledC returns the program that compiler (g++ or gcc) builds of src, with the
// flags before before the file and after after it, in src's folder: kept between runs
// (internal/cppbuild) and built once in the test process.
func compiledC(t *testing.T, compiler, src string, before []string, after ...string) string {
	t.Helper()
	key := compiler + "\x00" + strings.Join(before, " ") + "\x00" + strings.Join(after, " ") + "\x00" + string(readTestFile(t, src))
	return compiled(t, key, func(bin string) (string, error) {
		return compileC(compiler, filepath.Dir(src), bin, append(append(before, filepath.Base(src)), after...)...)
	})
}

// compileC builds the program of compiler's arguments args in dir, kept between runs
// (internal/cppbuild), and returns its path (out where there is no cache).
func compileC(compiler, dir, out string, args ...string) (string, error) {
	find := map[string]func() (string, error){"g++": tools.OS.GPP, "gcc": tools.OS.GCC}[compiler]
	if find == nil {
		return "", fmt.Errorf("%s: not a compiler of the tests", compiler)
	}
	path, err := find()
	if err != nil {
		return "", err
	}
	c, err := cppbuild.New(path)
	if err != nil {
		return "", err
	}
	return c.Compile(cppbuild.CacheDir(), dir, out, args...)
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
		var bin string
		if ext == ".go" {
			bin = compiled(t, ext+string(readTestFile(t, src)), func(bin string) (string, error) {
				if msg, err := exec.Command("go", "build", "-o", bin, src).CombinedOutput(); err != nil {
					return "", fmt.Errorf("go build -o %s %s: %w\n%s", bin, src, err, msg)
				}
				return bin, nil
			})
		} else {
			bin = compiledC(t, "gcc", src, []string{"-Wall", "-Werror", "-O2", "-std=gnu11"}, "-lm")
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
	validator := filepath.Join(dir, "run")
	if exists(filepath.Join(dir, "build")) {
		// With the tests' Go cache, which the script would otherwise make up anew (it
		// is given in the command's environment: the subtests run in parallel).
		gocache, _ := command(t, ".", nil, []int{0}, "go", "env", "GOCACHE")
		cmd := exec.Command("sh", "build")
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOCACHE="+strings.TrimSpace(string(gocache)))
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("sh build: %v\n%s", err, out)
		}
	} else {
		// Compiled once for each board (the board is in its #define lines).
		src := filepath.Join(dir, "validator.cpp")
		validator = compiledC(t, "g++", src, []string{"-Wall", "-O0", "-std=gnu++17"}) // -O0: a third of the time of -O2
	}
	// Without problem.yaml's validator_flags: the validator knows its board, so that
	// whoever runs it by hand on the package's files needs no flags either.
	return func(in, ans string, output []byte) (bool, string) {
		fb := t.TempDir()
		_, code := command(t, dir, output, []int{accepted, wrongAnswer}, validator, in, ans, fb+string(filepath.Separator))
		msg, _ := os.ReadFile(filepath.Join(fb, "judgemessage.txt"))
		return code == accepted, string(msg)
	}
}

// outputs maps a program and an input to the program's output: the families' packages
// of a board hold the same submissions and tests, each run once. outputsMu guards it.
var (
	outputs   = map[[2]string][]byte{}
	outputsMu sync.Mutex
)

// outputOf returns the output of the submission bin on the input in (exit 0 or 1).
func outputOf(t *testing.T, bin string, in []byte) []byte {
	t.Helper()
	key := [2]string{bin, string(in)}
	outputsMu.Lock()
	out, ok := outputs[key]
	outputsMu.Unlock()
	if !ok {
		out, _ = command(t, ".", in, []int{0, 1}, bin)
		outputsMu.Lock()
		outputs[key] = out
		outputsMu.Unlock()
	}
	return out
}

// judged runs every submission on every test (input, answer) and judges its output with
// check; accepted submissions must pass every test and wrong ones fail one at least.
// Broken outputs of the last test must be rejected too.
func judged(t *testing.T, tests [][2]string, subs []program, n int, check func(in, ans string, output []byte) (bool, string)) {
	t.Helper()
	for _, p := range subs {
		rejected := ""
		for _, tc := range tests {
			out := outputOf(t, p.path, readTestFile(t, tc[0]))
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
	for name, output := range brokenOutputs(string(readTestFile(t, ans)), n) {
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
// broken outputs are rejected, and the input validator takes every test input. It runs
// in parallel with TestPolygon, TestCMS and TestGolden, after TestPDF (which changes PATH),
// and so do its subtests: most of their time is spent in compilers and submissions.
func TestKattis(t *testing.T) {
	t.Parallel()
	needTool(t, tools.OS.GPP, "the package's C++ validators")
	needTool(t, tools.OS.GCC, "the package's C submissions")
	for _, b := range boards {
		validators := []string{"cpp"}
		if b.flags == nil {
			validators = append(validators, "go")
		}
		for _, v := range validators {
			b, v := b, v // go 1.21: one variable for the whole loop, and the subtests run after it
			t.Run(b.name+"/"+v, func(t *testing.T) {
				t.Parallel()
				pkg := packagesOf(t, b)[Kattis]
				if v == "go" {
					pkg = buildPackages(t, t.TempDir(), Config{Rows: 8, Cols: 8, Families: []Family{Kattis}, Validator: Go})[Kattis]
				}
				kattisLayout(t, pkg, b, v)
				tests := kattisTests(t, pkg)
				ivDir := filepath.Join(pkg, "input_validators")
				// The input validator of a board, compiled once (8×8's two packages hold the same).
				src := filepath.Join(ivDir, "validate.cpp")
				validate := compiledC(t, "g++", src, []string{"-Wall", "-O0", "-std=gnu++17"})
				for _, tc := range tests {
					if _, code := command(t, ivDir, readTestFile(t, tc[0]), []int{42, 43}, validate); code != 42 {
						t.Errorf("the input validator refuses %s", filepath.Base(tc[0]))
					}
				}
				if out, code := command(t, ivDir, []byte(fmt.Sprintf("%d\n-1\n", b.rows*b.cols+1)), []int{42, 43}, validate); code != 43 || len(out) == 0 {
					t.Errorf("the input validator takes square %d", b.rows*b.cols+1)
				}
				subs := append(buildSubmissions(t, filepath.Join(pkg, "submissions", "accepted"), true),
					buildSubmissions(t, filepath.Join(pkg, "submissions", "wrong_answer"), false)...)
				judged(t, tests, subs, b.rows*b.cols, checkKattis(t, pkg))
				if b.flags == nil && v == "cpp" {
					inputValidatorCases(t, ivDir, validate)
					golden(t, pkg)
				}
			})
		}
	}
}

// kattisLayout checks the files of a Kattis package.
func kattisLayout(t *testing.T, pkg string, b board, v string) {
	t.Helper()
	yaml := string(readTestFile(t, filepath.Join(pkg, "problem.yaml")))
	for _, want := range []string{"\nvalidation: custom\n", "\nuuid: ", fmt.Sprintf("\n  memory: %d\n", memoryLimitMiB)} {
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
		if src := readTestFile(t, filepath.Join(vdir, "validator.cpp")); bytes.Contains(src, []byte("#include \"")) {
			t.Error("validator.cpp includes a file of its own: judges build one file")
		}
	}
	if src := readTestFile(t, filepath.Join(pkg, "submissions", "wrong_answer", "short_line.c")); bytes.Contains(src, []byte("#include \"")) ||
		!bytes.Contains(src, []byte(fmt.Sprintf("\n#define KT_ROWS %d\n", b.rows))) {
		t.Error("short_line.c is not one file for the board")
	}
	// The accepted submissions: tour.c on every board, for judges without Go, and the
	// one-file Go program on open tours.
	for f, want := range map[string]bool{"tour.c": true, "knightstour.go": !b.config().Closed} {
		if got := exists(filepath.Join(pkg, "submissions", "accepted", f)); got != want {
			t.Errorf("submissions/accepted/%s there: %v, want %v", f, got, want)
		}
	}
	// Every mistake is shipped where the board can show it: on one square a tour has
	// no move to break, and it is its own reverse.
	for _, f := range []string{"bad_move.c", "wrong_start.c", "repeated_square.c"} {
		if got, want := exists(filepath.Join(pkg, "submissions", "wrong_answer", f)), b.rows*b.cols > 1; got != want {
			t.Errorf("submissions/wrong_answer/%s there: %v, want %v", f, got, want)
		}
	}
	page := string(readTestFile(t, filepath.Join(pkg, "problem_statement", "problem.html")))
	if !strings.Contains(page, fmt.Sprintf("<td>%d</td></tr>\n</table>", b.rows*b.cols)) || !strings.Contains(page, "second per test file") {
		t.Error("problem.html has no numbering table or no limits for the board")
	}
}

// inputValidatorCases checks the Kattis input validator, validate (built from ivDir's
// validate.cpp, run in ivDir), on inputs the statement does not promise.
func inputValidatorCases(t *testing.T, ivDir, validate string) {
	t.Helper()
	for _, in := range []string{
		"", "-1\n", "1\n", "1\n-1", "1\r\n-1\r\n", "1  2\n-1\n", " 1\n-1\n", "1 \n-1\n", "\n1\n-1\n",
		"1\n\n-1\n", "01\n-1\n", "0\n-1\n", "65\n-1\n", "+1\n-1\n", "1\t2\n-1\n", "1\n-1\n2\n", "1 -1\n",
		"1\n-1 \n", "1\n-1\n\n", "a\n-1\n", "1\n-01\n", "1\n-1\n-1\n", "\xef\xbb\xbf1\n-1\n", "1\x00\n-1\n",
		"99999999999999999999\n-1\n", strings.Repeat("1\n", 100001) + "-1\n",
	} {
		if out, code := command(t, ivDir, []byte(in), []int{42, 43}, validate); code != 43 || len(out) == 0 {
			t.Errorf("input %q: exit %d, %q; want 43 and a reason", in, code, out)
		}
	}
	if _, code := command(t, ivDir, []byte(strings.Repeat("64 ", 99999)+"1\n-1\n"), []int{42, 43}, validate); code != 42 {
		t.Errorf("100000 start squares refused")
	}
}

// golden: the accepted Go submission of the 8×8 package is the Sicily program, byte for
// byte the golden answers.
func golden(t *testing.T, pkg string) {
	t.Helper()
	root := repo
	var sub string
	for _, p := range buildSubmissions(t, filepath.Join(pkg, "submissions", "accepted"), true) { // built once, by TestKattis's judging
		if p.name == "knightstour.go" {
			sub = p.path
		}
	}
	if sub == "" {
		t.Fatal("no submissions/accepted/knightstour.go")
	}
	got, _ := command(t, ".", readTestFile(t, filepath.Join(root, "cases", "input.txt")), []int{0}, sub)
	if !bytes.Equal(got, readTestFile(t, filepath.Join(root, "cases", "input.golden"))) {
		t.Error("the submission's answers to cases/input.txt differ from cases/input.golden")
	}
}

// readXML is what the tests read of problem.xml (a type of their own, not the one that writes it).
type readXML struct {
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
// the files, then, with testlib.h at hand, builds the checker and input validator of the
// closed board as Polygon does (no flags: the board is in the files) and checks that it
// takes every test; those of the other boards must differ from them only in the board's
// #define lines. On each board the main solution must pass every test, each wrong
// answer fail one, and broken outputs be rejected, by the checker (given the board's
// flags on the other boards).
func TestPolygon(t *testing.T) {
	t.Parallel() // with TestKattis, TestCMS and TestGolden
	needTool(t, tools.OS.GPP, "the package's C++ checker")
	needTool(t, tools.OS.GCC, "the package's C submissions")
	testlib := testlibDir()
	for _, b := range boards {
		b := b
		t.Run(b.name, func(t *testing.T) {
			t.Parallel() // the testlib programs take seconds to compile, and their runs add up
			pkg := packagesOf(t, b)[Polygon]
			var px readXML
			if err := xml.Unmarshal(readTestFile(t, filepath.Join(pkg, "problem.xml")), &px); err != nil {
				t.Fatal(err)
			}
			if px.ShortName != b.short() || len(px.Names) != 1 || px.Names[0].Language != "english" || px.Names[0].Value != b.config().title() {
				t.Errorf("problem.xml: names %+v", px)
			}
			if len(px.Testsets) != 1 || px.Testsets[0].Name != "tests" || px.Testsets[0].TimeLimit != 1000 || px.Testsets[0].MemoryLimit != memoryLimitMiB<<20 ||
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
			if !bytes.Equal(readTestFile(t, filepath.Join(pkg, "statements", "english", "example.01.a")), readTestFile(t, tests[0][1])) {
				t.Error("the example is not test 01")
			}
			polygonSolutions(t, pkg, b, px)
			check := string(readTestFile(t, filepath.Join(pkg, "files", "check.cpp")))
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
			// The package carries the testlib.h it was given, and its programs are
			// compiled with that one alone (testlibPrograms).
			if !bytes.Equal(readTestFile(t, filepath.Join(pkg, "files", "testlib.h")), readTestFile(t, filepath.Join(testlib, "testlib.h"))) {
				t.Errorf("files/testlib.h is not %s", filepath.Join(testlib, "testlib.h"))
			}
			var subs []program
			for _, s := range px.Solutions {
				dir := t.TempDir()
				src := filepath.Join(pkg, filepath.FromSlash(s.Source.Path))
				if err := os.WriteFile(filepath.Join(dir, filepath.Base(src)), readTestFile(t, src), 0o644); err != nil {
					t.Fatal(err)
				}
				subs = append(subs, buildSubmissions(t, dir, s.Tag != "wrong-answer")...)
			}
			// The testlib programs take seconds to compile: those of one board are
			// compiled, those of the others must differ from them only in the board's
			// #define lines, and its checker judges them with the board's flags.
			compiled := testlibBoard
			files, err := testlibPrograms(filepath.Join(packagesOf(t, compiled)[Polygon], "files"))
			if err != nil {
				t.Fatal(err)
			}
			var flags []string
			if b.name != compiled.name {
				flags = []string{"-rows", fmt.Sprint(b.rows), "-cols", fmt.Sprint(b.cols), "-closed=" + fmt.Sprint(b.config().Closed)}
				for _, f := range []string{"check.cpp", "validator.cpp"} {
					if got, want := boardless(readTestFile(t, filepath.Join(pkg, "files", f))), boardless(readTestFile(t, filepath.Join(files, f))); got != want {
						t.Errorf("files/%s differs from %s's in more than its #define lines", f, compiled.name)
					}
				}
			} else {
				for _, tc := range tests {
					if _, stderr, code := run(t, files, readTestFile(t, tc[0]), "./validator"); code != 0 {
						t.Errorf("the validator refuses test %s: %s", filepath.Base(tc[0]), stderr)
					}
				}
				if _, _, code := run(t, files, []byte(fmt.Sprintf("%d\n-1\n", b.rows*b.cols+1)), "./validator"); code == 0 {
					t.Errorf("the validator takes square %d", b.rows*b.cols+1)
				}
			}
			// The testlib checker as Polygon calls it: INPUT OUTPUT ANSWER; exit 0 accepts.
			judged(t, tests, subs, b.rows*b.cols, func(in, ans string, output []byte) (bool, string) {
				out := filepath.Join(t.TempDir(), "out")
				if err := os.WriteFile(out, output, 0o644); err != nil {
					t.Fatal(err)
				}
				_, stderr, code := run(t, files, nil, "./check", append(flags, in, out, ans)...)
				if code == 3 {
					t.Errorf("the checker fails: %s", stderr)
				}
				return code == 0, string(stderr)
			})
		})
	}
}

// polygonSolutions checks the solutions that problem.xml lists against their .desc
// files: one main solution, the Go program on open tours and tour.c on closed ones;
// tour.c accepted on open tours too; the wrong answers of the Kattis package.
func polygonSolutions(t *testing.T, pkg string, b board, px readXML) {
	t.Helper()
	mains, main := 0, ""
	var good []string
	for _, s := range px.Solutions {
		src := filepath.Join(pkg, filepath.FromSlash(s.Source.Path))
		desc := string(readTestFile(t, src+".desc"))
		want := map[string]string{"main": "MAIN", "accepted": "ACCEPTED", "wrong-answer": "WRONG_ANSWER"}[s.Tag]
		if want == "" || !strings.Contains(desc, "File name: "+filepath.Base(src)+"\n") || !strings.Contains(desc, "Tag: "+want+"\n") {
			t.Errorf("solution %s: tag %q, .desc %q", s.Source.Path, s.Tag, desc)
		}
		if s.Tag == "main" {
			mains++
			main = filepath.Base(s.Source.Path)
		}
		if s.Tag != "wrong-answer" {
			good = append(good, filepath.Base(s.Source.Path))
		}
	}
	wantMain, wantGood := "tour.c", []string{"tour.c"}
	if !b.config().Closed {
		wantMain, wantGood = "knightstour.go", []string{"knightstour.go", "tour.c"}
	}
	if wrong := mustGlob(t, filepath.Join(packagesOf(t, b)[Kattis], "submissions", "wrong_answer", "*.c")); mains != 1 || main != wantMain ||
		!slices.Equal(good, wantGood) || len(px.Solutions) != len(wantGood)+len(wrong) {
		t.Errorf("%d main solutions (%s), accepted %q, %d solutions; want the main one %s, accepted %q and %d wrong answers",
			mains, main, good, len(px.Solutions), wantMain, wantGood, len(wrong))
	}
}

// testlibBoard is the board whose Polygon package's testlib programs are compiled.
var testlibBoard = boards[2]

// testlibOnce compiles the testlib checker and validator of a Polygon package once:
// testlibFiles is where they are, testlibErr why they could not be built.
var (
	testlibOnce  sync.Once
	testlibFiles string
	testlibErr   error
)

// testlibPrograms compiles check.cpp and validator.cpp in files, the files/ of a Polygon
// package, as Polygon does (no flags: the board is in the files), with the package's own
// files/testlib.h and no -I, once, and returns files.
func testlibPrograms(files string) (string, error) {
	testlibOnce.Do(func() {
		testlibFiles = files
		errs := make([]error, 2)
		var wg sync.WaitGroup
		for i, name := range []string{"check", "validator"} { // side by side: 3 s of g++ each
			i, name := i, name
			wg.Add(1)
			go func() {
				defer wg.Done()
				// -O0: testlib.h takes twice as long to compile with -O2, and the tests are small.
				bin, err := compileC("g++", files, filepath.Join(files, name), "-O0", "-std=gnu++17", name+".cpp")
				if err == nil && bin != filepath.Join(files, name) {
					err = copyFile(bin, filepath.Join(files, name))
				}
				errs[i] = err
			}()
		}
		wg.Wait()
		testlibErr = errors.Join(errs...)
	})
	return testlibFiles, testlibErr
}

// boardLine matches the lines that set a board in C and C++ files.
var boardLine = regexp.MustCompile(`(?m)^#define KT_(ROWS|COLS|CLOSED) [0-9]+$`)

// boardless returns src without the numbers of its board's #define lines.
func boardless(src []byte) string { return boardLine.ReplaceAllString(string(src), "#define KT_$1") }

// TestCMS builds the CMS package of each board and checks task.yaml against the files,
// then calls check/checker as CMS does (INPUT CORRECT CONTESTANT, no flags: the board is
// built in): the accepted solutions score 1.0 on every test, each wrong answer 0.0 on one
// at least, broken outputs 0.0, each with CMS's message on stderr and exit 0, and a
// missing jury file is a judge failure (non-zero exit, which CMS reports as a system
// error). CMS runs the checker in its sandbox, which these tests do not have.
func TestCMS(t *testing.T) {
	t.Parallel() // with TestKattis, TestPolygon and TestGolden
	needTool(t, tools.OS.GCC, "the package's C submissions")
	for _, b := range boards {
		b := b // go 1.21: one variable for the whole loop, and the subtests run after it
		t.Run(b.name, func(t *testing.T) {
			t.Parallel()
			pkg := packagesOf(t, b)[CMS]
			yaml := string(readTestFile(t, filepath.Join(pkg, "task.yaml")))
			ins, _ := filepath.Glob(filepath.Join(pkg, "input", "input*.txt"))
			for _, want := range []string{"\nname: " + b.short() + "\n", "\ntime_limit: 1.0\n", fmt.Sprintf("\nmemory_limit: %d\n", memoryLimitMiB), "\ninfile: \"\"\n", "\noutfile: \"\"\n",
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
			if err := os.WriteFile(wrong, []byte(brokenOutputs(string(readTestFile(t, tests[len(tests)-1][1])), n)["swapped"]), 0o644); err != nil {
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
	return buildSubmissions(t, filepath.Join(packagesOf(t, b)[Kattis], "submissions", "wrong_answer"), false)
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

// pdfTools are the programs that make the PDF statement.
var pdfTools = []string{"pdflatex", "chromium", "chromium-browser", "google-chrome", "google-chrome-stable"}

// pathWithout returns path without the programs named in hide: each directory of path
// that holds one is replaced by a new directory in dir of links to its other programs,
// one for each directory however many times path names it (on a merged /usr, /bin is
// /usr/bin: 1400 links, which take a second to make here).
func pathWithout(dir, path string, hide ...string) (string, error) {
	var dirs []string
	made := map[string]string{} // a directory, its symbolic links resolved, and its new one
	for _, d := range filepath.SplitList(path) {
		entries, _ := os.ReadDir(d)
		if !slices.ContainsFunc(entries, func(e os.DirEntry) bool { return slices.Contains(hide, e.Name()) }) {
			dirs = append(dirs, d)
			continue
		}
		real, err := filepath.EvalSymlinks(d)
		if err != nil {
			return "", err
		}
		if links, ok := made[real]; ok {
			dirs = append(dirs, links)
			continue
		}
		links, err := os.MkdirTemp(dir, "path")
		if err != nil {
			return "", err
		}
		made[real] = links
		for _, e := range entries {
			if slices.Contains(hide, e.Name()) {
				continue
			}
			if err := os.Symlink(filepath.Join(d, e.Name()), filepath.Join(links, e.Name())); err != nil {
				return "", err
			}
		}
		dirs = append(dirs, links)
	}
	return strings.Join(dirs, string(filepath.ListSeparator)), nil
}

// pdfBuild is TestPDF's helper (see pdfBuildEnv): it returns the exit code.
func pdfBuild(spec string) int {
	name, dir, _ := strings.Cut(spec, " ")
	i := slices.IndexFunc(Families, func(f Family) bool { return f.String() == name })
	if i < 0 || dir == "" {
		fmt.Fprintf(os.Stderr, "%s=%q: want FAMILY DIR\n", pdfBuildEnv, spec)
		return 2
	}
	f := Families[i]
	dirs, err := unpackedBuild(dir, Config{Rows: 5, Cols: 6, Families: []Family{f}})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Println(dirs[f])
	return 0
}

// TestPDF builds packages with their PDF statements: by pdflatex (Polygon's, with
// Chromium hidden from PATH) and by Chromium's --print-to-pdf (CMS's, which CMS's loader
// needs, with pdflatex hidden); each skipped without its tool. (The other tests build
// the packages with neither, as on a machine without them: a note says so.) Each build
// runs in a process of its own, the test binary as pdfBuild, with its own PATH: the
// packages that TestMain builds meanwhile for the other tests are built without them.
func TestPDF(t *testing.T) {
	if testing.Short() {
		t.Skip("the PDF statements take a browser or TeX: skipped with -short")
	}
	// The lookups on PATH as the tests found it (TestMain unsets CHROME).
	full := tools.Env(func(key string) string {
		if key == "PATH" {
			return fullPATH
		}
		return os.Getenv(key)
	})
	for _, tc := range []struct {
		tool   string                 // the program that makes the PDF, as the packager names it
		find   func() (string, error) // its lookup
		family Family
		pdf    string
	}{
		{"pdflatex", full.TeX, Polygon, "statements/.pdf/english/problem.pdf"},
		{"chromium", full.Chromium, CMS, "statement/statement.pdf"},
	} {
		t.Run(tc.tool, func(t *testing.T) {
			// PATH: the tests' own, where every PDF tool is hidden, after a folder with a
			// link to the tool that it had.
			p, err := tc.find()
			if err != nil {
				t.Skipf("%v: the PDF it makes is not tried", err)
			}
			shown := t.TempDir()
			if err := os.Symlink(p, filepath.Join(shown, tc.tool)); err != nil {
				t.Fatal(err)
			}
			path := shown + string(filepath.ListSeparator) + os.Getenv("PATH")
			// The helper's environment: this one with PATH, CHROME and pdfBuildEnv set.
			env := slices.DeleteFunc(os.Environ(), func(kv string) bool {
				k, _, _ := strings.Cut(kv, "=")
				return k == "PATH" || k == "CHROME" || k == pdfBuildEnv
			})
			cmd := exec.Command(os.Args[0])
			cmd.Env = append(env, "PATH="+path, "CHROME=", pdfBuildEnv+"="+tc.family.String()+" "+t.TempDir())
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("building the %s package: %v\n%s", tc.family, err, stderr.Bytes())
			}
			dir := strings.TrimSpace(string(out))
			data := readTestFile(t, filepath.Join(dir, filepath.FromSlash(tc.pdf)))
			if !bytes.HasPrefix(data, []byte("%PDF-")) || len(data) < 10_000 {
				t.Errorf("%s is no PDF statement (%d bytes)", tc.pdf, len(data))
			}
			if tc.family == Polygon {
				if xml := string(readTestFile(t, filepath.Join(dir, "problem.xml"))); !strings.Contains(xml, `path="statements/.pdf/english/problem.pdf" type="application/pdf"`) {
					t.Error("problem.xml does not list the PDF statement")
				}
			}
		})
	}
}

// TestGolden: the files that the packager writes itself (not copies) are as kept in
// testdata: problem.xml and task.yaml of 8×8 and 6×6 closed (without the PDF statement,
// which the tests do not make), and problem.yaml of 5×6. GOLDIE_UPDATE=1 rewrites them.
func TestGolden(t *testing.T) {
	t.Parallel() // with TestKattis, TestPolygon and TestCMS
	g := goldie.New(t)
	for _, tc := range []struct {
		board  board
		family Family
		file   string
	}{
		{boards[0], Polygon, "problem.xml"},
		{boards[0], CMS, "task.yaml"},
		{boards[2], Polygon, "problem.xml"},
		{boards[2], CMS, "task.yaml"},
		{boards[1], Kattis, "problem.yaml"},
	} {
		t.Run(tc.board.name+"/"+tc.file, func(t *testing.T) {
			g.Assert(t, tc.board.name+"-"+tc.file, readTestFile(t, filepath.Join(packagesOf(t, tc.board)[tc.family], tc.file)))
		})
	}
}

// TestCheck refuses what cannot be built.
func TestCheck(t *testing.T) {
	for _, tc := range []struct {
		c   Config
		err string
	}{
		{Config{Rows: 8, Cols: 8, Families: Families}, ""},
		{Config{Rows: 32, Cols: 32, Families: []Family{CMS}, Validator: Go}, ""},
		{Config{Rows: 0, Cols: 8, Families: Families}, "the board's sides must be 1..9999, not 0"},
		{Config{Rows: 8, Cols: 10000, Families: Families}, "the board's sides must be 1..9999, not 10000"},
		{Config{Rows: 33, Cols: 32, Families: Families}, "boards of up to 1024 squares: the answers to every start of 33x32 would hold 1115136 squares"},
		{Config{Rows: 8, Cols: 8}, "no format"},
		{Config{Rows: 8, Cols: 8, Families: []Family{CMS, Kattis, CMS}}, "-format cms twice"},
	} {
		err := tc.c.Check()
		if tc.err == "" && err != nil || tc.err != "" && (err == nil || err.Error() != tc.err) {
			t.Errorf("%+v: Check() = %v, want %q", tc.c, err, tc.err)
		}
	}
}

// TestDeliver: the zips are moved into DIR all or none; a failure leaves no zip and no
// folder that deliver made, and a zip already there is refused unless replace.
func TestDeliver(t *testing.T) {
	for _, tc := range []struct {
		name     string
		there    bool // b.zip is in DIR already
		missing  bool // b.zip was never built: the second move fails
		replace  bool
		wantErr  bool
		wantDest bool // DIR, under a folder that deliver must make, is left
	}{
		{name: "all", wantDest: true},
		{name: "second fails", missing: true, wantErr: true},
		{name: "exists", there: true, wantErr: true, wantDest: true},
		{name: "replace", there: true, replace: true, wantDest: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			out, dest := filepath.Join(root, "out"), filepath.Join(root, "new", "dir")
			if err := os.MkdirAll(out, 0o755); err != nil {
				t.Fatal(err)
			}
			for _, name := range []string{"a.zip", "b.zip"} {
				if name == "b.zip" && tc.missing {
					continue
				}
				if err := os.WriteFile(filepath.Join(out, name), []byte("new "+name), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if tc.there {
				if err := os.MkdirAll(dest, 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dest, "b.zip"), []byte("old"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			err := deliver(out, dest, []Zip{{Name: "a.zip"}, {Name: "b.zip"}}, tc.replace)
			if (err != nil) != tc.wantErr {
				t.Fatalf("deliver: %v, want an error: %t", err, tc.wantErr)
			}
			var exists *ExistsError
			if tc.there && !tc.replace && !errors.As(err, &exists) {
				t.Errorf("deliver: %v, want an *ExistsError", err)
			}
			if _, err := os.Stat(filepath.Join(root, "new")); (err == nil) != tc.wantDest {
				t.Fatalf("the folder DIR is in: %v, want it left: %t", err, tc.wantDest)
			}
			for _, name := range []string{"a.zip", "b.zip"} {
				got, err := os.ReadFile(filepath.Join(dest, name))
				want := "new " + name
				switch {
				case tc.wantErr && tc.there && name == "b.zip":
					want = "old"
				case tc.wantErr:
					want = ""
				}
				if string(got) != want || (want != "") != (err == nil) {
					t.Errorf("%s in DIR: %q, %v; want %q", name, got, err, want)
				}
			}
		})
	}
}
