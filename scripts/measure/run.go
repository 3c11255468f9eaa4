package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

// Sample is what one run of a command cost, or the least of several runs.
type Sample struct {
	CPU  time.Duration // user plus system time, the process's and its children's
	Wall time.Duration // shown only: on a busy machine the wall time is noise
	RSS  int64         // peak resident memory, bytes
}

// Cmd is a command to time.
type Cmd struct {
	Name   string   // what the reports call it
	Args   []string // the program and its arguments
	Dir    string   // where it runs; "" the current directory
	Stdin  string   // the file on its stdin; "" none
	Stdout string   // the file its stdout goes to, removed (untimed) before each run; "" discarded
	Stderr string   // the file its stderr goes to; "" kept for the error message
	Exit   int      // the exit status that means it worked (0; an output validator's is 42)
}

// Runner runs a command once and says what it cost; an error when it exits with another
// status than c.Exit or cannot start.
type Runner func(c Cmd) (Sample, error)

// Least runs cmds alternately, runs times each, and returns each one's least CPU time,
// least wall time and least peak memory, in the order of cmds. Odd rounds run them in
// the reverse order, so that none always goes first: all see the same stretches of a busy
// machine, and none always finds the caches warmed by the same one. It stops at the first
// error.
func Least(run Runner, runs int, cmds ...Cmd) ([]Sample, error) {
	if runs < 1 {
		return nil, fmt.Errorf("runs %d: want at least 1", runs)
	}
	least := make([]Sample, len(cmds))
	for r := 0; r < runs; r++ {
		for k := range cmds {
			i := k
			if r%2 == 1 {
				i = len(cmds) - 1 - k
			}
			s, err := run(cmds[i])
			if err != nil {
				return nil, err
			}
			if r == 0 {
				least[i] = s
				continue
			}
			least[i] = Sample{min(least[i].CPU, s.CPU), min(least[i].Wall, s.Wall), min(least[i].RSS, s.RSS)}
		}
	}
	return least, nil
}

// Exec is the Runner of real processes. The CPU time and peak memory are the operating
// system's own for the process and the children it waited for (wait4's resource usage).
// The process is started by a copy of this program that does nothing else (runChild):
// Linux carries the peak memory of the process that forks over exec, and this one's
// grows with what it reads; the copy's stays that of a program that just started.
func Exec(c Cmd) (Sample, error) {
	self, err := os.Executable()
	if err != nil {
		return Sample{}, err
	}
	cmd := exec.Command(self, append([]string{childCmd}, c.Args...)...)
	cmd.Dir = c.Dir
	if c.Stdin != "" {
		f, err := os.Open(c.Stdin)
		if err != nil {
			return Sample{}, err
		}
		defer f.Close()
		cmd.Stdin = f
	}
	if c.Stdout != "" {
		if err := removeFile(c.Stdout); err != nil {
			return Sample{}, err
		}
		f, err := os.Create(c.Stdout)
		if err != nil {
			return Sample{}, err
		}
		defer f.Close()
		cmd.Stdout = f
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if c.Stderr != "" {
		f, err := os.Create(c.Stderr)
		if err != nil {
			return Sample{}, err
		}
		defer f.Close()
		cmd.Stderr = f
	}
	r, w, err := os.Pipe()
	if err != nil {
		return Sample{}, err
	}
	defer r.Close()
	cmd.ExtraFiles = []*os.File{w}
	err = cmd.Start()
	w.Close()
	if err != nil {
		return Sample{}, fmt.Errorf("%s: %w", c.Name, err)
	}
	report, _ := io.ReadAll(r)
	if err := cmd.Wait(); err != nil {
		return Sample{}, fmt.Errorf("%s: %s: %w: %s", c.Name, strings.Join(c.Args, " "), err, tail(stderr.String()))
	}
	var s Sample
	var code int
	if _, err := fmt.Sscan(string(report), &s.CPU, &s.Wall, &s.RSS, &code); err != nil {
		return Sample{}, fmt.Errorf("%s: the report %q of its start: %w", c.Name, report, err)
	}
	if code != c.Exit {
		return Sample{}, &ExitError{Cmd: c, Code: code, Stderr: tail(stderr.String()), Cost: s}
	}
	return s, nil
}

// childCmd is the command line's first word that makes this program runChild.
const childCmd = "-run-and-report"

// runChild runs the program args with this process's stdin, stdout and stderr, and
// writes what it cost to file descriptor 3: its CPU time and wall time in nanoseconds,
// its peak memory in bytes and its exit status (-1: killed by a signal). It returns 0
// unless the program could not be run at all.
func runChild(args []string, stderr io.Writer) int {
	report := os.NewFile(3, "report")
	if len(args) == 0 || report == nil {
		fmt.Fprintln(stderr, "measure: "+childCmd+" PROGRAM [ARGS...], with a pipe as file descriptor 3")
		return 2
	}
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	t0 := time.Now()
	err := cmd.Run()
	wall := time.Since(t0)
	if err != nil && !errors.As(err, new(*exec.ExitError)) {
		fmt.Fprintln(stderr, "measure:", err)
		return 1
	}
	ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	cpu := syscall.TimevalToNsec(ru.Utime) + syscall.TimevalToNsec(ru.Stime)
	fmt.Fprintf(report, "%d %d %d %d\n", cpu, wall, maxRSS(ru), cmd.ProcessState.ExitCode())
	return 0
}

// ExitError is a command that exited with another status than the one that means it
// worked.
type ExitError struct {
	Cmd    Cmd
	Code   int
	Stderr string // the last of its messages
	Cost   Sample // what the run cost
}

func (e *ExitError) Error() string {
	msg := fmt.Sprintf("%s: %s: exit status %d, want %d", e.Cmd.Name, strings.Join(e.Cmd.Args, " "), e.Code, e.Cmd.Exit)
	if e.Stderr != "" {
		msg += ": " + e.Stderr
	}
	return msg
}

// tail returns the last lines of a program's messages, at most 1000 bytes.
func tail(s string) string {
	s = strings.TrimSpace(s)
	if len(s) > 1000 {
		s = "..." + s[len(s)-1000:]
	}
	return s
}
