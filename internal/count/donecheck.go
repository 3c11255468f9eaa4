package count

import (
	"bytes"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
)

// A done file ends with a check line, "check" and the CRC-32 (IEEE) of the lines before
// it in eight hexadecimal digits, so that a done file damaged or cut short is refused
// rather than read: its counts are the count's result.

// sealDone returns the text of a done file, lines ending in newlines, with its check
// line appended.
func sealDone(text []byte) []byte {
	return fmt.Appendf(text, "check %08x\n", crc32.ChecksumIEEE(text))
}

// unsealDone returns the lines of a done file b before its check line, and whether the
// check line is there and matches them.
func unsealDone(b []byte) ([]byte, bool) {
	const line = len("check 01234567\n")
	if len(b) < line || !bytes.HasPrefix(b[len(b)-line:], []byte("check ")) {
		return nil, false
	}
	text := b[:len(b)-line]
	return text, bytes.Equal(b[len(b)-line:], []byte(fmt.Sprintf("check %08x\n", crc32.ChecksumIEEE(text))))
}

// redo says what to do about part's damaged or missing file of round r: remove its
// done file, so that the round is not taken as done, and run the round again.
func (x *exchange) redo(r, part int) string {
	return fmt.Sprintf("remove %s and run round %d of part %d again (-part %d/%d -round %d)", x.doneName(r, part), r, part+1, part+1, x.parts, r)
}

// damaged adds to err, an error reading part's file of round r, what to do about it
// where the file is damaged or missing.
func (x *exchange) damaged(err error, r, part int) error {
	if errors.Is(err, errCorrupt) || missing(err) || errors.Is(err, io.ErrUnexpectedEOF) {
		return fmt.Errorf("%w: %s", err, x.redo(r, part))
	}
	return err
}
