//go:build !unix

package machine

import "time"

// ProcessorTime reports nothing where there is no getrusage.
func ProcessorTime() (time.Duration, bool) { return 0, false }
