package main

import (
	"errors"
	"fmt"
	"io"
)

// This file and solve.go and input.go use only the standard library: with a small main
// they make the one-file Sicily 1153 submission (scripts/submission.sh).

// serve reads start squares from q until -1 or the end of the input and calls answer
// for each. It stops at the first error of q or of answer, after answering every query
// before it.
func serve(q *queryReader, answer func(start int) error) error {
	for {
		start, err := q.next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if err := answer(start); err != nil {
			return err
		}
	}
}

// flushingReader reads from r, first calling flush each time it is asked for more input.
// Under a bufio.Reader that is exactly when every byte read so far has been used up and
// the next read may wait, so answers written before are flushed then: a program that
// writes a query and waits for its answer (an interactor, a person at a terminal) gets
// it, and a large batch still flushes only once per buffer of input (64 KiB), not once
// per query.
type flushingReader struct {
	r     io.Reader
	flush func() error
}

func (f *flushingReader) Read(p []byte) (int, error) {
	if err := f.flush(); err != nil {
		return 0, fmt.Errorf("writing the answers: %w", err)
	}
	return f.r.Read(p)
}

// maxCache is how many bytes of answer lines a sicily keeps for reuse.
const maxCache = 64 << 20

// sicily answers queries on one board with the Sicily search, searching each start once:
// the lines it finds are kept, up to maxCache bytes in all, and reused.
type sicily struct {
	s          *searcher
	closed     bool
	budget     int64
	path       []int32
	cache      [][]byte // cache[start-1] is the line for start, once found
	cacheBytes int      // bytes in cache
}

// newSicily prepares the Sicily search on a rows×cols board; closed asks for closed
// tours, and budget bounds each search (0: no bound). It costs O(rows·cols).
func newSicily(rows, cols int, closed bool, budget int64) *sicily {
	return &sicily{
		s:      newSearcher(rows, cols),
		closed: closed,
		budget: budget,
		path:   make([]int32, rows*cols),
		cache:  make([][]byte, rows*cols),
	}
}

// cached returns the line kept for start (1-based), or nil if there is none.
func (d *sicily) cached(start int) []byte { return d.cache[start-1] }

// line returns the answer line for start (1-based): the squares of the tour the Sicily
// search finds, one space apart, and a newline. When the search ends without a tour it
// returns nil and says why. The caller must not change the line.
func (d *sicily) line(start int) ([]byte, outcome) {
	if l := d.cached(start); l != nil {
		return l, found
	}
	res, _ := d.s.search(start-1, d.closed, d.budget, d.path)
	if res != found {
		return nil, res
	}
	l := appendTour(nil, d.path)
	if d.cacheBytes+len(l) <= maxCache {
		d.cache[start-1] = l
		d.cacheBytes += len(l)
	}
	return l, found
}

// appendTour appends the squares of path, 1-based, one space apart, and a newline.
func appendTour(b []byte, path []int32) []byte {
	for i, v := range path {
		if i > 0 {
			b = append(b, ' ')
		}
		b = appendUint(b, uint(v)+1)
	}
	return append(b, '\n')
}

// digitPairs is "00" "01" ... "99", for formatting two digits at a time.
const digitPairs = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

// appendUint appends the decimal digits of v. It formats two digits per division, about
// three times as fast as strconv.AppendUint on square numbers, which matters when a
// tour of 10⁸ squares is written.
func appendUint(b []byte, v uint) []byte {
	var buf [20]byte
	i := len(buf)
	for v >= 100 {
		q := v / 100
		r := (v - q*100) * 2
		i -= 2
		buf[i], buf[i+1] = digitPairs[r], digitPairs[r+1]
		v = q
	}
	if v >= 10 {
		i -= 2
		buf[i], buf[i+1] = digitPairs[2*v], digitPairs[2*v+1]
	} else {
		i--
		buf[i] = byte('0' + v)
	}
	return append(b, buf[i:]...)
}
