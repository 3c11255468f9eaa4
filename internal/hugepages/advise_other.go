//go:build !linux

package hugepages

import "unsafe"

// advise does nothing: huge pages are asked for on Linux only (advise_linux.go).
func advise(p unsafe.Pointer, n uintptr) {}
