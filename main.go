// Knightstour prints knight's tours, and with -count counts them exactly.
//
// It reads start squares (1..rows·cols, numbered row-major from the top left) until -1
// or the end of the input, and prints for each one line: the squares of a tour from that
// start, one space apart. With no flags it is the Sicily 1153 program: on the 8×8 board
// each line is the tour that the Warnsdorff-ordered depth-first search of the Sicily
// 1153 report finds. Usage, the flags and the exit statuses: knightstour -h (in full: docs/usage.txt).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"syscall"

	"golang.org/x/term"

	"github.com/knightstour/knightstour/internal/version"
)

// exitInterrupted is the exit status after Ctrl-C stopped a count (128 + SIGINT, as
// shells report a program killed by it); another signal gives 128 + its number
// (signalled.status).
const exitInterrupted = 130

func main() {
	err := run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	if err == nil || errors.Is(err, flag.ErrHelp) {
		return
	}
	fmt.Fprintf(os.Stderr, "knightstour: %v\n", err)
	if bad := (*commandLineError)(nil); errors.As(err, &bad) && bad.refused {
		fmt.Fprintln(os.Stderr, "run 'knightstour -h' for usage")
	}
	os.Exit(exitStatus(err))
}

// exitStatus is the exit status for the error err that ended the program.
func exitStatus(err error) int {
	var (
		bad *commandLineError
		sig *signalled
	)
	switch {
	case errors.As(err, &bad):
		return 2
	case errors.As(err, &sig):
		return sig.status()
	case errors.Is(err, context.Canceled):
		return exitInterrupted
	}
	return 1
}

// run reads the command line args and runs the program it asks for on stdin, stdout
// and stderr. A count, which may run for hours, stops cleanly on a signal.
func run(args []string, stdin io.Reader, stdout io.Writer, stderr *os.File) error {
	cmd, err := parseFlags(args, stdout)
	if err != nil {
		return err
	}
	if cmd.version {
		_, err := fmt.Fprintln(stdout, version.Version())
		return err
	}
	ctx := context.Background()
	if cmd.count != nil {
		var stop context.CancelFunc
		ctx, stop = interruptible()
		defer stop()
	}
	fd := int(stderr.Fd())
	return solve(ctx, cmd, stdin, stdout, stderr, term.IsTerminal(fd), func() int { return width(fd) })
}

// width is the width in columns of the terminal fd, or of $COLUMNS where the terminal
// does not say; 0 where neither does.
func width(fd int) int {
	if w, _, err := term.GetSize(fd); err == nil && w > 0 {
		return w
	}
	w, _ := strconv.Atoi(os.Getenv("COLUMNS"))
	return w
}

// interruptible returns a context that Ctrl-C (SIGINT) cancels, or SIGTERM (what a
// cluster's scheduler sends to stop a job) or SIGHUP (the terminal closed), with a
// *signalled as its cause. After the first signal the default action is back, so a
// second one kills the program at once.
func interruptible() (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancelCause(context.Background())
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	go func() {
		select {
		case s := <-ch:
			cancel(&signalled{s})
		case <-ctx.Done():
		}
		signal.Stop(ch)
	}()
	return ctx, func() { cancel(nil) }
}

// signalled is the cause of a count stopped by a signal.
type signalled struct{ sig os.Signal }

func (s *signalled) Error() string { return "stopped by " + s.sig.String() }

// status is the exit status of a program that a signal stopped: 128 + its number, as
// shells report a program killed by it.
func (s *signalled) status() int {
	if n, ok := s.sig.(syscall.Signal); ok {
		return 128 + int(n)
	}
	return exitInterrupted
}
