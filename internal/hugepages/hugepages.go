// Package hugepages makes large slices whose memory the kernel may back with huge pages
// (2 MB on amd64, where Linux's transparent huge pages are enabled for regions that ask,
// "madvise", as Debian and Ubuntu ship them): a table of gigabytes then costs a page
// fault and a translation entry every 2 MB, where with 4 kB pages it cost one every
// 4 kB. Elsewhere, and for small slices, Make is make.
package hugepages

import "unsafe"

// minBytes is the least memory Make asks huge pages for: two of them, so that one at
// least lies within the slice wherever it starts.
const minBytes = 4 << 20

// Make returns make([]T, n, c) and, where its memory is minBytes or more, asks the
// kernel to back the huge pages within it with huge pages (advise), before it is
// written: the Go runtime hands out fresh memory untouched. It costs make's time and a
// system call.
func Make[T any](n, c int) []T {
	s := make([]T, n, c)
	var t T
	if bytes := uintptr(c) * unsafe.Sizeof(t); bytes >= minBytes {
		advise(unsafe.Pointer(unsafe.SliceData(s)), bytes)
	}
	return s
}
