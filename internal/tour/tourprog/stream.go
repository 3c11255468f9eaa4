package tourprog

import (
	"bufio"

	"github.com/knightstour/knightstour/internal/tour/sicily"
)

// This file writes the answer line of a constructed tour, which may hold 10⁸ squares
// (889 MB): the walker yields squares in batches, they are formatted eight digits at a
// time, and the text of a long line is made on a second goroutine while this one writes
// it. Memory stays under a MiB besides w's buffer, whatever the length of the line.

const (
	// walkBatch is how many squares are asked of a walker at a time.
	walkBatch = 4096
	// chunkSize is the size of the pieces a long line is made in, small enough to stay
	// in the cache between the two goroutines: on 10000×10000 chunks of 1 MiB took 10%
	// longer (and 2.6 MB more memory), chunks of 128 KiB 8% longer.
	chunkSize = 1 << 18
	// minRoom is the least room appendText works in: a square or the newline.
	minRoom = sicily.SquareText + sicily.StoreSlack + 1
)

// walker yields the squares of a tour (0-based) in batches: Fill writes the next ones
// into dst and returns how many (len(dst), fewer at the end, 0 after it).
type walker interface {
	Fill(dst []int) int
}

// writeWalk writes the squares that walk yields, 1-based, one space apart, and a
// newline. Up to chunkSize bytes are formatted straight into w's buffer; the rest of a
// longer line goes through writeChunks. It holds at most three chunks and a batch of
// squares, whatever the length of the tour.
func writeWalk(w *bufio.Writer, walk walker) error {
	t := &tourText{walk: walk}
	for done := 0; !t.ended && done < chunkSize; {
		if w.Available() < minRoom && w.Buffered() > 0 {
			if err := w.Flush(); err != nil {
				return err
			}
		}
		b := w.AvailableBuffer()
		if cap(b) < minRoom { // w's whole buffer is smaller than that
			b = make([]byte, 0, minRoom)
		}
		b = t.appendText(b)
		done += len(b)
		if _, err := w.Write(b); err != nil {
			return err
		}
	}
	if t.ended {
		return nil
	}
	return writeChunks(w, t)
}

// writeChunks writes the rest of t in chunks of chunkSize bytes. Another goroutine
// walks and formats the next chunks while this one copies them into w and w writes
// them: the kernel's copy of the output overlaps the making of it, so that on two free
// cores the line takes the time of the slower of the two. It returns the first write
// error, after the other goroutine has stopped using t.
func writeChunks(w *bufio.Writer, t *tourText) error {
	const chunks = 3 // one being written, one being formatted, one ready
	free := make(chan []byte, chunks)
	full := make(chan []byte, chunks)
	stop := make(chan struct{})
	for i := 0; i < chunks; i++ {
		free <- make([]byte, 0, chunkSize)
	}
	go func() {
		defer close(full)
		for !t.ended {
			var b []byte
			select {
			case <-stop:
				return
			case b = <-free:
			}
			full <- t.appendText(b)
		}
	}()
	var err error
	for b := range full {
		if err == nil {
			if _, err = w.Write(b); err != nil {
				close(stop)
			}
		}
		free <- b[:0]
	}
	return err
}

// tourText is the text of a tour's answer line, made from the squares a walker
// yields.
type tourText struct {
	walk    walker
	batch   [walkBatch]int
	pending []int // squares of batch not yet formatted
	started bool  // the first square is formatted
	ended   bool  // the newline is appended
}

// appendText appends the next part of the line to b, as much as fits in cap(b) (which
// must leave room for minRoom bytes), the newline included once the walk has ended.
func (t *tourText) appendText(b []byte) []byte {
	for !t.ended {
		room := (cap(b) - len(b) - sicily.StoreSlack) / sicily.SquareText
		if room <= 0 {
			break
		}
		if len(t.pending) == 0 {
			n := t.walk.Fill(t.batch[:])
			if n == 0 {
				t.ended = true
				return append(b, '\n')
			}
			t.pending = t.batch[:n]
		}
		if !t.started { // the first square has no space before it
			t.started = true
			at := len(b)
			b = appendWide(b, t.pending[:1])
			b = append(b[:at], b[at+1:]...)
			t.pending = t.pending[1:]
			continue
		}
		k := min(room, len(t.pending))
		b = appendWide(b, t.pending[:k])
		t.pending = t.pending[k:]
	}
	return b
}
