package sicily

import (
	"errors"
	"fmt"
	"io"
)

// Queries yields start squares: Next returns the next one, io.EOF after the last, or an
// error. *QueryReader is one.
type Queries interface {
	Next() (int, error)
}

// Serve reads start squares from q until -1 or the end of the input and calls answer
// for each. It stops at the first error of q or of answer, after answering every query
// before it. It costs the reading and the answers.
func Serve(q Queries, answer func(start int) error) error {
	for {
		start, err := q.Next()
		if err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		}
		if err := answer(start); err != nil {
			return err
		}
	}
}

// FlushingReader reads from R, first calling Flush each time it is asked for more
// input. Under a bufio.Reader that is exactly when every byte read so far has been used
// up and the next read may wait, so answers written before are flushed then: a program
// that writes a query and waits for its answer (an interactor, a person at a terminal)
// gets it, and a large batch still flushes only once per buffer of input (64 KiB), not
// once per query.
type FlushingReader struct {
	R     io.Reader
	Flush func() error
}

// Read calls Flush, then reads from R; a failed Flush fails the read.
func (f *FlushingReader) Read(p []byte) (int, error) {
	if err := f.Flush(); err != nil {
		return 0, fmt.Errorf("writing the answers: %w", err)
	}
	return f.R.Read(p)
}
