package tourprog

import (
	"flag"
	"fmt"

	"github.com/knightstour/knightstour/internal/cmdflag"
)

// Flags is the tour program's command line: its own flags, which Define defines on the
// entry's flag set, and the ones it shares with the count program, which the entry
// reads and sets: the board, -closed and -method's value. Config turns them into a
// Config, once.
type Flags struct {
	Rows, Cols int
	Closed     bool
	Method     string // -method's value

	budget                   int64
	format, notation, outDir string
	fs                       *flag.FlagSet // where they are defined: which were given
}

// ownFlags are the tour program's own flags, which Given looks for.
var ownFlags = []string{"budget", "format", "o", "notation", "seed"}

// Define defines the tour program's own flags on fs, in short (-h); Config reads them
// once fs has parsed the command line.
func (f *Flags) Define(fs *flag.FlagSet) {
	f.fs = fs
	fs.Func("budget", fmt.Sprintf("the nodes the Sicily search may visit a query (`N`);\n0: %d + %d a square under -method auto, no bound under dfs", AutoBudget(0), AutoBudget(1)-AutoBudget(0)),
		func(s string) (err error) {
			f.budget, err = ParseBudget(s)
			return err
		})
	fs.String("seed", "", "another tour: the one whose ties seed `N` breaks (0..2^64-1)")
	fs.StringVar(&f.format, "format", Line.String(), "the output (`F`): line, grid, svg or html (a page)")
	fs.StringVar(&f.outDir, "o", "", "with -format svg or html: write a file a query into `DIR`")
	fs.StringVar(&f.notation, "notation", Number.String(), "squares (`N`): number (1..rows*cols) or algebraic (a8)")
}

// Given returns the first of the tour program's own flags that the command line gives,
// or "": a count takes none of them.
func (f *Flags) Given() string { return cmdflag.First(f.fs, ownFlags) }

// OutDir is the value of -o: the folder that the answers go into, a file each; "":
// stdout.
func (f *Flags) OutDir() string { return f.outDir }

// given returns the value of the flag name where the command line gives it, else nil
// (none where Define never ran).
func (f *Flags) given(name string) *string { return cmdflag.Given(f.fs, name) }

// Config is the tour program's configuration that f asks for, validated (Validate).
func (f *Flags) Config() (*Config, error) {
	cfg := &Config{Rows: f.Rows, Cols: f.Cols, Closed: f.Closed, Budget: f.budget}
	var err error
	if cfg.Method, err = ParseMethod(f.Method); err != nil {
		return nil, err
	}
	if cfg.Format, err = ParseFormat(f.format); err != nil {
		return nil, err
	}
	if cfg.Notation, err = ParseNotation(f.notation); err != nil {
		return nil, err
	}
	if seed := f.given("seed"); seed != nil {
		if cfg.Seed, err = ParseSeed(*seed); err != nil {
			return nil, err
		}
	}
	if err := cfg.Validate(f.outDir != ""); err != nil {
		return nil, err
	}
	return cfg, nil
}
