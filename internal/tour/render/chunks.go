package render

import (
	"io"
	"strconv"
)

// chunkWriter builds output in a byte slice and hands it to w in chunks of about
// flushAt bytes, keeping the first write error; it is what keeps the renderers from
// calling fmt or the writer once per number.
type chunkWriter struct {
	w   io.Writer
	buf []byte
	err error
}

// newChunkWriter returns a chunkWriter for about size bytes of output.
func newChunkWriter(w io.Writer, size int) *chunkWriter {
	return &chunkWriter{w: w, buf: make([]byte, 0, min(size, flushAt)+flushAt/4)}
}

// str appends s.
func (cw *chunkWriter) str(s string) { cw.buf = append(cw.buf, s...) }

// num appends the decimal form of n.
func (cw *chunkWriter) num(n int) { cw.buf = strconv.AppendInt(cw.buf, int64(n), 10) }

// maybeFlush writes the buffer out once it holds flushAt bytes or more.
func (cw *chunkWriter) maybeFlush() {
	if len(cw.buf) >= flushAt {
		cw.flush()
	}
}

// flush writes out whatever is buffered and returns the first write error so far.
func (cw *chunkWriter) flush() error {
	if cw.err == nil && len(cw.buf) > 0 {
		_, cw.err = cw.w.Write(cw.buf)
	}
	cw.buf = cw.buf[:0]
	return cw.err
}
