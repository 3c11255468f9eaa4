//go:build !unix

package machine

// DiskFree cannot tell the free bytes of a filesystem where there is no statfs.
func DiskFree(dir string) (bytes int64, ok bool) { return 0, false }
