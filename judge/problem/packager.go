// Package problem builds the knight's tour problem as a package for each big family of
// judging systems (Family): Kattis and DOMjudge, Polygon (and Codeforces), CMS; for any
// board on which every square starts a tour of the kind asked for. The command
// judge/cmd/knightstour-package is a thin main over it; docs/packages.md says what each
// package holds and how the judging systems import it.
//
// Everything it packages is embedded (files/, and the C++ judge of judge/cpp), so that
// an installed packager works in any directory, with no clone beside it:
//
//   - files/package: the Kattis problem.yaml and .timelimit, the kept 8×8 inputs (and
//     cases-input.in, a copy of cases/input.txt) and the Kattis input validator;
//   - files/polygon/validator.cpp: the testlib input validator;
//   - files/govalidator/build: the build script of the Go output validator;
//   - files/accepted/tour.c: the C submission accepted on every board (the main one on
//     closed-tour boards, beside the Go one on open ones);
//     files/wrong_answer: the wrong-answer submissions in C and their tour.h;
//   - files/onefile: the one-file Go submission (knightstour.go) and the one-file Go judge
//     (validator.go), which go generate ./judge/problem makes (internal/gen) and
//     TestGenerated keeps up to date.
//
// The statement comes from package statement, the inputs of other boards from package
// gendata, which also answers every input in this process with the tour program of
// knightstour (internal/tour/tourprog), byte for byte what knightstour with the board's flags
// prints; the zips are written by package zipdir.
//
// The one-file Go submission merges, by internal/tour/onefile, package internal/tour/sicily and the
// small main of judge/problem/submission (main.go, and board.go, which holds only the
// board's constant; the packager sets that line in the merged file for the board of the
// package). It is all live code: TestSubmissionCoverage (judge/problem/submission) builds
// it with go build -cover, runs it on every start, CRLF input, input without -1, text
// after -1, bad tokens and failed reads and writes, and fails if less than 90% of its
// statements ran (go tool covdata percent); the pruning that only big boards need
// (internal/tour/prune) is left out of it. bash scripts/oldgo.sh builds it, and the one-file
// judge, with Go 1.21.13 and the current Go. On 8×8 with open tours gendata writes exactly
// the inputs that are kept (TestEightByEight).
//
// The CMS checker is the one-file Go judge built for linux/amd64 without cgo, with the
// board baked in by -ldflags -X, rather than check.cpp: building it needs only Go, while
// check.cpp needs a testlib.h that the repository does not carry (and CMS's own, patched
// one, for its output form); a static Go program also runs in CMS's sandbox with nothing
// else installed. So the packager needs Go on PATH for CMS packages. For the same reason
// the Polygon package carries files/testlib.h only when Config.TestlibDir gives one
// (knightstour-package: $TESTLIB_DIR); docs/packages.md says why it is not vendored.
//
// # What is written here, and what a tool does
//
// The packaging uses what a judge host and a plain Go install already have, and writes by
// hand only what no such tool does:
//
//   - The statement in HTML (statement/convert.go, about 350 lines with its table
//     support) turns the statement's small LaTeX subset into HTML and refuses anything
//     else. The tools that could replace it are problemtools' problem2html (Python,
//     plasTeX and TeX) and pandoc (about 100 MB from apt); either would make the packager
//     and its tests need software that a clone with Go does not have, for a statement of
//     a dozen paragraphs and one table. It is kept for that, and only for that: the PDF is
//     pdflatex's own work (or Chromium's print of the HTML), and on Kattis problemtools
//     renders problem.en.tex itself.
//   - The zip (package zipdir): archive/zip does the work; the wrapper only fixes the
//     order and the times of the entries, so the same sources make the same bytes.
//   - problem.xml and the YAML files: encoding/xml writes Polygon's problem.xml (so names
//     are escaped: Knight's is Knight&#39;s, and empty elements are written as a start and
//     an end tag, which XML readers take as the same), and gopkg.in/yaml.v3 writes CMS's
//     task.yaml and the problem.yaml of boards other than 8×8 (the 8×8 one is kept as it
//     is in files/package), comments and blank lines kept.
//   - The one-file C and C++ files: package judge/cpp pastes judge.h into the testlib
//     checker check.cpp (kept in the repository; TestCheckCpp checks it is up to date)
//     and into the Kattis output validator, and writes the board into the #define
//     KT_ROWS, KT_COLS and KT_CLOSED lines; the packager pastes the C submissions' tour.h
//     with it.
//   - The one-file merge (internal/tour/onefile): go build has no mode that writes one source
//     file; bundle (golang.org/x/tools/cmd/bundle) copies a library package into another
//     with prefixed names, which is not a judge's package main. The merge refuses any
//     import outside the standard library, cgo and clashing names, with the file and line.
//   - The checker's C++ (judge/cpp/src) is written on top of testlib.h, the library of
//     Codeforces and Polygon, not beside it.
//
// # How it is checked
//
// go test ./judge/problem builds the Kattis, Polygon and CMS packages of 8×8,
// 5×6, 6×6 with closed tours and 1×1 (in the test process, the four boards side by side),
// builds each package's checkers and submissions from the zips, and checks that the
// accepted submissions pass every test and every wrong answer and a set of broken outputs
// are rejected by every family's checker: the Kattis output validator (C++, and Go on
// 8×8), the testlib check.cpp as Polygon calls it (when testlib.h is at hand), and the CMS
// checker called the CMS way, which must print 0.0 and translate:wrong and exit 0 for a
// wrong answer, and exit non-zero when the correct output is missing (CMS's system
// error). It also checks problem.xml, task.yaml and the .desc files against the files,
// both input validators on every test, and problem.xml, task.yaml and problem.yaml against
// golden files in testdata. The PDF statement is made only in TestPDF, once by pdflatex
// and once by Chromium (each skipped without its tool); the other tests build the packages
// as on a machine with neither. go test ./judge/cmd/knightstour-package checks the
// command line: -h, every kind of bad value, a build and a refused board; TestInstalled
// builds the command and runs it in an empty directory.
//
// With the real tools, scripts/verifyproblem.sh and scripts/importers.sh (docs/packages.md
// lists the variables that name them); where none is set or on PATH they take the pinned
// copies that CI (.ci/run) keeps in ../shared/tools beside the repository.
package problem

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/knightstour/knightstour/judge/problem/zipdir"
)

// Family is a family of judging systems, each with its package format.
type Family int

const (
	// Kattis is the ICPC/Kattis legacy layout, which Kattis and DOMjudge import.
	Kattis Family = iota
	// Polygon is a Polygon full package (Codeforces; CMS and Polygon2DOMjudge read it).
	Polygon
	// CMS is a CMS task in the Italian YAML format.
	CMS
)

// Families are the families in the order in which -format all builds them.
var Families = []Family{Kattis, Polygon, CMS}

// String returns the family's name on the command line.
func (f Family) String() string {
	switch f {
	case Kattis:
		return "kattis"
	case Polygon:
		return "polygon"
	case CMS:
		return "cms"
	}
	return fmt.Sprintf("Family(%d)", int(f))
}

// Validator is the language of the Kattis package's output validator.
type Validator int

const (
	// CPP is the judge in C++, one validator.cpp that needs nothing but g++.
	CPP Validator = iota
	// Go is the Go judge as one validator.go, with a build script.
	Go
)

// String returns the validator's name on the command line.
func (v Validator) String() string {
	if v == Go {
		return "go"
	}
	return "cpp"
}

// MaxSide is the largest side of a board; MaxSquares the most squares: the test of every
// start holds rows·cols tours of rows·cols squares, a few MB at most.
const (
	MaxSide    = 9999
	MaxSquares = 1024
)

// Config is what to build: the board, the tour kind, the families and the Kattis
// package's output validator.
type Config struct {
	Rows, Cols int
	Closed     bool
	Families   []Family // each once, in the order the zips are built and reported
	Validator  Validator
	// Replace lets Build replace zips of the same names in its directory; without it
	// Build refuses to, before it builds anything.
	Replace bool
	// TestlibDir is a folder with testlib.h (a clone of MikeMirzayanov/testlib;
	// knightstour-package takes $TESTLIB_DIR), which the Polygon package carries as
	// files/testlib.h, as Polygon's own packages do. Without it the package has none
	// (Polygon, CMS and Polygon2DOMjudge bring their own), and a note says so.
	TestlibDir string
}

// Check reports what makes c unbuildable: a side outside 1..MaxSide, more than
// MaxSquares squares, no family or a family twice. (A Go validator without Kattis is
// not used.)
func (c Config) Check() error {
	for _, s := range []int{c.Rows, c.Cols} {
		if s < 1 || s > MaxSide {
			return fmt.Errorf("the board's sides must be 1..%d, not %d", MaxSide, s)
		}
	}
	if n := c.Rows * c.Cols; n > MaxSquares {
		return fmt.Errorf("boards of up to %d squares: the answers to every start of %dx%d would hold %d squares", MaxSquares, c.Rows, c.Cols, n*n)
	}
	if len(c.Families) == 0 {
		return errors.New("no format")
	}
	for i, f := range c.Families {
		if slices.Contains(c.Families[:i], f) {
			return fmt.Errorf("-format %s twice", f)
		}
	}
	return nil
}

// sicily reports whether c is Sicily 1153's board: 8×8, open tours.
func (c Config) sicily() bool { return c.Rows == 8 && c.Cols == 8 && !c.Closed }

// kind names the tour kind.
func (c Config) kind() string {
	if c.Closed {
		return "closed"
	}
	return "open"
}

// flags returns the board's flags of knightstour and the judge.
func (c Config) flags() []string {
	f := []string{"-rows", fmt.Sprint(c.Rows), "-cols", fmt.Sprint(c.Cols)}
	if c.Closed {
		f = append(f, "-closed")
	}
	return f
}

// short returns the problem's short name, which the judging systems key problems by (the
// folder a package is unpacked into, CMS's task name, Polygon's short-name, the zip's
// name): the board and the tour kind, so that packages of different boards do not
// overwrite each other; knightstour alone for Sicily 1153's 8×8 open tours.
func (c Config) short() string {
	s := "knightstour"
	if !c.sicily() {
		s += fmt.Sprintf("-%dx%d", c.Rows, c.Cols)
	}
	if c.Closed {
		s += "-closed"
	}
	return s
}

// ZipName returns the file name of f's zip: the short name, with .zip on Kattis (whose
// short names are letters and digits only: knightstour5x6.zip) and -polygon.zip or
// -cms.zip on the others.
func (c Config) ZipName(f Family) string {
	switch f {
	case Kattis:
		return strings.ReplaceAll(c.short(), "-", "") + ".zip"
	case Polygon:
		return c.short() + "-polygon.zip"
	}
	return c.short() + "-cms.zip"
}

// title returns the problem's title, the statement's (statement.Problem.Title): Knight's
// Tour, with the board and the tour kind on another board than Sicily 1153's 8×8 open
// tours, as "Knight's Tour (5×6, open tours)".
func (c Config) title() string { return c.problem().Title() }

// Zip is one package built.
type Zip struct {
	Name string // the zip's file name
	What string // what it holds, as "5x6 open, cpp validator, 8 test cases"
}

// Result is what Build made.
type Result struct {
	Zips  []Zip    // in the order of Config.Families
	Notes []string // what the setter must know (a package without its PDF statement)
}

// Build builds the packages of c from the files embedded in the packager and writes their
// zips into dest, which it makes if need be. Everything is
// built in a temporary directory and the zips moved into dest at the end, so that a
// refused or failed build leaves no new folder behind. It needs Go, which builds the
// CMS checker, and pdflatex or Chromium for the PDF statements of
// Polygon and CMS (without either the packages have none, and a note says so). Once ctx
// is done the programs it runs are killed and it returns ctx's error, having written
// nothing.
func Build(ctx context.Context, c Config, dest string) (Result, error) {
	if err := c.Check(); err != nil {
		return Result{}, err
	}
	if err := refuseExisting(c, dest); err != nil {
		return Result{}, err
	}
	tmp, err := os.MkdirTemp("", "packager")
	if err != nil {
		return Result{}, err
	}
	defer os.RemoveAll(tmp)
	b := &builder{ctx: ctx, c: c, tmp: tmp}
	if err := b.readTestlib(); err != nil {
		return Result{}, err
	}
	if err := b.prepare(); err != nil {
		return Result{}, err
	}
	var res Result
	for _, f := range c.Families {
		z, err := b.family(f)
		if ctx.Err() != nil {
			return Result{}, ctx.Err()
		}
		if err != nil {
			return Result{}, fmt.Errorf("%s: %w", f, err)
		}
		res.Zips = append(res.Zips, z)
	}
	res.Notes = b.notes
	if err := deliver(filepath.Join(tmp, "out"), dest, res.Zips, c.Replace); err != nil {
		return Result{}, err
	}
	return res, nil
}

// refuseExisting reports the first zip of c that is already in dest, unless c.Replace.
func refuseExisting(c Config, dest string) error {
	if c.Replace {
		return nil
	}
	for _, f := range c.Families {
		name := filepath.Join(dest, c.ZipName(f))
		if _, err := os.Lstat(name); err == nil {
			return &ExistsError{Name: name}
		}
	}
	return nil
}

// ExistsError is a zip that Build would write over: it is there already and the
// Config does not say Replace.
type ExistsError struct{ Name string }

func (e *ExistsError) Error() string { return e.Name + " exists: not replaced" }

// deliver moves the zips from out into dest, making dest and its parents if need be: all
// of them, or, on an error, none; the folders it made are removed again then. Unless
// replace, a zip already in dest is an *ExistsError, and nothing is moved.
func deliver(out, dest string, zips []Zip, replace bool) error {
	made, err := missingDirs(dest)
	if err != nil {
		return err
	}
	var moved []string
	undo := func(err error) error {
		for _, m := range moved {
			os.Remove(m)
		}
		for _, d := range made { // the deepest first
			os.Remove(d)
		}
		return err
	}
	if err := os.MkdirAll(dest, 0o755); err != nil {
		return undo(err)
	}
	if !replace {
		for _, z := range zips {
			if _, err := os.Lstat(filepath.Join(dest, z.Name)); err == nil {
				return undo(&ExistsError{Name: filepath.Join(dest, z.Name)})
			}
		}
	}
	for _, z := range zips {
		dst := filepath.Join(dest, z.Name)
		if err := move(filepath.Join(out, z.Name), dst); err != nil {
			return undo(err)
		}
		moved = append(moved, dst)
	}
	return nil
}

// missingDirs returns dir and those of its parents that do not exist, the deepest first.
func missingDirs(dir string) ([]string, error) {
	var missing []string
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		_, err := os.Stat(d)
		if err == nil {
			return missing, nil
		}
		if !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		missing = append(missing, d)
		if filepath.Dir(d) == d {
			return missing, nil
		}
	}
}

// builder builds the packages of one Config in the directory tmp.
type builder struct {
	ctx     context.Context
	c       Config
	tmp     string
	data    string   // tmp/data/{sample,secret}/NAME.in and NAME.ans
	ins     []string // the inputs under data, the sample first, then the secret ones, each in name order
	main    string   // the accepted submission's file name in tmp/accepted
	notes   []string // see Result.Notes
	pdfErr  error    // why there is no PDF statement, once tried
	pdf     []byte   // the PDF statement, once made
	tried   bool     // whether the PDF statement was tried
	testlib []byte   // Config.TestlibDir's testlib.h, for the Polygon package
}

// prepare makes the test data with their answers and the submissions.
func (b *builder) prepare() error {
	if err := b.testData(); err != nil {
		return err
	}
	if b.ctx.Err() != nil {
		return b.ctx.Err()
	}
	return b.submissions()
}

// family builds the package of f in tmp/package-NAME and zips it into tmp/out.
func (b *builder) family(f Family) (Zip, error) {
	pkg := filepath.Join(b.tmp, "package-"+f.String())
	if err := os.Mkdir(pkg, 0o755); err != nil {
		return Zip{}, err
	}
	var z Zip
	var err error
	switch f {
	case Kattis:
		z, err = b.kattis(pkg)
	case Polygon:
		z, err = b.polygon(pkg)
	case CMS:
		z, err = b.cms(pkg)
	default:
		err = fmt.Errorf("no family %d", int(f))
	}
	if err != nil {
		return Zip{}, err
	}
	board := ""
	if !b.c.sicily() {
		board = fmt.Sprintf("%dx%d %s, ", b.c.Rows, b.c.Cols, b.c.kind())
	}
	z.What = fmt.Sprintf("%s%s, %d test cases", board, z.What, len(b.ins))
	if err := os.MkdirAll(filepath.Join(b.tmp, "out"), 0o755); err != nil {
		return Zip{}, err
	}
	return z, zipdir.Dir(pkg, filepath.Join(b.tmp, "out", z.Name))
}
