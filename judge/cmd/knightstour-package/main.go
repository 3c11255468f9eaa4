// Knightstour-package builds the knight's tour problem as a package for each big family
// of judging systems and writes the zips into a directory; run it with -h for its usage,
// and see docs/packages.md for what the packages hold. It is a thin main over
// judge/problem, which embeds everything it packages, so an installed command works in
// any directory: here the command line is read (flags.go) and the exit status chosen.
//
//	go install ./judge/cmd/knightstour-package && knightstour-package [flags] [DIR]
//	bash scripts/package.sh [flags] [DIR]   (the same, built from the clone)
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/knightstour/knightstour/judge/problem"
)

func main() {
	// On SIGINT, SIGTERM or SIGHUP the build stops, writes nothing and leaves nothing
	// behind; the exit status is then 128 + the signal's number, as a shell's.
	ctx, cancel := context.WithCancel(context.Background())
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	caught := make(chan os.Signal, 1)
	go func() {
		s := <-sigs
		caught <- s
		cancel()
	}()
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	select {
	case s := <-caught:
		if n, ok := s.(syscall.Signal); ok {
			code = 128 + int(n)
		}
	default:
	}
	os.Exit(code)
}

// run builds the packages that args ask for, prints each zip's path on stdout and notes
// and errors on stderr, and returns the exit status: 0 built, 1 a build refused, failed
// or stopped by ctx, 2 a bad command line (0 for -h, whose usage goes to stdout).
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	o, err := parseArgs(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprint(stdout, usage)
		return 0
	case err != nil:
		fmt.Fprintf(stderr, "knightstour-package: %v\nrun 'knightstour-package -h' for usage\n", err)
		return 2
	}
	// The Polygon package carries $TESTLIB_DIR's testlib.h (a clone of
	// MikeMirzayanov/testlib), where it is set.
	o.config.TestlibDir = os.Getenv("TESTLIB_DIR")
	dest, shown := o.dir, o.dir
	if dest == "" {
		// The zips go into a new temporary directory, made once they are built.
		tmp, err := os.MkdirTemp("", "package")
		if err != nil {
			fmt.Fprintf(stderr, "knightstour-package: %v\n", err)
			return 1
		}
		defer func() {
			if entries, _ := os.ReadDir(tmp); len(entries) == 0 {
				os.Remove(tmp)
			}
		}()
		dest, shown = tmp, tmp
	}
	res, err := problem.Build(ctx, o.config, dest)
	for _, n := range res.Notes {
		fmt.Fprintf(stderr, "knightstour-package: %s\n", n)
	}
	if ctx.Err() != nil {
		fmt.Fprintln(stderr, "knightstour-package: stopped: nothing written")
		return 1
	}
	if exists := (*problem.ExistsError)(nil); errors.As(err, &exists) {
		fmt.Fprintf(stderr, "knightstour-package: %v (give -force to replace it)\n", err)
		return 1
	}
	if err != nil {
		fmt.Fprintf(stderr, "knightstour-package: %v\n", err)
		return 1
	}
	for _, z := range res.Zips {
		fmt.Fprintf(stdout, "knightstour-package: %s/%s (%s)\n", strings.TrimSuffix(shown, "/"), z.Name, z.What)
	}
	return 0
}
