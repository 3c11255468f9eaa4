package main

import "io"

// run answers every query read from stdin on stdout. Reasons for "no tour" go to
// stderr. It returns the first error in the input, after writing the answers before it.
func (cfg *config) run(stdin io.Reader, stdout, stderr io.Writer) error {
	d := newSicily(cfg.rows, cfg.cols, cfg.closed, 0)
	return serve(newQueryReader(stdin, cfg.rows*cfg.cols), func(start int) error {
		line, _ := d.line(start)
		_, err := stdout.Write(line)
		return err
	})
}
