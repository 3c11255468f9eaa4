package count

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"sync"
)

// Dir is the folder that the parts of a count in rounds share (see Counter.Round): a
// part writes there what the next round needs and reads what the last one left for
// it. The count program gives it the operating system's files in a folder that every
// part sees (a shared filesystem, or one machine's disk); the tests a map.
type Dir interface {
	// Create begins the file name, a slash-separated path in the folder (its folders
	// made as needed). The file appears under its name, complete, only when Commit
	// returns nil; until then (and after Abort, or if the process dies) it does not.
	Create(name string) (File, error)
	// Open opens the file name for reading; its error wraps fs.ErrNotExist when there
	// is no such file.
	Open(name string) (io.ReadCloser, error)
	// Remove removes the file name; a file that is not there is no error.
	Remove(name string) error
	// Free returns the bytes the folder's filesystem has free for new files, and false
	// where it cannot tell.
	Free() (int64, bool)
}

// File is a file being written in a Dir.
type File interface {
	io.Writer
	// Commit finishes the file: it appears under its name, complete.
	Commit() error
	// Abort drops the file; it is not seen under its name.
	Abort()
}

// A layer file holds states with their counts, as a part sends them to another (or
// keeps them), in little-endian binary:
//
//	magic    8 bytes, "KTLAYER2"
//	header   job name (2-byte length, bytes), round, from, to, parts (4 bytes each),
//	         wide, stride (1 byte each: two-word keys, limbs a count)
//	blocks   each: n (4 bytes, 1 or more), then n records: the key's lo word, its hi
//	         word when wide, stride limbs
//	end      0 (4 bytes), the number of records (8 bytes), and the CRC-32C of the
//	         blocks (4 bytes)
//
// The blocks let the workers of a part write one file at once, a block each in turn, as
// they make the states. A reader checks everything it can: the magic, that the header
// is the one it expects (the job, round, sender and receiver, parts), the number of
// records, the checksum, and that nothing follows; a file that fails is an error that
// names it.
const layerMagic = "KTLAYER2"

// layerHeader is what a layer file says of itself.
type layerHeader struct {
	job                  string
	round, from, to, all int
	wide                 bool
	stride               int
}

// recordSize is the bytes of a record.
func (h layerHeader) recordSize() int {
	if h.wide {
		return 8 * (2 + h.stride)
	}
	return 8 * (1 + h.stride)
}

// appendRecord appends the record of key k and count c (at most stride limbs) to b.
func (h layerHeader) appendRecord(b []byte, k key, c []uint64) []byte {
	b = binary.LittleEndian.AppendUint64(b, k.lo)
	if h.wide {
		b = binary.LittleEndian.AppendUint64(b, k.hi)
	}
	for j := 0; j < h.stride; j++ {
		var x uint64
		if j < len(c) {
			x = c[j]
		}
		b = binary.LittleEndian.AppendUint64(b, x)
	}
	return b
}

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// blockRecords is how many records a block holds at most.
const blockRecords = 256

// layerWriter writes a layer file: blocks of records, from any number of goroutines
// (block), or records one at a time from one (put).
type layerWriter struct {
	mu     sync.Mutex
	w      *bufio.Writer
	f      File
	h      layerHeader
	n      int64
	crc    uint32
	buf    []byte // put's block
	inBuf  int
	closed bool
	err    error
}

// newLayerWriter begins the layer file name in d with header h; buf is the size of its
// write buffer.
func newLayerWriter(d Dir, name string, h layerHeader, buf int) (*layerWriter, error) {
	f, err := d.Create(name)
	if err != nil {
		return nil, err
	}
	lw := &layerWriter{w: bufio.NewWriterSize(f, buf), f: f, h: h}
	hdr := []byte(layerMagic)
	hdr = binary.LittleEndian.AppendUint16(hdr, uint16(len(h.job)))
	hdr = append(hdr, h.job...)
	for _, x := range []int{h.round, h.from, h.to, h.all} {
		hdr = binary.LittleEndian.AppendUint32(hdr, uint32(x))
	}
	wide := byte(0)
	if h.wide {
		wide = 1
	}
	hdr = append(hdr, wide, byte(h.stride))
	if _, err := lw.w.Write(hdr); err != nil {
		f.Abort()
		return nil, err
	}
	return lw, nil
}

// block writes n records, recs, as one block. It is safe for concurrent use.
func (lw *layerWriter) block(recs []byte, n int) error {
	if n == 0 {
		return nil
	}
	lw.mu.Lock()
	defer lw.mu.Unlock()
	if lw.err != nil {
		return lw.err
	}
	var c [4]byte
	binary.LittleEndian.PutUint32(c[:], uint32(n))
	lw.crc = crc32.Update(lw.crc, castagnoli, c[:])
	lw.crc = crc32.Update(lw.crc, castagnoli, recs)
	lw.n += int64(n)
	if _, err := lw.w.Write(c[:]); err != nil {
		lw.err = err
		return err
	}
	if _, err := lw.w.Write(recs); err != nil {
		lw.err = err
	}
	return lw.err
}

// put writes one record, key k and count c, in blocks of blockRecords.
func (lw *layerWriter) put(k key, c []uint64) error {
	lw.buf = lw.h.appendRecord(lw.buf, k, c)
	if lw.inBuf++; lw.inBuf == blockRecords {
		return lw.flushPut()
	}
	return nil
}

// flushPut writes put's records as a block.
func (lw *layerWriter) flushPut() error {
	err := lw.block(lw.buf, lw.inBuf)
	lw.buf, lw.inBuf = lw.buf[:0], 0
	return err
}

// commit writes the end and commits the file.
func (lw *layerWriter) commit() error {
	err := lw.flushPut()
	lw.closed = true
	if err == nil {
		end := binary.LittleEndian.AppendUint32(nil, 0)
		end = binary.LittleEndian.AppendUint64(end, uint64(lw.n))
		end = binary.LittleEndian.AppendUint32(end, lw.crc)
		_, err = lw.w.Write(end)
	}
	if err == nil {
		err = lw.w.Flush()
	}
	if err != nil {
		lw.f.Abort()
		return err
	}
	return lw.f.Commit()
}

// abort drops the file if it is not committed.
func (lw *layerWriter) abort() {
	if !lw.closed {
		lw.closed = true
		lw.f.Abort()
	}
}

// writeBuffer is the size of the write buffer of each of a part's files when it writes
// one for each of parts parts: 64 KB, less for many parts, so that the buffers of a
// round take at most 1 MB (a short round's process pays for every page it touches).
func writeBuffer(parts int) int { return min(max(1<<20/parts, 4<<10), 64<<10) }

// errCorrupt is wrapped by the errors of a layer file that is not what it should be.
var errCorrupt = errors.New("not a file of this count, or damaged")

// readLayerFile reads the layer file name of d, which must have the header want (but
// its stride, which it returns), calling put for each record in order. Its errors name
// the file.
func readLayerFile(d Dir, name string, want layerHeader, put func(k key, c []uint64) error) (h layerHeader, err error) {
	f, err := d.Open(name)
	if err != nil {
		return h, err
	}
	defer f.Close()
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%s: %w: %s", name, errCorrupt, fmt.Sprintf(format, a...))
	}
	r := bufio.NewReaderSize(f, 16<<10) // the records are read in batches past it
	magic := make([]byte, len(layerMagic)+2)
	if _, err := io.ReadFull(r, magic); err != nil || string(magic[:len(layerMagic)]) != layerMagic {
		return h, bad("no layer header")
	}
	job := make([]byte, binary.LittleEndian.Uint16(magic[len(layerMagic):]))
	fixed := make([]byte, 4*4+2)
	if _, err := io.ReadFull(r, job); err != nil {
		return h, bad("the header is cut short")
	}
	if _, err := io.ReadFull(r, fixed); err != nil {
		return h, bad("the header is cut short")
	}
	h.job = string(job)
	x := func(i int) int { return int(binary.LittleEndian.Uint32(fixed[4*i:])) }
	h.round, h.from, h.to, h.all = x(0), x(1), x(2), x(3)
	h.wide, h.stride = fixed[16] == 1, int(fixed[17])
	if h.job != want.job || h.round != want.round || h.from != want.from || h.to != want.to || h.all != want.all || h.wide != want.wide || fixed[16] > 1 {
		return h, bad("it is of %s, round %d, from part %d to %d of %d; want %s, round %d, from part %d to %d of %d",
			h.job, h.round, h.from+1, h.to+1, h.all, want.job, want.round, want.from+1, want.to+1, want.all)
	}
	if h.stride < 1 || h.stride > 64 {
		return h, bad("a count of %d limbs", h.stride)
	}
	size := h.recordSize()
	batch := make([]byte, size*blockRecords)
	limbs := make([]uint64, h.stride)
	var crc uint32
	var total int64
	var nb [4]byte
	for {
		if _, err := io.ReadFull(r, nb[:]); err != nil {
			return h, bad("it is cut short after %d states", total)
		}
		n := int(binary.LittleEndian.Uint32(nb[:]))
		if n == 0 {
			break
		}
		crc = crc32.Update(crc, castagnoli, nb[:])
		if n > blockRecords {
			return h, bad("a block of %d states", n)
		}
		b := batch[:n*size]
		if _, err := io.ReadFull(r, b); err != nil {
			return h, bad("it is cut short after %d states", total)
		}
		crc = crc32.Update(crc, castagnoli, b)
		for i := 0; i < n; i++ {
			rec := b[i*size:]
			k := key{lo: binary.LittleEndian.Uint64(rec)}
			o := 8
			if h.wide {
				k.hi, o = binary.LittleEndian.Uint64(rec[8:]), 16
			}
			for j := range limbs {
				limbs[j] = binary.LittleEndian.Uint64(rec[o+8*j:])
			}
			if err := put(k, limbs); err != nil {
				return h, err
			}
		}
		total += int64(n)
	}
	var end [12]byte
	if _, err := io.ReadFull(r, end[:]); err != nil {
		return h, bad("its end is cut short")
	}
	if n := int64(binary.LittleEndian.Uint64(end[:])); n != total {
		return h, bad("it says %d states and holds %d", n, total)
	}
	if binary.LittleEndian.Uint32(end[8:]) != crc {
		return h, bad("its checksum does not match its states")
	}
	if _, err := r.ReadByte(); err != io.EOF {
		return h, bad("something follows its end")
	}
	return h, nil
}

// missing reports whether err says that a file is not there.
func missing(err error) bool { return errors.Is(err, fs.ErrNotExist) }
