package hugepages

import (
	"unsafe"

	"golang.org/x/sys/unix"
)

// pageBytes is the size of a base page, to which madvise's range is aligned.
const pageBytes = 4096

// advise asks for huge pages (MADV_HUGEPAGE) for the whole pages of the n bytes at p. It
// is a hint: where the kernel refuses it (transparent huge pages off, or none in this
// kernel), the memory stays in base pages and nothing else changes.
func advise(p unsafe.Pointer, n uintptr) {
	start := uintptr(p)
	from := (start + pageBytes - 1) &^ (pageBytes - 1)
	to := (start + n) &^ (pageBytes - 1)
	if to <= from {
		return
	}
	b := unsafe.Slice((*byte)(unsafe.Add(p, from-start)), to-from)
	_ = unix.Madvise(b, unix.MADV_HUGEPAGE)
}
