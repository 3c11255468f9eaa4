//go:build unix

package machine

import "syscall"

// AddressSpace returns the least of the process's soft limits on its address space
// (RLIMIT_AS, ulimit -v) and on its data segment (RLIMIT_DATA, which Linux counts
// Go's heap mappings against), and false when neither is set. Two system calls.
func AddressSpace() (bytes int64, ok bool) {
	for _, res := range []int{syscall.RLIMIT_AS, syscall.RLIMIT_DATA} {
		var l syscall.Rlimit
		if syscall.Getrlimit(res, &l) != nil || l.Cur >= 1<<62 { // RLIM_INFINITY is all ones
			continue
		}
		if !ok || int64(l.Cur) < bytes {
			bytes, ok = int64(l.Cur), true
		}
	}
	return bytes, ok
}
