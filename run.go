package main

import (
	"errors"
	"io"
	"strconv"
)

// run answers every query read from stdin on stdout. Reasons for "no tour" go to
// stderr. It returns the first error in the input, after writing the answers before it.
func (cfg *config) run(stdin io.Reader, stdout, stderr io.Writer) error {
	squares := cfg.rows * cfg.cols
	q := newQueryReader(stdin, squares)
	s := newSearcher(cfg.rows, cfg.cols)
	path := make([]int32, squares)
	cache := make([][]byte, squares)
	for {
		start, err := q.next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		line := cache[start-1]
		if line == nil {
			s.search(start-1, cfg.closed, 0, path)
			line = appendTour(nil, path)
			cache[start-1] = line
		}
		if _, err := stdout.Write(line); err != nil {
			return err
		}
	}
}

// appendTour appends the squares of path, 1-based, one space apart, and a newline.
func appendTour(b []byte, path []int32) []byte {
	for i, v := range path {
		if i > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, int64(v)+1, 10)
	}
	return append(b, '\n')
}
