package countprog

import (
	"fmt"
	"math"
	"runtime/debug"

	"github.com/knightstour/knightstour/internal/machine"
)

// memoryCap is the memory a count may use, and where the figure comes from.
type memoryCap struct {
	bytes int64        // 0: no cap
	from  string       // for messages: "-mem", "GOMEMLIMIT", "3/4 of the machine's memory", ...
	size  machine.Size // -mem as the user gave it (from "-mem" only): the units of messages
}

// say says b bytes for messages: in the units of -mem when it was given.
func (m memoryCap) say(b int64) string { return m.units().Say(b) }

// sayApart says a and b as say does, so that two different sizes read differently.
func (m memoryCap) sayApart(a, b int64) (string, string) { return m.units().SayApart(a, b) }

// units is -mem as the user gave it, or powers of 1000 without -mem.
func (m memoryCap) units() machine.Size {
	if m.from == "-mem" {
		return m.size
	}
	return machine.Size{Units: machine.Decimal}
}

// defaultMemory is the memory a count may use without -mem: GOMEMLIMIT when it is set
// (0: no cap),
// else three quarters of the machine's memory or of its container's limit (the rest is
// for everything else on the machine), else (where there is no /proc/meminfo) no cap;
// and no more than an address-space limit leaves (addressSpaceCap). It reads a few
// small files and makes two system calls (package machine).
func defaultMemory() memoryCap {
	if limit := debug.SetMemoryLimit(-1); limit != math.MaxInt64 {
		return memoryCap{bytes: limit, from: "GOMEMLIMIT"}
	}
	m := memoryCap{}
	if total, from, err := machine.Memory(""); err == nil {
		m = memoryCap{bytes: total / 4 * 3, from: "3/4 of " + from}
	}
	if as, ok := machine.AddressSpace(); ok {
		if c := addressSpaceCap(as); m.bytes == 0 || c.bytes < m.bytes {
			m = c
		}
	}
	return m
}

// addressSpaceCap is the memory a count may use under an address-space limit of as bytes
// (ulimit -v, prlimit --as): an eighth of it, or on large limits half of what is left
// beyond goReserve. Go's runtime maps address space in large reservations as its heap
// grows and dies ("fatal error: out of memory", no message of ours) when one fails, far
// below the limit: measured here, a program filling its heap got 150 to 300 MB under a
// limit of 1 GB, 250 MB under 1.5 GB, 1.6 GB under 3 GB. Within this cap a count that
// would pass the limit is refused, or stopped with a message.
func addressSpaceCap(as int64) memoryCap {
	return memoryCap{bytes: max(as/8, (as-goReserve)/2), from: fmt.Sprintf("what the address-space limit of %s (ulimit -v) leaves room for, Go's runtime reserving much of it", machine.Format(as))}
}

// goReserve is the address space that Go's runtime takes beyond its heap on a large
// limit (measured: 1.4 GB under 3 GB).
const goReserve = 2 << 30

// tables is the most the counter's tables may hold: three quarters of the cap (the
// rest is the garbage collector's headroom), at least a byte (0 would be no cap); 0 for
// no cap.
func (m memoryCap) tables() int64 {
	if m.bytes <= 0 {
		return 0
	}
	return max(m.bytes/4*3, 1)
}

// String says the cap in words for messages.
func (m memoryCap) String() string {
	if m.bytes == 0 && m.from == "GOMEMLIMIT" {
		return "no memory cap (GOMEMLIMIT=0; -mem sets one)"
	}
	if m.bytes == 0 {
		return "no memory cap (-mem sets one)"
	}
	if m.from == "-mem" {
		return m.size.String() + " (-mem)"
	}
	return fmt.Sprintf("%s (%s; -mem sets another)", machine.Format(m.bytes), m.from)
}

// limitRuntime makes Go's garbage collector keep the heap within the cap and close to
// what the count holds, until the returned function restores the settings before it:
// the count's tables are large arrays without pointers, cheap to collect often, and a
// layer's freed tables would otherwise stay resident until the heap doubled. No cap
// is none for the collector too: GOMEMLIMIT=0, to Go a limit of 0 bytes (a collection
// at every turn: 6x7 took 30 s of processor time under it against 20 s), is lifted.
func limitRuntime(m memoryCap) (restore func()) {
	limit := debug.SetMemoryLimit(-1)
	switch {
	case m.bytes > 0 && m.from != "GOMEMLIMIT":
		debug.SetMemoryLimit(m.bytes)
	case m.bytes == 0:
		debug.SetMemoryLimit(math.MaxInt64)
	}
	percent := debug.SetGCPercent(countGCPercent)
	return func() {
		debug.SetMemoryLimit(limit)
		debug.SetGCPercent(percent)
	}
}

// countGCPercent is the garbage collector's target while counting (GOGC; Go's default
// is 100). Measured on 7x8 closed: 387 MB resident at 10 and 411 MB at 25, for the same
// processor time; the counter before its layers were compacted took 835 MB at 100 and
// 512 MB at 25.
const countGCPercent = 10
