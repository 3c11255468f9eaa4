// Package packager builds the knight's tour problem as a package for each big family of
// judging systems (Family): Kattis and DOMjudge, Polygon (and Codeforces), CMS; for any
// board on which every square starts a tour of the kind asked for. The command
// scripts/problem/cmd/package is a thin main over it; docs/packages.md says what each
// package holds and how the judging systems import it.
//
// All families come from one source, the repository: the statement (package statement),
// the test inputs (scripts/problem/package/data and cases/input.txt on 8×8 open, package
// gendata on other boards and kinds), the answers (the knightstour program with the
// board's flags), the submissions (accepted: the one-file Go program merged from
// scripts/problem/submission for open tours, scripts/problem/accepted/tour.c for closed
// ones; wrong answers: scripts/problem/wrong_answer) and the checkers (the judge of
// judge/, its C++ forms assembled by judge/cmd/judge/assemble).
package packager

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"knightstour/scripts/problem/zipdir"
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

// Build builds the packages of c from the repository at repo (the root of the knightstour
// module) and writes their zips into dest, which it makes if need be. Everything is
// built in a temporary directory and the zips moved into dest at the end, so that a
// refused or failed build leaves no new folder behind. It needs Go, which builds the
// program and the CMS checker, and pdflatex or Chromium for the PDF statements of
// Polygon and CMS (without either the packages have none, and a note says so). Once ctx
// is done the programs it runs are killed and it returns ctx's error, having written
// nothing.
func Build(ctx context.Context, c Config, repo, dest string) (Result, error) {
	if err := c.Check(); err != nil {
		return Result{}, err
	}
	repo, err := filepath.Abs(repo)
	if err != nil {
		return Result{}, err
	}
	tmp, err := os.MkdirTemp("", "packager")
	if err != nil {
		return Result{}, err
	}
	defer os.RemoveAll(tmp)
	b := &builder{ctx: ctx, c: c, repo: repo, tmp: tmp}
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
	if err := os.MkdirAll(dest, 0o755); err != nil {
		return Result{}, err
	}
	for _, z := range res.Zips {
		if err := move(filepath.Join(tmp, "out", z.Name), filepath.Join(dest, z.Name)); err != nil {
			return Result{}, err
		}
	}
	return res, nil
}

// builder builds the packages of one Config in the directory tmp.
type builder struct {
	ctx    context.Context
	c      Config
	repo   string
	tmp    string
	bin    string   // the knightstour program
	data   string   // tmp/data/{sample,secret}/NAME.in and NAME.ans
	ins    []string // the inputs under data, the sample first, then the secret ones, each in name order
	main   string   // the accepted submission's file name in tmp/accepted
	notes  []string // see Result.Notes
	pdfErr error    // why there is no PDF statement, once tried
	pdf    []byte   // the PDF statement, once made
	tried  bool     // whether the PDF statement was tried
}

// path returns the repository's file of the slash-separated path rel.
func (b *builder) path(rel string) string { return filepath.Join(b.repo, filepath.FromSlash(rel)) }

// prepare builds the program, the test data with their answers and the submissions.
func (b *builder) prepare() error {
	b.bin = filepath.Join(b.tmp, "knightstour")
	if err := b.goBuild(nil, "-o", b.bin, "."); err != nil {
		return err
	}
	if err := b.testData(); err != nil {
		return err
	}
	if b.ctx.Err() != nil {
		return b.ctx.Err()
	}
	return b.submissions()
}

// goBuild runs go build with args in the repository, with env added to the environment.
func (b *builder) goBuild(env []string, args ...string) error {
	cmd := exec.CommandContext(b.ctx, "go", append([]string{"build"}, args...)...)
	cmd.Dir = b.repo
	cmd.Env = append(os.Environ(), env...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build %s: %w\n%s", strings.Join(args, " "), err, out)
	}
	return nil
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
