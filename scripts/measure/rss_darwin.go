package main

import "syscall"

// maxRSS returns a process's peak resident memory in bytes (macOS counts it in bytes).
func maxRSS(ru *syscall.Rusage) int64 { return ru.Maxrss }
