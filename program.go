package main

import (
	"bufio"
	"context"
	"io"

	"knightstour/internal/countprog"
	"knightstour/internal/sicily"
)

// terminal is what the programs know of stderr: whether it is a terminal, and its
// width in columns (0 where it does not say), read when it is needed.
type terminal struct {
	is    bool
	width func() int
}

// solve hands the queries on stdin to the program that cmd chose, the tour program or
// the count program, with stdout, stderr and what is known of the terminal, and
// returns the error that stopped it, if any, after every answer before it is written.
// A count stops when ctx is done.
func solve(ctx context.Context, cmd *command, stdin io.Reader, stdout, stderr io.Writer, tty terminal) error {
	if cfg := cmd.count; cfg != nil {
		queries := sicily.NewQueryReader(stdin, 0, cfg.Rows*cfg.Cols) // 0: every start
		return countprog.Run(ctx, *cfg, queries, countprog.Env{Stdout: stdout, Stderr: stderr, Terminal: tty.is, Width: tty.width})
	}
	out := bufio.NewWriterSize(stdout, 1<<20)
	err := runTour(cmd.tour, stdin, out, stderr)
	if ferr := out.Flush(); err == nil {
		err = ferr
	}
	return err
}
