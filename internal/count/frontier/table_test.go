package frontier

import (
	"testing"
	"unsafe"
)

// TestTableLines checks that a table takes lineBytes, padded, on 64-bit machines: no two
// tables share a cache line.
func TestTableLines(t *testing.T) {
	if unsafe.Sizeof(uintptr(0)) != 8 {
		t.Skip("the padding counts 64-bit fields")
	}
	if got := unsafe.Sizeof(table{}); got != lineBytes {
		t.Errorf("a table takes %d bytes; want %d", got, lineBytes)
	}
}
