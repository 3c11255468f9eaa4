// Knightstour prints knight's tours.
//
// It reads start squares (1..rows·cols, numbered row-major from the top left) separated
// by white space until -1 or the end of the input, and prints for each one line: the
// squares of a tour from that start, one space apart. With no flags it is the Sicily 1153
// program: on the 8×8 board each line is the tour that the Warnsdorff-ordered depth-first
// search of the Sicily 1153 report finds.
//
// Usage:
//
//	knightstour [flags] < starts
//
// A token that is not a square stops the program with a message on stderr that names the
// line and the token, after the answers to the queries before it; the exit status is 1
// (2 for bad flags).
//
// With -count it prints for each query the exact number of tours from that start (query
// 0: from every start) instead; Ctrl-C stops a count, and the exit status is then 130.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
)

func main() {
	cfg, err := parseFlags(os.Args[1:], os.Stderr)
	switch {
	case errors.Is(err, flag.ErrHelp):
		os.Exit(0)
	case errors.Is(err, errUsage): // the flag package has said what is wrong
		os.Exit(2)
	case err != nil:
		fmt.Fprintf(os.Stderr, "knightstour: %v\n", err)
		os.Exit(2)
	}
	if cfg.version {
		fmt.Println(version())
		return
	}
	out := bufio.NewWriterSize(os.Stdout, 1<<20)
	if cfg.count {
		ctx, stop := interruptible()
		err = cfg.runCount(ctx, os.Stdin, out, os.Stderr, isTerminal(os.Stderr))
		stop()
	} else {
		err = cfg.run(os.Stdin, out, os.Stderr)
	}
	if ferr := out.Flush(); err == nil {
		err = ferr
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "knightstour: %v\n", err)
		if errors.Is(err, context.Canceled) {
			os.Exit(exitInterrupted)
		}
		os.Exit(1)
	}
}
