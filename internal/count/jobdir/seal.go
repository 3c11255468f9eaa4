package jobdir

import (
	"bytes"
	"fmt"
	"hash/crc32"
)

// A done file (a few lines of text that say a part finished a round, and what it
// counted) ends with a check line, "check" and the CRC-32 (IEEE) of the lines before
// it in eight hexadecimal digits, so that one damaged or cut short is refused rather
// than read: its counts are the count's result.

// checkLine returns the check line of the lines text.
func checkLine(text []byte) []byte {
	return fmt.Appendf(nil, "check %08x\n", crc32.Checksum(text, crcTable))
}

// Seal returns the text of a done file, lines ending in newlines, with its check line
// appended.
func Seal(text []byte) []byte { return append(text, checkLine(text)...) }

// Unseal returns the lines of a done file b before its check line, and whether the
// check line is there and matches them.
func Unseal(b []byte) ([]byte, bool) {
	const line = len("check 01234567\n")
	if len(b) < line {
		return nil, false
	}
	text := b[:len(b)-line]
	return text, bytes.Equal(b[len(b)-line:], checkLine(text))
}
