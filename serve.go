package main

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math/bits"
	"slices"
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
// the lines it finds are kept, up to cacheLimit bytes in all, and reused.
type sicily struct {
	s          *searcher
	closed     bool
	budget     int64
	path       []int32
	cache      [][]byte // cache[start-1] is the line for start, once found
	cacheBytes int      // bytes in cache
	cacheLimit int      // the most bytes cache may hold: maxCache unless set lower
}

// newSicily prepares the Sicily search on a rows×cols board; closed asks for closed
// tours, and budget bounds each search (0: no bound). It costs O(rows·cols).
func newSicily(rows, cols int, closed bool, budget int64) *sicily {
	return &sicily{
		s:          newSearcher(rows, cols),
		closed:     closed,
		budget:     budget,
		path:       make([]int32, rows*cols),
		cache:      make([][]byte, rows*cols),
		cacheLimit: maxCache,
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
	if d.cacheBytes+len(l) <= d.cacheLimit {
		d.cache[start-1] = l
		d.cacheBytes += len(l)
	}
	return l, found
}

// appendTour appends the squares of path, 1-based, one space apart, and a newline.
func appendTour(b []byte, path []int32) []byte {
	b = slices.Grow(b, len(path)*squareText+storeSlack+1)
	if len(path) > 0 { // the first square has no space before it
		at := len(b)
		b = appendSquares(b, path[:1])
		b = append(b[:at], b[at+1:]...)
		b = appendSquares(b, path[1:])
	}
	return append(b, '\n')
}

const (
	// squareText is the most bytes one square takes in a line: a space and ten digits.
	squareText = 11
	// storeSlack is the room that appendSquares's 8-byte stores need past the text.
	storeSlack = 8
)

// appendSquares appends a space and the 1-based number of each square of sq (0-based,
// below 2³¹) to b, which must have room for squareText bytes a square and storeSlack
// more. A number below 10⁸ is two look-ups of four digits in quads and one 8-byte
// store, shifted past its leading zeros, with no loop and no copy: a third of the time
// of strconv.AppendUint (BenchmarkFormat: 3.0 against 9.2 ns a square), which matters
// when a tour of 10⁸ squares is written.
func appendSquares[T int | int32](b []byte, sq []T) []byte {
	const ascii = 0x3030303030303030 // '0' in every byte
	i := len(b)
	b = b[:cap(b)]
	for _, v := range sq {
		u := uint32(v) + 1
		b[i] = ' '
		i++
		if u >= 1e8 { // nine or ten digits: the top one or two, then eight
			top := u / 1e8
			u -= top * 1e8
			if top >= 10 {
				b[i] = byte('0' + top/10)
				i++
			}
			b[i] = byte('0' + top%10)
			i++
			binary.LittleEndian.PutUint64(b[i:], eight(u))
			i += 8
			continue
		}
		x := eight(u)
		zeros := bits.TrailingZeros64(x-ascii) / 8 // u > 0: at most 7
		binary.LittleEndian.PutUint64(b[i:], x>>(8*zeros))
		i += 8 - zeros
	}
	return b[:i]
}

// eight returns the eight decimal digits of v < 10⁸ in ASCII, leading zeros included,
// the most significant in the lowest byte (so a little-endian store writes them in
// reading order).
func eight(v uint32) uint64 {
	hi := v / 10000
	return uint64(quads[hi]) | uint64(quads[v-hi*10000])<<32
}

// quads[i] holds the four decimal digits of i < 10⁴ in ASCII, leading zeros included,
// the most significant in the lowest byte.
var quads = func() *[10000]uint32 {
	var q [10000]uint32
	for i := range q {
		q[i] = uint32('0'+i/1000) | uint32('0'+i/100%10)<<8 | uint32('0'+i/10%10)<<16 | uint32('0'+i%10)<<24
	}
	return &q
}()
