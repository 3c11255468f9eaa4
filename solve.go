package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"

	"github.com/knightstour/knightstour/internal/count/countprog"
	"github.com/knightstour/knightstour/internal/count/jobdir"
	"github.com/knightstour/knightstour/internal/machine"
	"github.com/knightstour/knightstour/internal/tour/sicily"
	"github.com/knightstour/knightstour/internal/tour/tourprog"
)

// This file hands the queries to the program the command line chose, with the folders
// of the operating system that it writes in (folder), each file atomically.

// solve hands the queries on stdin to the program that cmd chose, the tour program or
// the count program, with stdout and stderr, whether stderr is a terminal (tty) and its
// width in columns (0 where it does not say), and returns the error that stopped it,
// if any, after every answer before it is written. A count stops when ctx is done.
func solve(ctx context.Context, cmd *command, stdin io.Reader, stdout, stderr io.Writer, tty bool, width func() int) error {
	if cfg := cmd.count; cfg != nil {
		queries := sicily.NewQueryReader(stdin, 0, cfg.Rows*cfg.Cols) // 0: every start
		env := countprog.Env{Stdout: stdout, Stderr: stderr, Terminal: tty, Width: width,
			Open: func(name string) (io.ReadCloser, error) { return os.Open(name) }}
		if cmd.dir != "" {
			env.Dir = folder(cmd.dir)
		}
		return countprog.Run(ctx, *cfg, queries, env)
	}
	out := bufio.NewWriterSize(stdout, 1<<20)
	err := runTour(cmd.tour, cmd.outDir, stdin, out, stderr)
	if ferr := out.Flush(); err == nil {
		err = ferr
	}
	return err
}

// runTour runs the tour program that cfg configures (tourprog.Run), writing its
// answers into the folder outDir, one a file, or where outDir is "" to stdout. The folder
// (and its parents) is made with its first file, so a run that writes none leaves none.
func runTour(cfg *tourprog.Config, outDir string, stdin io.Reader, stdout *bufio.Writer, stderr io.Writer) error {
	var files tourprog.Files
	if outDir != "" {
		files = folder(outDir)
	}
	c := *cfg
	c.Program, c.Workers = "knightstour", runtime.GOMAXPROCS(0)
	return tourprog.Run(&c, stdin, stdout, stderr, files)
}

// writeFileAtomic writes a file by calling write, through a temporary file (see
// createAtomic); on any error name is left as it was.
func writeFileAtomic(name string, write func(*bufio.Writer) error) error {
	f, err := createAtomic(name)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	if err = write(w); err == nil {
		err = w.Flush()
	}
	if err != nil {
		f.Abort()
		return err
	}
	return f.Commit()
}

// atomicFile is a file written under a temporary name in its directory and renamed to
// its own, complete and on disk, by Commit; Abort removes it.
type atomicFile struct {
	*os.File
	name string
}

// createAtomic begins the file name, its folder (and the folder's parents) made if need be.
func createAtomic(name string) (*atomicFile, error) {
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return nil, err
	}
	f, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".*.tmp")
	if err != nil {
		return nil, err
	}
	return &atomicFile{f, name}, nil
}

func (f *atomicFile) Commit() error {
	err := errors.Join(f.Chmod(0o644), f.Sync(), f.Close())
	if err == nil {
		err = os.Rename(f.File.Name(), f.name)
	}
	if err != nil {
		os.Remove(f.File.Name())
	}
	return err
}

func (f *atomicFile) Abort() {
	f.Close()
	os.Remove(f.File.Name())
}

// folder is a folder of the operating system's files: where the tour program writes its
// files (tourprog.Files), each atomically, and a count in rounds its own (jobdir.Dir).
type folder string

func (d folder) WriteFile(name string, write func(*bufio.Writer) error) error {
	return writeFileAtomic(d.path(name), write)
}

func (d folder) path(name string) string { return filepath.Join(string(d), filepath.FromSlash(name)) }

func (d folder) Create(name string) (jobdir.File, error) {
	f, err := createAtomic(d.path(name))
	if err != nil {
		return nil, err // not a nil *atomicFile in a non-nil File
	}
	return f, nil
}

// Open opens the file name, a plain file (or a link to one): anything else (a named
// pipe, whose open would wait for a writer, a folder, a device) is refused before it
// is opened, as not a file of the count.
func (d folder) Open(name string) (jobdir.Reader, error) {
	if fi, err := os.Stat(d.path(name)); err == nil && !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: %w: it is %s, not a plain file", name, jobdir.ErrCorrupt, fileKind(fi.Mode()))
	}
	f, err := os.Open(d.path(name))
	if err != nil {
		return nil, err // not a nil *os.File in a non-nil Reader
	}
	return f, nil
}

// fileKind says the kind of a file that is not a plain one, for messages.
func fileKind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "a special file (" + m.String() + ")"
}

func (d folder) Remove(name string) error {
	if err := os.Remove(d.path(name)); !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

func (d folder) Free() (int64, bool) { return machine.DiskFree(string(d)) }
