package main

import (
	"flag"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/knightstour/knightstour/judge/problem"
)

// usage is what -h prints.
const usage = `knightstour-package: builds the knight's tour problem as a package for
judging systems and writes one zip a format into DIR (a new temporary directory without
DIR), printing the path of each as DIR gives it. Every square of the board must start a
tour of the kind asked for. Everything it packages is built in, so it runs in any
directory; it needs Go on PATH for the CMS package, whose checker it compiles.
docs/packages.md says what each package holds and how to import it.

usage: knightstour-package [flags] [DIR]
       go run ./judge/cmd/knightstour-package [flags] [DIR]   (in a clone)
       bash scripts/package.sh [flags] [DIR]    (the same, built from the clone, run here)

  kattis   DIR/knightstour.zip: Kattis and DOMjudge (the ICPC legacy layout)
  polygon  DIR/knightstour-polygon.zip: Polygon, Codeforces (CMS and Polygon2DOMjudge read it)
  cms      DIR/knightstour-cms.zip: CMS (the Italian YAML format; needs Go here)
  (the board and tour kind in the name on another board than 8x8 open, as
  knightstour5x6.zip and knightstour-6x6-closed-polygon.zip)

Flags (-name or --name, the value after a space or '='; numbers in decimal digits):
  -format F     kattis, polygon, cms, a list of them (kattis,cms) or all (default kattis)
  -rows R       the board's rows, 1..9999 (default 8)
  -cols C       the board's columns, 1..9999 (default 8); at most 1024 squares in all
  -closed       closed tours (the last square a knight's move from the first)
  -validator V  the Kattis package's output validator: cpp (the default, needs only g++
                on the judge hosts) or go (needs Go 1.21 there)
  -force        replace zips of the same names in DIR (without it a build that would
                replace one is refused before it starts)
  -h            print this help

Environment:
  TESTLIB_DIR   a folder with testlib.h (a clone of https://github.com/MikeMirzayanov/testlib),
                which the Polygon package carries as files/testlib.h; without it the
                package has none (Polygon, CMS and Polygon2DOMjudge use their own), and
                the packager says so on stderr

Exit status: 0 built, 1 a build that was refused (a board where some square starts no
tour, a zip of the same name in DIR without -force) or failed (nothing new is left
behind then), 2 a bad command line.
`

// options is the command line, read: the packages to build and DIR.
type options struct {
	config problem.Config
	dir    string
}

// parseArgs reads the command line into options; flag.ErrHelp for -h. Each error names
// the flag, the value and what is wanted.
func parseArgs(args []string) (options, error) {
	fs := flag.NewFlagSet("knightstour-package", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	format := fs.String("format", "kattis", "")
	rows := fs.String("rows", "8", "")
	cols := fs.String("cols", "8", "")
	closed := fs.Bool("closed", false, "")
	validator := fs.String("validator", "cpp", "")
	force := fs.Bool("force", false, "")
	if err := fs.Parse(args); err != nil {
		return options{}, err
	}
	var o options
	var err error
	if o.config.Families, err = families(*format); err != nil {
		return options{}, err
	}
	if o.config.Rows, err = side("rows", *rows); err != nil {
		return options{}, err
	}
	if o.config.Cols, err = side("cols", *cols); err != nil {
		return options{}, err
	}
	o.config.Closed = *closed
	o.config.Replace = *force
	switch *validator {
	case "cpp":
		o.config.Validator = problem.CPP
	case "go":
		o.config.Validator = problem.Go
	default:
		return options{}, fmt.Errorf("-validator %q: want cpp or go", *validator)
	}
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == "validator" })
	if set && !slices.Contains(o.config.Families, problem.Kattis) {
		return options{}, fmt.Errorf("-validator %s: it chooses the output validator of -format kattis, not of %s", *validator, *format)
	}
	if err := o.config.Check(); err != nil {
		return options{}, err
	}
	if fs.NArg() > 1 {
		return options{}, fmt.Errorf("want one DIR at most, not %d arguments: %s", fs.NArg(), strings.Join(fs.Args(), " "))
	}
	o.dir = fs.Arg(0)
	return o, nil
}

// families reads -format: a comma-separated list of kattis, polygon and cms, or all.
func families(s string) ([]problem.Family, error) {
	if s == "all" {
		return problem.Families, nil
	}
	var fs []problem.Family
	for _, name := range strings.Split(s, ",") {
		i := slices.IndexFunc(problem.Families, func(f problem.Family) bool { return f.String() == name })
		if i < 0 {
			return nil, fmt.Errorf("-format %q: want kattis, polygon, cms or all", s)
		}
		if slices.Contains(fs, problem.Families[i]) {
			return nil, fmt.Errorf("-format %q: %s twice", s, name)
		}
		fs = append(fs, problem.Families[i])
	}
	return fs, nil
}

// digits matches a number as knightstour and the judge read numbers: decimal digits
// only (08 is eight), no sign.
var digits = regexp.MustCompile(`^[0-9]{1,9}$`)

// side reads a side of the board, -rows or -cols.
func side(name, s string) (int, error) {
	n, err := strconv.Atoi(s)
	if !digits.MatchString(s) || err != nil || n < 1 || n > problem.MaxSide {
		return 0, fmt.Errorf("-%s %q: want a whole number 1..%d in decimal digits", name, s, problem.MaxSide)
	}
	return n, nil
}
