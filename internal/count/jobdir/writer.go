package jobdir

import (
	"bufio"
	"encoding/binary"
	"hash/crc32"
	"sync"
)

// blockRecords is how many records a writer's blocks hold: 256 KB over the sections
// (each worker buffers a block for each), between 64 and 4096 records.
func blockRecords(sections, recordSize int) int {
	return min(max(256<<10/sections/recordSize, 64), 4096)
}

// section is what a Writer knows of a section: its records, and the offsets of its
// blocks.
type section struct {
	records int64
	blocks  []int64
}

// Writer writes a layer file: blocks of records, from any number of goroutines (Block),
// or records one at a time from one (Put).
type Writer struct {
	mu       sync.Mutex
	w        *bufio.Writer
	f        File
	h        Header
	crc      uint32 // of the header
	off      int64  // the bytes written
	secs     []section
	perBlock int      // the records of a full block
	pbuf     [][]byte // Put's blocks, a section each
	pn       []int
	closed   bool
	err      error
}

// Create begins the layer file name in d with header h (h.Sections sections); buf is
// the size of its write buffer.
func Create(d Dir, name string, h Header, buf int) (*Writer, error) {
	f, err := d.Create(name)
	if err != nil {
		return nil, err
	}
	hdr := h.encode()
	lw := &Writer{w: bufio.NewWriterSize(f, buf), f: f, h: h, secs: make([]section, h.Sections),
		perBlock: blockRecords(h.Sections, h.RecordSize()), crc: crc32.Checksum(hdr, crcTable), off: int64(len(hdr))}
	if _, err := lw.w.Write(hdr); err != nil {
		f.Abort()
		return nil, err
	}
	return lw, nil
}

// Block writes n records, recs (made by Header.AppendRecord), as one block of section
// s. It is safe for concurrent use.
func (lw *Writer) Block(s int, recs []byte, n int) error {
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

// Put writes one record of section s, the key (lo, hi) with count c, in blocks. It is
// not safe for concurrent use.
func (lw *Writer) Put(s int, lo, hi uint64, c []uint64) error {
	if lw.pbuf == nil {
		lw.pbuf, lw.pn = make([][]byte, lw.h.Sections), make([]int, lw.h.Sections)
	}
	lw.pbuf[s] = lw.h.AppendRecord(lw.pbuf[s], lo, hi, c)
	if lw.pn[s]++; lw.pn[s] == lw.perBlock {
		return lw.flushPut(s)
	}
	return nil
}

// flushPut writes Put's records of section s as a block.
func (lw *Writer) flushPut(s int) error {
	err := lw.Block(s, lw.pbuf[s], lw.pn[s])
	lw.pbuf[s], lw.pn[s] = lw.pbuf[s][:0], 0
	return err
}

// Records returns the records written.
func (lw *Writer) Records() int64 {
	var n int64
	for _, s := range lw.secs {
		n += s.records
	}
	return n
}

// Commit writes the index and the end, and commits the file.
func (lw *Writer) Commit() error {
	var err error
	for s := range lw.pn {
		if err == nil {
			err = lw.flushPut(s)
		}
	}
	lw.closed = true
	if err == nil {
		err = lw.writeIndex()
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

// writeIndex writes the index and the end.
func (lw *Writer) writeIndex() error {
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
	end = append(end, endMagic...)
	for _, b := range [][]byte{table, lists, end} {
		if _, err := lw.w.Write(b); err != nil {
			return err
		}
	}
	return nil
}

// Abort drops the file if it is not committed.
func (lw *Writer) Abort() {
	if !lw.closed {
		lw.closed = true
		lw.f.Abort()
	}
}
