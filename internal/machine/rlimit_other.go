//go:build !unix

package machine

// AddressSpace reports no limit where there are no Unix resource limits.
func AddressSpace() (bytes int64, ok bool) { return 0, false }
