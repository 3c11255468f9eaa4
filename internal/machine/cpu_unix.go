//go:build unix

package machine

import (
	"syscall"
	"time"
)

// ProcessorTime returns the processor time the process has used, user and system,
// and false where the system does not say. One system call.
func ProcessorTime() (time.Duration, bool) {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0, false
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano()), true
}
