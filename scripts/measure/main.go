// Measure times knightstour, its judges and its counts against baselines timed in the
// same run, and exits non-zero when a ratio misses its target. Each measurement runs the
// commands it compares alternately, best of N: the least CPU time (user plus system, the
// operating system's own figure for each process and the children it waited for) and
// the least peak resident memory of each count, so a busy machine slows both sides alike
// and no target is an absolute time.
//
// Usage:
//
//	go run ./scripts/measure COMMAND [flags] [args]
//
// The commands (go run ./scripts/measure COMMAND -h for each one's flags):
//
//	pair        two shell commands against each other: the general form
//	throughput  1,000,000 queries against cat, and against the Sicily 1153 report's C++
//	judge       the Go judge against cat, the C++ judges against the Go judge, and what
//	            the answer file and "no tour" answers cost
//	floor       writing, judging and 100×100 against C floors and -method construct
//	bigboards   the construction on huge boards against the C floor of writing
//	count       counts of this build against an older commit's, side by side
//	moonshot    the closed tours of 8×8, against McKay's number
//	parts       counts in parts against the same counts whole
//	tables      tables in one scan against Knuth's DYNAHAM and DYNAHAMP (not in CI)
//	layout      the packages' files, lines and largest types, of the checkout or a commit
//
// It runs from the repository (it builds what it times from the checkout) and writes its
// files to a temporary folder, in /dev/shm where there is one. Exit status: 0 when every
// target is met, 1 when one is missed or a program fails, 2 for a bad command line.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
)

// command is one measurement.
type command struct {
	name, doc string
	run       func(e *env, args []string) error
}

// commands are the measurements, in the order usage lists them.
var commands = []command{
	{"pair", "two shell commands against each other", pairCmd},
	{"throughput", "many queries against cat and the report's C++ program", throughputCmd},
	{"judge", "the judges against cat and each other", judgeCmd},
	{"floor", "the heaviest jobs against C floors", floorCmd},
	{"bigboards", "the construction on huge boards against the C floor", bigboardsCmd},
	{"count", "counts of this build against an older commit's", countCmd},
	{"moonshot", "the closed tours of 8x8 against McKay's number", moonshotCmd},
	{"parts", "counts in parts against the same counts whole", partsCmd},
	{"tables", "tables in one scan against Knuth's DYNAHAM and DYNAHAMP", tablesCmd},
	{"layout", "the packages' files, lines and largest types", layoutCmd},
}

// env is what a measurement works with.
type env struct {
	out  io.Writer // the report
	err  io.Writer // usage messages
	run  Runner
	rep  *Report
	tmp  string // a scratch folder, removed at the end
	repo string // the repository's root, found on first use
}

// errUsage is a bad command line, whose message the flag package has printed.
var errUsage = errors.New("bad command line")

func main() {
	os.Exit(mainCode(os.Args[1:], os.Stdout, os.Stderr))
}

// mainCode runs the command line args and returns the exit status.
func mainCode(args []string, stdout, stderr io.Writer) int {
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	return measure(args, Exec, stdout, stderr, stop)
}

// measure runs the command line args with run for the processes to time, and returns
// the exit status. A signal on stop removes the scratch folder (in /dev/shm its files
// hold memory) and exits as a shell does, 128 plus the signal's number.
func measure(args []string, run Runner, stdout, stderr io.Writer, stop <-chan os.Signal) int {
	if len(args) > 0 && args[0] == childCmd {
		return runChild(args[1:], stderr)
	}
	if len(args) > 0 && (args[0] == "-h" || args[0] == "-help" || args[0] == "help") {
		usage(stdout)
		return 0
	}
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	var c *command
	for i := range commands {
		if commands[i].name == args[0] {
			c = &commands[i]
		}
	}
	if c == nil {
		fmt.Fprintf(stderr, "measure: no command %q\n", args[0])
		usage(stderr)
		return 2
	}
	tmp, err := scratch()
	if err != nil {
		fmt.Fprintln(stderr, "measure:", err)
		return 1
	}
	defer os.RemoveAll(tmp)
	if stop != nil {
		go func() {
			if s, ok := (<-stop).(syscall.Signal); ok {
				os.RemoveAll(tmp)
				os.Exit(128 + int(s))
			}
		}()
	}
	e := &env{out: stdout, err: stderr, run: run, rep: &Report{w: stdout, name: c.name}, tmp: tmp}
	err = c.run(e, args[1:])
	switch {
	case errors.Is(err, flag.ErrHelp):
		return 0
	case errors.Is(err, errUsage):
		return 2
	case err == nil:
		err = e.rep.Err()
	}
	if err != nil {
		fmt.Fprintf(stderr, "measure %s: %v\n", c.name, err)
		return 1
	}
	return 0
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: go run ./scripts/measure COMMAND [flags] [args]")
	for _, c := range commands {
		fmt.Fprintf(w, "  %-11s %s\n", c.name, c.doc)
	}
}

// flags returns the flag set of a measurement, which prints to the command's stderr.
func (e *env) flags(name, args, doc string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(e.err)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: go run ./scripts/measure %s\n%s\n", strings.TrimSpace(name+" [flags] "+args), doc)
		fs.PrintDefaults()
	}
	return fs
}

// parse parses args with fs, turning its errors into errUsage.
func parse(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return errUsage
	}
	return nil
}

// scratch makes the scratch folder, in memory (/dev/shm) where it can.
func scratch() (string, error) {
	if dir, err := os.MkdirTemp("/dev/shm", "measure"); err == nil {
		return dir, nil
	}
	return os.MkdirTemp("", "measure")
}

// root returns the repository's root: the folder of the module
// github.com/knightstour/knightstour, which the current directory is in.
func (e *env) root() (string, error) {
	if e.repo != "" {
		return e.repo, nil
	}
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	mod := strings.TrimSpace(string(out))
	data, err := os.ReadFile(mod)
	if mod == "" || mod == os.DevNull || err != nil || !strings.HasPrefix(string(data), "module github.com/knightstour/knightstour\n") {
		return "", fmt.Errorf("run it in the knightstour repository (go.mod: %q)", mod)
	}
	e.repo = filepath.Dir(mod)
	return e.repo, nil
}

// path returns the path of name in the scratch folder.
func (e *env) path(name string) string { return filepath.Join(e.tmp, name) }
