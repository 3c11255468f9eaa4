package main

import (
	"bytes"
	"errors"
	"fmt"
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

// Exec is the Runner of real processes: the CPU time and peak memory are the operating
// system's own for the process and the children it waited for (wait4's resource usage),
// nothing of this program's.
func Exec(c Cmd) (Sample, error) {
	cmd := exec.Command(c.Args[0], c.Args[1:]...)
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
		if err := os.Remove(c.Stdout); err != nil && !errors.Is(err, os.ErrNotExist) {
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
	t0 := time.Now()
	err := cmd.Run()
	wall := time.Since(t0)
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		return Sample{}, fmt.Errorf("%s: %w", c.Name, err)
	}
	if code := cmd.ProcessState.ExitCode(); code != c.Exit {
		return Sample{}, &ExitError{Cmd: c, Code: code, Stderr: tail(stderr.String())}
	}
	ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	cpu := time.Duration(syscall.TimevalToNsec(ru.Utime) + syscall.TimevalToNsec(ru.Stime))
	return Sample{CPU: cpu, Wall: wall, RSS: maxRSS(ru)}, nil
}

// ExitError is a command that exited with another status than the one that means it
// worked.
type ExitError struct {
	Cmd    Cmd
	Code   int
	Stderr string // the last of its messages
}

func (e *ExitError) Error() string {
	return fmt.Sprintf("%s: %s: exit status %d, want %d: %s", e.Cmd.Name, strings.Join(e.Cmd.Args, " "), e.Code, e.Cmd.Exit, e.Stderr)
}

// tail returns the last lines of a program's messages, at most 1000 bytes.
func tail(s string) string {
	s = strings.TrimSpace(s)
	if len(s) > 1000 {
		s = "..." + s[len(s)-1000:]
	}
	return s
}
