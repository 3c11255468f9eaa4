package jobdir

import (
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"io"
	"strconv"
)

// Read reads sections secs, in turn, of the layer file name of d, which must have the
// header want (but its stride, which may be any), calling put for each record in the
// order written: the key (lo, and hi when the file is wide) and its count, in a slice
// put must not keep. Its errors name the file; those of a file that is not what it
// should be wrap ErrCorrupt. It reads the header, the index and the sections' blocks,
// at their offsets.
func Read(d Dir, name string, want Header, secs []int, put func(lo, hi uint64, c []uint64) error) error {
	f, err := d.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	r := &reader{f: f, name: name}
	if r.size, err = f.Seek(0, io.SeekEnd); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if err := r.header(want); err != nil {
		return err
	}
	if err := r.index(); err != nil {
		return err
	}
	for _, s := range secs {
		if err := r.section(s, put); err != nil {
			return err
		}
	}
	return nil
}

// reader is a layer file being read.
type reader struct {
	f      Reader
	name   string
	size   int64
	h      Header
	hdr    []byte  // the magic and the header
	ix     int64   // the offset of the index
	lists  int64   // and of its lists
	table  []byte  // the index's table
	before []int64 // before[i]: the blocks of the sections before i
	limbs  []uint64
	buf    []byte
}

// bad returns the error of a file that is not what it should be.
func (r *reader) bad(format string, a ...any) error {
	return fmt.Errorf("%s: %w: %s", r.name, ErrCorrupt, fmt.Sprintf(format, a...))
}

// at reads len(b) bytes at offset off, all within the file.
func (r *reader) at(b []byte, off int64) error {
	if off < 0 || off+int64(len(b)) > r.size {
		return io.ErrUnexpectedEOF
	}
	_, err := r.f.ReadAt(b, off)
	if err == io.EOF {
		err = nil // ReadAt may say EOF with the last bytes
	}
	return err
}

// header reads the magic and the header, and checks that the header is want (but its
// stride).
func (r *reader) header(want Header) error {
	mg := make([]byte, len(magic)+2)
	if err := r.at(mg, 0); err != nil || string(mg[:len(magic)]) != magic {
		return r.bad("no layer header")
	}
	r.hdr = make([]byte, len(mg)+int(binary.LittleEndian.Uint16(mg[len(magic):]))+4*4+2)
	if err := r.at(r.hdr, 0); err != nil {
		return r.bad("the header is cut short")
	}
	h := &r.h
	h.Job = string(r.hdr[len(mg) : len(r.hdr)-18])
	fixed := r.hdr[len(r.hdr)-18:]
	x := func(i int) int { return int(binary.LittleEndian.Uint32(fixed[4*i:])) }
	h.Round, h.From, h.All, h.Sections = x(0), x(1), x(2), x(3)
	h.Wide, h.Stride = fixed[16] == 1, int(fixed[17])
	if h.Job != want.Job || h.Round != want.Round || h.From != want.From || h.All != want.All || h.Sections != want.Sections || h.Wide != want.Wide || fixed[16] > 1 {
		return r.bad("it is of %s, round %d, from part %d of %d, %d sections; want %s, round %d, from part %d of %d, %d sections",
			quoteJob(h.Job), h.Round, h.From+1, h.All, h.Sections, quoteJob(want.Job), want.Round, want.From+1, want.All, want.Sections)
	}
	if h.Stride < 1 || h.Stride > 64 {
		return r.bad("a count of %d limbs", h.Stride)
	}
	return nil
}

// index reads the end and the index's table, and checks them.
func (r *reader) index() error {
	var end [endSize]byte
	if err := r.at(end[:], r.size-endSize); err != nil || string(end[12:]) != endMagic {
		return r.bad("it has no end: cut short, or something follows it")
	}
	r.ix = int64(binary.LittleEndian.Uint64(end[:]))
	r.lists = r.ix + 16*int64(r.h.Sections) // the lists begin after the table
	if r.ix < int64(len(r.hdr)) || r.lists > r.size-endSize {
		return r.bad("its index is at %d of %d bytes", r.ix, r.size)
	}
	r.table = make([]byte, 16*r.h.Sections)
	if err := r.at(r.table, r.ix); err != nil {
		return r.bad("its index cannot be read: %v", err)
	}
	if crc32.Update(crc32.Checksum(r.hdr, crcTable), crcTable, r.table) != binary.LittleEndian.Uint32(end[8:]) {
		return r.bad("its checksum does not match its header and index")
	}
	r.before = make([]int64, r.h.Sections+1)
	for i := 0; i < r.h.Sections; i++ {
		r.before[i+1] = r.before[i] + int64(binary.LittleEndian.Uint32(r.table[16*i+8:]))
	}
	if r.lists+8*r.before[r.h.Sections] != r.size-endSize {
		return r.bad("its index does not end where its end begins")
	}
	r.limbs = make([]uint64, r.h.Stride)
	return nil
}

// section reads the blocks of section s, in the order written, calling put for each
// record.
func (r *reader) section(s int, put func(lo, hi uint64, c []uint64) error) error {
	if s < 0 || s >= r.h.Sections {
		return r.bad("it has no section %d", s+1)
	}
	records := int64(binary.LittleEndian.Uint64(r.table[16*s:]))
	list := make([]byte, 8*(r.before[s+1]-r.before[s]))
	if err := r.at(list, r.lists+8*r.before[s]); err != nil || crc32.Checksum(list, crcTable) != binary.LittleEndian.Uint32(r.table[16*s+12:]) {
		return r.bad("the list of the blocks of section %d does not match its checksum", s+1)
	}
	var total int64
	for j := 0; j < len(list); j += 8 {
		n, err := r.block(s, int64(binary.LittleEndian.Uint64(list[j:])), put)
		if err != nil {
			return err
		}
		total += int64(n)
	}
	if total != records {
		return r.bad("its index says %d states for section %d and its blocks hold %d", records, s+1, total)
	}
	return nil
}

// block reads the block of section s at offset o, calling put for each record, and
// returns its records.
func (r *reader) block(s int, o int64, put func(lo, hi uint64, c []uint64) error) (int, error) {
	var b [8]byte
	if o < int64(len(r.hdr)) || r.at(b[:], o) != nil {
		return 0, r.bad("a block at %d is not there", o)
	}
	n := int(binary.LittleEndian.Uint32(b[4:]))
	if int(binary.LittleEndian.Uint32(b[:])) != s || n < 1 || n > maxBlockRecords {
		return 0, r.bad("the block at %d is not one of section %d", o, s+1)
	}
	recSize := r.h.RecordSize()
	if need := 8 + n*recSize + 4; cap(r.buf) < need {
		r.buf = make([]byte, need)
	}
	blk := r.buf[:8+n*recSize+4]
	if o+int64(len(blk)) > r.ix || r.at(blk, o) != nil {
		return 0, r.bad("the block at %d is cut short", o)
	}
	if crc32.Checksum(blk[:len(blk)-4], crcTable) != binary.LittleEndian.Uint32(blk[len(blk)-4:]) {
		return 0, r.bad("the block at %d does not match its checksum", o)
	}
	for i := 0; i < n; i++ {
		rec := blk[8+i*recSize:]
		lo, hi, w := binary.LittleEndian.Uint64(rec), uint64(0), 8
		if r.h.Wide {
			hi, w = binary.LittleEndian.Uint64(rec[8:]), 16
		}
		for j := range r.limbs {
			r.limbs[j] = binary.LittleEndian.Uint64(rec[w+8*j:])
		}
		if err := put(lo, hi, r.limbs); err != nil {
			return 0, err
		}
	}
	return n, nil
}

// quoteJob quotes a job name read from a file, which may be damaged, for messages: in
// Go's quotes (its control bytes escaped), cut after 60 bytes.
func quoteJob(job string) string {
	const most = 60
	if len(job) > most {
		return strconv.Quote(job[:most]) + "..."
	}
	return strconv.Quote(job)
}
