//go:build unix

package machine

import (
	"path/filepath"
	"syscall"
)

// DiskFree returns the bytes free for an unprivileged user on the filesystem of the
// folder dir, or of its nearest parent that exists (a folder not made yet), and false
// where it cannot tell. A system call a folder tried.
func DiskFree(dir string) (bytes int64, ok bool) {
	var s syscall.Statfs_t
	for p := filepath.Clean(dir); syscall.Statfs(p, &s) != nil; p = filepath.Dir(p) {
		if p == filepath.Dir(p) {
			return 0, false
		}
	}
	return int64(s.Bavail) * int64(s.Bsize), true // the fields' types differ by platform
}
