package main

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"

	"github.com/knightstour/knightstour/internal/tour/tourprog"
)

// newGoldie compares with golden files in cases/ named NAME+suffix.
func newGoldie(t *testing.T, suffix string) *goldie.Goldie {
	return goldie.New(t, goldie.WithFixtureDir("cases"), goldie.WithNameSuffix(suffix))
}

// TestCases runs main on every input in cases/ (NAME.txt, with the flags in NAME.flags
// if there is one) and compares stdout with NAME.golden (NAME.svg for drawings, so that
// they can be viewed), and stderr with NAME.stderr.golden; without that file stderr
// must be empty. Every answer goes through the judge first, so an update can
// never store a wrong tour.
func TestCases(t *testing.T) {
	inputs, err := filepath.Glob(filepath.Join("cases", "*.txt"))
	if err != nil || len(inputs) == 0 {
		t.Fatalf("no inputs in cases/: %v", err)
	}
	for _, in := range inputs {
		name := strings.TrimSuffix(filepath.Base(in), ".txt")
		t.Run(name, func(t *testing.T) {
			stdin, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			var args []string
			if flags, err := os.ReadFile(filepath.Join("cases", name+".flags")); err == nil {
				args = strings.Fields(string(flags))
			}
			cmd, err := parseFlags(args, io.Discard)
			if err != nil {
				t.Fatalf("%s.flags: %v", name, err)
			}
			out, stderr, code := runMain(t, string(stdin), args...)
			if code != 0 {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			checkOutput(t, cmd, string(stdin), out)
			if t.Failed() {
				return // never store what the judge rejected
			}
			suffix := ".golden"
			if cmd.tour != nil && cmd.tour.Format == tourprog.SVG {
				suffix = ".svg"
			}
			newGoldie(t, suffix).Assert(t, name, []byte(out))
			_, err = os.Stat(filepath.Join("cases", name+".stderr.golden"))
			switch {
			case err == nil || stderr != "":
				newGoldie(t, ".golden").Assert(t, name+".stderr", []byte(stderr))
			case !errors.Is(err, fs.ErrNotExist):
				t.Fatal(err)
			}
		})
	}
}
