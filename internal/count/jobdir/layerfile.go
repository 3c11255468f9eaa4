// Package jobdir is what the parts of a count in rounds share: a folder (Dir; MemDir is
// one in memory) and the files in it. It reads and writes layer files: the states that
// a part of a count in rounds sends in a round, a section for each part (the states
// that part owns), or that it keeps for later rounds, each state a key of one or two
// 64-bit words with a count of a few 64-bit limbs. And it is the protocol of the rounds
// that a count and a table share (Job, rounds.go): the files' names, a part's done file
// (a few lines of text, sealed with a check line: Done, Seal), whether a round is
// ready, and what to run again when a file is damaged or gone.
//
// A file is little-endian binary:
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
// The blocks let the workers of a part write one file at once, a block each in turn
// (Writer.Block), as they make the states, and a part write one file a round whatever
// the number of parts (N files a round, not N²: on a shared filesystem a file costs
// more than its bytes). The index lets each part read only its section: the table, its
// list, its blocks (Read). A reader checks everything it reads: the magic, that the
// header is the one it expects (the job, round, sender, parts), the table, its list,
// and each of its blocks; a file that fails is an error that names it and wraps
// ErrCorrupt.
package jobdir

import (
	"encoding/binary"
	"errors"
	"hash/crc32"
	"io/fs"
)

const (
	magic    = "KTLAYER3"
	endMagic = "KTL3"
	// endSize is the bytes of a layer file's end.
	endSize = 8 + 4 + 4
	// maxBlockRecords is the most records a block may hold.
	maxBlockRecords = 1 << 16
)

// ErrCorrupt is wrapped by the errors of a file that is not what it should be.
var ErrCorrupt = errors.New("not a file of this count, or damaged")

// Missing reports whether err says that a file is not there.
func Missing(err error) bool { return errors.Is(err, fs.ErrNotExist) }

// Header is what a layer file says of itself: the job it belongs to, the round it was
// written in, the part From of All that wrote it, its sections, whether its keys are
// two words (Wide), and the limbs of its counts (Stride).
type Header struct {
	Job                        string
	Round, From, All, Sections int
	Wide                       bool
	Stride                     int
}

// RecordSize returns the bytes of a record.
func (h Header) RecordSize() int {
	if h.Wide {
		return 8 * (2 + h.Stride)
	}
	return 8 * (1 + h.Stride)
}

// AppendRecord appends the record of the key (lo, and hi when Wide) with count c (at
// most Stride limbs; the rest are 0) to b.
func (h Header) AppendRecord(b []byte, lo, hi uint64, c []uint64) []byte {
	b = binary.LittleEndian.AppendUint64(b, lo)
	if h.Wide {
		b = binary.LittleEndian.AppendUint64(b, hi)
	}
	for j := 0; j < h.Stride; j++ {
		var x uint64
		if j < len(c) {
			x = c[j]
		}
		b = binary.LittleEndian.AppendUint64(b, x)
	}
	return b
}

// encode returns the magic and the header.
func (h Header) encode() []byte {
	b := []byte(magic)
	b = binary.LittleEndian.AppendUint16(b, uint16(len(h.Job)))
	b = append(b, h.Job...)
	for _, x := range []int{h.Round, h.From, h.All, h.Sections} {
		b = binary.LittleEndian.AppendUint32(b, uint32(x))
	}
	wide := byte(0)
	if h.Wide {
		wide = 1
	}
	return append(b, wide, byte(h.Stride))
}

// crcTable is the table of the files' checksums: CRC-32 (IEEE), which the hardware
// computes on amd64 and arm64 and whose tables cost microseconds to make (CRC-32C's,
// made at each start of the program, cost a quarter of a millisecond: a part runs a
// process a round).
var crcTable = crc32.IEEETable
