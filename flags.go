package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
)

// config is what the flags ask for.
type config struct {
	rows, cols int
	closed     bool
}

// parseFlags reads the command line. Usage and flag errors go to stderr.
func parseFlags(args []string, stderr io.Writer) (*config, error) {
	cfg := &config{}
	fs := flag.NewFlagSet("knightstour", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.IntVar(&cfg.rows, "rows", 8, "rows of the board")
	fs.IntVar(&cfg.cols, "cols", 8, "columns of the board")
	fs.BoolVar(&cfg.closed, "closed", false, "print closed tours only")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q (queries are read from stdin)", fs.Arg(0))
	}
	if cfg.rows < 1 || cfg.cols < 1 {
		return nil, errors.New("board must have at least one row and one column")
	}
	return cfg, nil
}
