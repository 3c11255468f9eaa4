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
	Open(name string) (Reader, error)
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

// Reader is a file of a Dir being read: in order from its start (Read), or at any
// offset (ReadAt; Seek to its end gives its size). A part reads its done files in
// order, and from a layer file only the blocks of its section, at their offsets.
type Reader interface {
	io.ReadSeekCloser
	io.ReaderAt
}

// A layer file holds the states that a part sends in a round, a section for each part
// (the states that part owns), or that it keeps for the meet (one section, or two for
// each part: see writeHalf), with their counts, in little-endian binary:
//
//	magic    8 bytes, "KTLAYER3"
//	header   job name (2-byte length, bytes), round, from, parts, sections (4 bytes
//	         each), wide, stride (1 byte each: two-word keys, limbs a count)
//	blocks   each: its section and n (4 bytes each, n 1 or more), n records (the key's
//	         lo word, its hi word when wide, stride limbs), the CRC-32 of the block
//	         before it (4 bytes)
//	index    a table, for each section: its records (8 bytes), its blocks (4 bytes),
//	         and the CRC-32 of its list; then the lists, section by section: the
//	         offset of each of its blocks (8 bytes), in the order written
//	end      the offset of the index (8 bytes), the CRC-32 of the header and the
//	         table (4 bytes), and "KTL3"
//
// The blocks let the workers of a part write one file at once, a block each in turn, as
// they make the states, and a part write one file a round whatever the number of parts
// (N files a round, not N²: on a shared filesystem a file costs more than its bytes).
// The index lets each part read only its section: the table, its list, its blocks. A
// reader checks everything it reads: the magic, that the header is the one it expects
// (the job, round, sender, parts), the table, its list, and each of its blocks; a file
// that fails is an error that names it.
const (
	layerMagic = "KTLAYER3"
	layerEnd   = "KTL3"
	// endSize is the bytes of a layer file's end.
	endSize = 8 + 4 + 4
	// maxBlockRecords is the most records a block may hold.
	maxBlockRecords = 1 << 16
)

// layerHeader is what a layer file says of itself.
type layerHeader struct {
	job                        string
	round, from, all, sections int
	wide                       bool
	stride                     int
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

// encode returns the magic and the header.
func (h layerHeader) encode() []byte {
	b := []byte(layerMagic)
	b = binary.LittleEndian.AppendUint16(b, uint16(len(h.job)))
	b = append(b, h.job...)
	for _, x := range []int{h.round, h.from, h.all, h.sections} {
		b = binary.LittleEndian.AppendUint32(b, uint32(x))
	}
	wide := byte(0)
	if h.wide {
		wide = 1
	}
	return append(b, wide, byte(h.stride))
}

// crcTable is the table of the files' checksums: CRC-32 (IEEE), which the hardware
// computes on amd64 and arm64 and whose tables cost microseconds to make (CRC-32C's,
// made at each start of the program, cost a quarter of a millisecond: a part runs a
// process a round).
var crcTable = crc32.IEEETable

// blockRecords is how many records a writer's blocks hold: 256 KB over the sections
// (each worker buffers a block for each), between 64 and 4096 records.
func blockRecords(sections, recordSize int) int {
	return min(max(256<<10/sections/recordSize, 64), 4096)
}

// section is what a layerWriter knows of a section: its records, and the offsets of
// its blocks.
type section struct {
	records int64
	blocks  []int64
}

// layerWriter writes a layer file: blocks of records, from any number of goroutines
// (block), or records one at a time from one (put).
type layerWriter struct {
	mu       sync.Mutex
	w        *bufio.Writer
	f        File
	h        layerHeader
	crc      uint32 // of the header
	off      int64  // the bytes written
	secs     []section
	perBlock int      // the records of a full block
	pbuf     [][]byte // put's blocks, a section each
	pn       []int
	closed   bool
	err      error
}

// newLayerWriter begins the layer file name in d with header h (h.sections sections);
// buf is the size of its write buffer.
func newLayerWriter(d Dir, name string, h layerHeader, buf int) (*layerWriter, error) {
	f, err := d.Create(name)
	if err != nil {
		return nil, err
	}
	hdr := h.encode()
	lw := &layerWriter{w: bufio.NewWriterSize(f, buf), f: f, h: h, secs: make([]section, h.sections),
		perBlock: blockRecords(h.sections, h.recordSize()), crc: crc32.Checksum(hdr, crcTable), off: int64(len(hdr))}
	if _, err := lw.w.Write(hdr); err != nil {
		f.Abort()
		return nil, err
	}
	return lw, nil
}

// block writes n records, recs, as one block of section s. It is safe for concurrent
// use.
func (lw *layerWriter) block(s int, recs []byte, n int) error {
	if n == 0 {
		return nil
	}
	lw.mu.Lock()
	defer lw.mu.Unlock()
	if lw.err != nil {
		return lw.err
	}
	var b [8]byte
	binary.LittleEndian.PutUint32(b[:], uint32(s))
	binary.LittleEndian.PutUint32(b[4:], uint32(n))
	crc := crc32.Update(crc32.Update(0, crcTable, b[:]), crcTable, recs)
	lw.secs[s].records += int64(n)
	lw.secs[s].blocks = append(lw.secs[s].blocks, lw.off)
	lw.off += int64(len(b) + len(recs) + 4)
	if _, err := lw.w.Write(b[:]); err != nil {
		lw.err = err
		return err
	}
	if _, err := lw.w.Write(recs); err != nil {
		lw.err = err
		return err
	}
	_, lw.err = lw.w.Write(binary.LittleEndian.AppendUint32(b[:0], crc))
	return lw.err
}

// put writes one record of section s, key k and count c, in blocks. It is not safe for
// concurrent use.
func (lw *layerWriter) put(s int, k key, c []uint64) error {
	if lw.pbuf == nil {
		lw.pbuf, lw.pn = make([][]byte, lw.h.sections), make([]int, lw.h.sections)
	}
	lw.pbuf[s] = lw.h.appendRecord(lw.pbuf[s], k, c)
	if lw.pn[s]++; lw.pn[s] == lw.perBlock {
		return lw.flushPut(s)
	}
	return nil
}

// flushPut writes put's records of section s as a block.
func (lw *layerWriter) flushPut(s int) error {
	err := lw.block(s, lw.pbuf[s], lw.pn[s])
	lw.pbuf[s], lw.pn[s] = lw.pbuf[s][:0], 0
	return err
}

// records returns the records written.
func (lw *layerWriter) records() int64 {
	var n int64
	for _, s := range lw.secs {
		n += s.records
	}
	return n
}

// commit writes the index and the end, and commits the file.
func (lw *layerWriter) commit() error {
	var err error
	for s := range lw.pn {
		if err == nil {
			err = lw.flushPut(s)
		}
	}
	lw.closed = true
	if err == nil {
		var table, lists []byte
		for _, s := range lw.secs {
			list := make([]byte, 0, 8*len(s.blocks))
			for _, o := range s.blocks {
				list = binary.LittleEndian.AppendUint64(list, uint64(o))
			}
			table = binary.LittleEndian.AppendUint64(table, uint64(s.records))
			table = binary.LittleEndian.AppendUint32(table, uint32(len(s.blocks)))
			table = binary.LittleEndian.AppendUint32(table, crc32.Checksum(list, crcTable))
			lists = append(lists, list...)
		}
		end := binary.LittleEndian.AppendUint64(nil, uint64(lw.off))
		end = binary.LittleEndian.AppendUint32(end, crc32.Update(lw.crc, crcTable, table))
		end = append(end, layerEnd...)
		for _, b := range [][]byte{table, lists, end} {
			if err == nil {
				_, err = lw.w.Write(b)
			}
		}
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

// writeBuffer is the size of the write buffer of a part's file of a round: 256 KB.
const writeBuffer = 256 << 10

// errCorrupt is wrapped by the errors of a layer file that is not what it should be.
var errCorrupt = errors.New("not a file of this count, or damaged")

// readLayerFile reads sections secs, in turn, of the layer file name of d, which must
// have the header want (but its stride, which it returns), calling put for each record
// in the order written. Its errors name the file. It reads the header, the index and
// the sections' blocks, at their offsets.
func readLayerFile(d Dir, name string, want layerHeader, secs []int, put func(k key, c []uint64) error) (h layerHeader, err error) {
	f, err := d.Open(name)
	if err != nil {
		return h, err
	}
	defer f.Close()
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%s: %w: %s", name, errCorrupt, fmt.Sprintf(format, a...))
	}
	size, err := f.Seek(0, io.SeekEnd)
	if err != nil {
		return h, fmt.Errorf("%s: %w", name, err)
	}
	at := func(b []byte, off int64) error {
		if off < 0 || off+int64(len(b)) > size {
			return io.ErrUnexpectedEOF
		}
		_, err := f.ReadAt(b, off)
		if err == io.EOF {
			err = nil // ReadAt may say EOF with the last bytes
		}
		return err
	}
	magic := make([]byte, len(layerMagic)+2)
	if err := at(magic, 0); err != nil || string(magic[:len(layerMagic)]) != layerMagic {
		return h, bad("no layer header")
	}
	hdr := make([]byte, len(magic)+int(binary.LittleEndian.Uint16(magic[len(layerMagic):]))+4*4+2)
	if err := at(hdr, 0); err != nil {
		return h, bad("the header is cut short")
	}
	h.job = string(hdr[len(magic) : len(hdr)-18])
	fixed := hdr[len(hdr)-18:]
	x := func(i int) int { return int(binary.LittleEndian.Uint32(fixed[4*i:])) }
	h.round, h.from, h.all, h.sections = x(0), x(1), x(2), x(3)
	h.wide, h.stride = fixed[16] == 1, int(fixed[17])
	if h.job != want.job || h.round != want.round || h.from != want.from || h.all != want.all || h.sections != want.sections || h.wide != want.wide || fixed[16] > 1 {
		return h, bad("it is of %s, round %d, from part %d of %d, %d sections; want %s, round %d, from part %d of %d, %d sections",
			h.job, h.round, h.from+1, h.all, h.sections, want.job, want.round, want.from+1, want.all, want.sections)
	}
	if h.stride < 1 || h.stride > 64 {
		return h, bad("a count of %d limbs", h.stride)
	}
	var end [endSize]byte
	if err := at(end[:], size-endSize); err != nil || string(end[12:]) != layerEnd {
		return h, bad("it has no end: cut short, or something follows it")
	}
	ix := int64(binary.LittleEndian.Uint64(end[:]))
	lists := ix + 16*int64(h.sections) // the lists begin after the table
	if ix < int64(len(hdr)) || lists > size-endSize {
		return h, bad("its index is at %d of %d bytes", ix, size)
	}
	table := make([]byte, 16*h.sections)
	if err := at(table, ix); err != nil {
		return h, bad("its index cannot be read: %v", err)
	}
	if crc32.Update(crc32.Checksum(hdr, crcTable), crcTable, table) != binary.LittleEndian.Uint32(end[8:]) {
		return h, bad("its checksum does not match its header and index")
	}
	before := make([]int64, h.sections+1) // before[i]: the blocks of the sections before i
	for i := 0; i < h.sections; i++ {
		before[i+1] = before[i] + int64(binary.LittleEndian.Uint32(table[16*i+8:]))
	}
	if lists+8*before[h.sections] != size-endSize {
		return h, bad("its index does not end where its end begins")
	}
	recSize := h.recordSize()
	limbs := make([]uint64, h.stride)
	var buf []byte
	for _, s := range secs {
		if s < 0 || s >= h.sections {
			return h, bad("it has no section %d", s+1)
		}
		records := int64(binary.LittleEndian.Uint64(table[16*s:]))
		list := make([]byte, 8*(before[s+1]-before[s]))
		if err := at(list, lists+8*before[s]); err != nil || crc32.Checksum(list, crcTable) != binary.LittleEndian.Uint32(table[16*s+12:]) {
			return h, bad("the list of the blocks of section %d does not match its checksum", s+1)
		}
		var total int64
		for j := 0; j < len(list); j += 8 {
			o := int64(binary.LittleEndian.Uint64(list[j:]))
			var b [8]byte
			if o < int64(len(hdr)) || at(b[:], o) != nil {
				return h, bad("a block at %d is not there", o)
			}
			n := int(binary.LittleEndian.Uint32(b[4:]))
			if int(binary.LittleEndian.Uint32(b[:])) != s || n < 1 || n > maxBlockRecords {
				return h, bad("the block at %d is not one of section %d", o, s+1)
			}
			if need := 8 + n*recSize + 4; cap(buf) < need {
				buf = make([]byte, need)
			}
			blk := buf[:8+n*recSize+4]
			if o+int64(len(blk)) > ix || at(blk, o) != nil {
				return h, bad("the block at %d is cut short", o)
			}
			if crc32.Checksum(blk[:len(blk)-4], crcTable) != binary.LittleEndian.Uint32(blk[len(blk)-4:]) {
				return h, bad("the block at %d does not match its checksum", o)
			}
			for i := 0; i < n; i++ {
				rec := blk[8+i*recSize:]
				k := key{lo: binary.LittleEndian.Uint64(rec)}
				w := 8
				if h.wide {
					k.hi, w = binary.LittleEndian.Uint64(rec[8:]), 16
				}
				for j := range limbs {
					limbs[j] = binary.LittleEndian.Uint64(rec[w+8*j:])
				}
				if err := put(k, limbs); err != nil {
					return h, err
				}
			}
			total += int64(n)
		}
		if total != records {
			return h, bad("its index says %d states for section %d and its blocks hold %d", records, s+1, total)
		}
	}
	return h, nil
}

// missing reports whether err says that a file is not there.
func missing(err error) bool { return errors.Is(err, fs.ErrNotExist) }
