package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"knightstour/internal/render"
)

// noTour is the answer where no tour exists.
const noTour = "no tour\n"

// run answers every query read from stdin on stdout (or, with -o, in files in that
// directory, which it makes if need be). Where no tour exists the answer is "no tour"
// (with -format svg: no drawing) and stderr gets the reason. run returns the first
// error, after writing every answer before it. stdout is flushed whenever the input has
// nothing more buffered (so interactive use works) and otherwise left for the caller to
// flush. On large boards the searches run ahead on other cores (see ahead.go).
func (cfg *config) run(stdin io.Reader, stdout *bufio.Writer, stderr io.Writer) error {
	return cfg.runWorkers(stdin, stdout, stderr, aheadWorkers(cfg))
}

// runWorkers is run with workers goroutines searching ahead, or none.
func (cfg *config) runWorkers(stdin io.Reader, stdout *bufio.Writer, stderr io.Writer, workers int) error {
	if cfg.outDir != "" {
		if err := os.MkdirAll(cfg.outDir, 0o755); err != nil {
			return fmt.Errorf("-o: %w", err)
		}
	}
	w := &answerWriter{cfg: cfg, stdout: stdout, stderr: stderr}
	if workers == 0 {
		a := newAnswerer(cfg)
		in := &flushingReader{r: stdin, flush: stdout.Flush}
		return serve(newQueryReader(in, cfg.rows*cfg.cols), func(start int) error {
			line, walk, err := a.tour(start)
			return w.write(start, line, walk, err)
		})
	}
	p := newAhead(cfg, workers, w.write)
	defer p.stop()
	in := &flushingReader{r: stdin, flush: func() error {
		if err := p.drain(); err != nil {
			return err
		}
		return stdout.Flush()
	}}
	err := serve(newQueryReader(in, cfg.rows*cfg.cols), p.add)
	if werr := p.drain(); werr != nil { // the answers come first: an error among them too
		return werr
	}
	return err
}

// answerWriter writes the answers to the queries, in order.
type answerWriter struct {
	cfg               *config
	stdout            *bufio.Writer
	stderr            io.Writer
	queries, drawings int
}

// write writes the answer to the query start, given what answerer.tour returned for it,
// and returns an error where the answer is one.
func (w *answerWriter) write(start int, line []byte, walk walker, err error) error {
	cfg, stdout := w.cfg, w.stdout
	w.queries++
	if err != nil && isNoTour(err) {
		fmt.Fprintf(w.stderr, "knightstour: %dx%d square %d: %v\n", cfg.rows, cfg.cols, start, err)
		if cfg.format == formatSVG {
			return nil
		}
		return cfg.separate(stdout, w.queries, noTour)
	}
	if err != nil {
		return fmt.Errorf("%dx%d square %d: %w", cfg.rows, cfg.cols, start, err)
	}
	switch cfg.format {
	case formatGrid:
		tour := squaresOf(line, walk, cfg.rows*cfg.cols)
		if err := cfg.separate(stdout, w.queries, ""); err != nil {
			return err
		}
		return render.Grid(stdout, cfg.rows, cfg.cols, tour)
	case formatSVG:
		if w.drawings++; w.drawings == 2 && cfg.outDir == "" {
			return errors.New("-format svg writes one drawing to stdout: use -o DIR for several queries")
		}
		return cfg.draw(stdout, start, squaresOf(line, walk, cfg.rows*cfg.cols))
	}
	return writeLine(stdout, line, walk)
}

// writeLine writes the answer line of a tour that answerer.tour found: line itself
// where the Sicily search found it, else the squares that walk yields.
func writeLine(w *bufio.Writer, line []byte, walk walker) error {
	if line != nil {
		_, err := w.Write(line)
		return err
	}
	return writeWalk(w, walk)
}

// separate writes s, after a blank line if this is not the first board of a grid.
func (cfg *config) separate(w *bufio.Writer, query int, s string) error {
	if cfg.format == formatGrid && query > 1 {
		s = "\n" + s
	}
	_, err := w.WriteString(s)
	return err
}

// draw writes the drawing of the tour from start to stdout, or with -o to its file. The
// file is written under a temporary name in the same directory and renamed when it is
// complete, so that a crash or a full disk never leaves a truncated drawing behind.
func (cfg *config) draw(stdout *bufio.Writer, start int, tour []int) error {
	if cfg.outDir == "" {
		return render.SVG(stdout, cfg.rows, cfg.cols, tour, cfg.closed)
	}
	name := filepath.Join(cfg.outDir, fmt.Sprintf("tour-%dx%d-%d.svg", cfg.rows, cfg.cols, start))
	if err := writeFileAtomic(name, func(w *bufio.Writer) error {
		return render.SVG(w, cfg.rows, cfg.cols, tour, cfg.closed)
	}); err != nil {
		return fmt.Errorf("drawing of square %d: %w", start, err)
	}
	return nil
}

// writeFileAtomic writes a file by calling write, through a temporary file in the same
// directory that is renamed to name once it is written and closed; on any error the
// temporary file is removed and name is left as it was.
func writeFileAtomic(name string, write func(*bufio.Writer) error) (err error) {
	f, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".*.tmp")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	w := bufio.NewWriter(f)
	if err := write(w); err != nil {
		return err
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if err := f.Chmod(0o644); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), name)
}

// checkDrawable says whether a rows×cols board is small enough to draw.
func checkDrawable(rows, cols int) error {
	if rows > render.MaxSVGSide || cols > render.MaxSVGSide {
		return fmt.Errorf("%dx%d board is too large to draw: at most %d rows and %d columns", rows, cols, render.MaxSVGSide, render.MaxSVGSide)
	}
	return nil
}

// squaresOf returns the tour of n squares (1-based) held in line or yielded by walk.
func squaresOf(line []byte, walk walker, n int) []int {
	tour := make([]int, n)
	if walk != nil {
		for k := 0; k < n; {
			m := walk.Fill(tour[k:])
			if m == 0 {
				break
			}
			k += m
		}
		for i := range tour {
			tour[i]++
		}
		return tour
	}
	tour = tour[:0]
	v := 0
	for _, b := range line {
		if b >= '0' && b <= '9' {
			v = v*10 + int(b-'0')
		} else {
			tour = append(tour, v)
			v = 0
		}
	}
	return tour
}
