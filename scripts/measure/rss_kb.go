//go:build linux || freebsd

package main

import "syscall"

// maxRSS returns a process's peak resident memory in bytes (Linux and FreeBSD count it
// in KB).
func maxRSS(ru *syscall.Rusage) int64 { return int64(ru.Maxrss) << 10 }
